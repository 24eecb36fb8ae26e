// One served figure beside its baseline, measured one after the other in the same run (issue 10, targets 1-3).
import { base, load } from '../support.mjs';
import { baselineBase, startBareBytes, startBareRender, stopBaseline } from './baselines.mjs';
import { busyMark, loadFrom } from './load.mjs';
import { readProbe, resetProbe, tailsLine } from './probe.mjs';

const pad = (v, n) => String(v).padStart(n);
// Target 3: p99 ≤ 4× p50. The baseline's ratio (same load, same cores) is the tail the machine allows.
const tailRatio = (s) => `${(s.p99 / Math.max(1, s.p50)).toFixed(1)}× p50`;
const servedLine = (label, s) =>
  `${label.padEnd(30)} ${pad(s.rps, 6)} req/s  p50 ${pad(s.p50, 4)} ms  p99 ${pad(s.p99, 5)} ms (${tailRatio(s)})  max ${s.max} ms${busyMark(s.others)}`;

/**
 * The page served by the shop (from its page cache) against bare node:http sending the same bytes; `headers` go
 * with every request (Accept-Encoding: the baseline then sends the compressed bytes the shop sent).
 */
export async function versusBareBytes(server, label, path, workDir, headers = {}) {
  const served = await load(server, path, { headers });
  const bare = await startBareBytes(base + path, workDir, headers);
  try {
    const baseline = await loadBaseline(bare, path, headers);
    print(label, served, `bare node:http, same ${(bare.bytes / 1024).toFixed(1)} KB`, baseline);
  } finally {
    await stopBaseline(bare);
  }
}

/** The page rendered by the shop (page cache off) against bare renderToString of its tree over HTTP. */
export async function versusBareRender(server, label, path, catalogue, workDir) {
  const served = await load(server, path);
  const bare = await startBareRender(catalogue.dataDir, catalogue.databaseUrl, base + path, workDir);
  try {
    const baseline = await loadBaseline(bare, path);
    print(label, served, `bare renderToString over HTTP (render alone ${bare.renderMs.toFixed(2)} ms)`, baseline);
  } finally {
    await stopBaseline(bare);
  }
}

async function loadBaseline(bare, path, headers = {}) {
  await resetProbe(bare);
  const baseline = await loadFrom(bare.proc.pid, baselineBase + path, { headers });
  return { ...baseline, probe: await readProbe(bare) };
}

function print(label, served, baselineName, baseline) {
  console.log(servedLine(label, served));
  console.log(`${''.padEnd(30)} ${pad(baseline.rps, 6)} req/s  ${baselineName}${busyMark(baseline.others)}  → ratio ${(served.rps / baseline.rps).toFixed(2)}`);
  console.log(`${''.padEnd(30)} ${tailsLine(served.probe)}`);
  console.log(`${''.padEnd(30)} baseline p50 ${baseline.p50} ms p99 ${baseline.p99} ms (${tailRatio(baseline)}) max ${baseline.max} ms; ${tailsLine(baseline.probe)}`);
}
