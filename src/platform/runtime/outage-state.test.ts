import { afterEach, describe, expect, it } from "vitest";
import { OUTAGE_STATE, outageStatus } from "./outage-state.mjs";

const globals = globalThis as Record<symbol, unknown>;
const store = (databaseUnavailable: boolean, databaseAnswered: boolean) => ({ databaseUnavailable, databaseAnswered });
afterEach(() => delete globals[OUTAGE_STATE]);

describe("outageStatus", () => {
  it("makes a page that met an unavailable database a 503, whether Next.js said 200 or 500", () => {
    expect(outageStatus(store(true, false), 200, "text/html; charset=utf-8")).toBe(503);
    expect(outageStatus(store(true, true), 500, "text/html")).toBe(503);
  });

  it("makes a page sent before its first query a 503 while the database is known to be down, not once it answered", () => {
    globals[OUTAGE_STATE] = { downSince: Date.now(), probe: null };
    expect(outageStatus(store(false, false), 200, "text/html")).toBe(503);
    expect(outageStatus(store(false, true), 200, "text/html")).toBe(200);
  });

  it("leaves healthy pages, other statuses and non-HTML answers alone", () => {
    expect(outageStatus(store(false, false), 200, "text/html")).toBe(200);
    for (const status of [301, 307, 404]) expect(outageStatus(store(true, false), status, "text/html")).toBe(status);
    expect(outageStatus(store(true, false), 200, "application/json")).toBe(200);
    expect(outageStatus(store(true, false), 200, "text/x-component")).toBe(200);
  });
});
