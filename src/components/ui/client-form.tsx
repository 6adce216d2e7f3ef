"use client";

import type { FormHTMLAttributes } from "react";
import { useHydrated } from "./use-hydrated";

type ClientFormProps = FormHTMLAttributes<HTMLFormElement> & {
  /** Classes of the form's own box, for its size in the page; `className` lays out the fields. */
  formClassName?: string;
};

/**
 * A form that only works with the page's script (it submits through tRPC or keeps its values in
 * state). Its fields sit in a fieldset that is disabled until the page hydrates: on a slow load,
 * text typed into the server's HTML would be replaced by the state at hydration, and Submit would
 * send a plain GET that reloads the page with the fields in the address. Forms that also work
 * without script (the search boxes, the directory filters) stay plain forms.
 */
export function ClientForm({ formClassName, className, children, ...props }: ClientFormProps) {
  const hydrated = useHydrated();
  return (
    <form {...props} className={formClassName}>
      <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ""}`}>
        {children}
      </fieldset>
    </form>
  );
}
