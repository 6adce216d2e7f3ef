"use client";
// /review/confirm: confirms a link review on a click (so a mail scanner opening the emailed link
// does not use it up), then says whether it is published or waits for the team.
import Link from "next/link";
import { ClientForm } from "@/components/ui/client-form";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";

export function ConfirmReviewForm({ token }: { token: string }) {
  const confirm = api.reviews.confirm.useMutation();
  if (confirm.isSuccess) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-lg font-semibold text-emerald-700">
          {confirm.data.status === "published" ? REVIEW_MESSAGES.confirmed : REVIEW_MESSAGES.confirmedHeld}
        </p>
        <Link href={confirm.data.profilePath} className="font-medium text-brand-700 hover:underline">
          See the business&apos;s page
        </Link>
      </div>
    );
  }
  return (
    <ClientForm
      aria-label="Confirm your review"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ token });
      }}
    >
      <p className="text-slate-700">Confirm that you wrote this review. It is published once you confirm it.</p>
      {confirm.error && (
        <p role="alert" className="text-sm text-red-700">
          {confirm.error.message}
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={confirm.isPending}>
        {confirm.isPending ? "Confirming..." : "Confirm my review"}
      </button>
    </ClientForm>
  );
}
