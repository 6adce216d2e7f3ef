import { describe, expect, it } from "vitest";
import { parseIdentifier } from "./identifier";

describe("parseIdentifier", () => {
  it("lower-cases and trims emails", () => {
    expect(parseIdentifier("  Casey@Example.COM ")).toEqual({ kind: "email", email: "casey@example.com" });
  });
  it("reads US and international phone numbers", () => {
    expect(parseIdentifier("(512) 555-0101")).toEqual({ kind: "phone", phone: "+15125550101" });
    expect(parseIdentifier("1-512-555-0101")).toEqual({ kind: "phone", phone: "+15125550101" });
    expect(parseIdentifier("+44 20 7946 0958")).toEqual({ kind: "phone", phone: "+442079460958" });
  });
  it("rejects everything else", () => {
    for (const text of ["", "casey", "casey@", "@example.com", "555-0101", "12ab34", "a b@c.d"])
      expect(parseIdentifier(text)).toBeNull();
  });
});
