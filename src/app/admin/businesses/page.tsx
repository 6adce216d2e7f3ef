import Link from "next/link";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { AdminSection } from "../_components/admin-section";
import { adminSectionMetadata } from "../admin-section-page";
import { ClaimsTable } from "./_components/claims-table";

export const metadata = adminSectionMetadata("businesses");

type Props = { searchParams: Promise<{ tab?: string | string[] }> };

const TABS = [
  { key: "businesses", label: "Businesses", href: "/admin/businesses" },
  { key: "claims", label: "Claims", href: "/admin/businesses?tab=claims" },
];

export default async function AdminBusinessesPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const tab = (await searchParams).tab === "claims" ? "claims" : "businesses";
  return (
    <AreaPage title="Businesses" audience="Admin area. Admins only." user={user}>
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
        <p className="text-sm text-slate-600">The list of all businesses comes with the businesses administration screen.</p>
      )}
    </AreaPage>
  );
}
