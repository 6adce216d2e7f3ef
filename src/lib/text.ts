// The one zod type for text people send. Refuses what no real text contains and what breaks
// databases (clean-text.ts). Every text input of every procedure is built from it.
import { z } from "zod";
import { isCleanText } from "./clean-text";

export const INVALID_TEXT_MESSAGE = "This text contains characters that are not allowed. Please remove them and try again.";

export const zText = () => z.string().refine(isCleanText, INVALID_TEXT_MESSAGE);
