// The listing-activity benchmark's data: 200,000 enquiries (2 messages each), 90 days of insights
// for 5,000 businesses, 60,000 posts (live and expired), 100,000 gallery photos and 40,000 special
// days, with one busy business (biz_000001) holding 3,000 enquiries, 20 photos, 30 live posts
// (and 400 expired) and 90 special days. `tsx scripts/bench/activity-fill.ts` on the database
// DATABASE_URL names; run by run.mjs after the seed, and skipped when already filled.
import { bulkInsert, type SqlValue } from "../../prisma/seed/bulk";
import { createRng } from "../../prisma/seed/random";

const ACTIVITY_ENQUIRIES = 200_000;
const BUSY = "biz_000001";
const BUSY_ENQUIRIES = 3_000;
const INSIGHT_BUSINESSES = 5_000;
const POSTS = 60_000;
const BUSY_LIVE_POSTS = 30;
const BUSY_EXPIRED_POSTS = 400;
const PHOTO_BUSINESSES = 20_000;
const SPECIAL_BUSINESSES = 10_000;
/** The seed's "now" (as the network's fill). */
const NOW = new Date("2026-11-22T12:00:00.000Z").getTime();
const DAY = 86_400_000;
const CHUNK = 20_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const media = (n: number) => `/media/${n.toString(16).padStart(64, "0")}.webp`;

type Row = Record<string, SqlValue>;

async function main() {
  const { db, dbProvider } = await import("@/platform/db");
  try {
    if ((await db.enquiry.count()) === ACTIVITY_ENQUIRIES) {
      console.log("activity: already filled");
      return;
    }
    const started = performance.now();
    const rng = createRng(20261127);
    const tables = [
      "EnquiryMessage",
      "EnquiryReport",
      "Enquiry",
      "BusinessInsightDay",
      "BusinessPostReport",
      "BusinessPost",
      "BusinessPhoto",
      "BusinessSpecialHours",
    ];
    if (dbProvider === "postgresql") await db.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(", ")}`);
    else for (const table of tables) await db.$executeRawUnsafe(`DELETE FROM "${table}"`);

    const listed = (
      await db.businessProfile.findMany({
        where: { active: true, awaitingApproval: false },
        orderBy: { id: "asc" },
        select: { id: true, ownerId: true },
      })
    ).map((b) => b.id);
    if (!listed.includes(BUSY)) throw new Error(`${BUSY} is not a listed business`);
    const customers = (await db.user.findMany({ orderBy: { id: "asc" }, take: 5_000, select: { id: true } })).map(
      (u) => u.id,
    );
    const insert = async (table: string, rows: Row[]) => {
      for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(db, dbProvider, table, rows.slice(i, i + CHUNK));
    };

    // Enquiries: the busy business's, then the rest spread over the listed businesses.
    let enquiries: Row[] = [];
    let messages: Row[] = [];
    const statuses = ["new", "answered", "answered", "answered", "closed"] as const;
    for (let n = 1; n <= ACTIVITY_ENQUIRIES; n++) {
      const businessId = n <= BUSY_ENQUIRIES ? BUSY : rng.pick(listed);
      const createdAt = NOW - Math.floor(rng.next() * 365 * DAY);
      const status = rng.pick(statuses);
      const answeredAt = status === "new" ? null : createdAt + Math.floor(rng.next() * 2 * DAY);
      const id = `enq_${String(n).padStart(7, "0")}`;
      enquiries.push({
        id,
        businessId,
        customerId: rng.pick(customers),
        kind: rng.chance(0.3) ? "quote" : "question",
        subject: `Question ${n}`,
        status,
        heldReason: null,
        textHash: null,
        addressHash: null,
        openReports: 0,
        createdAt: new Date(createdAt),
        lastMessageAt: new Date(answeredAt ?? createdAt),
        firstResponseAt: answeredAt === null ? null : new Date(answeredAt),
        closedAt: status === "closed" ? new Date(answeredAt!) : null,
        customerReadAt: null,
        ownerReadAt: null,
        updatedAt: new Date(answeredAt ?? createdAt),
      });
      messages.push({
        id: `enqm_${String(n).padStart(7, "0")}_1`,
        enquiryId: id,
        authorId: null,
        fromBusiness: false,
        body: "Do you have availability next week? We would need it done before the holidays.",
        createdAt: new Date(createdAt),
      });
      if (answeredAt !== null)
        messages.push({
          id: `enqm_${String(n).padStart(7, "0")}_2`,
          enquiryId: id,
          authorId: null,
          fromBusiness: true,
          body: "Yes, we have openings on Tuesday and Thursday.",
          createdAt: new Date(answeredAt),
        });
      if (enquiries.length >= CHUNK) {
        await insert("Enquiry", enquiries);
        await insert("EnquiryMessage", messages);
        enquiries = [];
        messages = [];
      }
    }
    await insert("Enquiry", enquiries);
    await insert("EnquiryMessage", messages);

    // Insights: 90 days (to the seed's now) for the busy business and 4,999 others.
    const insightBusinesses = [
      BUSY,
      ...rng.sample(
        listed.filter((id) => id !== BUSY),
        INSIGHT_BUSINESSES - 1,
      ),
    ];
    let days: Row[] = [];
    for (const businessId of insightBusinesses) {
      for (let d = 0; d < 90; d++) {
        const sources = Array.from({ length: 7 }, () => rng.int(0, 12));
        days.push({
          businessId,
          day: isoDay(NOW - d * DAY),
          views: sources.reduce((a, b) => a + b, 0),
          viewsSearch: sources[0]!,
          viewsDirectory: sources[1]!,
          viewsMap: sources[2]!,
          viewsList: sources[3]!,
          viewsOrganization: sources[4]!,
          viewsDirect: sources[5]!,
          viewsElsewhere: sources[6]!,
          callClicks: rng.int(0, 5),
          websiteClicks: rng.int(0, 5),
          directionClicks: rng.int(0, 5),
          shareClicks: rng.int(0, 2),
          favourites: rng.int(0, 2),
          listAdds: rng.int(0, 2),
          enquiries: rng.int(0, 2),
          referrals: rng.int(0, 1),
        });
      }
      if (days.length >= CHUNK) {
        await insert("BusinessInsightDay", days);
        days = [];
      }
    }
    await insert("BusinessInsightDay", days);

    // Posts: the busy business's live and expired ones, then the rest (a third still live).
    const kinds = ["update", "offer", "event"] as const;
    const posts: Row[] = [];
    for (let n = 1; n <= POSTS; n++) {
      const busy = n <= BUSY_LIVE_POSTS + BUSY_EXPIRED_POSTS;
      const live = busy ? n <= BUSY_LIVE_POSTS : rng.chance(1 / 3);
      const createdAt = NOW - Math.floor(rng.next() * (live ? 20 : 300) * DAY);
      const kind = rng.pick(kinds);
      posts.push({
        id: `post_${String(n).padStart(6, "0")}`,
        businessId: busy ? BUSY : rng.pick(listed),
        authorId: null,
        kind,
        title: `${kind === "event" ? "Open house" : kind === "offer" ? "10% off this week" : "New hours"} ${n}`,
        body: "We are happy to share what is new with our neighbours. Stop by and say hello.",
        imageUrl: rng.chance(0.3) ? media(n) : null,
        startsAt: kind === "event" ? new Date(createdAt + 5 * DAY) : null,
        endsAt: kind === "event" ? new Date(createdAt + 5 * DAY + 3 * 3_600_000) : null,
        expiresAt: new Date(live ? NOW + (10 + rng.int(0, 20)) * DAY : createdAt + 10 * DAY),
        status: "published",
        hiddenReason: null,
        openReports: 0,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      });
    }
    await insert("BusinessPost", posts);

    // Gallery: 20 photos for the busy business, 5 for each of 19,999 others.
    const photos: Row[] = [];
    const photoBusinesses = [
      BUSY,
      ...rng.sample(
        listed.filter((id) => id !== BUSY),
        PHOTO_BUSINESSES - 1,
      ),
    ];
    for (const businessId of photoBusinesses)
      for (let p = 0; p < (businessId === BUSY ? 20 : 5); p++)
        photos.push({
          id: `photo_${String(photos.length + 1).padStart(6, "0")}`,
          businessId,
          url: media(1_000_000 + photos.length),
          altText: `Photo ${p + 1} of the shop`,
          position: p,
          createdAt: new Date(NOW - p * DAY),
        });
    await insert("BusinessPhoto", photos);

    // Special days: 90 for the busy business, 4 for each of 9,999 others (closed holidays).
    const special: Row[] = [];
    const specialBusinesses = [
      BUSY,
      ...rng.sample(
        listed.filter((id) => id !== BUSY),
        SPECIAL_BUSINESSES - 1,
      ),
    ];
    for (const businessId of specialBusinesses)
      for (let d = 0; d < (businessId === BUSY ? 90 : 4); d++)
        special.push({
          id: `special_${String(special.length + 1).padStart(6, "0")}`,
          businessId,
          day: isoDay(NOW + (businessId === BUSY ? d : d * 30 + 3) * DAY),
          closed: true,
          openMinute: null,
          closeMinute: null,
          label: "Holiday",
          createdAt: new Date(NOW),
        });
    await insert("BusinessSpecialHours", special);

    if (dbProvider === "postgresql") await db.$executeRawUnsafe(`ANALYZE ${tables.map((t) => `"${t}"`).join(", ")}`);
    else await db.$executeRawUnsafe("ANALYZE");
    console.log(`activity: filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.$disconnect();
  }
}

await main();
