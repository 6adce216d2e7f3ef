import { loadOwnerThread } from "./load-thread";

/** An unknown thread answers 404: checked outside the page's loading boundary, before any HTML is sent. */
export default async function OwnerThreadLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await loadOwnerThread((await params).id);
  return children;
}
