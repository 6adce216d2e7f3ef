"use client";
// The top of a form after a failed submit: "There are 3 problems" and a link to each field in
// error. It takes focus on every failed submit (`attempt` changes), so keyboard and screen-reader
// users start from it wherever the button was, and is announced; each link moves focus to its
// field. The fields keep their own messages beside them (TextField's `error`, FieldError).
import { useEffect, useId, useRef } from "react";
import { problemsHeading, type FormProblem } from "./form-problems";

export type { FormProblem } from "./form-problems";

/**
 * Moves focus to a field (a control, or a group that then takes focus) and brings it into view at
 * once, as focus does (the page's smooth scrolling is for its links).
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  if (field.tabIndex < 0 && !field.hasAttribute("tabindex")) field.setAttribute("tabindex", "-1");
  field.scrollIntoView({ block: "center", behavior: "instant" });
  field.focus({ preventScroll: true });
}

export function ErrorSummary({
  problems,
  attempt,
  className = "",
}: {
  problems: readonly FormProblem[];
  /** Anything that changes with each failed submit (the failed call's error, a counter). */
  attempt: unknown;
  className?: string;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (!shown) return;
    const summary = box.current;
    summary?.focus({ preventScroll: true });
    // A smooth scroll still under way would carry the page away from the summary: stop it, then
    // bring the summary into view once the browser has (the next frame).
    window.scrollTo({ top: window.scrollY, behavior: "instant" });
    const frame = requestAnimationFrame(() => summary?.scrollIntoView({ block: "nearest", behavior: "instant" }));
    return () => cancelAnimationFrame(frame);
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className={`scroll-mt-24 rounded-lg border-2 border-red-700 bg-white p-4 text-sm text-slate-900 outline-none focus-visible:ring-4 focus-visible:ring-red-300 ${className}`}
    >
      <h2 id={titleId} className="text-base font-semibold text-red-800">
        {problemsHeading(problems.length)}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem, index) => (
          <li key={`${problem.fieldId ?? ""}-${index}`}>
            {problem.fieldId ? (
              <a
                href={`#${problem.fieldId}`}
                onClick={(event) => focusField(event, problem.fieldId!)}
                className="font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
              >
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
