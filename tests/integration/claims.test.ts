// Claiming a listing: one pending claim per user and business, only from a verified email address
// (when filed and when approved), admin decisions, notifications, simultaneous approvals.
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import type { Role } from "@/lib/roles";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createBusiness } from "../helpers/business-factories";

const server = apiServerForThisFile();
const claimInput = (businessId: string) => ({
  businessId,
  roleAtBusiness: "Manager" as const,
  phone: "(512) 555-0123",
  note: "I run the front desk.",
});
const setVerified = (userId: string, verified: boolean) =>
  db.user.update({ where: { id: userId }, data: { emailVerifiedAt: verified ? new Date() : null } });

/** A signed-in user whose email address is verified (only they may claim). */
async function verifiedClient(roles: Role[] = ["customer"]) {
  const client = await server.clientAs(roles);
  await setVerified(client.user.id, true);
  return client;
}

describe("claims", () => {
  it("files one pending claim per user and business, and refuses owned or unknown businesses", async () => {
    const business = await createBusiness({ name: "Unclaimed Bakery" });
    const { api } = await verifiedClient();
    const racing = await Promise.all([
      outcome(api.claims.submit.mutate(claimInput(business.id))),
      outcome(api.claims.submit.mutate(claimInput(business.id))),
    ]);
    expect(racing.filter((result) => result === "ok")).toHaveLength(1);
    expect(racing.find((result) => result !== "ok")).toMatchObject({
      code: "CONFLICT",
      message: "You already have a pending claim for this business.",
    });
    expect(await db.businessClaim.count({ where: { businessId: business.id } })).toBe(1);

    const { user: owner } = await server.clientAs(["business_owner"]);
    const owned = await createBusiness({ name: "Owned Bakery" });
    await db.businessProfile.update({ where: { id: owned.id }, data: { ownerId: owner.id } });
    expect(await outcome(api.claims.submit.mutate(claimInput(owned.id)))).toMatchObject({
      code: "CONFLICT",
      message: "This business already has an owner.",
    });
    expect(await outcome(api.claims.submit.mutate(claimInput("no-such-business")))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await outcome(api.claims.submit.mutate({ ...claimInput(business.id), phone: "12" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { phone: ["Enter a phone number we can call."] },
    });
  });

  it("approval makes the claimant the owner and a business owner, rejects the rivals and notifies everyone", async () => {
    const business = await createBusiness({ name: "Contested Cafe" });
    const first = await verifiedClient();
    const rival = await verifiedClient();
    const { api: admin } = await server.clientAs(["admin"]);
    const claim = await first.api.claims.submit.mutate(claimInput(business.id));
    await rival.api.claims.submit.mutate(claimInput(business.id));
    const pending = await admin.claims.list.query({});
    expect(pending.find((row) => row.id === claim.id)).toMatchObject({
      roleAtBusiness: "Manager",
      user: { id: first.user.id, email: first.user.email, emailVerified: true },
      business: { businessName: "Contested Cafe", owner: null },
    });

    await admin.claims.approve.mutate({ id: claim.id });
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
    ).toEqual({ ownerId: first.user.id });
    expect((await db.userRole.findMany({ where: { userId: first.user.id } })).map((row) => row.role).sort()).toEqual([
      "business_owner",
      "customer",
    ]);
    expect(
      await db.businessClaim.findMany({
        where: { businessId: business.id },
        orderBy: { createdAt: "asc" },
        select: { status: true, pendingKey: true },
      }),
    ).toEqual([
      { status: "approved", pendingKey: null },
      { status: "rejected", pendingKey: null },
    ]);
    const [notification] = await first.api.notifications.list.query();
    expect(notification).toMatchObject({
      type: "claim_approved",
      title: "Your claim for Contested Cafe was approved",
      link: `/dashboard?business=${business.id}`,
    });
    expect(await db.notification.findFirst({ where: { userId: rival.user.id }, select: { type: true } })).toEqual({
      type: "claim_rejected",
    });
    expect((await first.api.businesses.dashboard.query()).map((row) => row.id)).toEqual([business.id]);
    expect(await outcome(admin.claims.reject.mutate({ id: claim.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This claim has already been decided.",
    });
    // The decision is audited in its transaction; the refused second decision left no entry.
    const entries = await db.auditLog.findMany({
      where: { targetId: claim.id },
      select: { action: true, targetType: true, changes: true },
    });
    expect(entries).toEqual([
      {
        action: "claim.approve",
        targetType: "claim",
        changes: JSON.stringify({ after: { status: "approved", businessId: business.id, claimantId: first.user.id } }),
      },
    ]);
  });

  it("rejection leaves the business unowned, notifies the claimant and allows a new claim", async () => {
    const business = await createBusiness({ name: "Quiet Corner" });
    const { user, api } = await verifiedClient();
    const { api: admin } = await server.clientAs(["admin"]);
    const claim = await api.claims.submit.mutate(claimInput(business.id));
    await admin.claims.reject.mutate({ id: claim.id });
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
    ).toEqual({ ownerId: null });
    expect(
      await db.notification.findFirst({ where: { userId: user.id }, select: { type: true, title: true } }),
    ).toEqual({
      type: "claim_rejected",
      title: "Your claim for Quiet Corner was not approved",
    });
    expect(await db.auditLog.count({ where: { targetId: claim.id, action: "claim.reject" } })).toBe(1);
    expect(await outcome(api.claims.submit.mutate(claimInput(business.id)))).toBe("ok");
    expect(await outcome(admin.claims.approve.mutate({ id: "no-such-claim" }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a claim from an account without a verified email address, or with no email address at all", async () => {
    const business = await createBusiness({ name: "Pre-hijacked Pantry" });
    // Signed up with someone else's address (say a confirmed waitlist entry's) and never verified it.
    const squatter = await server.clientAs(["customer"]);
    expect(await outcome(squatter.api.claims.submit.mutate(claimInput(business.id)))).toMatchObject({
      code: "FORBIDDEN",
      message: "Verify your email address before claiming a business.",
    });
    // A phone-only account counts as verified elsewhere, but has no address to vouch for it here.
    const phoneOnly = await server.clientAs(["customer"]);
    await db.user.update({
      where: { id: phoneOnly.user.id },
      data: { email: null, phone: `+1512555${randomInt(1000, 9999)}${randomInt(10, 99)}` },
    });
    expect(await outcome(phoneOnly.api.claims.submit.mutate(claimInput(business.id)))).toMatchObject({
      code: "FORBIDDEN",
      message: "Verify your email address before claiming a business.",
    });
    expect(await db.businessClaim.count({ where: { businessId: business.id } })).toBe(0);

    // Once the address is verified, the same account may claim.
    await setVerified(squatter.user.id, true);
    expect(await outcome(squatter.api.claims.submit.mutate(claimInput(business.id)))).toBe("ok");
  });

  it("approval re-checks the claimant's address: a claimant no longer verified is refused, and the admin list shows it", async () => {
    const business = await createBusiness({ name: "Switched Address Salon" });
    const claimant = await verifiedClient();
    const { api: admin } = await server.clientAs(["admin"]);
    const claim = await claimant.api.claims.submit.mutate(claimInput(business.id));
    const row = async () => (await admin.claims.list.query({})).find((candidate) => candidate.id === claim.id);
    expect(await row()).toMatchObject({
      user: { id: claimant.user.id, email: claimant.user.email, emailVerified: true },
    });

    // Verified when filed, not when decided.
    await setVerified(claimant.user.id, false);
    expect(await row()).toMatchObject({
      user: { id: claimant.user.id, email: claimant.user.email, emailVerified: false },
    });
    expect(await outcome(admin.claims.approve.mutate({ id: claim.id }))).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "The claimant's email address is not verified, so this claim cannot be approved. Reject it, or wait until they verify their address.",
    });
    expect(await db.businessClaim.findUniqueOrThrow({ where: { id: claim.id }, select: { status: true } })).toEqual({
      status: "pending",
    });
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
    ).toEqual({ ownerId: null });
    expect(await db.userRole.count({ where: { userId: claimant.user.id, role: "business_owner" } })).toBe(0);
    expect(await db.auditLog.count({ where: { targetId: claim.id } })).toBe(0);

    // Verified again, the claim can be approved.
    await setVerified(claimant.user.id, true);
    expect(await outcome(admin.claims.approve.mutate({ id: claim.id }))).toBe("ok");
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
    ).toEqual({ ownerId: claimant.user.id });
  });

  it("approving two claims of one business at once approves one and answers CONFLICT for the other, never a 500", async () => {
    const { api: admin } = await server.clientAs(["admin"]);
    const { api: otherAdmin } = await server.clientAs(["admin"]);
    for (let pair = 0; pair < 5; pair++) {
      const business = await createBusiness({ name: `Contested Deli ${pair}` });
      const first = await verifiedClient();
      const second = await verifiedClient();
      const claims = [
        await first.api.claims.submit.mutate(claimInput(business.id)),
        await second.api.claims.submit.mutate(claimInput(business.id)),
      ];
      const results = await Promise.all([
        outcome(admin.claims.approve.mutate({ id: claims[0]!.id })),
        outcome(otherAdmin.claims.approve.mutate({ id: claims[1]!.id })),
      ]);
      expect(results.filter((result) => result === "ok")).toHaveLength(1);
      expect(results.find((result) => result !== "ok")).toMatchObject({
        code: "CONFLICT",
        message: "This claim has already been decided.",
      });
      const decided = await db.businessClaim.findMany({
        where: { businessId: business.id },
        select: { userId: true, status: true },
      });
      const approved = decided.filter((claim) => claim.status === "approved");
      expect(approved).toHaveLength(1);
      expect(decided.filter((claim) => claim.status === "rejected")).toHaveLength(1);
      expect(
        await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
      ).toEqual({ ownerId: approved[0]!.userId });
      expect(
        await db.auditLog.count({
          where: { targetId: { in: claims.map((claim) => claim.id) }, action: "claim.approve" },
        }),
      ).toBe(1);
    }
  });
});
