// The bundled hero illustration (a street of shops under a morning sky), drawn inline: it paints with
// the page's first bytes, where an image file would wait behind the page's scripts and hold back
// the largest paint on a phone.
export function HeroIllustration({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      data-testid="hero-image"
      className={className}
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a46a0" />
          <stop offset="0.6" stopColor="#2f6fed" />
          <stop offset="1" stopColor="#8fb8ff" />
        </linearGradient>
        <linearGradient id="hero-street" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f2a66" />
          <stop offset="1" stopColor="#0b1f4d" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#hero-sky)" />
      <circle cx="1280" cy="210" r="90" fill="#ffd27a" opacity="0.85" />
      <g fill="#173f95" opacity="0.55">
        <rect x="60" y="330" width="150" height="420" />
        <rect x="230" y="250" width="110" height="500" />
        <rect x="360" y="380" width="170" height="370" />
        <rect x="1050" y="300" width="130" height="450" />
        <rect x="1200" y="360" width="180" height="390" />
        <rect x="1400" y="280" width="140" height="470" />
      </g>
      <g>
        <rect x="560" y="430" width="220" height="320" fill="#f8fafc" />
        <path d="M545 430h250l-20-50H565z" fill="#ef4444" />
        <rect x="600" y="520" width="140" height="90" fill="#bfdbfe" />
        <rect x="640" y="640" width="60" height="110" fill="#1f57c9" />
        <rect x="800" y="470" width="230" height="280" fill="#fef3c7" />
        <path d="M785 470h260l-20-50H805z" fill="#10b981" />
        <rect x="835" y="540" width="160" height="80" fill="#bfdbfe" />
        <rect x="885" y="650" width="60" height="100" fill="#1a46a0" />
      </g>
      <rect y="750" width="1600" height="150" fill="url(#hero-street)" />
      <g fill="#22c55e">
        <circle cx="500" cy="700" r="46" />
        <circle cx="1080" cy="700" r="46" />
      </g>
      <g fill="#14532d">
        <rect x="494" y="700" width="12" height="52" />
        <rect x="1074" y="700" width="12" height="52" />
      </g>
      <g fill="#ffffff" opacity="0.35">
        <rect x="80" y="820" width="120" height="10" />
        <rect x="400" y="820" width="120" height="10" />
        <rect x="720" y="820" width="120" height="10" />
        <rect x="1040" y="820" width="120" height="10" />
        <rect x="1360" y="820" width="120" height="10" />
      </g>
    </svg>
  );
}
