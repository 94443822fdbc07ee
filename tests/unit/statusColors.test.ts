import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeColors, contrastRatio, readableOn } from '../../src/ui/statusColors';

/** WCAG 2.x contrast, written out again here so the test does not trust the code it checks. */
function wcagContrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
}

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => n.toString(16).padStart(6, '0'));

describe('status colours', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#0369a1', '#ffffff', 5.93],
  ])('contrast of %s on %s is %s (published WCAG figures)', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('keeps a colour that already reads on white, darkens one that does not', () => {
    expect(readableOn('166534')).toBe('#166534');
    expect(wcagContrast(readableOn('16a34a'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('16a34a')).not.toBe('#16a34a');
  });

  it('makes every colour the server could send readable as text on white (AA)', () => {
    fc.assert(fc.property(hex, (color) => wcagContrast(readableOn(color), '#ffffff') >= 4.5));
  });

  it('makes every badge readable: its text on its own ground (AA)', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const { backgroundColor, color: text } = badgeColors(color);
        return wcagContrast(text, backgroundColor) >= 4.5;
      }),
    );
  });
});
