/**
 * Runs `work` for indexes 0 to `count - 1`, at most `lanes` at once, each lane taking the next
 * index as soon as its last one is done.
 */
export async function inLanes(count: number, lanes: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, lanes), count) }, lane));
}
