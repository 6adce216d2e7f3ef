import { describe, expect, it } from "vitest";
import { mobileLinksFor, primaryLinksFor, signInHref } from "./nav-links";

const labels = (links: Array<{ label: string }>) => links.map((link) => link.label);

describe("header links", () => {
  it("show Directory to everyone, My Dashboard to members and For Business to owners and admins", () => {
    expect(labels(primaryLinksFor(null))).toEqual(["Directory"]);
    expect(labels(primaryLinksFor({ name: "C", roles: ["customer"] }))).toEqual(["Directory", "My Dashboard"]);
    expect(labels(primaryLinksFor({ name: "O", roles: ["business_owner"] }))).toEqual(["Directory", "For Business"]);
    expect(labels(primaryLinksFor({ name: "A", roles: ["admin"] }))).toEqual(["Directory", "For Business"]);
  });

  it("add the user's dashboards to the mobile menu once each", () => {
    expect(labels(mobileLinksFor({ name: "C", roles: ["customer"] }))).toEqual(["Directory", "My Dashboard"]);
    expect(labels(mobileLinksFor({ name: "B", roles: ["admin", "business_owner"] }))).toEqual([
      "Directory",
      "For Business",
      "Admin Dashboard",
      "Business Dashboard",
    ]);
  });
});

describe("Sign In link", () => {
  it("carries the current page as the place to return to", () => {
    expect(signInHref("/business/joes-coffee?tab=reviews")).toBe(
      "/auth?callbackUrl=%2Fbusiness%2Fjoes-coffee%3Ftab%3Dreviews",
    );
    expect(signInHref("/")).toBe("/auth");
    expect(signInHref("/auth?mode=signup")).toBe("/auth");
    expect(signInHref(null)).toBe("/auth");
  });
});
