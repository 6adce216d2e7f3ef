import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SelectField, slugOptions } from "./select-field";

describe("SelectField", () => {
  it("wraps the select in its visible label, with the empty choice first and the chosen value selected", () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        label: "City",
        name: "city",
        defaultValue: "waco",
        empty: "All cities",
        options: slugOptions([
          { slug: "austin", name: "Austin" },
          { slug: "waco", name: "Waco" },
        ]),
      }),
    );
    expect(html).toMatch(/^<label class="[^"]*">City<select name="city" class="[^"]*">/);
    expect(html).toContain(
      '<option value="">All cities</option><option value="austin">Austin</option><option value="waco" selected="">Waco</option>',
    );
    expect(html).toMatch(/<\/select><\/label>$/);
  });

  it("draws groups as optgroups, and no empty choice unless asked", () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        label: "Category",
        required: true,
        options: [{ group: "Food", options: [{ value: "bakeries", label: "Bakeries" }] }],
      }),
    );
    expect(html).toContain('<select required="" class=');
    expect(html).toContain('<optgroup label="Food"><option value="bakeries">Bakeries</option></optgroup>');
    expect(html).not.toContain('value=""');
  });
});
