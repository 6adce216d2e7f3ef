"use client";
// The owner's posts of one business: "Write a post", then every post with where it stands (live,
// expired, or hidden by LocalHub with the reason), each editable in place and deletable after a
// confirmation. The page's data is read again after every change.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { POST_MESSAGES, POST_STATE_LABELS, type TPostState } from "@/features/posts/types";
import { api, type RouterOutputs } from "@/trpc/react";
import { KindBadge } from "./kind-badge";
import { PostForm } from "./post-form";

type Data = RouterOutputs["posts"]["mine"];
type Post = Data["posts"][number];

const STATE_COLOURS: Record<TPostState, string> = {
  live: "bg-emerald-50 text-emerald-800",
  expired: "bg-slate-100 text-slate-700",
  hidden: "bg-red-50 text-red-800",
};

export function OwnerPosts({ data }: { data: Data }) {
  const router = useRouter();
  const { business } = data;
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const remove = api.posts.remove.useMutation({
    onSuccess: () => {
      toast.success(POST_MESSAGES.deleted);
      setDeleting(null);
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const blocked = !business.live ? POST_MESSAGES.notLive : !data.emailProven ? POST_MESSAGES.verifyEmail : null;
  return (
    <div className="space-y-8">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href={`/dashboard/business/${business.id}`} className="font-medium text-brand-700 hover:underline">
          Edit business
        </Link>
        {business.live && (
          <Link href={`${business.profilePath}#posts`} className="font-medium text-brand-700 hover:underline">
            View public page
          </Link>
        )}
      </p>
      <section aria-labelledby="write-post" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="write-post" className="text-lg font-semibold text-slate-900">
          Write a post
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Live posts show on your profile, and the newest ones of verified businesses in your city&apos;s news on its
          directory page. A post disappears by itself once it expires.
        </p>
        {blocked && (
          <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {blocked}
          </p>
        )}
        <div className="mt-4">
          <PostForm businessId={business.id} timeZone={business.timeZone} onDone={() => router.refresh()} />
        </div>
      </section>
      <section aria-labelledby="your-posts" className="space-y-3">
        <h2 id="your-posts" className="text-lg font-semibold text-slate-900">
          Your posts
        </h2>
        {data.posts.length === 0 ? (
          <p className="text-sm text-slate-600">No posts yet.</p>
        ) : (
          <ul className="space-y-3" data-testid="owner-posts">
            {data.posts.map((post) => (
              <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                {editing === post.id ? (
                  <PostForm
                    businessId={business.id}
                    timeZone={business.timeZone}
                    post={{ id: post.id, values: formValues(post) }}
                    onDone={() => {
                      setEditing(null);
                      router.refresh();
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <PostRow post={post} onEdit={() => setEditing(post.id)} onDelete={() => setDeleting(post)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post?"
        description={deleting ? `“${deleting.title}” leaves your profile for good.` : ""}
        confirmLabel="Delete post"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ postId: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

const formValues = (post: Post) => ({
  kind: post.kind,
  title: post.title,
  body: post.body,
  imageUrl: post.imageUrl,
  ...post.form,
});

function PostRow({ post, onEdit, onDelete }: { post: Post; onEdit: () => void; onDelete: () => void }) {
  return (
    <article
      aria-labelledby={`own-post-${post.id}`}
      className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={post.kind} />
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_COLOURS[post.state]}`}>
            {POST_STATE_LABELS[post.state]}
          </span>
        </div>
        <h3 id={`own-post-${post.id}`} className="font-semibold break-words text-slate-900">
          {post.title}
        </h3>
        {post.when && <p className="text-sm font-medium text-emerald-800">{post.when}</p>}
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">{post.body}</p>
        <p className="text-xs text-slate-500">
          {post.state === "expired" ? `Expired ${post.until}` : `Shown until ${post.until}`}
        </p>
        {post.state === "hidden" && post.hiddenReason && (
          <p className="text-sm text-red-800">
            <span className="font-medium">Hidden because:</span> {post.hiddenReason}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className={BUTTON_CLASS} onClick={onEdit} aria-label={`Edit ${post.title}`}>
          Edit
        </button>
        <button type="button" className={BUTTON_CLASS} onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </button>
      </div>
    </article>
  );
}
