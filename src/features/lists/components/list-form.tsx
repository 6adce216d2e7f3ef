"use client";

// The list's name, description and visibility, for creating and editing. Checked with the server's
// own schema before sending; the server's field errors are shown the same way: listed at the top of
// the form (an ErrorSummary) and each beside its field.
import { Description, Field, Input, Label, Textarea } from "@headlessui/react";
import { useId, useState } from "react";
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS, BUTTON_CLASS } from "@/components/ui/form-styles";
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, ZCreateListSchema } from "../schema";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FieldError } from "@/components/ui/field-errors";
import { useFormErrors } from "@/components/ui/use-form-errors";

type ListFormValues = { name: string; description: string; isPublic: boolean };
export type FieldErrors = Partial<Record<keyof ListFormValues, string>>;

type Props = {
  initial?: ListFormValues;
  submitLabel: string;
  pending: boolean;
  /** Resolves with the server's field errors, if it refused the values. */
  onSubmit: (values: ListFormValues) => Promise<FieldErrors | void>;
  onCancel: () => void;
};

export function ListForm({
  initial = { name: "", description: "", isPublic: false },
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const [values, setValues] = useState(initial);
  const formId = useId();
  const errors = useFormErrors([
    { key: "name", id: `${formId}-name` },
    { key: "description", id: `${formId}-description` },
  ]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    errors.clear();
    const parsed = ZCreateListSchema.safeParse(values);
    if (!parsed.success) {
      errors.fail(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const refused = await onSubmit({
      name: parsed.data.name,
      description: values.description.trim(),
      isPublic: values.isPublic,
    });
    if (refused && Object.keys(refused).length) errors.fail(refused);
  }

  return (
    <ClientForm id={formId} onSubmit={submit} noValidate className="space-y-4">
      <ErrorSummary {...errors.summary} />
      <Field>
        <Label className={LABEL_CLASS}>List name</Label>
        <Input
          id={`${formId}-name`}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          maxLength={LIST_NAME_MAX + 20}
          invalid={Boolean(errors.fieldErrors.name)}
          className={INPUT_CLASS}
          autoFocus
        />
        <FieldError message={errors.fieldErrors.name} />
      </Field>
      <Field>
        <Label className={LABEL_CLASS}>Description (optional)</Label>
        <Textarea
          id={`${formId}-description`}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
          rows={3}
          invalid={Boolean(errors.fieldErrors.description)}
          className={INPUT_CLASS}
        />
        <Description className="mt-1 text-xs text-slate-500">Up to {LIST_DESCRIPTION_MAX} characters.</Description>
        <FieldError message={errors.fieldErrors.description} />
      </Field>
      <Field className="flex items-center gap-2">
        <Input
          type="checkbox"
          checked={values.isPublic}
          onChange={(event) => setValues({ ...values, isPublic: event.target.checked })}
          className="size-4 rounded border-slate-300"
        />
        <Label className="text-sm text-slate-700">Public: anyone with the link can see this list</Label>
      </Field>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={BUTTON_CLASS}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={PRIMARY_BUTTON_CLASS}>
          {submitLabel}
        </button>
      </div>
    </ClientForm>
  );
}
