"use client";

import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { CATEGORY_ICONS } from "@/features/catalogue/schema";
import { api } from "@/trpc/react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { describedBy, FieldError, FormFooter } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import type { Category } from "./category-tree";
import { ClientForm } from "@/components/ui/client-form";
import { useFormErrors } from "@/components/ui/use-form-errors";

type Props = { parents: Category[]; editing?: Category; onDone?: () => void };

/**
 * Adds a category, or (with `editing`, in a dialog) renames it, sets its icon, moves it or
 * (de)activates it. A refusal is listed at the top of the form (an ErrorSummary) and beside its field.
 */
export function CategoryForm({ parents, editing, onDone }: Props) {
  const utils = api.useUtils();
  const [name, setName] = useState(editing?.name ?? "");
  const [parentId, setParentId] = useState(editing?.parentId ?? "");
  const [icon, setIcon] = useState(editing?.icon ?? "");
  const [active, setActive] = useState(editing?.active ?? true);
  const prefix = editing ? `edit-category-${editing.id}` : "new-category";
  const errors = useFormErrors([
    { key: "name", id: `${prefix}-name` },
    { key: "parentId", id: `${prefix}-parent` },
  ]);
  const done = (message: string) => {
    toast.success(message);
    void utils.catalogue.categories.invalidate();
    if (!editing) setName("");
    onDone?.();
  };
  const create = api.catalogue.createCategory.useMutation({
    onSuccess: (category) => done(`${category.name} added`),
    onError: errors.show,
  });
  const update = api.catalogue.updateCategory.useMutation({
    onSuccess: (category) => done(`${category.name} saved`),
    onError: errors.show,
  });
  const mutation = editing ? update : create;
  const icons = CATEGORY_ICONS as readonly string[];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    errors.clear();
    const fields = {
      name,
      parentId: parentId || null,
      icon: icons.includes(icon) ? (icon as (typeof CATEGORY_ICONS)[number]) : null,
    };
    if (editing) update.mutate({ id: editing.id, ...fields, active });
    else create.mutate(fields);
  }

  const form = (
    <ClientForm
      onSubmit={submit}
      aria-label={editing ? `Edit ${editing.name}` : "Add a category"}
      noValidate
      className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
    >
      <ErrorSummary {...errors.summary} className="sm:col-span-4" />
      <div>
        <label htmlFor={`${prefix}-name`} className={LABEL_CLASS}>
          Name
        </label>
        <input
          id={`${prefix}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={INPUT_CLASS}
          {...describedBy(`${prefix}-name`, errors.fieldErrors.name)}
        />
        <FieldError id={`${prefix}-name`} message={errors.fieldErrors.name} announced={false} />
      </div>
      <div>
        <label htmlFor={`${prefix}-parent`} className={LABEL_CLASS}>
          Parent
        </label>
        <select
          id={`${prefix}-parent`}
          value={parentId}
          onChange={(event) => setParentId(event.target.value)}
          className={INPUT_CLASS}
          {...describedBy(`${prefix}-parent`, errors.fieldErrors.parentId)}
        >
          <option value="">None (top level)</option>
          {parents
            .filter((parent) => parent.id !== editing?.id)
            .map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.name}
              </option>
            ))}
        </select>
        <FieldError id={`${prefix}-parent`} message={errors.fieldErrors.parentId} announced={false} />
      </div>
      <div>
        <label htmlFor={`${prefix}-icon`} className={LABEL_CLASS}>
          Icon
        </label>
        <select
          id={`${prefix}-icon`}
          value={icon}
          onChange={(event) => setIcon(event.target.value)}
          className={INPUT_CLASS}
        >
          <option value="">No icon</option>
          {icons.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      {editing && (
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-4">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> Active (shown
          in the directory and the waitlist form)
        </label>
      )}
      <FormFooter
        busy={mutation.isPending}
        submitLabel={editing ? "Save category" : "Add category"}
        onCancel={editing ? onDone : undefined}
      />
    </ClientForm>
  );

  if (!editing) return <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">{form}</div>;
  return (
    <Modal open onClose={() => onDone?.()} title={`Edit ${editing.name}`} wide>
      {form}
    </Modal>
  );
}
