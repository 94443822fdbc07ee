import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import sharp from 'sharp';

/** One face as the worker found it: where (pixels of the photo), how sure the detector is, and its descriptor. */
export interface FoundFace {
  box: [x: number, y: number, width: number, height: number];
  score: number;
  descriptor: number[];
}

export interface FaceTask {
  /** 'describe': the faces of a photo (a reference); 'compare': the best similarity of its one face to the references. */
  kind: 'describe' | 'compare';
  bytes: Uint8Array;
  references?: number[][];
}

export type FaceAnswer = { width: number; height: number; faces: FoundFace[]; similarity: number | null };

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

/** Human (MIT) on TensorFlow.js's WASM backend: detector, mesh (to keep face-free pictures out) and the descriptor model. */
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
        iris: { enabled: false },
        description: { enabled: true },
        emotion: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
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

/** The faces of a photo (any format sharp reads, turned upright), at most LONGEST_SIDE on its longest side. */
async function facesOf(bytes: Uint8Array): Promise<Omit<FaceAnswer, 'similarity'>> {
  const { data, info } = await sharp(bytes).rotate().resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const model = await human();
  const tensor = model.tf.tensor4d(new Int32Array(data), [1, info.height, info.width, 3], 'int32');
  try {
    const result = await model.detect(tensor);
    const faces = result.face
      .filter((face) => (face.embedding?.length ?? 0) > 0 && (face.mesh?.length ?? 0) > 0)
      .map((face) => ({ box: face.box.map(Math.round) as FoundFace['box'], score: face.score, descriptor: Array.from(face.embedding!) }));
    return { width: info.width, height: info.height, faces };
  } finally {
    model.tf.dispose(tensor);
  }
}

/** The worker's task (server/faces/faceThread.ts). */
export default async function faceTask({ kind, bytes, references = [] }: FaceTask): Promise<FaceAnswer> {
  const found = await facesOf(bytes);
  if (kind === 'describe' || found.faces.length !== 1 || references.length === 0) return { ...found, similarity: null };
  const model = await human();
  const similarity = Math.max(...references.map((reference) => model.match.similarity(found.faces[0]!.descriptor, reference)));
  return { ...found, similarity };
}
