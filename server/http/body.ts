import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

export const MAX_JSON_BYTES = 64 * 1024;
const TOO_LARGE = 'Data yang dikirim terlalu besar.';

/** The rest of an oversized body is never read, so the connection cannot be reused: say so. */
const tooLarge = (message = TOO_LARGE) => new ApiError(413, message, { Connection: 'close' });

function incomingOf(c: Context): IncomingMessage {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) throw new Error('The server reads bodies from Node’s request stream (@hono/node-server).');
  return incoming;
}

/** The request's media type, without parameters, lower-cased ('' when none was sent). */
export const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Refuses a body whose declared length is over the largest any route takes, before anything reads it. A body
 * nobody reads (a GET with a body, an unknown path) is not drained after the answer: the connection is closed.
 */
export function limitUnreadBodies(largest: number): MiddlewareHandler {
  return async (c, next) => {
    const incoming = incomingOf(c);
    if (Number(incoming.headers['content-length'] ?? 0) > largest) throw tooLarge();
    await next();
    if (!incoming.complete) c.res.headers.set('Connection', 'close');
  };
}

/** The body as bytes, read straight from the socket and refused (413) as soon as it passes `maxBytes`. */
export function readRawBody(c: Context, maxBytes: number): Promise<Buffer> {
  const incoming = incomingOf(c);
  if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', done).off('aborted', onAborted);
      if (error) {
        incoming.pause();
        reject(error);
      } else {
        resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onAborted = () => done(new ApiError(400, 'Pengiriman data terputus.'));
    incoming.on('data', onData).on('end', onEnd).on('error', done).on('aborted', onAborted);
  });
}

export interface MultipartLimits {
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
  totalBytes: number;
}

export interface Multipart {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/** A multipart/form-data body parsed while it streams in, within limits on every part and on the whole. */
export function readMultipart(c: Context, limits: MultipartLimits, fileTooLarge: (field: string) => string): Promise<Multipart> {
  const incoming = incomingOf(c);
  if (Number(incoming.headers['content-length'] ?? 0) > limits.totalBytes) return Promise.reject(tooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: incoming.headers,
      // busboy reports a file as over its limit when it reaches it: one byte more lets a file of exactly fileBytes in.
      limits: { fileSize: limits.fileBytes + 1, files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.files + limits.fields },
    });
  } catch {
    return Promise.reject(new ApiError(400, 'Data multipart tidak dapat dibaca.'));
  }
  return new Promise((resolve, reject) => {
    const result: Multipart = { fields: {}, files: {} };
    let total = 0;
    let settled = false;
    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      incoming.unpipe(parser);
      incoming.pause();
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      reject(error);
    };
    const count = (bytes: number) => {
      total += bytes;
      if (total > limits.totalBytes) fail(tooLarge());
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ApiError(400, `Isian '${name}' terlalu panjang.`));
      count(value.length);
      result.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        count(chunk.length);
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(fileTooLarge(name))));
      stream.on('error', () => fail(new ApiError(400, 'Data multipart tidak dapat dibaca.')));
      stream.on('end', () => {
        if (!settled) result.files[name] = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => fail(new ApiError(400, 'Terlalu banyak berkas dalam satu unggahan.')));
    parser.on('fieldsLimit', () => fail(new ApiError(400, 'Terlalu banyak isian dalam satu unggahan.')));
    parser.on('partsLimit', () => fail(new ApiError(400, 'Terlalu banyak bagian dalam satu unggahan.')));
    parser.on('error', () => fail(new ApiError(400, 'Data multipart tidak dapat dibaca.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(result);
    });
    incoming.on('aborted', () => fail(new ApiError(400, 'Pengiriman data terputus.')));
    incoming.pipe(parser);
  });
}
