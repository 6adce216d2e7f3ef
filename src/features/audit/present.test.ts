import { describe, expect, it } from "vitest";
import { actionLabel, auditTargetHref, changeRows, fieldLabel, formatAuditValue, parseAuditChanges } from "./present";

describe("changeRows", () => {
  it("pairs an update's fields, old and new", () => {
    expect(changeRows({ before: { isActive: true, name: "A" }, after: { isActive: false, name: "B" } })).toEqual([
      { field: "is active", before: "yes", after: "no" },
      { field: "name", before: "A", after: "B" },
    ]);
  });
  it("shows only the new side of a create and only the old side of a delete", () => {
    expect(changeRows({ after: { roles: ["admin", "customer"] } })).toEqual([
      { field: "roles", before: null, after: "admin, customer" },
    ]);
    expect(changeRows({ before: { site_title: "" } })).toEqual([
      { field: "site title", before: "(empty)", after: null },
    ]);
  });
});

describe("formatAuditValue", () => {
  it("writes nulls, empty lists, numbers and objects readably", () => {
    expect([null, [], 3, { a: 1 }].map(formatAuditValue)).toEqual(["none", "none", "3", '{"a":1}']);
  });
});

describe("labels", () => {
  it("turns field and action names into words", () => {
    expect(fieldLabel("verificationStatus")).toBe("verification status");
    expect(actionLabel("user.grantRole")).toBe("user grant role");
    expect(actionLabel("recommendation.dismiss_reports")).toBe("recommendation reports dismissed");
    expect(actionLabel("organization.assign_manager")).toBe("organization admin assigned");
  });
});

describe("parseAuditChanges", () => {
  it("reads stored JSON and survives anything else", () => {
    expect(parseAuditChanges('{"before":{"a":1},"after":{"a":2}}')).toEqual({ before: { a: 1 }, after: { a: 2 } });
    expect(parseAuditChanges("not json")).toEqual({});
    expect(parseAuditChanges('{"before":[1]}')).toEqual({});
  });
});

describe("auditTargetHref", () => {
  it("links a business to its edit page, a person to the users search, others to their screen", () => {
    expect(auditTargetHref("business", "b 1", null)).toBe("/admin/business/b%201/edit");
    expect(auditTargetHref("recommendation", "r1", null)).toBe("/admin/reviews/recommendations?filter=all");
    expect(auditTargetHref("user", "u1", "a+b@x.example")).toBe("/admin/users?search=a%2Bb%40x.example");
    expect(auditTargetHref("challenge", "c1", null)).toBe("/admin/challenges");
    expect(auditTargetHref("organization", "o1", "Austin & Co")).toBe("/admin/organizations?search=Austin%20%26%20Co");
    expect(auditTargetHref("something-new", "x", null)).toBeNull();
  });
});
