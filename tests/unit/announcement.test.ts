import { describe, expect, it } from 'vitest';
import { excerpt } from '../../src/domain/announcement';

const words = (count: number) => Array.from({ length: count }, (_, i) => `kata${i}`).join(' ');

// The sanitizer itself is tested in real Chromium (tests/browser/screens.test.ts): DOMPurify does not support happy-dom.
describe('announcement excerpt (docs/product.md §9: 220 characters plus "...")', () => {
  it.each([
    ['a short text stays whole', 'Kantor tutup.', 'Kantor tutup.'],
    ['exactly 220 characters stay whole', 'a'.repeat(220), 'a'.repeat(220)],
    ['spaces are folded', '  Apel   pagi \n pukul 07.15 ', 'Apel pagi pukul 07.15'],
    ['a single word longer than 220 is cut at 220', 'x'.repeat(300), `${'x'.repeat(220)}...`],
  ])('%s', (_name, text, expected) => {
    expect(excerpt(text)).toBe(expected);
  });

  it('cuts at the last whole word within 220 characters', () => {
    // 'kata0 ' … each word 5–7 characters: the cut must end at a word, never inside one.
    const text = words(60);
    const shown = excerpt(text);
    const kept = shown.slice(0, -3);
    expect(shown.endsWith('...')).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(220);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
    expect(text.slice(0, 221).lastIndexOf(' ')).toBe(kept.length);
  });

  it('drops punctuation left dangling at the cut', () => {
    expect(excerpt(`${'a'.repeat(210)}, ${'b'.repeat(20)}`)).toBe(`${'a'.repeat(210)}...`);
  });
});

