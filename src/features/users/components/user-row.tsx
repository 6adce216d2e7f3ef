"use client";

import { LocalTime } from "@/components/ui/local-time";
import { CANNOT_REVOKE_OWN_ADMIN_MESSAGE } from "@/features/users/schema";
import { ROLES } from "@/lib/roles";
import type { RouterOutputs } from "@/trpc/react";
import { RoleSwitch } from "./role-switch";

export type ListedUser = RouterOutputs["users"]["list"]["users"][number];

/** One person: name, how to reach them, when they joined, and a switch per role. */
export function UserRow({ user, isCurrentUser }: { user: ListedUser; isCurrentUser: boolean }) {
  const contact = user.email ?? user.phone;
  return (
    <tr className="align-top hover:bg-slate-50/60">
      <th scope="row" className="min-w-36 px-4 py-3 text-left font-medium text-slate-900">
        <span className="[overflow-wrap:anywhere]">{user.displayName}</span>
        {isCurrentUser && (
          <span className="ml-2 inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            You
          </span>
        )}
      </th>
      <td className="min-w-48 px-4 py-3 text-slate-700">
        {contact ? <BreakableContact text={contact} /> : <span className="text-slate-400">None</span>}
        {user.email && user.phone && <span className="mt-0.5 block text-xs text-slate-500">{user.phone}</span>}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
        <LocalTime at={user.createdAt} />
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-x-5">
          {ROLES.map((role) => (
            <RoleSwitch
              key={role}
              user={user}
              role={role}
              lockedReason={isCurrentUser && role === "admin" ? CANNOT_REVOKE_OWN_ADMIN_MESSAGE : undefined}
            />
          ))}
        </div>
      </td>
    </tr>
  );
}

/** An email may wrap after its "@" (and anywhere else only when it must). */
function BreakableContact({ text }: { text: string }) {
  const at = text.indexOf("@");
  return (
    <span className="[overflow-wrap:anywhere]">
      {at > 0 ? (
        <>
          {text.slice(0, at)}
          <wbr />
          {text.slice(at)}
        </>
      ) : (
        text
      )}
    </span>
  );
}
