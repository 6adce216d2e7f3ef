// Turns pasted 'name, email' lines or a CSV file's text into customers, listing each bad line with
// its reason. Pure and browser-safe: the dashboard shows the bad lines before anything is sent, and
// the server validates the good ones again.
import { MAX_REQUESTS_PER_BATCH, REVIEW_MESSAGES, ZCustomerSchema, type TCustomer } from "@/features/reviews/schema";

export type BadLine = { line: number; text: string; reason: string };
export type ParsedRecipients = { customers: TCustomer[]; bad: BadLine[] };

/** Splits one CSV line on commas outside double quotes ("Lee, Jordan" stays one field). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        current += '"';
        i++;
      } else quoted = !quoted;
    } else if ((char === "," || char === ";" || char === "\t") && !quoted) {
      fields.push(current.trim());
      current = "";
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

const isHeader = (fields: string[]) =>
  fields.length >= 2 && /^name$/i.test(fields[0] ?? "") && /^e-?mail/i.test(fields[1] ?? "");

export function parseRecipients(text: string): ParsedRecipients {
  const customers: TCustomer[] = [];
  const bad: BadLine[] = [];
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const fields = csvFields(raw);
    if (index === 0 && isHeader(fields)) return;
    if (fields.length < 2 || fields.slice(2).some(Boolean)) {
      bad.push({ line, text: raw, reason: "Write one customer per line as: name, email." });
      return;
    }
    const parsed = ZCustomerSchema.safeParse({ name: fields[0], email: fields[1] });
    if (!parsed.success) {
      bad.push({
        line,
        text: raw,
        reason: parsed.error.issues[0]?.message ?? "Write one customer per line as: name, email.",
      });
      return;
    }
    if (seen.has(parsed.data.email)) {
      bad.push({ line, text: raw, reason: REVIEW_MESSAGES.listedTwice });
      return;
    }
    if (customers.length >= MAX_REQUESTS_PER_BATCH) {
      bad.push({ line, text: raw, reason: `Send at most ${MAX_REQUESTS_PER_BATCH} requests at once.` });
      return;
    }
    seen.add(parsed.data.email);
    customers.push(parsed.data);
  });
  return { customers, bad };
}
