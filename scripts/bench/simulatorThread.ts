/**
 * The Cin7 Omni stand-in on a thread of its own, for the ETL's figures: Cin7 Omni answers from its own machines, so
 * the time it takes to make its JSON is not the import's. On the worker's thread (as the bench used to run it) the
 * stand-in's paging and serialization took about 0.7 s of a 7.8 s PGlite load, counted against the import.
 */
import { Worker } from 'node:worker_threads';
import type { SimulatorOptions } from '../../standins/cin7Omni/server.ts';

export interface SimulatorThread {
  baseUrl: string;
  /** Calls the stand-in answered so far, by resource (SalesOrders, Products…). */
  calls(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** Messages the thread posts (simulatorThreadMain.ts). */
export type FromThread = { started: string } | { calls: Record<string, number> } | { failed: string };

export async function startSimulatorThread(options: SimulatorOptions): Promise<SimulatorThread> {
  const worker = new Worker(new URL('./simulatorThreadMain.ts', import.meta.url), { workerData: options });
  const next = () =>
    new Promise<FromThread>((resolve, reject) => {
      worker.once('message', (message: FromThread) => resolve(message));
      worker.once('error', reject);
    });
  const started = await next();
  if (!('started' in started)) {
    await worker.terminate();
    throw new Error(
      `the Cin7 Omni stand-in's thread did not start: ${'failed' in started ? started.failed : '?'}`,
    );
  }
  return {
    baseUrl: started.started,
    async calls() {
      const answer = next();
      worker.postMessage('calls');
      const message = await answer;
      return 'calls' in message ? message.calls : {};
    },
    async close() {
      await worker.terminate();
    },
  };
}
