"use client";

import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, type RouterOutputs } from "@/trpc/react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { describedBy, FieldError, FormFooter } from "@/components/ui/field-errors";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { ServiceRows, serviceProblemFields, toServiceInput, toServiceRow, type ServiceRow } from "./service-rows";
import { ClientForm } from "@/components/ui/client-form";
import { useFormErrors } from "@/components/ui/use-form-errors";

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
  const errors = useFormErrors([
    { key: "description", id: "template-description" },
    { key: "tagIds", id: "template-tags" },
    ...serviceProblemFields(services),
  ]);
  const save = api.catalogue.saveTemplate.useMutation({
    onSuccess: () => (toast.success("Template saved"), refresh()),
    onError: errors.show,
  });
  const remove = api.catalogue.deleteTemplate.useMutation({
    onSuccess: () => (toast.success("Template deleted"), refresh()),
    onError: (error) => toast.error(error.message),
    onSettled: () => setConfirmDelete(false),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    errors.clear();
    save.mutate({ categoryId, description, tagIds, services: services.map(toServiceInput) });
  }

  return (
    <ClientForm
      onSubmit={submit}
      aria-label="Template"
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <ErrorSummary {...errors.summary} />
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
          {...describedBy("template-description", errors.fieldErrors.description)}
        />
        <FieldError id="template-description" message={errors.fieldErrors.description} announced={false} />
      </div>
      <fieldset id="template-tags" {...describedBy("template-tags", errors.fieldErrors.tagIds)}>
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
        <FieldError id="template-tags" message={errors.fieldErrors.tagIds} announced={false} />
      </fieldset>
      <ServiceRows rows={services} onChange={setServices} errors={errors.fieldErrors} />
      <FormFooter busy={save.isPending} submitLabel="Save template">
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
