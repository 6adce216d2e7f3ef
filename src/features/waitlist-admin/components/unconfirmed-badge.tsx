// Marks a waitlist entry whose owner has not opened the confirmation link: it gets no email but that link.
export function UnconfirmedBadge() {
  return (
    <span
      title="The owner has not confirmed this email address yet, so LocalHub sends it nothing but the confirmation link."
      className="ml-2 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800"
    >
      Unconfirmed
    </span>
  );
}
