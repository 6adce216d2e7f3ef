// The welcome email of a waitlist sign-up: recorded once after the entry is saved, and never a
// reason for the sign-up to fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiClient, outcome, startApiServer } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { createCategoryPair, joinInput, uniqueIp } from "../helpers/waitlist";

let server: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;
const client = () => apiClient(server.url, undefined, { "x-forwarded-for": uniqueIp() });

beforeAll(async () => {
  server = await startApiServer();
  pair = await createCategoryPair();
  await ensureEmailTemplates();
});
afterAll(async () => {
  await ensureEmailTemplates();
  await server.close();
});

describe("welcome email", () => {
  it("records one welcome email per new entry, and none for a duplicate sign-up", async () => {
    const input = joinInput(pair, { businessName: "Hill Country Kolaches", ownerName: "Hana Kim", location: "round rock 78664" });
    const { id } = await client().waitlist.join.mutate({ ...input, email: input.email.toUpperCase() });
    expect(await outcome(client().waitlist.join.mutate(input))).toMatchObject({ code: "CONFLICT" });

    const messages = await db.emailMessage.findMany({ where: { toAddress: input.email } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ templateKey: "welcome", status: "outbox", dedupeKey: `waitlist-welcome:${id}` });
    expect(messages[0]!.bodyText).toContain("Hi Hana Kim");
    // Nothing else the visitor typed reaches the email.
    expect(messages[0]!.bodyText).not.toContain("Hill Country Kolaches");
    expect(messages[0]!.subject + messages[0]!.bodyText).not.toContain("round rock");
  });

  it("keeps the sign-up when the email cannot be prepared", async () => {
    await db.emailTemplate.delete({ where: { key: "welcome" } });
    const input = joinInput(pair);
    const { id } = await client().waitlist.join.mutate(input);
    expect(await db.waitlistEntry.findUnique({ where: { id }, select: { email: true } })).toEqual({ email: input.email });
    expect(await db.emailMessage.findMany({ where: { toAddress: input.email }, select: { status: true } })).toEqual([{ status: "failed" }]);
  });
});
