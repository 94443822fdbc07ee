import { crc32 } from 'node:zlib';
import { encodePng } from '../../server/files/png';
import { call, type JsonAnswer, postJson } from './http';

/** The demo head office's centre as configured: a phone that sends exactly this typed it in (flag 'office_centre'). */
export const OFFICE_CENTRE = { latitude: -6.98265, longitude: 110.40925 };
/** A place inside the head office, 11 m from its centre, and a field site about 2 km away. */
export const HEAD_OFFICE = { latitude: -6.98255, longitude: 110.40925 };
export const FIELD_SITE = { latitude: -6.9995, longitude: 110.4205 };

let reading = 0;
/**
 * What an honest phone measures standing at `place` at `at` (ms): each reading a few centimetres from the last,
 * three samples with changing accuracy over two seconds, the chosen one the newest (as the app sends them).
 */
export function honestReading(place: { latitude: number; longitude: number }, at: number) {
  reading += 1;
  const chosen = { latitude: Number((place.latitude + reading * 1e-7).toFixed(7)), longitude: place.longitude };
  const positions = [
    { ...chosen, latitude: chosen.latitude - 2e-7, accuracy: 18, timestamp: at - 2000 },
    { ...chosen, latitude: chosen.latitude - 1e-7, accuracy: 11, timestamp: at - 1000 },
    { ...chosen, accuracy: 8, timestamp: at - 200 },
  ];
  return { chosen, positions };
}

let photosTaken = 0;
/** One of 256 brightnesses for block (bx, by) of photo `seed`: every photo a different picture, as a camera's are. */
const blockShade = (seed: number, bx: number, by: number) => (Math.imul(seed * 73_856_093 ^ bx * 19_349_663 ^ by * 83_492_791, 2_654_435_761) >>> 24) & 255;

/** A new photo each call: 8×8 blocks of their own brightness (a perceptual hash tells them apart), tinted by `shade`. */
export function photo(shade = 120, width = 480, height = 640) {
  const seed = ++photosTaken;
  const pixels = encodePng(width, height, (x, y) => {
    const block = blockShade(seed, Math.floor((x * 8) / width), Math.floor((y * 8) / height));
    return [shade, block, (block + 200) % 256];
  });
  return new Blob([new Uint8Array(pixels)], { type: 'image/png' });
}

/**
 * A PNG of exactly `size` bytes that decodes whole: a small image with an ancillary `tEXt` chunk before IEND, which
 * every decoder skips. For the limits' boundaries (docs/api.md).
 */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const image = encodePng(64, 64, (x, y) => [x * 4, y * 4, 128]);
  const iend = image.subarray(image.length - 12);
  const textLength = size - image.length - 12;
  if (textLength < 0) throw new Error(`A PNG cannot be as small as ${size} bytes here.`);
  const type = Buffer.from('tEXt');
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(textLength - 8, 'x')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const bytes = Buffer.concat([image.subarray(0, image.length - 12), length, type, data, crc, iend]);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);
}

/** The attendance calls of one signed-in employee against a test server (whose clock is `now`). */
export function attendanceApi(baseUrl: string, token: string, now: () => Date = () => new Date()) {
  const headers = { token };
  return {
    check: (body: Record<string, unknown>) => postJson(`${baseUrl}/mobile-v2/absen-check`, body, headers),
    upload(files: Record<string, Blob | string>, type = '1'): Promise<JsonAnswer> {
      const form = new FormData();
      form.set('type', type);
      for (const [field, value] of Object.entries(files)) {
        if (typeof value === 'string') form.set(field, value);
        else form.set(field, value, `${field}.png`);
      }
      return call(`${baseUrl}/mobile-v2/upload-photo`, { method: 'POST', headers, body: form });
    },
    submit: (body: Record<string, unknown>, idempotencyKey?: string) =>
      postJson(`${baseUrl}/mobile-v2/absen-upload`, body, { ...headers, ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) }),
    dashboard: () => call(`${baseUrl}/mobile-v2/absent-information`, { headers }),
    now,
    history: (period: string) => call(`${baseUrl}/mobile-v2/riwayat-absen?period=${period}`, { headers }),
    reasons: (type: string) => call(`${baseUrl}/mobile-v2/ref-kelainan?type=${type}`, { headers }),
  };
}

export type AttendanceApi = ReturnType<typeof attendanceApi>;

/** The overtime calls of one signed-in employee against a test server (whose clock is `now`). */
export function overtimeApi(baseUrl: string, token: string, now: () => Date = () => new Date()) {
  const headers = { token };
  return {
    check: (body: Record<string, unknown>) => postJson(`${baseUrl}/mobile-v2/absen-lembur/check`, body, headers),
    upload(files: Record<string, Blob>, type = '1'): Promise<JsonAnswer> {
      const form = new FormData();
      form.set('type', type);
      for (const [field, value] of Object.entries(files)) form.set(field, value, `${field}.png`);
      return call(`${baseUrl}/mobile-v2/absen-lembur/upload-photo`, { method: 'POST', headers, body: form });
    },
    insert: (body: Record<string, unknown>, idempotencyKey?: string) =>
      postJson(`${baseUrl}/mobile-v2/absen-lembur/insert`, body, { ...headers, ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) }),
    list: (period: string) => call(`${baseUrl}/mobile-v2/absen-lembur/list?period=${period}`, { headers }),
    now,
  };
}

export type OvertimeApi = ReturnType<typeof overtimeApi>;

/** The whole overtime start or end: check, face and location photos, insert. */
export async function overtime(api: OvertimeApi, options: { type: '1' | '0'; inside: boolean; at: { latitude: number; longitude: number }; key?: string; deviceToken?: string }) {
  const { chosen, positions } = honestReading(options.at, api.now().getTime());
  const check = await api.check({ type: options.type, is_location: options.inside ? '1' : '0', ...chosen, positions });
  if (check.status !== 200) return { check };
  const upload = await api.upload({ filename_image: photo(), filename_location: photo(70) }, options.type);
  const insert = await api.insert(
    {
      latitude: String(chosen.latitude),
      longitude: String(chosen.longitude),
      filename_face: upload.body.filename_image,
      filename_location: upload.body.filename_location,
      type: options.type,
      location: options.inside ? '1' : '0',
      device_token: options.deviceToken ?? 'device-test-2',
      is_pwa: '1',
      check_id: check.body.check_id,
    },
    options.key,
  );
  return { check, upload, insert };
}

/** The whole clock-in/out: check, upload the photos it needs, submit. */
export async function clock(
  api: AttendanceApi,
  options: {
    type: '1' | '0';
    inside: boolean;
    at: { latitude: number; longitude: number };
    anomaly?: string;
    key?: string;
    deviceToken?: string;
    face?: Blob;
    /** The phone's face step, given the check's face challenge. */
    faceStep?: (challenge: string | null) => object | null;
    /**
     * Challenge frames uploaded with the photos (`frame_1`…), their ids sent as the face step's `frames`: as they are,
     * or made for the challenge the check answered (fixed per record, so asking again would not change it).
     */
    frames?: Blob[] | ((challenge: string | null) => Blob[] | Promise<Blob[]>);
  },
) {
  const { chosen, positions } = honestReading(options.at, api.now().getTime());
  const check = await api.check({ type: options.type, location: options.inside ? '1' : '0', ...chosen, positions });
  if (check.status !== 200) return { check };
  const face = options.face ?? photo();
  const frameBlobs = typeof options.frames === 'function' ? await options.frames(check.body.face_challenge) : (options.frames ?? []);
  const frames = Object.fromEntries(frameBlobs.map((frame, index) => [`frame_${index + 1}`, frame]));
  const upload = await api.upload(options.inside ? { filename_image: face, ...frames } : { filename_image: face, filename_location: photo(60), filename_letter: photo(200), ...frames }, options.type);
  const faceStep = options.faceStep?.(check.body.face_challenge);
  const submit = await api.submit(
    {
      latitude: String(chosen.latitude),
      longitude: String(chosen.longitude),
      filename_face: upload.body.filename_image,
      filename_location: upload.body.filename_location,
      filename_letter: upload.body.filename_letter,
      type: options.type,
      location: options.inside ? '1' : '0',
      device_token: options.deviceToken ?? 'device-test-1',
      anomaly: options.anomaly ?? null,
      is_pwa: '1',
      check_id: check.body.check_id,
      ...(options.faceStep && { face_step: faceStep && { ...faceStep, ...(options.frames && { frames: upload.body.filename_frames }) } }),
    },
    options.key,
  );
  return { check, upload, submit };
}
