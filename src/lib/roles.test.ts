import { describe, expect, it } from "vitest";
import { dashboardLinkFor, hasAnyRole, OWNER_AREA_ROLES } from "./roles";

describe("roles", () => {
  it("send each role to its own dashboard, admin first", () => {
    expect(dashboardLinkFor(["customer"])).toEqual({ href: "/customer-dashboard", label: "My Dashboard" });
    expect(dashboardLinkFor(["business_owner"])).toEqual({ href: "/dashboard", label: "Business Dashboard" });
    expect(dashboardLinkFor(["business_owner", "admin"])).toEqual({ href: "/admin", label: "Admin Dashboard" });
  });
  it("admit owners and admins to the owner area only", () => {
    expect(hasAnyRole(["admin"], OWNER_AREA_ROLES)).toBe(true);
    expect(hasAnyRole(["business_owner"], OWNER_AREA_ROLES)).toBe(true);
    expect(hasAnyRole(["customer"], OWNER_AREA_ROLES)).toBe(false);
    expect(hasAnyRole([], OWNER_AREA_ROLES)).toBe(false);
  });
});
