import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { redactEmailContent } from "@/lib/redact-links";
import { escapeHtml, renderTemplate } from "@/lib/template-render";
import { DEFAULT_EMAIL_TEMPLATES } from "./default-templates";

describe("the shipped templates", () => {
  it("covers every shipped template, whatever the secret-bearing variable is called", () => {
    const shapes = [
      (secret: string) => `https://localhub.example/auth/reset-password?token=${secret}`,
      (secret: string) => `https://localhub.example/review/${secret}`,
      (secret: string) => `https://localhub.example/some/new/route/${secret}`,
    ];
    for (const template of DEFAULT_EMAIL_TEMPLATES) {
      for (const shape of shapes) {
        const secret = randomBytes(32).toString("base64url");
        const variables = Object.fromEntries(
          template.variables
            .split(",")
            .map((name) => [name.trim(), name.trim().endsWith("Link") ? shape(secret) : "Value"]),
        );
        const redacted = redactEmailContent(renderTemplate(template, variables));
        expect(JSON.stringify(redacted)).not.toContain(secret);
        expect(JSON.stringify(redacted)).not.toContain(escapeHtml(secret));
      }
    }
  });
});
