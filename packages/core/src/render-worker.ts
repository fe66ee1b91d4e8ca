import { POOL_TASKS } from './pipeline/tasks.js';
import { serveTasks } from './workers/serve-tasks.js';

/** Entry point of each render pool worker thread. */
serveTasks(POOL_TASKS);
