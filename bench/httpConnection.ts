import { connect, type Socket } from 'node:net';

export interface Answer {
  ok: boolean;
  status: number;
  body: any;
}

interface Pending {
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

const HEADER_END = Buffer.from('\r\n\r\n');
/** A connection with nothing received for this long is closed: a call under way fails instead of waiting forever. */
const SILENCE_LIMIT_MS = 30_000;

/**
 * One keep-alive HTTP/1.1 connection carrying one request at a time, as a phone's browser holds one: requests are
 * written as bytes and answers read by a parser that knows only what the server sends (a status line, headers,
 * a body of Content-Length or chunked). node:http's client cost the load generator twice the CPU per call,
 * CPU it takes from the server on a machine with two cores (docs/BENCHMARKS.md).
 */
export class HttpConnection {
  private socket: Socket | null = null;
  private received: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;

  constructor(private readonly origin: URL) {}

  request(method: string, path: string, headers: Record<string, string>, body: string | Buffer = ''): Promise<Answer> {
    if (this.pending) return Promise.reject(new Error('one request at a time on a connection'));
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.origin.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (method !== 'GET' || bytes.length > 0) head += `content-length: ${bytes.length}\r\n`;
    const socket = this.connected();
    return new Promise<Answer>((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.cork();
      socket.write(`${head}\r\n`, 'latin1');
      if (bytes.length > 0) socket.write(bytes);
      socket.uncork();
    });
  }

  close(): void {
    this.socket?.destroy();
  }

  private connected(): Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = connect({ host: this.origin.hostname, port: Number(this.origin.port), noDelay: true });
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.setTimeout(SILENCE_LIMIT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.received = Buffer.alloc(0);
      this.settle(new Error('connection closed before the answer was complete'));
    });
    this.socket = socket;
    return socket;
  }

  private receive(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headerEnd = this.received.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.received.toString('latin1', 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const bodyStart = headerEnd + HEADER_END.length;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body: Buffer | null;
    let end: number;
    if (length) {
      end = bodyStart + Number(length[1]);
      body = this.received.length >= end ? this.received.subarray(bodyStart, end) : null;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      ({ body, end } = dechunk(this.received, bodyStart));
    } else {
      ({ body, end } = { body: Buffer.alloc(0), end: bodyStart });
    }
    if (!body) return;
    this.received = this.received.subarray(end);
    const text = body.toString('utf8');
    const ok = status >= 200 && status < 300;
    this.settle(null, { ok, status, body: text.startsWith('{') ? JSON.parse(text) : text });
  }

  private settle(error: Error | null, answer?: Answer): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    if (error) pending.reject(error);
    else pending.resolve(answer!);
  }
}

/** The body of a chunked answer once its last chunk has arrived, else null. */
function dechunk(received: Buffer, start: number): { body: Buffer | null; end: number } {
  const chunks: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = received.indexOf('\r\n', at);
    if (lineEnd < 0) return { body: null, end: 0 };
    const size = Number.parseInt(received.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const trailerEnd = received.indexOf(HEADER_END, lineEnd);
      return trailerEnd < 0 ? { body: null, end: 0 } : { body: Buffer.concat(chunks), end: trailerEnd + HEADER_END.length };
    }
    const dataStart = lineEnd + 2;
    if (received.length < dataStart + size + 2) return { body: null, end: 0 };
    chunks.push(received.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
