// A V8 CPU profile (node --cpu-prof, or the inspector's Profiler) summarised by what the time went
// to: each sample is given the phase of the innermost frame on its stack that belongs to a known
// part (gzip, the database client, serialization, the session, tRPC, React's render, the rest of
// Next.js, the app's own bundled code, async context tracking), or "other" when none does. Next.js ships React and its own server code bundled
// into one minified runtime file; a frame there is named by the bundled module its position falls
// in ("./dist/compiled/react-dom/…" is React's), read from the file itself. Used by
// `npm run bench:pages` to say where an uncached render spends its CPU.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Phases in the order a frame is tested against them; the first pattern its script or bundled module matches names it. */
export const PHASES = [
  ["gzip", /zlib/],
  ["database", /@prisma|\/prisma\/|src\/generated\/|better-sqlite3|\/node_modules\/pg(?:-[a-z]+)?\/|^wasm:/],
  ["serialization", /superjson|devalue/],
  ["session", /next-auth|\/jose\/|@panva|src\/server\/auth\//],
  ["tRPC", /@trpc/],
  ["React render", /react-dom|react-server-dom|\/react\/|react\.production/],
  ["Next.js", /\/next\/dist\/|^\.\/dist\//],
  // The app's own components and code, as the build bundled them; React calls them while rendering.
  ["app code", /\/\.next\/server\//],
  ["async context", /^node:(?:internal\/)?async_hooks/],
];
const GC = "garbage collection";
const OTHER = "other (Node.js and native)";
/** A bundled module's key as a bundle writes it: `"./dist/compiled/react-dom/server.js"(e,t,r){`. */
const BUNDLED_MODULE = /"(\.{1,2}\/[^"\s]+?\.[cm]?js)"\s*(?:\(|:\s*(?:function\s*)?\()/g;

/** For a bundle file: where each line starts and where each bundled module starts, in characters. */
function bundleIndex(file) {
  const text = readFileSync(file, "utf8");
  const lineStarts = [0];
  for (let index = text.indexOf("\n"); index >= 0; index = text.indexOf("\n", index + 1)) lineStarts.push(index + 1);
  const modules = [...text.matchAll(BUNDLED_MODULE)].map((match) => ({ start: match.index, name: match[1] }));
  return { lineStarts, modules };
}

function moduleNamer() {
  const indexes = new Map();
  return (url, lineNumber, columnNumber) => {
    if (!url.startsWith("file://") || !url.includes("/compiled/next-server/")) return null;
    if (!indexes.has(url)) {
      const file = fileURLToPath(url);
      indexes.set(url, existsSync(file) ? bundleIndex(file) : null);
    }
    const index = indexes.get(url);
    if (!index || lineNumber < 0) return null;
    const position = (index.lineStarts[lineNumber] ?? 0) + columnNumber;
    let found = null;
    for (const bundled of index.modules) {
      if (bundled.start > position) break;
      found = bundled.name;
    }
    return found;
  };
}

/**
 * Milliseconds per phase in `profile` (the parsed .cpuprofile JSON), idle time left out, largest first.
 * @param {{ nodes: { id: number, callFrame: { url: string, functionName: string, lineNumber?: number, columnNumber?: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} profile
 */
export function summariseCpuProfile(profile) {
  const parent = new Map();
  const byId = new Map();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const bundledModule = moduleNamer();
  const phaseOf = new Map();
  const classify = (id) => {
    if (phaseOf.has(id)) return phaseOf.get(id);
    const { url, functionName, lineNumber = -1, columnNumber = 0 } = byId.get(id).callFrame;
    let phase;
    if (functionName === "(idle)") phase = null;
    else if (functionName === "(garbage collector)") phase = GC;
    else {
      const where = bundledModule(url, lineNumber, columnNumber) ?? url;
      phase = PHASES.find(([, pattern]) => pattern.test(where))?.[0];
    }
    if (phase === undefined) phase = parent.has(id) ? classify(parent.get(id)) : OTHER;
    phaseOf.set(id, phase);
    return phase;
  };
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const phase = classify(id);
    if (phase === null) return;
    totals.set(phase, (totals.get(phase) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([phase, ms]) => ({ phase, ms })).sort((a, b) => b.ms - a.ms);
}
