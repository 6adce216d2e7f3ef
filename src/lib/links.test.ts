import { describe, expect, it } from "vitest";
import { normalizeLink, normalizeWebUrl } from "./links";

describe("normalizeLink", () => {
  it("keeps web, tel and mailto links and prefixes the rest", () => {
    expect(normalizeLink("https://example.com/a")).toBe("https://example.com/a");
    expect(normalizeLink("HTTP://example.com")).toBe("HTTP://example.com");
    expect(normalizeLink("tel:+15125550100")).toBe("tel:+15125550100");
    expect(normalizeLink("mailto:hi@example.com")).toBe("mailto:hi@example.com");
    expect(normalizeLink(" instagram.com/localhub ")).toBe("https://instagram.com/localhub");
    expect(normalizeLink("")).toBe("");
  });
});

describe("normalizeWebUrl", () => {
  it("accepts only http(s) results", () => {
    expect(normalizeWebUrl("facebook.com/shop")).toBe("https://facebook.com/shop");
    expect(normalizeWebUrl("")).toBe("");
    expect(normalizeWebUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeWebUrl("tel:+15125550100")).toBeNull();
    expect(normalizeWebUrl("mailto:a@b.c")).toBeNull();
    expect(normalizeWebUrl("data:text/html,hi")).toBeNull();
    expect(normalizeWebUrl("JavaScript:void(0)")).toBeNull();
    expect(normalizeWebUrl("ftp://files.example.com")).toBeNull();
    expect(normalizeWebUrl("shop.example.com:8080/menu")).toBe("https://shop.example.com:8080/menu");
  });
});
