"use client";

import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { api } from "@/trpc/react";
import { BellIcon } from "@/components/ui/icons";
import { NotificationList } from "./notification-list";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/** A signed-in member's bell: a dot while anything is unread; opens their latest notifications. */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const unread = api.notifications.unreadCount.useQuery(undefined, {
    initialData: initialUnread,
    refetchInterval: 60_000,
  });
  const hasUnread = (unread.data ?? 0) > 0;
  return (
    <Popover>
      <PopoverButton
        aria-label="Notifications"
        aria-describedby={hasUnread ? "notifications-unread" : undefined}
        className={`relative grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-open:bg-slate-100 ${FOCUS_RING}`}
      >
        <BellIcon />
        {hasUnread && (
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-red-500 ring-2 ring-white"
          />
        )}
      </PopoverButton>
      {hasUnread && (
        <span id="notifications-unread" className="sr-only">
          You have unread notifications
        </span>
      )}
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
