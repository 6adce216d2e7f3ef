// A list query in its states, and the empty-state panel it shows (the admin screens' lists).
"use client";

export function EmptyPanel({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A list query in its states: an error, loading or empty panel, or else the list drawn by `children`. */
export function QueryList<T>({
  query,
  noun,
  empty,
  children,
}: {
  query: { isError: boolean; data: T[] | undefined };
  /** What the list holds, e.g. "challenges" ('Loading challenges...'). */
  noun: string;
  empty: string;
  children: (items: T[]) => React.ReactNode;
}) {
  if (query.isError) return <EmptyPanel>{`Error loading ${noun}. Please try again.`}</EmptyPanel>;
  if (!query.data) return <EmptyPanel>{`Loading ${noun}...`}</EmptyPanel>;
  if (!query.data.length) return <EmptyPanel>{empty}</EmptyPanel>;
  return children(query.data);
}
