// The layout of an area whose forms and lists use the query hooks (auth, review links, waitlist
// confirmation and spot pages): the API client with React Query. The signed-in areas (admin,
// dashboards, account) wrap their pages in it in their own layouts; public pages' signed-in parts
// bring it as islands (src/trpc/island.tsx). Nesting is harmless (one client per browser tab).
import { TRPCReactProvider } from "@/trpc/react";

export default function ApiArea({ children }: { children: React.ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
