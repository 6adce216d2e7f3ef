// Converting a waitlist entry: what the owner told us, then the form that creates the draft profile.
import { LocalTime } from "@/components/ui/local-time";
import { KNOWN_CITIES } from "@/lib/cities";
import type { RouterOutputs } from "@/trpc/react";
import { ConvertForm } from "./convert-form";

type Props = RouterOutputs["waitlistAdmin"]["conversionEntry"];

export function ConvertEntry({ entry, categories }: Props) {
  const cities = KNOWN_CITIES.map((city) => ({ slug: city.slug, name: city.name }));
  return (
    <>
      <dl className="mb-8 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        {(
          [
            ["Business", entry.businessName],
            ["Owner", entry.ownerName],
            [
              "Email",
              entry.emailConfirmedAt ? entry.email : `${entry.email} (Unconfirmed: no claim invitation will be sent)`,
            ],
            ["Phone", entry.phone],
            ["Location", entry.location],
            ["Category", entry.category],
            ["Employees", entry.employees],
            ["Joined", <LocalTime key="joined" at={entry.createdAt} />],
            ["Status", entry.status],
          ] satisfies Array<[string, React.ReactNode]>
        ).map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-900">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <ConvertForm entry={entry} categories={categories} cities={cities} />
    </>
  );
}
