import { describe, expect, it } from "vitest";
import { isCityCentre, KNOWN_CITIES } from "./cities";

describe("KNOWN_CITIES", () => {
  it("holds the 23 Texas cities with unique slugs, 5-digit ZIPs and Texan coordinates", () => {
    expect(KNOWN_CITIES).toHaveLength(23);
    expect(new Set(KNOWN_CITIES.map((c) => c.slug)).size).toBe(23);
    for (const city of KNOWN_CITIES) {
      expect(city.state).toBe("TX");
      expect(city.zipCode).toMatch(/^\d{5}$/);
      expect(city.latitude).toBeGreaterThan(25.8);
      expect(city.latitude).toBeLessThan(36.5);
      expect(city.longitude).toBeGreaterThan(-106.7);
      expect(city.longitude).toBeLessThan(-93.5);
    }
    expect(KNOWN_CITIES.find((c) => c.slug === "el-paso")?.timeZone).toBe("America/Denver");
    expect(KNOWN_CITIES.find((c) => c.slug === "mckinney")?.name).toBe("McKinney");
  });
});

describe("city centres", () => {
  it("name the stand-in position of a business without its own", () => {
    expect(isCityCentre("austin", { latitude: 30.2672, longitude: -97.7431 })).toBe(true);
    expect(isCityCentre("austin", { latitude: 30.2673, longitude: -97.7431 })).toBe(false);
    expect(isCityCentre("dallas", { latitude: 30.2672, longitude: -97.7431 })).toBe(false);
    expect(isCityCentre("atlantis", { latitude: 30.2672, longitude: -97.7431 })).toBe(false);
  });
});
