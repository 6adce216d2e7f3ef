// Focus-ring classes shared by every control, so keyboard focus looks the same everywhere.
// Tailwind 4's `outline-none` sets the outline style to none, which `outline-2` reuses: hence `outline-solid`.
export const FOCUS_RING =
  "outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const FOCUS_RING_ON_DARK =
  "outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-white";
