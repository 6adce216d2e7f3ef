// The admin's area launches: the launch form, who is waiting per area, and every launch with its
// delivery.
import { KNOWN_CITIES } from "@/lib/cities";
import { AdminTable } from "@/components/ui/data-table";
import { AdminSection } from "@/components/ui/admin-section";
import type { launchOverview } from "@/features/waitlist-admin/launches";
import { LaunchForm } from "./launch-form";
import { LaunchDelivery } from "./launch-delivery";

type LaunchOverview = Awaited<ReturnType<typeof launchOverview>>;

const launchedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Mark a city or ZIP code as launched: everyone waiting there is emailed once. */
export function AreaLaunches({ overview }: { overview: LaunchOverview }) {
  const { waiting, unconfirmed, launches } = overview;
  const waitingByArea = Object.fromEntries(waiting.map((row) => [row.area, row.count]));
  const cities = KNOWN_CITIES.map((city) => ({
    slug: city.slug,
    name: city.name,
    waiting: waitingByArea[city.slug] ?? 0,
  }));
  return (
    <div className="space-y-10">
      <LaunchForm cities={cities} />
      <AdminSection id="waiting" title="Waiting to be notified">
        {waiting.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody is waiting for a launch.</p>
        ) : (
          <ul aria-label="Waiting per area" className="grid gap-2 sm:grid-cols-3">
            {waiting.map((row) => (
              <li
                key={row.area}
                className="flex justify-between rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
              >
                <span>{row.label}</span>
                <span className="font-semibold tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        )}
        {unconfirmed > 0 && (
          <p className="mt-3 text-sm text-slate-600">
            {unconfirmed === 1 ? "1 waiting entry has" : `${unconfirmed} waiting entries have`} not confirmed their
            email and will not be emailed until they do.
          </p>
        )}
      </AdminSection>
      <AdminSection id="launches" title="Launches">
        <AdminTable caption="Launches" headings={["Area", "Launched", "By", "Delivery", "Notified"]}>
          {launches.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-4 text-center text-slate-600">
                No launches yet.
              </td>
            </tr>
          )}
          {launches.map((launch) => (
            <tr key={launch.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {launch.label}
              </th>
              <td className="px-3 py-2">{launchedAt.format(launch.launchedAt)}</td>
              <td className="px-3 py-2">{launch.launchedBy ?? "—"}</td>
              <td className="px-3 py-2">
                <LaunchDelivery {...launch.delivery} />
              </td>
              <td className="px-3 py-2 tabular-nums">{launch.notifiedCount}</td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>
    </div>
  );
}
