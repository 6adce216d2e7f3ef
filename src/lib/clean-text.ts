// What text people send may hold: no NUL bytes (PostgreSQL cannot store them) and no lone UTF-16
// surrogates (not encodable as UTF-8). Without zod, so client code can use it too.

export function isCleanText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** `text` made clean (NUL bytes dropped, lone surrogates replaced), cut to `max` characters first. */
export function toCleanText(text: string, max = Infinity): string {
  return text.slice(0, max).replaceAll("\u0000", "").toWellFormed();
}
