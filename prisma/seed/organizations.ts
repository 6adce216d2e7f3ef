// The demo's organisations: the two the waitlist names (site-content.ts), a few more written out
// (one with a public leaderboard, one awaiting approval, one suspended) and, at scale, generated
// chambers, referral groups and associations over the cities: one per ORGANIZATION_EVERY businesses
// (1,000 at 100,000). Every approved one has an organisation admin (the owner of one of its member
// businesses), active members among the listed owned businesses (mostly of its city), a few requests
// and invitations, member-only offers and waitlist entries carrying its slug that became members.
// The demo owner's first business is a member of one (Houston Referral Circle) and the second is
// invited by another; the demo owner manages none.
import type { Prisma } from "@/generated/sqlite/client";
import { KNOWN_CITIES } from "@/lib/cities";
import type { Db, DbProvider } from "@/platform/db";
import { bulkInsert } from "./bulk";
import { FIRST_NAMES, SURNAMES } from "./data";
import { DAY_MS, SEED_NOW, dateBetween } from "./dates";
import { DEMO_USER_IDS } from "./demo-accounts";
import { usesNetwork } from "./owners";
import { createRng, type Rng } from "./random";
import { ORGANIZATIONS } from "./site-content";

/** One organisation per this many businesses (at least the written-out ones). */
const ORGANIZATION_EVERY = 100;
/** The demo owner's first business is a member of this one; it shows its leaderboard publicly. */
export const DEMO_MEMBER_ORGANIZATION = "org_houston-referral-circle";
/** The demo owner's second business is invited by this one. */
const DEMO_INVITING_ORGANIZATION = "org_san-antonio-women-in-business";
const DEMO_BUSINESSES = ["biz_000001", "biz_000002", "biz_000003"];

type Kind = "chamber" | "referral_group" | "association" | "other";
type Written = {
  id: string;
  name: string;
  kind: Kind;
  citySlug: string;
  description: string;
  state: "approved" | "pending" | "suspended";
  /** Active members at 100,000 businesses; fewer (at least a handful) in smaller seeds. */
  membersAt100k: number;
  leaderboardPublic?: boolean;
  createdAt: Date;
};

const WRITTEN: Written[] = [
  {
    id: "org_houston-referral-circle",
    name: "Houston Referral Circle",
    kind: "referral_group",
    citySlug: "houston",
    description:
      "Houston owners who meet every Tuesday at 7:30 for coffee and pass customers to one another. One member per trade, so every referral counts.",
    state: "approved",
    membersAt100k: 120,
    leaderboardPublic: true,
    createdAt: new Date("2025-09-08T16:00:00.000Z"),
  },
  {
    id: "org_san-antonio-women-in-business",
    name: "San Antonio Women in Business",
    kind: "association",
    citySlug: "san-antonio",
    description:
      "Women-owned businesses of San Antonio: monthly workshops, mentoring for new owners and a directory our members use first.",
    state: "approved",
    membersAt100k: 260,
    createdAt: new Date("2024-04-22T15:00:00.000Z"),
  },
  {
    id: "org_el-paso-main-street-merchants",
    name: "El Paso Main Street Merchants",
    kind: "other",
    citySlug: "el-paso",
    description:
      "Shops, cafés and studios of downtown El Paso working together on late-night markets, window trails and shared promotions.",
    state: "approved",
    membersAt100k: 45,
    createdAt: new Date("2025-11-12T16:00:00.000Z"),
  },
  {
    id: "org_fort-worth-trades-guild",
    name: "Fort Worth Trades Guild",
    kind: "association",
    citySlug: "fort-worth",
    description: "Licensed plumbers, electricians and builders of Fort Worth who vouch for each other's work.",
    state: "pending",
    membersAt100k: 0,
    createdAt: new Date("2026-11-19T14:20:00.000Z"),
  },
  {
    id: "org_plano-business-network",
    name: "Plano Business Network",
    kind: "referral_group",
    citySlug: "plano",
    description: "A weekly lunch for Plano business owners to trade leads.",
    state: "suspended",
    membersAt100k: 30,
    createdAt: new Date("2025-03-03T17:00:00.000Z"),
  },
];

/** Active members at 100,000 businesses of the two the waitlist names (Austin Chamber is the busy one). */
const NAMED_MEMBERS_AT_100K: Record<string, number> = {
  "org_austin-chamber": 2_000,
  "org_dallas-small-business-alliance": 150,
};

const GENERATED_NAMES: Record<Kind, readonly string[]> = {
  chamber: [
    "Chamber of Commerce",
    "Hispanic Chamber of Commerce",
    "Young Professionals Chamber",
    "Asian Chamber of Commerce",
    "Black Chamber of Commerce",
    "LGBTQ+ Chamber",
  ],
  referral_group: [
    "Referral Circle",
    "Business Builders",
    "Breakfast Networking Group",
    "Trades Referral Network",
    "Lunch & Leads",
    "Home Pros Referral Group",
    "Wellness Referral Circle",
  ],
  association: [
    "Restaurant Association",
    "Independent Retailers Association",
    "Home Services Association",
    "Women in Business",
    "Beauty Professionals Association",
    "Auto Repair Association",
    "Veteran Business Owners",
  ],
  other: ["Makers Collective", "Main Street Merchants", "Downtown Business District", "Shop Local Alliance"],
};
const AREAS = ["", "North", "South", "East", "West", "Central", "Downtown", "Midtown", "Uptown", "Northwest"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

function generatedDescription(rng: Rng, kind: Kind, city: string, founded: number): string {
  switch (kind) {
    case "chamber":
      return `Advocacy, networking and events for ${city} businesses since ${founded}. Members meet monthly and get a say in what we ask of city hall.`;
    case "referral_group":
      return `${city} owners who meet every ${rng.pick(WEEKDAYS)} morning and pass customers to one another. One seat per trade.`;
    case "association":
      return `Training, group purchasing and a shared voice for ${city}'s independent businesses. New owners get a mentor in their first year.`;
    default:
      return `Independent ${city} shops and makers working together on markets, events and local promotions.`;
  }
}

const OFFERS: ReadonlyArray<{ title: string; details: string }> = [
  {
    title: "15% off for fellow members",
    details:
      "Mention the organization when you book or order and we take 15% off the bill. Not combinable with other deals.",
  },
  {
    title: "Free first consultation",
    details:
      "A free 30-minute consultation for members' businesses, in person or by video. Book by phone and say you're a member.",
  },
  {
    title: "Members' lunch special",
    details: "Lunch for two at our counter for $20, Monday to Thursday. Show the member badge on your LocalHub page.",
  },
  {
    title: "Priority booking for members",
    details:
      "Members' jobs go to the front of our schedule, usually within 48 hours. Call us and give your business's name.",
  },
  {
    title: "Referral thank-you",
    details: "Send us a customer who books and we send you a $25 gift card, every time.",
  },
  {
    title: "Group rate on printing",
    details: "Flyers, cards and banners at our wholesale rate for members, with free delivery anywhere in town.",
  },
  {
    title: "Staff discount for members' teams",
    details: "Your employees get 10% off with a photo of their work ID. Valid at every location.",
  },
  {
    title: "Free review of your books",
    details:
      "An hour with one of our bookkeepers to look over your year-end, free for members. Limited slots each month.",
  },
];

type Listed = {
  id: string;
  ownerId: string;
  businessName: string;
  citySlug: string;
  memberSince: Date;
  owner: { displayName: string | null; email: string } | null;
};

export type OrganizationCounts = {
  organizations: number;
  members: number;
  requests: number;
  invited: number;
  invitations: number;
  offers: number;
  broughtIn: number;
};

const at = (ms: number) => new Date(ms - (ms % 60_000));
const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Writes the organisations (apart from ORGANIZATIONS, which the reference data wrote: they get
 * their members here too) and their members, admins, requests, invitations, member offers and
 * converted waitlist entries. `totalBusinesses` is the seed's N.
 */
export async function seedOrganizations(
  db: Db,
  provider: DbProvider,
  totalBusinesses: number,
): Promise<OrganizationCounts> {
  const rng = createRng(20261201);
  const listed = (await db.businessProfile.findMany({
    where: { ownerId: { not: null }, active: true, awaitingApproval: false },
    orderBy: { id: "asc" },
    select: {
      id: true,
      ownerId: true,
      businessName: true,
      citySlug: true,
      memberSince: true,
      owner: { select: { displayName: true, email: true } },
    },
  })) as Listed[];
  // The demo owner's businesses join only where written below.
  const candidates = listed.filter((b) => b.ownerId !== DEMO_USER_IDS.owner);
  const byCity = new Map<string, Listed[]>();
  for (const b of candidates) {
    const city = byCity.get(b.citySlug);
    if (city) city.push(b);
    else byCity.set(b.citySlug, [b]);
  }
  const cityName = new Map(KNOWN_CITIES.map((c) => [c.slug, c.name]));
  const scale = totalBusinesses / 100_000;

  type Plan = {
    row: Prisma.OrganizationCreateManyInput;
    members: number;
  };
  const plans: Plan[] = [];
  const organizationRow = (
    id: string,
    name: string,
    kind: Kind,
    citySlug: string,
    description: string,
    state: Written["state"],
    createdAt: Date,
    leaderboardPublic = false,
  ): Prisma.OrganizationCreateManyInput => {
    const approvedAt = state === "pending" ? null : at(createdAt.getTime() + rng.int(1, 72) * 3_600_000);
    return {
      id,
      slug: id.slice("org_".length),
      name,
      description,
      logoUrl: null,
      websiteUrl: `https://www.${id.slice("org_".length)}.example`,
      active: state === "approved",
      kind,
      city: cityName.get(citySlug) ?? null,
      citySlug,
      requestedById: null,
      approvedAt,
      suspendedAt: state === "suspended" ? at(SEED_NOW.getTime() - rng.int(5, 40) * DAY_MS) : null,
      leaderboardPublic,
      createdAt,
      updatedAt: approvedAt ?? createdAt,
    };
  };

  const sized = (at100k: number) => (at100k === 0 ? 0 : Math.max(4, Math.round(at100k * scale)));
  for (const named of ORGANIZATIONS)
    plans.push({ row: { ...named, id: named.id! }, members: sized(NAMED_MEMBERS_AT_100K[named.id!] ?? 40) });
  for (const w of WRITTEN)
    plans.push({
      row: organizationRow(w.id, w.name, w.kind, w.citySlug, w.description, w.state, w.createdAt, w.leaderboardPublic),
      members: sized(w.membersAt100k),
    });

  // The generated ones, in cities weighted by their listed owned businesses.
  const target = Math.max(plans.length, Math.round(totalBusinesses / ORGANIZATION_EVERY));
  const cities = [...byCity.keys()].filter((slug) => cityName.has(slug)).sort();
  const weights = cities.map((slug) => byCity.get(slug)!.length);
  const slugs = new Set(plans.map((p) => p.row.slug));
  const kinds: Kind[] = ["chamber", "referral_group", "association", "other"];
  while (plans.length < target && cities.length > 0) {
    const citySlug = cities[rng.weighted(weights)]!;
    const kind = kinds[rng.weighted([2, 5, 4, 1])]!;
    const city = cityName.get(citySlug)!;
    let name = "";
    for (let attempt = 0; attempt < 20 && (!name || slugs.has(slugOf(name))); attempt++) {
      const area = attempt === 0 ? "" : rng.pick(AREAS);
      name = `${city}${area ? ` ${area}` : ""} ${rng.pick(GENERATED_NAMES[kind])}`;
    }
    if (slugs.has(slugOf(name))) name = `${name} ${plans.length}`;
    slugs.add(slugOf(name));
    const createdAt = dateBetween(new Date("2019-01-01T00:00:00Z"), new Date("2026-09-01T00:00:00Z"), rng.next());
    const roll = rng.next();
    const state = roll < 0.02 ? "pending" : roll < 0.03 ? "suspended" : "approved";
    plans.push({
      row: organizationRow(
        `org_${slugOf(name)}`,
        name,
        kind,
        citySlug,
        generatedDescription(rng, kind, city, createdAt.getUTCFullYear()),
        state,
        state === "pending" ? at(SEED_NOW.getTime() - rng.int(1, 20) * DAY_MS) : createdAt,
      ),
      // Most are small; a few have a hundred members or more.
      members: state === "pending" ? 0 : Math.max(3, Math.round((6 + 90 * rng.next() ** 2.5) * Math.min(1, scale * 4))),
    });
  }

  const members: Prisma.OrganizationMemberCreateManyInput[] = [];
  const managers: Prisma.OrganizationManagerCreateManyInput[] = [];
  const invitations: Prisma.OrganizationInvitationCreateManyInput[] = [];
  const offers: Prisma.MemberOfferCreateManyInput[] = [];
  const entries: Prisma.WaitlistEntryCreateManyInput[] = [];
  const converted = new Set<string>();
  const entryEmails = new Set(
    (await db.waitlistEntry.findMany({ select: { email: true } })).map((entry) => entry.email),
  );
  const demo = new Map(listed.filter((b) => DEMO_BUSINESSES.includes(b.id)).map((b) => [b.id, b]));
  const memberId = () => `orgm_${String(members.length + 1).padStart(7, "0")}`;

  for (const { row, members: size } of plans) {
    const organizationId = row.id!;
    const created = new Date(row.createdAt!).getTime();
    const cityPool = byCity.get(row.citySlug!) ?? [];
    const taken = new Set<string>();
    const choose = (count: number, fromCity: number, preferNetwork: boolean) => {
      const picked: Listed[] = [];
      const fromOwnCity = Math.min(cityPool.length, Math.round(count * fromCity));
      const local = preferNetwork
        ? [
            ...rng.sample(
              cityPool.filter((b) => !taken.has(b.id) && usesNetwork(b.ownerId)),
              Math.ceil(fromOwnCity / 2),
            ),
          ]
        : [];
      for (const b of local) taken.add(b.id);
      picked.push(...local);
      for (const b of rng.sample(
        cityPool.filter((b) => !taken.has(b.id)),
        fromOwnCity - picked.length,
      )) {
        taken.add(b.id);
        picked.push(b);
      }
      for (let guard = 0; picked.length < count && guard < count * 4 && candidates.length > 0; guard++) {
        const b = rng.pick(candidates);
        if (taken.has(b.id)) continue;
        taken.add(b.id);
        picked.push(b);
      }
      return picked;
    };

    const active = choose(size, 0.85, true);
    if (organizationId === DEMO_MEMBER_ORGANIZATION && demo.has("biz_000001")) active.unshift(demo.get("biz_000001")!);
    for (const b of active) {
      const from = Math.max(created, new Date(b.memberSince).getTime()) + DAY_MS;
      const joinedAt = at(from + rng.next() * Math.max(SEED_NOW.getTime() - DAY_MS - from, 3_600_000));
      members.push({
        id: memberId(),
        organizationId,
        businessId: b.id,
        status: "active",
        showValue: b.ownerId === DEMO_USER_IDS.owner || rng.chance(0.2),
        createdAt: at(joinedAt.getTime() - rng.int(1, 96) * 3_600_000),
        joinedAt,
      });
    }
    if (row.approvedAt === null) {
      // Awaiting approval: asked for by an owner of its city, who becomes its admin once approved.
      const requester = cityPool.length > 0 ? rng.pick(cityPool) : candidates.length > 0 ? rng.pick(candidates) : null;
      row.requestedById = requester?.ownerId ?? null;
      continue;
    }

    // Its admins: the owner of a member business (two for the busy chamber), never the demo owner.
    const admins = [...new Set(active.map((b) => b.ownerId).filter((id) => id !== DEMO_USER_IDS.owner))].slice(
      0,
      size >= 1000 ? 2 : 1,
    );
    for (const userId of admins) managers.push({ organizationId, userId, createdAt: row.approvedAt! });
    if (
      admins[0] &&
      (row.kind === "referral_group" || row.kind === "other" || rng.chance(0.3)) &&
      !NAMED_MEMBERS_AT_100K[organizationId]
    )
      row.requestedById = admins[0];

    // Requests and invitations waiting for an answer.
    const pending = choose(rng.int(1, size >= 100 ? 6 : 3), 0.9, false);
    pending.forEach((b, k) => {
      members.push({
        id: memberId(),
        organizationId,
        businessId: b.id,
        status: k % 2 === 0 ? "requested" : "invited",
        showValue: false,
        createdAt: at(SEED_NOW.getTime() - rng.next() * 20 * DAY_MS),
        joinedAt: null,
      });
    });
    if (organizationId === DEMO_INVITING_ORGANIZATION && demo.has("biz_000002"))
      members.push({
        id: memberId(),
        organizationId,
        businessId: "biz_000002",
        status: "invited",
        showValue: false,
        createdAt: at(SEED_NOW.getTime() - 2 * DAY_MS),
        joinedAt: null,
      });
    for (let k = rng.int(0, 2); k > 0; k--) {
      const email = `${emailPart(rng.pick(FIRST_NAMES))}.${emailPart(rng.pick(SURNAMES))}.${invitations.length + 1}@invited.example`;
      invitations.push({
        id: `orginv_${String(invitations.length + 1).padStart(6, "0")}`,
        organizationId,
        email,
        invitedById: admins[0] ?? null,
        createdAt: at(SEED_NOW.getTime() - rng.next() * 30 * DAY_MS),
      });
    }

    // Member-only offers: two for the written-out ones, none to two for the others.
    const written = organizationId in NAMED_MEMBERS_AT_100K || WRITTEN.some((w) => w.id === organizationId);
    const offering = rng.sample(
      active.filter((b) => b.ownerId !== DEMO_USER_IDS.owner),
      written ? 2 : rng.int(0, 2),
    );
    const texts = rng.sample(OFFERS, offering.length);
    offering.forEach((b, k) => {
      offers.push({
        id: `morg_${String(offers.length + 1).padStart(6, "0")}`,
        organizationId,
        businessId: b.id,
        title: texts[k]!.title,
        details: texts[k]!.details,
        validUntil: rng.chance(0.5) ? at(SEED_NOW.getTime() + rng.int(20, 120) * DAY_MS) : null,
        createdAt: at(SEED_NOW.getTime() - rng.next() * 60 * DAY_MS),
      });
    });

    // New members brought in: owners who joined the waitlist from the organisation's page, and
    // whose business is now listed and a member: recent listings first (listed after the
    // organisation began), then any of its members in a small seed.
    const since = (b: Listed) => new Date(b.memberSince).getTime();
    const eligible = active.filter((b) => b.ownerId !== DEMO_USER_IDS.owner && !converted.has(b.id) && b.owner);
    const wanted = written ? Math.min(3 + Math.floor(size / 100), 25) : rng.int(0, 2);
    const recent = eligible.filter((b) => since(b) > SEED_NOW.getTime() - 365 * DAY_MS && since(b) > created);
    const older = eligible.filter((b) => !recent.includes(b));
    const bringing = [...rng.sample(recent, wanted), ...rng.sample(older, written ? wanted : 0)].slice(0, wanted);
    for (const b of bringing) {
      const email = b.owner!.email.toLowerCase();
      if (entryEmails.has(email)) continue;
      entryEmails.add(email);
      converted.add(b.id);
      const createdAt = at(new Date(b.memberSince).getTime() - rng.int(3, 40) * DAY_MS);
      entries.push({
        id: `waitlist_org_${String(entries.length + 1).padStart(5, "0")}`,
        businessName: b.businessName,
        ownerName: b.owner!.displayName ?? b.businessName,
        email,
        location: `${cityName.get(b.citySlug) ?? b.citySlug}, TX`,
        citySlug: b.citySlug,
        referralSource: "organization",
        referralMedium: "partner",
        referralCampaign: "member-drive",
        organizationSlug: row.slug,
        organizationName: row.name,
        status: "converted",
        convertedBusinessId: b.id,
        emailConfirmedAt: at(createdAt.getTime() + 3_600_000),
        createdAt,
      });
    }
  }

  const named = new Set(ORGANIZATIONS.map((o) => o.id));
  await bulkInsert(
    db,
    provider,
    "Organization",
    plans.filter((p) => !named.has(p.row.id)).map((p) => p.row as Required<Prisma.OrganizationCreateManyInput>),
  );
  await bulkInsert(db, provider, "OrganizationManager", managers);
  await bulkInsert(db, provider, "OrganizationMember", members);
  await bulkInsert(db, provider, "OrganizationInvitation", invitations);
  await bulkInsert(db, provider, "MemberOffer", offers);
  if (entries.length > 0) await db.waitlistEntry.createMany({ data: entries });

  return {
    organizations: plans.length,
    members: members.filter((m) => m.status === "active").length,
    requests: members.filter((m) => m.status === "requested").length,
    invited: members.filter((m) => m.status === "invited").length,
    invitations: invitations.length,
    offers: offers.length,
    broughtIn: entries.length,
  };
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
