import Link from "next/link";
import { NotFoundLogger } from "@/components/layout/not-found-logger";

export default function NotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <NotFoundLogger />
      <div className="text-center">
        <h1 className="text-7xl font-bold tracking-tight text-brand-600">404</h1>
        <p className="mt-4 text-xl text-slate-600">Oops! Page not found</p>
        <Link
          href="/"
          className="mt-8 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Return to Home
        </Link>
      </div>
    </div>
  );
}
