// The one zod type for text people send. Refuses what no real text contains and what breaks
// databases: NUL bytes (PostgreSQL cannot store them) and lone UTF-16 surrogates (not encodable as
// UTF-8). Every text input of every procedure is built from it.
import { z } from "zod";

export const INVALID_TEXT_MESSAGE = "This text contains characters that are not allowed. Please remove them and try again.";

export function isCleanText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

export const zText = () => z.string().refine(isCleanText, INVALID_TEXT_MESSAGE);
