// One titled block of /account, its form and status line (its text boxes are the kit's TextField).
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import type { FormErrorsState } from "@/components/ui/use-form-errors";

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The outcome of a form: success in green, a failure in red, announced either way. */
export function FormStatus({ success, error }: { success?: string | null; error?: string | null }) {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className="text-sm text-green-700">
        {success}
      </p>
    );
  return null;
}

type SettingsFormProps = {
  label: string;
  /** The form's errors (made with its fields): the summary at its top lists them. */
  errors: FormErrorsState;
  /** Called with the submitted form, after the browser's submit is stopped and old errors cleared. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Said after a successful submit. */
  success: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: React.ReactNode;
};

/** One settings form: the summary of its errors, its fields, the success line and the submit button that shows progress. */
export function SettingsForm({
  label,
  errors,
  onSubmit,
  success,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: SettingsFormProps) {
  return (
    <ClientForm
      aria-label={label}
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        onSubmit(event);
      }}
    >
      <ErrorSummary {...errors.summary} />
      {children}
      <FormStatus success={success} />
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON_CLASS}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </ClientForm>
  );
}
