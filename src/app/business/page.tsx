import type { Metadata } from "next";
import { BusinessLanding } from "@/features/waitlist/components/business-landing";

export const metadata: Metadata = {
  title: "LocalHub for Business - Get Found by Local Customers",
  description:
    "List your business on LocalHub: a verified profile, reviews from real customers and a network of local businesses. Join the waitlist.",
};

export default function BusinessPage() {
  return <BusinessLanding />;
}
