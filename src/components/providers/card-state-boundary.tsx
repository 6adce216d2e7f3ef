// Hands the card buttons who is looking, read with the header's own (request-cached) session read:
// nothing is read from the database for signed-out visitors, and their HTML carries no user state
// (nor their pages the card-state query: SignedOutCardState asks nothing).
import { CardStateProvider } from "@/features/favourites/components/card-state-provider";
import { SignedOutCardState } from "@/features/favourites/components/card-state-context";
import { getPageUser } from "@/server/auth/page-access";

export async function CardStateBoundary({ children }: { children: React.ReactNode }) {
  const user = await getPageUser();
  if (!user) return <SignedOutCardState>{children}</SignedOutCardState>;
  return <CardStateProvider viewer={{ isAdmin: user.roles.includes("admin") }}>{children}</CardStateProvider>;
}
