import { describe, expect, it } from "vitest";
import { escapeHtml, parseVariableList, placeholdersIn, renderTemplate } from "./template-render";

const template = {
  subject: "Welcome, {{ownerName}}!",
  bodyText: "Hi {{ownerName}}, {{businessName}} joined in {{ city }}.",
  bodyHtml: '<p>Hi {{ownerName}}, <a href="{{link}}">{{businessName}}</a></p>',
};

describe("renderTemplate", () => {
  it("substitutes variables in subject, text and HTML", () => {
    const out = renderTemplate(template, {
      ownerName: "Ana",
      businessName: "Ana's Bakery",
      city: "Austin",
      link: "https://x.example/a?b=1&c=2",
    });
    expect(out.subject).toBe("Welcome, Ana!");
    expect(out.bodyText).toBe("Hi Ana, Ana's Bakery joined in Austin.");
    expect(out.bodyHtml).toBe('<p>Hi Ana, <a href="https://x.example/a?b=1&amp;c=2">Ana&#39;s Bakery</a></p>');
  });

  it("renders missing variables as empty text", () => {
    const out = renderTemplate(template, { ownerName: "Ana" });
    expect(out.bodyText).toBe("Hi Ana,  joined in .");
    expect(out.bodyHtml).toBe('<p>Hi Ana, <a href=""></a></p>');
  });

  it("escapes HTML in the HTML body but not in the plain text", () => {
    const out = renderTemplate(template, { ownerName: '<script>alert("x")</script>', businessName: "A & B" });
    expect(out.bodyHtml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(out.bodyHtml).toContain("A &amp; B");
    expect(out.bodyText).toContain('<script>alert("x")</script>');
  });

  it("keeps a value from breaking the subject line", () => {
    expect(renderTemplate(template, { ownerName: "Ana\r\nBcc: evil@example.com" }).subject).toBe(
      "Welcome, Ana Bcc: evil@example.com!",
    );
  });

  it("does not read inherited object properties as variables", () => {
    expect(renderTemplate({ subject: "{{constructor}}{{toString}}", bodyText: "", bodyHtml: null }, {}).subject).toBe(
      "",
    );
  });

  it("keeps a missing HTML body missing", () => {
    expect(renderTemplate({ subject: "s", bodyText: "t", bodyHtml: null }, {}).bodyHtml).toBeNull();
  });
});

describe("helpers", () => {
  it("lists the distinct placeholders of a text", () => {
    expect(placeholdersIn("{{a}} {{ b }} {{a}} {c} {{1x}}")).toEqual(["a", "b"]);
  });

  it("parses the variables column", () => {
    expect(parseVariableList(" ownerName, city ,,")).toEqual(["ownerName", "city"]);
    expect(parseVariableList("")).toEqual([]);
  });

  it("escapes all HTML special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
