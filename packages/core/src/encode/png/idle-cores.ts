/*
 * A large PNG's strips are compressed on the machine's other cores (deflate-in-strips.ts): a
 * gain when they are idle (one image: 12% off its time), a loss when each core already draws
 * an image of its own (the worker pool under full load: 15-20% fewer images a second, from
 * threads handing strips to one another). The render pool says with each job whether a core
 * is idle besides the one that takes it; on the calling thread they are assumed idle.
 */

let idleCores = true;

/** Set for the job a thread is about to render. */
export function setIdleCores(idle: boolean): void {
  idleCores = idle;
}

export function otherCoresIdle(): boolean {
  return idleCores;
}
