"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import {
  SETTING_FIELDS,
  SETTING_GROUPS,
  type SiteSettingKey,
  type SiteSettings,
} from "@/features/site-settings/schema";
import type { ImagePurpose } from "@/lib/images";
import { api } from "@/trpc/react";
import { AdminSection } from "@/components/ui/admin-section";
import { describedBy, FieldError } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { ImageSettingField } from "./image-setting-field";
import { SharingPreview } from "./sharing-preview";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormErrors } from "@/components/ui/use-form-errors";

const IMAGE_PURPOSES: Partial<Record<SiteSettingKey, ImagePurpose>> = {
  site_logo_url: "logo",
  site_favicon_url: "favicon",
  site_og_image_url: "og",
  hero_image_url: "hero",
};
/** Every setting in the form's order, with its control's id: the error summary links to them. */
const FIELDS = SETTING_GROUPS.flatMap((group) => group.keys.map((key) => ({ key, id: `setting-${key}` })));
const INPUT_TYPES = {
  text: "text",
  longText: "text",
  statistic: "text",
  link: "url",
  email: "email",
  phone: "tel",
  image: "text",
  toggle: "checkbox",
} as const;

export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const form = useFormErrors(FIELDS);
  const errors = form.fieldErrors;
  const save = api.siteSettings.save.useMutation({
    onError: form.show,
    onSuccess: ({ saved }) => {
      toast.success(saved ? "Settings saved" : "Nothing changed");
      router.refresh();
    },
  });
  const set = (key: SiteSettingKey) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.clear();
    save.mutate(values);
  }

  function control(key: SiteSettingKey) {
    const field = SETTING_FIELDS[key];
    const id = `setting-${key}`;
    const purpose = IMAGE_PURPOSES[key];
    if (purpose)
      return (
        <ImageSettingField
          key={key}
          id={id}
          purpose={purpose}
          label={field.label}
          hint={field.hint}
          value={values[key]}
          onChange={set(key)}
          error={errors[key]}
        />
      );
    if (field.kind === "toggle")
      return (
        <div key={key} className="sm:col-span-2">
          <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              id={id}
              type="checkbox"
              className="size-4 rounded border-slate-400 accent-brand-600"
              checked={values[key] === "true"}
              onChange={(event) => set(key)(event.target.checked ? "true" : "false")}
              {...describedBy(id, errors[key])}
            />
            {field.label}
          </label>
          {field.hint && <p className="mt-1 text-xs text-slate-500">{field.hint}</p>}
          <FieldError id={id} message={errors[key]} announced={false} />
        </div>
      );
    const common = { id, value: values[key], className: INPUT_CLASS, ...describedBy(id, errors[key]) };
    return (
      <div key={key}>
        <label htmlFor={id} className={LABEL_CLASS}>
          {field.label}
        </label>
        {field.kind === "longText" ? (
          <textarea {...common} rows={3} onChange={(event) => set(key)(event.target.value)} />
        ) : (
          <input {...common} type={INPUT_TYPES[field.kind]} onChange={(event) => set(key)(event.target.value)} />
        )}
        {field.hint && <p className="mt-1 text-xs text-slate-500">{field.hint}</p>}
        <FieldError id={id} message={errors[key]} announced={false} />
      </div>
    );
  }

  return (
    <ClientForm onSubmit={submit} aria-label="Site settings" noValidate className="space-y-10">
      <ErrorSummary {...form.summary} />
      {SETTING_GROUPS.map((group) => (
        <AdminSection key={group.id} id={`settings-${group.id}`} title={group.title}>
          <div className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5">
            {group.keys.map(control)}
          </div>
          {group.id === "identity" && (
            <SharingPreview
              title={values.site_title}
              description={values.site_description}
              image={values.site_og_image_url}
            />
          )}
        </AdminSection>
      ))}
      <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white/95 py-3">
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save settings"}
        </button>
        {save.error && <p className="text-sm text-red-700">Some values need fixing; see the list at the top.</p>}
      </div>
    </ClientForm>
  );
}
