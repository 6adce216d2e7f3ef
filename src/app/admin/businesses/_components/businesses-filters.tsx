"use client";
// The search box, filters and sort as a GET form that lands in the address (page 1): with
// JavaScript the address leaves out empty fields, without it the browser submits the form itself.
// Every control has a visible label.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { KNOWN_CITIES } from "@/lib/cities";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import {
  ADMIN_BUSINESS_SEARCH_HINT,
  ADMIN_BUSINESS_SEARCH_MAX,
  ADMIN_BUSINESS_SORT_IDS,
  ADMIN_BUSINESS_SORT_LABELS,
} from "@/features/business-admin/types";
import type { TAdminBusinessListQuery as Query } from "@/features/business-admin/schema";
import { businessesHref } from "./businesses-url";

type Category = { slug: string; name: string; children: Array<{ slug: string; name: string }> };

const yesNo = (value: boolean | undefined) => (value === undefined ? "" : value ? "yes" : "no");

function YesNoSelect({ name, label, value, yes, no, any }: { name: string; label: string; value: boolean | undefined; yes: string; no: string; any: string }) {
  return (
    <label className={LABEL_CLASS}>
      {label}
      <select name={name} defaultValue={yesNo(value)} className={INPUT_CLASS}>
        <option value="">{any}</option>
        <option value="yes">{yes}</option>
        <option value="no">{no}</option>
      </select>
    </label>
  );
}

const yesNoValue = (value: FormDataEntryValue | null) => (value === "yes" ? true : value === "no" ? false : undefined);

export function BusinessesFilters({ query, categories }: { query: Query; categories: Category[] }) {
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    const next: Query = {
      q: text("q") ?? "",
      status: text("status") as Query["status"],
      active: yesNoValue(form.get("active")),
      featured: yesNoValue(form.get("featured")),
      hasOwner: yesNoValue(form.get("owner")),
      city: text("city"),
      category: text("category"),
      sort: (text("sort") ?? "newest") as Query["sort"],
      page: 1,
    };
    router.push(businessesHref(next));
  }
  return (
    <form method="get" action="/admin/businesses" onSubmit={submit} role="search" aria-label="Find businesses" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className={`${LABEL_CLASS} sm:col-span-2`}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={ADMIN_BUSINESS_SEARCH_MAX}
            placeholder={ADMIN_BUSINESS_SEARCH_HINT}
            aria-describedby="businesses-search-hint"
            className={INPUT_CLASS}
          />
          <span id="businesses-search-hint" className="mt-1 block text-xs font-normal text-slate-500">
            The start of a name, an owner&apos;s email (with @), a city or a 5-digit ZIP.
          </span>
        </label>
        <label className={LABEL_CLASS}>
          Verification
          <select name="status" defaultValue={query.status ?? ""} className={INPUT_CLASS}>
            <option value="">Any status</option>
            <option value="pending">Pending</option>
            <option value="verified">Verified</option>
            <option value="rejected">Rejected</option>
          </select>
        </label>
        <label className={LABEL_CLASS}>
          Sort by
          <select name="sort" defaultValue={query.sort} className={INPUT_CLASS}>
            {ADMIN_BUSINESS_SORT_IDS.map((sort) => (
              <option key={sort} value={sort}>
                {ADMIN_BUSINESS_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <YesNoSelect name="active" label="Active" value={query.active} any="Active or not" yes="Active" no="Inactive" />
        <YesNoSelect name="featured" label="Featured" value={query.featured} any="Featured or not" yes="Featured" no="Not featured" />
        <YesNoSelect name="owner" label="Owner" value={query.hasOwner} any="With or without" yes="Has an owner" no="No owner" />
        <label className={LABEL_CLASS}>
          City
          <select name="city" defaultValue={query.city ?? ""} className={INPUT_CLASS}>
            <option value="">All cities</option>
            {KNOWN_CITIES.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL_CLASS}>
          Category
          <select name="category" defaultValue={query.category ?? ""} className={INPUT_CLASS}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <optgroup key={category.slug} label={category.name}>
                <option value={category.slug}>All {category.name}</option>
                {category.children.map((child) => (
                  <option key={child.slug} value={child.slug}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4 flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS}>
          Apply
        </button>
        <Link href="/admin/businesses" className={BUTTON_CLASS}>
          Clear
        </Link>
      </div>
    </form>
  );
}
