// An accessible loading indicator: screen readers hear the label, everyone else sees the ring.
const SIZES = { sm: "size-4", md: "size-8", lg: "size-12" } as const;

type Props = { label?: string; size?: keyof typeof SIZES; className?: string };

export function Spinner({ label = "Loading...", size = "md", className = "" }: Props) {
  return (
    <div role="status" className={`inline-flex items-center justify-center ${className}`}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        className={`${SIZES[size]} animate-spin text-brand-600`}
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-20" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
