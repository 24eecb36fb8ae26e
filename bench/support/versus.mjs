// One served figure beside its baseline, measured in alternating rounds in the same run (issue 10, targets 1-3).
import { base } from '../support.mjs';
import { baselineBase, startBareBytes, startBareRender, stopBaseline } from './baselines.mjs';
import { busyMark, loadFrom } from './load.mjs';
import { readProbe, resetProbe, tailsLine } from './probe.mjs';

const pad = (v, n) => String(v).padStart(n);
// Target 3: p99 ≤ 4× p50. The baseline's ratio (same load, same cores) is the tail the machine allows.
const tailRatio = (s) => `${(s.p99 / Math.max(1, s.p50)).toFixed(1)}× p50`;
const servedLine = (label, s) =>
  `${label.padEnd(30)} ${pad(s.rps, 6)} req/s  p50 ${pad(s.p50, 4)} ms  p99 ${pad(s.p99, 5)} ms (${tailRatio(s)})  max ${s.max} ms${busyMark(s.others)}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A 10 s window of one server swings by ±15 % on a shared virtual machine, the baseline's as much as the shop's:
// the two are loaded in turns (BENCH_ROUNDS rounds, 5 by default, of BENCH_ROUND_SECONDS, 4 by default), each
// round's ratio pairs two neighbouring windows, and the median round is the figure (decision 048, seventh session).
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const roundSeconds = Math.max(1, Number(process.env.BENCH_ROUND_SECONDS ?? 4));

/**
 * The page served by the shop (from its page cache) against bare node:http sending the same bytes; `headers` go
 * with every request (Accept-Encoding: the baseline then sends the compressed bytes the shop sent).
 */
export async function versusBareBytes(server, label, path, workDir, headers = {}) {
  const bare = await startBareBytes(base + path, workDir, headers);
  try {
    print(label, await inTurns(server, bare, path, headers), `bare node:http, same ${(bare.bytes / 1024).toFixed(1)} KB`);
  } finally {
    await stopBaseline(bare);
  }
}

/** The page rendered by the shop (page cache off) against bare renderToString of its tree over HTTP. */
export async function versusBareRender(server, label, path, catalogue, workDir) {
  const bare = await startBareRender(catalogue.dataDir, catalogue.databaseUrl, base + path, workDir);
  try {
    print(label, await inTurns(server, bare, path), `bare renderToString over HTTP (render alone ${bare.renderMs.toFixed(2)} ms)`);
  } finally {
    await stopBaseline(bare);
  }
}

// Shop, baseline, shop, baseline…; each side's probe is read around its own rounds only: an idle process's quiet
// collection (decision 075) while the other side is loaded is not a stall any shopper met.
async function inTurns(server, bare, path, headers = {}) {
  const [served, baseline] = [[], []];
  for (let i = 0; i < rounds; i++) {
    served.push(await probed(server, base + path, headers));
    baseline.push(await probed(bare, baselineBase + path, headers));
  }
  return { served: merged(served), baseline: merged(baseline), ratios: served.map((s, i) => s.rps / baseline[i].rps) };
}

async function probed(target, url, headers) {
  await resetProbe(target);
  const run = await loadFrom(target.pid ?? target.proc.pid, url, { headers, duration: roundSeconds });
  return { ...run, probe: await readProbe(target) };
}

// Rounds as one figure: the median rate and latencies, the longest answer, the busiest neighbours, the worst loop.
function merged(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  const worst = (read) => Math.max(...runs.map((r) => read(r.probe)));
  const others = runs.reduce((busiest, r) => (r.others.cores > busiest.cores ? r.others : busiest), runs[0].others);
  const probe = {
    loopDelay: { p99: worst((p) => p.loopDelay.p99), max: worst((p) => p.loopDelay.max) },
    loopCpu: { p99: worst((p) => p.loopCpu.p99), max: worst((p) => p.loopCpu.max) },
    gc: { count: runs.reduce((n, r) => n + r.probe.gc.count, 0), ms: Math.round(runs.reduce((n, r) => n + r.probe.gc.ms, 0)), maxMs: worst((p) => p.gc.maxMs) },
  };
  return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), max: Math.max(...runs.map((r) => r.max)), others, probe };
}

function print(label, { served, baseline, ratios }, baselineName) {
  const each = ratios.length > 1 ? ` (rounds ${ratios.map((r) => r.toFixed(2)).join(' / ')})` : '';
  console.log(servedLine(label, served));
  console.log(`${''.padEnd(30)} ${pad(baseline.rps, 6)} req/s  ${baselineName}${busyMark(baseline.others)}  → ratio ${median(ratios).toFixed(2)}${each}`);
  console.log(`${''.padEnd(30)} ${tailsLine(served.probe)}`);
  console.log(`${''.padEnd(30)} baseline p50 ${baseline.p50} ms p99 ${baseline.p99} ms (${tailRatio(baseline)}) max ${baseline.max} ms; ${tailsLine(baseline.probe)}`);
}
