// schema.org ItemList data for a shared list: its businesses in the list's order, each by its
// profile's absolute address.
import { businessPath } from "@/features/directory/types";
import type { SharedList } from "./types";

export function listJsonLd(
  list: Pick<SharedList, "name" | "description" | "items">,
  pageUrl: string,
  absolute: (path: string) => string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    description: list.description ?? undefined,
    url: pageUrl,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.business.businessName,
      url: absolute(businessPath(entry.business)),
    })),
  };
}

/** The page's description: the list's own, or who made it and how many businesses it holds. */
export function sharedListDescription(list: Pick<SharedList, "description" | "ownerName" | "items">): string {
  if (list.description) return list.description.slice(0, 200);
  const count = list.items.length;
  return `${count} ${count === 1 ? "business" : "businesses"} picked by ${list.ownerName} on LocalHub.`;
}
