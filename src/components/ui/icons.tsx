// Inline icons for the header and footer. Decorative: the control around each one carries the label.
type IconProps = { className?: string };

function Outline({ className = "size-5", children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

function Solid({ className = "size-5", d }: IconProps & { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d={d} />
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Outline>
);

export const BellIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Outline>
);

export const MenuIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Outline>
);

export const CloseIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Outline>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const FacebookIcon = (props: IconProps) => (
  <Solid
    {...props}
    d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z"
  />
);

export const XTwitterIcon = (props: IconProps) => (
  <Solid
    {...props}
    d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z"
  />
);

export const InstagramIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Outline>
);

export const LinkedInIcon = (props: IconProps) => (
  <Solid
    {...props}
    d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
  />
);
