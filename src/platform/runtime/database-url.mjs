// Which Prisma provider a DATABASE_URL belongs to. Shared by prisma.config.ts, scripts and the app.
/** @param {string} url @returns {"sqlite" | "postgresql"} */
export function providerFromUrl(url) {
  if (url.startsWith("file:")) return "sqlite";
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgresql";
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${url}"`);
}
