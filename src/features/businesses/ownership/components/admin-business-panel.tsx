"use client";
// The admin edit screen's head: the business, its public page, and the fields only admins change
// (owner, member since, and the moderation controls passed in). The owner's form follows it.
import Link from "next/link";
import { EditorSection } from "@/features/businesses/editor/components/business-editor/fields";
import type { AdminBusinessFacts } from "@/features/businesses/ownership/types";
import { MemberSinceField } from "./member-since-field";
import { OwnerField } from "./owner-field";

type Props = { business: AdminBusinessFacts; publicUrl: string; moderation?: React.ReactNode };

export function AdminBusinessPanel({ business, publicUrl, moderation }: Props) {
  return (
    <EditorSection
      id="admin"
      title="Admin"
      description="Only admins see these. Every change here and every section saved below is recorded in the audit log."
    >
      <p className="text-sm">
        {business.active ? (
          <Link href={publicUrl} className="font-medium text-brand-700 hover:underline">
            View public page
          </Link>
        ) : (
          <span className="text-slate-600">Inactive: the public page is hidden.</span>
        )}
      </p>
      {moderation}
      <OwnerField business={business} />
      <MemberSinceField business={business} />
    </EditorSection>
  );
}
