import { describe, expect, it } from "vitest";
import { KNOWN_CITIES } from "./cities";
import { distanceKm, nearest } from "./geo";

describe("geo", () => {
  it("measures great-circle distances", () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const houston = { latitude: 29.7604, longitude: -95.3698 };
    expect(distanceKm(austin, austin)).toBe(0);
    expect(distanceKm(austin, houston)).toBeGreaterThan(230);
    expect(distanceKm(austin, houston)).toBeLessThan(240);
  });

  it("finds the nearest known city", () => {
    expect(nearest({ latitude: 30.3, longitude: -97.7 }, KNOWN_CITIES)?.slug).toBe("austin");
    expect(nearest({ latitude: 30.52, longitude: -97.68 }, KNOWN_CITIES)?.slug).toBe("round-rock");
    expect(nearest({ latitude: 31.8, longitude: -106.4 }, KNOWN_CITIES)?.slug).toBe("el-paso");
    expect(nearest({ latitude: 0, longitude: 0 }, [])).toBeNull();
  });
});
