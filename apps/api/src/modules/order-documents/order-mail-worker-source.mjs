// order-mail-worker.ts run from source (tests, `npm run dev`): tsx compiles it, and what it imports, in this thread.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.file, { parentURL: import.meta.url, tsconfig: workerData.tsconfig });
