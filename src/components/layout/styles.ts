// Class strings shared by the header and footer controls, so every one shows the same focus ring.
export const FOCUS_RING =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const FOCUS_RING_ON_DARK =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
