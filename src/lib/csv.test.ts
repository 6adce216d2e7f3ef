import { describe, expect, it } from "vitest";
import { quotedCsv } from "./csv";

describe("quotedCsv", () => {
  it("quotes every cell, doubles quotes, leaves empty cells empty and ends each line in CRLF", () => {
    expect(
      quotedCsv(
        ["Name", "Note"],
        [
          ['Rosa\'s "Tacos"', null],
          [12, undefined],
        ],
      ),
    ).toBe('"Name","Note"\r\n"Rosa\'s ""Tacos""",""\r\n"12",""\r\n');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(quotedCsv(["=SUM(A1)", "+1", "-2", "@cmd", "a=b"], [])).toBe(`"'=SUM(A1)","'+1","'-2","'@cmd","a=b"\r\n`);
  });
});
