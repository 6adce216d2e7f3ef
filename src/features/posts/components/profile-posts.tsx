// "News and events" on a profile (server component): the business's live posts, newest first, each
// with its kind, title, text, picture and, for an event, its time in the business's time zone and
// "Add to calendar" (the event's .ics file). Signed-in visitors get 'Report' (post-report.tsx),
// which loads only on their pages, so the signed-out page is the same for everyone.
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { eventWhen, postDay } from "@/features/posts/format";
import type { TPostKind } from "@/features/posts/types";
import { KindBadge } from "./kind-badge";
import { PostReport } from "./post-report";

export type ProfilePost = {
  id: string;
  kind: TPostKind;
  title: string;
  body: string;
  imageUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
};

const eventFileHref = (postId: string) => `/posts/${postId}/event.ics`;

export function ProfilePosts({ posts, timeZone }: { posts: ProfilePost[]; timeZone: string }) {
  if (posts.length === 0) return null;
  const now = new Date();
  return (
    <section
      id="posts"
      aria-labelledby="profile-posts"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="profile-posts" className="text-lg font-semibold text-slate-900">
        News and events
      </h2>
      <ul className="mt-4 divide-y divide-slate-100" data-testid="profile-posts">
        {posts.map((post) => (
          <li key={post.id} className="py-5 first:pt-0 last:pb-0">
            <article aria-labelledby={`post-${post.id}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <KindBadge kind={post.kind} />
                <time dateTime={post.createdAt.toISOString()} className="text-xs text-slate-500">
                  Posted {postDay(post.createdAt, timeZone, now)}
                </time>
              </div>
              <h3 id={`post-${post.id}`} className="mt-2 font-semibold break-words text-slate-900">
                {post.title}
              </h3>
              {post.startsAt && (
                <p className="mt-1 text-sm font-medium text-emerald-800">
                  <time dateTime={post.startsAt.toISOString()}>
                    {eventWhen(post.startsAt, post.endsAt, timeZone, now)}
                  </time>
                </p>
              )}
              {post.imageUrl && (
                // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP
                <img
                  src={post.imageUrl}
                  alt={post.title}
                  loading="lazy"
                  className="mt-3 aspect-video w-full max-w-xl rounded-lg border border-slate-200 bg-slate-50 object-cover"
                />
              )}
              <p className="mt-2 break-words whitespace-pre-line text-slate-700">{post.body}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                {post.kind === "event" && post.startsAt && (
                  <a
                    href={eventFileHref(post.id)}
                    download
                    className={`font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
                    aria-label={`Add ${post.title} to your calendar`}
                  >
                    Add to calendar
                  </a>
                )}
                <PostReport postId={post.id} title={post.title} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
