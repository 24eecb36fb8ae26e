import http from 'node:http';

export interface Outcome {
  path: string;
  startedAt: number;
  /** The response's status, or the error's code when there was none. */
  status: number | string;
  connection: string | undefined;
  body: string;
  /** The request went out on a kept-alive connection the server may have closed at that moment. */
  reusedSocket: boolean;
}

/** One GET through `agent`, never rejecting: the answer, or the error's code. */
export function get(agent: http.Agent, origin: string, path: string): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const req = http.get(`${origin}${path}`, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ path, startedAt, status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString('utf8'), reusedSocket: req.reusedSocket }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ path, startedAt, status: e.code ?? e.message, connection: undefined, body: '', reusedSocket: req.reusedSocket }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ path, startedAt, status: e.code ?? e.message, connection: undefined, body: '', reusedSocket: req.reusedSocket }));
  });
}

/** No answer at all: refused, or the connection closed before any byte came back. */
export const unanswered = (o: Outcome) => typeof o.status === 'string';
