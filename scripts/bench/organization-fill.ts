// The organisations' benchmark data: the demo seed's organisations (prisma/seed/organizations.ts) at
// the database's size, 1,000 at 100,000 businesses, with the busy one (Austin Chamber: 2,000 active
// members) and typical ones (a few dozen). `tsx scripts/bench/organization-fill.ts` on the database
// DATABASE_URL names; run by run.mjs after network-fill.ts (a database seeded before organisations
// existed gets them here), and skipped when the database already holds them.
import { seedOrganizations } from "../../prisma/seed/organizations";
import { ORGANIZATIONS } from "../../prisma/seed/site-content";

export const BUSY_ORGANIZATION = "austin-chamber";

async function main() {
  const { db, dbProvider } = await import("@/platform/db");
  try {
    const started = performance.now();
    // The benchmark's own cases add a business or two to the seeded ones.
    const businesses = Math.round((await db.businessProfile.count()) / 1000) * 1000;
    const expected = Math.round(businesses / 100);
    const [organizations, members] = await Promise.all([db.organization.count(), db.organizationMember.count()]);
    if (organizations >= expected && members > 0) {
      console.log(`organizations: already filled (${organizations}, ${members} memberships)`);
      return;
    }
    await db.waitlistEntry.deleteMany({ where: { id: { startsWith: "waitlist_org_" } } });
    if (dbProvider === "postgresql") await db.$executeRawUnsafe(`TRUNCATE "Organization" CASCADE`);
    else
      for (const table of ["MemberOffer", "OrganizationMember", "OrganizationInvitation", "OrganizationManager"])
        await db.$executeRawUnsafe(`DELETE FROM "${table}"`);
    await db.organization.deleteMany();
    await db.organization.createMany({ data: ORGANIZATIONS });
    const counts = await seedOrganizations(db, dbProvider, businesses);
    await db.$executeRawUnsafe(dbProvider === "postgresql" ? "VACUUM ANALYZE" : "ANALYZE");
    console.log(
      `organizations: ${counts.organizations} with ${counts.members} members, ${counts.broughtIn} brought in ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
