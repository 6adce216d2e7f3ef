// Deletes every row of every table, children before parents so no foreign key is violated.
import type { Db, DbProvider } from "@/platform/db";

export async function deleteAllData(db: Db, provider: DbProvider): Promise<void> {
  if (provider === "postgresql") return truncateAll(db);
  await db.recommendationReport.deleteMany();
  await db.recommendation.deleteMany();
  await db.referral.deleteMany();
  await db.businessBlock.deleteMany();
  await db.businessConnection.deleteMany();
  await db.waitlistChallengeResponse.deleteMany();
  await db.waitlistEntry.deleteMany();
  await db.waitlistChallenge.deleteMany();
  await db.review.deleteMany();
  await db.reviewRequest.deleteMany();
  await db.userListItem.deleteMany();
  await db.userList.deleteMany();
  await db.userFavorite.deleteMany();
  await db.businessTemplate.deleteMany();
  await db.businessTagAssignment.deleteMany();
  await db.businessTag.deleteMany();
  await db.service.deleteMany();
  await db.businessOffer.deleteMany();
  await db.businessHours.deleteMany();
  await db.memberOffer.deleteMany();
  await db.organizationMember.deleteMany();
  await db.organizationInvitation.deleteMany();
  await db.organizationManager.deleteMany();
  await db.businessProfile.deleteMany();
  // The category tree restricts deleting a parent that still has children: delete leaves first.
  for (let round = 0; round < 100; round++) {
    const { count } = await db.businessCategory.deleteMany({ where: { children: { none: {} } } });
    if (count === 0) break;
  }
  await db.areaLaunch.deleteMany();
  await db.city.deleteMany();
  await db.notification.deleteMany();
  await db.emailMessage.deleteMany();
  await db.emailTemplate.deleteMany();
  await db.newsletterSubscriber.deleteMany();
  await db.organization.deleteMany();
  await db.platformFeature.deleteMany();
  await db.siteSetting.deleteMany();
  await db.userRole.deleteMany();
  await db.user.deleteMany();
}

/**
 * PostgreSQL: one TRUNCATE of every table. Row deletes fire the per-row triggers (tag usage counts,
 * the open-now copies), which made reseeding a million-business database take hours.
 */
async function truncateAll(db: Db): Promise<void> {
  const tables = await db.$queryRaw<Array<{ name: string }>>`
    SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  await db.$executeRawUnsafe(
    `TRUNCATE TABLE ${tables.map((table) => `"${table.name}"`).join(", ")} RESTART IDENTITY CASCADE`,
  );
}
