import "server-only";
// Connections between businesses: a request with an optional note, accepted or declined by the
// other business's owner; either side removes it or blocks the other business. One row per pair
// (pairKey): a second request in either direction is refused with a message saying where it stands,
// and two simultaneous requests leave exactly one row.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { columnContains } from "@/platform/db-text";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { hasVerifiedEmail } from "@/features/auth/verification-status";
import { actingBusiness, actingPair, isBlockedBetween, ownBusiness, pairKey, type NetworkActor } from "./access";
import { limitNetwork } from "./limits";
import { tellConnectionAccepted, tellConnectionRequest, PARTY } from "./notices";
import { NETWORK_MESSAGES, NETWORK_PAGE_SIZE, type TConnectionState } from "./types";

/** What a list shows of the other business. */
const otherBusinessSelect = {
  id: true,
  businessName: true,
  slug: true,
  city: true,
  citySlug: true,
  category: true,
  categoryId: true,
  logoUrl: true,
  averageRating: true,
  totalReviews: true,
} as const;

export async function requestConnection(
  db: Db,
  actor: NetworkActor,
  input: { businessId: string; otherBusinessId: string; note?: string },
) {
  await limitNetwork("connection", actor.id);
  const { business, other } = await actingPair(db, actor, input.businessId, input.otherBusinessId);
  const key = pairKey(business.id, other.id);
  await refuseExisting(db, key, business.id, other.businessName);
  try {
    return await db.$transaction(async (tx) => {
      const connection = await tx.businessConnection.create({
        data: {
          pairKey: key,
          requesterId: business.id,
          addresseeId: other.id,
          requestedById: actor.id,
          note: input.note ?? null,
        },
        select: { id: true, status: true },
      });
      // A block made while this request was checked: the request goes with the transaction.
      if (await isBlockedBetween(tx, business.id, other.id)) throw new AppError("FORBIDDEN", NETWORK_MESSAGES.blocked);
      await tellConnectionRequest(tx, other, business);
      return connection;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseExisting(db, key, business.id, other.businessName);
    throw error;
  }
}

async function refuseExisting(db: Db, key: string, businessId: string, otherName: string) {
  const existing = await db.businessConnection.findUnique({
    where: { pairKey: key },
    select: { status: true, requesterId: true },
  });
  if (!existing) return;
  if (existing.status === "accepted") throw new AppError("CONFLICT", NETWORK_MESSAGES.alreadyConnected(otherName));
  if (existing.requesterId === businessId) throw new AppError("CONFLICT", NETWORK_MESSAGES.alreadyRequested(otherName));
  throw new AppError("CONFLICT", NETWORK_MESSAGES.theyRequested(otherName));
}

/** The addressed business's owner accepts (connected) or declines (the request is deleted). */
export async function answerConnection(db: Db, actor: NetworkActor, input: { connectionId: string; accept: boolean }) {
  return db.$transaction(async (tx) => {
    const connection = await tx.businessConnection.findFirst({
      where: { id: input.connectionId, status: "pending", addressee: { ownerId: actor.id } },
      select: { id: true, requester: { select: PARTY }, addressee: { select: PARTY } },
    });
    if (!connection) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.requestNotFound);
    if (!input.accept) {
      await tx.businessConnection.delete({ where: { id: connection.id } });
      return { status: "declined" as const };
    }
    // Accepting takes the acting business's own checks (listed, proven email), and never connects a
    // blocked pair (a request that raced a block).
    await actingBusiness(tx, actor, connection.addressee.id);
    if (await isBlockedBetween(tx, connection.requester.id, connection.addressee.id)) {
      throw new AppError("NOT_FOUND", NETWORK_MESSAGES.requestNotFound);
    }
    const { count } = await tx.businessConnection.updateMany({
      where: { id: connection.id, status: "pending" },
      data: { status: "accepted", acceptedAt: new Date() },
    });
    if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.requestNotFound);
    await tellConnectionAccepted(tx, connection.requester, connection.addressee);
    return { status: "accepted" as const };
  });
}

/** Either side removes a connection, or the requester withdraws a request. */
export async function removeConnection(db: Db, actor: NetworkActor, input: { connectionId: string }) {
  const { count } = await db.businessConnection.deleteMany({
    where: {
      id: input.connectionId,
      OR: [
        { requester: { ownerId: actor.id } },
        // The addressee removes an accepted connection; a pending one it declines instead.
        { addressee: { ownerId: actor.id }, status: "accepted" },
      ],
    },
  });
  if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.connectionNotFound);
  return { removed: true };
}

/** Blocks another business: any connection or request between them goes, and it cannot ask again. */
export async function blockBusiness(
  db: Db,
  actor: NetworkActor,
  input: { businessId: string; otherBusinessId: string },
) {
  const business = await ownBusiness(db, actor, input.businessId);
  const other = await db.businessProfile.findUnique({ where: { id: input.otherBusinessId }, select: { id: true } });
  if (!other || other.id === business.id) throw new AppError("NOT_FOUND", "Business not found.");
  await db.$transaction(async (tx) => {
    await tx.businessConnection.deleteMany({ where: { pairKey: pairKey(business.id, other.id) } });
    await tx.businessBlock.upsert({
      where: { blockerId_blockedId: { blockerId: business.id, blockedId: other.id } },
      create: { blockerId: business.id, blockedId: other.id, createdById: actor.id },
      update: {},
    });
  });
  return { blocked: true };
}

export async function unblockBusiness(
  db: Db,
  actor: NetworkActor,
  input: { businessId: string; otherBusinessId: string },
) {
  const business = await ownBusiness(db, actor, input.businessId);
  await db.businessBlock.deleteMany({ where: { blockerId: business.id, blockedId: input.otherBusinessId } });
  return { blocked: false };
}

export async function listBlocked(db: Db, actor: NetworkActor, businessId: string) {
  const business = await ownBusiness(db, actor, businessId);
  const blocks = await db.businessBlock.findMany({
    where: { blockerId: business.id },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: { createdAt: true, blocked: { select: otherBusinessSelect } },
  });
  return blocks.map((block) => ({ blockedAt: block.createdAt, business: block.blocked }));
}

/**
 * The other businesses of a business's accepted connections (either side), as SQL to read from:
 * the two indexed halves (requesterId, status) and (addresseeId, status) joined to the businesses.
 */
function connectedBusinesses(businessId: string, filters: { search?: string; categoryId?: string } = {}) {
  return Prisma.sql`
    SELECT c."connectionId", b."id" AS "businessId", LOWER(b."businessName") AS "sortName", b."categoryId"
    FROM (
      SELECT "id" AS "connectionId", "addresseeId" AS "otherId" FROM "BusinessConnection"
       WHERE "requesterId" = ${businessId} AND "status" = 'accepted'
      UNION ALL
      SELECT "id", "requesterId" FROM "BusinessConnection"
       WHERE "addresseeId" = ${businessId} AND "status" = 'accepted'
    ) c
    JOIN "BusinessProfile" b ON b."id" = c."otherId"
    WHERE 1 = 1
    ${filters.search ? Prisma.sql`AND ${columnContains('b."businessName"', filters.search)}` : Prisma.empty}
    ${filters.categoryId ? Prisma.sql`AND b."categoryId" = ${filters.categoryId}` : Prisma.empty}`;
}

/**
 * A business's connections, searched by name and filtered by category, a page at a time in name
 * order. The page, the total and the categories are read in SQL (a busy business has thousands of
 * connections); only the page's rows are read in full.
 */
export async function listConnections(
  db: Db,
  actor: NetworkActor,
  input: { businessId: string; search?: string; categoryId?: string; page: number },
) {
  const business = await ownBusiness(db, actor, input.businessId);
  const matching = connectedBusinesses(business.id, input);
  // The page and the total in one read (the total rides on each row); the categories in another.
  const [page, categories] = await Promise.all([
    db.$queryRaw<{ connectionId: string; businessId: string; total: number | bigint }[]>`
      SELECT "connectionId", "businessId", CAST(COUNT(*) OVER () AS INTEGER) AS "total" FROM (${matching}) m
      ORDER BY "sortName", "businessId"
      LIMIT ${NETWORK_PAGE_SIZE} OFFSET ${(input.page - 1) * NETWORK_PAGE_SIZE}`,
    db.$queryRaw<{ id: string; name: string }[]>`
      SELECT DISTINCT k."id", k."name" FROM (${connectedBusinesses(business.id)}) a
      JOIN "BusinessCategory" k ON k."id" = a."categoryId"`,
  ]);
  // A page past the end has no row to carry the total: count then.
  const total =
    page.length > 0
      ? Number(page[0]!.total)
      : Number(
          (
            await db.$queryRaw<
              { total: number | bigint }[]
            >`SELECT CAST(COUNT(*) AS INTEGER) AS "total" FROM (${matching}) m`
          )[0]?.total ?? 0,
        );
  const [connections, businesses] = await Promise.all([
    db.businessConnection.findMany({
      where: { id: { in: page.map((row) => row.connectionId) } },
      select: { id: true, acceptedAt: true },
    }),
    db.businessProfile.findMany({
      where: { id: { in: page.map((row) => row.businessId) } },
      select: otherBusinessSelect,
    }),
  ]);
  return {
    items: page.flatMap((row) => {
      const found = businesses.find((b) => b.id === row.businessId);
      const connection = connections.find((c) => c.id === row.connectionId);
      return found && connection
        ? [{ connectionId: row.connectionId, connectedAt: connection.acceptedAt, business: found }]
        : [];
    }),
    total,
    page: input.page,
    pageSize: NETWORK_PAGE_SIZE,
    categories: categories.sort((a, b) => a.name.localeCompare(b.name, "en-US")),
  };
}

/** Requests a business received (to answer) or sent (to withdraw), newest first. */
export async function listRequests(
  db: Db,
  actor: NetworkActor,
  input: { businessId: string; direction: "received" | "sent" },
) {
  const business = await ownBusiness(db, actor, input.businessId);
  const received = input.direction === "received";
  const rows = await db.businessConnection.findMany({
    where: received ? { addresseeId: business.id, status: "pending" } : { requesterId: business.id, status: "pending" },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      note: true,
      createdAt: true,
      requester: { select: otherBusinessSelect },
      addressee: { select: otherBusinessSelect },
    },
  });
  return rows.map((row) => ({
    connectionId: row.id,
    note: row.note,
    requestedAt: row.createdAt,
    business: received ? row.requester : row.addressee,
  }));
}

/** Businesses with a connection or request with this one, either way, and the ones blocked either way. */
async function excludedIds(db: Db, businessId: string): Promise<Set<string>> {
  const [asked, answered, blocks] = await Promise.all([
    db.businessConnection.findMany({ where: { requesterId: businessId }, select: { addresseeId: true } }),
    db.businessConnection.findMany({ where: { addresseeId: businessId }, select: { requesterId: true } }),
    db.businessBlock.findMany({
      where: { OR: [{ blockerId: businessId }, { blockedId: businessId }] },
      select: { blockerId: true, blockedId: true },
    }),
  ]);
  const ids = new Set<string>([businessId]);
  for (const c of asked) ids.add(c.addresseeId);
  for (const c of answered) ids.add(c.requesterId);
  for (const b of blocks) ids.add(b.blockerId === businessId ? b.blockedId : b.blockerId);
  return ids;
}

/**
 * Suggestions: listed businesses with an owner in the same city, in other (complementary)
 * categories than this one, not yet connected or asked, most-reviewed first.
 */
export async function suggestConnections(db: Db, actor: NetworkActor, businessId: string, count: number) {
  const business = await ownBusiness(db, actor, businessId);
  const own = await db.businessProfile.findUnique({ where: { id: business.id }, select: { categoryId: true } });
  const excluded = await excludedIds(db, business.id);
  const found: Suggestion[] = [];
  let cursor: { totalReviews: number; id: string } | null = null;
  // Read the city's businesses in relevance order (its index) until enough pass the exclusions.
  for (let round = 0; round < 10 && found.length < count; round++) {
    const batch = await readSuggestionBatch(db, business.citySlug, actor.id, own?.categoryId ?? null, cursor);
    for (const candidate of batch) if (!excluded.has(candidate.id) && found.length < count) found.push(candidate);
    if (batch.length < SUGGESTION_BATCH) break;
    const last = batch[batch.length - 1]!;
    cursor = { totalReviews: last.totalReviews, id: last.id };
  }
  return found;
}

type Suggestion = Awaited<ReturnType<typeof readSuggestionBatch>>[number];

const SUGGESTION_BATCH = 100;

function readSuggestionBatch(
  db: Db,
  citySlug: string,
  ownerId: string,
  categoryId: string | null,
  after: { totalReviews: number; id: string } | null,
) {
  return db.businessProfile.findMany({
    where: {
      active: true,
      citySlug,
      awaitingApproval: false,
      ownerId: { not: null },
      NOT: [{ ownerId }, ...(categoryId ? [{ categoryId }] : [])],
      ...(after
        ? {
            OR: [
              { totalReviews: { lt: after.totalReviews } },
              { totalReviews: after.totalReviews, id: { gt: after.id } },
            ],
          }
        : {}),
    },
    orderBy: [{ totalReviews: "desc" }, { id: "asc" }],
    take: SUGGESTION_BATCH,
    select: otherBusinessSelect,
  });
}

/** "Connected with N local businesses": accepted connections from either side (public). */
export async function countConnections(db: Db, businessId: string): Promise<number> {
  const [asked, answered] = await Promise.all([
    db.businessConnection.count({ where: { requesterId: businessId, status: "accepted" } }),
    db.businessConnection.count({ where: { addresseeId: businessId, status: "accepted" } }),
  ]);
  return asked + answered;
}

/** The signed-in owner's businesses and where each stands toward another business (the profile's buttons). */
export async function relationshipWith(db: Db, actor: NetworkActor, otherBusinessId: string) {
  const mine = await db.businessProfile.findMany({
    where: { ownerId: actor.id, id: { not: otherBusinessId } },
    orderBy: { businessName: "asc" },
    take: 50,
    select: { id: true, businessName: true, active: true, awaitingApproval: true },
  });
  if (mine.length === 0) return { businesses: [] };
  const ids = mine.map((b) => b.id);
  const [connections, recommendations, blocks] = await Promise.all([
    db.businessConnection.findMany({
      where: { pairKey: { in: ids.map((id) => pairKey(id, otherBusinessId)) } },
      select: { id: true, status: true, requesterId: true, addresseeId: true },
    }),
    db.recommendation.findMany({
      where: { fromBusinessId: { in: ids }, toBusinessId: otherBusinessId },
      select: { fromBusinessId: true, status: true },
    }),
    db.businessBlock.findMany({
      where: {
        OR: [
          { blockerId: { in: ids }, blockedId: otherBusinessId },
          { blockerId: otherBusinessId, blockedId: { in: ids } },
        ],
      },
      select: { blockerId: true, blockedId: true },
    }),
  ]);
  return {
    businesses: mine.map((business) => {
      const connection = connections.find((c) => c.requesterId === business.id || c.addresseeId === business.id);
      const state: TConnectionState = !connection
        ? "none"
        : connection.status === "accepted"
          ? "connected"
          : connection.requesterId === business.id
            ? "sent"
            : "received";
      return {
        id: business.id,
        businessName: business.businessName,
        listed: business.active && !business.awaitingApproval,
        connection: state,
        connectionId: connection?.id ?? null,
        recommendation: recommendations.find((r) => r.fromBusinessId === business.id)?.status ?? null,
        blocked: blocks.some((b) => b.blockerId === business.id || b.blockedId === business.id),
      };
    }),
  };
}

/** The owner's businesses for the network's business picker, and whether their email is proven. */
export async function networkBusinesses(db: Db, actor: NetworkActor) {
  const [businesses, user] = await Promise.all([
    db.businessProfile.findMany({
      where: { ownerId: actor.id },
      orderBy: [{ businessName: "asc" }, { id: "asc" }],
      take: 100,
      select: { id: true, businessName: true, city: true, active: true, awaitingApproval: true },
    }),
    db.user.findUnique({ where: { id: actor.id }, select: { email: true, emailVerifiedAt: true } }),
  ]);
  return {
    emailVerified: user !== null && hasVerifiedEmail(user),
    businesses: businesses.map((b) => ({
      id: b.id,
      businessName: b.businessName,
      city: b.city,
      listed: b.active && !b.awaitingApproval,
    })),
  };
}
