import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./error-summary";
import { formProblems, problemsHeading } from "./form-problems";

const FIELDS = [
  { key: "displayName", id: "sign-up-name" },
  { key: "password", id: "sign-up-password" },
];

describe("form problems", () => {
  it("lists field errors in the form's order, then unknown keys, then the form's message unless a field says it", () => {
    expect(
      formProblems(FIELDS, { password: "Too weak.", displayName: "Enter a name.", token: "Link expired." }),
    ).toEqual([
      { message: "Enter a name.", fieldId: "sign-up-name" },
      { message: "Too weak.", fieldId: "sign-up-password" },
      { message: "Link expired." },
    ]);
    expect(formProblems(FIELDS, { password: "Too weak." }, "Too weak.")).toEqual([
      { message: "Too weak.", fieldId: "sign-up-password" },
    ]);
    expect(formProblems(FIELDS, {}, "Server unavailable")).toEqual([{ message: "Server unavailable" }]);
    expect(formProblems(FIELDS, {}, null)).toEqual([]);
  });

  it("says a field's prefix before its message, so a row's problem names its row", () => {
    const rows = [{ key: "services.1.priceTo", id: "service-1-priceTo", prefix: "Service 2: " }];
    expect(formProblems(rows, { "services.1.priceTo": "Price to must be at least price from." })).toEqual([
      { message: "Service 2: Price to must be at least price from.", fieldId: "service-1-priceTo" },
    ]);
  });

  it("counts the problems in the heading", () => {
    expect(problemsHeading(1)).toBe("There is 1 problem");
    expect(problemsHeading(3)).toBe("There are 3 problems");
  });

  it("renders nothing without problems, else an alert named by its heading that links to each field", () => {
    const render = (problems: Parameters<typeof ErrorSummary>[0]["problems"]) =>
      renderToStaticMarkup(createElement(ErrorSummary, { problems, attempt: 1 }));
    expect(render([])).toBe("");
    const html = render([{ message: "Enter a name.", fieldId: "sign-up-name" }, { message: "Link expired." }]);
    expect(html).toMatch(
      /^<div tabindex="-1" role="alert" aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>There are 2 problems<\/h2>/,
    );
    expect(html).toContain('<a href="#sign-up-name"');
    expect(html).toContain("<li>Link expired.</li>");
  });
});
