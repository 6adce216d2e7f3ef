import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("ships a real list of at least 10,000 passwords", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it("rejects listed passwords and their usual disguises", () => {
    for (const password of [
      "password",
      "12345678",
      "qwerty123",
      "Passw0rd",
      "Summer2026",
      "Summer2026!",
      "iloveyou1",
      "P@ssword1",
      "Dragon99",
      "Football#1",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts passwords that are not built on a listed word", () => {
    for (const password of [
      "Tumbleweed-Harbor-71",
      "correct horse battery staple 9",
      "q8#Vz2!mLp",
      "Brisket4Weekend",
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
