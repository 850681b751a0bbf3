// Entry of a record-verification worker thread: workers do not inherit the main thread's tsx hooks, so
// register them here (as bot-worker.mjs does).
import { register } from 'tsx/esm/api';

register();
const task = await import('./verify-task.ts');

export default task.default;
