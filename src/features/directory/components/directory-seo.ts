// The directory's own title, description, canonical link and breadcrumb structured data.
import type { Metadata } from "next";
import type { ResolvedLocation } from "@/features/directory/schema";
import { absoluteUrl } from "@/platform/site-url";
import { directoryTitle, locationLabel } from "./directory-text";
import { directoryHref, EMPTY_DIRECTORY_STATE, type DirectoryState } from "./directory-url";

/**
 * The canonical address: the location and category, which change what the page is about. Search
 * text, filters, sort, layout, page and the visitor's position only narrow or reorder it.
 */
function canonicalUrl(state: DirectoryState): string {
  return absoluteUrl(directoryHref({ ...EMPTY_DIRECTORY_STATE, location: state.location, category: state.category }));
}

export function directoryMetadata(
  state: DirectoryState,
  location: ResolvedLocation | null,
  unknownLocation: boolean,
): Metadata {
  const title = unknownLocation ? "Location not found" : directoryTitle(location);
  const place = location ? locationLabel(location) : null;
  return {
    title: { absolute: `${title} | LocalHub` },
    description: place
      ? `Find verified local businesses in ${place}: compare ratings and reviews, browse by category and discover local offers on LocalHub.`
      : "Browse and search verified local businesses by name, category, tag, rating and city on LocalHub.",
    alternates: { canonical: canonicalUrl(state) },
    ...(unknownLocation ? { robots: { index: false } } : {}),
  };
}

/** schema.org BreadcrumbList: Home > Directory (> City). */
export function breadcrumbJsonLd(state: DirectoryState, location: ResolvedLocation | null) {
  const crumbs = [
    { name: "Home", url: absoluteUrl("/") },
    { name: "Directory", url: absoluteUrl("/directory") },
    ...(location && state.location
      ? [
          {
            name: locationLabel(location),
            url: absoluteUrl(directoryHref({ ...EMPTY_DIRECTORY_STATE, location: state.location })),
          },
        ]
      : []),
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
