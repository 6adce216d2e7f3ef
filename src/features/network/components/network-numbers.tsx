"use client";
// What the network brought the business: connections, referrals given / received / won, the closed
// value both ways (this month, this year, all time), the median time to a first response, and the
// last 12 months as a chart whose numbers are also a table (visible on demand, always read out).
import { useId, useState } from "react";
import { CsvDownloadButton } from "@/components/ui/csv-download";
import { formatDollars } from "@/features/network/types";
import { api, type RouterOutputs } from "@/trpc/react";
import { formatHours, monthLabels } from "./format";
import { NetworkSection } from "./parts";

export type NetworkNumbersData = RouterOutputs["network"]["numbers"];

function Stat({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

export function NetworkNumbers({
  business,
  initialNumbers,
}: {
  business: { id: string; businessName: string };
  initialNumbers: NetworkNumbersData;
}) {
  const numbers = api.network.numbers.useQuery(
    { businessId: business.id },
    { initialData: initialNumbers.businessId === business.id ? initialNumbers : undefined },
  );
  const data = numbers.data ?? initialNumbers;
  const periods = [
    { key: "month", label: "This month" },
    { key: "year", label: "This year" },
    { key: "all", label: "All time" },
  ] as const;
  return (
    <NetworkSection
      id="network-numbers-title"
      title="Your network in numbers"
      description="Closed value counts referrals marked won, in the month they were won."
      actions={<DownloadReferrals business={business} />}
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Connections" value={data.connections} />
        <Stat label="Referrals given" value={data.referrals.given} hint={`${data.referrals.wonGiven} won`} />
        <Stat label="Referrals received" value={data.referrals.received} hint={`${data.referrals.wonReceived} won`} />
        <Stat
          label="Median first response"
          value={data.medianResponseHours === null ? "—" : formatHours(data.medianResponseHours)}
          hint={
            data.medianResponseHours === null
              ? "No received referral answered yet"
              : "From a referral arriving to your first step"
          }
        />
      </dl>
      <div>
        <h3 className="text-base font-semibold text-slate-900">Closed business value</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          {periods.map((period) => (
            <div
              key={period.key}
              className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 sm:block sm:py-4"
            >
              <dt className="text-sm font-medium text-slate-700">{period.label}</dt>
              <dd className="text-right font-semibold text-emerald-800 tabular-nums sm:mt-1 sm:text-left sm:text-lg">
                {formatDollars(data.valueGivenCents[period.key])} given
                <span className="block text-slate-900">
                  {formatDollars(data.valueReceivedCents[period.key])} received
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-500">
          Given: business your referrals brought others. Received: business you won from referrals sent to you.
        </p>
      </div>
      <MonthsChart months={data.chart} />
    </NetworkSection>
  );
}

function MonthsChart({ months }: { months: NetworkNumbersData["chart"] }) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const max = Math.max(1, ...months.map((m) => Math.max(m.given, m.received)));
  const empty = months.every((m) => m.given === 0 && m.received === 0);
  return (
    <figure className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-base font-semibold text-slate-900">Referrals per month, last 12 months</figcaption>
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? "Hide the table" : "Show as a table"}
        </button>
      </div>
      <div aria-hidden="true">
        <div className="flex items-center gap-4 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-emerald-500" /> Given
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-500" /> Received
          </span>
        </div>
        <div className="relative mt-2 flex h-36 items-end gap-1 border-b border-slate-200 sm:gap-2">
          {empty && (
            <p className="absolute inset-0 grid place-items-center text-sm text-slate-500">
              No referrals in the last 12 months yet.
            </p>
          )}
          {!empty && <span className="absolute -top-1 left-0 text-[10px] text-slate-400 sm:text-xs">{max}</span>}
          {months.map((month) => {
            const labels = monthLabels(month.month);
            return (
              <div
                key={month.month}
                className="flex h-full flex-1 items-end justify-center gap-px sm:gap-0.5"
                title={`${labels.long}: ${month.given} given, ${month.received} received`}
              >
                <div
                  className="w-full max-w-4 rounded-t bg-emerald-500"
                  style={{ height: `${(month.given / max) * 100}%`, minHeight: month.given ? 4 : 1 }}
                />
                <div
                  className="w-full max-w-4 rounded-t bg-brand-500"
                  style={{ height: `${(month.received / max) * 100}%`, minHeight: month.received ? 4 : 1 }}
                />
              </div>
            );
          })}
        </div>
        <div className="mt-1 flex gap-1 sm:gap-2">
          {months.map((month, index) => {
            const labels = monthLabels(month.month);
            return (
              <span key={month.month} className="flex-1 text-center text-[10px] text-slate-500 sm:text-xs">
                <span className={index % 2 === 1 ? "hidden sm:inline" : undefined}>{labels.short}</span>
              </span>
            );
          })}
        </div>
      </div>
      <div id={tableId} className={tableShown ? "overflow-x-auto" : "sr-only"}>
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Referrals and closed value per month, last 12 months</caption>
          <thead className="bg-slate-50">
            <tr>
              {["Month", "Given", "Received", "Value given", "Value received"].map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  className="px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap text-slate-900">
                  {monthLabels(month.month).long}
                </th>
                <td className="px-3 py-1.5 tabular-nums">{month.given}</td>
                <td className="px-3 py-1.5 tabular-nums">{month.received}</td>
                <td className="px-3 py-1.5 tabular-nums">{formatDollars(month.valueGivenCents)}</td>
                <td className="px-3 py-1.5 tabular-nums">{formatDollars(month.valueReceivedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Every referral given and received, as a CSV file the browser saves. */
function DownloadReferrals({ business }: { business: { id: string; businessName: string } }) {
  const utils = api.useUtils();
  const slug =
    business.businessName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "business";
  return (
    <CsvDownloadButton
      label="Download referrals (CSV)"
      fileStem={`referrals-${slug}`}
      load={() => utils.network.exportReferrals.fetch({ businessId: business.id }, { staleTime: 0 })}
      doneMessage="Referrals downloaded."
    />
  );
}
