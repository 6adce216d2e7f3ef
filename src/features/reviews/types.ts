// Shapes the review screens render. Safe in the browser.

export type RequestState = "sent" | "opened" | "reviewed" | "expired";

export type RequestRow = {
  id: string;
  customerName: string | null;
  customerEmail: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  state: RequestState;
  link: string;
  canResend: boolean;
  resent: boolean;
};

export type SendResult = { sent: Array<{ name: string; email: string }>; skipped: Array<{ name: string; email: string; reason: string }> };

export type PublicReview = {
  id: string;
  reviewerName: string;
  rating: number;
  title: string | null;
  comment: string | null;
  createdAt: Date;
  origin: "invited" | "member";
  replyText: string | null;
  repliedAt: Date | null;
  helpfulCount: number;
};

export type RatingSummary = { averageRating: number; reviewCount: number; ratingCounts: Array<{ stars: number; count: number }> };

/** What the signed-in visitor may do on a profile's reviews. */
export type ReviewViewer = {
  signedIn: boolean;
  ownsBusiness: boolean;
  canReply: boolean;
  myReview: { id: string; rating: number; title: string; text: string } | null;
};
