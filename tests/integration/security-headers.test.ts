// The policy each kind of answer gets from src/proxy.ts, which Next.js runs before every request
// (its headers win over the route's own): pages a nonce policy, the API and uploaded images fixed
// ones. Over real HTTP through the Next.js server: tests/e2e/security.spec.ts.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { GET as getMedia } from "@/app/media/[file]/route";

const policyFor = (path: string) =>
  proxy(new NextRequest(`http://localhost${path}`)).headers.get("content-security-policy");

describe("Content-Security-Policy by path", () => {
  it("gives uploaded images (/media/...) their own sandbox policy, not the page's", async () => {
    const file = `${"0".repeat(64)}.webp`;
    expect(policyFor(`/media/${file}`)).toBe("default-src 'none'; sandbox");
    const missing = await getMedia(new Request(`http://localhost/media/${file}`), {
      params: Promise.resolve({ file }),
    });
    expect(missing.status).toBe(404);
  });

  it("keeps the page and API policies", () => {
    expect(policyFor("/")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(policyFor("/mediation")).toContain("'nonce-");
    expect(policyFor("/api/trpc/directory.filterOptions")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
