"use client";
// Recommending a business: a few words shown on its profile once its owner accepts them.
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/textarea-field";
import { RECOMMENDATION_MAX, RECOMMENDATION_MIN } from "@/features/network/types";
import { api } from "@/trpc/react";
import { useFocusOnError } from "./parts";

export function RecommendDialog({
  open,
  onClose,
  businessId,
  other,
}: {
  open: boolean;
  onClose: () => void;
  businessId: string;
  other: { id: string; businessName: string };
}) {
  const [text, setText] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const utils = api.useUtils();
  const recommend = api.network.recommend.useMutation({
    onSuccess: () => {
      toast.success(`Recommendation sent. It shows on ${other.businessName}'s profile once they accept it.`);
      void utils.network.recommendations.invalidate({ businessId });
      setText("");
      onClose();
    },
  });
  useFocusOnError(recommend.error, formRef);
  const close = () => {
    recommend.reset();
    onClose();
  };
  const length = text.trim().length;
  return (
    <Modal open={open} onClose={close} title={`Recommend ${other.businessName}`}>
      <form
        ref={formRef}
        noValidate
        aria-label={`Recommend ${other.businessName}`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          recommend.mutate({ businessId, otherBusinessId: other.id, text });
        }}
      >
        <TextAreaField
          label="Your recommendation"
          value={text}
          onChange={setText}
          maxLength={RECOMMENDATION_MAX}
          rows={5}
          hint={`Why you trust them, in ${RECOMMENDATION_MIN} to ${RECOMMENDATION_MAX} characters. It shows on their profile once they accept it.`}
          error={fieldErrorsOf(recommend.error).text}
        />
        <p className="-mt-2 text-right text-xs text-slate-500">
          {length} / {RECOMMENDATION_MAX}
        </p>
        <FormFooter
          error={recommend.error}
          busy={recommend.isPending}
          submitLabel="Send recommendation"
          busyLabel="Sending…"
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
