// Copies the images and upload records of the local folder (STORAGE_DIR) into the bucket STORAGE_URL
// names: `npm run storage:copy`. Run it when moving to object storage, and once more after the servers
// use the bucket, for images uploaded in between. What the bucket holds already is skipped, so it can
// run any number of times; each image keeps its upload time (the unused-image sweep counts from it).
import { existsSync } from "node:fs";

async function main() {
  if (!process.env.STORAGE_URL && existsSync(".env")) process.loadEnvFile(".env");
  // The whole environment is checked first, so a bad STORAGE_URL is reported as the app reports it.
  const { env } = await import("@/platform/env");
  const { parseStorageUrl } = await import("@/platform/runtime/storage-url.mjs");
  if (parseStorageUrl(env.STORAGE_URL, env.STORAGE_DIR).kind !== "s3")
    throw new Error("STORAGE_URL names no bucket: set it to the bucket to copy into (s3://KEY:SECRET@HOST/BUCKET).");
  const { imageStore, storageDir } = await import("@/platform/storage");
  const { diskStore } = await import("@/platform/storage/disk");
  const target = await imageStore();
  const source = diskStore(storageDir());
  await target.check();

  let images = 0;
  let imagesThere = 0;
  for (const file of await source.listImages()) {
    if ((await target.imageBytes(file.hash)) !== null) {
      imagesThere += 1;
      continue;
    }
    const image = await source.openImage(file.hash);
    if (!image) continue; // removed meanwhile
    await target.putImage(file.hash, Buffer.from(image.body as Uint8Array), file.storedAt);
    images += 1;
  }

  let records = 0;
  let recordsThere = 0;
  for (const kind of [".uploads/by-account", ".uploads/by-image"]) {
    for (const owner of await source.markers(kind)) {
      const folder = `${kind}/${owner}`;
      const there = new Set(await target.markers(folder));
      for (const name of await source.markers(folder)) {
        if (there.has(name)) {
          recordsThere += 1;
          continue;
        }
        await target.putMarker(folder, name);
        records += 1;
      }
    }
  }
  console.log(
    `Copied ${images} image(s) and ${records} upload record(s) from ${source.description} into ${target.description}; ` +
      `${imagesThere} image(s) and ${recordsThere} record(s) were there already.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
