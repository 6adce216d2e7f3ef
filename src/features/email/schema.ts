// Inputs of the email admin screen, and the sample values its preview uses. Safe in the browser.
import { z } from "zod";
import { zText } from "@/lib/text";
import { parseVariableList, placeholdersIn } from "@/lib/template-render";

export const TEMPLATE_NOT_FOUND_MESSAGE = "Email template not found.";
export const EMAIL_NOT_FOUND_MESSAGE = "Email not found.";
export const EMAILS_PAGE_SIZE = 15;

export const ZUpdateEmailTemplateSchema = z
  .object({
    id: zText().min(1).max(64),
    subject: zText().trim().min(1, "Subject is required.").max(200, "Subject must be at most 200 characters."),
    bodyText: zText()
      .trim()
      .min(1, "Plain-text body is required.")
      .max(10_000, "Plain-text body must be at most 10,000 characters."),
    bodyHtml: zText()
      .trim()
      .max(20_000, "HTML body must be at most 20,000 characters.")
      .transform((value) => value || null),
  })
  .strict();
export type TUpdateEmailTemplateInput = z.infer<typeof ZUpdateEmailTemplateSchema>;

export const ZRecentEmailsSchema = z.object({ page: z.number().int().min(1).max(100_000).default(1) }).strict();
export const ZEmailIdSchema = z.object({ id: zText().min(1).max(64) }).strict();

/** The {{names}} used in a template's texts that it does not offer, as a message; null when all are known. */
export function unknownVariablesMessage(texts: Array<string | null>, variables: string): string | null {
  const allowed = parseVariableList(variables);
  const unknown = [...new Set(texts.flatMap((text) => placeholdersIn(text ?? "")))].filter(
    (name) => !allowed.includes(name),
  );
  if (unknown.length === 0) return null;
  const list = unknown.map((name) => `{{${name}}}`).join(", ");
  return `Unknown variable${unknown.length > 1 ? "s" : ""} ${list}. This template can use: ${allowed.map((name) => `{{${name}}}`).join(", ") || "none"}.`;
}

const SAMPLES: Record<string, string> = {
  ownerName: "Maria Garcia",
  businessName: "Garcia Bakery",
  city: "Austin, TX",
  directoryLink: "https://localhub.example/directory/austin",
  customerName: "Jordan Lee",
  reviewLink: "https://localhub.example/review/SAMPLE123",
};

/** Sample values for the preview: a realistic one per known name, otherwise the name in brackets. */
export function sampleVariables(variables: string): Record<string, string> {
  return Object.fromEntries(parseVariableList(variables).map((name) => [name, SAMPLES[name] ?? `[${name}]`]));
}
