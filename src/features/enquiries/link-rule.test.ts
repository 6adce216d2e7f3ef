import { describe, expect, it } from "vitest";
import { containsLink } from "./link-rule";

describe("containsLink", () => {
  it.each([
    "https://example.com/offer",
    "see http://10.0.0.1/x",
    "ftp://files.example.org",
    "www.cheap-deals.net",
    "WWW.CHEAP.BIZ",
    "visit cheap-deals.com today",
    "Deals at SHOP.XYZ!",
    "spam.co.uk/deals",
    "our page is mybiz.io, thanks",
    "go to bit.ly/abc",
    "example.de?x=1",
    "(see deals.online)",
  ])("finds the link in %j", (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    "Do you work on Saturdays?",
    "Reach me at jamie.rivera@example.com or 512-555-0142.",
    "Is 8.30 a.m. OK? The U.S. address is on St. Louis Ave., e.g. unit 3.5.",
    "Ph.D. students welcome, i.e. anyone",
    "It costs $12.50 for 2.5 ft",
    "end of sentence. Next one",
    "report.pdf and photo.jpeg are attached",
  ])("leaves %j alone", (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
