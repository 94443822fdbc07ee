/**
 * A picture's difference hash (dHash) from its grey pixels: the mean of each cell of a 9×8 grid, one bit per
 * neighbouring pair in a row (is the left one darker?), as 16 hex digits. Re-encoding, resizing or re-sending a photo
 * barely changes it; another photo changes many bits. The upload threads (server/files/upload.worker.ts) and sharp's
 * path (server/files/decodeImage.ts) share it.
 */
export function differenceHash(grey: Uint8Array, width: number, height: number): string {
  // A phone photo (480 px on its short side) is read at every fourth pixel of every fourth row: each cell's mean still
  // rests on about 260 pixels, at a sixteenth of the work.
  const step = Math.max(1, Math.floor(Math.min(width, height) / 120));
  const sums = new Float64Array(72);
  const counts = new Float64Array(72);
  const edges = new Int32Array(10);
  for (let column = 0; column <= 9; column++) edges[column] = Math.floor((column * width) / 9);
  for (let y = 0; y < height; y += step) {
    const rowStart = Math.floor((y * 8) / height) * 9;
    const offset = y * width;
    for (let column = 0; column < 9; column++) {
      let sum = 0;
      let count = 0;
      for (let x = edges[column]!; x < edges[column + 1]!; x += step) {
        sum += grey[offset + x]!;
        count++;
      }
      sums[rowStart + column]! += sum;
      counts[rowStart + column]! += count;
    }
  }
  let hex = '';
  for (let row = 0; row < 8; row++) {
    let nibble = 0;
    for (let column = 0; column < 8; column++) {
      const left = sums[row * 9 + column]! / counts[row * 9 + column]!;
      const right = sums[row * 9 + column + 1]! / counts[row * 9 + column + 1]!;
      nibble = (nibble << 1) | (left < right ? 1 : 0);
      if (column % 4 === 3) {
        hex += nibble.toString(16);
        nibble = 0;
      }
    }
  }
  return hex;
}
