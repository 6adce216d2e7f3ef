import { describe, expect, it } from "vitest";
import { createRoutes, REMOVED } from "./routes.mjs";

const routes = createRoutes(
  {
    staticRoutes: [{ page: "/" }, { page: "/directory" }, { page: "/review/confirm" }],
    dynamicRoutes: [
      { page: "/review/[code]", regex: "^/review/([^/]+?)(?:/)?$" },
      { page: "/waitlist/spot/[key]", regex: "^/waitlist/spot/([^/]+?)(?:/)?$" },
      { page: "/waitlist/[area]", regex: "^/waitlist/([^/]+?)(?:/)?$" },
      { page: "/api/trpc/[trpc]", regex: "^/api/trpc/([^/]+?)(?:/)?$" },
    ],
  },
  ["/favicon.ico"],
);

describe("routeOf", () => {
  it("names the route, not the address, so labels stay few", () => {
    expect(routes.routeOf("/")).toBe("/");
    expect(routes.routeOf("/directory/")).toBe("/directory");
    expect(routes.routeOf("/review/confirm")).toBe("/review/confirm");
    expect(routes.routeOf("/review/Zx81kQ")).toBe("/review/[code]");
    expect(routes.routeOf("/waitlist/spot/abc")).toBe("/waitlist/spot/[key]");
    expect(routes.routeOf("/waitlist/austin")).toBe("/waitlist/[area]");
    expect(routes.routeOf("/api/trpc/directory.search,home.featured")).toBe("/api/trpc/[trpc]");
    expect(routes.routeOf("/_next/static/chunks/abc123.js")).toBe("/_next/static");
    expect(routes.routeOf("/favicon.ico")).toBe("/favicon.ico");
    expect(routes.routeOf("/metrics")).toBe("/metrics");
    expect(routes.routeOf("/wp-login.php")).toBe("unmatched");
    expect(routes.routeOf("/a/b/c/d")).toBe("unmatched");
  });
});

describe("loggedAddress", () => {
  it("logs an address whose path is a credential by its route", () => {
    expect(routes.loggedAddress("/review/Zx81kQp0")).toBe("/review/[code]");
    expect(routes.loggedAddress("/waitlist/spot/k3y?ref=x")).toBe("/waitlist/spot/[key]?ref=x");
    expect(routes.loggedAddress("/waitlist/austin")).toBe("/waitlist/austin");
  });

  it("removes the values of parameters that may carry a credential", () => {
    expect(routes.loggedAddress("/auth/reset-password?token=abc&next=%2Fa")).toBe(
      `/auth/reset-password?token=${REMOVED}&next=%2Fa`,
    );
    expect(routes.loggedAddress("/review/confirm?code=1&apiKey=2&sig=3&email=a%40b.c&page=2")).toBe(
      `/review/confirm?code=${REMOVED}&apiKey=${REMOVED}&sig=${REMOVED}&email=${REMOVED}&page=2`,
    );
    expect(routes.loggedAddress('/api/trpc/waitlist.spot?input={"key":"secret"}')).toBe(
      `/api/trpc/waitlist.spot?input=${REMOVED}`,
    );
    expect(routes.loggedAddress("/directory?search=caf%C3%A9")).toBe("/directory?search=caf%C3%A9");
  });

  it("keeps a long address to 1,024 characters", () => {
    expect(routes.loggedAddress(`/directory?search=${"a".repeat(5000)}`)).toHaveLength(1024);
  });
});
