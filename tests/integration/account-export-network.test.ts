// 'Download my data' and the business network: an owner gets their businesses' connections,
// referrals (the customer's contact details only for referrals their business received) and
// recommendations, and the reports they filed; nothing of businesses they do not own.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { exportAccountData } from "@/features/account/export-data";
import { createUser } from "../helpers/factories";
import { createBusiness } from "../helpers/business-factories";

async function ownedBusiness(name: string, ownerId: string) {
  const business = await createBusiness({ name });
  return db.businessProfile.update({ where: { id: business.id }, data: { ownerId }, select: { id: true } });
}

describe("the data export's business network", () => {
  it("holds the owner's network, with contact details only for referrals received", async () => {
    const owner = await createUser({ roles: ["business_owner"] });
    const other = await createUser({ roles: ["business_owner"] });
    const mine = await ownedBusiness("Export Bakery", owner.id);
    const theirs = await ownedBusiness("Export Florist", other.id);
    const third = await ownedBusiness("Export Garage", other.id);
    const pair = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
    await db.businessConnection.create({
      data: {
        pairKey: pair(mine.id, theirs.id),
        requesterId: theirs.id,
        addresseeId: mine.id,
        status: "accepted",
        note: "Hello",
      },
    });
    await db.businessConnection.create({
      data: { pairKey: pair(theirs.id, third.id), requesterId: theirs.id, addresseeId: third.id, status: "accepted" },
    });
    await db.referral.create({
      data: {
        fromBusinessId: mine.id,
        toBusinessId: theirs.id,
        customerName: "Given Customer",
        customerEmail: "given@example.test",
        need: "Flowers",
      },
    });
    await db.referral.create({
      data: {
        fromBusinessId: theirs.id,
        toBusinessId: mine.id,
        customerName: "Received Customer",
        customerEmail: "received@example.test",
        customerPhone: "512-555-0100",
        need: "A cake",
      },
    });
    await db.recommendation.create({
      data: {
        fromBusinessId: theirs.id,
        toBusinessId: mine.id,
        text: "A lovely bakery we send people to.",
        status: "accepted",
      },
    });
    const elsewhere = await db.recommendation.create({
      data: {
        fromBusinessId: third.id,
        toBusinessId: theirs.id,
        text: "Someone else's recommendation here.",
        status: "accepted",
      },
    });
    await db.recommendationReport.create({
      data: { recommendationId: elsewhere.id, userId: owner.id, reason: "spam" },
    });

    const data = await exportAccountData(db, owner.id);
    expect(data.businessNetwork).toHaveLength(1);
    const network = data.businessNetwork[0]!;
    expect(network.business.businessName).toBe("Export Bakery");
    expect(network.connections).toEqual([
      expect.objectContaining({
        direction: "received",
        status: "accepted",
        note: "Hello",
        otherBusiness: expect.objectContaining({ businessName: "Export Florist" }),
      }),
    ]);
    expect(network.referralsGiven).toEqual([
      expect.objectContaining({ customerName: "Given Customer", need: "Flowers" }),
    ]);
    expect(network.referralsGiven[0]).not.toHaveProperty("customerEmail");
    expect(network.referralsReceived).toEqual([
      expect.objectContaining({
        customerName: "Received Customer",
        customerEmail: "received@example.test",
        customerPhone: "512-555-0100",
      }),
    ]);
    expect(network.recommendationsReceived).toEqual([
      expect.objectContaining({ text: "A lovely bakery we send people to." }),
    ]);
    expect(network.recommendationsGiven).toEqual([]);
    expect(data.recommendationReports).toEqual([expect.objectContaining({ reason: "spam" })]);

    const stranger = await exportAccountData(db, other.id);
    expect(stranger.businessNetwork.map((entry) => entry.business.businessName).sort()).toEqual([
      "Export Florist",
      "Export Garage",
    ]);
    expect(
      stranger.businessNetwork.find((entry) => entry.business.businessName === "Export Florist")!.referralsGiven[0],
    ).not.toHaveProperty("customerEmail");
  });
});
