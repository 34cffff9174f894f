/** The stand-in's thread (simulatorThread.ts): starts it with the options it was given and answers its call counts. */
import { parentPort, workerData } from 'node:worker_threads';
import { startCin7Simulator } from '../../standins/cin7Omni/index.ts';
import type { SimulatorOptions } from '../../standins/cin7Omni/server.ts';
import type { FromThread } from './simulatorThread.ts';

const port = parentPort;
if (!port) throw new Error('simulatorThreadMain.ts runs as a worker thread only');
const post = (message: FromThread) => port.postMessage(message);
startCin7Simulator(workerData as SimulatorOptions).then(
  (sim) => {
    port.on('message', () => post({ calls: { ...sim.calls } }));
    post({ started: sim.baseUrl });
  },
  (error: unknown) => post({ failed: String(error) }),
);
