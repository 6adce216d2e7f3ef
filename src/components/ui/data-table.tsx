// The one data table (admin screens, dashboards): a scrolling frame, a caption for screen readers, column headings
// and the body rows the caller renders. No client code, so server and client screens share it.
export const TH_CLASS = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
export const TABLE_WRAP_CLASS = "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";

/** A column heading; `{ srOnly }` names a column (e.g. of buttons) for screen readers only. */
type Heading = string | { srOnly: string };

type AdminTableProps = {
  caption: string;
  headings: readonly Heading[];
  /** Dims the rows while newer ones load. */
  busy?: boolean;
  children: React.ReactNode;
};

export function AdminTable({ caption, headings, busy, children }: AdminTableProps) {
  return (
    <div className={`relative ${TABLE_WRAP_CLASS}`}>
      <table aria-busy={busy || undefined} className={`min-w-full divide-y divide-slate-200 text-sm transition-opacity ${busy ? "opacity-60" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading) =>
              typeof heading === "string" ? (
                <th key={heading} scope="col" className={TH_CLASS}>
                  {heading}
                </th>
              ) : (
                <th key={heading.srOnly} scope="col" className={TH_CLASS}>
                  <span className="sr-only">{heading.srOnly}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
