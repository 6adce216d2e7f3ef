// The one zod type for text people send. Refuses what no real text contains and what breaks
// databases (clean-text.ts). Every text input of every procedure is built from it.
import { z } from "zod";
import { isCleanText } from "./clean-text";

export const INVALID_TEXT_MESSAGE =
  "This text contains characters that are not allowed. Please remove them and try again.";

/** `params` are z.string's own (e.g. the message for a value that is not text at all). */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isCleanText, INVALID_TEXT_MESSAGE);
