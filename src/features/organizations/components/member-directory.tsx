// The member directory: a GET search form (name and category), the page of member cards and links
// to the other pages, all in the address, so it works without JavaScript. On the embed page the
// links open in a new tab (it lives in another site's frame).
import Link from "next/link";
import { SelectField } from "@/components/ui/select-field";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import type { MemberCard } from "../directory";
import { pageHref, type OrganizationPageState } from "./page-url";

/** A member's card, as the directory reads it. */
export type MemberCardView = MemberCard;

type Props = {
  /** The page's own address (the form's action and the pages' links). */
  basePath: string;
  state: OrganizationPageState;
  categories: Array<{ id: string; name: string }>;
  result: { members: MemberCardView[]; total: number; page: number; pages: number };
  /** Links open in a new tab (the embed page). */
  newTab?: boolean;
};

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  if (reviews === 0) return <span className="text-slate-500">No reviews yet</span>;
  return (
    <span>
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>{" "}
      <span className="font-medium text-slate-800">{rating.toFixed(1)}</span>{" "}
      <span className="text-slate-500">
        ({reviews} {reviews === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}

export function MemberDirectory({ basePath, state, categories, result, newTab }: Props) {
  const linkProps = newTab ? { target: "_blank", rel: "noopener" } : {};
  const filtered = Boolean(state.search || state.categoryId);
  const at = (page: number) => pageHref(basePath, { ...state, page }, "#members");
  return (
    <div className="space-y-4">
      <form
        method="get"
        action={`${basePath}#members`}
        role="search"
        aria-label="Search members"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className={LABEL_CLASS}>
          Search by name
          <input type="search" name="q" defaultValue={state.search} maxLength={100} className={INPUT_CLASS} />
        </label>
        <SelectField
          label="Category"
          name="category"
          defaultValue={state.categoryId}
          empty="All categories"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        {state.period !== "month" && <input type="hidden" name="period" value={state.period} />}
        <div className="flex gap-2">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Search
          </button>
          {filtered && (
            <Link
              href={pageHref(basePath, { ...state, search: "", categoryId: "", page: 1 }, "#members")}
              className={BUTTON_CLASS}
            >
              Clear
            </Link>
          )}
        </div>
      </form>

      <p className="text-sm text-slate-600" role="status">
        {result.total === 0
          ? filtered
            ? "No members match your search."
            : "No members are listed yet."
          : `${result.total.toLocaleString("en-US")} ${result.total === 1 ? "member" : "members"}${
              filtered ? " match" : ""
            }${result.pages > 1 ? ` · page ${result.page} of ${result.pages}` : ""}`}
      </p>

      {result.members.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {result.members.map((member) => (
            <li key={member.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {member.logoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={member.logoUrl}
                  alt=""
                  width={48}
                  height={48}
                  className="h-12 w-12 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg font-semibold text-brand-700"
                >
                  {member.businessName.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="min-w-0 text-sm">
                <a
                  href={member.path}
                  {...linkProps}
                  className="block font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {member.businessName}
                </a>
                {member.category && <p className="text-slate-600">{member.category}</p>}
                <p className="text-slate-500">
                  {member.city}, {member.state}
                </p>
                <p className="mt-1">
                  <Rating rating={member.averageRating} reviews={member.totalReviews} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}

      {result.pages > 1 && (
        <nav aria-label="Member pages" className="flex items-center justify-between gap-3 text-sm">
          {result.page > 1 ? (
            <Link href={at(result.page - 1)} className={BUTTON_CLASS} rel="prev">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600" aria-current="page">
            Page {result.page} of {result.pages}
          </span>
          {result.page < result.pages ? (
            <Link href={at(result.page + 1)} className={BUTTON_CLASS} rel="next">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
