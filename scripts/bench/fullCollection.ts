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
