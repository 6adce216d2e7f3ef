// The image store through its real HTTP handlers: POST /api/uploads and GET /media/{hash}.webp.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as getMedia } from "@/app/media/[file]/route";
import { handleUpload } from "@/server/api/uploads";
import { sniffImageFormat } from "@/platform/storage";
import { createUser, sessionCookie } from "../helpers/factories";
import type { Role } from "@/lib/roles";

async function cookieFor(roles: Role[]) {
  const user = await createUser({ roles });
  return sessionCookie(user, roles);
}

function upload(body: { file?: Blob; purpose?: string }, cookie?: string) {
  const form = new FormData();
  if (body.purpose) form.set("purpose", body.purpose);
  if (body.file) form.set("file", body.file, "picture.png");
  return handleUpload(
    new Request("http://localhost/api/uploads", { method: "POST", body: form, headers: cookie ? { cookie } : {} }),
  );
}

const blob = (bytes: Uint8Array, type = "image/png") => new Blob([bytes as BlobPart], { type });

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

/** A PNG whose header claims `width` x `height` pixels but which holds almost nothing: a decompression bomb. */
function bombPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", Buffer.alloc(0)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function stored(response: Response) {
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.webp$/);
  const file = url.slice("/media/".length);
  const media = await getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
  return { url, media, bytes: Buffer.from(await media.arrayBuffer()) };
}

describe("image uploads", () => {
  it("re-encodes a logo to WebP within 512 pixels and serves it with immutable cache headers", async () => {
    const png = await picture(1200, 800).png().toBuffer();
    const { media, bytes } = await stored(
      await upload({ purpose: "logo", file: blob(png) }, await cookieFor(["customer"])),
    );
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 341 });
  });

  it("strips metadata (EXIF) from a JPEG and names the file by its content", async () => {
    const jpeg = await picture(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Studio", Artist: "Somebody" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const cookie = await cookieFor(["business_owner"]);
    const first = await stored(await upload({ purpose: "cover", file: blob(jpeg, "image/jpeg") }, cookie));
    const meta = await sharp(first.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(first.bytes.includes(Buffer.from("Secret Studio"))).toBe(false);
    const again = await stored(await upload({ purpose: "cover", file: blob(jpeg, "image/jpeg") }, cookie));
    expect(again.url).toBe(first.url);
  });

  it("crops the sharing image to exactly 1200 by 630 for admins, and refuses site images to others", async () => {
    const webp = await picture(2000, 2000).webp().toBuffer();
    const { bytes } = await stored(
      await upload({ purpose: "og", file: blob(webp, "image/webp") }, await cookieFor(["admin"])),
    );
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    const refused = await upload(
      { purpose: "og", file: blob(webp, "image/webp") },
      await cookieFor(["business_owner"]),
    );
    expect(refused.status).toBe(403);
  });

  it("refuses guests, unknown purposes, non-images, disguised files, oversized files and decompression bombs", async () => {
    const png = await picture(20, 20).png().toBuffer();
    expect((await upload({ purpose: "logo", file: blob(png) })).status).toBe(401);
    const cookie = await cookieFor(["customer"]);
    const answer = async (body: { file?: Blob; purpose?: string }) => {
      const response = await upload(body, cookie);
      return { status: response.status, ...((await response.json()) as { error: string; field?: string }) };
    };
    expect(await answer({ purpose: "avatar", file: blob(png) })).toMatchObject({ status: 400, field: "purpose" });
    expect(
      await answer({
        purpose: "logo",
        file: blob(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/png"),
      }),
    ).toMatchObject({
      status: 400,
      error: "Choose a PNG, JPEG or WebP image.",
      field: "file",
    });
    const gif = await picture(10, 10).gif().toBuffer();
    expect(await answer({ purpose: "logo", file: blob(gif) })).toMatchObject({
      status: 400,
      error: "Choose a PNG, JPEG or WebP image.",
    });
    const truncated = png.subarray(0, 40);
    expect(await answer({ purpose: "logo", file: blob(truncated) })).toMatchObject({ status: 400, field: "file" });
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await answer({ purpose: "logo", file: blob(huge) })).toMatchObject({
      status: 400,
      error: "The image must be 5 MB or smaller.",
    });
    const farTooLarge = Buffer.concat([png, Buffer.alloc(12 * 1024 * 1024)]);
    expect(await answer({ purpose: "logo", file: blob(farTooLarge) })).toMatchObject({
      status: 413,
      error: "The image must be 5 MB or smaller.",
    });
    expect(await answer({ purpose: "logo", file: blob(bombPng(30_000, 30_000)) })).toMatchObject({
      status: 400,
      error: "The image is too large in pixels (at most 40 megapixels).",
    });
  });

  it("answers 404 for unknown or malformed media names", async () => {
    const ask = (file: string) =>
      getMedia(new Request(`http://localhost/media/${file}`), { params: Promise.resolve({ file }) });
    expect((await ask(`${"0".repeat(64)}.webp`)).status).toBe(404);
    expect((await ask("../../package.json")).status).toBe(404);
    expect((await ask("abc.webp")).status).toBe(404);
  });

  it("tells formats by their first bytes", () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageFormat(Buffer.from("GIF89a"))).toBeNull();
  });
});
