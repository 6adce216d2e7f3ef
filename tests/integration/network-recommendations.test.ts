// Recommendations through the HTTP API: who may write, answer, withdraw, report and moderate them;
// a recommendation is public only once accepted (and not hidden or removed); one report per
// account; admin moderation is audited.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { NETWORK_MESSAGES } from "@/features/network/types";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { auditEntriesFor } from "../helpers/audit";
import { callAsEach, createRecommendation, networkOwner, RECOMMENDATION_TEXT, sixCallers } from "../helpers/network";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

const signedOut = { code: "UNAUTHORIZED", message: NOT_SIGNED_IN_MESSAGE };
const notAnOwner = { code: "FORBIDDEN", message: FORBIDDEN_MESSAGE };
const notFound = (message: string) => ({ code: "NOT_FOUND", message });

/** What anyone sees on the business's profile: the accepted recommendations' ids and their total. */
async function onProfile(businessId: string) {
  const { recommendations } = await server.client().network.profile.query({ businessId });
  return { ids: recommendations.items.map((item) => item.id), total: recommendations.total };
}

describe("who may act on a recommendation", () => {
  it("lets only the writing business's owner write and withdraw it, only the recommended one answer it", async () => {
    const { sender, receiver, clients } = await sixCallers(server.url());
    const input = { businessId: sender.business.id, otherBusinessId: receiver.business.id, text: RECOMMENDATION_TEXT };
    expect(await callAsEach(clients, (api) => api.network.recommend.mutate(input), ["sender"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      receiver: notFound(BUSINESS_NOT_FOUND),
      unrelated: notFound(BUSINESS_NOT_FOUND),
      admin: notFound(BUSINESS_NOT_FOUND),
      sender: "ok",
    });
    const { id } = await db.recommendation.findFirstOrThrow({ where: { toBusinessId: receiver.business.id } });
    const missing = notFound(NETWORK_MESSAGES.recommendationNotFound);

    const accept = (api: ApiClient) =>
      api.network.answerRecommendation.mutate({ recommendationId: id, action: "accept" });
    expect(await callAsEach(clients, accept, ["receiver"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      sender: missing,
      unrelated: missing,
      admin: missing,
      receiver: "ok",
    });

    const withdraw = (api: ApiClient) => api.network.withdrawRecommendation.mutate({ recommendationId: id });
    expect(await callAsEach(clients, withdraw, ["sender"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      receiver: missing,
      unrelated: missing,
      admin: missing,
      sender: "ok",
    });
    expect(await db.recommendation.count({ where: { id } })).toBe(0);
  });

  it("lets anyone signed in report an accepted recommendation, and only an admin moderate it", async () => {
    const { sender, receiver, clients } = await sixCallers(server.url());
    const { id } = await createRecommendation(sender.business.id, receiver.business.id, "accepted");
    const report = (api: ApiClient) =>
      api.network.reportRecommendation.mutate({ recommendationId: id, reason: "spam" });
    expect(await callAsEach(clients, report, [])).toEqual({
      anonymous: signedOut,
      customer: "ok",
      sender: "ok",
      receiver: "ok",
      unrelated: "ok",
      admin: "ok",
    });
    expect(await db.recommendation.findUniqueOrThrow({ where: { id } })).toMatchObject({ openReports: 5 });

    const dismiss = (api: ApiClient) =>
      api.network.moderateRecommendation.mutate({ recommendationId: id, action: "dismiss_reports" });
    expect(await callAsEach(clients, dismiss, ["admin"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      sender: notAnOwner,
      receiver: notAnOwner,
      unrelated: notAnOwner,
      admin: "ok",
    });
    expect(await db.recommendation.findUniqueOrThrow({ where: { id } })).toMatchObject({ openReports: 0 });
    expect(await db.recommendationReport.count({ where: { recommendationId: id, dismissedAt: null } })).toBe(0);
  });
});

describe("what the profile shows", () => {
  it("shows a recommendation only while it is accepted: not pending, declined, hidden or withdrawn", async () => {
    const author = await networkOwner(server.url());
    const recipient = await networkOwner(server.url());
    const input = {
      businessId: author.business.id,
      otherBusinessId: recipient.business.id,
      text: RECOMMENDATION_TEXT,
    };
    const { id, status } = await author.api.network.recommend.mutate(input);
    expect(status).toBe("pending");
    expect(await db.notification.count({ where: { userId: recipient.user.id, type: "recommendation_received" } })).toBe(
      1,
    );
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [], total: 0 });
    expect(await outcome(author.api.network.recommend.mutate(input))).toMatchObject({
      code: "CONFLICT",
      message: NETWORK_MESSAGES.alreadyRecommended(recipient.business.businessName),
    });

    const answer = (action: "accept" | "decline" | "hide" | "show") =>
      outcome(recipient.api.network.answerRecommendation.mutate({ recommendationId: id, action }));
    expect(await answer("hide")).toMatchObject({ code: "CONFLICT" });
    expect(await answer("accept")).toBe("ok");
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [id], total: 1 });
    expect(await db.notification.count({ where: { userId: author.user.id, type: "recommendation_accepted" } })).toBe(1);
    const [shown] = (await server.client().network.profile.query({ businessId: recipient.business.id })).recommendations
      .items;
    expect(shown).toMatchObject({ text: RECOMMENDATION_TEXT, fromBusiness: { id: author.business.id } });

    expect(await answer("hide")).toBe("ok");
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [], total: 0 });
    expect(await answer("show")).toBe("ok");
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [id], total: 1 });

    await author.api.network.withdrawRecommendation.mutate({ recommendationId: id });
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [], total: 0 });

    // Declined: not shown, and its author may write again (pending again, still not shown).
    const second = await author.api.network.recommend.mutate(input);
    await recipient.api.network.answerRecommendation.mutate({ recommendationId: second.id, action: "decline" });
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [], total: 0 });
    expect(await author.api.network.recommend.mutate(input)).toEqual({ id: second.id, status: "pending" });
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [], total: 0 });
    expect(await db.recommendation.count({ where: { toBusinessId: recipient.business.id } })).toBe(1);
  });
});

describe("reports and moderation", () => {
  it("takes one report per account, and only of an accepted recommendation", async () => {
    const author = await networkOwner(server.url());
    const recipient = await networkOwner(server.url());
    const accepted = await createRecommendation(author.business.id, recipient.business.id, "accepted");
    const pending = await createRecommendation(recipient.business.id, author.business.id, "pending");
    const [first, second] = [await server.clientAs(["customer"]), await server.clientAs(["customer"])];
    const report = (api: ApiClient, recommendationId: string) =>
      outcome(api.network.reportRecommendation.mutate({ recommendationId, reason: "spam", note: "Fake" }));

    expect(await report(first.api, accepted.id)).toBe("ok");
    expect(await report(first.api, accepted.id)).toMatchObject({
      code: "CONFLICT",
      message: NETWORK_MESSAGES.alreadyReported,
    });
    expect(await report(second.api, accepted.id)).toBe("ok");
    expect(await report(first.api, pending.id)).toMatchObject(notFound(NETWORK_MESSAGES.recommendationNotFound));
    expect(await db.recommendation.findUniqueOrThrow({ where: { id: accepted.id } })).toMatchObject({ openReports: 2 });
    expect(await db.recommendationReport.count({ where: { recommendationId: accepted.id } })).toBe(2);
    expect(await db.recommendation.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ openReports: 0 });

    // The same account reporting from several places at once still counts once.
    const third = await server.clientAs(["customer"]);
    const results = await Promise.all(Array.from({ length: 5 }, () => report(third.api, accepted.id)));
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    for (const result of results.filter((result) => result !== "ok"))
      expect(result).toMatchObject({ code: "CONFLICT", message: NETWORK_MESSAGES.alreadyReported });
    expect(await db.recommendation.findUniqueOrThrow({ where: { id: accepted.id } })).toMatchObject({ openReports: 3 });
  });

  it("removes, restores and dismisses reports with an audit entry for each", async () => {
    const author = await networkOwner(server.url());
    const recipient = await networkOwner(server.url());
    const { api: admin, user: adminUser } = await server.clientAs(["admin"]);
    const { id } = await createRecommendation(author.business.id, recipient.business.id, "accepted");
    const reporter = await server.clientAs(["customer"]);
    await reporter.api.network.reportRecommendation.mutate({ recommendationId: id, reason: "spam" });
    const reported = await admin.network.adminRecommendations.query({ filter: "reported" });
    expect(reported.items.map((item) => item.id)).toContain(id);
    const moderate = (action: "remove" | "restore" | "dismiss_reports") =>
      outcome(admin.network.moderateRecommendation.mutate({ recommendationId: id, action, reason: "Not genuine" }));

    expect(await moderate("remove")).toBe("ok");
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [], total: 0 });
    expect(await db.recommendation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "removed",
      removedReason: "Not genuine",
      openReports: 0,
    });
    // Its author cannot withdraw what LocalHub removed, nor can it be removed twice.
    expect(await outcome(author.api.network.withdrawRecommendation.mutate({ recommendationId: id }))).toMatchObject(
      notFound(NETWORK_MESSAGES.recommendationNotFound),
    );
    expect(await moderate("remove")).toMatchObject(notFound(NETWORK_MESSAGES.recommendationNotFound));
    expect(
      (await admin.network.adminRecommendations.query({ filter: "removed" })).items.map((item) => item.id),
    ).toContain(id);

    expect(await moderate("restore")).toBe("ok");
    expect(await onProfile(recipient.business.id)).toEqual({ ids: [id], total: 1 });

    const again = await server.clientAs(["customer"]);
    await again.api.network.reportRecommendation.mutate({ recommendationId: id, reason: "spam" });
    expect(await moderate("dismiss_reports")).toBe("ok");
    expect(await db.recommendation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "accepted",
      openReports: 0,
    });

    const entries = await auditEntriesFor(id);
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.actorId])).toEqual([
      ["recommendation.remove", "recommendation", adminUser.id],
      ["recommendation.restore", "recommendation", adminUser.id],
      ["recommendation.dismiss_reports", "recommendation", adminUser.id],
    ]);
    expect(entries[0]!.changes).toMatchObject({
      before: { status: "accepted", openReports: 1 },
      after: { status: "removed", removedReason: "Not genuine", openReports: 0 },
    });
    expect(entries[1]!.changes).toMatchObject({ before: { status: "removed" }, after: { status: "accepted" } });
    expect(entries[2]!.changes).toMatchObject({ before: { openReports: 1 }, after: { openReports: 0 } });
  });

  it("restores a removed recommendation to where its business's owner had left it: hidden, pending or declined stay off the profile", async () => {
    const recipient = await networkOwner(server.url());
    const { api: admin } = await server.clientAs(["admin"]);
    for (const status of ["hidden", "pending", "declined", "accepted"] as const) {
      const author = await networkOwner(server.url());
      const { id } = await createRecommendation(author.business.id, recipient.business.id, status);
      await admin.network.moderateRecommendation.mutate({ recommendationId: id, action: "remove" });
      await admin.network.moderateRecommendation.mutate({ recommendationId: id, action: "restore" });
      expect(await db.recommendation.findUniqueOrThrow({ where: { id } })).toMatchObject({ status });
      expect((await onProfile(recipient.business.id)).ids.includes(id)).toBe(status === "accepted");
    }
  });
});
