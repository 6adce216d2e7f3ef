import { describe, expect, it } from "vitest";
import { haversineKm, longitudeScale } from "./distance";

describe("haversineKm", () => {
  it("measures the great-circle distance between two cities", () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(haversineKm(austin, dallas)).toBeCloseTo(293.1, 1);
    expect(haversineKm(austin, austin)).toBe(0);
  });
});

describe("longitudeScale", () => {
  it("shrinks longitude differences away from the equator", () => {
    expect(longitudeScale({ latitude: 0, longitude: 0 })).toBeCloseTo(1);
    expect(longitudeScale({ latitude: 60, longitude: 10 })).toBeCloseTo(0.5);
  });
});
