import "server-only";
// Passwords people choose most: the 49,000-entry list zxcvbn-ts ships (@zxcvbn-ts/language-common,
// MIT, compiled from leaked-password frequency lists). A password counts as common when it is on
// the list, or is a listed word dressed up the usual ways: capitals, digits or symbols added at
// either end ("Summer2026!"), letters swapped for look-alike digits ("Passw0rd").
import { dictionary } from "@zxcvbn-ts/language-common";

const COMMON = new Set(dictionary["passwords-common"]);
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  "!": "i",
};
/** Words shorter than this are too short to call a longer password common by themselves. */
const MIN_WORD = 4;

export const COMMON_PASSWORD_COUNT = COMMON.size;

const stripEnds = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, "");
const undoLookAlikes = (text: string) => text.replace(/[0-9@$!]/g, (c) => LOOK_ALIKES[c] ?? c);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const candidates = [
    stripEnds(lower),
    undoLookAlikes(lower),
    undoLookAlikes(stripEnds(lower)),
    stripEnds(undoLookAlikes(lower)),
  ];
  return candidates.some((candidate) => candidate.length >= MIN_WORD && COMMON.has(candidate));
}
