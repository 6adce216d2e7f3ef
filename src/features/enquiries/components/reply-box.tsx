"use client";
// The reply box under a thread, for either side: the owner answers (api.enquiries.answer), the
// customer replies (api.enquiries.reply). Sent, it empties and the page shows the new message; a
// refusal (closed meanwhile, too many replies) is announced and focused.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { FormFooter } from "@/components/ui/field-errors";
import { TextAreaField } from "@/components/ui/textarea-field";
import { focusFirstError, LengthCounter } from "@/features/network/components/dialog-form";
import { ENQUIRY_MESSAGE_MAX } from "@/features/enquiries/types";
import { api } from "@/trpc/react";

export function ReplyBox({ enquiryId, side, label }: { enquiryId: string; side: "owner" | "customer"; label: string }) {
  const router = useRouter();
  const [message, setMessage] = useState("");
  const ref = useRef<HTMLDivElement>(null);
  const options = {
    onSuccess: () => {
      setMessage("");
      toast.success("Reply sent.");
      router.refresh();
    },
  };
  const answer = api.enquiries.answer.useMutation(options);
  const reply = api.enquiries.reply.useMutation(options);
  const sending = side === "owner" ? answer : reply;
  const fieldError = sending.error?.data?.fieldErrors?.message?.[0];
  useEffect(() => {
    if (sending.error) focusFirstError(ref.current);
  }, [sending.error]);
  return (
    <div ref={ref}>
      <ClientForm
        noValidate
        aria-label={label}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          sending.mutate({ enquiryId, message });
        }}
      >
        <TextAreaField
          label={label}
          value={message}
          onChange={(value) => {
            setMessage(value);
            if (sending.error) sending.reset();
          }}
          maxLength={ENQUIRY_MESSAGE_MAX}
          rows={4}
          error={fieldError}
        />
        <LengthCounter length={message.length} max={ENQUIRY_MESSAGE_MAX} />
        <FormFooter error={sending.error} busy={sending.isPending} submitLabel="Send reply" busyLabel="Sending…" />
      </ClientForm>
    </div>
  );
}
