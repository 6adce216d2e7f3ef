import type { Metadata } from "next";
import { NO_STORE_PAGE } from "@/lib/page-cache-marker.mjs";
import { SpotScreen } from "@/features/waitlist/components/spot-screen";
import { api, orNotFound } from "@/trpc/server";

// A private page: its address holds the owner's key. Never indexed, never kept by the page cache.
export const metadata: Metadata = { title: "Your waitlist spot | LocalHub", robots: { index: false, follow: false } };

type Props = { params: Promise<{ key: string }> };

/** /waitlist/spot/{key}, from the welcome email; an unknown key shows not-found.tsx's message. */
export default async function WaitlistSpotPage({ params }: Props) {
  const { key } = await params;
  const spot = await orNotFound(() => api.waitlist.spot({ key }), ["NOT_FOUND", "BAD_REQUEST"]);
  return (
    <div {...NO_STORE_PAGE} className="flex flex-1 flex-col">
      <SpotScreen spot={spot} spotKey={key} />
    </div>
  );
}
