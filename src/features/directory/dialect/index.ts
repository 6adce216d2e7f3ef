import "server-only";
// The dialect of the database DATABASE_URL names (dialect.ts): the one place the directory's reads
// look at the provider.
import { dbProvider } from "@/platform/db";
import type { Dialect } from "./dialect";
import { postgresqlDialect } from "./postgresql";
import { sqliteDialect } from "./sqlite";

export type { Dialect } from "./dialect";
export const dialect: Dialect = dbProvider === "postgresql" ? postgresqlDialect : sqliteDialect;
