import "server-only";
// Images in a local folder. An image file's modification time is its latest upload: every upload
// rewrites it, under a temporary name renamed into place so a reader never sees half a file.
import { randomUUID } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStore, Removal, StoredFile } from "./store";

const HASH_FILE = /^([a-f0-9]{64})\.webp$/;
const TEMPORARY_FILE = /\.(tmp|removing)$/;

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

async function namesIn(dir: string, pattern?: RegExp): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return pattern ? names.filter((name) => pattern.test(name)) : names;
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export function diskStore(dir: string): ImageStore {
  const imagePath = (hash: string) => path.join(dir, `${hash}.webp`);
  const marker = (folder: string, name: string) => path.join(dir, folder, name);

  return {
    description: `the folder ${dir}`,

    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir);
    },

    async putImage(hash, data, uploadedAt) {
      await mkdir(dir, { recursive: true });
      const target = imagePath(hash);
      const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      if (uploadedAt) await utimes(temporary, uploadedAt, uploadedAt);
      await rename(temporary, target);
    },

    // A removal moves the file aside and checks it there (removeImage), so a racing write is never lost.
    confirmImage: async () => undefined,

    async openImage(hash) {
      try {
        const body = await readFile(imagePath(hash));
        return { body: new Uint8Array(body), bytes: body.byteLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async imageBytes(hash) {
      try {
        return (await stat(imagePath(hash))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async listImages() {
      const files: StoredFile[] = [];
      for (const name of await namesIn(dir, HASH_FILE)) {
        try {
          const info = await stat(path.join(dir, name));
          files.push({ hash: name.slice(0, 64), bytes: info.size, storedAt: info.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return files;
    },

    // The file is first moved aside and its time checked there, so an upload of the same bytes
    // racing the removal keeps its image.
    async removeImage(hash, uploadedBefore): Promise<Removal> {
      const target = imagePath(hash);
      const aside = `${target}.${process.pid}.${randomUUID()}.removing`;
      try {
        await rename(target, aside);
      } catch (error) {
        if (isMissing(error)) return "missing";
        throw error;
      }
      const storedAt = await modifiedAt(aside);
      if (storedAt && storedAt > uploadedBefore) {
        // Uploaded again meanwhile: put it back (a still newer upload of the same bytes may be there; same content).
        await rename(aside, target);
        return "newer";
      }
      await unlink(aside).catch(() => undefined);
      return (await modifiedAt(target)) ? "replaced" : "removed";
    },

    async removeLeftovers(before) {
      let removed = 0;
      for (const name of await namesIn(dir, TEMPORARY_FILE)) {
        const file = path.join(dir, name);
        const at = await modifiedAt(file);
        if (at && at <= before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async putMarker(folder, name) {
      await mkdir(path.join(dir, folder), { recursive: true });
      await writeFile(marker(folder, name), "");
    },

    markers: (folder) => namesIn(path.join(dir, folder)),

    async removeMarker(folder, name) {
      await rm(marker(folder, name), { force: true });
    },

    async removeFolder(folder) {
      await rm(path.join(dir, folder), { recursive: true, force: true });
    },

    async pruneFolder(folder) {
      // Fails (and the folder stays) if a marker came in meanwhile.
      await rmdir(path.join(dir, folder)).catch(() => undefined);
    },
  };
}
