import "server-only";
// Images in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, Garage, SeaweedFS)
// through the AWS SDK. Objects are named as files in the folder store, under the URL's prefix.
// An object's upload time is its `uploaded-at` metadata (milliseconds; LastModified has only
// seconds, and the copy command keeps a file's own time); listings, which carry no metadata, use
// LastModified, which is never earlier than the upload.
//
// A bucket cannot move an object aside as the folder store does, so a removal and an upload of the
// same bytes meet like this: the removal reads the image, deletes it, then looks at the image's
// upload records and writes the bytes back if one is from after the cut-off; the upload writes the
// image, then its record, then checks the image is still there (confirmImage). Whichever runs
// second sees the other, so the image stays.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type _Object,
} from "@aws-sdk/client-s3";
import type { StorageLocation } from "@/platform/runtime/storage-url.mjs";
import { inBatches, type ImageStore, type Removal, type StoredFile } from "./store";

const HASH_FILE = /^([a-f0-9]{64})\.webp$/;
const UPLOADED_AT = "uploaded-at";
const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Requests at once when one action needs many (sizes for the quota, deleting a folder). */
const WIDTH = 8;

type S3Location = Extract<StorageLocation, { kind: "s3" }>;

const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function s3Store(location: S3Location): ImageStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  });
  const Bucket = location.bucket;
  const imageKey = (hash: string) => `${location.prefix}${hash}.webp`;
  const folderKey = (folder: string) => `${location.prefix}${folder}/`;

  async function* listed(Prefix: string, Delimiter?: string): AsyncGenerator<_Object> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter, ContinuationToken }));
      yield* page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function put(Key: string, data: Buffer, uploadedAt: Date, image: boolean) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: data,
        ContentLength: data.byteLength,
        Metadata: { [UPLOADED_AT]: String(uploadedAt.getTime()) },
        ...(image ? { ContentType: "image/webp", CacheControl: IMAGE_CACHE_CONTROL } : {}),
      }),
    );
  }

  async function remove(Key: string) {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  }

  async function imageBytes(hash: string): Promise<number | null> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: imageKey(hash) }))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  const uploadedAtOf = (metadata: Record<string, string> | undefined, lastModified: Date | undefined) => {
    const at = Number(metadata?.[UPLOADED_AT]);
    return Number.isFinite(at) && at > 0 ? new Date(at) : (lastModified ?? new Date(0));
  };

  return {
    description: `the bucket ${Bucket} at ${location.endpoint}`,

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : "";
        throw new Error(
          `Object storage: the bucket ${Bucket} at ${location.endpoint} cannot be used${status}: ${(error as Error).message || (error as Error).name}`,
        );
      }
    },

    putImage: (hash, data, uploadedAt = new Date()) => put(imageKey(hash), data, uploadedAt, true),

    async confirmImage(hash, data) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: imageKey(hash) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
        await put(imageKey(hash), data, new Date(), true);
      }
    },

    async openImage(hash) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: imageKey(hash) }));
        if (!object.Body) return null;
        const body = object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
        if (object.ContentLength !== undefined) return { body, bytes: object.ContentLength };
        const bytes = new Uint8Array(await new Response(body).arrayBuffer());
        return { body: bytes, bytes: bytes.byteLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    imageBytes,

    async listImages() {
      const files: StoredFile[] = [];
      for await (const object of listed(location.prefix, "/")) {
        const match = HASH_FILE.exec(object.Key?.slice(location.prefix.length) ?? "");
        if (match)
          files.push({ hash: match[1]!, bytes: object.Size ?? 0, storedAt: object.LastModified ?? new Date() });
      }
      return files;
    },

    async removeImage(hash, uploadedBefore, records): Promise<Removal> {
      const Key = imageKey(hash);
      let data: Buffer;
      let uploadedAt: Date;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        uploadedAt = uploadedAtOf(head.Metadata, head.LastModified);
        if (uploadedAt > uploadedBefore) return "newer";
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        data = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (isMissing(error)) return "missing";
        throw error;
      }
      await remove(Key);
      // A record's LastModified has whole seconds: one from the cut-off's second may be newer, so it keeps the image.
      const since = Math.floor(uploadedBefore.getTime() / 1000) * 1000;
      for await (const record of listed(folderKey(records))) {
        if ((record.LastModified?.getTime() ?? 0) >= since) {
          await put(Key, data, uploadedAt, true);
          return "newer";
        }
      }
      return (await imageBytes(hash)) === null ? "removed" : "replaced";
    },

    // Every write is whole (no temporary objects) and nothing is moved aside.
    removeLeftovers: async () => 0,

    putMarker: (folder, name) => put(`${folderKey(folder)}${name}`, Buffer.alloc(0), new Date(), false),

    async markers(folder) {
      const prefix = folderKey(folder);
      const names: string[] = [];
      for await (const object of listed(prefix, "/")) names.push(object.Key!.slice(prefix.length));
      return names;
    },

    removeMarker: (folder, name) => remove(`${folderKey(folder)}${name}`),

    async removeFolder(folder) {
      const keys: string[] = [];
      for await (const object of listed(folderKey(folder))) keys.push(object.Key!);
      await inBatches(keys, WIDTH, remove);
    },

    // A bucket has no folders: a prefix with no objects left is gone.
    pruneFolder: async () => undefined,
  };
}
