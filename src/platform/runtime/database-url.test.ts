import { describe, expect, it } from "vitest";
import { providerFromUrl } from "./database-url.mjs";

describe("providerFromUrl", () => {
  it("maps URL schemes to providers", () => {
    expect(providerFromUrl("file:./data/localhub.db")).toBe("sqlite");
    expect(providerFromUrl("postgresql://u@h:5432/db")).toBe("postgresql");
    expect(providerFromUrl("postgres://u@h/db")).toBe("postgresql");
  });
  it("refuses anything else with a clear message", () => {
    expect(() => providerFromUrl("mysql://x")).toThrow(/must start with file:/);
  });
});
