import { compress } from 'hono/compress';

/**
 * Gzip for the answers that are lists (a month of history, a team's attendance). Hono's JSON answers carry no
 * length, so compressing every answer would stream tiny ones through zlib too: the busy calls stay uncompressed.
 */
export const compressList = compress({ encoding: 'gzip' });
