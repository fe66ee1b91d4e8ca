import type { H3 } from 'h3';
import { onGet } from '../http/on-get.js';
import type { PlaygroundAccount } from '../store/playground-account.js';

/** The playground's limits: it shares one key among all visitors, so each address gets a small bucket. */
export const PLAYGROUND_RATE = { perSecond: 2, burst: 5 };

/**
 * GET /v1/playground-key: the public key of the server's own playground page. Its images always
 * carry the watermark, it has its own monthly cap (`playgroundMonthlyImages`), and its rate
 * limit applies per client address rather than per key.
 */
export function registerPlaygroundKey(app: H3, playground: PlaygroundAccount, monthlyImages: number): void {
  onGet(
    app,
    '/v1/playground-key',
    async () => {
      const { publicKey } = await playground.key();
      return new Response(
        JSON.stringify({
          key: publicKey,
          watermark: true,
          limits: {
            requestsPerSecondPerAddress: PLAYGROUND_RATE.perSecond,
            burst: PLAYGROUND_RATE.burst,
            imagesPerMonth: monthlyImages,
          },
        }),
        { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } },
      );
    },
    { anyOrigin: true },
  );
}
