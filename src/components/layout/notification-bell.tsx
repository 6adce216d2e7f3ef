"use client";

// A signed-in member's bell: a dot while anything is unread (asked again every minute); opens their
// latest notifications. As the page is sent it is a button that looks like the full one
// (notification-popover.tsx, with Headless UI's Popover), which loads when the visitor points at,
// focuses or presses it and opens at once if it was pressed.
import { api } from "@/trpc/react";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import { BELL_BUTTON_CLASS, BellFace, UnreadNote, UNREAD_NOTE_ID } from "./notification-bell-parts";

const loadPopover = () => import("./notification-popover").then((module) => module.NotificationPopover);

export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const unread = api.notifications.unreadCount.useQuery(undefined, {
    initialData: initialUnread,
    refetchInterval: 60_000,
  });
  const hasUnread = (unread.data ?? 0) > 0;
  const { loaded, intent, press, wasPressed } = useLoadOnIntent(loadPopover, { swapOnPress: true });
  if (loaded) return <loaded.Component hasUnread={hasUnread} autoFocus={loaded.hadFocus} openAtOnce={wasPressed} />;
  return (
    <div {...intent}>
      <button
        type="button"
        aria-label="Notifications"
        aria-describedby={hasUnread ? UNREAD_NOTE_ID : undefined}
        aria-expanded="false"
        onClick={press}
        className={BELL_BUTTON_CLASS}
      >
        <BellFace hasUnread={hasUnread} />
      </button>
      {hasUnread && <UnreadNote />}
    </div>
  );
}
