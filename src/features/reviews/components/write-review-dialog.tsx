"use client";
// The dialog with the review form, loaded by write-review-form.tsx when it is first opened.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/modal";
import { ErrorSummary } from "@/components/ui/error-summary";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { ReviewFields, reviewProblemFields, type ReviewDraft } from "./review-fields";
import { ClientForm } from "@/components/ui/client-form";

type Props = { draft: ReviewDraft | null; onClose: () => void; title: string; businessId: string; editing: boolean };

export function WriteReviewDialog({ draft, onClose, title, businessId, editing }: Props) {
  return (
    <Modal open={draft !== null} onClose={onClose} title={title} wide>
      {draft && <ReviewForm businessId={businessId} initial={draft} editing={editing} onDone={onClose} />}
    </Modal>
  );
}

const FIELDS = reviewProblemFields("review");

function ReviewForm({
  businessId,
  initial,
  editing,
  onDone,
}: {
  businessId: string;
  initial: ReviewDraft;
  editing: boolean;
  onDone: () => void;
}) {
  const router = useRouter();
  const utils = api.useUtils();
  const [draft, setDraft] = useState(initial);
  const errors = useFormErrors(FIELDS);
  const save = api.reviews.save.useMutation({
    onError: errors.show,
    onSuccess: (result) => {
      toast.success(
        result.status === "held"
          ? REVIEW_MESSAGES.heldForModeration
          : result.created
            ? REVIEW_MESSAGES.published
            : REVIEW_MESSAGES.updated,
      );
      void utils.reviews.viewer.invalidate({ businessId });
      onDone();
      router.refresh();
    },
  });
  return (
    <ClientForm
      aria-label={editing ? "Edit your review" : "Write a review"}
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        // Sent without a rating too: the server names every problem at once, the rating's as well.
        save.mutate({ businessId, rating: draft.rating as number, title: draft.title, text: draft.text });
      }}
    >
      <ErrorSummary {...errors.summary} />
      <ReviewFields idPrefix="review" draft={draft} onChange={setDraft} errors={errors.fieldErrors} />
      <div className="flex justify-end gap-2">
        <button type="button" className={BUTTON_CLASS} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
          {save.isPending ? "Saving..." : editing ? "Save review" : "Publish review"}
        </button>
      </div>
    </ClientForm>
  );
}
