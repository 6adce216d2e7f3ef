import { describe, expect, it } from "vitest";
import { eventWhen, postDay } from "./format";

const now = new Date("2026-11-22T12:00:00.000Z");

describe("post dates in the business's time zone", () => {
  it("writes an event's day and times", () => {
    const start = new Date("2026-12-06T16:00:00.000Z");
    expect(eventWhen(start, new Date("2026-12-06T20:00:00.000Z"), "America/Chicago", now)).toBe(
      "Sun, Dec 6, 10 AM – 2 PM",
    );
    expect(eventWhen(start, null, "America/Denver", now)).toBe("Sun, Dec 6, 9 AM");
    expect(
      eventWhen(new Date("2026-12-06T16:30:00.000Z"), new Date("2026-12-07T20:15:00.000Z"), "America/Chicago", now),
    ).toBe("Sun, Dec 6, 10:30 AM – Mon, Dec 7, 2:15 PM");
  });

  it("names the year only when it is not this year, and the local day", () => {
    expect(postDay(new Date("2027-01-02T05:00:00.000Z"), "America/Chicago", now)).toBe("Fri, Jan 1, 2027");
    expect(postDay(new Date("2026-11-23T05:00:00.000Z"), "America/Chicago", now)).toBe("Sun, Nov 22");
  });
});
