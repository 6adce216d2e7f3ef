import "server-only";
// Removing uploaded images nothing uses: the periodic orphan sweep (an image no row references a
// day after its latest upload) and a deleted account's own images. An image is kept while any row
// names its /media/ URL (IMAGE_REFERENCES below) or, for account deletion, while another account's
// upload of the same bytes is recorded. References are read before anything is removed, so a
// database error removes nothing.
import { db as appDb, type Db } from "@/platform/db";
import { MINUTE } from "@/platform/rate-limit";
import {
  forgetAccount,
  forgetUpload,
  listStoredImages,
  removeStaleTemporaryFiles,
  removeStoredImage,
  uploadersOf,
  uploadsOf,
} from "@/platform/storage";
import { ORPHAN_IMAGE_AGE_MS } from "@/lib/images";

const MEDIA_REFERENCE = /\/media\/([a-f0-9]{64})\.webp/g;
const MEDIA = "/media/";
const PAGE = 2000;

/** Reads every value of a source that may name a /media/ URL, a page at a time. */
type ReferenceSource = {
  name: string;
  read: (db: Db, afterId: string | undefined) => Promise<{ id: string; values: (string | null)[] }[]>;
};

/**
 * Every column that can hold a stored image's URL. Add a row here with any new column that stores
 * /media/ URLs, or the sweep will remove the images it names.
 */
const IMAGE_REFERENCES: ReferenceSource[] = [
  {
    name: "BusinessProfile.logoUrl, coverImageUrl",
    read: async (db, afterId) =>
      (
        await db.businessProfile.findMany({
          where: {
            ...(afterId ? { id: { gt: afterId } } : {}),
            OR: [{ logoUrl: { contains: MEDIA } }, { coverImageUrl: { contains: MEDIA } }],
          },
          select: { id: true, logoUrl: true, coverImageUrl: true },
          orderBy: { id: "asc" },
          take: PAGE,
        })
      ).map((row) => ({ id: row.id, values: [row.logoUrl, row.coverImageUrl] })),
  },
  {
    name: "BusinessPost.imageUrl",
    read: async (db, afterId) =>
      (
        await db.businessPost.findMany({
          where: { ...(afterId ? { id: { gt: afterId } } : {}), imageUrl: { contains: MEDIA } },
          select: { id: true, imageUrl: true },
          orderBy: { id: "asc" },
          take: PAGE,
        })
      ).map((row) => ({ id: row.id, values: [row.imageUrl] })),
  },
  {
    name: "BusinessPhoto.url (business galleries)",
    read: async (db, afterId) =>
      (
        await db.businessPhoto.findMany({
          where: afterId ? { id: { gt: afterId } } : {},
          select: { id: true, url: true },
          orderBy: { id: "asc" },
          take: PAGE,
        })
      ).map((row) => ({ id: row.id, values: [row.url] })),
  },
  {
    name: "Organization.logoUrl",
    read: async (db, afterId) =>
      (
        await db.organization.findMany({
          where: { ...(afterId ? { id: { gt: afterId } } : {}), logoUrl: { contains: MEDIA } },
          select: { id: true, logoUrl: true },
          orderBy: { id: "asc" },
          take: PAGE,
        })
      ).map((row) => ({ id: row.id, values: [row.logoUrl] })),
  },
  {
    name: "SiteSetting.value (site logo, favicon, sharing image, hero image)",
    read: async (db, afterId) =>
      (
        await db.siteSetting.findMany({
          where: { ...(afterId ? { key: { gt: afterId } } : {}), value: { contains: MEDIA } },
          select: { key: true, value: true },
          orderBy: { key: "asc" },
          take: PAGE,
        })
      ).map((row) => ({ id: row.key, values: [row.value] })),
  },
  {
    name: "EmailTemplate.bodyHtml, bodyText",
    read: async (db, afterId) =>
      (
        await db.emailTemplate.findMany({
          where: {
            ...(afterId ? { id: { gt: afterId } } : {}),
            OR: [{ bodyHtml: { contains: MEDIA } }, { bodyText: { contains: MEDIA } }],
          },
          select: { id: true, bodyHtml: true, bodyText: true },
          orderBy: { id: "asc" },
          take: PAGE,
        })
      ).map((row) => ({ id: row.id, values: [row.bodyHtml, row.bodyText] })),
  },
];

/** Which of `hashes` some row references (one pass over each source, whatever the number of hashes). */
async function referencedImageHashes(db: Db, hashes: ReadonlySet<string>): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (hashes.size === 0) return referenced;
  for (const source of IMAGE_REFERENCES) {
    let afterId: string | undefined;
    for (;;) {
      const rows = await source.read(db, afterId);
      for (const row of rows) {
        for (const value of row.values) {
          for (const match of value?.matchAll(MEDIA_REFERENCE) ?? []) {
            if (hashes.has(match[1]!)) referenced.add(match[1]!);
          }
        }
      }
      if (rows.length < PAGE) break;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  return referenced;
}

export type SweepResult = { removed: string[]; kept: number };

/**
 * Removes every stored image whose latest upload is at least ORPHAN_IMAGE_AGE_MS before `now` and
 * that no row references, with its upload records; also leftovers of interrupted writes.
 */
export async function sweepOrphanImages(db: Db, options: { now?: Date } = {}): Promise<SweepResult> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - ORPHAN_IMAGE_AGE_MS);
  const old = (await listStoredImages()).filter((file) => file.storedAt <= cutoff).map((file) => file.hash);
  const referenced = await referencedImageHashes(db, new Set(old));
  const removed: string[] = [];
  for (const hash of old) {
    if (!referenced.has(hash) && (await removeStoredImage(hash, cutoff))) removed.push(hash);
  }
  await removeStaleTemporaryFiles(cutoff);
  return { removed, kept: old.length - removed.length };
}

/**
 * After an account is deleted: removes the images it uploaded that no row references and no other
 * account uploaded too, and its upload records. Images still used (a business that stays, a site
 * image) stay. Returns the removed hashes.
 */
export async function removeAccountImages(db: Db, userId: string): Promise<string[]> {
  const startedAt = new Date();
  const hashes = await uploadsOf(userId);
  const candidates = new Set<string>();
  for (const hash of hashes) {
    await forgetUpload(userId, hash);
    if ((await uploadersOf(hash)).length === 0) candidates.add(hash);
  }
  const referenced = await referencedImageHashes(db, candidates);
  const removed: string[] = [];
  for (const hash of candidates) {
    if (!referenced.has(hash) && (await removeStoredImage(hash, startedAt))) removed.push(hash);
  }
  await forgetAccount(userId);
  return removed;
}

const IMAGE_SWEEP_INTERVAL_MS = 60 * MINUTE;
const FIRST_SWEEP_AFTER_MS = 5 * MINUTE;

/** Sweeps every `intervalMs` (the first a few minutes after start), never two at once in this process. Returns a stop function. */
function startImageSweeper(db: Db, intervalMs = IMAGE_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepOrphanImages(db)
      .then(({ removed }) => {
        if (removed.length) console.info(`Removed ${removed.length} unused uploaded image(s).`);
      })
      .catch((error: unknown) => console.error("Image sweep failed:", error))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(sweep, Math.min(FIRST_SWEEP_AFTER_MS, intervalMs));
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

let started = false;

/** The server's sweeper (src/instrumentation.ts): one per process; processes sweeping at once are safe. */
export function startConfiguredImageSweeper(): void {
  if (started) return;
  started = true;
  startImageSweeper(appDb);
}
