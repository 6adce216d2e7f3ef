import { describe, expect, it } from "vitest";
import { responseTimeText } from "./components/profile/texts";
import { hoursFromMiddle, waitOf, type Timing } from "./response-time";

const HOUR = 3_600_000;
const start = new Date("2026-11-01T09:00:00Z");
/** Enquiries answered after these many hours (null: not yet). */
const answered = (...hours: Array<number | null>) =>
  hours.map((wait) => ({
    createdAt: start,
    firstResponseAt: wait === null ? null : new Date(start.getTime() + wait * HOUR),
  }));

/** As the database reads it: the count, and the middle one or two in order of their waits. */
function medianResponseHours(enquiries: Timing[]) {
  const sorted = [...enquiries].sort((a, b) => waitOf(a) - waitOf(b));
  const first = Math.floor((sorted.length - 1) / 2);
  return hoursFromMiddle(sorted.length, sorted.slice(first, first + 2 - (sorted.length % 2)));
}

describe("hoursFromMiddle", () => {
  it("needs at least 3 enquiries", () => {
    expect(medianResponseHours([])).toBeNull();
    expect(medianResponseHours(answered(1, 2))).toBeNull();
    expect(medianResponseHours(answered(1, 2, 3))).toBe(2);
  });

  it("takes the middle wait of an odd count, rounded up to whole hours", () => {
    expect(medianResponseHours(answered(26, 1.5, 5 + 10 / 60))).toBe(6);
    expect(medianResponseHours(answered(0.2, 0.5, 0.9))).toBe(1);
    expect(medianResponseHours(answered(0, 0, 0))).toBe(1);
  });

  it("averages the two middle waits of an even count", () => {
    expect(medianResponseHours(answered(1, 2, 3, 10))).toBe(3);
    expect(medianResponseHours(answered(1, 2, 2, 10))).toBe(2);
  });

  it("counts unanswered enquiries as slower than every answered one", () => {
    expect(medianResponseHours(answered(1.5, 3, 5 + 10 / 60, 26, null))).toBe(6);
    expect(medianResponseHours(answered(48, null, 2))).toBe(48);
    // The median falls on an unanswered enquiry: nothing to show.
    expect(medianResponseHours(answered(1, null, null))).toBeNull();
    expect(medianResponseHours(answered(1, 2, null, null))).toBeNull();
  });
});

describe("responseTimeText", () => {
  it("says 1 hour for an hour or less, else the hours", () => {
    expect(responseTimeText(1)).toBe("Usually responds within 1 hour");
    expect(responseTimeText(6)).toBe("Usually responds within 6 hours");
  });
});
