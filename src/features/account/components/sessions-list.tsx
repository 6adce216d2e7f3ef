"use client";

import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { LocalTime } from "@/components/ui/local-time";
import { api } from "@/trpc/react";
import { FormStatus } from "./settings-section";

type Session = { id: string; userAgent: string; createdAt: Date; lastSeenAt: Date; current: boolean };

/** 'Signed in elsewhere': the account's live sessions, and one button to end all but this one. */
export function SessionsList({ initialSessions }: { initialSessions: Session[] }) {
  const utils = api.useUtils();
  const sessions = api.account.sessions.useQuery(undefined, { initialData: initialSessions });
  const signOutOthers = api.account.signOutOtherSessions.useMutation({
    onSuccess: () => utils.account.sessions.invalidate(),
  });
  const list = sessions.data ?? initialSessions;
  const others = list.filter((session) => !session.current).length;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Sessions">
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="font-medium text-slate-900">
              {session.userAgent}
              {session.current && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">This device</span>
              )}
            </span>
            <span className="text-slate-500">
              Signed in <LocalTime at={session.createdAt} style="dateTime" /> · last active{" "}
              <LocalTime at={session.lastSeenAt} style="dateTime" />
            </span>
          </li>
        ))}
      </ul>
      <FormStatus
        success={
          signOutOthers.data
            ? `Signed out ${signOutOthers.data.signedOut} other ${signOutOthers.data.signedOut === 1 ? "session" : "sessions"}.`
            : null
        }
        error={signOutOthers.error?.message}
      />
      <button
        type="button"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() => signOutOthers.mutate()}
        className={BUTTON_CLASS}
      >
        Sign out all other sessions
      </button>
    </div>
  );
}
