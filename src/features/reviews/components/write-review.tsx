"use client";
// 'Write a review' on a profile. Guests (as the server rendered the page) get the sign-in link with
// the page; the form, its dialog and the API calls (write-review-form.tsx) are a chunk of their own
// that only signed-in viewers' pages load, so a guest's profile carries none of them.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";
import { SignInToReview } from "./sign-in-to-review";

const SignedInWriteReview = withApi(() => import("./write-review-form").then((module) => module.SignedInWriteReview));

type Props = { businessId: string; businessName: string; path: string };

export function WriteReview(props: Props) {
  const { viewer } = useCardStateContext();
  return viewer ? <SignedInWriteReview {...props} /> : <SignInToReview path={props.path} />;
}
