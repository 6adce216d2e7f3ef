"use client";

import { Description, Field, Label, Switch } from "@headlessui/react";
import toast from "react-hot-toast";
import { ROLE_LABELS, type Role } from "@/lib/roles";
import { api } from "@/trpc/react";

type Props = {
  user: { id: string; displayName: string; roles: Role[] };
  role: Role;
  /** Why this switch may not be changed (e.g. an admin's own Admin role); the switch is then disabled. */
  lockedReason?: string;
};

/** Grants or removes one role of one person. Named like "Admin role for Casey Customer". */
export function RoleSwitch({ user, role, lockedReason }: Props) {
  const utils = api.useUtils();
  const setRole = api.users.setRole.useMutation({
    // Stays pending until the list has been re-read, so the switch never flickers back.
    onSuccess: async () => {
      toast.success("Roles updated");
      await utils.users.list.invalidate();
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
  const granted = user.roles.includes(role);
  // While saving, show the requested state; on failure the switch falls back to the saved roles.
  const checked = setRole.isPending && setRole.variables ? setRole.variables.granted : granted;
  const locked = Boolean(lockedReason);

  function change(next: boolean) {
    if (locked || setRole.isPending) return;
    setRole.mutate({ userId: user.id, role, granted: next });
  }

  return (
    <Field disabled={locked} title={lockedReason} className="flex items-center gap-2">
      <Switch
        checked={checked}
        onChange={change}
        aria-busy={setRole.isPending || undefined}
        className="group relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors duration-150 outline-none aria-busy:opacity-70 data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600 data-focus:outline-solid"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none inline-block size-4 translate-x-0.5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform duration-150 group-data-checked:translate-x-4.5"
        />
      </Switch>
      <Label className="cursor-pointer text-sm whitespace-nowrap text-slate-700 select-none data-disabled:cursor-not-allowed data-disabled:text-slate-500">
        {ROLE_LABELS[role]}
        <span className="sr-only"> role for {user.displayName}</span>
      </Label>
      {lockedReason && <Description className="sr-only">{lockedReason}</Description>}
    </Field>
  );
}
