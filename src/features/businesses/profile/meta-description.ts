// The profile's meta description: the business's own words cut at a sentence, or else a word, never
// mid-word, then the rating in a sentence of its own ("Rated 3.8 from 12 reviews." / "from 1 review.").
const MAX_TEXT = 200;
const ELLIPSIS = "…";

/** `text` within `max` characters: whole sentences if they fill at least half, else whole words and "…". */
export function cutAtBoundary(text: string, max = MAX_TEXT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const sentenceEnd = Math.max(...[...head.matchAll(/[.!?](?=\s)/g)].map((match) => match.index));
  if (sentenceEnd + 1 >= max / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.slice(0, max - ELLIPSIS.length + 1).lastIndexOf(" ");
  const words = (wordEnd > 0 ? head.slice(0, wordEnd) : head.slice(0, max - ELLIPSIS.length)).replace(
    /[\s,;:–-]+$/,
    "",
  );
  return words + ELLIPSIS;
}

function ratingSentence(averageRating: number, reviewCount: number): string {
  if (reviewCount <= 0) return "";
  return `Rated ${averageRating.toFixed(1)} from ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}.`;
}

export function profileMetaDescription(profile: {
  businessName: string;
  description: string | null;
  city: string;
  state: string;
  averageRating: number;
  reviewCount: number;
}): string {
  const own = profile.description?.trim() || `${profile.businessName} in ${profile.city}, ${profile.state}.`;
  const text = cutAtBoundary(own);
  const closed = /[.!?…]$/.test(text) ? text : `${text}.`;
  return [closed, ratingSentence(profile.averageRating, profile.reviewCount)].filter(Boolean).join(" ");
}
