// The frame of a signed-in area's page: its title, who it is for, and who is looking (so reaching
// it also shows the access rules at work). Screens still to be built show only this frame.
import type { PageUser } from "@/server/auth/page-access";
import { ROLE_LABELS } from "@/lib/roles";

type Props = {
  title: string;
  audience: string;
  user: PageUser;
  /** Screens of wide tables (admin lists) use the whole window. */
  wide?: boolean;
  children?: React.ReactNode;
};

export function AreaPage({ title, audience, user, wide, children }: Props) {
  return (
    <div className={`mx-auto w-full min-w-0 flex-1 px-4 py-10 ${wide ? "max-w-none sm:px-6 lg:px-8" : "max-w-5xl"}`}>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{audience}</p>
      <p
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
        data-testid="signed-in-as"
      >
        Signed in as <strong>{user.name}</strong>
        <span aria-label="Roles">({user.roles.map((role) => ROLE_LABELS[role]).join(", ")})</span>
      </p>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
