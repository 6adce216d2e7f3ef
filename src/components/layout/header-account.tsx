"use client";

// The header's account corner: the bell and the user menu for a signed-in viewer (viewer.tsx), Sign
// In for everyone else. A shared page is sent as for a signed-out visitor; while the signed-in hint
// is present, CSS hides Sign In and holds the place of the bell and of the menu, drawn with the name
// the hint holds, until the viewer is known.
import { IntentLink } from "@/components/ui/intent-link";
import { PILL_BUTTON_CLASS } from "@/components/ui/form-styles";
import { NotificationBell, UserMenu } from "@/components/providers/signed-in";
import { useViewer } from "@/components/providers/viewer";
import { SIGN_IN_LINK } from "./nav-links";
import { USER_MENU_SHAPE_CLASS, UserMenuFacePlaceholder } from "./user-menu-parts";

export function HeaderAccount({ signInLink }: { signInLink: string }) {
  const viewer = useViewer();
  if (viewer) {
    return (
      <>
        <NotificationBell initialUnread={viewer.unread} />
        <UserMenu user={{ name: viewer.name, roles: viewer.roles }} />
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true" data-testid="account-placeholder" className="hidden items-center gap-2 signed-in:flex">
        <span className="size-10" />
        <span data-testid="account-placeholder-menu" className={`hidden md:inline-flex ${USER_MENU_SHAPE_CLASS}`}>
          <UserMenuFacePlaceholder />
        </span>
      </span>
      <IntentLink href={signInLink} className={`hidden md:inline-flex signed-in:hidden ${PILL_BUTTON_CLASS}`}>
        {SIGN_IN_LINK.label}
      </IntentLink>
    </>
  );
}
