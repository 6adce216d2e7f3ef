import "server-only";
// Every admin change to the catalogue goes through here: the write, then the cache invalidation of
// what it touched, so the next page load shows it. The admin audit log is one more line here.
import type { Db } from "@/platform/db";
import { invalidateCache } from "@/platform/process-cache";
import type { CacheTag } from "./cache";

export type AdminActor = { db: Db; session: { id: string } };

export async function adminChange<T>(actor: AdminActor, change: { action: string; invalidates: readonly CacheTag[] }, write: (db: Db) => Promise<T>): Promise<T> {
  const result = await write(actor.db);
  invalidateCache(...change.invalidates);
  return result;
}
