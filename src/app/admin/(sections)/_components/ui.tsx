// Small pieces shared by the admin screens: a titled toast, an empty-state panel and a query's states.
"use client";

import toast from "react-hot-toast";
export { BUTTON_CLASS, DANGER_BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
export { Modal } from "@/components/ui/modal";

/** A toast with a bold title and a line of description. */
export function titledToast(kind: "success" | "error", title: string, description: string) {
  const body = (
    <span>
      <strong className="block">{title}</strong>
      <span className="block text-sm text-slate-600">{description}</span>
    </span>
  );
  return kind === "success" ? toast.success(body) : toast.error(body);
}

export function EmptyPanel({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">{children}</p>;
}

/** A list query in its states: an error, loading or empty panel, or else the list drawn by `children`. */
export function QueryList<T>({ query, noun, empty, children }: {
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
