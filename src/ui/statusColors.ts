/** WCAG 2 relative luminance and contrast, to make any status colour the server sends readable. */
type Rgb = [number, number, number];

const parse = (hex: string): Rgb => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parse(a.replace('#', ''))), luminance(parse(b.replace('#', '')))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const AA = 4.5;
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The status colour darkened just enough to read as text on `background` (contrast ≥ 4.5:1). */
export function readableOn(hex: string, background = 'ffffff'): string {
  const color = parse(hex.replace('#', ''));
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(mix(color, BLACK, step / 20));
    if (contrastRatio(candidate, background) >= AA) return candidate;
  }
  return '#000000';
}

/** A badge in the status colour: a light tint of it as the ground, the colour darkened for AA as the text. */
export function badgeColors(hex: string): { backgroundColor: string; color: string } {
  const background = toHex(mix(parse(hex.replace('#', '')), WHITE, 0.85));
  return { backgroundColor: background, color: readableOn(hex, background) };
}
