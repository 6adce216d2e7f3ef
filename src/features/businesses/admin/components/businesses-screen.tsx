// The admin's businesses screen: the tabs (all businesses, those awaiting approval, claims), and
// the filtered, paged list or the pending claims. The route hands its server caller's reads to the
// screen as a function, so the list is read where it is rendered.
import Link from "next/link";
import { AdminSection } from "@/components/ui/admin-section";
import type { AdminBusinessList } from "@/features/businesses/admin/queries";
import type { AdminCategoryOptions } from "@/features/businesses/admin/category-options";
import type { TAdminBusinessListQuery } from "@/features/businesses/admin/schema";
import { ClaimsTable } from "@/features/businesses/claims/components/admin/claims-table";
import { BusinessesFilters } from "./businesses-filters";
import { BusinessesPages } from "./businesses-pages";
import { BusinessesTable } from "./businesses-table";
import { businessesHref, parseBusinessesParams } from "./businesses-url";

type Params = Record<string, string | string[] | undefined>;
type LoadList = (query: TAdminBusinessListQuery) => Promise<[AdminBusinessList, AdminCategoryOptions]>;

const TABS = [
  { key: "businesses", label: "Businesses", href: "/admin/businesses" },
  { key: "awaiting", label: "Awaiting approval", href: "/admin/businesses?awaiting=yes" },
  { key: "claims", label: "Claims", href: "/admin/businesses?tab=claims" },
];

export function BusinessesScreen({ params, load }: { params: Params; load: LoadList }) {
  const tab = params.tab === "claims" ? "claims" : params.awaiting === "yes" ? "awaiting" : "businesses";
  return (
    <>
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
        <BusinessList params={params} load={load} />
      )}
    </>
  );
}

async function BusinessList({ params, load }: { params: Params; load: LoadList }) {
  const { query, error } = parseBusinessesParams(params);
  const [list, categories] = await load(query);
  const total = `${list.total.toLocaleString("en-US")}${list.totalCapped ? "+" : ""}`;
  return (
    <div className="space-y-4">
      {/* Keyed by the address, so a link (Clear, Back) resets the fields to it. */}
      <BusinessesFilters key={businessesHref(query)} query={query} categories={categories} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error} Showing all businesses instead.
        </p>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.total === 1 ? "1 business" : `${total} businesses`} · {list.featuredActive} featured and active (the home
        page shows the 6 newest)
      </p>
      {list.awaitingApproval > 0 && !query.awaiting && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {list.awaitingApproval === 1
            ? "1 new listing is"
            : `${list.awaitingApproval.toLocaleString("en-US")} new listings are`}{" "}
          waiting for approval.{" "}
          <Link href={businessesHref(query, { awaiting: true, page: 1 })} className="font-medium underline">
            Review them
          </Link>
        </p>
      )}
      {list.businesses.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-sm text-slate-600"
        >
          {query.awaiting ? "No new listings are waiting for approval." : "No businesses match."}
        </p>
      ) : (
        <BusinessesTable rows={list.businesses} />
      )}
      {(list.total > 0 || query.page > 1) && (
        <BusinessesPages query={query} total={list.total} totalCapped={list.totalCapped} pageSize={list.pageSize} />
      )}
    </div>
  );
}
