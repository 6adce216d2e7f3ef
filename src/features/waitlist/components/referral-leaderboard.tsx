// The top referrers of an area or an organisation: owners who opted in, by initials only, with
// their confirmed referrals.
export type ReferrerRow = { rank: number; initials: string; confirmedReferrals: number };

export function ReferralLeaderboard({ rows, label }: { rows: ReferrerRow[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {rows.map((row) => (
        <li key={row.rank} className="flex items-baseline justify-between gap-3 px-4 py-2 text-sm">
          <span>
            <span className="mr-3 inline-block w-6 text-right text-slate-500">{row.rank}.</span>{" "}
            <span className="font-medium text-slate-900">{row.initials}</span>
          </span>{" "}
          <span className="text-slate-700">
            {row.confirmedReferrals} confirmed {row.confirmedReferrals === 1 ? "referral" : "referrals"}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** An organisation page's waitlist referrers (owners who joined through it); nothing when none. */
export function OrganizationReferrers({ name, rows }: { name: string; rows: ReferrerRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-referrers-heading" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="waitlist-referrers-heading" className="text-2xl font-bold text-slate-900">
        Top waitlist referrers
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Owners who joined the LocalHub waitlist through {name} and brought other businesses along, by initials.
      </p>
      <div className="max-w-xl">
        <ReferralLeaderboard rows={rows} label={`Top waitlist referrers from ${name}`} />
      </div>
    </section>
  );
}
