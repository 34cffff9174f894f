/** A full garbage collection on demand, also when node was started without --expose-gc. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

function isCollector(value: unknown): value is () => void {
  return typeof value === 'function';
}

export function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (!isCollector(gc)) throw new Error('no gc() in this runtime');
  return gc;
}

/** The collector's threads sweep a collected heap beside the main thread: on two cores, a pass timed at once shares
 * a core with them. */
const SWEEP_MS = 150;

/** A full collection, then the time its sweep takes: what is timed next pays for no garbage made before it. */
export async function settledHeap(collect: () => void): Promise<void> {
  collect();
  await new Promise((resolve) => setTimeout(resolve, SWEEP_MS));
}
