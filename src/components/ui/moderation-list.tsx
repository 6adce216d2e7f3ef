// The parts of an admin moderation list (businesses' recommendations, posts): which items it shows,
// its pages, and an item's open reports (reason, note, who, when).
import Link from "next/link";
import { FOCUS_RING } from "./focus-ring";

export const MODERATION_LINK_CLASS = `font-medium text-brand-700 hover:underline ${FOCUS_RING}`;

/** "Show: Reported · All · Removed" as links, the current one marked. */
export function FilterLinks<K extends string>({
  filters,
  current,
  href,
}: {
  filters: Record<K, string>;
  current: K;
  href: (filter: K) => string;
}) {
  return (
    <nav aria-label="Show" className="flex flex-wrap gap-2">
      {(Object.entries(filters) as Array<[K, string]>).map(([key, label]) => (
        <Link
          key={key}
          href={href(key)}
          aria-current={key === current ? "page" : undefined}
          className={`rounded-full px-3 py-1 text-sm font-medium ${FOCUS_RING} ${
            key === current ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** Previous, "Page 2 of 5", Next; nothing with one page. */
export function PageLinks({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link href={href(page - 1)} className={MODERATION_LINK_CLASS}>
          Previous
        </Link>
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link href={href(page + 1)} className={MODERATION_LINK_CLASS}>
          Next
        </Link>
      )}
    </nav>
  );
}

export type OpenReport = { id: string; reason: string; note: string | null; by: string; when: string };

/** An item's open reports under a "Reports" heading; nothing without any. */
export function OpenReports({ reports }: { reports: OpenReport[] }) {
  if (reports.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">Reports</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {reports.map((report) => (
          <li key={report.id}>
            <span className="font-medium">{report.reason}</span>
            {report.note && <span>: “{report.note}”</span>}
            <span className="text-slate-500">
              {" "}
              — {report.by}, {report.when}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The admin list's ?filter= (one of `filters`, else `fallback`) and ?page= (1 to 10,000). */
export function moderationParams<K extends string>(
  params: Record<string, string | string[] | undefined>,
  filters: Record<K, string>,
  fallback: K,
) {
  const filter = typeof params.filter === "string" && params.filter in filters ? (params.filter as K) : fallback;
  const page = Math.min(
    10_000,
    Math.max(1, Number.parseInt(typeof params.page === "string" ? params.page : "1", 10) || 1),
  );
  return { filter, page };
}
