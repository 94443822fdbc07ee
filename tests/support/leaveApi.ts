import { call, postJson } from './http';

/**
 * A small PDF as a scanner writes one: header, one page, cross-reference table and the end-of-file marker.
 * `extra` lands in the page's dictionary (e.g. an action that must be refused).
 */
export function pdf(text = 'Surat keterangan dokter', extra = ''): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R ${extra}>> endobj`,
    `4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream endobj`,
    'xref',
    '0 5',
    'trailer << /Size 5 /Root 1 0 R >>',
    'startxref',
    '0',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

export function leaveApi(baseUrl: string, token: string) {
  const headers = { token };
  return {
    list: (period: string) => call(`${baseUrl}/mobile-v2/izin/list?period=${period}`, { headers }),
    latest: () => call(`${baseUrl}/mobile-v2/izin/terbaru`, { headers }),
    insert: (body: unknown, idempotencyKey?: string) =>
      postJson(`${baseUrl}/mobile-v2/izin/insert`, body, { ...headers, ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }) }),
    cancel: (id: unknown) => postJson(`${baseUrl}/mobile-v2/izin/delete`, { id }, headers),
    quota: (range?: { start_date: string; end_date: string }) =>
      call(`${baseUrl}/mobile-v2/izin/get-kuota-cuti${range ? `?${new URLSearchParams(range)}` : ''}`, { headers }),
    inbox: () => call(`${baseUrl}/mobile-v2/izin/persetujuan`, { headers }),
    decide: (body: unknown) => postJson(`${baseUrl}/mobile-v2/izin/putuskan`, body, headers),
  };
}
export type LeaveApi = ReturnType<typeof leaveApi>;

/** docs/product.md §7: the attachment as a raw body with its content type and no token; `address` is the client's (X-Forwarded-For). */
export const uploadAttachment = (baseUrl: string, bytes: Uint8Array, contentType: string, address = '203.0.113.10') =>
  call(`${baseUrl}/files/upload/pengajuan_izin`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': address },
    body: new Blob([new Uint8Array(bytes)]),
  });
