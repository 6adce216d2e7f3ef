// The directory's seek keys: where a page starts, carried in its address (`?page=7&after=<key>`) so a
// deep page is read from that row on instead of skipping every row before it (OFFSET). A key names a
// row of the list (its id) and the sort it was made for, as base64url JSON; the row's own sort
// values are read from the database, so the key never carries a rounded distance or date.
// Pure (the browser only copies keys into links); the server decodes and checks them with zod.
import { z } from "zod";
import { DIRECTORY_SORTS, SEEK_KEY_PATTERN, type DirectorySort } from "./types";

const keyContent = z.object({ s: z.enum(DIRECTORY_SORTS), i: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export type SeekKey = { sort: DirectorySort; id: string };

export function encodeSeekKey(key: SeekKey): string {
  return Buffer.from(JSON.stringify({ s: key.sort, i: key.id })).toString("base64url");
}

/**
 * The key's row for this sort, or null when the text is not a key (tampered, truncated) or was made
 * for another sort: the page is then read as if the address had no key.
 */
export function decodeSeekKey(text: string | undefined, sort: DirectorySort): SeekKey | null {
  if (!text || !SEEK_KEY_PATTERN.test(text)) return null;
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = keyContent.safeParse(content);
  return parsed.success && parsed.data.s === sort ? { sort, id: parsed.data.i } : null;
}
