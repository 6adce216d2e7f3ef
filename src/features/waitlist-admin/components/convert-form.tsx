"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import type { RouterOutputs } from "@/trpc/react";
import { api } from "@/trpc/react";
import { FormFooter } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField, slugOptions } from "@/components/ui/select-field";
import { ClientForm } from "@/components/ui/client-form";

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

/** Subcategories (by id) grouped under their parents. */
const categoryOptions = (categories: Props["categories"]) =>
  categories.map((parent) => ({
    group: parent.name,
    options: parent.children.map((child) => ({ value: child.id, label: child.name })),
  }));

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
        ...Object.fromEntries(
          TEXT_FIELDS.filter(([name]) => name !== "businessName").map(([name]) => [name, value(name)]),
        ),
      },
      { onSuccess: (result) => setDone(result.businessId) },
    );
  }

  const defaults: Record<(typeof TEXT_FIELDS)[number][0], string | null> = entry;
  return (
    <ClientForm onSubmit={submit} aria-label="Convert to business" className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Category"
        name="categoryId"
        required
        defaultValue={entry.categoryId ?? ""}
        empty="Choose a category"
        options={categoryOptions(categories)}
      />
      <SelectField
        label="City"
        name="citySlug"
        required
        defaultValue={entry.citySlug ?? ""}
        empty="Choose a city"
        options={slugOptions(cities)}
      />
      {TEXT_FIELDS.map(([name, label, type]) => (
        <label key={name} className={LABEL_CLASS}>
          {label}
          <input
            name={name}
            type={type}
            required={name === "businessName"}
            defaultValue={defaults[name] ?? ""}
            className={INPUT_CLASS}
          />
        </label>
      ))}
      <div className="sm:col-span-2">
        <FormFooter
          error={convert.error}
          fieldErrorsShown={false}
          busy={convert.isPending}
          submitLabel="Create draft business"
          busyLabel="Creating..."
          errorClassName="mb-3"
        />
      </div>
    </ClientForm>
  );
}
