"use client";
// What a visitor can do from a profile: Call, Directions, Website, Share, Save (favourite) and the
// list menu. Under the header on large screens; on phones the same bar stays fixed at the bottom.
// data-insight names the click for the owner's insights (features/insights/components/profile-insights.tsx).
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { copyLink } from "@/components/ui/copy-link";
import { CardActions } from "@/features/lists/components/card-actions";

type Props = {
  businessId: string;
  businessName: string;
  tel: string | null;
  directions: string;
  website: string | null;
  /** The profile's canonical path, shared as an absolute address. */
  path: string;
};

const ACTION_CLASS = `inline-flex shrink-0 items-center justify-center rounded-full border px-3 py-1.5 text-sm font-semibold ${FOCUS_RING}`;
const PRIMARY = "border-brand-700 bg-brand-700 text-white hover:bg-brand-600";
const SECONDARY = "border-slate-300 bg-white text-slate-800 hover:bg-slate-50";

export function ProfileActions({ businessId, businessName, tel, directions, website, path }: Props) {
  async function share() {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: businessName, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyLink(url);
  }

  return (
    <nav
      aria-label="Actions"
      data-testid="profile-actions"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 overflow-x-auto border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur lg:static lg:z-auto lg:mt-4 lg:flex-wrap lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      {tel && (
        <a href={tel} data-insight="call" className={`${ACTION_CLASS} ${PRIMARY}`}>
          Call
        </a>
      )}
      <a
        href={directions}
        data-insight="directions"
        target="_blank"
        rel="noopener noreferrer"
        className={`${ACTION_CLASS} ${tel ? SECONDARY : PRIMARY}`}
      >
        Directions
      </a>
      {website && (
        <a
          href={website}
          data-insight="website"
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={`${ACTION_CLASS} ${SECONDARY}`}
        >
          Website
        </a>
      )}
      <button
        type="button"
        data-insight="share"
        onClick={() => void share()}
        className={`${ACTION_CLASS} ${SECONDARY}`}
      >
        Share
      </button>
      <CardActions businessId={businessId} businessName={businessName} />
    </nav>
  );
}
