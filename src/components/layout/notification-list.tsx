"use client";

import Link from "next/link";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { api, type RouterOutputs } from "@/trpc/react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

type Notification = RouterOutputs["notifications"]["list"][number];

/** The bell's panel: latest notifications, loaded when the panel opens, and "Mark all as read". */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const utils = api.useUtils();
  const list = api.notifications.list.useQuery();
  const markAllRead = api.notifications.markAllRead.useMutation({
    onSuccess: () => Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]),
  });
  const markRead = api.notifications.markRead.useMutation({
    onSuccess: () => Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]),
  });
  const hasUnread = list.data?.some((notification) => !notification.readAt) ?? false;
  // Opening a notification marks it read.
  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate({ id: notification.id });
    onNavigate();
  };

  return (
    <div>
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        {hasUnread && (
          <button
            type="button"
            onClick={() => markAllRead.mutate()}
            disabled={markAllRead.isPending}
            className={`rounded text-xs font-medium text-brand-600 hover:text-brand-700 disabled:opacity-50 ${FOCUS_RING}`}
          >
            Mark all as read
          </button>
        )}
      </div>
      {list.isPending ? (
        <Spinner size="sm" label="Loading notifications..." className="w-full py-6" />
      ) : list.isError ? (
        <p className="px-4 py-6 text-sm text-red-600">Could not load notifications. Please try again.</p>
      ) : list.data.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-500">No notifications yet.</p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {list.data.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} onNavigate={() => open(notification)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationRow({ notification, onNavigate }: { notification: Notification; onNavigate: () => void }) {
  const content = (
    <>
      <span className="flex items-start gap-2">
        {!notification.readAt && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" aria-label="Unread" role="img" />
        )}
        <span className="text-sm font-medium text-slate-900">{notification.title}</span>
      </span>
      {notification.body && <span className="mt-0.5 block text-sm text-slate-600">{notification.body}</span>}
      <LocalTime at={notification.createdAt} className="mt-1 block text-xs text-slate-400" />
    </>
  );
  // Only links inside the site: a notification never sends anyone elsewhere.
  const link = notification.link;
  if (link && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\")) {
    return (
      <Link
        href={link}
        onClick={onNavigate}
        className={`block px-4 py-3 hover:bg-slate-50 ${FOCUS_RING} focus-visible:-outline-offset-2`}
      >
        {content}
      </Link>
    );
  }
  return <div className="px-4 py-3">{content}</div>;
}
