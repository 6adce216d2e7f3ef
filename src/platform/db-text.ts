// Case-insensitive "contains" that behaves the same on both databases. SQLite's LIKE is already
// case-insensitive for ASCII; PostgreSQL needs Prisma's `mode: "insensitive"` (ILIKE), an option
// the SQLite client's types do not know, hence the cast.
import { dbProvider } from "./db";

type ContainsFilter = { contains: string };

export function containsText(text: string): ContainsFilter {
  return (dbProvider === "postgresql" ? { contains: text, mode: "insensitive" } : { contains: text }) as ContainsFilter;
}
