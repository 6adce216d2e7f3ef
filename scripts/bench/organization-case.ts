// The organisations' public reads at 100,000 businesses with 1,000 organisations
// (organization-fill.ts): the member directory (first page, a name search, a category, the last
// page) and the leaderboards (this month, this year) of the busy organisation (Austin Chamber,
// 2,000 active members) and a typical one (the first with 30 to 40). Target: p95 20 ms.
import type { Db } from "@/platform/db";
import { listMembers, memberDirectoryStatements } from "@/features/organizations/directory";
import { organizationLeaderboard } from "@/features/organizations/leaderboard";
import { invalidateCache } from "@/platform/process-cache";
import { MEMBERS_PAGE_SIZE } from "@/features/organizations/types";
import type { BenchCase } from "./cases";

/** "Now" for the leaderboards: the seed's now, so this month and this year hold referrals and reviews. */
const NOW = new Date("2026-11-22T12:00:00.000Z");
/** A site admin sees every leaderboard, public or not (no lookup: the role decides). */
const SITE_ADMIN = { id: "bench-admin", roles: ["admin" as const] };
/** A surname many businesses carry ("Garcia's Diner"), and a top category. */
const SEARCH = "garcia";
const CATEGORY = "cat_food-dining";

type DirectoryInput = { search?: string; categoryId?: string; page: number };
type Subject = { id: string; slug: string; members: number };
const subjects = new Map<"busy" | "typical", Subject>();

async function subject(db: Db, which: "busy" | "typical"): Promise<Subject> {
  const known = subjects.get(which);
  if (known) return known;
  const counts = await db.organizationMember.groupBy({
    by: ["organizationId"],
    where: { status: "active", organization: { active: true } },
    _count: { _all: true },
    orderBy: { organizationId: "asc" },
  });
  const found =
    which === "busy"
      ? counts.find((row) => row.organizationId === "org_austin-chamber")
      : counts.find((row) => row._count._all >= 30 && row._count._all <= 40);
  if (!found) throw new Error(`No ${which} organisation: run scripts/bench/organization-fill.ts`);
  const organization = await db.organization.findUniqueOrThrow({
    where: { id: found.organizationId },
    select: { slug: true },
  });
  const value = { id: found.organizationId, slug: organization.slug, members: found._count._all };
  subjects.set(which, value);
  return value;
}

function organizationCase(
  name: string,
  which: "busy" | "typical",
  run: (db: Db, organization: Subject) => Promise<unknown>,
  directory?: (organization: Subject) => DirectoryInput,
): BenchCase {
  let organization: Subject = { id: "", slug: "", members: 0 };
  return {
    name: `organizations, ${which === "busy" ? "busy organization" : "typical organization"}: ${name}`,
    targetMs: 20,
    setup: async (db) => {
      organization = await subject(db, which);
    },
    run: (db) => run(db, organization),
    statements: async () => {
      if (!directory) return [];
      const { page, count } = memberDirectoryStatements(organization.id, directory(organization));
      return [
        { label: "page", sql: page },
        { label: "count", sql: count },
      ];
    },
  };
}

export function organizationCases(): BenchCase[] {
  const lastPage = (o: Subject) => Math.max(1, Math.ceil(o.members / MEMBERS_PAGE_SIZE));
  const directoryCase = (name: string, which: "busy" | "typical", input: (o: Subject) => DirectoryInput) =>
    organizationCase(
      `member directory, ${name}`,
      which,
      (db, o) => listMembers(db, { slug: o.slug, ...input(o) }),
      input,
    );
  return (["busy", "typical"] as const).flatMap((which) => [
    directoryCase("first page", which, () => ({ page: 1 })),
    directoryCase(`search "${SEARCH}"`, which, () => ({ search: SEARCH, page: 1 })),
    directoryCase("a category", which, () => ({ categoryId: CATEGORY, page: 1 })),
    directoryCase("last page", which, (o) => ({ page: lastPage(o) })),
    // The fresh read a visitor pays once a minute per board: the process cache is emptied first.
    organizationCase("leaderboard, this month (fresh read)", which, (db, o) => {
      invalidateCache("organizations");
      return organizationLeaderboard(db, SITE_ADMIN, { slug: o.slug, period: "month" }, NOW);
    }),
    // The fresh read a visitor pays once a minute per board: the process cache is emptied first.
    organizationCase("leaderboard, this year (fresh read)", which, (db, o) => {
      invalidateCache("organizations");
      return organizationLeaderboard(db, SITE_ADMIN, { slug: o.slug, period: "year" }, NOW);
    }),
  ]);
}
