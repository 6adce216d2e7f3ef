"use client";

import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { CATEGORY_ICONS } from "@/features/catalogue/schema";
import { api } from "@/trpc/react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { describedBy, FieldError, FormFooter } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import type { Tag } from "./tag-list";
import { ClientForm } from "@/components/ui/client-form";
import { useFormErrors } from "@/components/ui/use-form-errors";

const FIELDS = ["name", "description", "category", "color"].map((key) => ({ key, id: `tag-${key}` }));

/** Adds a tag (tag null) or edits one, in a dialog; a refusal is listed at the form's top and beside its field. */
export function TagForm({ tag, onDone }: { tag: Tag | null; onDone: () => void }) {
  const utils = api.useUtils();
  const [values, setValues] = useState({
    name: tag?.name ?? "",
    description: tag?.description ?? "",
    category: tag?.category ?? "",
    color: tag?.color ?? "#2563eb",
    icon: tag?.icon ?? "",
    isActive: tag?.isActive ?? true,
  });
  const onSuccess = (saved: { name: string }) => {
    toast.success(`Tag ${saved.name} saved`);
    void utils.catalogue.tags.invalidate();
    onDone();
  };
  const errors = useFormErrors(FIELDS);
  const create = api.catalogue.createTag.useMutation({ onSuccess, onError: errors.show });
  const update = api.catalogue.updateTag.useMutation({ onSuccess, onError: errors.show });
  const mutation = tag ? update : create;
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    errors.clear();
    if (tag) update.mutate({ id: tag.id, ...values });
    else create.mutate(values);
  }

  const text = (field: "name" | "description" | "category", label: string) => (
    <div>
      <label htmlFor={`tag-${field}`} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={`tag-${field}`}
        value={values[field]}
        onChange={set(field)}
        className={INPUT_CLASS}
        {...describedBy(`tag-${field}`, errors.fieldErrors[field])}
      />
      <FieldError id={`tag-${field}`} message={errors.fieldErrors[field]} announced={false} />
    </div>
  );

  return (
    <Modal open onClose={onDone} title={tag ? `Edit tag ${tag.name}` : "Add a tag"}>
      <ClientForm
        onSubmit={submit}
        aria-label={tag ? `Edit tag ${tag.name}` : "Add a tag"}
        noValidate
        className="space-y-3"
      >
        <ErrorSummary {...errors.summary} />
        {text("name", "Name")}
        {text("description", "Description")}
        {text("category", "Group")}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="tag-color" className={LABEL_CLASS}>
              Colour
            </label>
            <input
              id="tag-color"
              type="color"
              value={values.color}
              onChange={set("color")}
              className="mt-1 h-9 w-full rounded border border-slate-300"
              {...describedBy("tag-color", errors.fieldErrors.color)}
            />
            <FieldError id="tag-color" message={errors.fieldErrors.color} announced={false} />
          </div>
          <div>
            <label htmlFor="tag-icon" className={LABEL_CLASS}>
              Icon
            </label>
            <select id="tag-icon" value={values.icon} onChange={set("icon")} className={INPUT_CLASS}>
              <option value="">No icon</option>
              {[...new Set([...CATEGORY_ICONS, ...(tag?.icon ? [tag.icon] : [])])].map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
          />{" "}
          Active
        </label>
        <FormFooter busy={mutation.isPending} submitLabel="Save tag" onCancel={onDone} />
      </ClientForm>
    </Modal>
  );
}
