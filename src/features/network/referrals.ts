import "server-only";
// Referrals: one business passes a customer (who agreed to be contacted) to another, which moves it
// new → contacted → won (with the closed value, credited to the referrer) / lost / declined. Each
// step tells the referrer. Only the receiving business reads the customer's email and phone; the
// referrer sees the name and the need. Steps are conditional updates on the current status, so two
// owners' simultaneous steps cannot both apply and a closed referral never changes again.
import type { Db } from "@/platform/db";
import { quotedCsv } from "@/lib/csv";
import { AppError } from "@/platform/errors";
import { countInsight } from "@/features/insights/record";
import { actingBusiness, actingPair, ownBusiness, type NetworkActor } from "./access";
import { limitNetwork } from "./limits";
import { tellReferralReceived, tellReferralStep, PARTY } from "./notices";
import {
  CLOSED_REFERRAL_STATUSES,
  NETWORK_MESSAGES,
  NETWORK_PAGE_SIZE,
  REFERRAL_NEXT_STEPS,
  REFERRAL_STATUS_LABELS,
  type TReferralStatus,
} from "./types";

export type ReferralInput = {
  businessId: string;
  otherBusinessId: string;
  customerName: string;
  customerEmail?: string;
  customerPhone?: string;
  need: string;
};

export async function createReferral(db: Db, actor: NetworkActor, input: ReferralInput) {
  await limitNetwork("referral", actor.id);
  const { business, other } = await actingPair(db, actor, input.businessId, input.otherBusinessId);
  const created = await db.$transaction(async (tx) => {
    const referral = await tx.referral.create({
      data: {
        fromBusinessId: business.id,
        toBusinessId: other.id,
        createdById: actor.id,
        customerName: input.customerName,
        customerEmail: input.customerEmail ?? null,
        customerPhone: input.customerPhone ?? null,
        need: input.need,
      },
      select: { id: true, status: true },
    });
    await tellReferralReceived(tx, other, business);
    return referral;
  });
  countInsight({ businessId: other.id, metric: "referrals", visitor: business.id });
  return created;
}

const businessSummary = { id: true, businessName: true, slug: true, citySlug: true, city: true } as const;

/** What both lists show of a referral; the inbox adds the customer's email and phone. */
const referralFields = {
  id: true,
  customerName: true,
  need: true,
  status: true,
  valueCents: true,
  closeReason: true,
  createdAt: true,
  lastStepAt: true,
  closedAt: true,
} as const;

type ReferralList = { businessId: string; status?: TReferralStatus; page: number };
const page = (input: ReferralList) => ({
  orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
  skip: (input.page - 1) * NETWORK_PAGE_SIZE,
  take: NETWORK_PAGE_SIZE,
});
const withStatus = (input: ReferralList) => (input.status ? { status: input.status } : {});

/** The receiving business's inbox: with the customer's contact details, newest first. */
export async function listReceivedReferrals(db: Db, actor: NetworkActor, input: ReferralList) {
  const business = await ownBusiness(db, actor, input.businessId);
  const where = { toBusinessId: business.id, ...withStatus(input) };
  const [items, total, open] = await Promise.all([
    db.referral.findMany({
      where,
      ...page(input),
      select: {
        ...referralFields,
        customerEmail: true,
        customerPhone: true,
        contactRemovedAt: true,
        fromBusiness: { select: businessSummary },
      },
    }),
    db.referral.count({ where }),
    db.referral.count({ where: { toBusinessId: business.id, status: { in: ["new", "contacted"] } } }),
  ]);
  return { items, total, open, page: input.page, pageSize: NETWORK_PAGE_SIZE };
}

/** The referring business's sent referrals: the customer's name and need, never email or phone. */
export async function listSentReferrals(db: Db, actor: NetworkActor, input: ReferralList) {
  const business = await ownBusiness(db, actor, input.businessId);
  const where = { fromBusinessId: business.id, ...withStatus(input) };
  const [items, total] = await Promise.all([
    db.referral.findMany({
      where,
      ...page(input),
      select: { ...referralFields, toBusiness: { select: businessSummary } },
    }),
    db.referral.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: NETWORK_PAGE_SIZE };
}

/** The receiving business's owner takes the next step. */
export async function stepReferral(
  db: Db,
  actor: NetworkActor,
  input: { referralId: string; status: Exclude<TReferralStatus, "new">; value?: number; reason?: string },
) {
  return db.$transaction(async (tx) => {
    const referral = await tx.referral.findFirst({
      where: { id: input.referralId, toBusiness: { ownerId: actor.id } },
      select: {
        id: true,
        status: true,
        firstResponseAt: true,
        fromBusiness: { select: PARTY },
        toBusiness: { select: PARTY },
      },
    });
    if (!referral) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.referralNotFound);
    await actingBusiness(tx, actor, referral.toBusiness.id);
    const from = referral.status;
    if (CLOSED_REFERRAL_STATUSES.includes(from)) throw new AppError("CONFLICT", NETWORK_MESSAGES.referralClosed);
    if (!REFERRAL_NEXT_STEPS[from].includes(input.status)) {
      throw new AppError(
        "BAD_REQUEST",
        NETWORK_MESSAGES.referralStep(
          REFERRAL_STATUS_LABELS[from].toLowerCase(),
          REFERRAL_STATUS_LABELS[input.status].toLowerCase(),
        ),
      );
    }
    const now = new Date();
    const closing = CLOSED_REFERRAL_STATUSES.includes(input.status);
    const valueCents = input.status === "won" ? Math.round((input.value ?? 0) * 100) : null;
    // Conditional on the status read above: a simultaneous step by another session applies once.
    const { count } = await tx.referral.updateMany({
      where: { id: referral.id, status: from },
      data: {
        status: input.status,
        valueCents,
        closeReason: input.status === "lost" || input.status === "declined" ? (input.reason ?? null) : null,
        lastStepAt: now,
        firstResponseAt: referral.firstResponseAt ?? now,
        closedAt: closing ? now : null,
      },
    });
    if (count === 0) throw new AppError("CONFLICT", NETWORK_MESSAGES.referralClosed);
    await tellReferralStep(tx, referral.fromBusiness, referral.toBusiness, input.status, valueCents);
    return { status: input.status, valueCents };
  });
}

/** Every referral given and received by the business, as CSV (contact details only for received ones). */
export async function exportReferralsCsv(db: Db, actor: NetworkActor, businessId: string): Promise<string> {
  const business = await ownBusiness(db, actor, businessId);
  const rows = await db.referral.findMany({
    where: { OR: [{ fromBusinessId: business.id }, { toBusinessId: business.id }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50_000,
    select: {
      id: true,
      fromBusinessId: true,
      customerName: true,
      customerEmail: true,
      customerPhone: true,
      need: true,
      status: true,
      valueCents: true,
      closeReason: true,
      createdAt: true,
      firstResponseAt: true,
      closedAt: true,
      fromBusiness: { select: { businessName: true } },
      toBusiness: { select: { businessName: true } },
    },
  });
  const header = [
    "Direction",
    "From",
    "To",
    "Customer",
    "Email",
    "Phone",
    "Need",
    "Status",
    "Value (USD)",
    "Reason",
    "Created",
    "First response",
    "Closed",
  ];
  const lines = rows.map((row) => {
    const received = row.fromBusinessId !== business.id;
    return [
      received ? "received" : "given",
      row.fromBusiness.businessName,
      row.toBusiness.businessName,
      row.customerName,
      received ? row.customerEmail : "",
      received ? row.customerPhone : "",
      row.need,
      row.status,
      row.valueCents === null ? "" : (row.valueCents / 100).toFixed(2),
      row.closeReason,
      row.createdAt.toISOString(),
      row.firstResponseAt?.toISOString(),
      row.closedAt?.toISOString(),
    ];
  });
  return quotedCsv(header, lines);
}
