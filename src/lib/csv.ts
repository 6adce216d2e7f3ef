// CSV with every cell quoted (RFC 4180), for the owners' and organisations' downloads. A cell that
// starts with = + - @ or a tab/CR is defused with a leading apostrophe, so no spreadsheet runs it
// as a formula. Pure. (The waitlist's CSV quotes only where needed: features/waitlist-admin/csv.ts.)

type Cell = string | number | null | undefined;

function quotedCsvCell(value: Cell): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The header and the rows, each line ending in CRLF. */
export function quotedCsv(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(quotedCsvCell).join(",") + "\r\n").join("");
}
