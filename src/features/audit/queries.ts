import "server-only";
// Reading the audit log: newest first, filtered by action, target, actor or date, a page of 50 at a
// time after a keyset cursor; each filter has its index (prisma/schema.base.prisma, AuditLog). The
// app has no way to change or remove an entry.
import type { Db } from "@/platform/db";
import { auditTargetHref, parseAuditChanges } from "./present";
import { AUDIT_PAGE_SIZE, auditCursor, parseAuditCursor, type TAuditFilters } from "./schema";
import type { AuditChanges } from "./changes";

const DAY_MS = 86_400_000;

export type AuditListEntry = {
  id: string;
  createdAt: Date;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  changes: AuditChanges;
  /** What the target is called (an email, a business's name), and where it is managed. */
  target: { label: string; href: string | null };
};

function auditWhere(filters: Partial<TAuditFilters>, before?: string) {
  const cursor = before ? parseAuditCursor(before) : null;
  const createdAt = {
    ...(filters.from && { gte: new Date(`${filters.from}T00:00:00Z`) }),
    ...(filters.to && { lt: new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS) }),
  };
  return {
    ...(filters.action && { action: filters.action }),
    ...(filters.target && { targetType: filters.target }),
    ...(filters.actor && { actorEmail: filters.actor }),
    ...(filters.targetId && { targetId: filters.targetId }),
    ...(Object.keys(createdAt).length > 0 && { createdAt }),
    ...(cursor && {
      OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
    }),
  };
}

/** A page of entries, newest first, and the cursor of the next (older) page, if there is one. */
export async function listAuditEntries(
  db: Db,
  filters: Partial<TAuditFilters>,
  before?: string,
  pageSize = AUDIT_PAGE_SIZE,
) {
  const rows = await db.auditLog.findMany({
    where: auditWhere(filters, before),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: pageSize + 1,
    select: {
      id: true,
      createdAt: true,
      actorEmail: true,
      action: true,
      targetType: true,
      targetId: true,
      changes: true,
    },
  });
  const page = rows.slice(0, pageSize);
  const labels = await targetLabels(db, page);
  const entries: AuditListEntry[] = page.map(({ changes, ...row }) => {
    const parsed = parseAuditChanges(changes);
    const label =
      (row.targetId && labels.get(`${row.targetType}:${row.targetId}`)) ||
      labelFromChanges(parsed) ||
      row.targetId ||
      row.targetType;
    return {
      ...row,
      changes: parsed,
      target: {
        label,
        href: auditTargetHref(row.targetType, row.targetId, labels.get(`${row.targetType}:${row.targetId}`) ?? null),
      },
    };
  });
  const last = page.at(-1);
  return { entries, nextCursor: rows.length > pageSize && last ? auditCursor(last) : null };
}

/** The actions and target types that occur, for the filter's choices (read from their indexes). */
export async function auditFilterOptions(db: Db) {
  const [actions, targets] = await Promise.all([
    db.$queryRaw<{ value: string }[]>`SELECT DISTINCT "action" AS "value" FROM "AuditLog" ORDER BY 1 LIMIT 500`,
    db.$queryRaw<{ value: string }[]>`SELECT DISTINCT "targetType" AS "value" FROM "AuditLog" ORDER BY 1 LIMIT 100`,
  ]);
  return { actions: actions.map((row) => row.value), targetTypes: targets.map((row) => row.value) };
}

type Lookup = (db: Db, ids: string[]) => Promise<Array<[string, string]>>;

/** How each kind of target is named, one query per kind on a page. */
const LOOKUPS: Record<string, Lookup> = {
  user: async (db, ids) =>
    (await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true, displayName: true } })).map(
      (row) => [row.id, row.email ?? row.displayName],
    ),
  business: async (db, ids) =>
    (await db.businessProfile.findMany({ where: { id: { in: ids } }, select: { id: true, businessName: true } })).map(
      (row) => [row.id, row.businessName],
    ),
  category: async (db, ids) =>
    (await db.businessCategory.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map(
      (row) => [row.id, row.name],
    ),
  template: async (db, ids) =>
    (await db.businessCategory.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map(
      (row) => [row.id, row.name],
    ),
  tag: async (db, ids) =>
    (await db.businessTag.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((row) => [
      row.id,
      row.name,
    ]),
  feature: async (db, ids) =>
    (await db.platformFeature.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })).map(
      (row) => [row.id, row.title],
    ),
  challenge: async (db, ids) =>
    (
      await db.waitlistChallenge.findMany({ where: { id: { in: ids } }, select: { id: true, challengeText: true } })
    ).map((row) => [row.id, row.challengeText]),
  emailTemplate: async (db, ids) =>
    (await db.emailTemplate.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((row) => [
      row.id,
      row.name,
    ]),
  recommendation: async (db, ids) =>
    (
      await db.recommendation.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          fromBusiness: { select: { businessName: true } },
          toBusiness: { select: { businessName: true } },
        },
      })
    ).map((row) => [row.id, `${row.fromBusiness.businessName} → ${row.toBusiness.businessName}`]),
  enquiry: async (db, ids) =>
    (
      await db.enquiry.findMany({
        where: { id: { in: ids } },
        select: { id: true, subject: true, business: { select: { businessName: true } } },
      })
    ).map((row) => [row.id, `${row.subject} (to ${row.business.businessName})`]),
  organization: async (db, ids) =>
    (await db.organization.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((row) => [
      row.id,
      row.name,
    ]),
  email: async (db, ids) =>
    (await db.emailMessage.findMany({ where: { id: { in: ids } }, select: { id: true, toAddress: true } })).map(
      (row) => [row.id, row.toAddress],
    ),
};

async function targetLabels(
  db: Db,
  rows: Array<{ targetType: string; targetId: string | null }>,
): Promise<Map<string, string>> {
  const idsByType = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.targetId || !LOOKUPS[row.targetType]) continue;
    idsByType.set(row.targetType, (idsByType.get(row.targetType) ?? new Set()).add(row.targetId));
  }
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) =>
      (await LOOKUPS[type]!(db, [...ids])).map(([id, label]) => [`${type}:${id}`, label] as const),
    ),
  );
  return new Map(found.flat());
}

const NAME_FIELDS = ["name", "title", "businessName", "challengeText", "subcategory", "area", "toAddress"];

/** A deleted target's name, as its entry kept it. */
function labelFromChanges(changes: AuditChanges): string | null {
  for (const side of [changes.after, changes.before]) {
    for (const field of NAME_FIELDS) {
      const value = side?.[field];
      if (typeof value === "string" && value) return value;
    }
  }
  return null;
}
