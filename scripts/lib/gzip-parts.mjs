// A page compressed once and sent many times with a different word in it (the page cache's CSP
// nonce, scripts/lib/page-cache.mjs), without compressing it again for each answer.
//
// The page is compressed as one raw deflate stream in which each place of the word holds a
// placeholder of the same length, written as a stored (uncompressed) block: the compressor switches
// to level 0 for it and back. The stream split at the placeholders gives the pieces; an answer is a
// gzip member of the pieces joined by the word, with the CRC-32 and length of the page it stands for.
// The rest of the page still refers back across the places (one stream, one window), so it comes
// out only a little larger than the page compressed whole (each place ends a block).
//
// Why the word can replace the placeholder: a back-reference copies bytes that equal the ones it
// stands for. The placeholder's bytes are control characters that occur nowhere else in the page
// (a page holding any of them is not compressed this way), so no reference outside a place can copy
// from inside one; and each place is stored, never a reference.
import { constants, createDeflateRaw, crc32 } from "node:zlib";

/** ID1 ID2, deflate, no flags, no modification time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** Control characters a page does not hold (not tab, line feed or carriage return). */
const PLACEHOLDER_BYTES = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16,
  0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
];
/** The longest word this holds a place for. */
export const MAX_WORD_BYTES = PLACEHOLDER_BYTES.length;
const LEVEL = 9;

const placeholderOf = (length) => Buffer.from(PLACEHOLDER_BYTES.slice(0, length));

/** The CRC-32 of `bytes` continued from `crc` (zlib starts over when handed an empty buffer's null). */
const checksum = (bytes, crc) => (bytes.length > 0 ? crc32(bytes, crc) : crc);

/** The raw deflate stream of `parts` with a stored placeholder between each two. */
function deflateWithPlaces(parts, placeholder) {
  return new Promise((resolve, reject) => {
    const stream = createDeflateRaw({ level: LEVEL, memLevel: 9 });
    const out = [];
    stream.on("data", (chunk) => out.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(out)));
    stream.on("error", reject);
    const strategy = constants.Z_DEFAULT_STRATEGY;
    const write = (index) => {
      stream.write(parts[index]);
      if (index === parts.length - 1) return stream.end();
      stream.params(0, strategy, (stored) => {
        if (stored) return reject(stored);
        stream.write(placeholder);
        stream.params(LEVEL, strategy, (compressed) => (compressed ? reject(compressed) : write(index + 1)));
      });
    };
    write(0);
  });
}

/**
 * The compressed pieces of `parts` with a place for a word of `wordBytes` bytes between each two,
 * or null when the page cannot be held this way (it holds a placeholder byte, or the word is too
 * long): its answers are then compressed one by one.
 * @param {Buffer[]} parts
 * @param {number} wordBytes
 * @returns {Promise<{ pieces: Buffer[], wordBytes: number } | null>}
 */
export async function compressAround(parts, wordBytes) {
  if (wordBytes > MAX_WORD_BYTES) return null;
  if (parts.some((part) => PLACEHOLDER_BYTES.some((byte) => part.includes(byte)))) return null;
  const placeholder = placeholderOf(wordBytes);
  const stream = await deflateWithPlaces(parts, placeholder);
  const pieces = [];
  let start = 0;
  for (let at = stream.indexOf(placeholder); at >= 0; at = stream.indexOf(placeholder, start)) {
    pieces.push(stream.subarray(start, at));
    start = at + placeholder.length;
  }
  pieces.push(stream.subarray(start));
  // The placeholder's bytes turning up inside compressed data as well would put a place where none is.
  return pieces.length === parts.length ? { pieces, wordBytes } : null;
}

/**
 * The gzip member of `parts` joined by `word`, from their pieces (compressAround), or null when the
 * word is not of the length the pieces hold places for.
 * @param {Buffer[]} parts
 * @param {{ pieces: Buffer[], wordBytes: number }} compressed
 * @param {string} word
 */
export function gzipJoined(parts, { pieces, wordBytes }, word) {
  const between = Buffer.from(word);
  if (between.length !== wordBytes) return null;
  const chunks = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      crc = checksum(between, crc);
      size += between.length;
      chunks.push(between);
    }
    crc = checksum(part, crc);
    size += part.length;
    chunks.push(pieces[index]);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
