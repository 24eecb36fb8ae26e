import { createRequire } from 'node:module';

// Decision 077: V8 shrinks its heap in an incremental collection (its memory reducer's) when told memory is getting
// short. Node has no call for that, so koffi (decision 076) calls V8's own, which node's binary exports for addons.

type Bound = { currentIsolate: () => unknown; notify: (isolate: unknown, level: number) => void };
const moderatePressure = 1; // v8::MemoryPressureLevel::kModerate: start incremental marking, don't collect at once
let bound: Bound | null | undefined;

function bindPressureNotification(): Bound | null {
  try {
    const koffi = createRequire(import.meta.url)('koffi');
    const node = koffi.load(null); // the running program with the libraries it loaded: node's own V8
    return {
      currentIsolate: node.func('void *_ZN2v87Isolate10GetCurrentEv()'),
      notify: node.func('void _ZN2v87Isolate26MemoryPressureNotificationENS_19MemoryPressureLevelE(void *, int)'),
    };
  } catch {
    return null; // a platform whose C++ names differ (Windows) or a node without V8's symbols: V8's own timing stands
  }
}

/**
 * Starts the collection V8 runs to shrink its heap: marking in small steps between the loop's turns, then one short
 * pause that compacts and hands the freed pages back. Answers false where V8 cannot be asked.
 */
export function startHeapReduction(): boolean {
  bound ??= bindPressureNotification();
  if (!bound) return false;
  bound.notify(bound.currentIsolate(), moderatePressure);
  return true;
}
