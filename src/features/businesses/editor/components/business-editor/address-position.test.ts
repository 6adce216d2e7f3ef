import { describe, expect, it } from "vitest";
import { positionFromAddress, type PlaceOption } from "./address-position";

const CITIES: PlaceOption[] = [
  { slug: "austin", name: "Austin", state: "TX", zipCode: "78701", latitude: 30.2672, longitude: -97.7431 },
  { slug: "round-rock", name: "Round Rock", state: "TX", zipCode: "78664", latitude: 30.5083, longitude: -97.6789 },
];

describe("positionFromAddress", () => {
  it("places a known ZIP code at its centre, whichever city is chosen", () => {
    expect(positionFromAddress(CITIES, "austin", " 78664 ")).toEqual({
      latitude: 30.5083,
      longitude: -97.6789,
      message: expect.stringMatching(
        /^Placed at the centre of ZIP code 78664 \(Round Rock, TX\): near you, not at your door/,
      ),
    });
  });

  it("falls back to the chosen city's centre, and says so", () => {
    const found = positionFromAddress(CITIES, "austin", "78702");
    expect(found).toMatchObject({ latitude: 30.2672, longitude: -97.7431 });
    expect(found?.message).toMatch(/^Placed at the centre of Austin, TX: /);
    expect(positionFromAddress(CITIES, "austin", "")?.message).toMatch(/^Placed at the centre of Austin, TX: /);
  });

  it("finds nothing without a city or a known ZIP code", () => {
    expect(positionFromAddress(CITIES, "", "78702")).toBeNull();
    expect(positionFromAddress(CITIES, "", "")).toBeNull();
  });
});
