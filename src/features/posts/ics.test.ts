import { describe, expect, it } from "vitest";
import { calendarFile, eventPostCalendar, foldLine, icsText, icsTime } from "./ics";

const event = {
  id: "post_1",
  title: "Holiday market; crafts, cocoa & more",
  body: "Meet the makers.\nBring a friend, and a bag!",
  startsAt: new Date("2026-12-06T16:00:00.000Z"),
  endsAt: new Date("2026-12-06T20:00:00.000Z"),
  updatedAt: new Date("2026-11-22T12:34:56.789Z"),
  business: {
    businessName: "Barton Books",
    address: "100 Congress Ave, Suite 2",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    citySlug: "austin",
    slug: "barton-books",
  },
};

describe("the iCalendar writer", () => {
  it("writes one event with UTC times, escaped text, the address and the profile, in CRLF lines", () => {
    const file = eventPostCalendar(event, "https://localhub.example")!;
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(file.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//LocalHub//Events//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:post-post_1@localhub.example",
      "DTSTAMP:20261122T123456Z",
      "DTSTART:20261206T160000Z",
      "DTEND:20261206T200000Z",
      "SUMMARY:Holiday market\\; crafts\\, cocoa & more (Barton Books)",
      "DESCRIPTION:Meet the makers.\\nBring a friend\\, and a bag!",
      "LOCATION:Barton Books\\, 100 Congress Ave\\, Suite 2\\, Austin\\, TX 78701",
      "URL:https://localhub.example/business/austin/barton-books#posts",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("leaves out the end when the event has none, and writes nothing without a start", () => {
    const file = eventPostCalendar({ ...event, endsAt: null }, "https://localhub.example")!;
    expect(file).toContain("DTSTART:20261206T160000Z\r\nSUMMARY:");
    expect(file).not.toContain("DTEND");
    expect(eventPostCalendar({ ...event, startsAt: null }, "https://localhub.example")).toBeNull();
  });

  it("escapes backslashes first and drops control characters", () => {
    expect(icsText("a\\b;c,d\r\ne\rf\u0007")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(icsTime(new Date("2027-01-02T03:04:05.006Z"))).toBe("20270102T030405Z");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join("")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("folds every line of a long post", () => {
    const file = calendarFile({
      uid: "x@y",
      stamp: event.updatedAt,
      start: event.startsAt,
      end: null,
      summary: "s".repeat(200),
      description: "d".repeat(1500),
      location: "",
      url: "https://localhub.example/",
    });
    for (const line of file.split("\r\n")) expect(line.length).toBeLessThanOrEqual(75);
    expect(file).not.toContain("LOCATION");
  });
});
