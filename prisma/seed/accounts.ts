// The demo accounts and what they own: the owner's businesses and review requests, the customer's
// favourite and list, and notifications for the owner and the admin.
import { hashPassword } from "@/platform/password";
import type { Db } from "@/platform/db";
import { businessId } from "./businesses";
import { DAY_MS, SEED_NOW } from "./dates";
import { DEMO_ACCOUNTS, DEMO_USER_IDS } from "./demo-accounts";
import { seedDemoReviews, unusableLinkCodeHash } from "./demo-reviews";

const idFor = (email: string) =>
  email.startsWith("admin@")
    ? DEMO_USER_IDS.admin
    : email.startsWith("owner@")
      ? DEMO_USER_IDS.owner
      : DEMO_USER_IDS.customer;

const daysAgo = (days: number) => new Date(SEED_NOW.getTime() - days * DAY_MS);

/** Creates the three demo users with their roles. Runs before the businesses (owner ids). */
export async function seedDemoUsers(db: Db): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  await db.user.createMany({
    data: DEMO_ACCOUNTS.map((account, index) => ({
      id: idFor(account.email),
      email: account.email,
      passwordHash: hashes[index] ?? "",
      displayName: account.displayName,
      emailVerifiedAt: daysAgo(400 - index),
      createdAt: daysAgo(400 - index),
      updatedAt: daysAgo(400 - index),
    })),
  });
  await db.userRole.createMany({
    data: DEMO_ACCOUNTS.flatMap((account) =>
      account.roles.map((role) => ({ userId: idFor(account.email), role, createdAt: SEED_NOW })),
    ),
  });
}

/** Rows that refer to businesses; runs after the businesses exist. */
export async function seedDemoActivity(db: Db, totalBusinesses: number): Promise<void> {
  const has = (index: number) => index <= totalBusinesses;
  const { customer, owner, admin } = DEMO_USER_IDS;

  if (has(4)) {
    await db.userFavorite.create({
      data: { id: "fav_demo_1", userId: customer, businessId: businessId(4), createdAt: daysAgo(20) },
    });
  }
  await db.userList.create({
    data: {
      id: "list_demo_weekend",
      userId: customer,
      name: "Weekend favourites",
      description: "Places I keep coming back to on Saturdays.",
      isPublic: true,
      createdAt: daysAgo(15),
      updatedAt: daysAgo(10),
    },
  });
  const listItems = [5, 6].filter(has).map((index, k) => ({
    id: `list_item_demo_${k + 1}`,
    listId: "list_demo_weekend",
    businessId: businessId(index),
    notes: k === 0 ? "Great for brunch with the family." : "Ask for the seasonal special.",
    createdAt: daysAgo(14 - k),
  }));
  if (listItems.length > 0) await db.userListItem.createMany({ data: listItems });

  const first = has(1)
    ? await db.businessProfile.findUnique({ where: { id: businessId(1) }, select: { businessName: true } })
    : null;
  await db.notification.createMany({
    data: [
      {
        id: "notif_owner_welcome",
        userId: owner,
        type: "welcome",
        title: "Welcome to LocalHub",
        body: "Your business dashboard is ready. Keep your hours, services and offers up to date.",
        link: "/dashboard",
        readAt: daysAgo(29),
        createdAt: daysAgo(30),
      },
      {
        id: "notif_owner_review",
        userId: owner,
        type: "new_review",
        title: first ? `${first.businessName} received a new review` : "You received a new review",
        body: "A customer left a 5-star review. Thank them with a quick reply.",
        link: "/dashboard",
        readAt: null,
        createdAt: daysAgo(1),
      },
      {
        id: "notif_admin_challenges",
        userId: admin,
        type: "challenge_review",
        title: "2 custom challenges need review",
        body: "Waitlist members suggested new challenges. Approve or reject them.",
        link: "/admin/challenges",
        readAt: null,
        createdAt: daysAgo(2),
      },
    ],
  });

  if (has(1)) {
    const customers = [
      ["Jordan Lee", "jordan.lee@example.com"],
      ["Priya Shah", "priya.shah@example.com"],
      ["Marcus Reed", "marcus.reed@example.com"],
    ] as const;
    await db.reviewRequest.createMany({
      data: customers.map(([customerName, customerEmail], k) => ({
        id: `rr_demo_${k + 1}`,
        businessId: businessId(1),
        // Only the hash of a code no one holds: a request's code exists only in its email.
        linkCodeHash: unusableLinkCodeHash(),
        customerName,
        customerEmail,
        createdById: owner,
        sentAt: daysAgo(7 - k),
        completedAt: null,
        expiresAt: new Date("2027-12-31T23:59:59.000Z"),
        createdAt: daysAgo(7 - k),
      })),
    });
    await seedDemoReviews(db);
  }
}
