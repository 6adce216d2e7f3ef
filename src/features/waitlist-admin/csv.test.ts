import { describe, expect, it } from "vitest";
import { csvCell, csvRow, waitlistCsvHeader, waitlistCsvRow, type CsvEntry } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes empty cells for missing values", () => {
    expect(csvCell("Rosa's Tacos")).toBe("Rosa's Tacos");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("Tacos, Inc.")).toBe('"Tacos, Inc."');
    expect(csvCell('The "Best" Tacos')).toBe('"The ""Best"" Tacos"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
  });

  it("writes dates as ISO timestamps", () => {
    expect(csvCell(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22T12:00:00.000Z");
  });
});

describe("waitlist CSV", () => {
  const entry: CsvEntry = {
    id: "w1",
    businessName: "=cmd|' /C calc'!A0",
    ownerName: 'Ana, "Boss"',
    email: "ana@example.com",
    phone: null,
    category: "Bakeries",
    location: "Austin, TX",
    citySlug: "austin",
    zipCode: null,
    referralSource: "google",
    referralMedium: "cpc",
    referralCampaign: "fall",
    referralCode: null,
    organizationSlug: "austin-chamber",
    organizationName: "Austin Chamber",
    marketingAuditInterest: true,
    status: "waiting",
    emailConfirmedAt: null,
    riskLevel: "high",
    riskReasons: "similar-email,same-browser",
    held: true,
    createdAt: new Date("2026-11-01T00:00:00Z"),
  };

  it("has a header and one line per entry, ending in CRLF", () => {
    expect(waitlistCsvHeader()).toBe(
      "Business name,Owner name,Email,Phone,Category,Location,City,ZIP code,Source,Medium,Campaign,Referral code,Organization,Marketing audit,Status,Email confirmed,Joined,Id,Risk,Risk reasons,Held\r\n",
    );
    expect(waitlistCsvRow(entry)).toBe(
      `'=cmd|' /C calc'!A0,"Ana, ""Boss""",ana@example.com,,Bakeries,"Austin, TX",austin,,google,cpc,fall,,Austin Chamber,yes,waiting,no,2026-11-01T00:00:00.000Z,w1,high,"Same address as another entry, but for a +tag or dots; Several joins from one browser",yes\r\n`,
    );
    expect(waitlistCsvRow({ ...entry, emailConfirmedAt: new Date("2026-11-02T00:00:00Z") })).toContain(
      ",waiting,2026-11-02T00:00:00.000Z,2026-11-01",
    );
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
  });
});
