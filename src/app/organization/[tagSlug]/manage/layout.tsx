import { requirePageAccess } from "@/server/auth/page-access";
import { TRPCReactProvider } from "@/trpc/react";

// The organisation admin's screen: guests go to sign-in and come back (outside any loading boundary,
// so the redirect is a real one); the page itself answers 404 to anyone who does not manage it.
export default async function ManageLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess("signed-in");
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
