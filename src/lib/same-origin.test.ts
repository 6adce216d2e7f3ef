import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./same-origin";

const SITE = "https://localhub.example";
const check = (headers: Record<string, string>) => isCrossSiteRequest(new Headers(headers), SITE);

describe("isCrossSiteRequest", () => {
  it("accepts this host, the public site URL, and requests that are not from a browser", () => {
    expect(check({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBe(false);
    expect(check({ origin: "https://localhub.example", host: "internal:3000" })).toBe(false);
    expect(check({ "sec-fetch-site": "same-origin" })).toBe(false);
    expect(check({})).toBe(false);
  });

  it("refuses other sites, sandboxed pages and cross-site fetches without Origin", () => {
    expect(check({ origin: "https://evil.example", host: "localhub.example" })).toBe(true);
    expect(check({ origin: "https://localhub.example.evil.example", host: "localhub.example" })).toBe(true);
    expect(check({ origin: "null", host: "localhub.example" })).toBe(true);
    expect(check({ origin: "not a url", host: "localhub.example" })).toBe(true);
    expect(check({ "sec-fetch-site": "cross-site" })).toBe(true);
    expect(check({ "sec-fetch-site": "same-site" })).toBe(true);
  });
});
