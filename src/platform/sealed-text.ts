// Text kept encrypted in the database under a key that is not there: AES-256-GCM with a key derived
// from the app's secret (NEXTAUTH_SECRET) by HKDF-SHA256, one key per purpose. The secret is a
// parameter, not read from the environment, so tools with their own copy of it (the local outbox
// script, the end-to-end tests' helpers) open what the app sealed.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealOptions = {
  /** The app's secret (NEXTAUTH_SECRET). */
  secret: string;
  /** Names the use, so each use has its own key, e.g. "localhub email content". */
  purpose: string;
  /** Bound to the sealed text (GCM's additional data): opening with another context fails. */
  context: string;
};

const keyFor = (secret: string, purpose: string) => {
  if (!secret) throw new Error("Sealing needs a secret.");
  return Buffer.from(hkdfSync("sha256", secret, "localhub sealed text", `${purpose} ${VERSION}`, 32));
};

/** "v1.<iv>.<ciphertext and tag>" in base64url: a fresh random IV every time. */
export function sealText(plaintext: string, { secret, purpose, context }: SealOptions): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
}

/** The text `sealText` sealed; throws when the secret, purpose or context differ or it was altered. */
export function openSealedText(sealed: string, { secret, purpose, context }: SealOptions): string {
  const [version, ivText, bodyText] = sealed.split(".");
  if (version !== VERSION || !ivText || !bodyText) throw new Error("Not a sealed text.");
  const iv = Buffer.from(ivText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new Error("Not a sealed text.");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}
