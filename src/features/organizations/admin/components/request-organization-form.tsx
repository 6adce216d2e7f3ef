"use client";
// An owner asks for an organisation. On success the form gives way to "Request sent: we will let
// you know when it is approved." (focused, so it is read out); a failure focuses the first field
// the server named, or the form's announced error.
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { api } from "@/trpc/react";
import { ClientForm } from "@/components/ui/client-form";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { focusFirstError } from "@/features/network/components/dialog-form";
import {
  EMPTY_ORGANIZATION_DETAILS,
  OrganizationDetailsFields,
  type OrganizationDetailsValues,
} from "./organization-details-fields";
import { ORGANIZATION_MESSAGES, type TOrganizationKind } from "../../types";

const REQUEST_SENT_MESSAGE = "Request sent: we will let you know when it is approved.";

export function RequestOrganizationForm({ canRequest }: { canRequest: boolean }) {
  const [values, setValues] = useState<OrganizationDetailsValues>(EMPTY_ORGANIZATION_DETAILS);
  const request = api.organizationAdmin.request.useMutation();
  const formRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (request.error) focusFirstError(formRef.current);
  }, [request.error]);
  useEffect(() => {
    if (request.isSuccess) doneRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
        <p ref={doneRef} tabIndex={-1} role="status" className="font-medium text-emerald-900 focus:outline-none">
          {REQUEST_SENT_MESSAGE}
        </p>
        <p className="text-sm text-emerald-900">
          {request.data.name} will have its page at /organization/{request.data.slug} once a LocalHub admin approves it;
          you will be its admin.
        </p>
        <Link href="/dashboard" className={BUTTON_CLASS}>
          Back to your dashboard
        </Link>
      </div>
    );
  }

  return (
    <div ref={formRef} className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <ClientForm
        noValidate
        aria-label="Request an organization"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ ...values, kind: values.kind as TOrganizationKind });
        }}
      >
        <OrganizationDetailsFields values={values} onChange={setValues} errors={fieldErrorsOf(request.error)} />
        <FormFooter
          error={request.error}
          problem={canRequest ? null : ORGANIZATION_MESSAGES.verifyEmail}
          busy={request.isPending}
          submitLabel="Send request"
          busyLabel="Sending…"
        />
      </ClientForm>
    </div>
  );
}
