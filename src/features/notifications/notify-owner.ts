import "server-only";
// Tells a business's owner about an admin decision on their business (verification, deactivation,
// a hidden review): a notification in their bell and a templated email (editable on Admin › Email
// templates), both written in the caller's transaction, so they exist only if the decision commits.
import type { Tx } from "@/platform/db";
import { sendTemplatedEmail } from "@/features/email/send";

export type OwnerNotice = {
  /** Notification type and email template key, e.g. "business_verified". */
  type: string;
  title: string;
  body?: string | null;
  link?: string | null;
  /** The email template's variables; ownerName and businessName are added. */
  variables?: Record<string, string>;
};

export async function notifyOwner(
  tx: Tx,
  business: { ownerId: string | null; businessName: string },
  notice: OwnerNotice,
): Promise<void> {
  if (!business.ownerId) return;
  const owner = await tx.user.findUnique({
    where: { id: business.ownerId },
    select: { email: true, displayName: true },
  });
  if (!owner) return;
  await tx.notification.create({
    data: {
      userId: business.ownerId,
      type: notice.type,
      title: notice.title,
      body: notice.body ?? null,
      link: notice.link ?? null,
    },
  });
  if (owner.email) {
    await sendTemplatedEmail(tx, {
      templateKey: notice.type,
      to: owner.email,
      variables: { ownerName: owner.displayName, businessName: business.businessName, ...notice.variables },
    });
  }
}
