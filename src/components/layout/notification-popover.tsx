"use client";

// The bell in full (Headless UI's Popover with the latest notifications), loaded by
// notification-bell.tsx when the visitor shows intent. `autoFocus` and `openAtOnce` carry over what
// the visitor did to the placeholder.
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { NotificationList } from "./notification-list";
import { BELL_BUTTON_CLASS, BellFace, UnreadNote, UNREAD_NOTE_ID } from "./notification-bell-parts";
import { useOpenAtOnce } from "@/components/ui/use-load-on-intent";

type Props = { hasUnread: boolean; autoFocus: boolean; openAtOnce: () => boolean };

export function NotificationPopover({ hasUnread, autoFocus, openAtOnce }: Props) {
  const button = useOpenAtOnce(openAtOnce);
  return (
    <Popover>
      <PopoverButton
        ref={button}
        autoFocus={autoFocus}
        aria-label="Notifications"
        aria-describedby={hasUnread ? UNREAD_NOTE_ID : undefined}
        className={BELL_BUTTON_CLASS}
      >
        <BellFace hasUnread={hasUnread} />
      </PopoverButton>
      {hasUnread && <UnreadNote />}
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 8 }}
        transition
        className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
      >
        {({ close }) => <NotificationList onNavigate={() => close()} />}
      </PopoverPanel>
    </Popover>
  );
}
