import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  fixedContentSecurityPolicy,
  mapTileSource,
  MEDIA_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
} from "./security-headers";

describe("map tiles in the page policy", () => {
  it("reads the tile server's origin from the URL template", () => {
    expect(mapTileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(mapTileSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(mapTileSource("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8080");
    expect(mapTileSource("javascript:alert(1)")).toBeNull();
    expect(mapTileSource("https://evil.example;script-src */{z}")).toBeNull();
  });

  it("allows the tile origin as an image source, and nothing more without one", () => {
    const base = { nonce: "n", development: false, https: false };
    expect(pageContentSecurityPolicy({ ...base, mapTileUrl: "http://tiles.local:8080/{z}/{x}/{y}.png" })).toContain(
      "img-src 'self' data: blob: https: http://tiles.local:8080;",
    );
    expect(pageContentSecurityPolicy(base)).toContain("img-src 'self' data: blob: https:;");
  });
});

describe("fixed policies", () => {
  it("gives the API and uploaded images their own policies and pages none (they get a nonce policy)", () => {
    expect(fixedContentSecurityPolicy("/api/trpc/directory.search")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(fixedContentSecurityPolicy(`/media/${"a".repeat(64)}.webp`)).toBe("default-src 'none'; sandbox");
    expect(MEDIA_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; sandbox");
    expect(fixedContentSecurityPolicy("/")).toBeNull();
    expect(fixedContentSecurityPolicy("/mediation")).toBeNull();
  });
});
