"use client";
// The search box, filters and sort as a GET form that lands in the address (page 1): with
// JavaScript the address leaves out empty fields, without it the browser submits the form itself.
// Every control has a visible label.
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { KNOWN_CITIES } from "@/lib/cities";
import { FilterForm } from "@/components/ui/filter-form";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField, slugOptions } from "@/components/ui/select-field";
import {
  ADMIN_BUSINESS_SEARCH_HINT,
  ADMIN_BUSINESS_SEARCH_MAX,
  ADMIN_BUSINESS_SORT_IDS,
  ADMIN_BUSINESS_SORT_LABELS,
} from "@/features/businesses/admin/types";
import type { TAdminBusinessListQuery as Query } from "@/features/businesses/admin/schema";
import { businessesHref } from "./businesses-url";

type Category = { slug: string; name: string; children: Array<{ slug: string; name: string }> };

const yesNo = (value: boolean | undefined) => (value === undefined ? "" : value ? "yes" : "no");

function YesNoSelect({
  name,
  label,
  value,
  yes,
  no,
  any,
}: {
  name: string;
  label: string;
  value: boolean | undefined;
  yes: string;
  no: string;
  any: string;
}) {
  const options = [
    { value: "yes", label: yes },
    { value: "no", label: no },
  ];
  return <SelectField label={label} name={name} defaultValue={yesNo(value)} empty={any} options={options} />;
}

const STATUS_OPTIONS = [
  { value: "pending", label: "Pending" },
  { value: "verified", label: "Verified" },
  { value: "rejected", label: "Rejected" },
];
const SORT_OPTIONS = ADMIN_BUSINESS_SORT_IDS.map((sort) => ({ value: sort, label: ADMIN_BUSINESS_SORT_LABELS[sort] }));
const CITY_OPTIONS = slugOptions(KNOWN_CITIES);
const categoryOptions = (categories: Category[]) =>
  categories.map((category) => ({
    group: category.name,
    options: [{ value: category.slug, label: `All ${category.name}` }, ...slugOptions(category.children)],
  }));

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
      awaiting: yesNoValue(form.get("awaiting")),
      city: text("city"),
      category: text("category"),
      sort: (text("sort") ?? "newest") as Query["sort"],
      page: 1,
    };
    router.push(businessesHref(next));
  }
  return (
    <FilterForm action="/admin/businesses" label="Find businesses" role="search" applyLabel="Apply" onSubmit={submit}>
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
        <SelectField
          label="Verification"
          name="status"
          defaultValue={query.status ?? ""}
          empty="Any status"
          options={STATUS_OPTIONS}
        />
        <SelectField label="Sort by" name="sort" defaultValue={query.sort} options={SORT_OPTIONS} />
        <YesNoSelect name="active" label="Active" value={query.active} any="Active or not" yes="Active" no="Inactive" />
        <YesNoSelect
          name="featured"
          label="Featured"
          value={query.featured}
          any="Featured or not"
          yes="Featured"
          no="Not featured"
        />
        <YesNoSelect
          name="owner"
          label="Owner"
          value={query.hasOwner}
          any="With or without"
          yes="Has an owner"
          no="No owner"
        />
        <YesNoSelect
          name="awaiting"
          label="Approval"
          value={query.awaiting}
          any="Any"
          yes="Awaiting approval"
          no="Not awaiting approval"
        />
        <SelectField
          label="City"
          name="city"
          defaultValue={query.city ?? ""}
          empty="All cities"
          options={CITY_OPTIONS}
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={query.category ?? ""}
          empty="All categories"
          options={categoryOptions(categories)}
        />
      </div>
    </FilterForm>
  );
}
