import { loadBusinessFacts } from "./load-business";

/**
 * An unknown business answers 404. Checked here, outside the edit page's loading boundary, so the
 * status is decided before any HTML is sent (the admin gate is the /admin layout's).
 */
export default async function AdminBusinessLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await loadBusinessFacts((await params).id);
  return children;
}
