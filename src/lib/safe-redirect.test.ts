import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-redirect";

describe("safeCallbackPath", () => {
  it("keeps same-site paths", () => {
    expect(safeCallbackPath("/admin/users?page=2")).toBe("/admin/users?page=2");
  });
  it("refuses other sites, protocol-relative paths and loops back to /auth", () => {
    for (const value of [null, "", "https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/auth?x=1"]) {
      expect(safeCallbackPath(value)).toBe("/");
    }
  });
});
