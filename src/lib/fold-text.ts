// How LocalHub compares text people type with names: accents and case never matter. The directory's
// search (src/features/directory/text-fold.ts, and the PostgreSQL function `localhub_fold` written
// from it) and the client-side lists that narrow as the visitor types use this one folding.

/** Lower case without accents: "Café" -> "cafe", "Español" -> "espanol". */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}
