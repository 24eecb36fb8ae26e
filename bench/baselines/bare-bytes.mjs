// Baseline for a page-cache hit: a bare node:http server answering every request with one captured response
// (its headers and body bytes, as the shop sent them). Usage: node bare-bytes.mjs <port> <response.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = [Number(process.argv[2]), process.argv[3]];
const captured = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(captured.body, 'base64');
const headers = { ...captured.headers, 'content-length': String(body.length) };

createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}).listen(port, '127.0.0.1', () => console.log('listening'));
