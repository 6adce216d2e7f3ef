// Email templates: {{variable}} placeholders, filled in by name. Pure, so the admin preview in the
// browser and the server's sender render exactly the same text.

export type TemplateContent = { subject: string; bodyText: string; bodyHtml: string | null };

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function fill(text: string, variables: Record<string, string>, encode: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_, name: string) =>
    encode(Object.hasOwn(variables, name) ? (variables[name] ?? "") : ""),
  );
}

/** Fills every {{name}}; a missing variable becomes empty. Values are HTML-escaped in the HTML body only. */
export function renderTemplate(template: TemplateContent, variables: Record<string, string>): TemplateContent {
  return {
    // A subject is one header line: a value must not break it.
    subject: fill(template.subject, variables, (value) => value.replace(/[\r\n]+/g, " ")),
    bodyText: fill(template.bodyText, variables, (value) => value),
    bodyHtml: template.bodyHtml === null ? null : fill(template.bodyHtml, variables, escapeHtml),
  };
}

/** The distinct {{names}} a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The template's "variables" column ("a,b,c") as a list. */
export function parseVariableList(list: string): string[] {
  return list
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}
