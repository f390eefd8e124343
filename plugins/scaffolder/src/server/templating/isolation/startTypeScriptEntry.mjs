// Plain JavaScript on purpose: a child process or worker thread starts without the TypeScript
// loader the server runs under (Node 20 does not pass `--import tsx` on to worker threads), so
// this file registers tsx in its own thread and then loads the TypeScript entry it was given.
import { isMainThread, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const entry = isMainThread ? process.argv[2] : workerData?.entry;
if (typeof entry !== 'string') throw new Error('No entry module given');
await import(entry);
