// An area's way to launch: "N of M businesses waiting in Austin, TX" as a progress bar, or, once
// the area launched, that LocalHub is live there with a link to its directory. Used by the area
// page, the spot page and the waitlist section's city picker (in the browser too: no server code).
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export type AreaProgressView = { key: string; label: string; count: number; goal: number; launchedAt: Date | null };

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export function AreaProgress({ progress, pageLink = false }: { progress: AreaProgressView; pageLink?: boolean }) {
  const { key, label, count, goal } = progress;
  if (progress.launchedAt) {
    return (
      <div>
        <p className="text-lg font-semibold text-slate-900">LocalHub is live in {label}</p>
        <Link
          href={`/directory/${key}`}
          className={`mt-1 inline-block rounded text-sm font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
        >
          Browse businesses in {label}
        </Link>
      </div>
    );
  }
  const remaining = Math.max(goal - count, 0);
  return (
    <div>
      <p className="text-sm text-slate-700">
        <strong className="text-2xl font-bold text-slate-900">{count}</strong> of {goal}{" "}
        {plural(goal, "business", "businesses")} waiting in {label}
      </p>
      <div
        role="progressbar"
        aria-label={`Businesses waiting in ${label}`}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(count, goal)}
        aria-valuetext={`${count} of ${goal}`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${goal > 0 ? Math.min(count / goal, 1) * 100 : 100}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {remaining > 0
          ? `${remaining} more confirmed ${plural(remaining, "business", "businesses")} and LocalHub launches here.`
          : "Goal reached: LocalHub launches here soon."}
      </p>
      {pageLink && (
        <Link
          href={`/waitlist/${key}`}
          className={`mt-2 inline-block rounded text-sm font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
        >
          See the waitlist for {label}
        </Link>
      )}
    </div>
  );
}
