import { Spinner } from "./spinner";

/** The spinner protected routes show while their page loads (used by their loading.tsx). */
export function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner />
    </div>
  );
}
