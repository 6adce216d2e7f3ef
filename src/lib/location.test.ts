import { describe, expect, it } from "vitest";
import { resolveLocation } from "./location";

const slugOf = (text: string) => resolveLocation(text).city?.slug ?? null;

describe("resolveLocation", () => {
  it("matches a known city by name, with or without the state, or by slug", () => {
    expect(slugOf("Austin")).toBe("austin");
    expect(slugOf("austin, TX")).toBe("austin");
    expect(slugOf("  Round Rock , Texas ")).toBe("round-rock");
    expect(slugOf("Round Rock TX")).toBe("round-rock");
    expect(slugOf("sugar-land")).toBe("sugar-land");
    expect(slugOf("Springfield")).toBeNull();
    expect(slugOf("")).toBeNull();
  });

  it("finds a 5-digit ZIP code anywhere in the text", () => {
    expect(resolveLocation("78701")).toEqual({ city: null, zipCode: "78701" });
    expect(resolveLocation("Dallas, TX 75201")).toMatchObject({ city: { slug: "dallas" }, zipCode: "75201" });
    expect(resolveLocation("Plano 75074-1234").zipCode).toBe("75074");
    expect(resolveLocation("123456").zipCode).toBeNull();
    expect(resolveLocation("1234").zipCode).toBeNull();
  });
});
