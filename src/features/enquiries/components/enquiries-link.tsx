// The customer dashboard's way to their enquiries.
import Link from "next/link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";

export function EnquiriesLink() {
  return (
    <section aria-labelledby="enquiries-title" className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id="enquiries-title" className="text-xl font-semibold text-slate-900">
          Enquiries
        </h2>
        <p className="text-sm text-slate-600">Questions and quote requests you sent businesses, with their answers.</p>
      </div>
      <Link href="/customer-dashboard/enquiries" className={BUTTON_CLASS}>
        My enquiries
      </Link>
    </section>
  );
}
