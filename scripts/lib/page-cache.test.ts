import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey } from "./page-cache.mjs";
import { createHub, type InvalidationChannel } from "../../src/platform/runtime/invalidation.mjs";
import { NO_STORE_MARKER, NO_STORE_PAGE } from "../../src/lib/page-cache-marker.mjs";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers });

it("the marker is the attribute the pages spread", () => {
  expect(Object.entries(NO_STORE_PAGE).map(([name, value]) => `${name}="${value}"`)).toEqual([NO_STORE_MARKER]);
});

describe("pageCacheKey", () => {
  it("keeps public pages, without a query, for every visitor", () => {
    for (const path of [
      "/",
      "/about",
      "/terms",
      "/how-reviews-work",
      "/directory",
      "/directory/houston",
      "/business/houston/joes-diner",
      "/waitlist/austin",
      "/waitlist/78701",
    ])
      expect(pageCacheKey(request(path))).toBe(path);
    expect(pageCacheKey(request("/", { cookie: "next-auth.csrf-token=x; theme=dark" }))).toBe("/");
    expect(pageCacheKey(request("/", { cookie: "a=1; next-auth.session-token=abc" }))).toBe("/");
    expect(pageCacheKey(request("/about", { cookie: "__Secure-next-auth.session-token.0=abc" }))).toBe("/about");
  });

  it("keeps the directory's filtered addresses, each under its own address, but no long query", () => {
    for (const path of [
      "/directory?category=food",
      "/directory/houston?category=food-dining&rating=4-star&sort=rating",
      "/directory/78701?search=caf%C3%A9&page=2",
    ])
      expect(pageCacheKey(request(path))).toBe(path);
    expect(pageCacheKey(request(`/directory?search=${"a".repeat(512)}`))).toBeNull();
    expect(pageCacheKey(request("/directory?category=food", { cookie: "next-auth.session-token=abc" }))).toBe(
      "/directory?category=food",
    );
    expect(pageCacheKey(request("/directory?category=food", { rsc: "1" }))).toBeNull();
  });

  it("never keeps a waitlist spot page (its address is the owner's private key) nor an area page with a referral", () => {
    for (const path of [
      "/waitlist/spot/8kQ2-x_Zr9aBcDeFgHiJkLmNoPqRsTuVw",
      "/waitlist/spot/abcdef",
      "/waitlist/spot/abcdef?x=1",
      "/waitlist/spot",
      "/waitlist/austin?ref=abcdefghij",
    ])
      expect(pageCacheKey(request(path))).toBeNull();
  });

  it("never keeps queries, RSC payloads, other methods or other pages", () => {
    for (const path of ["/?ref=x", "/about?x=1", "/business/houston/joes-diner?tab=reviews"])
      expect(pageCacheKey(request(path))).toBeNull();
    expect(pageCacheKey(request("/directory", { rsc: "1" }))).toBeNull();
    expect(pageCacheKey(request("/directory", { "next-router-prefetch": "1" }))).toBeNull();
    expect(pageCacheKey(request("/", {}, "POST"))).toBeNull();
    for (const path of [
      "/admin",
      "/dashboard",
      "/account",
      "/auth",
      "/api/trpc/x",
      "/waitlist/confirm",
      "/business/a/b/c",
    ])
      expect(pageCacheKey(request(path))).toBeNull();
  });
});

/** A server that renders like Next: a page with the request's nonce in its CSP and on its script. */
async function start(seconds: number, clock = { now: Date.now() }, renderWaitMs?: number) {
  const renders: string[] = [];
  const cookies: string[] = [];
  let status = 200;
  let extra = "";
  const timing = { renderMs: 20, hangNext: false };
  const render = async (req: IncomingMessage, res: ServerResponse) => {
    renders.push(`${req.method} ${req.url}`);
    if (req.headers.cookie !== undefined) cookies.push(req.headers.cookie);
    const nonce = `n${renders.length}AAAA+/=`;
    if (timing.hangNext) {
      timing.hangNext = false;
      return;
    }
    // Like Next.js: when the visitor's connection closes, the render stops without ending the answer.
    let left = false;
    res.once("close", () => (left = true));
    await new Promise((resolve) => setTimeout(resolve, timing.renderMs));
    if (left) return;
    res.statusCode = req.method === "GET" ? status : 204;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    res.write(`<html><script nonce="${nonce}">boot()</script>`);
    res.end(`<p${extra}>render ${renders.length} of ${req.url}</p></html>`);
  };
  const hub = createHub();
  const cache = createPageCache({ seconds, now: () => clock.now, renderWaitMs, hub });
  const server = createServer((req, res) => void cache.serve(req, res, render));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    base,
    renders,
    cookies,
    cache,
    clock,
    timing,
    hub,
    setStatus: (value: number) => (status = value),
    setAttributes: (value: string) => (extra = value),
  };
}
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("the page cache", () => {
  it("renders a page once and answers again from memory, each answer with its own nonce on page and policy", async () => {
    const { base, renders } = await start(30);
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${base}/about`)));
    const again = await fetch(`${base}/about`);
    expect(renders).toEqual(["GET /about"]);
    const nonces = new Set<string>();
    for (const answer of [...answers, again]) {
      const nonce = nonceOf(answer.headers.get("content-security-policy"))!;
      const body = await answer.text();
      expect(body).toContain(`<script nonce="${nonce}">boot()</script>`);
      expect(body).toContain("render 1 of /about");
      expect(answer.headers.get("cache-control")).toBe("private, no-cache, max-age=0, must-revalidate");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
    expect(nonces.has("n1AAAA+/=")).toBe(false);
    expect(again.headers.get("x-localhub-page-cache")).toBe("hit");
  });

  it("compresses for clients that accept gzip, the page once and each answer with its own nonce", async () => {
    const { base, renders } = await start(30);
    const gzipped = () =>
      new Promise<{ encoding?: string; policy?: string; body: Buffer }>((resolve) => {
        void import("node:http").then(({ get }) =>
          get(`${base}/`, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                encoding: res.headers["content-encoding"],
                policy: String(res.headers["content-security-policy"]),
                body: Buffer.concat(chunks),
              }),
            );
          }),
        );
      });
    const answers = [await gzipped(), await gzipped(), await gzipped()];
    expect(renders).toEqual(["GET /"]);
    const nonces = new Set<string>();
    for (const answer of answers) {
      expect(answer.encoding).toBe("gzip");
      const nonce = nonceOf(answer.policy ?? null)!;
      nonces.add(nonce);
      expect(gunzipSync(answer.body).toString()).toBe(
        `<html><script nonce="${nonce}">boot()</script><p>render 1 of /</p></html>`,
      );
    }
    expect(nonces.size).toBe(3);
  });

  it("renders again after a successful change (not after an insights beacon) and after expiry", async () => {
    const { base, renders, clock } = await start(30);
    await fetch(`${base}/`);
    await fetch(`${base}/api/insights`, { method: "POST" });
    expect(await (await fetch(`${base}/`)).text()).toContain("render 1 of /");
    await fetch(`${base}/api/trpc/settings.update`, { method: "POST" });
    expect(await (await fetch(`${base}/`)).text()).toContain("render 4 of /");
    clock.now += 31_000;
    expect(await (await fetch(`${base}/`)).text()).toContain("render 5 of /");
    expect(renders).toHaveLength(5);
  });

  it("answers signed-in visitors with the page rendered for nobody, and renders it without their session", async () => {
    const { base, renders, cookies } = await start(30);
    const signedIn = { cookie: "theme=dark; next-auth.session-token=secret-a; other=1" };
    expect(await (await fetch(`${base}/`, { headers: signedIn })).text()).toContain("render 1 of /");
    expect(await (await fetch(`${base}/`)).text()).toContain("render 1 of /");
    expect(
      await (await fetch(`${base}/`, { headers: { cookie: "__Secure-next-auth.session-token.0=secret-b" } })).text(),
    ).toContain("render 1 of /");
    // The render saw the visitor's other cookies, never the session.
    expect(cookies).toEqual(["theme=dark; other=1"]);
    // Not a cached page: the session goes through.
    await fetch(`${base}/dashboard`, { headers: signedIn });
    expect(cookies[1]).toBe(signedIn.cookie);
    expect(renders).toEqual(["GET /", "GET /dashboard"]);
  });

  it("is emptied by another process's invalidation and tells the others about this one's changes", async () => {
    const { base, renders, hub } = await start(30);
    const published: (readonly string[] | null)[] = [];
    const channel: InvalidationChannel = {
      kind: "redis",
      connected: true,
      publish: (tags) => published.push(tags),
      close: async () => {},
    };
    hub.channel = channel;
    await fetch(`${base}/`);
    expect((await fetch(`${base}/`)).headers.get("x-localhub-page-cache")).toBe("hit");
    hub.drop(["site-settings"]);
    expect(await (await fetch(`${base}/`)).text()).toContain("render 2 of /");
    await fetch(`${base}/api/trpc/settings.update`, { method: "POST" });
    expect(published).toEqual([["pages"]]);
    expect(await (await fetch(`${base}/`)).text()).toContain("render 4 of /");
    expect(renders).toHaveLength(4);
  });

  it("keeps no page whose render began before an invalidation", async () => {
    const { base, renders, timing, hub } = await start(30);
    timing.renderMs = 300;
    const first = fetch(`${base}/about`);
    while (renders.length === 0) await new Promise((resolve) => setImmediate(resolve));
    hub.drop(["categories"]);
    expect(await (await first).text()).toContain("render 1 of /about");
    expect(await (await fetch(`${base}/about`)).text()).toContain("render 2 of /about");
    expect((await fetch(`${base}/about`)).headers.get("x-localhub-page-cache")).toBe("hit");
  });

  it("neither answers nor keeps pages while the channel to the other processes is down", async () => {
    const { base, renders, hub } = await start(30);
    const link = { connected: true };
    hub.channel = {
      kind: "redis",
      get connected() {
        return link.connected;
      },
      publish: () => {},
      close: async () => {},
    };
    await fetch(`${base}/`);
    link.connected = false;
    expect(await (await fetch(`${base}/`)).text()).toContain("render 2 of /");
    expect(await (await fetch(`${base}/`)).text()).toContain("render 3 of /");
    link.connected = true;
    hub.drop(null);
    expect(await (await fetch(`${base}/`)).text()).toContain("render 4 of /");
    expect((await fetch(`${base}/`)).headers.get("x-localhub-page-cache")).toBe("hit");
    expect(renders).toHaveLength(4);
  });

  it("keeps no error page and passes it on unchanged", async () => {
    const { base, renders, setStatus } = await start(30);
    setStatus(404);
    const first = await fetch(`${base}/business/a/b`);
    expect(first.status).toBe(404);
    expect(await first.text()).toContain("render 1 of /business/a/b");
    setStatus(200);
    expect(await (await fetch(`${base}/business/a/b`)).text()).toContain("render 2 of /business/a/b");
    expect(renders).toHaveLength(2);
  });

  it("keeps no page that marks itself as one visitor's answer, and keeps a page whose text only quotes the marker", async () => {
    const { base, renders, setAttributes } = await start(30);
    setAttributes(` ${NO_STORE_MARKER}`);
    expect(await (await fetch(`${base}/directory?search=cafe`)).text()).toContain(`<p ${NO_STORE_MARKER}>render 1`);
    setAttributes("");
    expect(await (await fetch(`${base}/directory?search=cafe`)).text()).toContain("render 2 of /directory?search=cafe");
    expect(await (await fetch(`${base}/directory?search=cafe`)).text()).toContain("render 2 of /directory?search=cafe");
    // What a business name or a search text holding the marker becomes in React's HTML.
    setAttributes(` title="data-page-cache=&quot;no-store&quot;"`);
    await fetch(`${base}/directory?search=tea`);
    expect((await fetch(`${base}/directory?search=tea`)).headers.get("x-localhub-page-cache")).toBe("hit");
    expect(renders).toHaveLength(3);
  });

  it("a visitor who leaves mid-render (after 10, 50, 200 ms) holds up nobody: the next visitor gets the page, and it is kept", async () => {
    const { base, renders, timing } = await start(30);
    timing.renderMs = 400;
    for (const leaveAfterMs of [10, 50, 200]) {
      const path = `/directory?search=left-after-${leaveAfterMs}`;
      await new Promise<void>((resolve) => {
        const request = get(`${base}${path}`);
        request.on("error", () => resolve());
        setTimeout(() => request.destroy(), leaveAfterMs);
      });
      const next = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
      expect(next.status).toBe(200);
      expect(await next.text()).toContain(`of ${path}`);
      expect(
        (await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) })).headers.get("x-localhub-page-cache"),
      ).toBe("hit");
    }
    expect(renders).toHaveLength(6);
  });

  it("a visitor whose wait ends without a page (the first visitor left first) renders it for the next ones", async () => {
    const { base, renders, timing, cache } = await start(30);
    timing.hangNext = true;
    const leaving = new AbortController();
    const first = fetch(`${base}/about`, { signal: leaving.signal }).catch(() => null);
    while (renders.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = fetch(`${base}/about`, { signal: AbortSignal.timeout(5_000) });
    while (cache.waiting === 0) await new Promise((resolve) => setImmediate(resolve));
    leaving.abort();
    await first;
    const answer = await second;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("render 2 of /about");
    const third = await fetch(`${base}/about`, { signal: AbortSignal.timeout(5_000) });
    expect(third.headers.get("x-localhub-page-cache")).toBe("hit");
    expect(renders).toHaveLength(2);
  });

  it("a visitor waits on another's render at most renderWaitMs, then gets a page of their own", async () => {
    const { base, renders, timing } = await start(30, undefined, 200);
    timing.hangNext = true;
    const stuck = new AbortController();
    const first = fetch(`${base}/about`, { signal: stuck.signal }).catch(() => null);
    while (renders.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = await fetch(`${base}/about`, { signal: AbortSignal.timeout(5_000) });
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("render 2 of /about");
    stuck.abort();
    await first;
  });

  it("is off with 0 seconds", async () => {
    const { base, renders } = await start(0);
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    expect(renders).toHaveLength(2);
  });
});
