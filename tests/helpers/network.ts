// Network test data: owners with listed businesses and signed-in clients, and connections,
// referrals and recommendations written straight to the database (the tests' starting points).
import { db } from "@/platform/db";
import type { Role } from "@/lib/roles";
import { pairKey } from "@/features/network/access";
import type { TRecommendationStatus, TReferralStatus } from "@/features/network/types";
import { apiClient, outcome, type ApiClient } from "./http";
import { createUser, sessionCookie, uniqueEmail } from "./factories";
import { createBusiness, uniqueWord } from "./business-factories";

/** A business owned by `ownerId` (or by nobody); listed unless `active` / `awaitingApproval` say otherwise. */
export async function networkBusiness(
  ownerId: string | null,
  options: { name?: string; active?: boolean; awaitingApproval?: boolean; timeZone?: string; citySlug?: string } = {},
) {
  const business = await createBusiness({
    name: options.name ?? `Network ${uniqueWord()}`,
    active: options.active ?? true,
    timeZone: options.timeZone,
    citySlug: options.citySlug,
  });
  return db.businessProfile.update({
    where: { id: business.id },
    data: { ownerId, awaitingApproval: options.awaitingApproval ?? false },
    select: { id: true, businessName: true, ownerId: true },
  });
}

export type Owner = Awaited<ReturnType<typeof networkOwner>>;

/** A business owner (verified email unless `verified: false`) with one listed business, signed in. */
export async function networkOwner(
  baseUrl: string,
  options: { verified?: boolean; name?: string; timeZone?: string } = {},
) {
  const user = await createUser({ roles: ["business_owner"], verified: options.verified ?? true });
  const business = await networkBusiness(user.id, { name: options.name, timeZone: options.timeZone });
  return { user, business, api: await signedIn(baseUrl, user, ["business_owner"]) };
}

/** Another session of the same account: its own cookie, its own client. */
export async function signedIn(baseUrl: string, user: { id: string; displayName: string }, roles: Role[]) {
  return apiClient(baseUrl, await sessionCookie(user, roles));
}

/**
 * The six callers of a procedure that touches two businesses: nobody signed in, a customer, the
 * owners of the sending and the receiving business, an owner of neither, and an admin (acting as
 * themselves).
 */
export async function sixCallers(baseUrl: string) {
  const customer = await createUser({ roles: ["customer"], verified: true });
  const admin = await createUser({ roles: ["admin"], verified: true });
  const [sender, receiver, unrelated] = [
    await networkOwner(baseUrl, { name: `Sender ${uniqueWord()}` }),
    await networkOwner(baseUrl, { name: `Receiver ${uniqueWord()}` }),
    await networkOwner(baseUrl, { name: `Unrelated ${uniqueWord()}` }),
  ];
  return {
    sender,
    receiver,
    unrelated,
    clients: {
      anonymous: apiClient(baseUrl),
      customer: await signedIn(baseUrl, customer, ["customer"]),
      sender: sender.api,
      receiver: receiver.api,
      unrelated: unrelated.api,
      admin: await signedIn(baseUrl, admin, ["admin"]),
    } satisfies Record<Caller, ApiClient>,
  };
}

const CALLERS = ["anonymous", "customer", "sender", "receiver", "unrelated", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = "ok" | { code: string; message: string };

/**
 * Calls as each of the six callers, one after another, those in `last` at the end (the ones
 * expected to succeed, so the others meet the row as it was), and says what each got.
 */
export async function callAsEach(
  clients: Record<Caller, ApiClient>,
  call: (api: ApiClient) => Promise<unknown>,
  last: Caller[],
): Promise<Record<Caller, Outcome>> {
  const order = [...CALLERS.filter((caller) => !last.includes(caller)), ...last];
  const results = {} as Record<Caller, Outcome>;
  for (const caller of order) {
    const result = await outcome(call(clients[caller]));
    results[caller] = result === "ok" ? "ok" : { code: result.code, message: result.message };
  }
  return results;
}

export async function createConnection(requesterId: string, addresseeId: string, status: "pending" | "accepted") {
  return db.businessConnection.create({
    data: {
      pairKey: pairKey(requesterId, addresseeId),
      requesterId,
      addresseeId,
      status,
      acceptedAt: status === "accepted" ? new Date() : null,
    },
    select: { id: true },
  });
}

export async function createReferral(fromBusinessId: string, toBusinessId: string, status: TReferralStatus = "new") {
  return db.referral.create({
    data: {
      fromBusinessId,
      toBusinessId,
      customerName: "Robin Referred",
      customerEmail: uniqueEmail("referred"),
      customerPhone: "(512) 555-0142",
      need: "A new roof before winter",
      status,
    },
    select: { id: true, customerEmail: true, customerPhone: true },
  });
}

export async function createRecommendation(
  fromBusinessId: string,
  toBusinessId: string,
  status: TRecommendationStatus = "pending",
) {
  return db.recommendation.create({
    data: { fromBusinessId, toBusinessId, text: "Reliable, friendly and on time every time.", status },
    select: { id: true },
  });
}

/** What `network.refer` takes, with a customer who agreed to be contacted. */
export function referralInput(businessId: string, otherBusinessId: string) {
  return {
    businessId,
    otherBusinessId,
    customerName: "Robin Referred",
    customerEmail: uniqueEmail("referred"),
    customerPhone: "(512) 555-0142",
    need: "A new roof before winter",
    consent: true as const,
  };
}

export const RECOMMENDATION_TEXT = "Reliable, friendly and on time every time.";
