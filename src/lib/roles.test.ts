import { describe, expect, it } from "vitest";
import { dashboardLinksFor, hasAnyRole, landingPathFor, OWNER_AREA_ROLES } from "./roles";

describe("roles", () => {
  it("offer each role its own dashboard, and members without one theirs", () => {
    const labels = (roles: Parameters<typeof dashboardLinksFor>[0]) =>
      dashboardLinksFor(roles).map((link) => `${link.label} ${link.href}`);
    expect(labels(["customer"])).toEqual(["My Dashboard /customer-dashboard"]);
    expect(labels([])).toEqual(["My Dashboard /customer-dashboard"]);
    expect(labels(["business_owner", "customer"])).toEqual(["Business Dashboard /dashboard"]);
    expect(labels(["admin"])).toEqual(["Admin Dashboard /admin"]);
    expect(labels(["business_owner", "admin"])).toEqual(["Admin Dashboard /admin", "Business Dashboard /dashboard"]);
  });
  it("admit owners and admins to the owner area only", () => {
    expect(hasAnyRole(["admin"], OWNER_AREA_ROLES)).toBe(true);
    expect(hasAnyRole(["business_owner"], OWNER_AREA_ROLES)).toBe(true);
    expect(hasAnyRole(["customer"], OWNER_AREA_ROLES)).toBe(false);
    expect(hasAnyRole([], OWNER_AREA_ROLES)).toBe(false);
  });
  it("land each role where its work is after signing in", () => {
    expect(landingPathFor(["business_owner"])).toBe("/dashboard");
    expect(landingPathFor(["business_owner", "customer"])).toBe("/dashboard");
    expect(landingPathFor(["admin"])).toBe("/admin");
    expect(landingPathFor(["business_owner", "admin"])).toBe("/admin");
    expect(landingPathFor(["customer"])).toBe("/");
    expect(landingPathFor([])).toBe("/");
  });
});
