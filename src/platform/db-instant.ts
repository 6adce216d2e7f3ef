// An instant as a raw read (or JSON built by the database) gives it: a Date, epoch milliseconds, or
// text. Text without a zone is UTC (PostgreSQL's JSON of a timestamp column,
// "2026-03-06T18:00:00.123"; SQLite's CURRENT_TIMESTAMP, "2026-03-06 18:00:00"), as the columns
// store UTC.
export function dbInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value));
  const text = String(value).replace(" ", "T");
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
}
