// Helpers for the waitlist browser tests: filling the form, and reading saved rows from the
// end-to-end database.
import Database from "better-sqlite3";
import { expect, type Locator } from "@playwright/test";

export type RequiredFields = { businessName: string; ownerName: string; email: string; location: string };

/** Fills the required fields; the category pair is Food & Dining › Bakeries. */
export async function fillRequired(form: Locator, fields: RequiredFields) {
  await form.getByLabel("Business Name").fill(fields.businessName);
  await form.getByLabel("Your Name").fill(fields.ownerName);
  await form.getByLabel("Email").fill(fields.email);
  await form.getByLabel("Parent Category").selectOption({ label: "Food & Dining" });
  await expect(form.getByLabel("Subcategory").locator("option", { hasText: "Bakeries" })).toHaveCount(1);
  await form.getByLabel("Subcategory").selectOption({ label: "Bakeries" });
  await form.getByLabel("Location").fill(fields.location);
}

export type SavedEntry = Record<string, string | number | null>;

/** The waitlist row saved for `email` in the server's database file (tmp/e2e.db). */
export function savedEntry(email: string): SavedEntry | undefined {
  const db = new Database("tmp/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM WaitlistEntry WHERE email = ?").get(email) as SavedEntry | undefined;
  } finally {
    db.close();
  }
}

export function challengeUsage(text: string): number {
  const db = new Database("tmp/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare("SELECT usageCount FROM WaitlistChallenge WHERE challengeText = ?").get(text) as { usageCount: number }
    ).usageCount;
  } finally {
    db.close();
  }
}

/** A random 5-digit ZIP code that no waitlist entry, area setting or launch in the end-to-end database names yet. */
export function freshZip(): string {
  const db = new Database("tmp/e2e.db", { readonly: true, fileMustExist: true });
  try {
    const used = db.prepare(
      `SELECT 1 FROM "WaitlistEntry" WHERE "zipCode" = @zip UNION ALL SELECT 1 FROM "WaitlistArea" WHERE "zipCode" = @zip
       UNION ALL SELECT 1 FROM "AreaLaunch" WHERE "zipCode" = @zip LIMIT 1`,
    );
    for (;;) {
      const zip = String(10000 + Math.floor(Math.random() * 90000));
      if (!used.get({ zip })) return zip;
    }
  } finally {
    db.close();
  }
}
