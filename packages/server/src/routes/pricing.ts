import type { H3 } from 'h3';
import { FastResponse } from 'srvx';
import { onGet } from '../http/on-get.js';
import { PLAN_IDS, PLANS } from '../plans/plans.js';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function page(account: string | undefined): string {
  const rows = PLAN_IDS.map((id) => {
    const plan = PLANS[id];
    const extras = [plan.watermark ? 'small watermark' : 'no watermark', `${plan.designs} stored designs`];
    if (plan.customisation) extras.push('custom fonts and CSS');
    if (plan.priority === 'high') extras.push('priority rendering');
    return `<tr><th scope="row">${id}</th><td>$${plan.price} a month</td><td>${plan.monthlyImages.toLocaleString('en')}</td><td>${extras.join('; ')}</td></tr>`;
  }).join('');
  const yours = account ? ` Your account is <code>${escapeHtml(account)}</code>.` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plans · glyphcast</title><link rel="icon" href="favicon.svg" type="image/svg+xml"><style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}</style></head><body><h1>Plans</h1><table><thead><tr><th scope="col">plan</th><th scope="col">price</th><th scope="col">images a month</th><th scope="col">includes</th></tr></thead><tbody>${rows}</tbody></table><p>Images are counted per calendar month (UTC); cache hits are free. To change your plan, ask the people who run this server.${yours}</p></body></html>`;
}

/**
 * GET /pricing: where a quota 429 sends people unless `UPGRADE_URL` points at a checkout. It
 * lists the plans and says who can change them; `client_reference_id` (the account) is shown
 * so it can be quoted.
 */
export function registerPricing(app: H3): void {
  onGet(app, '/pricing', (event) => {
    const account = event.url.searchParams.get('client_reference_id') ?? undefined;
    return new FastResponse(page(account && /^acct_\w{1,40}$/.test(account) ? account : undefined), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
