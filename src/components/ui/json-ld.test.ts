import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld";

describe("JsonLd", () => {
  it("writes the data as JSON that no text inside can end the script element with", () => {
    const data = { "@type": "LocalBusiness", name: 'Joe\'s </script><script>alert("x")</script>' };
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(json)).toEqual(data);
  });
});
