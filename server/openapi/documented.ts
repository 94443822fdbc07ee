import { describeRoute } from 'hono-openapi';
import type * as v from 'valibot';
import { schemaRef } from './contractSchemas';

/** What a route says of itself in the API document (docs/openapi.json, `npm run docs:api`). */
export interface OperationDoc {
  summary: string;
  /** Sends the `token` header; 'payroll_key': a payroll system's key as `Authorization: Bearer` instead. */
  auth: boolean | 'payroll_key';
  body?: v.GenericSchema;
  /** Photo fields of a multipart body, besides the text fields of `body`. */
  files?: string[];
  /** Content types of a body sent as raw bytes. */
  raw?: string[];
  query?: v.GenericSchema;
  idempotent?: boolean;
  /** The answer's schema, 'file' for a stored photo or attachment, or the types of a file the call makes. */
  answer: v.GenericSchema | 'file' | { download: string[] };
  errors: number[];
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Input tidak valid; `message` menjelaskan yang salah.',
  401: 'Token tidak ada, tidak valid, kedaluwarsa, atau password sudah diganti.',
  403: 'Tidak diizinkan.',
  404: 'Tidak ditemukan.',
  409: 'Bentrok dengan data yang ada.',
  413: 'Data terlalu besar (dihentikan saat diterima; koneksi ditutup).',
  415: 'Jenis konten tidak diterima (JSON, form-urlencoded, atau multipart untuk foto).',
  429: 'Terlalu banyak percobaan atau unggahan; lihat header Retry-After.',
  410: 'Berkas tidak dapat dibuka lagi: kunci enkripsinya sudah tidak ada di PHOTO_KEYS.',
  503: 'Basis data tidak menjawab.',
};

const binary = { type: 'string', format: 'binary' } as const;

function requestBody(op: OperationDoc) {
  if (op.raw) return { required: true, content: Object.fromEntries(op.raw.map((type) => [type, { schema: binary }])) };
  if (!op.body) return undefined;
  if (!op.files) return { required: true, content: { 'application/json': { schema: schemaRef(op.body) }, 'application/x-www-form-urlencoded': { schema: schemaRef(op.body) } } };
  const files = { type: 'object', properties: Object.fromEntries(op.files.map((name) => [name, binary])), required: [op.files[0]] };
  return { required: true, content: { 'multipart/form-data': { schema: { allOf: [schemaRef(op.body), files] } } } };
}

/** The OpenAPI operation of a route; its path's parameters are added by hono-openapi from the route's path. */
function operation(op: OperationDoc) {
  return {
    summary: op.summary,
    security: op.auth === 'payroll_key' ? [{ payrollKey: [] }] : op.auth ? [{ token: [] }] : [],
    parameters: [
      ...(op.query ? [{ in: 'query' as const, name: 'query', required: true, style: 'form', explode: true, schema: schemaRef(op.query) }] : []),
      ...(op.idempotent ? [{ in: 'header' as const, name: 'Idempotency-Key', required: false, schema: { type: 'string' as const, pattern: '^[A-Za-z0-9_-]{8,100}$' } }] : []),
      // A stored file is served only through its signed, expiring URL.
      ...(op.answer === 'file' ? ['expires', 'signature'].map((name) => ({ in: 'query' as const, name, required: true, schema: { type: 'string' as const } })) : []),
    ],
    requestBody: requestBody(op),
    responses: {
      200:
        op.answer === 'file'
          ? { description: 'OK', content: Object.fromEntries(['image/*', 'application/pdf', 'application/zip'].map((type) => [type, { schema: binary }])) }
          : 'download' in op.answer
            ? { description: 'OK', content: Object.fromEntries(op.answer.download.map((type) => [type, { schema: binary }])) }
            : { description: 'OK', content: { 'application/json': { schema: schemaRef(op.answer) } } },
      ...Object.fromEntries(op.errors.map((status) => [status, { description: ERROR_TEXT[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } }])),
    },
  };
}

/** The route's entry in the API document, as its first middleware (it does nothing else). */
export const documented = (op: OperationDoc) => describeRoute(operation(op) as Parameters<typeof describeRoute>[0]);
