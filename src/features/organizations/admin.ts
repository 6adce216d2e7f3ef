import "server-only";
// The site admin's organisations (/admin/organizations): every organisation with its status
// (pending: asked for and not yet approved; active; suspended), created directly, approved (the
// requester is told by bell and email), suspended, reinstated, and its organisation admins assigned
// by email (an existing account) or removed. Every change goes through adminChange: the write and
// its audit entry in one transaction. Steps are conditional updates on the status read, so racing
// admins apply a step once and the requester is told once.
import type { Db, Tx } from "@/platform/db";
import { Prisma } from "@/generated/sqlite/client";
import { AppError } from "@/platform/errors";
import { columnContains } from "@/platform/db-text";
import { absoluteUrl } from "@/platform/site-url";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { sendTemplatedEmail } from "@/features/email/send";
import type { TOrganizationStatus } from "./admin/schema";
import { insertOrganization, organizationColumns, type OrganizationDetails } from "./requests";
import { ORGANIZATION_KIND_LABELS, ORGANIZATION_MESSAGES, organizationPath, type TOrganizationKind } from "./types";

const ADMIN_ORGANIZATIONS_PAGE_SIZE = 20;

export const ORGANIZATION_ADMIN_MESSAGES = {
  notPending: "This organization is not awaiting approval.",
  notActive: "This organization is not active.",
  notSuspended: "This organization is not suspended.",
  noAccount: "No LocalHub account uses that email address.",
  alreadyManager: "That person is already an admin of this organization.",
  managerNotFound: "That person is not an admin of this organization.",
} as const;

const STATUS_WHERE: Record<TOrganizationStatus, Prisma.Sql> = {
  pending: Prisma.sql`NOT "active" AND "suspendedAt" IS NULL`,
  active: Prisma.sql`"active"`,
  suspended: Prisma.sql`"suspendedAt" IS NOT NULL`,
};

const LIST_COLUMNS = {
  id: true,
  slug: true,
  name: true,
  kind: true,
  city: true,
  websiteUrl: true,
  description: true,
  active: true,
  createdAt: true,
  approvedAt: true,
  suspendedAt: true,
  requestedBy: { select: { id: true, displayName: true, email: true } },
  managers: {
    orderBy: { createdAt: "asc" },
    select: { user: { select: { id: true, displayName: true, email: true } } },
  },
  _count: { select: { members: { where: { status: "active" } } } },
} as const;

function organizationStatus(row: { active: boolean; suspendedAt: Date | null }): TOrganizationStatus {
  if (row.suspendedAt) return "suspended";
  return row.active ? "active" : "pending";
}

export async function listOrganizationsForAdmin(
  db: Db,
  input: { status?: TOrganizationStatus; search?: string; page: number },
) {
  const conditions = [
    ...(input.status ? [STATUS_WHERE[input.status]] : []),
    ...(input.search ? [columnContains(`"name"`, input.search)] : []),
  ];
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const skip = (input.page - 1) * ADMIN_ORGANIZATIONS_PAGE_SIZE;
  const [counted, page, pending] = await Promise.all([
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS "total" FROM "Organization" ${where}`,
    db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Organization" ${where}
      ORDER BY "createdAt" DESC, "id" ASC LIMIT ${ADMIN_ORGANIZATIONS_PAGE_SIZE} OFFSET ${skip}`,
    db.organization.count({ where: { active: false, suspendedAt: null } }),
  ]);
  const ids = page.map((row) => row.id);
  const rows = await db.organization.findMany({ where: { id: { in: ids } }, select: LIST_COLUMNS });
  const organizations = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined)
    .map(({ managers, _count, kind, ...row }) => ({
      ...row,
      kind: kind as TOrganizationKind,
      kindLabel: ORGANIZATION_KIND_LABELS[kind as TOrganizationKind],
      status: organizationStatus(row),
      managers: managers.map((manager) => manager.user),
      memberCount: _count.members,
    }));
  return {
    total: Number(counted[0]?.total ?? 0),
    pending,
    page: input.page,
    pageSize: ADMIN_ORGANIZATIONS_PAGE_SIZE,
    organizations,
  };
}

/** The audited fields of an organisation. */
async function organizationSnapshot(tx: Tx, id: string) {
  const row = await tx.organization.findUnique({
    where: { id },
    select: {
      name: true,
      slug: true,
      kind: true,
      city: true,
      description: true,
      websiteUrl: true,
      active: true,
      approvedAt: true,
      suspendedAt: true,
      managers: { orderBy: { userId: "asc" }, select: { user: { select: { email: true, displayName: true } } } },
    },
  });
  if (!row) return null;
  const { managers, approvedAt, suspendedAt, ...fields } = row;
  return {
    ...fields,
    approvedAt: approvedAt?.toISOString() ?? null,
    suspendedAt: suspendedAt?.toISOString() ?? null,
    managers: managers.map((manager) => manager.user.email ?? manager.user.displayName),
  };
}

const change = (action: string, organizationId?: string) => ({
  action: `organization.${action}`,
  targetType: "organization",
  ...(organizationId ? { targetId: organizationId } : {}),
  snapshot: organizationSnapshot,
});

async function existing(tx: Tx, organizationId: string) {
  const organization = await tx.organization.findUnique({
    where: { id: organizationId },
    select: { id: true, slug: true, name: true, requestedById: true },
  });
  if (!organization) throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.notFound);
  return organization;
}

/** A site admin creates an organisation: active and approved at once. */
export function createOrganization(actor: AdminActor, details: OrganizationDetails) {
  return adminChange(actor, { ...change("create"), targetId: (created: { id: string }) => created.id }, (tx) =>
    insertOrganization(tx, details.name, (slug) =>
      tx.organization.create({
        data: { ...organizationColumns(details), slug, active: true, approvedAt: new Date() },
        select: { id: true, slug: true, name: true },
      }),
    ),
  );
}

/** Approves a pending organisation (or a suspended request): active, approved; the requester is told. */
export function approveOrganization(actor: AdminActor, organizationId: string) {
  return adminChange(actor, change("approve", organizationId), async (tx) => {
    const organization = await existing(tx, organizationId);
    const now = new Date();
    const { count } = await tx.organization.updateMany({
      where: { id: organizationId, approvedAt: null },
      data: { active: true, approvedAt: now, suspendedAt: null },
    });
    if (count === 0) throw new AppError("BAD_REQUEST", ORGANIZATION_ADMIN_MESSAGES.notPending);
    if (organization.requestedById) await tellApproved(tx, organization.requestedById, organization);
    return { id: organization.id, slug: organization.slug };
  });
}

/** Suspends an organisation (an active one, or a request turned down): no public page, no admin screen. */
export function suspendOrganization(actor: AdminActor, organizationId: string) {
  return adminChange(actor, change("suspend", organizationId), async (tx) => {
    const organization = await existing(tx, organizationId);
    const { count } = await tx.organization.updateMany({
      where: { id: organizationId, suspendedAt: null },
      data: { active: false, suspendedAt: new Date() },
    });
    if (count === 0) throw new AppError("BAD_REQUEST", ORGANIZATION_ADMIN_MESSAGES.notActive);
    return { id: organization.id, slug: organization.slug };
  });
}

/** Lifts a suspension: an approved organisation is active again, a request is pending again. */
export function reinstateOrganization(actor: AdminActor, organizationId: string) {
  return adminChange(actor, change("reinstate", organizationId), async (tx) => {
    const organization = await existing(tx, organizationId);
    const approved = await tx.organization.updateMany({
      where: { id: organizationId, suspendedAt: { not: null }, approvedAt: { not: null } },
      data: { active: true, suspendedAt: null },
    });
    const pending = approved.count
      ? approved
      : await tx.organization.updateMany({
          where: { id: organizationId, suspendedAt: { not: null }, approvedAt: null },
          data: { active: false, suspendedAt: null },
        });
    if (pending.count === 0) throw new AppError("BAD_REQUEST", ORGANIZATION_ADMIN_MESSAGES.notSuspended);
    return { id: organization.id, slug: organization.slug };
  });
}

/** Makes the account with `email` an admin of the organisation. */
export function assignOrganizationManager(actor: AdminActor, input: { organizationId: string; email: string }) {
  return adminChange(actor, change("assign_manager", input.organizationId), async (tx) => {
    await existing(tx, input.organizationId);
    const user = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (!user) throw new AppError("NOT_FOUND", ORGANIZATION_ADMIN_MESSAGES.noAccount, "email");
    const key = { organizationId: input.organizationId, userId: user.id };
    if (await tx.organizationManager.findUnique({ where: { organizationId_userId: key }, select: { userId: true } })) {
      throw new AppError("CONFLICT", ORGANIZATION_ADMIN_MESSAGES.alreadyManager, "email");
    }
    await tx.organizationManager.upsert({ where: { organizationId_userId: key }, create: key, update: {} });
    return { userId: user.id };
  });
}

/** Removes one of the organisation's admins. */
export function removeOrganizationManager(actor: AdminActor, input: { organizationId: string; userId: string }) {
  return adminChange(actor, change("remove_manager", input.organizationId), async (tx) => {
    await existing(tx, input.organizationId);
    const { count } = await tx.organizationManager.deleteMany({
      where: { organizationId: input.organizationId, userId: input.userId },
    });
    if (count === 0) throw new AppError("NOT_FOUND", ORGANIZATION_ADMIN_MESSAGES.managerNotFound);
    return { userId: input.userId };
  });
}

/**
 * Tells the requester their organisation was approved: a bell notification and an email through
 * the outbox (template organization_approved), in the approval's transaction. The email carries
 * only the organisation's name and links.
 */
async function tellApproved(tx: Tx, userId: string, organization: { slug: string; name: string }) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, displayName: true } });
  if (!user) return;
  const manageLink = `${organizationPath(organization.slug)}/manage`;
  await tx.notification.create({
    data: {
      userId,
      type: "organization_approved",
      title: `${organization.name} is approved`,
      body: "Its page is live: invite businesses and answer requests to join.",
      link: manageLink,
    },
  });
  if (user.email) {
    await sendTemplatedEmail(tx, {
      templateKey: "organization_approved",
      to: user.email,
      variables: {
        ownerName: user.displayName,
        organizationName: organization.name,
        organizationLink: absoluteUrl(organizationPath(organization.slug)),
        manageLink: absoluteUrl(manageLink),
      },
    });
  }
}
