import type { Context } from 'hono';
import * as v from 'valibot';
import { MAX_JSON_BYTES, mediaType, readRawBody } from './body';
import { INVALID_TEXT } from '../text';
import { ApiError } from './errors';

const JSON_ONLY = 'Kirim data sebagai JSON (Content-Type: application/json).';

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Data tidak valid.';
}

export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, firstIssue(result.issues));
  return result.output;
}

/** The contract's fields are top-level strings; any of them holding characters no text may hold is refused. */
export function requireValidText(fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (INVALID_TEXT.test(name) || (typeof value === 'string' && INVALID_TEXT.test(value))) {
      throw new ApiError(400, 'Data berisi karakter yang tidak diizinkan.');
    }
  }
}

/**
 * The body as JSON (or form-encoded fields, which older clients send), validated. Anything else is refused with a
 * 4xx and a message: a JSON call is never answered by parsing multipart.
 */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = mediaType(c);
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') throw new ApiError(415, JSON_ONLY);
  const text = (await readRawBody(c, MAX_JSON_BYTES)).toString('utf8');
  let input: unknown;
  if (type === 'application/json') {
    try {
      input = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Body bukan JSON yang valid.');
    }
  } else {
    input = Object.fromEntries(new URLSearchParams(text));
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(400, 'Body harus berupa objek JSON.');
  }
  requireValidText(input as Record<string, unknown>);
  return parseWith(schema, input);
}

export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const query = c.req.query();
  requireValidText(query);
  return parseWith(schema, query);
}
