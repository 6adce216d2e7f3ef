import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { summariseCpuProfile } from "./cpu-profile.mjs";

const frame = (
  id: number,
  url: string,
  functionName = "f",
  children: number[] = [],
  lineNumber = 0,
  columnNumber = 0,
) => ({
  id,
  callFrame: { url, functionName, lineNumber, columnNumber },
  children,
});

describe("summariseCpuProfile", () => {
  it("gives each sample the phase of its innermost known frame, and leaves idle time out", () => {
    const profile = {
      nodes: [
        frame(1, "", "(root)", [2, 6, 7]),
        frame(2, "file:///app/node_modules/next/dist/server/next-server.js", "handle", [3, 5]),
        frame(3, "file:///app/node_modules/next/dist/compiled/react-dom/server.js", "render", [4, 8]),
        frame(4, "file:///app/.next/server/chunks/ssr/123.js", "component"),
        frame(5, "node:zlib", "gzip"),
        frame(6, "", "(idle)"),
        frame(7, "", "(garbage collector)"),
        frame(8, "", "(program)"),
      ],
      samples: [4, 4, 3, 5, 6, 7, 2, 8],
      timeDeltas: [1000, 1000, 500, 2000, 9000, 250, 125, 375],
    };
    expect(summariseCpuProfile(profile)).toEqual([
      { phase: "app code", ms: 2 },
      { phase: "gzip", ms: 2 },
      { phase: "React render", ms: 0.875 },
      { phase: "garbage collection", ms: 0.25 },
      { phase: "Next.js", ms: 0.125 },
    ]);
  });

  it("names a frame in Next's bundled runtime by the bundled module its position falls in", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "cpu-profile-")), "next/dist/compiled/next-server");
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, "app-page.runtime.prod.js");
    const first = `(()=>{var r={"./dist/esm/server/app-render/render.js"(e,t,r){function a(){}},`;
    const second = `"./dist/compiled/react-dom/cjs/react-dom-server.production.js"(e,t,r){function b(){}}}})();`;
    writeFileSync(file, `${first}\n${second}`);
    const url = pathToFileURL(file).href;
    const profile = {
      nodes: [
        frame(1, "", "(root)", [2, 3, 4]),
        frame(2, url, "a", [], 0, first.indexOf("function a")),
        frame(3, url, "b", [], 1, second.indexOf("function b")),
        frame(4, "file:///app/scripts/server.mjs", "serve"),
      ],
      samples: [2, 3, 3, 4],
      timeDeltas: [1000, 1000, 1000, 500],
    };
    expect(summariseCpuProfile(profile)).toEqual([
      { phase: "React render", ms: 2 },
      { phase: "Next.js", ms: 1 },
      { phase: "other (Node.js and native)", ms: 0.5 },
    ]);
  });
});
