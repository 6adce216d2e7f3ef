// The demo's business network: the owners who use it (owners.ts: about one in five, and the demo
// owner) connect with businesses of their own city, pass customers to each other over the last 12
// months (every status, won ones with their value) and write recommendations. Only listed
// businesses with an owner take part, and never two businesses of the same owner. The demo owner's
// businesses get connections, requests, referrals both ways and recommendations of their own.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db, DbProvider } from "@/platform/db";
import { bulkInsert } from "./bulk";
import { CHILD_CATEGORIES } from "./categories";
import { FIRST_NAMES, SURNAMES } from "./data";
import { DAY_MS, SEED_NOW } from "./dates";
import { DEMO_USER_IDS } from "./demo-accounts";
import { DECLINED_REASONS, DEFAULT_NEEDS, LOST_REASONS, RECOMMENDATION_TEXTS, REFERRAL_NEEDS } from "./network-data";
import { usesNetwork } from "./owners";
import { createRng, type Rng } from "./random";

/** Referrals per business in the directory (so the network grows with the seed): 300 at 240. */
const REFERRALS_PER_BUSINESS = 1.25;
/** The demo owner's businesses are connected with up to this many of their city's businesses. */
const DEMO_CONNECTIONS = 5;
const HOUR_MS = 3_600_000;
const YEAR_MS = 365 * DAY_MS;

type Member = {
  id: string;
  ownerId: string;
  businessName: string;
  citySlug: string;
  categoryId: string | null;
  phone: string | null;
  memberSince: Date;
};

export type NetworkCounts = {
  members: number;
  owners: number;
  connections: number;
  pending: number;
  referrals: number;
  recommendations: number;
};

const KIND = new Map(CHILD_CATEGORIES.map(({ parent, child }) => [`cat_${child.slug}`, { parent, child }]));
const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const at = (ms: number) => new Date(Math.min(ms, SEED_NOW.getTime()) - (Math.min(ms, SEED_NOW.getTime()) % 60_000));
const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

export async function seedNetwork(db: Db, provider: DbProvider, totalBusinesses: number): Promise<NetworkCounts> {
  const rng = createRng(20261127);
  const listed = await db.businessProfile.findMany({
    where: { ownerId: { not: null }, active: true, awaitingApproval: false },
    orderBy: { id: "asc" },
    select: {
      id: true,
      ownerId: true,
      businessName: true,
      citySlug: true,
      categoryId: true,
      phone: true,
      memberSince: true,
    },
  });
  const owned = listed as Member[];
  const members = owned.filter((b) => usesNetwork(b.ownerId));
  const demo = members.filter((b) => b.ownerId === DEMO_USER_IDS.owner);

  const connections: Prisma.BusinessConnectionCreateManyInput[] = [];
  const pairs = new Set<string>();
  const partners = new Map<string, Member[]>();
  const inNetwork = new Map(members.map((b) => [b.id, b]));

  function connect(requester: Member, addressee: Member, accepted: boolean) {
    const key = pairKey(requester.id, addressee.id);
    if (requester.ownerId === addressee.ownerId || pairs.has(key)) return false;
    pairs.add(key);
    const joined = Math.max(requester.memberSince.getTime(), addressee.memberSince.getTime()) + DAY_MS;
    const createdAt = accepted
      ? at(Math.max(SEED_NOW.getTime() - rng.next() * YEAR_MS, Math.min(joined, SEED_NOW.getTime() - 5 * DAY_MS)))
      : at(SEED_NOW.getTime() - rng.next() * 20 * DAY_MS);
    const kind = KIND.get(addressee.categoryId ?? "")?.child.label;
    connections.push({
      id: `conn_${String(connections.length + 1).padStart(7, "0")}`,
      pairKey: key,
      requesterId: requester.id,
      addresseeId: addressee.id,
      requestedById: requester.ownerId,
      note:
        rng.chance(0.4) && kind
          ? `Hi! Our customers often ask us for a good ${kind}. Would be great to connect and send work your way.`
          : null,
      status: accepted ? "accepted" : "pending",
      createdAt,
      acceptedAt: accepted ? at(createdAt.getTime() + HOUR_MS + rng.next() * 4 * DAY_MS) : null,
    });
    if (accepted) {
      for (const [a, b] of [
        [requester, addressee],
        [addressee, requester],
      ] as const) {
        const list = partners.get(a.id) ?? [];
        list.push(b);
        partners.set(a.id, list);
      }
    }
    return true;
  }

  // The demo owner's businesses first: their city's network members, then other listed owned
  // businesses of the city (owners the demo owner brought in), a few requests among them.
  for (const business of demo) {
    const city = owned.filter((b) => b.citySlug === business.citySlug && b.ownerId !== business.ownerId);
    const peers = [
      ...rng.sample(
        city.filter((b) => inNetwork.has(b.id)),
        DEMO_CONNECTIONS + 3,
      ),
      ...rng.sample(
        city.filter((b) => !inNetwork.has(b.id)),
        DEMO_CONNECTIONS + 3,
      ),
    ].slice(0, DEMO_CONNECTIONS + 3);
    for (const peer of peers) {
      if (inNetwork.has(peer.id)) continue;
      members.push(peer);
      inNetwork.set(peer.id, peer);
    }
    peers.forEach((peer, k) => {
      // The last two ask the demo business to connect, the one before is asked by it.
      if (peers.length >= 5 && k >= peers.length - 2) connect(peer, business, false);
      else if (peers.length >= 5 && k === peers.length - 3) connect(business, peer, false);
      else if (rng.chance(0.5)) connect(business, peer, true);
      else connect(peer, business, true);
    });
  }

  // Everyone else: each member asks one to six of its city's members; most have accepted.
  const byCity = new Map<string, Member[]>();
  for (const b of members) {
    const city = byCity.get(b.citySlug);
    if (city) city.push(b);
    else byCity.set(b.citySlug, [b]);
  }
  for (const city of byCity.values()) {
    if (city.length < 2) continue;
    for (const business of city) {
      for (let k = rng.int(1, 6); k > 0; k--) {
        const other = rng.pick(city);
        if (other.id !== business.id) connect(business, other, rng.chance(0.93));
      }
    }
  }

  const referrals = makeReferrals(rng, members, demo, partners, Math.round(REFERRALS_PER_BUSINESS * totalBusinesses));
  const recommendations = makeRecommendations(rng, connections, inNetwork, demo);

  await bulkInsert(db, provider, "BusinessConnection", connections);
  await bulkInsert(db, provider, "Referral", referrals);
  await bulkInsert(db, provider, "Recommendation", recommendations);
  await seedDemoNotices(db, demo, referrals, connections, inNetwork);

  return {
    members: members.length,
    owners: new Set(members.map((b) => b.ownerId)).size,
    connections: connections.filter((c) => c.status === "accepted").length,
    pending: connections.filter((c) => c.status === "pending").length,
    referrals: referrals.length,
    recommendations: recommendations.length,
  };
}

/** [new, contacted, won, lost, declined] weights by the referral's age. */
function statusWeights(ageDays: number): number[] {
  if (ageDays < 3) return [60, 30, 5, 0, 5];
  if (ageDays < 45) return [10, 30, 30, 15, 15];
  return [2, 6, 50, 27, 15];
}
const STATUSES = ["new", "contacted", "won", "lost", "declined"] as const;

function makeReferrals(
  rng: Rng,
  members: readonly Member[],
  demo: readonly Member[],
  partners: ReadonlyMap<string, Member[]>,
  total: number,
): Prisma.ReferralCreateManyInput[] {
  const rows: Prisma.ReferralCreateManyInput[] = [];
  const byCity = new Map<string, Member[]>();
  for (const b of members) {
    const city = byCity.get(b.citySlug);
    if (city) city.push(b);
    else byCity.set(b.citySlug, [b]);
  }

  /** Mostly to a connection; else to a member of the city, else of anywhere; never the same owner. */
  function recipient(from: Member): Member | null {
    const own = partners.get(from.id) ?? [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const pool = own.length > 0 && attempt < 3 && rng.chance(0.85) ? own : (byCity.get(from.citySlug) ?? members);
      const to = rng.pick(attempt < 5 ? pool : members);
      if (to.ownerId !== from.ownerId) return to;
    }
    return null;
  }

  function add(from: Member, to: Member, maxAgeDays = 365) {
    // Newer referrals outnumber older ones (the network grew over the year).
    const joined = Math.max(from.memberSince.getTime(), to.memberSince.getTime()) + DAY_MS;
    let created = SEED_NOW.getTime() - (1 - Math.sqrt(rng.next())) * maxAgeDays * DAY_MS;
    if (created < joined)
      created = SEED_NOW.getTime() - rng.next() * Math.max(SEED_NOW.getTime() - joined, 6 * HOUR_MS);
    const createdAt = at(created);
    const age = SEED_NOW.getTime() - createdAt.getTime();
    const status = STATUSES[rng.weighted(statusWeights(age / DAY_MS))]!;
    const firstResponseAt =
      status === "new"
        ? null
        : at(createdAt.getTime() + Math.min((0.3 - Math.log(1 - rng.next()) * 9) * HOUR_MS, age * 0.8));
    const closing = status === "won" || status === "lost";
    const closedAt =
      status === "declined"
        ? firstResponseAt
        : closing && firstResponseAt
          ? at(
              firstResponseAt.getTime() +
                Math.min(rng.next() * 30 * DAY_MS, (SEED_NOW.getTime() - firstResponseAt.getTime()) * 0.9),
            )
          : null;
    const lastStepAt = closedAt ?? firstResponseAt ?? createdAt;
    const stale = !closedAt && SEED_NOW.getTime() - lastStepAt.getTime() > 3 * DAY_MS;
    const removedAt =
      closedAt && SEED_NOW.getTime() - closedAt.getTime() > 180 * DAY_MS ? at(closedAt.getTime() + 180 * DAY_MS) : null;
    const removed = removedAt !== null;
    const kind = KIND.get(to.categoryId ?? "");
    const { needs, value } = (kind && REFERRAL_NEEDS[kind.parent.slug]) || DEFAULT_NEEDS;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(SURNAMES);
    const area = /^\(\d{3}\)/.exec(to.phone ?? "")?.[0] ?? "(512)";
    // Won: a value spread evenly on a log scale between the category's small and large jobs, whole dollars.
    const dollars = Math.round((value[0] * Math.pow(value[1] / value[0], rng.next())) / 5) * 5;
    rows.push({
      id: `ref_${String(rows.length + 1).padStart(7, "0")}`,
      fromBusinessId: from.id,
      toBusinessId: to.id,
      createdById: from.ownerId,
      customerName: removed ? null : `${first} ${last}`,
      customerEmail: removed || rng.chance(0.15) ? null : `${emailPart(first)}.${emailPart(last)}@example.com`,
      customerPhone: removed || rng.chance(0.25) ? null : `${area} 555-01${String(rng.int(0, 99)).padStart(2, "0")}`,
      need: rng.pick(needs),
      status,
      valueCents: status === "won" ? dollars * 100 : null,
      closeReason:
        status === "declined"
          ? rng.pick(DECLINED_REASONS)
          : status === "lost" && rng.chance(0.85)
            ? rng.pick(LOST_REASONS)
            : null,
      createdAt,
      lastStepAt,
      firstResponseAt,
      closedAt,
      remindedAt: stale ? at(lastStepAt.getTime() + 3 * DAY_MS) : null,
      contactRemovedAt: removedAt,
    });
  }

  // The demo owner's businesses: referrals received from and sent to their connections, recent
  // ones included, so every status shows on their screens.
  for (const business of demo) {
    const own = partners.get(business.id) ?? [];
    if (own.length === 0) continue;
    for (let k = 0; k < 12; k++) add(rng.pick(own), business, k < 3 ? 10 : 365);
    for (let k = 0; k < 7; k++) add(business, rng.pick(own), k < 2 ? 10 : 365);
  }
  if (members.length < 2) return rows;
  while (rows.length < total) {
    const from = rng.pick(members);
    const to = recipient(from);
    if (to) add(from, to);
    else if (rows.length === 0) break;
  }
  return rows;
}

function makeRecommendations(
  rng: Rng,
  connections: readonly Prisma.BusinessConnectionCreateManyInput[],
  members: ReadonlyMap<string, Member>,
  demo: readonly Member[],
): Prisma.RecommendationCreateManyInput[] {
  const rows: Prisma.RecommendationCreateManyInput[] = [];
  const demoIds = new Set(demo.map((b) => b.id));
  const written = new Set<string>();
  for (const connection of connections) {
    if (connection.status !== "accepted") continue;
    const requester = members.get(connection.requesterId)!;
    const addressee = members.get(connection.addresseeId)!;
    const demoPair = demoIds.has(requester.id) || demoIds.has(addressee.id);
    for (const [from, to, chance] of [
      [requester, addressee, demoPair ? 0.6 : 0.25],
      [addressee, requester, demoPair ? 0.5 : 0.1],
    ] as const) {
      const key = `${from.id}>${to.id}`;
      if (written.has(key) || !rng.chance(chance)) continue;
      written.add(key);
      const kind = KIND.get(to.categoryId ?? "")?.child.label ?? "local business";
      const accepted = new Date(connection.acceptedAt!).getTime();
      const createdAt = at(accepted + rng.next() * Math.max(SEED_NOW.getTime() - accepted, HOUR_MS));
      const status = (["accepted", "pending", "declined", "hidden"] as const)[rng.weighted([72, 16, 7, 5])]!;
      const respondedAt =
        status === "pending"
          ? null
          : at(createdAt.getTime() + Math.min(rng.next() * 3 * DAY_MS, SEED_NOW.getTime() - createdAt.getTime()));
      rows.push({
        id: `rec_${String(rows.length + 1).padStart(7, "0")}`,
        fromBusinessId: from.id,
        toBusinessId: to.id,
        authorId: from.ownerId,
        text: rng.pick(RECOMMENDATION_TEXTS).replaceAll("{name}", to.businessName).replaceAll("{kind}", kind),
        status,
        openReports: 0,
        removedReason: null,
        createdAt,
        respondedAt,
        updatedAt: respondedAt ?? createdAt,
      });
    }
  }
  return rows;
}

/** The demo owner's bell: the newest referral received and the newest request to connect, unread. */
async function seedDemoNotices(
  db: Db,
  demo: readonly Member[],
  referrals: readonly Prisma.ReferralCreateManyInput[],
  connections: readonly Prisma.BusinessConnectionCreateManyInput[],
  members: ReadonlyMap<string, Member>,
) {
  const demoIds = new Set(demo.map((b) => b.id));
  const newest = <T extends { createdAt?: Date | string }>(rows: readonly T[]) =>
    rows.reduce<T | null>(
      (best, row) => (!best || new Date(row.createdAt!) > new Date(best.createdAt!) ? row : best),
      null,
    );
  const referral = newest(referrals.filter((r) => demoIds.has(r.toBusinessId) && r.status === "new"));
  const request = newest(connections.filter((c) => demoIds.has(c.addresseeId) && c.status === "pending"));
  const data: Prisma.NotificationCreateManyInput[] = [];
  if (referral) {
    const from = members.get(referral.fromBusinessId)!;
    const to = members.get(referral.toBusinessId)!;
    data.push({
      id: "notif_owner_referral",
      userId: DEMO_USER_IDS.owner,
      type: "referral_received",
      title: `New referral from ${from.businessName}`,
      body: `${from.businessName} referred a customer to ${to.businessName}.`,
      link: `/dashboard/network/referrals?business=${to.id}`,
      readAt: null,
      createdAt: referral.createdAt!,
    });
  }
  if (request) {
    const from = members.get(request.requesterId)!;
    const to = members.get(request.addresseeId)!;
    data.push({
      id: "notif_owner_connection",
      userId: DEMO_USER_IDS.owner,
      type: "connection_request",
      title: `${from.businessName} wants to connect`,
      body: `${from.businessName} asked to connect with ${to.businessName}.`,
      link: `/dashboard/network/requests?business=${to.id}`,
      readAt: null,
      createdAt: request.createdAt!,
    });
  }
  if (data.length > 0) await db.notification.createMany({ data });
}
