import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  isSignedOutPageRequest,
  keepSignedInHint,
  signedInAfter,
  SIGNED_OUT_PAGE_CACHE_CONTROL,
  signedOutPageCacheControl,
} from "./page-cache-control.mjs";

const page = (headers: Record<string, string> = {}, url = "/directory", method = "GET") => ({
  method,
  url,
  headers: { accept: "text/html,application/xhtml+xml", ...headers },
});

describe("signed-out page cache control", () => {
  it("applies to HTML page loads without a session cookie only", () => {
    expect(isSignedOutPageRequest(page())).toBe(true);
    expect(isSignedOutPageRequest(page({ cookie: "theme=dark; other=1" }))).toBe(true);
    expect(isSignedOutPageRequest(page({ cookie: "a=1; next-auth.session-token=abc" }))).toBe(false);
    expect(isSignedOutPageRequest(page({ cookie: "__Secure-next-auth.session-token.0=abc" }))).toBe(false);
    expect(isSignedOutPageRequest(page({}, "/api/trpc/x"))).toBe(false);
    expect(isSignedOutPageRequest(page({ rsc: "1" }))).toBe(false);
    expect(isSignedOutPageRequest(page({ accept: "*/*" }))).toBe(false);
    expect(isSignedOutPageRequest(page({}, "/directory", "POST"))).toBe(false);
  });

  it("keeps no-store on a waitlist spot page, whose address is the owner's key", () => {
    expect(isSignedOutPageRequest(page({}, "/waitlist/austin"))).toBe(true);
    expect(isSignedOutPageRequest(page({}, "/waitlist/spot/8kQ2-x_Zr9"))).toBe(false);
  });

  it("replaces only Next's private no-store value", () => {
    expect(signedOutPageCacheControl("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(
      SIGNED_OUT_PAGE_CACHE_CONTROL,
    );
    expect(signedOutPageCacheControl("public, max-age=31536000, immutable")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(signedOutPageCacheControl("no-store")).toBe("no-store");
  });
});

describe("the signed-in hint", () => {
  it("follows the session cookie an answer sets or clears, else the request's", () => {
    expect(signedInAfter(false, [])).toBe(false);
    expect(signedInAfter(true, ["theme=dark"])).toBe(true);
    expect(signedInAfter(false, ["next-auth.session-token=abc; Path=/; HttpOnly; SameSite=Lax"])).toBe(true);
    expect(signedInAfter(false, ["__Secure-next-auth.session-token.0=abc; Path=/; Secure"])).toBe(true);
    expect(signedInAfter(true, ["next-auth.session-token=; Path=/; Max-Age=0"])).toBe(false);
    expect(signedInAfter(true, ["next-auth.session-token=x; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT"])).toBe(
      false,
    );
  });

  it("is set or cleared on the answer only when it and the session disagree", async () => {
    // Each answer sets what the path names: a session cookie, its removal, or nothing.
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      keepSignedInHint(req, res);
      if (req.url === "/sign-in") res.setHeader("set-cookie", "next-auth.session-token=abc; Path=/; HttpOnly");
      if (req.url === "/sign-out") res.writeHead(200, { "Set-Cookie": "next-auth.session-token=; Path=/; Max-Age=0" });
      if (req.url === "/sign-in-listed")
        res.writeHead(200, "OK", ["Set-Cookie", "next-auth.session-token=abc; Path=/", "X-Listed", "yes"]);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cookiesOf = async (path: string, cookie?: string) =>
      (await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} })).headers.getSetCookie();
    const hintOf = async (path: string, cookie?: string) =>
      (await cookiesOf(path, cookie)).filter((value) => value.startsWith("localhub-signed-in="));
    try {
      expect(await hintOf("/")).toEqual([]);
      expect(await hintOf("/", "next-auth.session-token=abc; localhub-signed-in=1")).toEqual([]);
      expect(await hintOf("/", "next-auth.session-token=abc")).toEqual([
        "localhub-signed-in=1; Path=/; Max-Age=2592000; SameSite=Lax",
      ]);
      expect(await hintOf("/", "localhub-signed-in=1")).toEqual([
        "localhub-signed-in=; Path=/; Max-Age=0; SameSite=Lax",
      ]);
      expect(await hintOf("/sign-in")).toEqual(["localhub-signed-in=1; Path=/; Max-Age=2592000; SameSite=Lax"]);
      expect(await hintOf("/sign-out", "next-auth.session-token=abc; localhub-signed-in=1")).toEqual([
        "localhub-signed-in=; Path=/; Max-Age=0; SameSite=Lax",
      ]);
      expect(await hintOf("/_next/static/x.js", "next-auth.session-token=abc")).toEqual([]);
      // Headers handed to writeHead, as an object or a flat list, are all still sent beside the hint.
      expect(await cookiesOf("/sign-out", "next-auth.session-token=abc; localhub-signed-in=1")).toEqual([
        "next-auth.session-token=; Path=/; Max-Age=0",
        "localhub-signed-in=; Path=/; Max-Age=0; SameSite=Lax",
      ]);
      const listed = await fetch(`${base}/sign-in-listed`);
      expect(listed.headers.get("x-listed")).toBe("yes");
      expect(listed.headers.getSetCookie()).toEqual([
        "next-auth.session-token=abc; Path=/",
        "localhub-signed-in=1; Path=/; Max-Age=2592000; SameSite=Lax",
      ]);
    } finally {
      server.close();
    }
  });
});
