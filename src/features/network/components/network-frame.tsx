// The frame of every network screen: which business the owner acts as (a switch when they have
// several), why it cannot act yet (email not verified, business not listed), and the tabs between
// the screens: plain links, the current one marked aria-current="page".
import Link from "next/link";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { NETWORK_MESSAGES } from "@/features/network/types";
import { networkHref } from "./format";

export type NetworkTab = "overview" | "requests" | "suggestions" | "referrals" | "recommendations" | "organizations";

export type NetworkChoice = {
  emailVerified: boolean;
  businesses: { id: string; businessName: string; city: string; listed: boolean }[];
  selected: { id: string; businessName: string; city: string; listed: boolean } | null;
  /** The address named a business that is not one of the owner's. */
  unknownChoice: boolean;
};

const NETWORK_TABS: { tab: NetworkTab; label: string; path: string }[] = [
  { tab: "overview", label: "Overview", path: "/dashboard/network" },
  { tab: "requests", label: "Requests", path: "/dashboard/network/requests" },
  { tab: "suggestions", label: "Suggestions", path: "/dashboard/network/suggestions" },
  { tab: "referrals", label: "Referrals", path: "/dashboard/network/referrals" },
  { tab: "recommendations", label: "Recommendations", path: "/dashboard/network/recommendations" },
  { tab: "organizations", label: "Organizations", path: "/dashboard/network/organizations" },
];

/** Whether the chosen business can send, accept and answer (reading works either way). */
export const canActIn = (choice: NetworkChoice) => choice.emailVerified && Boolean(choice.selected?.listed);

const PILL =
  "rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

export function NetworkFrame({
  choice,
  tab,
  path,
  children,
}: {
  choice: NetworkChoice;
  tab: NetworkTab;
  /** This screen's path, for the business switch. */
  path: string;
  children: React.ReactNode;
}) {
  const { businesses, selected } = choice;
  if (!selected) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-slate-700">
          Your network starts with your business: add it to LocalHub, and once it is listed you can connect with other
          local businesses, pass referrals and recommend each other.
        </p>
        <Link href="/dashboard/create-business" className={`${PRIMARY_BUTTON_CLASS} mt-4 inline-block`}>
          Add your business
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {businesses.length > 1 && (
        <nav aria-label="Act as business" className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-700">Acting as</span>
          {businesses.map((business) => (
            <Link
              key={business.id}
              href={networkHref(path, business.id)}
              aria-current={business.id === selected.id ? "page" : undefined}
              className={`${PILL} ${FOCUS_RING}`}
            >
              {business.businessName}
              <span className="sr-only">, {business.city}</span>
            </Link>
          ))}
        </nav>
      )}
      <NetworkNotices choice={choice} />
      <nav aria-label="Network">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 sm:flex-nowrap sm:rounded-none sm:border-b sm:border-slate-200 sm:bg-transparent sm:p-0">
          {NETWORK_TABS.map((item) => (
            <li key={item.tab}>
              <Link
                href={networkHref(item.path, selected.id)}
                aria-current={item.tab === tab ? "page" : undefined}
                className={`aria-[current=page]:text-brand-800 inline-block rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 aria-[current=page]:bg-white aria-[current=page]:shadow-sm sm:-mb-px sm:rounded-none sm:border-b-2 sm:border-transparent sm:py-2 sm:hover:border-slate-300 sm:aria-[current=page]:border-brand-600 sm:aria-[current=page]:bg-transparent sm:aria-[current=page]:shadow-none ${FOCUS_RING}`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

function NetworkNotices({ choice }: { choice: NetworkChoice }) {
  const { selected, emailVerified, unknownChoice } = choice;
  if (!selected) return null;
  const notices: { key: string; title: string; text: React.ReactNode }[] = [];
  if (unknownChoice)
    notices.push({
      key: "unknown",
      title: "That business is not one of yours",
      text: `The address named a business you do not own, so you are looking at ${selected.businessName}.`,
    });
  if (!emailVerified)
    notices.push({
      key: "email",
      title: "Verify your email address",
      text: (
        <>
          {NETWORK_MESSAGES.verifyEmail} Until then you can read your network here, but you cannot send or accept
          requests, referrals or recommendations. Open the link we emailed you to verify it.
        </>
      ),
    });
  if (!selected.listed)
    notices.push({
      key: "listed",
      title: `${selected.businessName} is not listed yet`,
      text: `${NETWORK_MESSAGES.notListed} Once LocalHub approves it (or you make it active again), it can connect, refer and recommend.`,
    });
  if (notices.length === 0) return null;
  return (
    <div className="space-y-3">
      {notices.map((notice) => (
        <div
          key={notice.key}
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid={`network-notice-${notice.key}`}
        >
          <p className="font-semibold">{notice.title}</p>
          <p className="mt-1">{notice.text}</p>
        </div>
      ))}
    </div>
  );
}
