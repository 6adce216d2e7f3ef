// Measures every benchmark case on the database DATABASE_URL names and writes the results as JSON:
// `tsx scripts/bench/measure.ts <out.json> [runs]`. Run by scripts/bench/run.mjs (npm run bench).
// BENCH_ONLY=<text> measures only the cases whose name contains it (several texts: separated by "|").
import { writeFileSync } from "node:fs";
import { Prisma } from "@/generated/sqlite/client";
import { BENCH_CASES } from "./cases";

const [out = "tmp/bench.json", runsArg = "60"] = process.argv.slice(2);
const runs = Number(runsArg);
const WARMUP = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  const { db, dbProvider, limitedReadsDb } = await import("@/platform/db");
  // The plans as the directory's reads run: on PostgreSQL through their pool (time limit, no parallel workers).
  const explainDb = limitedReadsDb() ?? db;
  const results = [];
  const only = process.env.BENCH_ONLY?.split("|");
  for (const benchCase of BENCH_CASES.filter(
    (candidate) => !only || only.some((text) => candidate.name.includes(text)),
  )) {
    await benchCase.setup?.(db);
    for (let i = 0; i < WARMUP; i++) await benchCase.run(db);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await benchCase.run(db);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const plans = [];
    for (const { label, sql } of await benchCase.statements(db))
      plans.push({ label, plan: await explain(explainDb, dbProvider, sql) });
    results.push({
      name: benchCase.name,
      targetMs: benchCase.targetMs,
      runs,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      plans,
    });
    console.log(
      `${dbProvider} ${benchCase.name}: p50 ${round(percentile(times, 50))} ms, p95 ${round(percentile(times, 95))} ms`,
    );
  }
  writeFileSync(out, JSON.stringify({ provider: dbProvider, results }, null, 2));
  await db.$disconnect();
}

type Db = Awaited<typeof import("@/platform/db")>["db"];

async function explain(db: Db, provider: string, statement: Prisma.Sql): Promise<string> {
  if (provider === "postgresql") {
    const rows = await db.$queryRaw<Array<{ "QUERY PLAN": string }>>(
      Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${statement}`,
    );
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }
  const rows = await db.$queryRaw<Array<{ id: number; parent: number; detail: string }>>(
    Prisma.sql`EXPLAIN QUERY PLAN ${statement}`,
  );
  const depth = new Map<number, number>([[0, -1]]);
  return rows
    .map((row) => {
      const level = (depth.get(Number(row.parent)) ?? -1) + 1;
      depth.set(Number(row.id), level);
      return `${"  ".repeat(level)}${row.detail}`;
    })
    .join("\n");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
