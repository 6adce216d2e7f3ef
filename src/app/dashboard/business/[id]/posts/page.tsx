import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { OwnerPosts } from "@/features/posts/components/owner-posts";

export const metadata: Metadata = { title: "Posts | LocalHub", robots: { index: false } };

/** A business's updates, offers and events; the layout answered 404 for an unknown id or someone else's business. */
export default async function BusinessPostsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess("signed-in");
  const { id } = await params;
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
