import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { ModerationTabs } from "@/features/network/components/admin/moderation-tabs";
import { POST_FILTERS, PostsScreen, type TPostFilter } from "@/features/posts/components/admin/posts-screen";

export const metadata = { title: "Posts | Admin | LocalHub" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Businesses' updates, offers and events: the reported ones first; hide, restore or dismiss reports. */
export default async function AdminPostsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const params = await searchParams;
  const filter: TPostFilter =
    typeof params.filter === "string" && params.filter in POST_FILTERS ? (params.filter as TPostFilter) : "reported";
  const page = Math.min(
    10_000,
    Math.max(1, Number.parseInt(typeof params.page === "string" ? params.page : "1", 10) || 1),
  );
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
