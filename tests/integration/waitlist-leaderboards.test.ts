// The public reads of the waitlist's area pages and organisation pages, through real HTTP: an area
// page's progress and its leaderboard, and an organisation's leaderboard. Both list only confirmed
// owners no fraud check holds, who opted in and brought someone in, by initials and nothing else.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_AREA_DEFAULTS, WAITLIST_MESSAGES } from "@/features/waitlist/types";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createWaitlistEntry, ensureCities, randomZip } from "../helpers/waitlist";

const server = apiServerForThisFile();
beforeAll(() => ensureCities());

/** Entries that would top a leaderboard but must not appear on one. */
const hidden = (where: Record<string, unknown>) => [
  { ...where, ownerName: "Nora Notshown", confirmedReferrals: 9, leaderboardOptIn: false },
  { ...where, ownerName: "Hank Held", confirmedReferrals: 9, leaderboardOptIn: true, held: true, riskLevel: "high" },
  { ...where, ownerName: "Una Unconfirmed", confirmedReferrals: 9, leaderboardOptIn: true, emailConfirmedAt: null },
  { ...where, ownerName: "Zero Referrals", confirmedReferrals: 0, leaderboardOptIn: true },
];

describe("waitlist.areaPage", () => {
  it("answers an area's progress and its opted-in referrers by initials, most referrals first", async () => {
    const zip = randomZip();
    const inArea = { zipCode: zip, citySlug: null, location: zip };
    const early = new Date(Date.now() - 60_000);
    await Promise.all(
      [
        { ...inArea, ownerName: "Maria de la Garcia", confirmedReferrals: 2, leaderboardOptIn: true },
        { ...inArea, ownerName: "tom okafor", confirmedReferrals: 5, leaderboardOptIn: true },
        // Same count as Maria, confirmed earlier: ranked before her.
        { ...inArea, ownerName: "Ada Early", confirmedReferrals: 2, leaderboardOptIn: true, emailConfirmedAt: early },
        ...hidden(inArea),
      ].map((data) => createWaitlistEntry(data)),
    );
    const page = await server.client().waitlist.areaPage.query({ area: zip });
    expect(page).toEqual({
      progress: {
        key: zip,
        label: zip,
        // Maria, Tom, Ada, Nora and Zero: the held and the unconfirmed entries do not count.
        count: 5,
        goal: WAITLIST_AREA_DEFAULTS.goal,
        launchedAt: null,
      },
      leaderboard: [
        { rank: 1, initials: "T. O.", confirmedReferrals: 5 },
        { rank: 2, initials: "A. E.", confirmedReferrals: 2 },
        { rank: 3, initials: "M. D. L.", confirmedReferrals: 2 },
      ],
    });
    expect(JSON.stringify(page)).not.toMatch(/Maria|okafor|Notshown|Held/i);
  });

  it("lists the top 10 only, and a known city by its label", async () => {
    const zip = randomZip();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createWaitlistEntry({
          zipCode: zip,
          citySlug: null,
          location: zip,
          ownerName: `Owner ${String.fromCharCode(65 + i)}`,
          confirmedReferrals: i + 1,
          leaderboardOptIn: true,
        }),
      ),
    );
    const { leaderboard } = await server.client().waitlist.areaPage.query({ area: zip });
    expect(leaderboard.map((row) => row.confirmedReferrals)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(leaderboard[0]).toEqual({ rank: 1, initials: "O. L.", confirmedReferrals: 12 });

    const city = await server.client().waitlist.areaPage.query({ area: "round-rock" });
    expect(city.progress).toMatchObject({ key: "round-rock", label: "Round Rock, TX" });
  });

  it("answers NOT_FOUND for anything but a known city's slug or a 5-digit ZIP code, BAD_REQUEST for no text", async () => {
    for (const area of ["atlantis", "Austin", "7870", "787011", "austin, tx"])
      expect(await outcome(server.client().waitlist.areaPage.query({ area }))).toMatchObject({
        code: "NOT_FOUND",
        message: WAITLIST_MESSAGES.unknownArea,
      });
    for (const area of ["", "x".repeat(81)])
      expect(await outcome(server.client().waitlist.areaPage.query({ area }))).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("waitlist.organizationLeaderboard", () => {
  it("ranks the opted-in referrers among the entries that joined through the organisation, by initials", async () => {
    const slug = `test-org-${randomUUID().slice(0, 8)}`;
    const through = { organizationSlug: slug, organizationName: "Test Org" };
    await Promise.all(
      [
        { ...through, ownerName: "Bea Brought", confirmedReferrals: 3, leaderboardOptIn: true },
        { ...through, ownerName: "Cal Other", confirmedReferrals: 1, leaderboardOptIn: true, citySlug: "dallas" },
        // Another organisation's referrer.
        { organizationSlug: `${slug}-x`, ownerName: "Xavier Elsewhere", confirmedReferrals: 8, leaderboardOptIn: true },
        ...hidden(through),
      ].map((data) => createWaitlistEntry(data)),
    );
    const rows = await server.client().waitlist.organizationLeaderboard.query({ slug });
    expect(rows).toEqual([
      { rank: 1, initials: "B. B.", confirmedReferrals: 3 },
      { rank: 2, initials: "C. O.", confirmedReferrals: 1 },
    ]);
    expect(await server.client().waitlist.organizationLeaderboard.query({ slug: "no-such-organization" })).toEqual([]);
    expect(await outcome(server.client().waitlist.organizationLeaderboard.query({ slug: " " }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
