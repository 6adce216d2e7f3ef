import { describe, expect, it } from "vitest";
import { parseRecipients } from "./recipients";

describe("parseRecipients", () => {
  it("reads pasted lines and a CSV file with a header and quoted names", () => {
    const { customers, bad } = parseRecipients(
      'Name,Email\r\n"Lee, Jordan",Jordan@Example.com\r\nPriya Shah; priya@example.com\n\n',
    );
    expect(customers).toEqual([
      { name: "Lee, Jordan", email: "jordan@example.com" },
      { name: "Priya Shah", email: "priya@example.com" },
    ]);
    expect(bad).toEqual([]);
  });

  it("lists each bad line with its reason and keeps the good ones", () => {
    const { customers, bad } = parseRecipients(
      "Ann, ann@example.com\nno email here\nBob, not-an-email\nAnn again, ANN@example.com\n, cy@example.com",
    );
    expect(customers).toEqual([{ name: "Ann", email: "ann@example.com" }]);
    expect(bad.map((row) => [row.line, row.reason])).toEqual([
      [2, "Write one customer per line as: name, email."],
      [3, "Enter a valid email address."],
      [4, "This email is listed twice."],
      [5, "Name is required."],
    ]);
  });

  it("takes at most 100 customers and names the rest", () => {
    const text = Array.from({ length: 102 }, (_, i) => `C${i}, c${i}@example.com`).join("\n");
    const { customers, bad } = parseRecipients(text);
    expect(customers).toHaveLength(100);
    expect(bad.map((row) => row.line)).toEqual([101, 102]);
  });
});
