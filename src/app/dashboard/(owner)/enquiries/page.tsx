import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { OwnerInbox } from "@/features/enquiries/components/owner-inbox";
import { INBOX_FILTERS, type TInboxFilter } from "@/features/enquiries/types";
import { OWNER_AREA_ROLES } from "@/lib/roles";
import { loadInbox } from "./load-inbox";

export const metadata: Metadata = { title: "Enquiries | LocalHub" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The owner's inbox; `?business=` (one of theirs: anything else shows all), `?filter=`, `?page=`. */
export default async function EnquiriesInboxPage({ searchParams }: Props) {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  const params = await searchParams;
  const asked = one(params.filter);
  const filter: TInboxFilter = INBOX_FILTERS.find((key) => key === asked) ?? "all";
  const page = Math.min(250, Math.max(1, Number.parseInt(one(params.page) ?? "1", 10) || 1));
  const { inbox, business } = await loadInbox(one(params.business), filter, page);
  return (
    <AreaPage
      title="Enquiries"
      audience="Questions and quote requests customers sent your businesses on LocalHub. Answer them here; customers follow the conversation on their dashboard."
      user={user}
    >
      <OwnerInbox inbox={inbox} business={business} filter={filter} />
    </AreaPage>
  );
}
