import { describe, expect, it } from "vitest";
import { dbInstant } from "./db-instant";

describe("dbInstant", () => {
  const moment = new Date("2026-03-06T18:00:00.123Z");

  it("keeps a Date and reads epoch milliseconds", () => {
    expect(dbInstant(moment)).toBe(moment);
    expect(dbInstant(moment.getTime())).toEqual(moment);
    expect(dbInstant(BigInt(moment.getTime()))).toEqual(moment);
  });

  it("reads text without a zone as UTC, and text with one as written", () => {
    expect(dbInstant("2026-03-06T18:00:00.123")).toEqual(moment);
    expect(dbInstant("2026-03-06 18:00:00")).toEqual(new Date("2026-03-06T18:00:00Z"));
    expect(dbInstant("2026-03-06T12:00:00.123-06:00")).toEqual(moment);
    expect(dbInstant("2026-03-06 18:00:00.123+00:00")).toEqual(moment);
  });
});
