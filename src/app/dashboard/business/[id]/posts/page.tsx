import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { OwnerPosts } from "@/features/posts/components/owner-posts";
import { loadForEdit } from "../load-for-edit";

export const metadata: Metadata = { title: "Posts | LocalHub", robots: { index: false } };

/** A business's updates, offers and events; the layout answered 404 for an unknown id or someone else's business. */
export default async function BusinessPostsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess("signed-in");
  const { id } = await params;
  // The layout's check, read once per request: the page renders alongside the layout and must not
  // ask for the posts of a business the visitor may not edit.
  await loadForEdit(id);
  const data = await api.posts.mine({ businessId: id });
  return (
    <AreaPage
      title={`Posts of ${data.business.businessName}`}
      audience="Updates, offers and events on your public profile, each until it expires."
      user={user}
    >
      <OwnerPosts data={data} />
    </AreaPage>
  );
}
