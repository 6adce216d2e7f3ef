// Who owns the generated businesses. The demo owner owns the first OWNER_BUSINESSES; after that
// about OWNED_SHARE of the businesses have been claimed by an owner of their own (a generated
// account that cannot sign in), and some of those owners own the next business too. Decided by a
// hash of the business's number, never by the business generator's random sequence, so the
// businesses themselves are the same as without owners.
import type { Prisma } from "@/generated/sqlite/client";
import { FIRST_NAMES, SURNAMES } from "./data";
import { DAY_MS } from "./dates";
import { DEMO_USER_IDS, OWNER_BUSINESSES } from "./demo-accounts";
import { mulberry32 } from "./random";

/** Share of the generated businesses (after the demo owner's) that have an owner. */
const OWNED_SHARE = 0.4;
/** Share of owned businesses whose owner also owns the next business, when that one is owned. */
const SECOND_BUSINESS_SHARE = 0.1;
/** Share of the owners who use the business network (the demo owner always does). */
const NETWORK_OWNER_SHARE = 0.2;

/** A number in [0, 1) from `n`, the same on every run; `salt` gives independent draws. */
export const unitHash = (n: number, salt: number) => mulberry32((Math.imul(n, 0x9e3779b1) ^ salt) >>> 0)();

const stringHash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** Whether the owner takes part in the network: the demo owner and about one owner in five. */
export const usesNetwork = (ownerId: string) =>
  ownerId === DEMO_USER_IDS.owner || unitHash(stringHash(ownerId), 0x5eed) < NETWORK_OWNER_SHARE;

const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

export type OwnerRows = { owners: Prisma.UserCreateManyInput[]; ownerRoles: Prisma.UserRoleCreateManyInput[] };

/**
 * Returns, for the businesses in order (1, 2, 3, ...), each one's owner id or null, adding a new
 * owner's account and role to `rows` when the business brings one.
 */
export function createOwnerAssigner(passwordHash: string) {
  let previousOwner: string | null = null;
  return (index: number, num: string, memberSince: Date, rows: OwnerRows): string | null => {
    if (index <= OWNER_BUSINESSES) return DEMO_USER_IDS.owner;
    if (unitHash(index, 0x0a11) >= OWNED_SHARE) return (previousOwner = null);
    if (previousOwner && previousOwner !== DEMO_USER_IDS.owner && unitHash(index, 0x2b1d) < SECOND_BUSINESS_SHARE)
      return previousOwner;
    const first = FIRST_NAMES[Math.floor(unitHash(index, 0xf125) * FIRST_NAMES.length)]!;
    const last = SURNAMES[Math.floor(unitHash(index, 0x1a57) * SURNAMES.length)]!;
    const id = `user_own_${num}`;
    // The account came a few weeks before the listing was claimed (at memberSince).
    const createdAt = new Date(memberSince.getTime() - Math.floor(unitHash(index, 0xc4ea) * 60) * DAY_MS);
    rows.owners.push({
      id,
      email: `${emailPart(first)}.${emailPart(last)}.${num}@owners.example`,
      // The hash of a password nobody knows: these accounts cannot sign in.
      passwordHash,
      displayName: `${first} ${last}`,
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    rows.ownerRoles.push({ userId: id, role: "business_owner", createdAt });
    return (previousOwner = id);
  };
}
