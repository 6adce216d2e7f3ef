// Preloaded into the production server by `npm run bench:pages` (node --import) to profile its CPU
// over a stretch of requests only, not its start-up: SIGUSR2 starts V8's sampling profiler and
// SIGHUP stops it and writes the profile to BENCH_CPU_PROFILE_OUT (SIGUSR1 is Node's inspector's).
// The profile is summarised by scripts/lib/cpu-profile.mjs.
import { renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

const out = process.env.BENCH_CPU_PROFILE_OUT;
if (!out) throw new Error("BENCH_CPU_PROFILE_OUT names the file the profile is written to");
const session = new Session();
session.connect();
await session.post("Profiler.enable");
// Every 200 µs: fine enough for renders of a few milliseconds, cheap enough not to slow them much.
await session.post("Profiler.setSamplingInterval", { interval: 200 });
process.on("SIGUSR2", () => void session.post("Profiler.start"));
process.on("SIGHUP", () => {
  void session.post("Profiler.stop").then(({ profile }) => {
    // Written whole, then renamed: whoever waits for the file never reads half of it.
    writeFileSync(`${out}.partial`, JSON.stringify(profile));
    renameSync(`${out}.partial`, out);
  });
});
