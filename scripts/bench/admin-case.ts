// The admin overview (every count, the 30-day trend, the latest 50 audit entries) and the audit
// list filtered by an admin's email, over an audit log of 50,000 entries from 20 admins.
import type { Db } from "@/platform/db";
import { adminOverview } from "@/features/admin-hub/queries";
import { listAuditEntries } from "@/features/audit/queries";
import type { BenchCase } from "./cases";

const ENTRIES = 50_000;
const ADMINS = 20;
const BATCH = 2_000;
const NOW = Date.parse("2026-03-07T02:00:00Z");
const ACTIONS = ["business.verify", "business.feature", "review.hide", "category.update", "user.grantRole"];

async function fillAuditLog(db: Db) {
  if ((await db.auditLog.count({ where: { actorEmail: { startsWith: "bench-admin-" } } })) >= ENTRIES) return;
  for (let start = 0; start < ENTRIES; start += BATCH) {
    await db.auditLog.createMany({
      data: Array.from({ length: BATCH }, (_, offset) => {
        const index = start + offset;
        const action = ACTIONS[index % ACTIONS.length]!;
        return {
          actorEmail: `bench-admin-${index % ADMINS}@localhub.example`,
          action,
          targetType: action.split(".")[0]!,
          targetId: `biz_${String((index * 7) % 100_000).padStart(6, "0")}`,
          changes: JSON.stringify({ before: { active: true }, after: { active: false } }),
          // One entry every 2 minutes or so, the newest just before the benchmark's now.
          createdAt: new Date(NOW - index * 150_000),
        };
      }),
    });
  }
  await db.$executeRawUnsafe(`ANALYZE "AuditLog"`);
}

export function adminCases(): BenchCase[] {
  return [
    {
      name: `admin overview: counts, 30-day trend, latest 50 of ${ENTRIES.toLocaleString("en-US")} audit entries`,
      setup: fillAuditLog,
      run: (db) => adminOverview(db, new Date(NOW)),
      statements: async () => [],
    },
    {
      name: "audit log filtered by an admin's email, page 1",
      setup: fillAuditLog,
      run: (db) => listAuditEntries(db, { actor: "bench-admin-7@localhub.example" }),
      statements: async () => [],
    },
  ];
}
