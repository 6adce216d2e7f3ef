// The admin overview's network figures: connections made, referrals this week, referrals won and
// their value, and reported recommendations (linked to their moderation).
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { formatDollars } from "@/features/network/types";

export type NetworkFiguresData = {
  connections: number;
  referralsThisWeek: number;
  referralsWon: number;
  wonValueCents: number;
  reportedRecommendations: number;
};

const number = (value: number) => value.toLocaleString("en-US");

export function NetworkFigures({ figures }: { figures: NetworkFiguresData }) {
  const items: Array<{ value: string; label: string; href?: string }> = [
    { value: number(figures.connections), label: "connections made" },
    { value: number(figures.referralsThisWeek), label: "referrals in the last 7 days" },
    {
      value: number(figures.referralsWon),
      label: `referrals won, worth ${formatDollars(figures.wonValueCents)}`,
    },
    {
      value: number(figures.reportedRecommendations),
      label: figures.reportedRecommendations === 1 ? "reported recommendation" : "reported recommendations",
      href: "/admin/reviews/recommendations",
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="network-figures">
      {items.map((item) => {
        const body = (
          <>
            <span className="block text-2xl font-bold text-slate-900 tabular-nums">{item.value}</span>
            <span className="text-sm text-slate-700">{item.label}</span>
          </>
        );
        return (
          <li key={item.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            {item.href ? (
              <Link href={item.href} className={`block rounded hover:text-brand-700 ${FOCUS_RING}`}>
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
