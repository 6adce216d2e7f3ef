// Password hashing: argon2id in native code on libuv's thread pool, so hashing never blocks the
// JavaScript thread. Hashes made before argon2id (bcrypt, "$2...") still verify and are replaced
// at the next successful sign-in (see `needsRehash`).
import { hash, verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP's minimum recommendation). 2 = Algorithm.Argon2id. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$2")) return bcrypt.compare(password, stored);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True for hashes made with an older scheme or weaker settings than today's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(
    `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`,
  );
}
