import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

// The server runs in its own process: its handlers hold its event loop the way node:sqlite does, and the client
// must keep sending meanwhile. `paced=0` serves the same handler unpaced, to show the test sees the difference.
const serverScript = (paced: boolean) => `
import { createServer } from 'node:http';
import { oneRequestPerTurn } from ${JSON.stringify(new URL('./request-turns.server.ts', import.meta.url).pathname)};
const events = [];
let timerSet = false;
const render = (req, res) => {
  const url = new URL(req.url, 'http://shop');
  events.push('start ' + url.pathname);
  if (url.pathname !== '/0' && url.pathname !== '/warm' && !timerSet) {
    timerSet = true;
    setTimeout(() => events.push('timer'), 0);
  }
  const until = performance.now() + Number(url.searchParams.get('busy') ?? 0);
  while (performance.now() < until);
  if (req.method !== 'POST') return res.end(url.pathname);
  let length = 0;
  req.on('data', (chunk) => (length += chunk.length)).on('end', () => res.end(String(length)));
};
const app = ${paced} ? oneRequestPerTurn(render) : render;
const server = createServer((req, res) => {
  if (req.url === '/events') return res.end(JSON.stringify(events));
  events.push('read ' + new URL(req.url, 'http://shop').pathname);
  app(req, res);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

let server: ChildProcess | undefined;
afterEach(() => server?.kill());

async function start(paced: boolean): Promise<string> {
  server = spawn(process.execPath, ['--input-type=module', '--disable-warning=ExperimentalWarning', '-e', serverScript(paced)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await createInterface({ input: server.stdout! })[Symbol.asyncIterator]().next().then((line) => [line.value as string]);
  return `http://127.0.0.1:${port}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
function get(url: string): { answered: Promise<string>; request: http.ClientRequest } {
  let request!: http.ClientRequest;
  const answered = new Promise<string>((resolve, reject) => {
    request = http.get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d));
      res.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
  return { answered, request };
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const events = async (origin: string): Promise<string[]> => JSON.parse(await get(`${origin}/events`).answered) as string[];
const starts = (list: string[]) => list.filter((e) => e.startsWith('start ') && e !== 'start /warm').map((e) => e.slice(6));
const reads = (list: string[]) => list.filter((e) => e.startsWith('read ') && e !== 'read /warm').map((e) => e.slice(5));
// Twenty kept-alive connections, open and idle, so a burst's requests reach the server at once.
const warmUp = (origin: string) => Promise.all(Array.from({ length: 20 }, () => get(`${origin}/warm?busy=2`).answered));

// Nineteen requests arrive while the first holds the loop for 200 ms, so the server reads them in one poll phase.
async function burst(origin: string): Promise<string[]> {
  await warmUp(origin);
  const first = get(`${origin}/0?busy=200`);
  await pause(30);
  const rest = Array.from({ length: 19 }, (_, i) => get(`${origin}/${i + 1}?busy=5`));
  await Promise.all([first.answered, ...rest.map((r) => r.answered)]);
  return events(origin);
}

function post(url: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-length': body.length } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => resolve(text));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('requests started one per turn of the event loop (decision 062)', () => {
  it('a timer set when the first of 19 waiting requests starts fires before the second starts, not after all 19', async () => {
    const paced = await burst(await start(true));
    expect(starts(paced.slice(0, paced.indexOf('timer')))).toHaveLength(2);
    server!.kill();
    const unpaced = await burst(await start(false));
    expect(starts(unpaced.slice(0, unpaced.indexOf('timer')))).toHaveLength(20);
  });

  it('requests start in the order the server read them', async () => {
    const list = await burst(await start(true));
    expect(starts(list)).toEqual(reads(list));
    expect(starts(list)).toHaveLength(20);
  });

  it('a request whose client left while it waited is never started; the others are answered', async () => {
    const origin = await start(true);
    await warmUp(origin);
    const first = get(`${origin}/0?busy=100`);
    const waiting = [get(`${origin}/b1?busy=100`), get(`${origin}/b2?busy=100`)];
    const gone = get(`${origin}/gone`);
    gone.answered.catch(() => {});
    await first.answered;
    await pause(30);
    gone.request.destroy();
    expect(await Promise.all(waiting.map((w) => w.answered))).toEqual(['/b1', '/b2']);
    const list = await events(origin);
    expect(reads(list)).toContain('/gone');
    expect(starts(list)).toEqual(['/0', '/b1', '/b2']);
  });

  it('a POST whose 4 MB body arrives while it waits is read whole once it starts', async () => {
    const origin = await start(true);
    await warmUp(origin);
    const first = get(`${origin}/0?busy=200`);
    await pause(30);
    const sent = post(`${origin}/form`, Buffer.alloc(4 << 20, 'x'));
    await first.answered;
    expect(await sent).toBe(String(4 << 20));
    expect(starts(await events(origin))).toEqual(['/0', '/form']);
  });
});
