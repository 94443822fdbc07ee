import { describe, expect, it } from 'vitest';
import { latenessWords } from '../../src/domain/verification';

/** Issue 51: "the lateness in words ('terlambat 2 jam 14 menit')". */
describe('lateness in words', () => {
  it.each([
    [134, 'terlambat 2 jam 14 menit'],
    [9, 'terlambat 9 menit'],
    [60, 'terlambat 1 jam'],
    [61, 'terlambat 1 jam 1 menit'],
    [0, 'terlambat 0 menit'],
  ])('%i minutes read "%s"', (minutes, words) => expect(latenessWords(minutes)).toBe(words));
});
