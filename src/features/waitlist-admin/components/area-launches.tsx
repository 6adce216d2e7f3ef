// The admin's area launches: pick any area to set its goal or launch it; every area with entries,
// a goal of its own or a launch, with its progress toward the goal and whom a launch would email;
// and every launch with its delivery.
import Link from "next/link";
import { AdminTable } from "@/components/ui/data-table";
import { LocalTime } from "@/components/ui/local-time";
import { AdminSection } from "@/components/ui/admin-section";
import type { launchOverview } from "@/features/waitlist-admin/launches";
import { AreaPicker, AreaRowActions } from "./area-actions";
import { LaunchDelivery } from "./launch-delivery";

type LaunchOverview = Awaited<ReturnType<typeof launchOverview>>;
type AreaRow = LaunchOverview["areas"][number];

const AREA_HEADINGS = [
  "Area",
  "Progress",
  "To notify",
  "Founding-member slots",
  "Places per referral",
  "Launched",
  { srOnly: "Actions" },
] as const;

/** Set goals and launch areas: everyone waiting in a launched area is emailed once. */
export function AreaLaunches({ overview }: { overview: LaunchOverview }) {
  const { areas, areaCount, unconfirmed, held, launches } = overview;
  const waiting = Object.fromEntries(areas.map((row) => [row.area, row.toNotify]));
  return (
    <div className="space-y-10">
      <AreaPicker waiting={waiting} />
      <AdminSection id="areas" title="Areas and goals">
        <p className="text-sm text-slate-600">
          Progress counts confirmed entries that no fraud check holds; an area without its own goal uses the defaults.
          Areas with owners to notify come first.
          {areaCount > areas.length && ` Showing ${areas.length} of ${areaCount} areas: choose any other above.`}
        </p>
        <AdminTable caption="Areas" headings={AREA_HEADINGS} stickyActions>
          {areas.length === 0 && (
            <tr>
              <td colSpan={AREA_HEADINGS.length} className="px-3 py-4 text-center text-slate-600">
                No area has entries or a goal yet.
              </td>
            </tr>
          )}
          {areas.map((row) => (
            <tr key={row.area} className="whitespace-nowrap">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.label}
              </th>
              <td className="px-3 py-2">
                <Progress row={row} />
              </td>
              <td className="px-3 py-2 tabular-nums">{row.toNotify}</td>
              <td className="px-3 py-2 tabular-nums">{row.foundingMemberSlots}</td>
              <td className="px-3 py-2 tabular-nums">{row.referralBoost}</td>
              <td className="px-3 py-2">{row.launchedAt ? <LocalTime at={row.launchedAt} /> : "Not yet"}</td>
              <AdminTable.Actions>
                <AreaRowActions
                  area={row.area}
                  label={row.label}
                  settings={{
                    goal: row.goal,
                    foundingMemberSlots: row.foundingMemberSlots,
                    referralBoost: row.referralBoost,
                    custom: row.custom,
                  }}
                />
              </AdminTable.Actions>
            </tr>
          ))}
        </AdminTable>
        {unconfirmed > 0 && (
          <p className="text-sm text-slate-600">
            {unconfirmed === 1 ? "1 waiting entry has" : `${unconfirmed} waiting entries have`} not confirmed their
            email and will not be emailed until they do.
          </p>
        )}
        {held > 0 && (
          <p className="text-sm text-slate-600">
            {held === 1 ? "1 waiting entry is" : `${held} waiting entries are`} held by the fraud check: not counted and
            not emailed until{" "}
            <Link href="/admin/referrals?risk=held" className="font-medium text-brand-700 underline">
              cleared on Referrals
            </Link>
            .
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
              <td className="px-3 py-2">
                <LocalTime at={launch.launchedAt} style="dateTime" />
              </td>
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

/** '12 of 50' with a bar; '(default goal)' while the area has no goal of its own. */
function Progress({ row }: { row: AreaRow }) {
  const percent = Math.min(100, Math.round((row.counted / row.goal) * 100));
  return (
    <div className="min-w-36">
      <p className="tabular-nums">
        <span className="font-semibold text-slate-900">{row.counted}</span> of {row.goal}
        {!row.custom && <span className="text-slate-500"> (default goal)</span>}
      </p>
      <div aria-hidden="true" className="mt-1 h-1.5 w-full rounded-full bg-slate-200">
        <div
          className={`h-1.5 rounded-full ${percent >= 100 ? "bg-emerald-600" : "bg-brand-600"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
