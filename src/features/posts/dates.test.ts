import { describe, expect, it } from "vitest";
import { AppError } from "@/platform/errors";
import { localDateTime, resolvePostDates, zonedInstant } from "./dates";
import { POST_MESSAGES } from "./types";

const now = new Date("2026-11-22T12:00:00.000Z");
const CHICAGO = "America/Chicago";

/** The refusal's field and message, or the stored instants as ISO strings. */
function resolve(input: Partial<Parameters<typeof resolvePostDates>[0]>, timeZone = CHICAGO) {
  try {
    const dates = resolvePostDates(
      { kind: "event", startsAt: null, endsAt: null, expiresAt: null, ...input },
      timeZone,
      now,
    );
    return {
      startsAt: dates.startsAt?.toISOString() ?? null,
      endsAt: dates.endsAt?.toISOString() ?? null,
      expiresAt: dates.expiresAt.toISOString(),
    };
  } catch (error) {
    if (error instanceof AppError) return { field: error.field, message: error.message };
    throw error;
  }
}

describe("local times in the business's time zone", () => {
  it("turns a local date and time into its instant, daylight saving included", () => {
    expect(zonedInstant("2026-12-06T10:00", CHICAGO).toISOString()).toBe("2026-12-06T16:00:00.000Z");
    expect(zonedInstant("2026-07-04T21:30", CHICAGO).toISOString()).toBe("2026-07-05T02:30:00.000Z");
    expect(zonedInstant("2026-07-04T21:30", "America/Denver").toISOString()).toBe("2026-07-05T03:30:00.000Z");
    // The morning the clocks go back (01:00–02:00 happens twice) and forward.
    expect(zonedInstant("2026-11-01T03:00", CHICAGO).toISOString()).toBe("2026-11-01T09:00:00.000Z");
    expect(zonedInstant("2026-03-08T03:00", CHICAGO).toISOString()).toBe("2026-03-08T08:00:00.000Z");
  });

  it("reads an instant back as the form shows it", () => {
    expect(localDateTime(new Date("2026-12-06T16:00:00.000Z"), CHICAGO)).toBe("2026-12-06T10:00");
    expect(localDateTime(zonedInstant("2026-03-08T03:30", CHICAGO), CHICAGO)).toBe("2026-03-08T03:30");
  });
});

describe("a post's dates", () => {
  it("shows an event until its end, or a day after its start", () => {
    expect(resolve({ startsAt: "2026-12-06T10:00", endsAt: "2026-12-06T14:00" })).toEqual({
      startsAt: "2026-12-06T16:00:00.000Z",
      endsAt: "2026-12-06T20:00:00.000Z",
      expiresAt: "2026-12-06T20:00:00.000Z",
    });
    expect(resolve({ startsAt: "2026-12-06T10:00" })).toEqual({
      startsAt: "2026-12-06T16:00:00.000Z",
      endsAt: null,
      expiresAt: "2026-12-07T16:00:00.000Z",
    });
  });

  it("shows an update or an offer for 30 days, and drops dates that belong to events", () => {
    expect(resolve({ kind: "offer", startsAt: "2026-12-06T10:00" })).toEqual({
      startsAt: null,
      endsAt: null,
      expiresAt: "2026-12-22T12:00:00.000Z",
    });
  });

  it("takes an expiry of the owner's own, local to the business", () => {
    expect(resolve({ kind: "update", expiresAt: "2026-12-31T23:59" })).toMatchObject({
      expiresAt: "2027-01-01T05:59:00.000Z",
    });
  });

  it("refuses what cannot be, naming the field", () => {
    expect(resolve({})).toEqual({ field: "startsAt", message: POST_MESSAGES.startRequired });
    expect(resolve({ startsAt: "2026-12-06T10:00", endsAt: "2026-12-06T10:00" })).toEqual({
      field: "endsAt",
      message: POST_MESSAGES.endBeforeStart,
    });
    expect(resolve({ kind: "update", expiresAt: "2026-11-22T06:00" })).toEqual({
      field: "expiresAt",
      message: POST_MESSAGES.expiryPast,
    });
    expect(resolve({ kind: "update", expiresAt: "2027-11-23T12:00" })).toEqual({
      field: "expiresAt",
      message: POST_MESSAGES.expiryTooFar,
    });
    expect(resolve({ startsAt: "2026-11-20T10:00", endsAt: "2026-11-21T10:00" })).toEqual({
      field: "endsAt",
      message: POST_MESSAGES.eventEnded,
    });
    expect(resolve({ startsAt: "2027-12-01T10:00" })).toEqual({
      field: "startsAt",
      message: POST_MESSAGES.eventTooFar,
    });
  });
});
