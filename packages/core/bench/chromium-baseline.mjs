import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The way Carbon-style services render: Shiki's HTML in a styled card, screenshotted by a
 * headless Chromium (one warm page reused). Two capture paths: Playwright's element
 * screenshot, and the raw DevTools capture with optimizeForSpeed.
 */

const CHROMIUM = '/usr/bin/chromium';
/** glyphcast's default `scale`: both captures must give the same pixels as its card. */
const SCALE = 2;
const require = createRequire(import.meta.url);

export function chromiumAvailable() {
  return existsSync(CHROMIUM);
}

function cardHtml(shikiHtml) {
  const font = readFileSync(
    require.resolve('@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf'),
  );
  return `<!doctype html><html><head><style>
@font-face { font-family: 'JetBrains Mono'; src: url(data:font/ttf;base64,${font.toString('base64')}); }
body { margin: 0; }
#card { display: inline-block; padding: 48px; background: linear-gradient(135deg, #a855f7, #6366f1); }
.window { border-radius: 10px; box-shadow: 0 18px 60px rgba(0,0,0,.4); overflow: hidden; }
.bar { height: 36px; background: #121212; display: flex; gap: 8px; align-items: center; padding-left: 14px; }
.bar i { width: 12px; height: 12px; border-radius: 50%; display: block; }
pre.shiki { margin: 0; padding: 4px 20px 18px; font: 14px/21px 'JetBrains Mono', monospace; }
pre, code { font-family: 'JetBrains Mono', monospace; }
</style></head><body><div id="card"><div class="window"><div class="bar"><i style="background:#ff5f57"></i><i style="background:#febc2e"></i><i style="background:#28c840"></i></div>${shikiHtml}</div></div></body></html>`;
}

/** Starts Chromium with the card loaded; returns the two capture functions and a closer. */
export async function startChromiumBaseline(shikiHtml) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ deviceScaleFactor: SCALE });
  await page.setContent(cardHtml(shikiHtml));
  await page.evaluate(() => document.fonts.ready);
  // Proof the card uses the real font, not the browser's default monospace.
  const family = await page.$eval('pre.shiki span', (span) => getComputedStyle(span).fontFamily);
  const card = await page.$('#card');
  const box = await card.boundingBox();
  const session = await page.context().newCDPSession(page);
  return {
    family,
    size: { width: Math.round(box.width * SCALE), height: Math.round(box.height * SCALE) },
    screenshot: () => card.screenshot({ type: 'png' }),
    capture: () =>
      session.send('Page.captureScreenshot', {
        format: 'png',
        // The clip's scale is on top of CSS pixels: scale 1 would capture a quarter of the
        // pixels (901×994 instead of 1802×1988), which is what an earlier version measured.
        clip: { ...box, scale: SCALE },
        optimizeForSpeed: true,
        captureBeyondViewport: true,
      }),
    close: () => browser.close(),
  };
}
