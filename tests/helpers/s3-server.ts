// A local S3-compatible server (s3rver) with one empty bucket, for tests of the object store: the
// app reaches it through STORAGE_URL, the test inspects the bucket with its own AWS SDK client.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's own fixed credentials. */
const KEY = "S3RVER";
const BUCKET = "localhub-media";

export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), "localhub-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    /** The STORAGE_URL of the bucket, its objects under `prefix` when given. */
    storageUrl: (prefix = "") => `s3+http://${KEY}:${KEY}@127.0.0.1:${port}/${BUCKET}${prefix ? `/${prefix}` : ""}`,
    /** An object's bytes and metadata, or null when the bucket has no such key. */
    async object(key: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return { bytes: Buffer.from(await object.Body!.transformToByteArray()), metadata: object.Metadata ?? {} };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async has(key: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    client,
    bucket: BUCKET,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
