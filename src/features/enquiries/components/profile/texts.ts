// The two texts a profile's first load needs (the rest of types.ts loads with the form, on demand).

export const NOT_TAKING_ENQUIRIES = "This business is not taking enquiries on LocalHub.";

/** "Usually responds within 1 hour", "… within 5 hours". */
export function responseTimeText(hours: number): string {
  return hours <= 1 ? "Usually responds within 1 hour" : `Usually responds within ${hours} hours`;
}
