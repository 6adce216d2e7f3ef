"use client";

import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { FEATURE_COLORS, FEATURE_ICONS } from "@/features/catalogue/schema";
import { api } from "@/trpc/react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { describedBy, FieldError, FormFooter } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import type { Feature } from "./feature-list";
import { ClientForm } from "@/components/ui/client-form";
import { useFormErrors } from "@/components/ui/use-form-errors";

type IconName = (typeof FEATURE_ICONS)[number];
const FIELDS = ["title", "description", "badgeText"].map((key) => ({ key, id: `feature-${key}` }));

/** Adds a feature card (feature null) or edits one, in a dialog; a refusal is listed at the form's top and beside its field. */
export function FeatureForm({ feature, onDone }: { feature: Feature | null; onDone: () => void }) {
  const utils = api.useUtils();
  const [values, setValues] = useState({
    title: feature?.title ?? "",
    description: feature?.description ?? "",
    iconName: ((FEATURE_ICONS as readonly string[]).includes(feature?.iconName ?? "")
      ? feature!.iconName
      : "Shield") as IconName,
    badgeText: feature?.badgeText ?? "",
    colorClass: feature?.colorClass ?? FEATURE_COLORS[0].value,
    isFeatured: feature?.isFeatured ?? true,
    isActive: feature?.isActive ?? true,
  });
  const onSuccess = (saved: { title: string }) => {
    toast.success(`${saved.title} saved`);
    void utils.catalogue.features.invalidate();
    onDone();
  };
  const errors = useFormErrors(FIELDS);
  const create = api.catalogue.createFeature.useMutation({ onSuccess, onError: errors.show });
  const update = api.catalogue.updateFeature.useMutation({ onSuccess, onError: errors.show });
  const mutation = feature ? update : create;
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    errors.clear();
    if (feature) update.mutate({ id: feature.id, ...values });
    else create.mutate(values);
  }

  const text = (field: "title" | "description" | "badgeText", label: string) => (
    <div>
      <label htmlFor={`feature-${field}`} className={LABEL_CLASS}>
        {label}
      </label>
      {field === "description" ? (
        <textarea
          id={`feature-${field}`}
          rows={3}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          className={INPUT_CLASS}
          {...describedBy(`feature-${field}`, errors.fieldErrors[field])}
        />
      ) : (
        <input
          id={`feature-${field}`}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          className={INPUT_CLASS}
          {...describedBy(`feature-${field}`, errors.fieldErrors[field])}
        />
      )}
      <FieldError id={`feature-${field}`} message={errors.fieldErrors[field]} announced={false} />
    </div>
  );

  return (
    <Modal open onClose={onDone} title={feature ? `Edit ${feature.title}` : "Add a feature card"}>
      <ClientForm
        onSubmit={submit}
        aria-label={feature ? `Edit ${feature.title}` : "Add a feature card"}
        noValidate
        className="space-y-3"
      >
        <ErrorSummary {...errors.summary} />
        {text("title", "Title")}
        {text("description", "Description")}
        {text("badgeText", "Badge text")}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="feature-icon" className={LABEL_CLASS}>
              Icon
            </label>
            <select
              id="feature-icon"
              value={values.iconName}
              onChange={(event) => set("iconName", event.target.value as IconName)}
              className={INPUT_CLASS}
            >
              {FEATURE_ICONS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="feature-color" className={LABEL_CLASS}>
              Colour
            </label>
            <select
              id="feature-color"
              value={values.colorClass}
              onChange={(event) => set("colorClass", event.target.value)}
              className={INPUT_CLASS}
            >
              {FEATURE_COLORS.map((color) => (
                <option key={color.value} value={color.value}>
                  {color.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.isFeatured}
            onChange={(event) => set("isFeatured", event.target.checked)}
          />{" "}
          Featured on the home page
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => set("isActive", event.target.checked)}
          />{" "}
          Active
        </label>
        <FormFooter busy={mutation.isPending} submitLabel="Save card" onCancel={onDone} />
      </ClientForm>
    </Modal>
  );
}
