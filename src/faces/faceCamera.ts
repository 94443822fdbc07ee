import { type EventObject, fromCallback, fromPromise } from 'xstate';
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
            const result = await instance.detect(element);
            performance.measure(FACE_MARKS.frame, { start: started, end: performance.now() });
            if (stopped) return;
            const faces = result.face.filter((face) => (face.faceScore ?? 0) >= MESH_CONFIDENCE && face.mesh.length >= 468);
            const presence = presenceOf(faces.map((face) => ({ width: face.box[2] })), element.videoWidth, brightnessOf(element, small));
            const face = presence === 'one' ? faces[0]! : null;
            if (face && !found) performance.mark(FACE_MARKS.firstFace);
            found ||= face !== null;
            report({
              type: 'face.observed',
              presence,
              frame: face ? frameOf(face.mesh as MeshPoint[]) : null,
              antispoof: face?.real ?? null,
              liveness: face?.live ?? null,
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
