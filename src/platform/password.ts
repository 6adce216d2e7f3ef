import bcrypt from "bcryptjs";

/** bcrypt cost factor: 2^11 rounds (the floor for this product is 10). */
const COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
