// Writes docs/BENCHMARKS.md from the measured results of scripts/bench/run.mjs.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";

const TARGET_MS = 50;
/** Where the page benchmark's part of docs/BENCHMARKS.md starts. */
export const PAGES_HEADING = "# Page benchmark";
const KEPT_SECTION = "## First-load JavaScript";

/** The hand-measured first-load JavaScript section (scripts/lib/page-load.mjs), kept across runs. */
function keptSection(path) {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  const start = text.indexOf(`\n${KEPT_SECTION}\n`);
  if (start < 0) return [];
  const ends = [text.indexOf("\n## ", start + 1), text.indexOf(`\n${PAGES_HEADING}\n`, start + 1)].filter(
    (end) => end >= 0,
  );
  return [text.slice(start + 1, ends.length ? Math.min(...ends) : undefined).trimEnd(), ""];
}

export function writeBenchmarkReport(path, { businesses, runs, results }) {
  const kept = keptSection(path);
  const lines = [
    "# Directory search benchmark",
    "",
    "Written by `npm run bench` (scripts/bench/): a fresh database per provider, migrated, seeded with",
    `${businesses.toLocaleString("en-US")} businesses (\`npm run db:seed -- --businesses ${businesses}\`), then every case run ${runs} times`,
    "(after 5 warm-up runs) through the real code path (`searchDirectory`, `headerSuggestions`,",
    "`directoryNameSuggestions`), cards included. Times are milliseconds of the whole call. Target: p95 under",
    `${TARGET_MS} ms (a case may set a lower one: the profile's review page, 20 ms), and page 400 no more than twice page 1.`,
    "",
    "## Machine",
    "",
    `- CPU: ${cpus()[0]?.model ?? "unknown"}, ${availableParallelism()} cores available`,
    `- Load average when the report was written: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")} (the machine is shared; other work inflates the times)`,
    `- Node ${process.version}, ${process.platform}`,
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    ...kept,
  ];
  for (const { provider, results: cases } of results) {
    const page = (name) => cases.find((c) => c.name.startsWith(name));
    const [first, deep] = [page("page 1:"), page("page 400:")];
    lines.push(
      `## ${provider === "sqlite" ? "SQLite" : "PostgreSQL"}`,
      "",
      "| case | p50 ms | p95 ms | p95 under target |",
      "|---|---:|---:|---|",
    );
    for (const c of cases) {
      const target = c.targetMs ?? TARGET_MS;
      lines.push(
        `| ${c.name} | ${c.p50} | ${c.p95} | ${c.p95 < target ? "yes" : "no"}${target === TARGET_MS ? "" : ` (${target} ms)`} |`,
      );
    }
    if (first && deep) lines.push("", `Page 400 / page 1 (p50): ${(deep.p50 / first.p50).toFixed(2)}.`);
    lines.push("", "### Query plans", "");
    for (const c of cases) {
      for (const { label, plan } of c.plans) lines.push(`**${c.name}** (${label})`, "", "```", plan, "```", "");
    }
  }
  // The page benchmark's part (scripts/bench/pages.mjs) is kept as it was.
  const previous = existsSync(path) ? readFileSync(path, "utf8") : "";
  const pages = previous.indexOf(PAGES_HEADING);
  writeFileSync(path, lines.join("\n") + (pages >= 0 ? "\n" + previous.slice(pages) : ""));
}
