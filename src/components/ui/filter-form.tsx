// The frame of a list's filter form: a plain GET form (filtering works without JavaScript and lands
// in the address), its fields, then 'Apply filters' and 'Clear' (back to the unfiltered list).
import Link from "next/link";
import type { FormEventHandler } from "react";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "./form-styles";

type Props = {
  action: string;
  label: string;
  /** The fields (in their own grid). */
  children: React.ReactNode;
  /** Shown before the buttons on their row (a checkbox). */
  footer?: React.ReactNode;
  applyLabel?: string;
  /** `search` for a form that searches as well as filters. */
  role?: "search";
  /** With JavaScript, a form may build the address itself. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

export function FilterForm({ action, label, children, footer, applyLabel = "Apply filters", role, onSubmit }: Props) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      role={role}
      onSubmit={onSubmit}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {footer}
        <div className="flex gap-2">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            {applyLabel}
          </button>
          <Link href={action} className={BUTTON_CLASS}>
            Clear
          </Link>
        </div>
      </div>
    </form>
  );
}

/** 'From' and 'To' day fields (named from and to) of a date range filter. */
export function DateRangeFields({
  from,
  to,
  suffix = "",
}: {
  from?: string;
  to?: string;
  /** E.g. ' (UTC)'. */ suffix?: string;
}) {
  return (
    <>
      <label className={LABEL_CLASS}>
        From{suffix}
        <input type="date" name="from" defaultValue={from} className={INPUT_CLASS} />
      </label>
      <label className={LABEL_CLASS}>
        To{suffix}
        <input type="date" name="to" defaultValue={to} className={INPUT_CLASS} />
      </label>
    </>
  );
}
