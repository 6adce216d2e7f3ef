import Link from "next/link";
import { REVIEW_MESSAGES } from "@/features/reviews/schema";

export default function ReviewLinkNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">{REVIEW_MESSAGES.linkNotFound}</h1>
        <p className="mt-3 text-slate-600">
          Check that the whole link from your email was opened, or ask the business for a new one.
        </p>
        <Link href="/directory" className="mt-6 inline-flex font-medium text-brand-700 hover:underline">
          Browse the directory
        </Link>
      </div>
    </div>
  );
}
