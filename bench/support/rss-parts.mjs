// Where a process's RSS lies (issue 10 target 6), from /proc/<pid>/smaps: glibc's main arena ([heap]), anonymous
// mappings (V8's heaps, the threads' glibc arenas and stacks), the node binary's pages, and other files' pages.
import { readFileSync } from 'node:fs';

export function rssParts(pid) {
  const parts = { arena: 0, anonymous: 0, node: 0, files: 0 };
  let part = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1];
      part = name === '[heap]' ? 'arena' : !name || name.startsWith('[') ? 'anonymous' : /\/node$/.test(name) ? 'node' : 'files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[part] += Number(rss[1]);
  }
  return Object.fromEntries(Object.entries(parts).map(([k, kb]) => [k, Math.round(kb / 1024)]));
}

export const rssPartsLine = (pid) => {
  const p = rssParts(pid);
  return `glibc main arena ${p.arena} MB, anonymous ${p.anonymous} MB (V8 heaps, threads' arenas), node binary ${p.node} MB, other files ${p.files} MB`;
};
