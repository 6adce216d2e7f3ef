"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import type { RouterOutputs } from "@/trpc/react";
import { api } from "@/trpc/react";
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "../../../_components/ui";

type Data = RouterOutputs["waitlistAdmin"]["conversionEntry"];
type Props = { entry: Data["entry"]; categories: Data["categories"]; cities: Array<{ slug: string; name: string }> };

const TEXT_FIELDS = [
  ["businessName", "Business name", "text"],
  ["address", "Address", "text"],
  ["zipCode", "ZIP code", "text"],
  ["phone", "Phone", "tel"],
  ["email", "Email", "email"],
  ["instagramUrl", "Instagram", "url"],
  ["facebookUrl", "Facebook", "url"],
  ["tiktokUrl", "TikTok", "url"],
  ["googleBusinessUrl", "Google Business", "url"],
] as const;

export function ConvertForm({ entry, categories, cities }: Props) {
  const convert = api.waitlistAdmin.convert.useMutation();
  const [done, setDone] = useState<string | null>(entry.convertedBusinessId);

  if (done) {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">This entry has been converted to a draft business.</p>
        <Link href={`/admin/business/${done}/edit`} className="mt-2 inline-block font-medium text-brand-700 underline">
          Edit the business
        </Link>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    convert.mutate(
      {
        entryId: entry.id,
        businessName: value("businessName"),
        categoryId: value("categoryId"),
        citySlug: value("citySlug"),
        ...Object.fromEntries(TEXT_FIELDS.filter(([name]) => name !== "businessName").map(([name]) => [name, value(name)])),
      },
      { onSuccess: (result) => setDone(result.businessId) },
    );
  }

  const defaults: Record<(typeof TEXT_FIELDS)[number][0], string | null> = entry;
  return (
    <form onSubmit={submit} aria-label="Convert to business" className="grid gap-4 sm:grid-cols-2">
      <label className={LABEL_CLASS}>
        Category
        <select name="categoryId" required defaultValue={entry.categoryId ?? ""} className={INPUT_CLASS}>
          <option value="">Choose a category</option>
          {categories.map((parent) => (
            <optgroup key={parent.id} label={parent.name}>
              {parent.children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className={LABEL_CLASS}>
        City
        <select name="citySlug" required defaultValue={entry.citySlug ?? ""} className={INPUT_CLASS}>
          <option value="">Choose a city</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.map(([name, label, type]) => (
        <label key={name} className={LABEL_CLASS}>
          {label}
          <input name={name} type={type} required={name === "businessName"} defaultValue={defaults[name] ?? ""} className={INPUT_CLASS} />
        </label>
      ))}
      <div className="sm:col-span-2">
        {convert.error && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {convert.error.message}
          </p>
        )}
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={convert.isPending}>
          {convert.isPending ? "Creating..." : "Create draft business"}
        </button>
      </div>
    </form>
  );
}
