// The email template admin over real HTTP: edits with known variables only, and the recent emails.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { sendTemplatedEmail } from "@/features/email/send";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { uniqueEmail } from "../helpers/factories";

const server = apiServerForThisFile();
let admin: ApiClient;
beforeAll(async () => {
  admin = (await server.clientAs(["admin"])).api;
});

const newTemplate = () =>
  db.emailTemplate.create({
    data: {
      key: `test_${randomUUID().slice(0, 8)}`,
      name: "Test",
      subject: "Hi {{ownerName}}",
      bodyText: "Hello {{ownerName}}",
      variables: "ownerName,city",
    },
  });

describe("email templates", () => {
  it("saves subject and bodies that use the template's variables, and sends the new text", async () => {
    const template = await newTemplate();
    const saved = await admin.emailTemplates.update.mutate({
      id: template.id,
      subject: " Launch in {{city}} ",
      bodyText: "Hi {{ ownerName }}, welcome to {{city}}.",
      bodyHtml: "<p>Hi {{ownerName}}</p>",
    });
    expect(saved).toMatchObject({ subject: "Launch in {{city}}", bodyHtml: "<p>Hi {{ownerName}}</p>" });
    expect((await admin.emailTemplates.list.query()).find((t) => t.id === template.id)?.bodyText).toBe(
      "Hi {{ ownerName }}, welcome to {{city}}.",
    );

    const to = uniqueEmail("edited");
    await sendTemplatedEmail(db, { templateKey: template.key, to, variables: { ownerName: "Ana", city: "Waco" } });
    expect(await db.emailMessage.findFirst({ where: { toAddress: to } })).toMatchObject({
      subject: "Launch in Waco",
      bodyText: "Hi Ana, welcome to Waco.",
    });

    expect(
      await admin.emailTemplates.update.mutate({ id: template.id, subject: "s", bodyText: "t", bodyHtml: "  " }),
    ).toMatchObject({ bodyHtml: null });
  });

  it("refuses unknown {{variables}} with a clear message naming the field", async () => {
    const template = await newTemplate();
    const result = await outcome(
      admin.emailTemplates.update.mutate({
        id: template.id,
        subject: "Hi",
        bodyText: "Hi {{firstName}} {{zip}}",
        bodyHtml: "",
      }),
    );
    expect(result).toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown variables {{firstName}}, {{zip}}. This template can use: {{ownerName}}, {{city}}.",
      fieldErrors: {
        bodyText: ["Unknown variables {{firstName}}, {{zip}}. This template can use: {{ownerName}}, {{city}}."],
      },
    });
    expect(
      await outcome(admin.emailTemplates.update.mutate({ id: template.id, subject: "", bodyText: "x", bodyHtml: "" })),
    ).toMatchObject({
      message: "Subject is required.",
    });
    expect((await db.emailTemplate.findUniqueOrThrow({ where: { id: template.id } })).subject).toBe("Hi {{ownerName}}");
  });

  it("lists recent emails newest first, paginated, and opens one", async () => {
    const template = await newTemplate();
    const to = uniqueEmail("recent");
    const first = await sendTemplatedEmail(db, { templateKey: template.key, to, variables: { ownerName: "One" } });
    const second = await sendTemplatedEmail(db, { templateKey: template.key, to, variables: { ownerName: "Two" } });
    const page = await admin.emailTemplates.recentEmails.query({ page: 1 });
    expect(page.items[0]?.id).toBe(second.messageId);
    expect(page.items[1]?.id).toBe(first.messageId);
    expect(page).toMatchObject({ page: 1, pageSize: 15 });
    expect(page.pageCount).toBe(Math.ceil(page.total / 15));
    expect(await admin.emailTemplates.email.mutate({ id: second.messageId ?? "" })).toMatchObject({
      subject: "Hi Two",
      bodyText: "Hello Two",
      status: "outbox",
    });
    expect(await outcome(admin.emailTemplates.email.mutate({ id: "missing" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Email not found.",
    });
  });
});

describe("shipped templates missing from the database", () => {
  it("are written back when an email needs one, so the email is queued, not failed", async () => {
    await db.emailTemplate.deleteMany({ where: { key: "email_changed" } });
    const to = uniqueEmail();
    const result = await sendTemplatedEmail(db, {
      templateKey: "email_changed",
      to,
      variables: { name: "Ana", newEmail: "new@example.com" },
    });
    expect(result.status).toBe("outbox");
    const message = await db.emailMessage.findFirstOrThrow({ where: { toAddress: to } });
    expect(message.bodyText).toContain("new@example.com");
    expect(await db.emailTemplate.count({ where: { key: "email_changed" } })).toBe(1);
  });

  it("are listed for the admin, and an unknown key still fails clearly", async () => {
    await db.emailTemplate.deleteMany({ where: { key: "email_changed" } });
    expect((await admin.emailTemplates.list.query()).map((template) => template.key)).toContain("email_changed");
    const result = await sendTemplatedEmail(db, { templateKey: "no_such_template", to: uniqueEmail(), variables: {} });
    expect(result.status).toBe("failed");
  });
});
