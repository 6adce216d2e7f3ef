import { requirePageAccess } from "@/server/auth/page-access";
import { loadCustomerThread } from "./load-thread";

/**
 * Another person's thread, or an unknown one, answers 404: decided here, outside every loading
 * boundary (the area's own loading screen is kept to its other pages), so the status is a real 404.
 * The area's access check comes first (layouts render side by side, so this one asks too).
 */
export default async function CustomerThreadLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await requirePageAccess("signed-in");
  await loadCustomerThread((await params).id);
  return children;
}
