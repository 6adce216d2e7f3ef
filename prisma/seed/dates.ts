// Fixed reference dates, so the seed never depends on the clock.

/** "Now" for the demo data. Offers, reviews and notifications are placed relative to it. */
export const SEED_NOW = new Date("2026-11-22T12:00:00.000Z");

/** memberSince values fall in [MEMBER_SINCE_FROM, MEMBER_SINCE_TO). */
export const MEMBER_SINCE_FROM = new Date("2018-01-01T00:00:00.000Z");
export const MEMBER_SINCE_TO = new Date("2026-11-01T00:00:00.000Z");

export const DAY_MS = 86_400_000;

/** A date between `from` and `to` (exclusive), rounded to the minute. */
export function dateBetween(from: Date, to: Date, fraction: number): Date {
  const ms = from.getTime() + Math.floor((to.getTime() - from.getTime()) * fraction);
  return new Date(ms - (ms % 60_000));
}
