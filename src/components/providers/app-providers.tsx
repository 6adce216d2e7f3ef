// The API client with React Query (TRPCReactProvider, through signed-in.tsx so that signed-out
// pages do not load it) for every part of a signed-in viewer's page:
// the header's bell, the verify-email banner, the card buttons, the account and dashboard screens.
// Signed-out visitors' pages do without it unless a layout (auth, directory, profiles, waitlist,
// review links) or an island (the header search box) brings its own; the footer's newsletter box
// and the waitlist form call the API on demand (trpc/on-demand.ts). Toasts: toast-host.tsx.
import { getPageUser } from "@/server/auth/page-access";
import { orFallback } from "@/features/site-settings/layout-data";
import { SignedInApi } from "./signed-in";

export async function AppProviders({ children }: { children: React.ReactNode }) {
  const user = await orFallback(getPageUser, null, "the signed-in user");
  return user ? <SignedInApi>{children}</SignedInApi> : children;
}
