export type CompressedParts = { pieces: Buffer[]; wordBytes: number };
export const MAX_WORD_BYTES: number;
export function compressAround(parts: Buffer[], wordBytes: number): Promise<CompressedParts | null>;
export function gzipJoined(parts: Buffer[], compressed: CompressedParts, word: string): Buffer | null;
