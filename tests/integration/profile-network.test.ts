// A profile's public network, read with the profile: how many businesses it is connected with
// (either side, accepted only) and its accepted recommendations, newest first.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { getBusinessProfile } from "@/features/businesses/profile/queries";
import { createBusiness } from "../helpers/business-factories";

const pair = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

describe("the profile's network", () => {
  it("counts accepted connections and lists accepted recommendations only", async () => {
    // One after another: the factory's city upsert would race with itself.
    const created = [];
    for (const name of ["Network Profile", "Network A", "Network B", "Network C"])
      created.push(await createBusiness({ name }));
    const [profile, a, b, c] = created;
    await db.businessConnection.createMany({
      data: [
        { pairKey: pair(profile!.id, a!.id), requesterId: profile!.id, addresseeId: a!.id, status: "accepted" },
        { pairKey: pair(profile!.id, b!.id), requesterId: b!.id, addresseeId: profile!.id, status: "accepted" },
        { pairKey: pair(profile!.id, c!.id), requesterId: c!.id, addresseeId: profile!.id, status: "pending" },
      ],
    });
    await db.recommendation.createMany({
      data: [
        {
          fromBusinessId: a!.id,
          toBusinessId: profile!.id,
          text: "Older accepted recommendation text.",
          status: "accepted",
          createdAt: new Date("2026-01-01"),
        },
        {
          fromBusinessId: b!.id,
          toBusinessId: profile!.id,
          text: "Newer accepted recommendation text.",
          status: "accepted",
          createdAt: new Date("2026-02-01"),
        },
        {
          fromBusinessId: c!.id,
          toBusinessId: profile!.id,
          text: "A pending recommendation, not shown.",
          status: "pending",
        },
      ],
    });
    const read = await getBusinessProfile(db, { key: profile!.id, reviewsPage: 1, reviewsSort: "newest" });
    expect(read!.network.connections).toBe(2);
    expect(read!.network.recommendationCount).toBe(2);
    expect(read!.network.recommendations.map((item) => [item.fromBusiness.businessName, item.text])).toEqual([
      ["Network B", "Newer accepted recommendation text."],
      ["Network A", "Older accepted recommendation text."],
    ]);
  });
});
