import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { FACE_FRAMES } from '../contract/faces';
import type { FaceWatchEvent } from '../domain/faceChallenge';
import { frameOf, type MeshPoint, presenceOf } from '../domain/faceChallenge';

type HumanModule = typeof import('@vladmandic/human');
type Human = InstanceType<HumanModule['Human']>;

/** Where the build puts Human's models and TensorFlow.js's WASM files (vite.config.ts, faceModels): the app's own origin. */
export const FACE_MODELS_PATH = '/face-models/';
/** A face whose mesh is less sure than this is not a face (the detector alone finds faces in face-free pictures). */
const MESH_CONFIDENCE = 0.6;
/** Time between judged frames: enough for a blink (about 150 ms closed), light on a cheap phone's battery. */
const FRAME_GAP_MS = 60;

/** The step's moments in the page's performance timeline, for `npm run bench` (bench/faceStep.ts). */
export const FACE_MARKS = { modelsLoading: 'face-models-loading', modelsReady: 'face-models-ready', cameraReady: 'face-camera-ready', firstFace: 'face-first-face', frame: 'face-frame' } as const;

let loading: Promise<Human> | null = null;

/**
 * Human (MIT) on TensorFlow.js's WASM backend with the detector, the mesh and the passive antispoof and liveness models
 * (no descriptor: the comparison is the server's). Loaded once, in the camera step's chunk; the service worker keeps
 * the files after the first use (docs/faces.md, "On the phone").
 */
function human(): Promise<Human> {
  loading ??= (async () => {
    const { Human } = await import('@vladmandic/human');
    const instance = new Human({
      backend: 'wasm',
      wasmPath: FACE_MODELS_PATH,
      modelBasePath: FACE_MODELS_PATH,
      debug: false,
      warmup: 'none',
      cacheSensitivity: 0,
      face: {
        enabled: true,
        detector: { rotation: false, maxDetected: 3, minConfidence: 0.5 },
        mesh: { enabled: true },
        iris: { enabled: false },
        description: { enabled: false },
        emotion: { enabled: false },
        antispoof: { enabled: true },
        liveness: { enabled: true },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      filter: { enabled: false },
    });
    await instance.load();
    return instance;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const canvas = () => Object.assign(document.createElement('canvas'), { width: 32, height: 24 });

/**
 * The picture judged: the video drawn at most a challenge frame's size (FACE_FRAMES.longestSide), so that the frames
 * the record sends are the very pictures the step decided on, and the server measures what the phone measured.
 */
function drawPicture(video: HTMLVideoElement, picture: HTMLCanvasElement): HTMLCanvasElement {
  const scale = Math.min(1, FACE_FRAMES.longestSide / Math.max(video.videoWidth, video.videoHeight));
  picture.width = Math.round(video.videoWidth * scale);
  picture.height = Math.round(video.videoHeight * scale);
  picture.getContext('2d')?.drawImage(video, 0, 0, picture.width, picture.height);
  return picture;
}

const jpegOf = (picture: HTMLCanvasElement, quality: number) => new Promise<Blob | null>((resolve) => picture.toBlob(resolve, 'image/jpeg', quality));

/** The picture as a challenge frame: a JPEG within FACE_FRAMES.bytes (a busy picture is compressed more), or null. */
async function shotOf(picture: HTMLCanvasElement): Promise<Blob | null> {
  for (const quality of [0.8, 0.6, 0.4]) {
    const shot = await jpegOf(picture, quality);
    if (shot && shot.size <= FACE_FRAMES.bytes) return shot;
  }
  return null;
}

/** The picture's mean brightness (0–255), from a 32×24 copy. */
function brightnessOf(video: HTMLVideoElement, small: HTMLCanvasElement): number {
  const context = small.getContext('2d', { willReadFrequently: true });
  if (!context) return 255;
  context.drawImage(video, 0, 0, small.width, small.height);
  const { data } = context.getImageData(0, 0, small.width, small.height);
  let sum = 0;
  for (let index = 0; index < data.length; index += 4) sum += 0.299 * data[index]! + 0.587 * data[index + 1]! + 0.114 * data[index + 2]!;
  return sum / (data.length / 4);
}

/** The attendance flow's face actors, over the camera step's video (given by the view). */
export function faceCameraActors(video: () => HTMLVideoElement | null) {
  return {
    loadFaceModels: fromPromise<void, void>(async () => {
      performance.mark(FACE_MARKS.modelsLoading);
      await human();
      performance.mark(FACE_MARKS.modelsReady);
    }),
    watchFace: fromCallback<EventObject, void>(({ sendBack }) => {
      const report = (event: FaceWatchEvent) => sendBack(event);
      let stopped = false;
      const small = canvas();
      const picture = canvas();
      void (async () => {
        const instance = await human();
        let watched = false;
        let found = false;
        while (!stopped) {
          const element = video();
          if (element && element.readyState >= 2 && element.videoWidth > 0) {
            if (!watched) performance.mark(FACE_MARKS.cameraReady);
            watched = true;
            const started = performance.now();
            const judged = drawPicture(element, picture);
            const result = await instance.detect(judged);
            performance.measure(FACE_MARKS.frame, { start: started, end: performance.now() });
            if (stopped) return;
            const faces = result.face.filter((face) => (face.faceScore ?? 0) >= MESH_CONFIDENCE && face.mesh.length >= 468);
            const presence = presenceOf(faces.map((face) => ({ width: face.box[2] })), judged.width, brightnessOf(element, small));
            const face = presence === 'one' ? faces[0]! : null;
            if (face && !found) performance.mark(FACE_MARKS.firstFace);
            found ||= face !== null;
            const frame = face && frameOf(face.mesh as MeshPoint[]);
            const shot = frame ? await shotOf(judged) : null;
            if (stopped) return;
            report({
              type: 'face.observed',
              presence,
              frame: frame && face.rotation ? { ...frame, yaw: (face.rotation.angle.yaw * 180) / Math.PI } : frame,
              antispoof: face?.real ?? null,
              liveness: face?.live ?? null,
              shot,
            });
          }
          await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
        }
      })().catch(() => stopped || report({ type: 'face.failed' }));
      return () => {
        stopped = true;
      };
    }),
  };
}
