import type { Metadata } from "next";
import { headers } from "next/headers";
import { PATHNAME_HEADER } from "@/lib/request-headers";
import { UnknownLocation } from "@/features/directory/components/directory-screen";

export const metadata: Metadata = { title: { absolute: "Location not found | LocalHub" }, robots: { index: false } };

/** /directory/{place} for a place we do not know: which place, and where to go instead (status 404). */
export default async function DirectoryNotFound() {
  const path = (await headers()).get(PATHNAME_HEADER) ?? "";
  const segment = /^\/directory\/([^/?]+)/.exec(path)?.[1] ?? "";
  return <UnknownLocation segment={safeDecode(segment)} />;
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
