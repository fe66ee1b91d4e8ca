import { POOL_TASKS } from './pipeline/tasks.js';
import { warmUp } from './pipeline/warm-up.js';
import { serveTasks } from './workers/serve-tasks.js';

/** Entry point of each render pool worker thread: it warms up, then says it is ready. */
serveTasks(POOL_TASKS, warmUp);
