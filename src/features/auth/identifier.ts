// Accounts are identified by an email address or a phone number typed into one field.
export type Identifier = { kind: "email"; email: string } | { kind: "phone"; phone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads what a person typed as "email or phone". Emails are lower-cased; phone numbers are reduced
 * to digits with a leading +, and 10-digit numbers are taken as US numbers (+1). Returns null when
 * the text is neither.
 */
export function parseIdentifier(raw: string): Identifier | null {
  const text = raw.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return EMAIL.test(email) && email.length <= 254 ? { kind: "email", email } : null;
  }
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length === 10) return { kind: "phone", phone: `+1${digits}` };
  if (digits.length === 11 && digits.startsWith("1")) return { kind: "phone", phone: `+${digits}` };
  if (text.startsWith("+") && digits.length >= 8 && digits.length <= 15) return { kind: "phone", phone: `+${digits}` };
  return null;
}
