import { notFound } from "next/navigation";
import { isUnknownLocation } from "@/features/directory/components/directory-screen";

/**
 * An unknown place answers 404 (with the helpful page in ../not-found.tsx). Checked here, outside
 * this segment's loading boundary, so the status is decided before any HTML is sent.
 */
export default async function DirectoryLocationLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ location: string }>;
}) {
  if (isUnknownLocation((await params).location)) notFound();
  return children;
}
