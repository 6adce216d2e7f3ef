import { afterEach, describe, expect, it } from "vitest";
import type { IncomingMessage, ServerResponse } from "node:http";
import { handleWithOutageStatus, OUTAGE_STATE, outageStatus } from "./outage-state.mjs";
import { currentRequest, inRequest } from "./observed.mjs";

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

describe("handleWithOutageStatus", () => {
  /** A response that records the status it is sent with. */
  const response = () => {
    const sent = { status: 0, headers: {} as Record<string, unknown> };
    const res = {
      getHeader: () => undefined,
      setHeader: (name: string, value: unknown) => (sent.headers[name] = value),
      writeHead: (status: number) => (sent.status = status),
    };
    return { res: res as unknown as ServerResponse, sent };
  };
  const req = {} as IncomingMessage;

  it("notes the database's outcome in the observed request's own store and answers 503 from it", () => {
    const { res, sent } = response();
    inRequest("request-1", () =>
      handleWithOutageStatus(req, res, () => {
        currentRequest()!.databaseUnavailable = true;
        res.writeHead(200, { "content-type": "text/html" });
      }),
    );
    expect(sent.status).toBe(503);
    expect(sent.headers["Retry-After"]).toBe("5");
  });

  it("gives a request the server did not observe a store of its own", () => {
    const { res, sent } = response();
    handleWithOutageStatus(req, res, () => {
      expect(currentRequest()).toEqual({ databaseUnavailable: false, databaseAnswered: false });
      res.writeHead(200, { "content-type": "text/html" });
    });
    expect(sent.status).toBe(200);
  });
});
