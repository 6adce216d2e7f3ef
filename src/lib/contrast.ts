// WCAG contrast for colours chosen as data (tag colours): a text colour that keeps a colour's hue
// but is dark enough to read on white.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA for normal-size text. */
export const AA_TEXT = 4.5;

/** `color` darkened just enough (towards black, same hue) to reach AA on white; unparsable -> null. */
export function readableOnWhite(color: string): string | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  for (let keep = 1; keep >= 0; keep -= 0.05) {
    const candidate = toHex(rgb.map((c) => c * keep) as Rgb);
    if (contrastRatio(candidate, "#ffffff") >= AA_TEXT) return candidate;
  }
  return "#000000";
}
