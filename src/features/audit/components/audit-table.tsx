// The audit entries as the one data table: when (in the viewer's zone), who, what, the target (linked to where it is
// managed) and the changed fields, old and new. /admin and /admin/audit render it on the server;
// only the times (LocalTime) change to the viewer's zone in the browser.
import Link from "next/link";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { LocalTime } from "@/components/ui/local-time";
import type { AuditListEntry } from "../queries";
import { actionLabel, changeRows } from "../present";

const HEADINGS = ["When", "Who", "Action", "Target", "Changes"] as const;

export function AuditTable({ caption, entries }: { caption: string; entries: AuditListEntry[] }) {
  return (
    <AdminTable caption={caption} headings={HEADINGS}>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="px-3 py-2 whitespace-nowrap text-slate-600">
            <LocalTime at={entry.createdAt} style="dateTime" />
          </td>
          <td className="px-3 py-2 text-slate-700">
            <TruncatedText text={entry.actorEmail || "unknown"} />
          </td>
          <td className="px-3 py-2">
            <span className="block font-medium whitespace-nowrap text-slate-900">{actionLabel(entry.action)}</span>
            <code className="text-xs text-slate-500">{entry.action}</code>
          </td>
          <td className="max-w-64 px-3 py-2 [overflow-wrap:anywhere]">
            {entry.target.href ? (
              <Link
                href={entry.target.href}
                className={`font-medium text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
              >
                {entry.target.label}
              </Link>
            ) : (
              <span className="text-slate-800">{entry.target.label}</span>
            )}
            <span className="block text-xs text-slate-500">{entry.targetType}</span>
          </td>
          <td className="min-w-64 px-3 py-2">
            <Changes entry={entry} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function Changes({ entry }: { entry: AuditListEntry }) {
  const rows = changeRows(entry.changes);
  if (rows.length === 0) return <span className="text-slate-500">No field changed</span>;
  return (
    <dl className="space-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.field} className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-700">{row.field}:</dt>
          <dd className="[overflow-wrap:anywhere] text-slate-800">
            {row.before !== null && (
              <>
                <span className="sr-only">from </span>
                <del className="text-red-700">{row.before}</del>
              </>
            )}
            {row.before !== null && row.after !== null && <span aria-hidden="true"> → </span>}
            {row.after !== null && (
              <>
                <span className="sr-only">{row.before !== null ? " to " : "set to "}</span>
                <ins className="text-emerald-800 no-underline">{row.after}</ins>
              </>
            )}
            {row.after === null && <span className="text-slate-500"> (removed)</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
