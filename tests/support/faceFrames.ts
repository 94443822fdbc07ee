/**
 * Challenge frames made from the test faces (tests/fixtures/faces, MIT) with sharp, as the phone's face step sends
 * them (docs/faces.md, "The frames"): JPEG, at most 320 pixels a side and 40 KB. No video of a real blink or turn
 * could be had with a licence, so the movements are made: a turn is the face and its mirror image (the head seen
 * turned one way, then the other), a blink is the eyes painted shut from the face's own landmarks, a printed photo
 * turned in the hand is a perspective warp.
 */
import sharp from 'sharp';
import type { FoundFace } from '../../server/faces/face.worker';
import { describeFaces } from '../../server/faces/faceThread';

export type Box = FoundFace['box'];

/** The face at `box` with a margin of `margin` times its size on every side, at most `side` pixels a side, as a JPEG. */
export async function cropFace(photo: Buffer, box: Box, options: { margin: number; side: number; shift?: [number, number]; quality?: number }): Promise<Buffer> {
  const { width, height } = await sharp(photo).metadata();
  const [x, y, w, h] = box;
  const [dx, dy] = options.shift ?? [0, 0];
  const left = Math.max(0, Math.round(x - w * options.margin + dx));
  const top = Math.max(0, Math.round(y - h * options.margin + dy));
  return sharp(photo)
    .extract({ left, top, width: Math.min(width! - left, Math.round(w * (1 + 2 * options.margin))), height: Math.min(height! - top, Math.round(h * (1 + 2 * options.margin))) })
    .resize(options.side, options.side, { fit: 'inside' })
    .jpeg({ quality: options.quality ?? 80 })
    .toBuffer();
}

/** The frame seen in a mirror: the head turned as far the other way. */
export const mirrored = (frame: Buffer) => sharp(frame).flop().jpeg({ quality: 80 }).toBuffer();

/** What a phone's camera changes from one frame of a still face to the next: light, compression, a small tilt, blur. */
export const stillVariants = async (frame: Buffer): Promise<Buffer[]> => [
  await sharp(frame).modulate({ brightness: 0.7 }).jpeg({ quality: 60 }).toBuffer(),
  await sharp(frame).modulate({ brightness: 1.3 }).jpeg({ quality: 70 }).toBuffer(),
  await sharp(frame).rotate(5, { background: '#808080' }).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer(),
  await sharp(frame).blur(0.8).jpeg({ quality: 70 }).toBuffer(),
];

/** The mesh's landmarks around each eye: its upper lid corner to corner, its lower lid back (MediaPipe's face mesh). */
const EYE_CONTOURS = [
  { upper: [33, 246, 161, 160, 159, 158, 157, 173, 133], lower: [133, 155, 154, 153, 145, 144, 163, 7, 33], lid: 159, brow: 105 },
  { upper: [263, 466, 388, 387, 386, 385, 384, 398, 362], lower: [362, 382, 381, 380, 374, 373, 390, 249, 263], lid: 386, brow: 334 },
] as const;

/** The frame with both eyes shut: each eye's opening painted with the skin of its own lid, a lash line along the lower lid. */
export async function eyesShut(frame: Buffer): Promise<Buffer> {
  const { faces } = await describeFaces(frame, true);
  if (faces.length !== 1) throw new Error(`eyesShut: ${faces.length} faces in the frame`);
  const mesh = faces[0]!.mesh!;
  const { data, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colourAt = (x: number, y: number) => {
    const index = (Math.round(y) * info.width + Math.round(x)) * 3;
    return `rgb(${data[index]},${data[index + 1]},${data[index + 2]})`;
  };
  const point = (index: number) => `${mesh[index]![0].toFixed(1)},${mesh[index]![1].toFixed(1)}`;
  const shapes = EYE_CONTOURS.map(({ upper, lower, lid, brow }) => {
    const skin = colourAt((mesh[lid]![0] + mesh[brow]![0]) / 2, mesh[lid]![1] * 0.6 + mesh[brow]![1] * 0.4);
    const width = Math.hypot(mesh[upper[0]]![0] - mesh[upper[8]]![0], mesh[upper[0]]![1] - mesh[upper[8]]![1]);
    return (
      `<polygon points="${[...upper, ...lower].map(point).join(' ')}" fill="${skin}" stroke="${skin}" stroke-width="${(width * 0.25).toFixed(1)}" stroke-linejoin="round"/>` +
      `<polyline points="${lower.map(point).join(' ')}" fill="none" stroke="#3a2a22" stroke-width="${Math.max(1.2, width * 0.07).toFixed(1)}"/>`
    );
  });
  const paint = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><filter id="soft"><feGaussianBlur stdDeviation="0.8"/></filter><g filter="url(#soft)">${shapes.join('')}</g></svg>`;
  return sharp(frame).composite([{ input: Buffer.from(paint), left: 0, top: 0 }]).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The frame printed on paper and turned `degrees` about its vertical middle in front of the camera (a camera 1.5
 * picture widths away): the perspective a printed photo shows when it is turned in the hand.
 */
export async function paperTurned(frame: Buffer, degrees: number): Promise<Buffer> {
  const { data, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const out = Buffer.alloc(width * height * 3, 128);
  const angle = (degrees * Math.PI) / 180;
  const distance = 1.5 * width;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const across = u - width / 2;
      const denominator = distance * Math.cos(angle) - across * Math.sin(angle);
      if (denominator <= 0) continue;
      const x = (across * distance) / denominator + width / 2;
      const y = ((v - height / 2) * ((x - width / 2) * Math.sin(angle) + distance)) / distance + height / 2;
      if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) continue;
      const [x0, y0] = [Math.floor(x), Math.floor(y)];
      const [fx, fy] = [x - x0, y - y0];
      for (let channel = 0; channel < 3; channel++) {
        const at = (row: number, column: number) => data[(row * width + column) * 3 + channel]!;
        out[(v * width + u) * 3 + channel] = Math.round(
          at(y0, x0) * (1 - fx) * (1 - fy) + at(y0, x0 + 1) * fx * (1 - fy) + at(y0 + 1, x0) * (1 - fx) * fy + at(y0 + 1, x0 + 1) * fx * fy,
        );
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

export const jpegBlob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

/** A photo as a challenge frame: at most 320 pixels a side, JPEG. */
export const asFrame = (photo: Buffer) => sharp(photo).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();

/** The turn asked, made from a face's frame and its mirror image: four frames in the order whose yaw goes the asked way. */
export async function turnFrames(frame: Buffer, challenge: 'turn_left' | 'turn_right'): Promise<Buffer[]> {
  const yaw = (await describeFaces(frame)).faces[0]!.yaw!;
  const [mirror, steady] = [await mirrored(frame), (await stillVariants(frame))[3]!];
  // A positive yaw turns the nose to the picture's left: the employee's own right.
  const rising = yaw > 0 ? [mirror, mirror, steady, frame] : [frame, steady, mirror, mirror];
  return challenge === 'turn_right' ? rising : rising.reverse();
}

/** Two blinks as four frames: open, shut, open, shut. */
export async function blinkFrames(frame: Buffer): Promise<Buffer[]> {
  const shut = await eyesShut(frame);
  return [frame, shut, (await stillVariants(frame))[3]!, shut];
}

/** Frames that meet the challenge a check answered: the turn asked, or two blinks; none for a check that asked none. */
export async function framesFor(frame: Buffer, challenge: string | null): Promise<Buffer[]> {
  if (challenge === 'turn_left' || challenge === 'turn_right') return turnFrames(frame, challenge);
  return challenge === 'blink_twice' ? blinkFrames(frame) : [];
}
