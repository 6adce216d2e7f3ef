import type { Metadata } from "next";
import Link from "next/link";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { ADMIN_SECTIONS, sectionSummary, type AdminSection } from "./admin-sections";

export const metadata: Metadata = { title: "Admin Dashboard | LocalHub" };

export default async function AdminDashboardPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const summary = await api.adminHub.summary();
  return (
    <AreaPage title="Admin Dashboard" audience="Run LocalHub: businesses, people, content and the waitlist. Admins only." user={user}>
      <nav aria-label="Admin sections">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(Object.entries(ADMIN_SECTIONS) as Array<[AdminSection, string]>).map(([slug, label]) => (
            <li key={slug}>
              <Link href={`/admin/${slug}`} className="block rounded-lg border border-slate-200 px-4 py-3 font-medium hover:border-brand-500 hover:text-brand-700">
                {label}
                <span className="mt-0.5 block text-sm font-normal text-slate-600">{sectionSummary(slug, summary)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AreaPage>
  );
}
