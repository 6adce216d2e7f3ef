// The page shown by areas whose screens are still to be built: it names the area, who it is for,
// and who is looking, so reaching it proves the access rules.
import type { PageUser } from "@/server/auth/page-access";

const ROLE_LABELS = { admin: "Admin", business_owner: "Business owner", customer: "Customer" } as const;

type Props = { title: string; audience: string; user: PageUser; children?: React.ReactNode };

export function AreaPlaceholder({ title, audience, user, children }: Props) {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{audience}</p>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700" data-testid="signed-in-as">
        Signed in as <strong>{user.name}</strong>
        <span aria-label="Roles">({user.roles.map((role) => ROLE_LABELS[role]).join(", ")})</span>
      </p>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
