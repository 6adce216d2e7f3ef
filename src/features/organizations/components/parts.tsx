"use client";
// Small pieces shared by the organisation screens an admin and a member owner use: a section card,
// a list row (who, when, its buttons), the linked name with what and where, a row's button, the
// day a thing happened, and focusing the first field a failed form names.
import Link from "next/link";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";

/** A titled card; `action` (a button) sits beside the title. */
export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A business's or an organisation's name, linked, over what and where it is. */
export function LinkedName({
  href,
  name,
  details,
}: {
  href: string;
  name: string;
  details: ReadonlyArray<string | null | undefined>;
}) {
  return (
    <div className="min-w-0">
      <Link href={href} className="font-medium text-slate-900 underline-offset-2 hover:underline">
        {name}
      </Link>
      <p className="text-sm text-slate-600">{details.filter(Boolean).join(" · ")}</p>
    </div>
  );
}

/** A row of a list: the name, a note under it (when it was asked, joined...), more below, its buttons. */
export function EntryRow({
  name,
  note,
  actions,
  children,
}: {
  name: React.ReactNode;
  note: React.ReactNode;
  actions: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className={children ? "space-y-2" : undefined}>
        {name}
        <p className="text-xs text-slate-500">{note}</p>
        {children}
      </div>
      {actions}
    </li>
  );
}

/** A row's button; `label` says what it does, `ariaLabel` to what. */
export function RowButton({
  label,
  ariaLabel,
  onClick,
  disabled,
  primary = false,
}: {
  label: string;
  ariaLabel: string;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? PRIMARY_BUTTON_CLASS : BUTTON_CLASS}
      disabled={disabled}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** After a failed save, the focus goes to the first field the server named in the form `formId`. */
export function focusFirstFieldError(formId: string, error: Parameters<typeof fieldErrorsOf>[0]) {
  const field = Object.keys(fieldErrorsOf(error))[0];
  if (field) document.querySelector<HTMLElement>(`#${formId} [name=${field}]`)?.focus();
}
