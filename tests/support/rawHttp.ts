import { connect } from 'node:net';

export interface RawOutcome {
  /** The status line's code, or null when the server closed without answering. */
  status: number | null;
  body: string;
  /** Bytes of the request body written before the server answered or closed. */
  bytesSent: number;
  ms: number;
}

/**
 * Sends a request over a bare socket, writing its body with `nextChunk` (null ends it) every `intervalMs`, and
 * stops when the server answers or closes, or after `giveUpMs`: what a trickling or endless body looks like.
 */
export function rawRequest(
  url: string,
  head: string,
  nextChunk: (sent: number) => Buffer | null,
  options: { intervalMs: number; giveUpMs: number },
): Promise<RawOutcome> {
  const { hostname, port } = new URL(url);
  const start = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let bytesSent = 0;
    let finished = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({ status: status ? Number(status[1]) : null, body: received.split('\r\n\r\n').slice(1).join('\r\n\r\n'), bytesSent, ms: performance.now() - start });
    };
    const giveUp = setTimeout(finish, options.giveUpMs);
    const writeNext = () => {
      if (finished) return;
      const chunk = nextChunk(bytesSent);
      if (!chunk) return;
      bytesSent += chunk.length;
      socket.write(chunk, () => (timer = setTimeout(writeNext, options.intervalMs)));
    };
    socket.on('connect', () => {
      socket.write(head);
      writeNext();
    });
    socket.on('data', (data) => {
      received += data.toString('utf8');
      if (/\r\n\r\n/.test(received)) setTimeout(finish, 50);
    });
    socket.on('close', finish);
    socket.on('error', finish);
  });
}
