// Pieces both sides' enquiry screens share: dates in the business's time zone, status badges, the
// filter chips, a thread's rows, header and messages. Server components (no browser code).
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { TEnquiryStatus } from "@/features/enquiries/types";
import { formatDate, SITE_TIME_ZONE } from "@/lib/dates";

/** Nov 27, 2026, 3:04 PM CST in the business's time zone (the site's when it has none). */
export const formatWhen = (date: Date, timeZone: string | null): string =>
  formatDate(date, timeZone || SITE_TIME_ZONE, "dateTime");

const STATUS_STYLE: Record<TEnquiryStatus, string> = {
  held: "bg-amber-100 text-amber-900",
  new: "bg-sky-100 text-sky-800",
  answered: "bg-emerald-100 text-emerald-800",
  closed: "bg-slate-100 text-slate-700",
  removed: "bg-red-100 text-red-800",
};

function StatusBadge({ status, label }: { status: TEnquiryStatus; label: string }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLE[status]}`}
    >
      {label}
    </span>
  );
}

function UnreadMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700" data-testid="unread-mark">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
      Unread
    </span>
  );
}

export const LINK_CLASS = `font-medium text-brand-700 hover:underline ${FOCUS_RING}`;

/** A row of links that filter a list; the current one is marked. */
export function FilterChips({
  label,
  options,
}: {
  label: string;
  options: Array<{ key: string; label: string; href: string; current: boolean }>;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Link
          key={option.key}
          href={option.href}
          aria-current={option.current ? "page" : undefined}
          className={`rounded-full px-3 py-1 text-sm font-medium ${FOCUS_RING} ${
            option.current ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
          }`}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

type Message = { id: string; fromBusiness: boolean; body: string; createdAt: Date };

/** The thread's messages, oldest first; `authorOf` names each side as the reader knows them. */
export function ThreadMessages({
  messages,
  timeZone,
  authorOf,
  ownSide,
}: {
  messages: Message[];
  timeZone: string | null;
  authorOf: (fromBusiness: boolean) => string;
  /** The reader's side: their own messages sit on the right. */
  ownSide: "business" | "customer";
}) {
  return (
    <ol className="space-y-4" aria-label="Messages" data-testid="thread-messages">
      {messages.map((message) => {
        const own = message.fromBusiness === (ownSide === "business");
        return (
          <li key={message.id} className={`flex ${own ? "justify-end" : "justify-start"}`}>
            <article
              className={`max-w-[85%] rounded-xl border p-4 sm:max-w-[75%] ${
                own ? "border-brand-100 bg-brand-50" : "border-slate-200 bg-white"
              }`}
            >
              <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <h3 className="font-semibold text-slate-900">{authorOf(message.fromBusiness)}</h3>
                <time dateTime={message.createdAt.toISOString()} className="text-xs text-slate-600">
                  {formatWhen(message.createdAt, timeZone)}
                </time>
              </header>
              <p className="mt-2 break-words whitespace-pre-line text-slate-800">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** A thread page's top: the way back to its list, the subject with its status, a line about it, and steps. */
export function ThreadHeader({
  back,
  subject,
  status,
  statusLabel,
  about,
  children,
}: {
  back: { href: string; label: string };
  subject: string;
  status: TEnquiryStatus;
  statusLabel: string;
  about: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <>
      <Link href={back.href} className={`text-sm ${LINK_CLASS}`}>
        ← {back.label}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold break-words text-slate-900">{subject}</h2>
          <StatusBadge status={status} label={statusLabel} />
        </div>
        <p className="text-sm text-slate-600">{about}</p>
        {children}
      </header>
    </>
  );
}

/** One thread in a list: its subject (bold while unread), a line about it, when it last moved, its status. */
export function ThreadRow({
  href,
  subject,
  unread,
  detail,
  lastMessageAt,
  timeZone,
  status,
  statusLabel,
}: {
  href: string;
  subject: string;
  unread: boolean;
  detail: string;
  lastMessageAt: Date;
  timeZone: string | null;
  status: TEnquiryStatus;
  statusLabel: string;
}) {
  return (
    <li>
      <Link
        href={href}
        className={`flex flex-col gap-1 p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${FOCUS_RING}`}
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className={`break-words ${unread ? "font-semibold text-slate-900" : "font-medium text-slate-800"}`}>
              {subject}
            </span>
            {unread && <UnreadMark />}
          </span>
          <span className="block text-sm text-slate-600">{detail}</span>
        </span>
        <span className="flex shrink-0 items-center gap-3 text-sm text-slate-600">
          <time dateTime={lastMessageAt.toISOString()}>{formatWhen(lastMessageAt, timeZone)}</time>
          <StatusBadge status={status} label={statusLabel} />
        </span>
      </Link>
    </li>
  );
}

export const THREAD_LIST_CLASS = "divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white";
