import { describe, expect, it } from "vitest";
import { INVALID_TEXT_MESSAGE, zText } from "./text";

describe("zText", () => {
  it("accepts ordinary text, emoji and accents, and chains like a string", () => {
    expect(zText().trim().min(1).parse(" Café 😀 ")).toBe("Café 😀");
  });
  it("refuses NUL bytes and lone surrogates with a clear message", () => {
    for (const text of ["a\u0000b", "\ud800", "x\udc00y", "\ud83d"]) {
      expect(zText().safeParse(text).error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
    }
  });
});
