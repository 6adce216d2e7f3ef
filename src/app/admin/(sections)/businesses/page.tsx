import Link from "next/link";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { AdminSection } from "@/components/ui/admin-section";
import { adminSectionMetadata } from "../admin-section-page";
import { BusinessesFilters } from "@/features/businesses/admin/components/businesses-filters";
import { BusinessesPages } from "@/features/businesses/admin/components/businesses-pages";
import { BusinessesTable } from "@/features/businesses/admin/components/businesses-table";
import { businessesHref, parseBusinessesParams } from "@/features/businesses/admin/components/businesses-url";
import { ClaimsTable } from "@/features/businesses/claims/components/admin/claims-table";

export const metadata = adminSectionMetadata("businesses");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TABS = [
  { key: "businesses", label: "Businesses", href: "/admin/businesses" },
  { key: "awaiting", label: "Awaiting approval", href: "/admin/businesses?awaiting=yes" },
  { key: "claims", label: "Claims", href: "/admin/businesses?tab=claims" },
];

export default async function AdminBusinessesPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const params = await searchParams;
  const tab = params.tab === "claims" ? "claims" : params.awaiting === "yes" ? "awaiting" : "businesses";
  return (
    <AreaPage wide title="Businesses" audience="Admin area. Admins only." user={user}>
      <nav aria-label="Business lists" className="mb-6 flex gap-2 border-b border-slate-200">
        {TABS.map((item) => (
          <Link
            key={item.key}
            href={item.href}
            aria-current={tab === item.key ? "page" : undefined}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === "claims" ? (
        <AdminSection id="claims-title" title="Pending claims">
          <ClaimsTable />
        </AdminSection>
      ) : (
        <BusinessList params={params} />
      )}
    </AreaPage>
  );
}

async function BusinessList({ params }: { params: Record<string, string | string[] | undefined> }) {
  const { query, error } = parseBusinessesParams(params);
  const [list, options] = await Promise.all([api.businessAdmin.list(query), api.directory.filterOptions()]);
  const total = `${list.total.toLocaleString("en-US")}${list.totalCapped ? "+" : ""}`;
  return (
    <div className="space-y-4">
      {/* Keyed by the address, so a link (Clear, Back) resets the fields to it. */}
      <BusinessesFilters key={businessesHref(query)} query={query} categories={options.categories} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error} Showing all businesses instead.
        </p>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.total === 1 ? "1 business" : `${total} businesses`} · {list.featuredActive} featured and active (the home page shows the 6 newest)
      </p>
      {list.awaitingApproval > 0 && !query.awaiting && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {list.awaitingApproval === 1 ? "1 new listing is" : `${list.awaitingApproval.toLocaleString("en-US")} new listings are`} waiting for approval.{" "}
          <Link href={businessesHref(query, { awaiting: true, page: 1 })} className="font-medium underline">
            Review them
          </Link>
        </p>
      )}
      {list.businesses.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
          {query.awaiting ? "No new listings are waiting for approval." : "No businesses match."}
        </p>
      ) : (
        <BusinessesTable rows={list.businesses} />
      )}
      {(list.total > 0 || query.page > 1) && <BusinessesPages query={query} total={list.total} totalCapped={list.totalCapped} pageSize={list.pageSize} />}
    </div>
  );
}
