// The one data table (admin screens, dashboards): a scrolling frame, a caption for screen readers, column headings
// and the body rows the caller renders. No client code, so server and client screens share it.
// Wide tables scroll sideways inside their frame; with `stickyActions` the last column (the row's
// buttons or links, or one ActionsMenu, in <AdminTable.Actions>) stays pinned to the frame's right edge, so actions are
// always in view. Long values (emails) go in <TruncatedText>: cut to one line, whole on hover and focus.
import { FOCUS_RING } from "./focus-ring";

const TH_CLASS = "px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase";
const TABLE_WRAP_CLASS = "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";
const STICKY_CLASS = "sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]";

/** A column heading; `{ srOnly }` names a column (e.g. of buttons) for screen readers only. */
type Heading = string | { srOnly: string };

type AdminTableProps = {
  caption: string;
  headings: readonly Heading[];
  /** Dims the rows while newer ones load. */
  busy?: boolean;
  /** Pins the last column (rendered with AdminTable.Actions) to the right edge. */
  stickyActions?: boolean;
  children: React.ReactNode;
};

export function AdminTable({ caption, headings, busy, stickyActions, children }: AdminTableProps) {
  const last = headings.length - 1;
  return (
    <div className={`relative ${TABLE_WRAP_CLASS}`}>
      <table
        aria-busy={busy || undefined}
        className={`min-w-full divide-y divide-slate-200 text-sm transition-opacity ${busy ? "opacity-60" : ""}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading, index) => {
              const className = `${TH_CLASS} ${stickyActions && index === last ? `${STICKY_CLASS} bg-slate-50` : ""}`;
              return typeof heading === "string" ? (
                <th key={heading} scope="col" className={className}>
                  {heading}
                </th>
              ) : (
                <th key={heading.srOnly} scope="col" className={className}>
                  <span className="sr-only">{heading.srOnly}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The row's actions, on one line, in the (sticky) last column; several buttons form a group named `label`, one menu button names itself. */
AdminTable.Actions = function AdminTableActions({ label, children }: { label?: string; children: React.ReactNode }) {
  return (
    <td className={`px-3 py-2 ${STICKY_CLASS}`}>
      <div
        role={label ? "group" : undefined}
        aria-label={label}
        className="flex flex-nowrap items-center gap-2 whitespace-nowrap"
      >
        {children}
      </div>
    </td>
  );
};

/** One line cut with an ellipsis; the whole text shows on hover (title) and while focused. */
export function TruncatedText({ text }: { text: string }) {
  return (
    <span
      title={text}
      tabIndex={0}
      className={`block max-w-64 min-w-40 truncate rounded focus:overflow-visible focus:[overflow-wrap:anywhere] focus:whitespace-normal ${FOCUS_RING}`}
    >
      {text}
    </span>
  );
}
