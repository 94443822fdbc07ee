import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * A ZIP written to its destination entry by entry as it is made (yazl), never whole in memory, in parts of at most
 * `partBytes` each: an entry that a part cannot hold begins the next part, and the full part ends with a short note.
 * Sizes are planned from each entry's size before it is written, with room for its headers (ZIP64 included), so a
 * part never outgrows its size; an entry larger than a part alone is a part of its own.
 */

/** A part written: the stored file and its size. */
export interface StoredPart {
  id: string;
  size: number;
}

/** Stores a part's bytes as they come; answers the stored file. */
export type PartStore = (bytes: AsyncIterable<Uint8Array>) => Promise<StoredPart>;

/** An entry's headers at most: local header, data descriptor and central directory record, their extra fields and its name twice. */
const entryOverhead = (path: string) => 256 + 2 * Buffer.byteLength(path);
/** The end of the central directory (ZIP64 included) at most, and the room kept for a full part's note. */
const END_BYTES = 256;
const NOTE_BYTES = 4096;
/** What a text entry takes compressed at most (DEFLATE adds a few bytes a block to what it cannot shrink). */
const deflatedAtMost = (bytes: number) => Math.ceil(bytes * 1.01) + 64;

const outputOf = (zip: ZipFile) => zip.outputStream as unknown as Readable;

interface OpenPart {
  zip: ZipFile;
  stored: Promise<StoredPart>;
  /** Rejects when the ZIP or its store fails. */
  failed: Promise<never>;
  planned: number;
  reading: Readable | null;
}

export class ZipParts {
  readonly parts: StoredPart[] = [];
  private current: OpenPart | null = null;

  constructor(
    private readonly store: PartStore,
    private readonly partBytes: number,
    private readonly mtime: Date,
    /** The note a part that is not the last ends with, by its number. */
    private readonly fullPartNote: (part: number) => string,
  ) {}

  /** The number of the part being written (the next one when none is open). */
  get partNumber(): number {
    return this.parts.length + 1;
  }

  /** Adds a file as its bytes are read, stored as they are (photos and PDFs are compressed already). */
  async addStream(path: string, chunks: AsyncIterable<Uint8Array>, size: number): Promise<void> {
    const part = await this.room(size + entryOverhead(path));
    const reading = Readable.from(chunks, { objectMode: false });
    part.reading = reading;
    // Handed over once: the ZIP keeps what it was given to the end, and a file read is not to be held that long.
    let handedOver: Readable | null = reading;
    part.zip.addReadStreamLazy(path, { compress: false, mtime: this.mtime }, (give) => {
      give(null, handedOver!);
      handedOver = null;
    });
    // Read to its end before the next is opened: one file at a time, each held only a piece at a time.
    await Promise.race([finished(reading), part.failed]);
    part.reading = null;
  }

  /** Adds texts together in one part (compressed); `texts` gives them for the part number they land in. */
  async addTexts(texts: (part: number) => [path: string, text: string][]): Promise<void> {
    const room = (entries: [string, string][]) => entries.reduce((sum, [path, text]) => sum + deflatedAtMost(Buffer.byteLength(text)) + entryOverhead(path), 0);
    // A part number one digit longer at most changes the texts' size by a few bytes a mention.
    const part = await this.room(room(texts(this.partNumber + 1)) + 1024);
    for (const [path, text] of texts(this.partNumber)) part.zip.addBuffer(Buffer.from(text), path, { mtime: this.mtime, compressionLevel: 6 });
  }

  /** Ends the last part; answers every part, in order. */
  async finish(): Promise<StoredPart[]> {
    await this.close(false);
    return this.parts;
  }

  /** Stops the part being written (its store takes it back); the parts finished before are the caller's to remove. */
  async abort(): Promise<void> {
    const part = this.current;
    this.current = null;
    if (!part) return;
    part.reading?.destroy();
    outputOf(part.zip).destroy(new Error('Salinan dihentikan.'));
    await part.stored.catch(() => undefined);
  }

  private async room(bytes: number): Promise<OpenPart> {
    if (this.current && this.current.planned > 0 && this.current.planned + bytes + NOTE_BYTES + END_BYTES > this.partBytes) await this.close(true);
    this.current ??= this.begin();
    this.current.planned += bytes;
    return this.current;
  }

  private begin(): OpenPart {
    const zip = new ZipFile();
    const output = outputOf(zip);
    // Its reader sees a failure through its own iteration.
    output.on('error', () => undefined);
    const stored = this.store(output);
    const failed = new Promise<never>((_resolve, reject) => {
      zip.on('error', reject);
      stored.catch(reject);
    });
    // Both are awaited where it matters; a failure before then is not left unhandled.
    failed.catch(() => undefined);
    stored.catch(() => undefined);
    return { zip, stored, failed, planned: 0, reading: null };
  }

  private async close(full: boolean): Promise<void> {
    const part = this.current;
    if (!part) return;
    if (full) part.zip.addBuffer(Buffer.from(this.fullPartNote(this.partNumber)), 'BACA-SAYA.txt', { mtime: this.mtime });
    part.zip.end();
    const stored = await Promise.race([part.stored, part.failed]);
    this.parts.push(stored);
    this.current = null;
  }
}
