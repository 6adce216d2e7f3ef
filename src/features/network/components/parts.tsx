"use client";
// Small pieces shared by the network screens: a business's line (logo, name, category and city), a
// status badge, a section card, a link to another network screen, a list's states and the pager.
import Link from "next/link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { LogoImage } from "@/components/ui/image-with-fallback";
import { networkHref, profilePath } from "./format";

export type BusinessSummary = {
  businessName: string;
  slug: string;
  citySlug: string;
  city: string;
  category?: string | null;
  logoUrl?: string | null;
};

/**
 * The other business: its logo, its name (a link to its public profile) and what and where it is;
 * `note` (when it connected, wrote, asked...) on a line of its own below.
 */
export function BusinessLine({ business, note }: { business: BusinessSummary; note?: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <LogoImage
        src={business.logoUrl ?? null}
        name={business.businessName}
        className="size-10 shrink-0 rounded-lg border border-slate-200"
        markClassName="bg-brand-50 text-brand-800"
        loading="lazy"
      />
      <div className="min-w-0">
        <Link
          href={profilePath(business)}
          className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
        >
          {business.businessName}
        </Link>
        <p className="text-sm text-slate-600">
          {[business.category, business.city].filter(Boolean).join(" · ")}
          {note && <span className="block text-xs text-slate-500">{note}</span>}
        </p>
      </div>
    </div>
  );
}

export function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}
    >
      {children}
    </span>
  );
}

/** A link to another network screen of the same business, or to a profile (`href`), in running text. */
export function TextLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** "…, open your connections and choose Recommend.": where the dashboard's Refer and Recommend are. */
export function ViaConnections({ businessId, action }: { businessId: string; action: string }) {
  return (
    <>
      open <TextLink href={networkHref("/dashboard/network", businessId)}>your connections</TextLink> and choose{" "}
      {action}.
    </>
  );
}

/** A titled card of the network screens. */
export function NetworkSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A list's states before its rows: loading, a failed read (announced), nothing to show. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
}: {
  loading: boolean;
  error: { message: string } | null;
  empty: boolean;
  emptyText: React.ReactNode;
}) {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error.message}
      </p>
    );
  if (loading)
    return (
      <p className="text-sm text-slate-500" role="status">
        Loading…
      </p>
    );
  if (empty)
    return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{emptyText}</p>;
  return null;
}

/** A list's rows once it has some (ListState tells the other states); `busy` while a new page loads. */
export function Rows<T>({
  items,
  className,
  busy,
  children,
}: {
  items: T[] | undefined;
  className: string;
  busy?: boolean;
  children: (item: T) => React.ReactNode;
}) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={className} aria-busy={busy || undefined}>
      {items.map((item) => children(item))}
    </ul>
  );
}

/** Previous / Next with "Page 2 of 5"; nothing when everything fits on one page. */
export function Pager({
  list: { page, total, pageSize },
  label,
  onPage,
}: {
  /** The page shown, of how many rows, by how many. */
  list: { page: number; total: number; pageSize: number };
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <button type="button" className={BUTTON_CLASS} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pages}
      </p>
      <button type="button" className={BUTTON_CLASS} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
