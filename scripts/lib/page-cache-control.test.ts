import { describe, expect, it } from "vitest";
import {
  isSignedOutPageRequest,
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
