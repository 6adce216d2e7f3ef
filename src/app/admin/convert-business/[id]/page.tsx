import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { KNOWN_CITIES } from "@/lib/cities";
import { ConvertForm } from "@/features/waitlist-admin/components/convert-form";
import { loadConversionEntry } from "./load-entry";

export const metadata = { title: "Convert waitlist entry | Admin | LocalHub" };

/** Turn a waitlist entry into a draft business profile, prefilled from what the owner told us. */
export default async function ConvertBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { entry, categories } = await loadConversionEntry((await params).id);
  const cities = KNOWN_CITIES.map((city) => ({ slug: city.slug, name: city.name }));
  return (
    <AreaPage title="Convert waitlist entry" audience="Create a draft business profile from this waitlist entry. It stays hidden until it is verified and activated." user={user}>
      <dl className="mb-8 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        {[
          ["Business", entry.businessName],
          ["Owner", entry.ownerName],
          ["Email", entry.emailConfirmedAt ? entry.email : `${entry.email} (Unconfirmed: no claim invitation will be sent)`],
          ["Phone", entry.phone],
          ["Location", entry.location],
          ["Category", entry.category],
          ["Employees", entry.employees],
          ["Joined", entry.createdAt.toISOString().slice(0, 10)],
          ["Status", entry.status],
        ].map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <ConvertForm entry={entry} categories={categories} cities={cities} />
    </AreaPage>
  );
}
