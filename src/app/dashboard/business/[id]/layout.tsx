import { loadForEdit } from "./load-for-edit";

/** An unknown id (or another owner's business) answers 404: checked outside the page's loading boundary, before any HTML is sent. */
export default async function EditBusinessLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await loadForEdit((await params).id);
  return children;
}
