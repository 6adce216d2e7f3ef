// Shared by the network's pages: the owner, their businesses and the one the address chooses
// (`?business=<id>`; the first business when it names none of theirs).
import "server-only";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { OWNER_AREA_ROLES } from "@/lib/roles";
import type { NetworkChoice } from "@/features/network/components/network-frame";

export type NetworkSearchParams = Promise<{ business?: string | string[] }>;

export async function loadNetwork(searchParams: NetworkSearchParams) {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  const [{ emailVerified, businesses }, params] = await Promise.all([api.network.businesses(), searchParams]);
  const chosen = typeof params.business === "string" ? params.business : undefined;
  const selected = businesses.find((business) => business.id === chosen) ?? businesses[0] ?? null;
  const choice: NetworkChoice = {
    emailVerified,
    businesses,
    selected,
    unknownChoice: chosen !== undefined && selected !== null && selected.id !== chosen,
  };
  return { user, choice };
}

export const NETWORK_AUDIENCE =
  "Connect with other local businesses, pass each other customers and recommend the ones you trust.";
