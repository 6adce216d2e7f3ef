/** 'Loading businesses...' with a small spinner: the route's loading screen and the pending results. */
export function LoadingBusinesses({ className = "" }: { className?: string }) {
  return (
    <p
      role="status"
      className={`flex items-center justify-center gap-2 text-sm font-medium text-slate-700 ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      Loading businesses...
    </p>
  );
}
