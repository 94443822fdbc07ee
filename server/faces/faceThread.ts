import { fileURLToPath } from 'node:url';
import { threadModule, threadPool } from '../threads/threadPool';
import type { FaceAnswer, FaceTask } from './face.worker';

/** A photo's faces are looked at within this time, the models' first load included. */
const FACE_TASK_MS = 60_000;

/**
 * The thread that looks at faces (server/faces/face.worker.ts): one, with a heap cap, kept a minute after its last
 * photo so that the models load once per batch, not once per photo; off the event loop, so a clock-in's request never
 * waits for it (docs/faces.md).
 */
const pool = threadPool({
  filename: threadModule('faces/face.worker'),
  maxThreads: 1,
  idleTimeout: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 384 },
  workerData: { requireFrom: fileURLToPath(import.meta.url) },
});

async function run(task: FaceTask): Promise<FaceAnswer> {
  const bytes = new Uint8Array(task.bytes);
  const frames = (task.frames ?? []).map((frame) => new Uint8Array(frame));
  return (await pool.run({ ...task, bytes, frames }, { transferList: [bytes.buffer, ...frames.map((frame) => frame.buffer)], signal: AbortSignal.timeout(FACE_TASK_MS) })) as FaceAnswer;
}

/** The faces found in a photo, each with its descriptor (and, asked, its mesh's landmarks). */
export const describeFaces = (bytes: Uint8Array, withMesh = false) => run({ kind: 'describe', bytes, withMesh });

/**
 * The faces found in a record's photo and, when there is exactly one, its best similarity (0–1) to the references;
 * and what each of its challenge frames shows beside it (src/domain/faceMotion.ts `SeenFrame`).
 */
export const compareFace = (bytes: Uint8Array, references: number[][], frames: Uint8Array[] = [], refineEyes = false) => run({ kind: 'compare', bytes, references, frames, refineEyes });
