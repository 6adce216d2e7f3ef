"use client";
// The editor's number and date boxes (the form kit's TextField in its `filled` look), and the
// section frame. Text, long text, selects and check boxes come from the kit in src/components/ui.
import { TextField } from "@/components/ui/text-field";

type Common = { label: string; id?: string; error?: string; value: string; onChange: (value: string) => void };

/** A number typed as text, so an empty box means "none" and a half-typed value is not lost. */
export function NumberField({ step = "any", ...field }: Common & { step?: string; min?: number }) {
  return <TextField look="filled" type="number" inputMode="decimal" step={step} {...field} />;
}

export function DateField(field: Common) {
  return <TextField look="filled" type="date" {...field} />;
}

/**
 * A titled part of the editor; `action` is its Save button when sections save one by one, `summary`
 * the error summary of its last failed save, and `error` a problem of the section as a whole.
 */
export function EditorSection({
  id,
  title,
  description,
  action,
  summary,
  error,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  action?: React.ReactNode;
  summary?: React.ReactNode;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {summary}
      <div className="mt-4 space-y-4">{children}</div>
      {error && <p className="mt-3 text-sm text-red-700">{error}</p>}
      {action && <div className="mt-4 flex justify-end border-t border-slate-100 pt-4">{action}</div>}
    </section>
  );
}
