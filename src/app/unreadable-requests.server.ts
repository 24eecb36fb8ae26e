import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import * as vi from '../lib/messages/index';
import { fixedHeaders } from './security-headers.server';

// What Node's parser stops at, as Node itself answers it; anything else it cannot read is a 400.
const statusOf: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** A refusal's headers, flat: the security headers, its type and length, never kept, and the connection ends. */
export function refusalHeaders(type: string, length: number): string[] {
  return [...fixedHeaders.flat(), 'content-type', type, 'cache-control', 'no-store', 'content-length', String(length), 'connection', 'close'];
}

/**
 * Node's `clientError`: a request its parser cannot read (a header past 16 KB, a byte no URL holds) gets the
 * status Node would send, in the shop's shape (decision 100), unless an answer was already begun on the socket.
 */
export function answerUnreadable(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || socket.bytesWritten > 0) return void socket.destroy();
  const status = statusOf[error.code ?? ''] ?? 400;
  const body = Buffer.from(status === 431 || status === 413 ? vi.common.requestTooLarge : vi.common.badRequest);
  const headers = refusalHeaders('text/plain; charset=UTF-8', body.length);
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  socket.end(Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), body]));
}
