import { describe, expect, it } from "vitest";
import { passwordWeaknesses, weakPasswordMessage } from "./password-rules";

describe("passwordWeaknesses", () => {
  it("accepts a long password with a letter and a number", () => {
    expect(passwordWeaknesses("Correct-horse-42")).toEqual([]);
  });
  it("gives every reason a password is weak", () => {
    expect(passwordWeaknesses("abc")).toEqual(["use at least 8 characters", "include a number"]);
    expect(passwordWeaknesses("12345678")).toEqual(["include a letter"]);
  });
  it("counts every character, up to 128, whatever its size in bytes", () => {
    expect(passwordWeaknesses(`a1${"é".repeat(126)}`)).toEqual([]);
    expect(passwordWeaknesses(`a1${"😀".repeat(126)}`)).toEqual([]);
    expect(passwordWeaknesses(`a1${"x".repeat(127)}`)).toEqual(["use at most 128 characters"]);
    expect(passwordWeaknesses("ab😀😀😀😀12")).toEqual([]);
  });
  it("joins the reasons into one message", () => {
    expect(weakPasswordMessage(["include a letter", "include a number"])).toBe(
      "Password is too weak: include a letter, include a number.",
    );
  });
});
