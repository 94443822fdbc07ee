import type { Piscina } from 'piscina';
import type { PhotoKey } from './sealing';
import type { UploadAnswer, UploadKind } from './upload.worker';

/**
 * What an upload costs beyond the event loop, on threads of a pool (server/threads/serverThreads.ts): decoding a JPEG whole
 * and creating its file (up to a millisecond of the kernel's time on the machine measured), the work of
 * server/files/upload.worker.ts. On libuv's pool each step held a thread until the busy event loop had taken its
 * answer, and a file took three round trips (open, write, close); here a thread goes from one job to the next by
 * itself, a file is one round trip, and libuv's pool stays free for the log's fsyncs (docs/BENCHMARKS.md).
 */
export class UploadThreads {
  /** `task`: the name the pool's module exports the upload work under (server/files/upload.worker.ts). */
  constructor(
    private readonly pool: Piscina,
    private readonly task = 'default',
  ) {}

  /** The JPEG's difference hash if it decodes whole, else false; rejects only when its thread stopped before answering. */
  decodes(bytes: Uint8Array): Promise<string | false> {
    return this.send('decode', bytes) as Promise<string | false>;
  }

  /** Writes the bytes (sealed with `key` when given) to a new file at path, failing (EEXIST) if there is one. */
  async create(path: string, bytes: Uint8Array, key?: PhotoKey | null): Promise<void> {
    await this.send('create', bytes, path, key);
  }

  /** `create` if the JPEG decodes whole, answering its difference hash; false, and nothing created, if it does not. */
  createIfDecodes(path: string, bytes: Uint8Array, key?: PhotoKey | null): Promise<string | false> {
    return this.send('createIfDecodes', bytes, path, key) as Promise<string | false>;
  }

  private async send(kind: UploadKind, bytes: Uint8Array, path?: string, key?: PhotoKey | null): Promise<UploadAnswer['answer']> {
    const copy = new Uint8Array(bytes);
    const task = { kind, bytes: copy, path, seal: key ?? undefined };
    const { answer, failure } = (await this.pool.run(task, { name: this.task, transferList: [copy.buffer] })) as UploadAnswer;
    if (failure) throw Object.assign(new Error(failure.message), { code: failure.code });
    return answer;
  }
}

/** libjpeg-turbo decodes at full size: above this many pixels (a 16 MB photo of 4096²), sharp's 1/8 scale decides. */
export const MAX_DIRECT_JPEG_PIXELS = 2_000_000;

