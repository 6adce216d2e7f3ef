/**
 * The page numbers a pagination bar shows: the first, the last and two either side of the current
 * page, with null where numbers are skipped. 1 … 4 5 [6] 7 8 … 20. Only pages that `opens` (the
 * current page always shows).
 */
export function pageNumbers(
  page: number,
  pageCount: number,
  opens: (page: number) => boolean = () => true,
): Array<number | null> {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].filter((n) => n >= 1 && (n === page || opens(n))).sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? [null, n] : [n]));
}

/** A total, or a lower bound where counting stopped: "240", "1,000+". */
const totalText = (total: number, capped: boolean) => (capped ? `${total.toLocaleString("en-US")}+` : String(total));

/** "Showing 13–24 of 240 businesses", "Showing 1–12 of 1,000+ businesses". */
export function showingLabel(page: number, pageSize: number, total: number, capped = false): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${totalText(total, capped)} ${total === 1 && !capped ? "business" : "businesses"}`;
}
