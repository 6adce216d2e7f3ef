// What every part of the businesses feature (editor, profile, admin, ownership, claims) says the
// same way. Browser-safe and free of zod.
export const BUSINESS_NOT_FOUND = "Business not found.";
