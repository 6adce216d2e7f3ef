import { requirePageAccess } from "@/server/auth/page-access";
import { TRPCReactProvider } from "@/trpc/react";

/** Any signed-in user. The gate sits in the layout, outside the loading boundary, so it answers with a real redirect. */
export default async function CustomerDashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess("signed-in");
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
