"use client";
// 'Request a quote / Ask a question' on a profile, and the business's response badge. The form
// (enquiry-dialog.tsx) loads as a chunk of its own when the button is pointed at or pressed, so the
// public page carries only this file. A visitor who pressed Send while signed out and signed in on
// the way comes back to the form opened again with what they wrote.
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";
import { NOT_TAKING_ENQUIRIES, responseTimeText } from "./texts";
import { readDraft } from "./draft";

const loadDialog = () => import("./enquiry-dialog");
const EnquiryDialog = dynamic(() => loadDialog().then((module) => module.EnquiryDialog));

type Props = {
  businessId: string;
  businessName: string;
  /** The profile's address: where signing in returns to. */
  path: string;
  /** The business has an owner and takes enquiries. */
  taking: boolean;
  responseHours: number | null;
};

export function EnquiryAction({ businessId, businessName, path, taking, responseHours }: Props) {
  const { viewer } = useCardStateContext();
  const dialog = useOnDemandDialog(loadDialog);
  const { onClick: open } = dialog.trigger;
  const signedIn = viewer !== null;
  useEffect(() => {
    if (taking && signedIn && readDraft(businessId)?.pending) open();
    // Once, when the page opens: `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [businessId, taking, signedIn]);

  if (!taking) {
    return (
      <p className="mt-4 text-sm text-slate-600" data-testid="enquiries-off">
        {NOT_TAKING_ENQUIRIES}
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <button type="button" className={BUTTON_CLASS} {...dialog.trigger}>
        Request a quote / Ask a question
      </button>
      {responseHours !== null && (
        <span className="text-sm text-slate-700" data-testid="response-badge">
          {responseTimeText(responseHours)}
        </span>
      )}
      {dialog.used && (
        <EnquiryDialog
          open={dialog.open}
          onClose={dialog.close}
          businessId={businessId}
          businessName={businessName}
          path={path}
        />
      )}
    </div>
  );
}
