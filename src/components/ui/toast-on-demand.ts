// A toast from a component on a public page that should not carry react-hot-toast with the page:
// the library loads with the first toast (the toaster itself loads on first interaction, see
// components/providers/toast-host.tsx).
import type { ReactNode } from "react";
import type { ToastOptions } from "react-hot-toast";

export function toastOnDemand(kind: "success" | "error", message: ReactNode, options?: ToastOptions): void {
  void import("react-hot-toast").then(({ default: toast }) => toast[kind](message as string, options));
}
