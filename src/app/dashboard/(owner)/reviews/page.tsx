import type { Metadata } from "next";
import { TRPCError } from "@trpc/server";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { ReviewInbox } from "@/features/reviews/components/inbox/review-inbox";
import { REVIEW_INBOX_FILTERS, REVIEW_INBOX_PAGES, type TReviewInboxFilter } from "@/features/reviews/types";
import { OWNER_AREA_ROLES } from "@/lib/roles";

export const metadata: Metadata = { title: "Reviews | LocalHub" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The reviews of `?business=` (one of theirs: anything else shows all), for `?filter=` and `?page=`. */
async function loadInbox(business: string | undefined, filter: TReviewInboxFilter, page: number) {
  try {
    return { business, inbox: await api.reviews.inbox({ businessId: business, filter, page }) };
  } catch (error) {
    if (!business || !(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
    return { business: undefined, inbox: await api.reviews.inbox({ filter, page }) };
  }
}

/** The owner's reviews inbox: every review of their businesses, or only those awaiting a reply. */
export default async function ReviewInboxPage({ searchParams }: Props) {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  const params = await searchParams;
  const asked = one(params.filter);
  const filter: TReviewInboxFilter = REVIEW_INBOX_FILTERS.find((key) => key === asked) ?? "all";
  const page = Math.min(REVIEW_INBOX_PAGES, Math.max(1, Number.parseInt(one(params.page) ?? "1", 10) || 1));
  const { inbox, business } = await loadInbox(one(params.business), filter, page);
  return (
    <AreaPage
      title="Reviews"
      audience="What customers wrote about your businesses on LocalHub, newest first. Your reply shows under the review on your profile, and the reviewer gets it by email."
      user={user}
    >
      <ReviewInbox inbox={inbox} business={business} filter={filter} />
    </AreaPage>
  );
}
