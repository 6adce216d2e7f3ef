// What the bell's placeholder (notification-bell.tsx) and its full version (notification-popover.tsx)
// share, so that one replaces the other without a visible change.
import { BellIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const BELL_BUTTON_CLASS = `relative grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-open:bg-slate-100 ${FOCUS_RING}`;
export const UNREAD_NOTE_ID = "notifications-unread";

/** The bell, with a dot while anything is unread. */
export function BellFace({ hasUnread }: { hasUnread: boolean }) {
  return (
    <>
      <BellIcon />
      {hasUnread && (
        <span
          data-testid="notification-dot"
          aria-hidden="true"
          className="absolute top-2 right-2 size-2.5 rounded-full bg-red-500 ring-2 ring-white"
        />
      )}
    </>
  );
}

/** What the button is described by while anything is unread. */
export function UnreadNote() {
  return (
    <span id={UNREAD_NOTE_ID} className="sr-only">
      You have unread notifications
    </span>
  );
}
