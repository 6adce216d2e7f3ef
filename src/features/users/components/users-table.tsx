"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { api } from "@/trpc/react";
import { AdminTable } from "@/components/ui/data-table";
import { UserRow } from "./user-row";
import { UsersPagination } from "./users-pagination";
import { UsersSearch } from "./users-search";
import { usersHref } from "./users-url";
import { BUTTON_CLASS } from "@/components/ui/form-styles";

type Props = {
  /** The search and page in the URL. */
  search: string;
  page: number;
  /** The signed-in admin, whose own Admin role cannot be removed. */
  currentUserId: string;
};

const HEADINGS = ["Name", "Email or phone", "Joined", "Roles"];

/** The admin's list of people: search, a table with a switch per role, and pages. */
export function UsersTable({ search, page, currentUserId }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  // The previous results stay on screen (dimmed) while the next search or page loads.
  const list = api.users.list.useQuery({ search, page }, { placeholderData: keepPreviousData });

  const applySearch = useCallback(
    (next: string) => router.replace(usersHref(pathname, next, 1), { scroll: false }),
    [router, pathname],
  );
  const goToPage = (next: number) => router.push(usersHref(pathname, search, next));

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-label="People and their roles" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <UsersSearch search={search} onSearch={applySearch} />
        {data && !list.isError && (
          <p aria-live="polite" className="text-sm text-slate-600">
            {data.total === 1 ? "1 user" : `${data.total.toLocaleString("en-US")} users`}
            {search ? " found" : ""}
          </p>
        )}
      </div>

      {list.isError ? (
        <StatusPanel>
          <div role="alert" className="space-y-3">
            <p className="text-red-700">Error loading users. Please try again.</p>
            <button type="button" onClick={() => void list.refetch()} className={BUTTON_CLASS}>
              Try again
            </button>
          </div>
        </StatusPanel>
      ) : !data ? (
        <StatusPanel>
          <p role="status" className="flex items-center justify-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 animate-spin text-brand-600">
              <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-20" />
              <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            </svg>
            Loading users...
          </p>
        </StatusPanel>
      ) : data.users.length === 0 ? (
        <StatusPanel>
          <p role="status">No users match your search.</p>
        </StatusPanel>
      ) : (
        <AdminTable caption="Users" headings={HEADINGS} busy={list.isPlaceholderData}>
          {data.users.map((user) => (
            <UserRow key={user.id} user={user} isCurrentUser={user.id === currentUserId} />
          ))}
        </AdminTable>
      )}

      {data && !list.isError && (data.total > 0 || page > 1) && (
        <UsersPagination page={page} totalPages={totalPages} onPage={goToPage} />
      )}
    </section>
  );
}

function StatusPanel({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
      {children}
    </div>
  );
}
