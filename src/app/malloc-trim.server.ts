import { createRequire } from 'node:module';

// Decision 076: glibc keeps the blocks a process freed inside its arenas (50–120 MB after the bench's loads), and
// only its malloc_trim hands whole free pages back. Node cannot call it, so koffi, an FFI with prebuilt binaries
// for every platform in its package (no build at install), binds it.

type MallocTrim = (pad: number) => number;
let mallocTrim: MallocTrim | null | undefined;

function bindMallocTrim(): MallocTrim | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi');
    return koffi.load('libc.so.6').func('int malloc_trim(size_t)') as MallocTrim;
  } catch {
    return null; // musl or another libc without malloc_trim: its own allocator's ways stand
  }
}

/** Gives the allocator's free pages back to the system (5–25 ms); answers false where there is no glibc to ask. */
export function trimMallocArenas(): boolean {
  mallocTrim ??= bindMallocTrim();
  if (!mallocTrim) return false;
  mallocTrim(0);
  return true;
}
