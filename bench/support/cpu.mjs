// Is the machine quiet? The CPU that processes other than the bench's own (the bench, the server and its workers,
// the load generator) used during a run, and who used most of it. Counted per process from Linux /proc (100 ticks
// a second): the kernel's own network work for the load (softirq) belongs to no process and is not counted.
import { readFileSync, readdirSync } from 'node:fs';

/** A process's CPU so far in ticks of 10 ms (utime + stime), its name and its parent. */
export function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(') ')), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }; // utime, stime
  } catch {
    return { name: '', parent: 0, ticks: 0 };
  }
}

const everyProcess = () => new Map(readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((pid) => [Number(pid), processTicks(pid)]));

/** The process and all its descendants (cluster workers). */
export function processTree(pid) {
  const children = readdirSync(`/proc/${pid}/task`, { withFileTypes: true }).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task.name}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap((child) => processTree(child))];
}

/**
 * Starts watching every process but the bench's own and the load generator (a child of the bench), and those named
 * in `ownNames` (e.g. 'postgres' when the shop runs on it); `stop()` answers the cores the others used meanwhile
 * and the names of the biggest users. /proc is read every second, so a process that starts and ends within the
 * run is counted up to its last reading.
 */
export function watchOthers(ownPids, ownNames = []) {
  const own = new Set([...ownPids, process.pid]);
  const at = performance.now();
  const first = everyProcess();
  const last = new Map(first);
  const read = () => everyProcess().forEach((p, pid) => last.set(pid, p));
  const timer = setInterval(read, 1000);
  return () => {
    clearInterval(timer);
    read();
    const seconds = (performance.now() - at) / 1000;
    const others = [];
    for (const [pid, now] of last) {
      const used = now.ticks - (first.get(pid)?.ticks ?? 0);
      if (!own.has(pid) && !ownNames.includes(now.name) && now.parent !== process.pid && used > 0) others.push({ pid, name: now.name, cores: used / 100 / seconds });
    }
    others.sort((a, b) => b.cores - a.cores);
    const top = others.slice(0, 3).map((o) => `${commandOf(o.pid) || o.name} ${o.cores.toFixed(2)}`).join(', ');
    return { cores: others.reduce((sum, o) => sum + o.cores, 0), top };
  };
}

// Node names every process 'MainThread': the command line says more (its program and first argument, shortened).
function commandOf(pid) {
  try {
    const [program, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const first = args.find((a, i) => !a.startsWith('-') && !['--import', '--require', '-r'].includes(args[i - 1])) ?? '';
    return `${program.split('/').pop()} ${first.split('/').slice(-2).join('/')}`.trim().slice(0, 60);
  } catch {
    return '';
  }
}
