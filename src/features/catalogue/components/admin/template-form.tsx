"use client";

import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, type RouterOutputs } from "@/trpc/react";
import { describedBy, FieldError, fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { ServiceRows, toServiceInput, toServiceRow, type ServiceRow } from "./service-rows";
import { ClientForm } from "@/components/ui/client-form";

type Template = RouterOutputs["catalogue"]["templates"][number];
type Tag = RouterOutputs["catalogue"]["tags"][number];

export function TemplateForm({
  categoryId,
  template,
  tags,
}: {
  categoryId: string;
  template: Template | null;
  tags: Tag[];
}) {
  const utils = api.useUtils();
  const [description, setDescription] = useState(template?.description ?? "");
  const [tagIds, setTagIds] = useState<string[]>(template?.tags.map((tag) => tag.id) ?? []);
  const [services, setServices] = useState<ServiceRow[]>(template?.services.map(toServiceRow) ?? []);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const refresh = () => utils.catalogue.templates.invalidate();
  const save = api.catalogue.saveTemplate.useMutation({
    onSuccess: () => (toast.success("Template saved"), refresh()),
  });
  const remove = api.catalogue.deleteTemplate.useMutation({
    onSuccess: () => (toast.success("Template deleted"), refresh()),
    onError: (error) => toast.error(error.message),
    onSettled: () => setConfirmDelete(false),
  });
  const errors = fieldErrorsOf(save.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ categoryId, description, tagIds, services: services.map(toServiceInput) });
  }

  return (
    <ClientForm
      onSubmit={submit}
      aria-label="Template"
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <label htmlFor="template-description" className={LABEL_CLASS}>
          Starter description
        </label>
        <textarea
          id="template-description"
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={INPUT_CLASS}
          {...describedBy("template-description", errors.description)}
        />
        <FieldError id="template-description" message={errors.description} />
      </div>
      <fieldset>
        <legend className={LABEL_CLASS}>Suggested tags</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {tags
            .filter((tag) => tag.isActive || tagIds.includes(tag.id))
            .map((tag) => (
              <label key={tag.id} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={tagIds.includes(tag.id)}
                  onChange={(event) =>
                    setTagIds((current) =>
                      event.target.checked ? [...current, tag.id] : current.filter((id) => id !== tag.id),
                    )
                  }
                />
                {tag.name}
              </label>
            ))}
        </div>
        <FieldError id="template-tags" message={errors.tagIds} />
      </fieldset>
      <ServiceRows rows={services} onChange={setServices} errors={errors} />
      <FormFooter error={save.error} fieldErrorsShown={false} busy={save.isPending} submitLabel="Save template">
        {template && (
          <button type="button" className={BUTTON_CLASS} onClick={() => setConfirmDelete(true)}>
            Delete template
          </button>
        )}
      </FormFooter>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this template?"
        description="Owners creating a business in this subcategory will no longer be offered its services and tags."
        confirmLabel="Delete template"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ categoryId })}
        onClose={() => setConfirmDelete(false)}
      />
    </ClientForm>
  );
}
