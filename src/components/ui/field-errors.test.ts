import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormFooter } from "./field-errors";

const footer = (props: Partial<Parameters<typeof FormFooter>[0]>) =>
  renderToStaticMarkup(createElement(FormFooter, { error: null, busy: false, submitLabel: "Save", ...props }));
const fieldError = { message: "Name is too long", data: { fieldErrors: { name: ["Name is too long"] } } };

describe("FormFooter", () => {
  it("announces a form-wide error and leaves a field's error to its field", () => {
    expect(footer({ error: { message: "Server unavailable", data: null } })).toContain(
      '<p role="alert" class="text-sm text-red-700 ">Server unavailable</p>',
    );
    expect(footer({ error: fieldError })).not.toContain('role="alert"');
  });

  it("shows every error in a form without field messages", () => {
    expect(footer({ error: fieldError, fieldErrorsShown: false })).toContain("Name is too long");
  });

  it("shows a problem found before sending instead of the error, and the form cannot be sent", () => {
    const html = footer({ error: { message: "Old failure", data: null }, problem: "Unknown variable {{x}}" });
    expect(html).toContain("Unknown variable {{x}}");
    expect(html).not.toContain("Old failure");
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it("says it is busy, offers Cancel only with onCancel, and keeps extra buttons after", () => {
    expect(footer({ busy: true, busyLabel: "Saving..." })).toMatch(/disabled="">Saving\.\.\.<\/button>/);
    expect(footer({})).not.toContain("Cancel");
    const html = footer({ onCancel: () => undefined, children: createElement("button", { type: "button" }, "Delete") });
    expect(html.indexOf("Save")).toBeLessThan(html.indexOf("Cancel"));
    expect(html.indexOf("Cancel")).toBeLessThan(html.indexOf("Delete"));
  });
});
