// The demo's enquiries: a dozen customers (generated accounts that cannot sign in) and the demo
// customer ask listed businesses questions and for quotes over the last 80 days. Most are answered
// within hours, so those profiles show "Usually responds within N hours"; some wait, some are
// closed. The demo owner's first business has a full inbox (one new, one with an unread reply); the
// demo customer has a thread with an answer they have not read; the admins' queue holds one
// enquiry sent to many businesses and one an owner reported. Deterministic: a seeded PRNG and dates
// relative to SEED_NOW.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { hashPassword } from "@/platform/password";
import { FIRST_NAMES, SURNAMES } from "./data";
import { DAY_MS, SEED_NOW } from "./dates";
import { DEMO_USER_IDS } from "./demo-accounts";
import { createRng, type Rng } from "./random";

const CUSTOMERS = 12;
/** Generated businesses (other than the demo owner's) with a few threads each. */
const BUSINESSES_WITH_ENQUIRIES = 14;
const HOUR_MS = 3_600_000;

const QUESTIONS: ReadonlyArray<readonly [string, string]> = [
  ["Opening hours on holidays", "Are you open on the day after Thanksgiving? I'd like to come by in the morning."],
  ["Parking", "Is there parking close by, or should I take the bus? I have a bad knee."],
  ["Booking ahead", "Do I need to book ahead for a Saturday, or can I just walk in?"],
  ["Payment", "Do you take cards, or is it cash only?"],
  ["Accessibility", "Is the entrance step-free? My mother uses a wheelchair."],
];
const QUOTES: ReadonlyArray<readonly [string, string]> = [
  ["Quote for next month", "Could you give me a rough price for the job we talked about, for a three-bedroom house?"],
  ["Price for a group", "What would it cost for a group of eight on a weekday evening?"],
  ["Estimate, please", "I'd like an estimate for work on a 1990s kitchen: about 12 feet of counters."],
];
const ANSWERS = [
  "Thanks for asking! Yes, that works for us. Let us know the day and we'll be ready.",
  "Good question: we can do that. Call us or reply here with a time that suits you.",
  "Happy to help. The usual price is on our profile; for your case it would be about the same.",
  "Yes. Come by any time during opening hours, no booking needed.",
] as const;
const FOLLOW_UPS = ["Great, thank you!", "Perfect, see you then.", "Thanks, I'll book for next week."] as const;
const SPAM = "Boost your rankings today! We get local businesses to page one in 7 days, reply for a free audit.";

type Business = { id: string; ownerId: string; businessName: string };
type Rows = {
  enquiries: Prisma.EnquiryCreateManyInput[];
  messages: Prisma.EnquiryMessageCreateManyInput[];
};
export type EnquiryCounts = { enquiries: number; messages: number; answered: number; held: number };

const at = (ms: number) => new Date(Math.min(ms, SEED_NOW.getTime()) - (Math.min(ms, SEED_NOW.getTime()) % 60_000));
const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

type Thread = {
  business: Business;
  customerId: string;
  daysAgo: number;
  /** Hours to the first answer; null: not answered. */
  waitHours: number | null;
  followUp?: boolean;
  closed?: boolean;
  /** Held for moderation (not seen by the business). */
  held?: "same_text" | "reported";
};

function addThread(rows: Rows, rng: Rng, thread: Thread): string {
  const id = `enq_${String(rows.enquiries.length + 1).padStart(6, "0")}`;
  const quote = rng.chance(0.35);
  const [subject, body] = thread.held === "same_text" ? ["Free audit", SPAM] : rng.pick(quote ? QUOTES : QUESTIONS);
  const createdAt = at(SEED_NOW.getTime() - thread.daysAgo * DAY_MS);
  const message = (fromBusiness: boolean, text: string, time: Date) =>
    rows.messages.push({
      id: `enqmsg_${String(rows.messages.length + 1).padStart(7, "0")}`,
      enquiryId: id,
      authorId: fromBusiness ? thread.business.ownerId : thread.customerId,
      fromBusiness,
      body: text,
      createdAt: time,
    });
  message(false, body, createdAt);
  let last = createdAt;
  let lastFromBusiness = false;
  const firstResponseAt =
    thread.waitHours === null ? null : at(createdAt.getTime() + Math.max(0.1, thread.waitHours) * HOUR_MS);
  if (firstResponseAt) {
    message(true, rng.pick(ANSWERS), firstResponseAt);
    last = firstResponseAt;
    lastFromBusiness = true;
    if (thread.followUp) {
      last = at(firstResponseAt.getTime() + rng.int(1, 20) * HOUR_MS);
      message(false, rng.pick(FOLLOW_UPS), last);
      lastFromBusiness = false;
    }
  }
  const closedAt = thread.closed ? at(last.getTime() + DAY_MS) : null;
  const status = thread.held ? "held" : closedAt ? "closed" : firstResponseAt ? "answered" : "new";
  rows.enquiries.push({
    id,
    businessId: thread.business.id,
    customerId: thread.customerId,
    kind: quote && !thread.held ? "quote" : "question",
    subject,
    status,
    heldReason: thread.held ?? null,
    openReports: thread.held === "reported" ? 1 : 0,
    createdAt,
    lastMessageAt: last,
    firstResponseAt,
    closedAt,
    // The business read everything up to its own last message; the customer read their own.
    ownerReadAt: lastFromBusiness ? last : firstResponseAt,
    customerReadAt: lastFromBusiness ? (thread.followUp ? last : null) : last,
    updatedAt: closedAt ?? last,
  });
  return id;
}

/** A first response after 20 minutes to about a day, most within a few hours. */
const typicalWait = (rng: Rng) => 0.3 + Math.min(30, -Math.log(1 - rng.next()) * 4);

export async function seedEnquiries(db: Db): Promise<EnquiryCounts> {
  const rng = createRng(20261201);
  const listed: Business[] = (await db.businessProfile.findMany({
    where: { ownerId: { not: null }, active: true, awaitingApproval: false },
    orderBy: { id: "asc" },
    select: { id: true, ownerId: true, businessName: true },
  })) as Business[];
  if (listed.length === 0) return { enquiries: 0, messages: 0, answered: 0, held: 0 };

  const created = new Date(SEED_NOW.getTime() - 200 * DAY_MS);
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const customers = Array.from({ length: CUSTOMERS }, (_, k) => {
    const first = FIRST_NAMES[(k * 7 + 3) % FIRST_NAMES.length]!;
    const last = SURNAMES[(k * 11 + 5) % SURNAMES.length]!;
    return {
      id: `user_enq_${String(k + 1).padStart(2, "0")}`,
      email: `${emailPart(first)}.${emailPart(last)}.${k + 1}@customers.example`,
      passwordHash,
      displayName: `${first} ${last}`,
      emailVerifiedAt: created,
      createdAt: created,
      updatedAt: created,
    };
  });
  await db.user.createMany({ data: customers });
  await db.userRole.createMany({
    data: customers.map((c) => ({ userId: c.id, role: "customer", createdAt: created })),
  });
  const someone = () => rng.pick(customers).id;

  const rows: Rows = { enquiries: [], messages: [] };
  const demo = listed.filter((b) => b.ownerId === DEMO_USER_IDS.owner);
  const others = listed.filter((b) => b.ownerId !== DEMO_USER_IDS.owner);
  const [first, second] = demo;
  const notices: Prisma.NotificationCreateManyInput[] = [];
  if (first) {
    // Five answered within hours ("within 3 hours" on its profile), one new, one with an unread reply.
    for (const [daysAgo, wait] of [
      [40, 1.2],
      [25, 2.5],
      [12, 0.5],
      [8, 5.5],
      [5, 2.9],
    ] as const)
      addThread(rows, rng, { business: first, customerId: someone(), daysAgo, waitHours: wait });
    addThread(rows, rng, { business: first, customerId: someone(), daysAgo: 3, waitHours: 1.5, followUp: true });
    const waiting = addThread(rows, rng, { business: first, customerId: someone(), daysAgo: 0.2, waitHours: null });
    const answered = addThread(rows, rng, {
      business: first,
      customerId: DEMO_USER_IDS.customer,
      daysAgo: 2,
      waitHours: 4,
    });
    // The bells: the owner's newest enquiry, the customer's unread answer.
    notices.push(
      {
        id: "notif_owner_enquiry",
        userId: DEMO_USER_IDS.owner,
        type: "enquiry_received",
        title: `New question for ${first.businessName}`,
        body: "A customer sent a question. Answer it in your inbox.",
        link: `/dashboard/enquiries/${waiting}`,
        readAt: null,
        createdAt: at(SEED_NOW.getTime() - 0.2 * DAY_MS),
      },
      {
        id: "notif_customer_enquiry",
        userId: DEMO_USER_IDS.customer,
        type: "enquiry_answered",
        title: `${first.businessName} replied to your enquiry`,
        body: "Read the answer on your dashboard.",
        link: `/customer-dashboard/enquiries/${answered}`,
        readAt: null,
        createdAt: at(SEED_NOW.getTime() - 2 * DAY_MS + 4 * HOUR_MS),
      },
    );
  }
  if (second) {
    addThread(rows, rng, { business: second, customerId: someone(), daysAgo: 1, waitHours: null });
    addThread(rows, rng, { business: second, customerId: someone(), daysAgo: 20, waitHours: 8, closed: true });
  }
  for (const business of rng.sample(others, BUSINESSES_WITH_ENQUIRIES)) {
    for (let k = rng.int(3, 5); k > 0; k--) {
      const daysAgo = 0.5 + rng.next() * 80;
      addThread(rows, rng, {
        business,
        customerId: someone(),
        daysAgo,
        waitHours: rng.chance(0.85) ? Math.min(typicalWait(rng), daysAgo * 24 * 0.8) : null,
        followUp: rng.chance(0.3),
        closed: rng.chance(0.15),
      });
    }
  }
  // The admins' queue: the same pitch to several businesses (the third copy held), and a report.
  const pitched = rng.sample(others, 3);
  if (pitched.length === 3) {
    const spammer = customers[CUSTOMERS - 1]!.id;
    pitched.forEach((business, k) =>
      addThread(rows, rng, {
        business,
        customerId: spammer,
        daysAgo: 1 - k * 0.1,
        waitHours: null,
        held: k === 2 ? "same_text" : undefined,
      }),
    );
  }
  const reportedOn = rng.pick(others.length > 0 ? others : listed);
  const reported = addThread(rows, rng, {
    business: reportedOn,
    customerId: someone(),
    daysAgo: 2,
    waitHours: null,
    held: "reported",
  });

  await db.enquiry.createMany({ data: rows.enquiries });
  await db.enquiryMessage.createMany({ data: rows.messages });
  if (notices.length > 0) await db.notification.createMany({ data: notices });
  await db.enquiryReport.create({
    data: {
      id: "enqrep_demo",
      enquiryId: reported,
      userId: reportedOn.ownerId,
      reason: "spam",
      note: "Not a real customer.",
      createdAt: at(SEED_NOW.getTime() - DAY_MS),
    },
  });
  return {
    enquiries: rows.enquiries.length,
    messages: rows.messages.length,
    answered: rows.enquiries.filter((e) => e.firstResponseAt).length,
    held: rows.enquiries.filter((e) => e.status === "held").length,
  };
}
