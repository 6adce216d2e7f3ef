import { describe, expect, it } from "vitest";
import { directionsHref, postalAddress, telHref } from "./contact-links";

describe("profile contact links", () => {
  it("dials only digits and a leading plus", () => {
    expect(telHref("(512) 555-0142")).toBe("tel:5125550142");
    expect(telHref("+1 512-555-0142")).toBe("tel:+15125550142");
    expect(telHref("call us")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("asks OpenStreetMap for the full address", () => {
    const address = postalAddress({ address: "100 Congress Ave", city: "Austin", state: "TX", zipCode: "78701" });
    expect(address).toBe("100 Congress Ave, Austin, TX 78701");
    expect(directionsHref(address)).toBe(
      "https://www.openstreetmap.org/search?query=100%20Congress%20Ave%2C%20Austin%2C%20TX%2078701",
    );
    expect(postalAddress({ address: null, city: "Waco", state: "TX", zipCode: null })).toBe("Waco, TX");
  });
});
