/**
 * A reference photo's face (issue 49: "face found and centred, refused otherwise with the reason"; docs/faces.md,
 * "References": the centre in the middle half across and the middle 60 % down, at least a sixth of the width).
 * Boxes worked out by hand on a 600 × 800 photo.
 */
import { describe, expect, it } from 'vitest';
import { referenceProblem } from '../../server/faces/references';

const face = (x: number, y: number, width: number, height = width) => ({ box: [x, y, width, height] as [number, number, number, number] });
const photo = (...faces: ReturnType<typeof face>[]) => ({ width: 600, height: 800, faces });

describe('a reference photo’s face', () => {
  it.each([
    ['no face', photo(), 'Wajah tidak ditemukan di foto. Ambil foto wajah dari depan dengan cahaya cukup.'],
    ['two faces', photo(face(100, 200, 150), face(350, 200, 150)), 'Ada lebih dari satu wajah di foto. Ambil foto satu orang saja.'],
    ['centred, a third of the width', photo(face(200, 300, 200)), null],
    ['centre at 25 % across: the edge taken', photo(face(50, 300, 200)), null],
    ['centre just left of 25 % across', photo(face(49, 300, 200)), 'Wajah tidak di tengah foto. Ambil ulang dengan wajah di tengah.'],
    ['centre just right of 75 % across', photo(face(351, 300, 200)), 'Wajah tidak di tengah foto. Ambil ulang dengan wajah di tengah.'],
    ['centre at 20 % down: the edge taken', photo(face(200, 60, 200)), null],
    ['centre just above 20 % down', photo(face(200, 59, 200)), 'Wajah tidak di tengah foto. Ambil ulang dengan wajah di tengah.'],
    ['centre just below 80 % down', photo(face(200, 541, 200)), 'Wajah tidak di tengah foto. Ambil ulang dengan wajah di tengah.'],
    ['a sixth of the width: taken', photo(face(250, 350, 100)), null],
    ['narrower than a sixth', photo(face(251, 350, 99)), 'Wajah terlalu kecil di foto. Ambil foto lebih dekat.'],
  ])('%s', (_, seen, problem) => expect(referenceProblem(seen)).toBe(problem));
});
