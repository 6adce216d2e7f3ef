import { describe, expect, it } from "vitest";
import { KNOWN_CITIES } from "@/lib/cities";
import { nearestCity } from "./nearest-city";

describe("nearestCity", () => {
  it("finds the known city closest to a position", () => {
    expect(nearestCity({ latitude: 30.3, longitude: -97.7 }, KNOWN_CITIES)?.slug).toBe("austin");
    expect(nearestCity({ latitude: 30.52, longitude: -97.68 }, KNOWN_CITIES)?.slug).toBe("round-rock");
    expect(nearestCity({ latitude: 31.8, longitude: -106.4 }, KNOWN_CITIES)?.slug).toBe("el-paso");
    expect(nearestCity({ latitude: 0, longitude: 0 }, [])).toBeNull();
  });
});
