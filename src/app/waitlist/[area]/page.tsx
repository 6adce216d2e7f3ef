import type { Metadata } from "next";
import { cache } from "react";
import { WaitlistAreaPage } from "@/features/waitlist/components/area-page";
import { api, orNotFound } from "@/trpc/server";

type Props = { params: Promise<{ area: string }> };

/** The area's page data; the 404 page for anything but a known city's slug or a 5-digit ZIP code. */
const areaPage = cache((area: string) =>
  orNotFound(() => api.waitlist.areaPage({ area }), ["NOT_FOUND", "BAD_REQUEST"]),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { progress } = await areaPage((await params).area);
  return {
    title: `LocalHub in ${progress.label}: businesses waiting | LocalHub`,
    description: `${progress.count} of ${progress.goal} businesses are waiting for LocalHub in ${progress.label}. Reserve your spot.`,
  };
}

/** /waitlist/{city slug or ZIP code}: the area's progress toward its launch, its referrers and the form. */
export default async function WaitlistAreaRoute({ params }: Props) {
  const { progress, leaderboard } = await areaPage((await params).area);
  return <WaitlistAreaPage progress={progress} leaderboard={leaderboard} />;
}
