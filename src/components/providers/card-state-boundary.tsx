// Hands the card buttons who is looking, read with the header's own (request-cached) session read:
// nothing is read from the database for signed-out visitors, and their HTML carries no user state.
import { CardStateProvider } from "@/features/favourites/components/card-state-provider";
import { getPageUser } from "@/server/auth/page-access";

export async function CardStateBoundary({ children }: { children: React.ReactNode }) {
  const user = await getPageUser();
  return <CardStateProvider viewer={user && { isAdmin: user.roles.includes("admin") }}>{children}</CardStateProvider>;
}
