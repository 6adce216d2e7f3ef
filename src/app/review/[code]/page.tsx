// /review/{linkCode}: a customer's personal review link from a business's request. Unknown codes
// answer 404 (no loading.tsx here, so the status is decided before anything is sent).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { api } from "@/trpc/server";
import { ReviewLink } from "@/features/reviews/components/review-link";

type Props = { params: Promise<{ code: string }> };

export const metadata: Metadata = { title: "Write a review | LocalHub", robots: { index: false, follow: false } };

export default async function ReviewLinkPage({ params }: Props) {
  const { code } = await params;
  const link = code.length <= 100 ? await api.reviews.link({ code }) : null;
  if (!link) notFound();
  return <ReviewLink code={code} link={link} />;
}
