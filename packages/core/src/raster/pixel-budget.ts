/*
 * Images drawn and being encoded at once on one thread hold their pixels until encoded, and
 * encoding waits on other threads (PNG strips, sharp), during which the thread could start
 * drawing the next image. Many renders started together (a batch on the calling thread, a
 * site build's Promise.all) would then hold many canvases at once: the pixels in flight are
 * bounded instead. One image alone always goes ahead, however large.
 */

/** 64 MB of canvas: four 2× code cards of 40 lines, or one very tall file. */
const PIXELS_IN_FLIGHT = 16_000_000;

interface WaitingImage {
  pixels: number;
  admit: () => void;
}

let inFlight = 0;
const waiting: WaitingImage[] = [];

function fits(pixels: number): boolean {
  return inFlight === 0 || inFlight + pixels <= PIXELS_IN_FLIGHT;
}

/** Lets waiting images in, oldest first, while they fit. */
function admitWaiting(): void {
  while (waiting.length > 0 && fits((waiting[0] as WaitingImage).pixels)) {
    const next = waiting.shift() as WaitingImage;
    inFlight += next.pixels;
    next.admit();
  }
}

/** Runs `work` (drawing and encoding an image of `pixels` pixels) once it fits the budget. */
export async function withinPixelBudget<T>(pixels: number, work: () => Promise<T>): Promise<T> {
  if (waiting.length === 0 && fits(pixels)) inFlight += pixels;
  else await new Promise<void>((admit) => waiting.push({ pixels, admit }));
  try {
    return await work();
  } finally {
    inFlight -= pixels;
    admitWaiting();
  }
}
