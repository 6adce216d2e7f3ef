import { describe, expect, it } from "vitest";
import type { BusinessCardData } from "@/features/directory/types";
import { listJsonLd, sharedListDescription } from "./json-ld";

const business = (id: string, name: string) =>
  ({ id, slug: `s-${id}`, citySlug: "austin", businessName: name }) as BusinessCardData;
const items = [
  { itemId: "i1", notes: null, business: business("b1", "Bean There") },
  { itemId: "i2", notes: "Great tacos", business: business("b2", "Taco Loco") },
];

describe("listJsonLd", () => {
  it("lists the businesses in order with absolute profile addresses", () => {
    const data = listJsonLd(
      { name: "Weekend", description: null, items },
      "https://x.test/shared-list/l1",
      (path) => `https://x.test${path}`,
    );
    expect(data).toMatchObject({
      "@type": "ItemList",
      name: "Weekend",
      numberOfItems: 2,
      url: "https://x.test/shared-list/l1",
    });
    expect(data.description).toBeUndefined();
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Bean There", url: "https://x.test/business/austin/s-b1" },
      { "@type": "ListItem", position: 2, name: "Taco Loco", url: "https://x.test/business/austin/s-b2" },
    ]);
  });
});

describe("sharedListDescription", () => {
  it("uses the list's description, else names the owner and the count", () => {
    expect(sharedListDescription({ description: "Best coffee", ownerName: "Ana", items })).toBe("Best coffee");
    expect(sharedListDescription({ description: null, ownerName: "Ana", items })).toBe(
      "2 businesses picked by Ana on LocalHub.",
    );
    expect(sharedListDescription({ description: null, ownerName: "Ana", items: items.slice(1) })).toBe(
      "1 business picked by Ana on LocalHub.",
    );
  });
});
