// "What's new in {city}" on a city's directory page (server component, in the page's own HTML): the
// newest live posts of the city's verified businesses, each naming its business and linking to the
// post on the business's profile. Nothing at all when there are none.
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { eventWhen, postDay } from "@/features/posts/format";
import type { TPostKind } from "@/features/posts/types";
import { KindBadge } from "./kind-badge";

export type StripPost = {
  id: string;
  kind: TPostKind;
  title: string;
  imageUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
  business: { businessName: string; slug: string; citySlug: string; timeZone: string };
};

export function CityPostsStrip({ city, posts }: { city: string; posts: StripPost[] }) {
  if (posts.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="city-posts" className="mt-10" data-testid="city-posts">
      <h2 id="city-posts" className="text-xl font-semibold text-slate-900">
        What&apos;s new in {city}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Updates, offers and events from verified local businesses.</p>
      {/* A row to scroll sideways on phones; a grid on larger screens. */}
      <ul className="-mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {posts.map((post) => {
          const zone = post.business.timeZone;
          return (
            <li key={post.id} className="w-72 shrink-0 snap-start sm:w-auto">
              <Link
                href={`/business/${post.business.citySlug}/${post.business.slug}#posts`}
                className={`hover:border-brand-300 flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow ${FOCUS_RING}`}
              >
                {post.imageUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP
                  <img
                    src={post.imageUrl}
                    alt=""
                    loading="lazy"
                    className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover"
                  />
                )}
                <span className="min-w-0 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <KindBadge kind={post.kind} />
                    <span className="text-xs text-slate-500">
                      {post.startsAt
                        ? eventWhen(post.startsAt, post.endsAt, zone, now)
                        : `Posted ${postDay(post.createdAt, zone, now)}`}
                    </span>
                  </span>
                  <span className="block font-semibold break-words text-slate-900">{post.title}</span>
                  <span className="block text-sm text-brand-700">{post.business.businessName}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
