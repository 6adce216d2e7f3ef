import Link from "next/link";
import { WAITLIST_MESSAGES } from "@/features/waitlist/types";
import { AuthCard } from "@/features/auth/components/auth-card";
import { FormError } from "@/components/ui/form-submit";

/** An unknown or malformed spot key: what to do instead. */
export default function UnknownSpot() {
  return (
    <AuthCard title="Your waitlist spot">
      <div className="space-y-4">
        <FormError message={WAITLIST_MESSAGES.unknownSpot} />
        <Link href="/#waitlist" className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Join the waitlist
        </Link>
      </div>
    </AuthCard>
  );
}
