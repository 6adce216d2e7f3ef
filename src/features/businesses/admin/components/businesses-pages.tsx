// Previous / Next links and "Page X of Y" for the businesses list (links, so each page has an address).
// Past a capped count ("Y+") Next stays on: each page counts at least to its own end.
import Link from "next/link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import type { TAdminBusinessListQuery } from "@/features/businesses/admin/schema";
import { businessesHref } from "./businesses-url";

type Props = { query: TAdminBusinessListQuery; total: number; totalCapped: boolean; pageSize: number };

export function BusinessesPages({ query, total, totalCapped, pageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = (page: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={businessesHref(query, { page })} className={BUTTON_CLASS}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={BUTTON_CLASS}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Business pages" className="flex items-center justify-between gap-4">
      <p className="text-sm text-slate-600">
        Page {query.page} of {pages.toLocaleString("en-US")}
        {totalCapped ? "+" : ""}
      </p>
      <div className="flex gap-2">
        {link(query.page - 1, "Previous", query.page > 1)}
        {link(query.page + 1, "Next", totalCapped || query.page < pages)}
      </div>
    </nav>
  );
}
