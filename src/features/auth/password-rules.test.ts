import { describe, expect, it } from "vitest";
import { passwordWeaknesses, weakPasswordMessage } from "./password-rules";

describe("passwordWeaknesses", () => {
  it("accepts a long password with a letter and a number", () => {
    expect(passwordWeaknesses("Correct-horse-42")).toEqual([]);
  });
  it("gives every reason a password is weak", () => {
    expect(passwordWeaknesses("abc")).toEqual(["use at least 8 characters", "include a number"]);
    expect(passwordWeaknesses("12345678")).toEqual(["include a letter", "avoid a commonly used password"]);
    expect(passwordWeaknesses("Password1")).toEqual(["avoid a commonly used password"]);
  });
  it("joins the reasons into one message", () => {
    expect(weakPasswordMessage(["include a letter", "include a number"])).toBe("Password is too weak: include a letter, include a number.");
  });
});
