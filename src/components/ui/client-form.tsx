"use client";

import type { ComponentPropsWithRef } from "react";
import { HydratedFieldset } from "./hydrated-fieldset";

type ClientFormProps = ComponentPropsWithRef<"form"> & {
  /** Classes of the form's own box, for its size in the page; `className` lays out the fields. */
  formClassName?: string;
};

/**
 * A form that only works with the page's script (it submits through tRPC or keeps its values in
 * state). Its fields sit in a HydratedFieldset, disabled until the page hydrates: before then,
 * Submit would send a plain GET that reloads the page with the fields in the address. Forms that
 * also work without script (the header search, the admin lists' filters) stay plain forms.
 */
export function ClientForm({ formClassName, className, children, ...props }: ClientFormProps) {
  return (
    <form {...props} className={formClassName}>
      <HydratedFieldset className={className}>{children}</HydratedFieldset>
    </form>
  );
}
