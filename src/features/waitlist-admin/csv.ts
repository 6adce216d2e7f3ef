// The waitlist as CSV: RFC 4180 quoting, and no cell a spreadsheet would run as a formula. Pure.
import { riskReasonLabels } from "./types";

/** Quotes a cell when needed and defuses spreadsheet formulas (cells starting with = + - @ or a tab/CR). */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<Parameters<typeof csvCell>[0]>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export type CsvEntry = {
  id: string;
  businessName: string;
  ownerName: string;
  email: string;
  phone: string | null;
  category: string | null;
  location: string;
  citySlug: string | null;
  zipCode: string | null;
  referralSource: string | null;
  referralMedium: string | null;
  referralCampaign: string | null;
  referralCode: string | null;
  organizationSlug: string | null;
  organizationName: string | null;
  marketingAuditInterest: boolean;
  status: string;
  emailConfirmedAt: Date | null;
  riskLevel: string;
  riskReasons: string | null;
  held: boolean;
  createdAt: Date;
};

const COLUMNS: Array<[heading: string, value: (entry: CsvEntry) => Parameters<typeof csvCell>[0]]> = [
  ["Business name", (e) => e.businessName],
  ["Owner name", (e) => e.ownerName],
  ["Email", (e) => e.email],
  ["Phone", (e) => e.phone],
  ["Category", (e) => e.category],
  ["Location", (e) => e.location],
  ["City", (e) => e.citySlug],
  ["ZIP code", (e) => e.zipCode],
  ["Source", (e) => e.referralSource],
  ["Medium", (e) => e.referralMedium],
  ["Campaign", (e) => e.referralCampaign],
  ["Referral code", (e) => e.referralCode],
  ["Organization", (e) => e.organizationName ?? e.organizationSlug],
  ["Marketing audit", (e) => (e.marketingAuditInterest ? "yes" : "no")],
  ["Status", (e) => e.status],
  ["Email confirmed", (e) => e.emailConfirmedAt ?? "no"],
  ["Joined", (e) => e.createdAt],
  ["Id", (e) => e.id],
  ["Risk", (e) => e.riskLevel],
  ["Risk reasons", (e) => riskReasonLabels(e.riskReasons).join("; ")],
  ["Held", (e) => (e.held ? "yes" : "no")],
];

export const waitlistCsvHeader = () => csvRow(COLUMNS.map(([heading]) => heading));
export const waitlistCsvRow = (entry: CsvEntry) => csvRow(COLUMNS.map(([, value]) => value(entry)));
