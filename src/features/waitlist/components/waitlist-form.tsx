"use client";

import { Checkbox, Field, Label } from "@headlessui/react";
import { useId } from "react";
import { KNOWN_CITIES } from "@/lib/cities";
import { cityLabel } from "@/lib/location";
import { EMPLOYEE_OPTIONS } from "@/features/waitlist/types";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { CategoryFields, type TopCategory } from "./category-fields";
import { ChallengePicker, type ChallengeSuggestion } from "./challenge-picker";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { URL_FIELDS, type WaitlistFormState } from "./use-waitlist-form";
import { ClientForm } from "@/components/ui/client-form";

export type WaitlistOptions = { categories: TopCategory[]; challenges: ChallengeSuggestion[] };

const EMPLOYEE_CHOICES = EMPLOYEE_OPTIONS.map((option) => ({ value: option, label: option }));

/** The waitlist form's fields and submit button; the state lives in useWaitlistForm. */
export function WaitlistForm({
  form,
  options,
  label,
}: {
  form: WaitlistFormState;
  options: WaitlistOptions;
  label: string;
}) {
  const citiesId = useId();
  const { values, errors, set, status } = form;
  return (
    <ClientForm aria-label={label} onSubmit={(event) => void form.submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          look="filled"
          maxLength={200}
          label="Business Name"
          name="businessName"
          required
          autoComplete="organization"
          value={values.businessName}
          onChange={(v) => set("businessName", v)}
          error={errors.businessName}
        />
        <TextField
          look="filled"
          maxLength={200}
          label="Your Name"
          name="ownerName"
          required
          autoComplete="name"
          value={values.ownerName}
          onChange={(v) => set("ownerName", v)}
          error={errors.ownerName}
        />
        <TextField
          look="filled"
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(v) => set("email", v)}
          error={errors.email}
        />
        <TextField
          look="filled"
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          value={values.phone}
          onChange={(v) => set("phone", v)}
          error={errors.phone}
        />
        <CategoryFields
          categories={options.categories}
          parentId={values.parentCategoryId}
          categoryId={values.categoryId}
          onParentChange={form.setParentCategory}
          onCategoryChange={(id) => set("categoryId", id)}
          errors={errors}
        />
        <TextField
          look="filled"
          maxLength={200}
          label="Location"
          name="location"
          required
          list={citiesId}
          placeholder="City or ZIP code"
          hint="Choose a city from the list or enter a 5-digit ZIP code."
          value={values.location}
          onChange={(v) => set("location", v)}
          error={errors.location}
        />
        <datalist id={citiesId}>
          {KNOWN_CITIES.map((city) => (
            <option key={city.slug} value={cityLabel(city)} />
          ))}
        </datalist>
        <SelectField
          look="filled"
          label="Employees"
          name="employees"
          empty="Select team size"
          options={EMPLOYEE_CHOICES}
          value={values.employees}
          onChange={(v) => set("employees", v as (typeof EMPLOYEE_OPTIONS)[number] | "")}
          error={errors.employees}
        />
      </div>
      <TextField
        look="filled"
        label="Address"
        name="address"
        autoComplete="street-address"
        maxLength={300}
        value={values.address}
        onChange={(v) => set("address", v)}
        error={errors.address}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {URL_FIELDS.map(([field, fieldLabel]) => (
          <TextField
            look="filled"
            key={field}
            label={fieldLabel}
            name={field}
            maxLength={500}
            placeholder="https://"
            value={values[field]}
            onChange={(v) => set(field, v)}
            error={errors[field]}
          />
        ))}
      </div>
      <ChallengePicker
        suggestions={options.challenges}
        selected={values.challenges}
        onChange={(selected) => set("challenges", selected)}
      />
      <Field className="flex items-start gap-3">
        <Checkbox
          checked={values.marketingAuditInterest}
          onChange={(checked) => set("marketingAuditInterest", checked)}
          className={`group mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white data-[checked]:border-brand-600 data-[checked]:bg-brand-600 ${FOCUS_RING}`}
        >
          <svg
            viewBox="0 0 14 14"
            fill="none"
            aria-hidden="true"
            className="size-3.5 stroke-white opacity-0 group-data-[checked]:opacity-100"
          >
            <path d="M3 8l3 3 5-7" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox>
        <Label className="text-sm text-slate-700">I&apos;m interested in a free marketing audit for my business</Label>
      </Field>
      <button
        type="submit"
        disabled={status === "submitting"}
        className={`w-full rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-700 disabled:opacity-60 ${FOCUS_RING}`}
      >
        {status === "submitting" ? "Joining..." : "Reserve My Spot"}
      </button>
    </ClientForm>
  );
}
