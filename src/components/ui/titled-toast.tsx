"use client";

import toast from "react-hot-toast";

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
