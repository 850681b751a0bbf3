// Entry of a bot worker thread: workers do not inherit the main thread's tsx hooks, so register them here.
import { register } from 'tsx/esm/api';

register();
const task = await import('./bot-task.ts');

export default task.default;
