// Arranges waitlist rows directly in the end-to-end server's SQLite database (the public waitlist
// form is not what these tests are about), each with unique values so tests never collide.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { uniqueEmail } from "./support";

const DATABASE_FILE = "tmp/e2e.db";

function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DATABASE_FILE);
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}

// Prisma stores SQLite DateTime values as ISO text with an explicit offset.
const timestamp = (date = new Date()) => date.toISOString().replace("Z", "+00:00");
export const uniqueText = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

type Entry = Record<"id" | "businessName" | "ownerName" | "email" | "location", string> &
  Record<
    "citySlug" | "zipCode" | "referralSource" | "referralMedium" | "referralCampaign" | "referralCode",
    string | null
  >;

/** A waiting entry whose owner confirmed the email, unless `confirmed` is false. */
export function insertWaitlistEntry(fields: Partial<Omit<Entry, "id">> = {}, confirmed = true): Entry {
  const entry: Entry = {
    id: `e2e_${randomUUID()}`,
    businessName: uniqueText("E2E Business"),
    ownerName: "Erin Endtoend",
    email: uniqueEmail("waitlist"),
    location: "Austin, TX",
    citySlug: "austin",
    zipCode: null,
    referralSource: null,
    referralMedium: null,
    referralCampaign: null,
    referralCode: null,
    ...fields,
  };
  withDatabase((db) =>
    db
      .prepare(
        `INSERT INTO "WaitlistEntry" ("id","businessName","ownerName","email","location","citySlug","zipCode","referralSource","referralMedium","referralCampaign","referralCode","categoryId","status","marketingAuditInterest","emailConfirmedAt","createdAt")
         VALUES (@id,@businessName,@ownerName,@email,@location,@citySlug,@zipCode,@referralSource,@referralMedium,@referralCampaign,@referralCode,'cat_bakeries','waiting',0,@confirmedAt,@createdAt)`,
      )
      .run({ ...entry, confirmedAt: confirmed ? timestamp() : null, createdAt: timestamp() }),
  );
  return entry;
}

/** An unapproved custom challenge picked by a new waitlist entry. */
export function insertCustomChallenge() {
  const entry = insertWaitlistEntry();
  const challenge = { id: `e2e_${randomUUID()}`, challengeText: uniqueText("Custom e2e challenge") };
  withDatabase((db) => {
    const now = timestamp();
    db.prepare(
      `INSERT INTO "WaitlistChallenge" ("id","challengeText","category","usageCount","displayOrder","isActive","isApproved","createdAt","updatedAt") VALUES (?,?,'Custom',1,0,1,0,?,?)`,
    ).run(challenge.id, challenge.challengeText, now, now);
    db.prepare(
      `INSERT INTO "WaitlistChallengeResponse" ("id","waitlistEntryId","challengeId","isApproved","createdAt") VALUES (?,?,?,0,?)`,
    ).run(`e2e_${randomUUID()}`, entry.id, challenge.id, now);
  });
  return { entry, challenge };
}

/** One more waitlist entry picking the challenge `challengeId` (its pick awaits review). */
export function addPick(challengeId: string) {
  const entry = insertWaitlistEntry();
  withDatabase((db) =>
    db
      .prepare(
        `INSERT INTO "WaitlistChallengeResponse" ("id","waitlistEntryId","challengeId","isApproved","createdAt") VALUES (?,?,?,0,?)`,
      )
      .run(`e2e_${randomUUID()}`, entry.id, challengeId, timestamp()),
  );
  return entry;
}
