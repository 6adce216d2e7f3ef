// The layout of an area whose forms and lists use the query hooks and which signed-out visitors use
// too (auth, directory, profiles, waitlist confirmation, review links): the API client with React
// Query. Signed-in viewers already have it from the root layout's AppProviders; nesting is harmless
// (one QueryClient per browser tab).
import { TRPCReactProvider } from "@/trpc/react";

export default function ApiArea({ children }: { children: React.ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
