// Dates people read are in the right zone, and the server's HTML and the browser agree on them. The
// browser here is in Tokyo, far from both the server (UTC) and Texas: a review is dated where its
// business is, and the admin pages, whose times are in the viewer's zone, hydrate without a mismatch.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { formatDate } from "@/lib/dates";
import { expectNoSeriousViolations } from "./axe";
import { execute } from "./e2e-db";
import { signInAs, uniqueEmail } from "./support";

const VIEWER_ZONE = "Asia/Tokyo";
test.use({ timezoneId: VIEWER_ZONE });

const timestamp = (iso: string) => iso.replace("Z", "+00:00");

/** Collects the page's uncaught errors and React's hydration complaints. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** A copy of a seeded business in `city` with one published review (and its reply) at the given instants. */
function insertReviewedBusiness(
  city: { name: string; slug: string; timeZone: string },
  reviewAt: string,
  replyAt: string,
) {
  const db = new Database("tmp/e2e.db");
  db.pragma("busy_timeout = 5000");
  try {
    const suffix = randomUUID().slice(0, 8);
    const now = timestamp(new Date().toISOString());
    const source = db
      .prepare(`SELECT * FROM "BusinessProfile" WHERE "active" = 1 ORDER BY "id" LIMIT 1`)
      .get() as Record<string, unknown>;
    const business = {
      ...source,
      id: `e2e_dates_${suffix}`,
      businessName: `Late Night Tacos ${suffix}`,
      slug: `late-night-tacos-${suffix}`,
      ownerId: null,
      featured: 0,
      city: city.name,
      citySlug: city.slug,
      timeZone: city.timeZone,
      averageRating: 5,
      totalReviews: 1,
      createdAt: now,
      updatedAt: now,
    };
    const columns = Object.keys(business);
    db.prepare(
      `INSERT INTO "BusinessProfile" (${columns.map((name) => `"${name}"`).join(",")}) VALUES (${columns.map((name) => `@${name}`).join(",")})`,
    ).run(business);
    db.prepare(
      `INSERT INTO "Review" ("id","businessId","reviewerName","rating","comment","status","origin","replyText","repliedAt","createdAt","updatedAt")
       VALUES (?,?,?,5,?,'published','member',?,?,?,?)`,
    ).run(
      `e2e_dates_rev_${suffix}`,
      business.id,
      "Evening Eater",
      "Great tacos after the game.",
      "Thanks for coming by!",
      timestamp(replyAt),
      timestamp(reviewAt),
      now,
    );
    return { path: `/business/${city.slug}/${business.slug}` };
  } finally {
    db.close();
  }
}

test("a review written on a Texas evening shows that evening's day on the profile, in any browser zone", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // 7:47 PM on 26 November in Austin is 27 November in UTC (and in Tokyo); the reply came the next
  // evening, 11:30 PM on 27 November in Austin.
  const austin = insertReviewedBusiness(
    { name: "Austin", slug: "austin", timeZone: "America/Chicago" },
    "2026-11-27T01:47:00.000Z",
    "2026-11-28T05:30:00.000Z",
  );
  await page.goto(austin.path);
  const review = page.getByTestId("review").filter({ hasText: "Great tacos after the game." });
  await expect(review.locator("time").first()).toHaveText("November 26, 2026");
  await expect(review.getByTestId("review-reply").locator("time")).toHaveText("November 27, 2026");
  await expectNoSeriousViolations(page);

  // 11:30 PM on 26 November in El Paso (Mountain time) is already 27 November in Austin.
  const elPaso = insertReviewedBusiness(
    { name: "El Paso", slug: "el-paso", timeZone: "America/Denver" },
    "2026-11-27T06:30:00.000Z",
    "2026-11-27T15:00:00.000Z",
  );
  await page.goto(elPaso.path);
  await expect(
    page.getByTestId("review").filter({ hasText: "Great tacos after the game." }).locator("time").first(),
  ).toHaveText("November 26, 2026");
  expect(errors).toEqual([]);
});

/** An audit entry by a made-up admin at 7:47 PM on 26 November in Texas; the audit log filtered to it. */
function insertAuditEntry() {
  const actor = uniqueEmail("dated-admin");
  execute(
    `INSERT INTO "AuditLog" ("id","actorEmail","action","targetType","targetId","changes","createdAt") VALUES (?,?,?,?,?,?,?)`,
    `e2e_dates_audit_${randomUUID().slice(0, 8)}`,
    actor,
    "business.verify",
    "business",
    "biz_000001",
    JSON.stringify({ before: { verificationStatus: "pending" }, after: { verificationStatus: "verified" } }),
    timestamp("2026-11-27T01:47:00.000Z"),
  );
  return `/admin/audit?actor=${encodeURIComponent(actor)}`;
}

// Admin pages whose seeded rows show times in the viewer's zone.
const ADMIN_PAGES_WITH_TIMES = [
  "/admin",
  "/admin/businesses",
  "/admin/users",
  "/admin/reviews",
  "/admin/organizations",
  "/admin/referrals",
  "/account",
];

test("admin pages hydrate without a mismatch and then show every time in the viewer's zone", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const auditLog = insertAuditEntry();
  await signInAs(page, "admin");
  for (const path of [auditLog, ...ADMIN_PAGES_WITH_TIMES]) {
    await page.goto(path);
    const times = page.locator("main time[datetime]");
    // Some tables load their rows after the page: a busy machine can take a while.
    await expect(times.first(), `${path} shows times`).toBeVisible({ timeout: 30_000 });
    // After hydration each time is rewritten in the viewer's zone; the server wrote the site's.
    await expect
      .poll(
        async () => {
          const shown = await times.evaluateAll((elements) =>
            elements.map((element) => ({ at: element.getAttribute("datetime")!, text: element.textContent })),
          );
          return shown.filter(({ at, text }) => {
            const instant = new Date(at);
            return text !== formatDate(instant, VIEWER_ZONE) && text !== formatDate(instant, VIEWER_ZONE, "dateTime");
          });
        },
        { message: `${path}: times not in ${VIEWER_ZONE}` },
      )
      .toEqual([]);
  }
  expect(errors).toEqual([]);
});

test("an admin's times are the site's zone in the server's HTML, the viewer's once the page runs", async ({ page }) => {
  const auditLog = insertAuditEntry();
  await signInAs(page, "admin");
  const html = await (await page.request.get(auditLog)).text();
  expect(html).toContain(">Nov 26, 2026, 7:47 PM CST</time>");
  await page.goto(auditLog);
  await expect(page.getByRole("table").locator("time")).toHaveText("Nov 27, 2026, 10:47 AM GMT+9");
  await expectNoSeriousViolations(page);
});
