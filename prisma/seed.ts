// Demo data for LocalHub: `node_modules/.bin/tsx prisma/seed.ts [--if-empty] [--businesses N]`.
// Deterministic: every run with the same N writes identical rows (apart from password hashes).
// Without --if-empty it first deletes every row of every table. N defaults to SEED_BUSINESSES or 240.
import { existsSync } from "node:fs";

type Options = { ifEmpty: boolean; businesses: number };

function parseOptions(argv: readonly string[]): Options {
  let ifEmpty = false;
  let raw = process.env.SEED_BUSINESSES || "240";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--if-empty") ifEmpty = true;
    else if (arg === "--businesses") raw = argv[++i] ?? "";
    else if (arg.startsWith("--businesses=")) raw = arg.slice("--businesses=".length);
    else throw new Error(`Unknown argument "${arg}". Usage: tsx prisma/seed.ts [--if-empty] [--businesses N]`);
  }
  const businesses = Number(raw);
  if (!Number.isInteger(businesses) || businesses < 0)
    throw new Error(`The number of businesses must be a whole number >= 0, got "${raw}"`);
  return { ifEmpty, businesses };
}

const log = (line: string) => console.log(line);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)}s`;

async function main() {
  // Load .env before the database module reads DATABASE_URL (hence the dynamic imports below).
  if (!process.env.DATABASE_URL && existsSync(".env")) process.loadEnvFile(".env");
  const options = parseOptions(process.argv.slice(2));
  // Generating a batch holds the event loop for seconds on a busy machine; a pending connection
  // must not time out meanwhile.
  process.env.DATABASE_CONNECT_TIMEOUT_MS ||= "60000";
  const { db, dbProvider } = await import("@/platform/db");
  const { deleteAllData } = await import("./seed/reset");
  const { seedReferenceData } = await import("./seed/reference");
  const { seedDemoActivity, seedDemoUsers } = await import("./seed/accounts");
  const { seedBusinesses } = await import("./seed/insert");
  const { seedWaitlist } = await import("./seed/waitlist");
  const { seedNetwork } = await import("./seed/network");
  const { seedEnquiries } = await import("./seed/enquiries");
  const { seedOrganizations } = await import("./seed/organizations");
  const { seedInsights } = await import("./seed/insights");

  try {
    if (options.ifEmpty) {
      const existing = await db.businessProfile.count();
      if (existing > 0) {
        log(`Seed skipped: the database already has ${existing} businesses (--if-empty).`);
        return;
      }
    }
    const started = performance.now();
    log(`Seeding ${options.businesses} businesses into ${dbProvider}...`);

    let step = performance.now();
    await deleteAllData(db, dbProvider);
    log(`Deleted existing data (${seconds(step)})`);

    step = performance.now();
    const referenceRows = await seedReferenceData(db);
    await seedDemoUsers(db);
    log(`Reference data: ${referenceRows} rows, 3 demo accounts (${seconds(step)})`);

    step = performance.now();
    const counts = await seedBusinesses(db, dbProvider, options.businesses, log);
    log(
      `Businesses: ${counts.businesses} with ${counts.tags} tag assignments, ${counts.services} services, ` +
        `${counts.offers} offers, ${counts.hours} opening-hours rows, ${counts.reviews} reviews; ` +
        `${counts.owners} more owners (${seconds(step)})`,
    );

    await seedDemoActivity(db, options.businesses);
    log(`Insights: ${await seedInsights(db, options.businesses)} daily rows for the demo owner's businesses`);
    step = performance.now();
    const network = await seedNetwork(db, dbProvider, options.businesses);
    log(
      `Network: ${network.members} businesses of ${network.owners} owners, ${network.connections} connections ` +
        `(${network.pending} requests), ${network.referrals} referrals, ${network.recommendations} recommendations (${seconds(step)})`,
    );
    const enquiries = await seedEnquiries(db);
    log(
      `Enquiries: ${enquiries.enquiries} (${enquiries.answered} answered, ${enquiries.held} held) with ${enquiries.messages} messages`,
    );
    log(`Waitlist: ${await seedWaitlist(db)} entries`);
    log(`Posts: ${await (await import("./seed/posts")).seedPosts(db)} updates, offers and events`);
    step = performance.now();
    const organizations = await seedOrganizations(db, dbProvider, options.businesses);
    log(
      `Organizations: ${organizations.organizations} with ${organizations.members} members ` +
        `(${organizations.requests} requests, ${organizations.invited} invited), ${organizations.invitations} email invitations, ` +
        `${organizations.offers} member offers, ${organizations.broughtIn} members brought in from the waitlist (${seconds(step)})`,
    );
    // Fresh planner statistics after a bulk load, so the directory's queries pick their indexes; on
    // PostgreSQL VACUUM also sets the visibility map, which index-only scans (counts) depend on. The
    // stored counts' few rows were each rewritten once per business: rewritten compactly, or reading
    // them all (the admin overview's sum) reads the whole bulk (104 MB at 1,000,000 businesses).
    if (dbProvider === "postgresql") await db.$executeRawUnsafe(`VACUUM FULL "DirectoryCount"`);
    await db.$executeRawUnsafe(dbProvider === "postgresql" ? "VACUUM ANALYZE" : "ANALYZE");
    log(`Seed finished in ${seconds(started)}.`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
