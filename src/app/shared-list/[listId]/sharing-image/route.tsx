// /shared-list/{listId}/sharing-image: the 1200 × 630 picture a shared link shows when none of the
// list's businesses has a photo and the site has no sharing image of its own (page.tsx picks).
import { ImageResponse } from "next/og";
import { SharedListImage, SHARED_LIST_IMAGE_SIZE } from "@/features/lists/components/shared-list-image";
import { loadSharedList } from "../load-list";

export async function GET(_request: Request, { params }: { params: Promise<{ listId: string }> }) {
  const list = await loadSharedList((await params).listId);
  return new ImageResponse(<SharedListImage list={list} />, {
    ...SHARED_LIST_IMAGE_SIZE,
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
