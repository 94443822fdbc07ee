import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors';

export const MAX_JSON_BYTES = 64 * 1024;

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Data tidak valid.';
}

export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, firstIssue(result.issues));
  return result.output;
}

/** The body as JSON or form fields, validated; anything else is a 400 with a message. */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  let input: unknown;
  if (type.includes('application/json')) {
    const text = await c.req.text();
    try {
      input = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Body bukan JSON yang valid.');
    }
  } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    input = Object.fromEntries(
      Object.entries(await c.req.parseBody()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } else {
    throw new ApiError(400, 'Kirim data sebagai JSON (Content-Type: application/json).');
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(400, 'Body harus berupa objek JSON.');
  }
  return parseWith(schema, input);
}

export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith(schema, c.req.query());
}
