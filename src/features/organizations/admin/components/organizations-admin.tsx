"use client";
// The site admin's organisations: status tabs (aria-current), a name search (a plain GET form),
// a table with each organisation's kind, city, requester, admins and members, its next step
// (Approve, Suspend, Reinstate) and its admins (assign by email, remove), pages, and Create.
// The address holds the status, the search and the page.
import { keepPreviousData } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import toast from "react-hot-toast";
import { LocalTime } from "@/components/ui/local-time";
import { api, type RouterOutputs } from "@/trpc/react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { BUTTON_CLASS, INPUT_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { TextField } from "@/components/ui/text-field";
import { DialogForm } from "@/features/network/components/dialog-form";
import { ORGANIZATION_STATUSES, type TOrganizationStatus } from "../schema";
import { organizationPath, type TOrganizationKind } from "../../types";
import {
  EMPTY_ORGANIZATION_DETAILS,
  OrganizationDetailsFields,
  type OrganizationDetailsValues,
} from "./organization-details-fields";

type Listing = RouterOutputs["organizationAdmin"]["list"];
type Row = Listing["organizations"][number];

const STATUS_LABELS: Record<TOrganizationStatus, string> = {
  pending: "Pending",
  active: "Active",
  suspended: "Suspended",
};
const STATUS_BADGES: Record<TOrganizationStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  active: "bg-emerald-100 text-emerald-900",
  suspended: "bg-slate-200 text-slate-800",
};

function organizationsHref(status: TOrganizationStatus | undefined, search: string, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/organizations${query ? `?${query}` : ""}`;
}

const HEADINGS = ["Organization", "Status", "Requested by", "Admins", "Members", { srOnly: "Actions" }] as const;

export function OrganizationsAdmin({
  status,
  search,
  page,
}: {
  status: TOrganizationStatus | undefined;
  search: string;
  page: number;
}) {
  const list = api.organizationAdmin.list.useQuery({ status, search, page }, { placeholderData: keepPreviousData });
  const [creating, setCreating] = useState(false);
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-label="Organizations" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Organization status" className="flex flex-wrap gap-2">
          {[undefined, ...ORGANIZATION_STATUSES].map((tab) => (
            <Link
              key={tab ?? "all"}
              href={organizationsHref(tab, search)}
              aria-current={tab === status ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${
                tab === status
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
              }`}
            >
              {tab ? STATUS_LABELS[tab] : "All"}
              {tab === "pending" && data ? ` (${data.pending.toLocaleString("en-US")})` : ""}
            </Link>
          ))}
        </nav>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <form action="/admin/organizations" method="get" role="search" className="flex items-end gap-2">
            {status && <input type="hidden" name="status" value={status} />}
            <label className="block text-sm font-medium text-slate-700">
              Search by name
              <input
                type="search"
                name="search"
                defaultValue={search}
                maxLength={100}
                className={`${INPUT_CLASS} mt-1 w-full sm:w-56`}
              />
            </label>
            <button type="submit" className={BUTTON_CLASS}>
              Search
            </button>
          </form>
          <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={() => setCreating(true)}>
            Create organization
          </button>
        </div>
      </div>

      {data && !list.isError && (
        <p aria-live="polite" className="text-sm text-slate-600">
          {data.total === 1 ? "1 organization" : `${data.total.toLocaleString("en-US")} organizations`}
          {search ? " found" : ""}
        </p>
      )}

      {list.isError ? (
        <Panel>
          <div role="alert" className="space-y-3">
            <p className="text-red-700">Error loading organizations. Please try again.</p>
            <button type="button" onClick={() => void list.refetch()} className={BUTTON_CLASS}>
              Try again
            </button>
          </div>
        </Panel>
      ) : !data ? (
        <Panel>
          <p role="status">Loading organizations...</p>
        </Panel>
      ) : data.organizations.length === 0 ? (
        <Panel>
          <p role="status">
            {search || status ? "No organizations match." : "No organizations yet: create one, or wait for requests."}
          </p>
        </Panel>
      ) : (
        <AdminTable caption="Organizations" headings={HEADINGS} busy={list.isPlaceholderData} stickyActions>
          {data.organizations.map((row) => (
            <OrganizationRow key={row.id} row={row} onChanged={() => void list.refetch()} />
          ))}
        </AdminTable>
      )}

      {data && totalPages > 1 && (
        <nav aria-label="Organization pages" className="flex items-center justify-between gap-4">
          <p className="text-sm text-slate-600">
            Page {page} of {totalPages}
          </p>
          <div className="flex gap-2">
            {page > 1 && (
              <Link href={organizationsHref(status, search, page - 1)} className={BUTTON_CLASS}>
                Previous
              </Link>
            )}
            {page < totalPages && (
              <Link href={organizationsHref(status, search, page + 1)} className={BUTTON_CLASS}>
                Next
              </Link>
            )}
          </div>
        </nav>
      )}

      {creating && <CreateDialog onClose={() => setCreating(false)} onCreated={() => void list.refetch()} />}
    </section>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
      {children}
    </div>
  );
}

const TD = "px-3 py-3 align-top";

function OrganizationRow({ row, onChanged }: { row: Row; onChanged: () => void }) {
  const [confirming, setConfirming] = useState<"suspend" | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<Row["managers"][number] | null>(null);
  const done = (message: string) => () => {
    toast.success(message);
    setConfirming(null);
    setRemoving(null);
    onChanged();
  };
  const failed = (error: { message: string }) => toast.error(error.message);
  const approve = api.organizationAdmin.approve.useMutation({
    onSuccess: done(`${row.name} is approved.`),
    onError: failed,
  });
  const suspend = api.organizationAdmin.suspend.useMutation({
    onSuccess: done(`${row.name} is suspended.`),
    onError: failed,
  });
  const reinstate = api.organizationAdmin.reinstate.useMutation({
    onSuccess: done(`${row.name} is reinstated.`),
    onError: failed,
  });
  const remove = api.organizationAdmin.removeManager.useMutation({
    onSuccess: done("Admin removed."),
    onError: failed,
  });
  const organizationId = row.id;
  const busy = approve.isPending || suspend.isPending || reinstate.isPending;

  return (
    <tr className="align-top">
      <td className={TD}>
        <p className="font-medium text-slate-900">
          {row.status === "active" ? (
            <Link href={organizationPath(row.slug)} className="text-brand-700 underline-offset-2 hover:underline">
              {row.name}
            </Link>
          ) : (
            row.name
          )}
        </p>
        <p className="text-xs text-slate-600">
          {row.kindLabel}
          {row.city ? ` · ${row.city}` : ""} · /organization/{row.slug}
        </p>
        {row.websiteUrl && (
          <p className="text-xs">
            <a href={row.websiteUrl} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-700">
              <TruncatedText text={row.websiteUrl} />
            </a>
          </p>
        )}
      </td>
      <td className={TD}>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGES[row.status]}`}>
          {STATUS_LABELS[row.status]}
        </span>
        <p className="mt-1 text-xs whitespace-nowrap text-slate-600">
          {row.status === "pending" ? "Asked " : "Since "}
          <LocalTime at={(row.status === "suspended" && row.suspendedAt) || (row.approvedAt ?? row.createdAt)} />
        </p>
      </td>
      <td className={TD}>
        {row.requestedBy ? (
          <>
            <p className="text-slate-900">{row.requestedBy.displayName}</p>
            {row.requestedBy.email && (
              <p className="text-xs text-slate-600">
                <TruncatedText text={row.requestedBy.email} />
              </p>
            )}
          </>
        ) : (
          <span className="text-slate-500">Created by an admin</span>
        )}
      </td>
      <td className={TD}>
        {row.managers.length === 0 ? (
          <p className="text-slate-500">None</p>
        ) : (
          <ul className="space-y-1">
            {row.managers.map((manager) => (
              <li key={manager.id} className="flex items-center gap-2">
                <span className="min-w-0">
                  <span className="block text-slate-900">{manager.displayName}</span>
                  {manager.email && (
                    <span className="block text-xs text-slate-600">
                      <TruncatedText text={manager.email} />
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => setRemoving(manager)}
                  className="rounded px-1 text-xs font-medium text-red-700 hover:underline"
                  aria-label={`Remove ${manager.displayName} as an admin of ${row.name}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          onClick={() => setAssigning(true)}
          className="mt-1 text-xs font-medium text-brand-700 hover:underline"
          aria-label={`Add an admin to ${row.name}`}
        >
          Add admin
        </button>
      </td>
      <td className={`${TD} tabular-nums`}>{row.memberCount.toLocaleString("en-US")}</td>
      <AdminTable.Actions label={`Actions for ${row.name}`}>
        {row.status === "pending" && (
          <button
            type="button"
            disabled={busy}
            onClick={() => approve.mutate({ organizationId })}
            className={PRIMARY_BUTTON_CLASS}
            aria-label={`Approve ${row.name}`}
          >
            Approve
          </button>
        )}
        {row.status !== "suspended" ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming("suspend")}
            className={BUTTON_CLASS}
            aria-label={`Suspend ${row.name}`}
          >
            Suspend
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => reinstate.mutate({ organizationId })}
            className={BUTTON_CLASS}
            aria-label={`Reinstate ${row.name}`}
          >
            Reinstate
          </button>
        )}
        <ConfirmDialog
          open={confirming === "suspend"}
          title={row.status === "pending" ? `Turn down ${row.name}?` : `Suspend ${row.name}?`}
          description={
            row.status === "pending"
              ? "The request is set aside as suspended: it gets no page. You can reinstate it later."
              : "Its page, member directory and admin screen close until you reinstate it. Memberships are kept."
          }
          confirmLabel="Suspend"
          busy={suspend.isPending}
          onConfirm={() => suspend.mutate({ organizationId })}
          onClose={() => setConfirming(null)}
        />
        <ConfirmDialog
          open={removing !== null}
          title={`Remove ${removing?.displayName ?? ""} as an admin?`}
          description={`They will no longer manage ${row.name}. Their account is kept.`}
          confirmLabel="Remove admin"
          busy={remove.isPending}
          onConfirm={() => removing && remove.mutate({ organizationId, userId: removing.id })}
          onClose={() => setRemoving(null)}
        />
        {assigning && (
          <AssignDialog
            row={row}
            onClose={() => setAssigning(false)}
            onAssigned={() => {
              setAssigning(false);
              onChanged();
            }}
          />
        )}
      </AdminTable.Actions>
    </tr>
  );
}

function AssignDialog({ row, onClose, onAssigned }: { row: Row; onClose: () => void; onAssigned: () => void }) {
  const [email, setEmail] = useState("");
  const assign = api.organizationAdmin.assignManager.useMutation({
    onSuccess: () => {
      toast.success(`${email} is now an admin of ${row.name}.`);
      onAssigned();
    },
  });
  return (
    <DialogForm
      onClose={onClose}
      title={`Add an admin to ${row.name}`}
      sending={assign}
      submitLabel="Add admin"
      busyLabel="Adding…"
      onSubmit={() => assign.mutate({ organizationId: row.id, email })}
    >
      <TextField
        look="filled"
        label="Email of their LocalHub account"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        required
        error={fieldErrorsOf(assign.error).email}
      />
    </DialogForm>
  );
}

function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [values, setValues] = useState<OrganizationDetailsValues>(EMPTY_ORGANIZATION_DETAILS);
  const create = api.organizationAdmin.create.useMutation({
    onSuccess: (created) => {
      toast.success(`${created.name} is created and active.`);
      onCreated();
      onClose();
    },
  });
  return (
    <DialogForm
      onClose={onClose}
      title="Create an organization"
      sending={create}
      submitLabel="Create"
      busyLabel="Creating…"
      onSubmit={() => create.mutate({ ...values, kind: values.kind as TOrganizationKind })}
    >
      <p className="text-sm text-slate-600">It is active at once; assign its admins from the list.</p>
      <OrganizationDetailsFields values={values} onChange={setValues} errors={fieldErrorsOf(create.error)} />
    </DialogForm>
  );
}
