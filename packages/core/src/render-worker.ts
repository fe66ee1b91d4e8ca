import { engineSwitch } from './highlight/precompiled-regexes.js';
import { POOL_TASKS } from './pipeline/tasks.js';
import { warmUp } from './pipeline/warm-up.js';
import { serveTasks } from './workers/serve-tasks.js';

// A pool thread is there to render many cards: starting grammars on JavaScript's RegExp pays
// off only for a process's first card or two, and costs a many-card run more than it saves.
engineSwitch.searchesOnJavaScript = 0;

/** Entry point of each render pool worker thread: it warms up, then says it is ready. */
serveTasks(POOL_TASKS, warmUp);
