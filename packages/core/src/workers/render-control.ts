/** How a caller steers when a render runs and when it stops; shared by every card. */
export interface RenderControl {
  /**
   * Stops the render when it aborts: a render still waiting for a worker is dropped, one
   * being drawn has its worker replaced (a fresh worker takes a few hundred milliseconds to
   * warm up). The promise rejects with the signal's reason. On the calling thread
   * (`threads: 0`) a render that has started runs to its end.
   */
  signal?: AbortSignal;
  /**
   * Runs the drawing step once the render's sources (avatar, logo, font) are fetched: a
   * server passes its render queue here so that no render slot waits on a remote host.
   * @default runs it at once
   */
  schedule?: <T>(render: () => Promise<T>) => Promise<T>;
}

/** Runs `render` through the caller's schedule, refusing at once when the signal has aborted. */
export function runScheduled<T>(control: RenderControl, render: () => Promise<T>): Promise<T> {
  const guarded = () => {
    control.signal?.throwIfAborted();
    return render();
  };
  return control.schedule ? control.schedule(guarded) : guarded();
}
