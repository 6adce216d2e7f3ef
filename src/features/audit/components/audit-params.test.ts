import { describe, expect, it } from "vitest";
import { auditQuery, parseAuditParams } from "./audit-params";

describe("parseAuditParams", () => {
  it("reads the filters and the page from the address", () => {
    const parsed = parseAuditParams({
      action: "user.grantRole",
      actor: " Admin@LocalHub.example ",
      from: "2026-11-01",
      before: "2026-11-02T03:04:05.000Z_abc123",
      page: "9",
    });
    expect(parsed).toEqual({
      filters: { action: "user.grantRole", actor: "admin@localhub.example", from: "2026-11-01" },
      before: "2026-11-02T03:04:05.000Z_abc123",
      error: null,
    });
  });
  it("shows everything, with the reason, when a filter is unusable", () => {
    expect(parseAuditParams({ from: "2026-11-05", to: "2026-11-01" })).toEqual({
      filters: {},
      error: "The start date must not be after the end date.",
    });
    expect(parseAuditParams({ before: "x" }).error).toBe("Not a valid page.");
  });
});

describe("auditQuery", () => {
  it("keeps the filters in a fixed order and leaves out empty ones", () => {
    expect(auditQuery({ target: "user", action: "user.grantRole" }, "c1")).toBe(
      "?action=user.grantRole&target=user&before=c1",
    );
    expect(auditQuery({})).toBe("");
  });
});
