import "server-only";
// What an image store does: the local folder (disk.ts) and an S3-compatible bucket (s3.ts) both
// keep the images as `{hash}.webp` and the upload records as empty markers under `.uploads/`
// (see index.ts), so a folder copied into a bucket works as it is (scripts/storage-copy.ts).

/** A stored image: its size and the time of its latest upload. */
export type StoredFile = { hash: string; bytes: number; storedAt: Date };

/** An image's bytes to send: the whole file, or a stream of `bytes` bytes. */
export type ImageBody = { body: Uint8Array | ReadableStream<Uint8Array>; bytes: number };

/** How a removal went: gone, never there, uploaded again after the cut-off (kept), or uploaded again while it was removed (kept, as written by that upload). */
export type Removal = "removed" | "missing" | "newer" | "replaced";

export type ImageStore = {
  /** Where the images are, for messages (never a secret). */
  readonly description: string;
  /** Throws a clear Error when the store cannot be reached or used. */
  check(): Promise<void>;
  /** Writes an image; writing stored bytes again renews its upload time (`uploadedAt`, default now). */
  putImage(hash: string, data: Buffer, uploadedAt?: Date): Promise<void>;
  /** After an upload is recorded: writes the image again if a removal racing the upload took it. */
  confirmImage(hash: string, data: Buffer): Promise<void>;
  openImage(hash: string): Promise<ImageBody | null>;
  /** The stored size of an image, or null when it is not stored. */
  imageBytes(hash: string): Promise<number | null>;
  listImages(): Promise<StoredFile[]>;
  /**
   * Removes an image unless it was uploaded after `uploadedBefore`; an upload of the same bytes
   * racing the removal keeps its image. `records` is the folder of the image's upload records.
   */
  removeImage(hash: string, uploadedBefore: Date, records: string): Promise<Removal>;
  /** Removes leftovers of writes or removals a stopped process left, older than `before`. */
  removeLeftovers(before: Date): Promise<number>;
  /** Writes (or renews) the empty marker `folder/name`. */
  putMarker(folder: string, name: string): Promise<void>;
  /** The names of the markers directly in `folder` (none when it does not exist). */
  markers(folder: string): Promise<string[]>;
  removeMarker(folder: string, name: string): Promise<void>;
  /** Removes `folder` with every marker in it. */
  removeFolder(folder: string): Promise<void>;
  /** Removes `folder` if it is empty (a store without folders does nothing). */
  pruneFolder(folder: string): Promise<void>;
};

/** Runs `task` over `items`, at most `width` at once. */
export async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}
