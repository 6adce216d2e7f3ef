"use client";

import { api } from "@/trpc/react";
import { VERIFICATION_SENT_MESSAGE } from "../types";

/** 'Resend' in the verification banner; says what happened in a live region. */
export function ResendVerificationButton() {
  const resend = api.auth.resendVerification.useMutation();
  return (
    <span className="inline-flex items-center gap-2">
      {!resend.isSuccess && (
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className="rounded font-semibold text-amber-900 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-700 disabled:opacity-60"
        >
          {resend.isPending ? "Sending..." : "Resend"}
        </button>
      )}
      <span role="status">{resend.isSuccess ? VERIFICATION_SENT_MESSAGE : (resend.error?.message ?? "")}</span>
    </span>
  );
}
