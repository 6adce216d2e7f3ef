import { LocalTime } from "./local-time";

/** "Asked Nov 27, 2026": words, then the day in the viewer's zone; only the words without a date. */
export const dated = (words: string, at: Date | null) =>
  at ? (
    <>
      {words} <LocalTime at={at} />
    </>
  ) : (
    words
  );
