import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { frameOf, type MeshPoint } from '../../src/domain/faceChallenge';
import type { SeenFrame } from '../../src/domain/faceMotion';

/**
 * One face as the worker found it: where (pixels of the photo), how sure the detector is, its descriptor, the head's
 * turn (degrees, src/domain/faceMotion.ts `SeenFrame`), the eyes' aspect ratio and the passive models' scores (0–1).
 */
export interface FoundFace {
  box: [x: number, y: number, width: number, height: number];
  score: number;
  descriptor: number[];
  yaw: number | null;
  eyes: number | null;
  antispoof: number | null;
  liveness: number | null;
  /** The face mesh's landmarks (x, y in pixels of the photo), given only to a task that asks for them. */
  mesh?: [x: number, y: number][];
}

export interface FaceTask {
  /**
   * 'describe': the faces of a photo (a reference); 'compare': the best similarity of its one face to the references,
   * and each challenge frame's faces beside it.
   */
  kind: 'describe' | 'compare';
  bytes: Uint8Array;
  references?: number[][];
  frames?: Uint8Array[];
  /** 'compare': the frames' eyelids refined by the iris model (a blink is asked; it costs about as much as the rest). */
  refineEyes?: boolean;
  /** 'describe': answer each face's mesh too. */
  withMesh?: boolean;
}

export type FaceAnswer = { width: number; height: number; faces: FoundFace[]; similarity: number | null; frames: SeenFrame[] };

/** Photos are looked at no larger than this (a face of a phone's selfie stays well above the descriptor's 224 px). */
const LONGEST_SIDE = 960;

// The packages are found from the server's own module (server/faces/faceThread.ts), bundled or not: this module runs
// as CommonJS when bundled and as an ES module from the source, and only the first has a require of its own.
const require = createRequire((workerData as { requireFrom: string }).requireFrom);
/** The package's own folder (its main module is in dist/): its exports map names the Node WASM build in a form Node cannot resolve. */
const humanFolder = dirname(dirname(require.resolve('@vladmandic/human')));
const wasmFolder = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist/');

type HumanModule = typeof import('@vladmandic/human');
type Human = InstanceType<HumanModule['Human']>;

/** Node's fetch reads no file: URLs; the models are read from the package's folder. */
function readModelsFromFiles() {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (url, init) => {
    const address = String(url instanceof Request ? url.url : url);
    if (!address.startsWith('file:')) return networkFetch(url, init);
    return new Response(await readFile(new URL(address)), { status: 200 });
  };
}

let loaded: Promise<Human> | null = null;

/**
 * Human (MIT) on TensorFlow.js's WASM backend: detector, mesh (to keep face-free pictures out, and the head's turn),
 * iris (the eyelids' landmarks refined: a closed eye reads as one), the descriptor model, and the passive antispoof and
 * liveness models.
 */
function human(): Promise<Human> {
  loaded ??= (async () => {
    readModelsFromFiles();
    require('@tensorflow/tfjs');
    require('@tensorflow/tfjs-backend-wasm');
    const { Human } = require(join(humanFolder, 'dist/human.node-wasm.js')) as HumanModule;
    const instance = new Human({
      backend: 'wasm',
      wasmPath: wasmFolder,
      modelBasePath: pathToFileURL(join(humanFolder, 'models/')).href,
      debug: false,
      cacheSensitivity: 0,
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 5, minConfidence: 0.5 },
        mesh: { enabled: true },
        iris: { enabled: true },
        description: { enabled: true },
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
  })();
  return loaded;
}

/**
 * The faces of a photo (any format sharp reads, turned upright), at most LONGEST_SIDE on its longest side; the iris
 * model (loaded with the rest) runs only when the eyes are to be measured.
 */
async function facesOf(bytes: Uint8Array, { withMesh = false, refineEyes = false } = {}): Promise<Omit<FaceAnswer, 'similarity' | 'frames'>> {
  const { data, info } = await sharp(bytes).rotate().resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const model = await human();
  const tensor = model.tf.tensor4d(new Int32Array(data), [1, info.height, info.width, 3], 'int32');
  try {
    const result = await model.detect(tensor, { face: { iris: { enabled: refineEyes } } });
    const faces = result.face
      .filter((face) => (face.embedding?.length ?? 0) > 0 && (face.mesh?.length ?? 0) > 0)
      .map((face) => ({
        box: face.box.map(Math.round) as FoundFace['box'],
        score: face.score,
        descriptor: Array.from(face.embedding!),
        yaw: face.rotation ? (face.rotation.angle.yaw * 180) / Math.PI : null,
        eyes: frameOf(face.mesh as MeshPoint[])?.eyes ?? null,
        antispoof: face.real ?? null,
        liveness: face.live ?? null,
        ...(withMesh && { mesh: face.mesh.map(([x, y]) => [x, y] as [number, number]) }),
      }));
    return { width: info.width, height: info.height, faces };
  } finally {
    model.tf.dispose(tensor);
  }
}

/** A challenge frame as seen beside the record's photo: its faces, and of its one face the measures and the similarity to `photo`'s. */
async function seenFrame(model: Human, bytes: Uint8Array, photo: FoundFace | undefined, refineEyes: boolean): Promise<SeenFrame> {
  const { faces } = await facesOf(bytes, { refineEyes });
  const face = faces.length === 1 ? faces[0]! : null;
  return {
    faces: faces.length,
    yaw: face?.yaw ?? null,
    eyes: face?.eyes ?? null,
    similarity: face && photo ? model.match.similarity(face.descriptor, photo.descriptor) : null,
    antispoof: face?.antispoof ?? null,
    liveness: face?.liveness ?? null,
  };
}

/** The worker's task (server/faces/faceThread.ts). */
export default async function faceTask({ kind, bytes, references = [], frames = [], refineEyes = false, withMesh }: FaceTask): Promise<FaceAnswer> {
  const found = await facesOf(bytes, { withMesh });
  if (kind === 'describe') return { ...found, similarity: null, frames: [] };
  const model = await human();
  const photo = found.faces.length === 1 ? found.faces[0] : undefined;
  const seen: SeenFrame[] = [];
  for (const frame of frames) seen.push(await seenFrame(model, frame, photo, refineEyes));
  const similarity = photo && references.length > 0 ? Math.max(...references.map((reference) => model.match.similarity(photo.descriptor, reference))) : null;
  return { ...found, similarity, frames: seen };
}
