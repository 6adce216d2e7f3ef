// Claiming a listing: one pending claim per user and business, admin decisions, notifications.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createBusiness } from "../helpers/business-factories";

const server = apiServerForThisFile();
const claimInput = (businessId: string) => ({ businessId, roleAtBusiness: "Manager" as const, phone: "(512) 555-0123", note: "I run the front desk." });

describe("claims", () => {
  it("files one pending claim per user and business, and refuses owned or unknown businesses", async () => {
    const business = await createBusiness({ name: "Unclaimed Bakery" });
    const { api } = await server.clientAs(["customer"]);
    const racing = await Promise.all([outcome(api.claims.submit.mutate(claimInput(business.id))), outcome(api.claims.submit.mutate(claimInput(business.id)))]);
    expect(racing.filter((result) => result === "ok")).toHaveLength(1);
    expect(racing.find((result) => result !== "ok")).toMatchObject({ code: "CONFLICT", message: "You already have a pending claim for this business." });
    expect(await db.businessClaim.count({ where: { businessId: business.id } })).toBe(1);

    const { user: owner } = await server.clientAs(["business_owner"]);
    const owned = await createBusiness({ name: "Owned Bakery" });
    await db.businessProfile.update({ where: { id: owned.id }, data: { ownerId: owner.id } });
    expect(await outcome(api.claims.submit.mutate(claimInput(owned.id)))).toMatchObject({ code: "CONFLICT", message: "This business already has an owner." });
    expect(await outcome(api.claims.submit.mutate(claimInput("no-such-business")))).toMatchObject({ code: "NOT_FOUND" });
    expect(await outcome(api.claims.submit.mutate({ ...claimInput(business.id), phone: "12" }))).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { phone: ["Enter a phone number we can call."] } });
  });

  it("approval makes the claimant the owner and a business owner, rejects the rivals and notifies everyone", async () => {
    const business = await createBusiness({ name: "Contested Cafe" });
    const first = await server.clientAs(["customer"]);
    const rival = await server.clientAs(["customer"]);
    const { api: admin } = await server.clientAs(["admin"]);
    const claim = await first.api.claims.submit.mutate(claimInput(business.id));
    await rival.api.claims.submit.mutate(claimInput(business.id));
    const pending = await admin.claims.list.query({});
    expect(pending.find((row) => row.id === claim.id)).toMatchObject({
      roleAtBusiness: "Manager",
      user: { id: first.user.id, email: first.user.email },
      business: { businessName: "Contested Cafe", owner: null },
    });

    await admin.claims.approve.mutate({ id: claim.id });
    expect(await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } })).toEqual({ ownerId: first.user.id });
    expect((await db.userRole.findMany({ where: { userId: first.user.id } })).map((row) => row.role).sort()).toEqual(["business_owner", "customer"]);
    expect(await db.businessClaim.findMany({ where: { businessId: business.id }, orderBy: { createdAt: "asc" }, select: { status: true, pendingKey: true } })).toEqual([
      { status: "approved", pendingKey: null },
      { status: "rejected", pendingKey: null },
    ]);
    const [notification] = await first.api.notifications.list.query();
    expect(notification).toMatchObject({ type: "claim_approved", title: "Your claim for Contested Cafe was approved", link: `/dashboard?business=${business.id}` });
    expect(await db.notification.findFirst({ where: { userId: rival.user.id }, select: { type: true } })).toEqual({ type: "claim_rejected" });
    expect((await first.api.businesses.dashboard.query()).map((row) => row.id)).toEqual([business.id]);
    expect(await outcome(admin.claims.reject.mutate({ id: claim.id }))).toMatchObject({ code: "CONFLICT", message: "This claim has already been decided." });
    // The decision is audited in its transaction; the refused second decision left no entry.
    const entries = await db.auditLog.findMany({ where: { targetId: claim.id }, select: { action: true, targetType: true, changes: true } });
    expect(entries).toEqual([
      { action: "claim.approve", targetType: "claim", changes: JSON.stringify({ after: { status: "approved", businessId: business.id, claimantId: first.user.id } }) },
    ]);
  });

  it("rejection leaves the business unowned, notifies the claimant and allows a new claim", async () => {
    const business = await createBusiness({ name: "Quiet Corner" });
    const { user, api } = await server.clientAs(["customer"]);
    const { api: admin } = await server.clientAs(["admin"]);
    const claim = await api.claims.submit.mutate(claimInput(business.id));
    await admin.claims.reject.mutate({ id: claim.id });
    expect(await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } })).toEqual({ ownerId: null });
    expect(await db.notification.findFirst({ where: { userId: user.id }, select: { type: true, title: true } })).toEqual({
      type: "claim_rejected",
      title: "Your claim for Quiet Corner was not approved",
    });
    expect(await db.auditLog.count({ where: { targetId: claim.id, action: "claim.reject" } })).toBe(1);
    expect(await outcome(api.claims.submit.mutate(claimInput(business.id)))).toBe("ok");
    expect(await outcome(admin.claims.approve.mutate({ id: "no-such-claim" }))).toMatchObject({ code: "NOT_FOUND" });
  });
});
