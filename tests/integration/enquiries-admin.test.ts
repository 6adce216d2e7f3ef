// Moderating enquiries through the HTTP API: the queue holds held and reported ones; releasing a
// held first message tells its owner then; removing keeps the reason in the audit log; dismissing
// the reports of a reported thread puts it back in the inbox; every action is audited and admins
// only. And the data export: a person's own enquiries, nothing of anyone else.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { exportAccountData } from "@/features/account/export-data";
import { ENQUIRY_MESSAGES } from "@/features/enquiries/types";
import { FORBIDDEN_MESSAGE } from "@/server/api/trpc";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { auditEntriesFor } from "../helpers/audit";
import { enquiryCustomer, enquiryInput, enquiryOwner } from "../helpers/enquiries";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

/** A business, and an enquiry to it held for its copied text (as three businesses got the same message). */
async function heldEnquiry() {
  const message = `Cheap leads for your business, only this week! Batch ${Math.random()}`;
  const owners = [await enquiryOwner(server.url()), await enquiryOwner(server.url()), await enquiryOwner(server.url())];
  let last: { id: string; status: string } | undefined;
  const customer = await enquiryCustomer(server.url(), { displayName: "Spammy Sender" });
  for (const owner of owners)
    last = await customer.api.enquiries.send.mutate(enquiryInput(owner.business.id, { message }));
  expect(last!.status).toBe("held");
  return { owner: owners[2]!, customer, id: last!.id };
}

async function admin() {
  return server.clientAs(["admin"], { verified: true });
}

describe("the moderation queue", () => {
  it("lists held and reported enquiries, newest first, for admins only", async () => {
    const held = await heldEnquiry();
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    const reported = await customer.api.enquiries.send.mutate(enquiryInput(owner.business.id));
    await owner.api.enquiries.report.mutate({ enquiryId: reported.id, reason: "offensive", note: "Rude" });

    const { api } = await admin();
    const queue = await api.enquiries.moderationQueue.query({});
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(reported.id)).toBeLessThan(ids.indexOf(held.id));
    expect(queue.items.find((item) => item.id === held.id)).toMatchObject({
      status: "held",
      heldReason: "same_text",
      customer: { displayName: "Spammy Sender" },
      firstMessage: expect.stringContaining("Cheap leads"),
    });
    expect(queue.items.find((item) => item.id === reported.id)).toMatchObject({
      heldReason: "reported",
      openReports: 1,
      reports: [{ reason: "offensive", note: "Rude" }],
    });
    expect(await outcome(owner.api.enquiries.moderationQueue.query({}))).toMatchObject({
      code: "FORBIDDEN",
      message: FORBIDDEN_MESSAGE,
    });
    expect(await outcome(owner.api.enquiries.moderate.mutate({ enquiryId: held.id, action: "release" }))).toMatchObject(
      { code: "FORBIDDEN" },
    );
  });
});

describe("moderation", () => {
  it("releases a held enquiry into its business's inbox and tells the owner then, audited", async () => {
    const { owner, id } = await heldEnquiry();
    expect(await db.notification.count({ where: { userId: owner.user.id, type: "enquiry_received" } })).toBe(0);
    const { api, user } = await admin();
    expect(await api.enquiries.moderate.mutate({ enquiryId: id, action: "release" })).toEqual({ status: "new" });

    expect(await db.enquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "new", heldReason: null });
    expect((await owner.api.enquiries.inbox.query({})).items.map((item) => item.id)).toEqual([id]);
    expect(await db.notification.count({ where: { userId: owner.user.id, type: "enquiry_received" } })).toBe(1);
    expect(
      await db.emailMessage.count({ where: { toAddress: owner.user.email!, templateKey: "enquiry_received" } }),
    ).toBe(1);
    const [entry] = await auditEntriesFor(id);
    expect(entry).toMatchObject({ action: "enquiry.release", targetType: "enquiry", actorId: user.id });
    expect(entry!.changes).toMatchObject({ before: { status: "held" }, after: { status: "new" } });

    expect(await outcome(api.enquiries.moderate.mutate({ enquiryId: id, action: "release" }))).toMatchObject({
      code: "CONFLICT",
      message: ENQUIRY_MESSAGES.notHeld,
    });
    expect(await auditEntriesFor(id)).toHaveLength(1);
  });

  it("removes an enquiry with the reason in the audit log; its sender sees it removed", async () => {
    const { owner, customer, id } = await heldEnquiry();
    const { api } = await admin();
    expect(await outcome(api.enquiries.moderate.mutate({ enquiryId: id, action: "remove" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { reason: ["Say why the enquiry is removed."] },
    });
    expect(
      await api.enquiries.moderate.mutate({ enquiryId: id, action: "remove", reason: "Advertising sent to many" }),
    ).toEqual({ status: "removed" });
    const [entry] = await auditEntriesFor(id);
    expect(entry).toMatchObject({ action: "enquiry.remove" });
    expect(entry!.changes.after).toMatchObject({ status: "removed", reason: "Advertising sent to many" });
    expect(await db.notification.count({ where: { userId: owner.user.id, type: "enquiry_received" } })).toBe(0);
    expect((await customer.api.enquiries.thread.query({ enquiryId: id })).status).toBe("removed");
    expect(await outcome(customer.api.enquiries.reply.mutate({ enquiryId: id, message: "Why?" }))).toMatchObject({
      code: "CONFLICT",
      message: ENQUIRY_MESSAGES.removed,
    });
    expect((await api.enquiries.moderationQueue.query({})).items.map((item) => item.id)).not.toContain(id);
  });

  it("dismisses the reports of a reported thread: back in the inbox where it stood, no new notice", async () => {
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    const { id } = await customer.api.enquiries.send.mutate(enquiryInput(owner.business.id));
    await owner.api.enquiries.answer.mutate({ enquiryId: id, message: "We can help." });
    await owner.api.enquiries.report.mutate({ enquiryId: id, reason: "spam" });
    const { api } = await admin();
    expect(await api.enquiries.moderate.mutate({ enquiryId: id, action: "dismiss_reports" })).toEqual({
      status: "answered",
    });
    expect(await db.enquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "answered",
      heldReason: null,
      openReports: 0,
    });
    expect(await db.enquiryReport.count({ where: { enquiryId: id, dismissedAt: null } })).toBe(0);
    expect((await owner.api.enquiries.inbox.query({})).items.map((item) => item.id)).toEqual([id]);
    expect(await db.notification.count({ where: { userId: owner.user.id, type: "enquiry_received" } })).toBe(1);
    expect((await auditEntriesFor(id)).map((entry) => entry.action)).toEqual(["enquiry.dismiss_reports"]);
    expect(await outcome(api.enquiries.moderate.mutate({ enquiryId: id, action: "dismiss_reports" }))).toMatchObject({
      code: "CONFLICT",
      message: ENQUIRY_MESSAGES.noReports,
    });
  });

  it("answers NOT_FOUND for an unknown enquiry and writes no audit entry", async () => {
    const { api } = await admin();
    expect(
      await outcome(api.enquiries.moderate.mutate({ enquiryId: "no-such-enquiry", action: "release" })),
    ).toMatchObject({ code: "NOT_FOUND", message: ENQUIRY_MESSAGES.notFound });
    expect(await auditEntriesFor("no-such-enquiry")).toHaveLength(0);
  });
});

describe("the data export", () => {
  it("holds the person's own enquiries and conversations, nothing of other people", async () => {
    const owner = await enquiryOwner(server.url(), { name: "Export Roofing" });
    const customer = await enquiryCustomer(server.url(), { displayName: "Exporting Customer" });
    const other = await enquiryCustomer(server.url());
    const input = enquiryInput(owner.business.id, { subject: "Roof inspection" });
    const { id } = await customer.api.enquiries.send.mutate(input);
    await owner.api.enquiries.answer.mutate({ enquiryId: id, message: "Tuesday works." });
    await other.api.enquiries.send.mutate(enquiryInput(owner.business.id, { subject: "Someone else's question" }));

    const data = await exportAccountData(db, customer.user.id);
    expect(data.enquiries).toEqual([
      {
        kind: "question",
        subject: "Roof inspection",
        status: "answered",
        createdAt: expect.any(Date),
        business: { businessName: "Export Roofing", slug: expect.any(String), citySlug: "austin" },
        messages: [
          { fromBusiness: false, body: input.message, createdAt: expect.any(Date) },
          { fromBusiness: true, body: "Tuesday works.", createdAt: expect.any(Date) },
        ],
      },
    ]);
    const text = JSON.stringify(data);
    for (const foreign of ["Someone else's question", owner.user.email!, owner.user.displayName, other.user.email!])
      expect(text).not.toContain(foreign);
  });
});
