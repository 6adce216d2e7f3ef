// Hands the card buttons who is looking, read with the header's own (request-cached) session read:
// nothing is read from the database for signed-out visitors, and their HTML carries no user state
// (nor their pages the card-state query: SignedOutCardState asks nothing).
import { SignedOutCardState } from "@/features/favourites/components/card-state-context";
import { getPageUser } from "@/server/auth/page-access";
import { SignedInCardState } from "./signed-in";

export async function CardStateBoundary({ children }: { children: React.ReactNode }) {
  const user = await getPageUser();
  if (!user) return <SignedOutCardState>{children}</SignedOutCardState>;
  // emailVerified also holds for phone-only accounts (isVerified): a verified email needs an address too.
  const viewer = {
    isAdmin: user.roles.includes("admin"),
    isOwner: user.roles.includes("business_owner"),
    verifiedEmail: user.email !== null && user.emailVerified,
  };
  return <SignedInCardState viewer={viewer}>{children}</SignedInCardState>;
}
