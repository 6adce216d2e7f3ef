"use client";

import { Toaster } from "react-hot-toast";
import { TRPCReactProvider } from "@/trpc/react";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <TRPCReactProvider>
      {children}
      <Toaster position="bottom-right" toastOptions={{ duration: 4000, ariaProps: { role: "status", "aria-live": "polite" } }} />
    </TRPCReactProvider>
  );
}
