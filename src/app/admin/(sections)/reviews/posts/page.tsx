import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { moderationParams } from "@/components/ui/moderation-list";
import { ModerationTabs } from "@/features/network/components/admin/moderation-tabs";
import { POST_FILTERS, PostsScreen } from "@/features/posts/components/admin/posts-screen";

export const metadata = { title: "Posts | Admin | LocalHub" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Businesses' updates, offers and events: the reported ones first; hide, restore or dismiss reports. */
export default async function AdminPostsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filter, page } = moderationParams(await searchParams, POST_FILTERS, "reported");
  const data = await api.posts.adminList({ filter, page });
  return (
    <AreaPage
      wide
      title="Posts"
      audience="Businesses' updates, offers and events, shown on their profiles and their city's news until they expire. Members report the ones they find wrong; hiding one takes it off the profile and tells its owner why."
      user={user}
    >
      <div className="space-y-6">
        <ModerationTabs current="posts" />
        <PostsScreen filter={filter} data={data} />
      </div>
    </AreaPage>
  );
}
