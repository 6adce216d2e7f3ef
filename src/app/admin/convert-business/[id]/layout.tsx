import { loadConversionEntry } from "./load-entry";

/** An unknown (or already converted) entry answers 404: checked outside the page's loading boundary, before any HTML is sent. */
export default async function ConvertBusinessLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await loadConversionEntry((await params).id);
  return children;
}
