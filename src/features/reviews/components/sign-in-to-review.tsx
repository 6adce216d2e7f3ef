import { IntentLink } from "@/components/ui/intent-link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";

/** 'Sign in to write a review', returning to the profile's reviews. */
export function SignInToReview({ path }: { path: string }) {
  return (
    <IntentLink href={`/auth?callbackUrl=${encodeURIComponent(`${path}#reviews`)}`} className={BUTTON_CLASS}>
      Sign in to write a review
    </IntentLink>
  );
}
