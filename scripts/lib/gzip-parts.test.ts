import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAround, gzipJoined, MAX_WORD_BYTES } from "./gzip-parts.mjs";

const nonce = () => randomBytes(16).toString("base64");

async function joined(parts: string[], word: string, wordBytes = Buffer.byteLength(word)) {
  const buffers = parts.map((part) => Buffer.from(part));
  const compressed = await compressAround(buffers, wordBytes);
  if (!compressed) throw new Error("not compressed");
  return gzipJoined(buffers, compressed, word);
}

/**
 * A page like a rendered one (about 40 places in 150 kB): markup, then the same content again as
 * script data in chunks, a nonce on each script.
 */
function page(cards: number, scripts: number) {
  const card = (n: number) =>
    `<li class="card rounded-lg border p-4"><a href="/business/houston/shop-${n}">Shop ${n}</a><p>Tacos, coffee and ${n % 7} more</p></li>`;
  const list = Array.from({ length: cards }, (_, n) => card(n)).join("");
  const perScript = Math.ceil(cards / scripts);
  const data = Array.from({ length: scripts }, (_, s) =>
    Array.from(
      { length: perScript },
      (_, n) => `self.__next_f.push([1,${JSON.stringify(card(s * perScript + n))}])`,
    ).join(";"),
  );
  return [`<html><head><script nonce="`, `">boot()</script></head><body><ul>${list}</ul>`]
    .concat(data.map((chunk) => `<script nonce="\0">${chunk}</script>`))
    .join("")
    .split("\0");
}

describe("gzipJoined", () => {
  it("is a gzip member of the parts joined by the word, each answer with its own word", async () => {
    const parts = ['<html><script nonce="', '">a()</script><p>café ✓</p><script nonce="', '">b()</script></html>'];
    const buffers = parts.map((part) => Buffer.from(part));
    const compressed = (await compressAround(buffers, 24))!;
    for (const word of [nonce(), nonce(), "A".repeat(24)])
      expect(gunzipSync(gzipJoined(buffers, compressed, word)!).toString()).toBe(parts.join(word));
  });

  it("holds one part, empty parts, large parts and words up to its longest", async () => {
    expect(gunzipSync((await joined(["only"], "x"))!).toString()).toBe("only");
    const word = nonce();
    expect(gunzipSync((await joined(["", "", ""], word))!).toString()).toBe(word + word);
    const large = randomBytes(200_000).toString("base64");
    const longest = "w".repeat(MAX_WORD_BYTES);
    expect(gunzipSync((await joined([large, large, large], longest))!).toString()).toBe(
      [large, large, large].join(longest),
    );
  });

  it("comes out within a sixth of the page compressed whole, which is far smaller than the page", async () => {
    const parts = page(600, 40);
    const word = nonce();
    const whole = gzipSync(parts.join(word));
    const answer = (await joined(parts, word))!;
    expect(answer.length).toBeLessThan(whole.length * (7 / 6));
    expect(answer.length).toBeLessThan(parts.join(word).length / 10);
  });

  it("refuses a word of another length, a page holding a placeholder byte, and a word too long", async () => {
    const buffers = ["a", "b"].map((part) => Buffer.from(part));
    expect(gzipJoined(buffers, (await compressAround(buffers, 24))!, "short")).toBeNull();
    expect(await compressAround([Buffer.from("a\u0001b"), Buffer.from("c")], 24)).toBeNull();
    expect(await compressAround(buffers, MAX_WORD_BYTES + 1)).toBeNull();
  });

  it("has a checksum a strict reader verifies: a wrong one is refused", async () => {
    const answer = (await joined(["a", "b"], nonce()))!;
    const at = answer.length - 8;
    answer.writeUInt8(answer.readUInt8(at) ^ 1, at);
    expect(() => gunzipSync(answer)).toThrow();
  });
});
