import type { Metadata } from "next";
import Link from "next/link";
import { AreaPage } from "@/components/layout/area-page";
import { ResendVerificationButton } from "@/components/providers/signed-in";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { BusinessEditor } from "@/features/businesses/editor/components/business-editor/business-editor";
import { emptyEditorState } from "@/features/businesses/editor/components/business-editor/form-state";

export const metadata: Metadata = { title: "Create a business | LocalHub" };

const AUDIENCE =
  "Tell customers about your business: the basics, where you are, how to reach you, your hours, services, offers and photos. You can change everything later.";

/** Listing needs a verified email address (listing-approval.ts): until then the page says how to get one instead of a form it would refuse. */
export default async function CreateBusinessPage() {
  const user = await requirePageAccess("signed-in");
  if (!user.email || !user.emailVerified) {
    return (
      <AreaPage title="Create a business" audience={AUDIENCE} user={user}>
        <section
          aria-labelledby="verify-first"
          className="max-w-2xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950"
        >
          <h2 id="verify-first" className="text-lg font-semibold">
            Verify your email address first
          </h2>
          {user.email ? (
            <p className="mt-2 text-sm">
              Before you list a business, confirm your email address with the link we sent to{" "}
              <strong>{user.email}</strong>. <ResendVerificationButton />
            </p>
          ) : (
            <p className="mt-2 text-sm">
              Before you list a business, add an email address on{" "}
              <Link href="/account" className="font-medium underline">
                your account page
              </Link>{" "}
              and confirm it with the link we send.
            </p>
          )}
        </section>
      </AreaPage>
    );
  }
  const options = await api.businesses.formOptions();
  return (
    <AreaPage title="Create a business" audience={AUDIENCE} user={user}>
      <BusinessEditor options={options} initial={emptyEditorState()} />
    </AreaPage>
  );
}
