"use client";
// An item's moderation buttons on an admin list: hide (or remove) it with a reason, restore it, and
// dismiss its open reports, each behind a confirmation. The caller runs the change (audited by the
// server); a dialog closes once it succeeded and stays open, with the caller's message, if not.
import { useState } from "react";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "./form-styles";
import { ConfirmDialog } from "./confirm-dialog";

export type ModerationAction = "hide" | "restore" | "dismiss_reports";

type Props = {
  /** What the item is, for the buttons' names and the dialogs ("Ada's recommendation of Ben"). */
  which: string;
  /** "Remove" or "Hide", and what is moderated ("recommendation"). */
  verb: string;
  noun: string;
  hidden: boolean;
  openReports: number;
  /** What hiding does, and what becomes of the item when its reports are dismissed. */
  hideDescription: string;
  dismissDescription: string;
  reasonLabel: string;
  reasonMax: number;
  busy: boolean;
  run: (action: ModerationAction, reason?: string) => Promise<unknown>;
};

const ACTION_BUTTON = `${BUTTON_CLASS} whitespace-nowrap`;

export function ModerationActions(props: Props) {
  const { which, verb, noun, hidden, openReports, busy, run } = props;
  const [dialog, setDialog] = useState<"hide" | "dismiss" | null>(null);
  const [reason, setReason] = useState("");
  const act = (action: ModerationAction, why?: string) =>
    run(action, why).then(
      () => {
        setDialog(null);
        setReason("");
      },
      () => undefined,
    );
  const reports = openReports === 1 ? "1 report" : `${openReports} reports`;
  return (
    <div className="flex shrink-0 flex-row flex-wrap gap-2 md:flex-col">
      {hidden ? (
        <button
          type="button"
          className={ACTION_BUTTON}
          disabled={busy}
          onClick={() => void act("restore")}
          aria-label={`Restore ${which}`}
        >
          Restore
        </button>
      ) : (
        <button
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setDialog("hide")}
          aria-label={`${verb} ${which}`}
        >
          {verb}
        </button>
      )}
      {openReports > 0 && !hidden && (
        <button
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setDialog("dismiss")}
          aria-label={`Dismiss reports on ${which}`}
        >
          Dismiss reports
        </button>
      )}
      <ConfirmDialog
        open={dialog === "hide"}
        title={`${verb} ${noun}?`}
        description={props.hideDescription}
        confirmLabel={`${verb} ${noun}`}
        busy={busy}
        confirmDisabled={!reason.trim()}
        onConfirm={() => void act("hide", reason)}
        onClose={() => setDialog(null)}
      >
        <label className={LABEL_CLASS}>
          {props.reasonLabel}
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={props.reasonMax}
            rows={3}
            className={INPUT_CLASS}
            required
          />
        </label>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "dismiss"}
        title="Dismiss reports?"
        description={`The ${reports} on ${which} ${props.dismissDescription}`}
        confirmLabel="Dismiss reports"
        tone="primary"
        busy={busy}
        onConfirm={() => void act("dismiss_reports")}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
