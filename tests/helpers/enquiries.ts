// Enquiry test data: a business that takes enquiries (its owner signed in), customers with a
// verified email, what `enquiries.send` takes, and threads written straight to the database.
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { createUser, sessionCookie } from "./factories";
import { apiClient } from "./http";
import { networkOwner } from "./network";

export { networkOwner as enquiryOwner };

/** A signed-in customer, with a verified email unless `verified: false`. */
export async function enquiryCustomer(
  baseUrl: string,
  options: { verified?: boolean; displayName?: string; headers?: Record<string, string> } = {},
) {
  const user = await createUser({
    roles: ["customer"],
    verified: options.verified ?? true,
    displayName: options.displayName ?? "Casey Questioner",
  });
  return { user, api: apiClient(baseUrl, await sessionCookie(user, ["customer"]), options.headers) };
}

/** A question to the business, with a subject and a message of its own unless given. */
export function enquiryInput(businessId: string, overrides: { subject?: string; message?: string } = {}) {
  return {
    businessId,
    kind: "question" as const,
    subject: overrides.subject ?? "Do you work on Saturdays?",
    message: overrides.message ?? `Could you come by on a Saturday morning? Reference ${randomUUID()}.`,
  };
}

/**
 * A thread straight in the database (for the response time): created at `createdAt`, first
 * answered `respondedAfterMs` later (never, when null), in `status`.
 */
export async function storedEnquiry(
  businessId: string,
  options: {
    createdAt: Date;
    respondedAfterMs: number | null;
    status?: "held" | "new" | "answered" | "closed" | "removed";
  },
) {
  const firstResponseAt =
    options.respondedAfterMs === null ? null : new Date(options.createdAt.getTime() + options.respondedAfterMs);
  return db.enquiry.create({
    data: {
      businessId,
      subject: "Stored enquiry",
      status: options.status ?? (firstResponseAt ? "answered" : "new"),
      createdAt: options.createdAt,
      lastMessageAt: firstResponseAt ?? options.createdAt,
      firstResponseAt,
      messages: { create: { body: "A stored question.", createdAt: options.createdAt } },
    },
    select: { id: true },
  });
}
