import type { MeshPoint } from '../../src/domain/faceChallenge';

/**
 * A MediaPipe face mesh 200 px wide, built rather than recorded: both eyes' lids open to `open` (lid gap ÷ eye width)
 * and the nose tip `turn` face widths right of the middle — the two measures the face step reads (`frameOf`).
 */
export function meshOf(open: number, turn = 0): MeshPoint[] {
  const mesh: MeshPoint[] = Array.from({ length: 468 }, () => [200, 200, 0]);
  const eye = (corners: [number, number], lids: [[number, number], [number, number]], left: number) => {
    mesh[corners[0]] = [left, 150];
    mesh[corners[1]] = [left + 40, 150];
    for (const [upper, lower] of lids) {
      mesh[upper] = [left + 20, 150 - 20 * open];
      mesh[lower] = [left + 20, 150 + 20 * open];
    }
  };
  eye([33, 133], [[160, 144], [158, 153]], 130);
  eye([362, 263], [[385, 380], [387, 373]], 230);
  mesh[234] = [100, 200];
  mesh[454] = [300, 200];
  mesh[1] = [200 + turn * 200, 210];
  return mesh;
}
