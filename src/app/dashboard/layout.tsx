import { requirePageAccess } from "@/server/auth/page-access";
import { TRPCReactProvider } from "@/trpc/react";

/** /dashboard/* needs a signed-in user; /dashboard itself also needs the owner role ((owner)/layout.tsx). */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess("signed-in");
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
