import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { resolveServerOptions } from '../config.js';
import { isPlanId, PLAN_IDS, PLANS } from '../plans/plans.js';
import { exportData, ImportError, importData, type TableCounts } from '../store/data-transfer.js';
import { openDatabase } from '../store/open-database.js';
import { openStores } from '../store/stores.js';
import { monthOf } from '../store/usage.js';
import { SERVICE_VERSION } from '../version.js';
import { isArgumentError } from './argument-error.js';

const HELP = `Usage: glyphcast-server <command>

Commands:
  (none), or start [--port N] [--host H]  start the server (PORT, HOST, DATA_DIR, DATABASE_URL, …)
  --version                               print the version
  keys create --plan <${PLAN_IDS.join('|')}> [--email <address>]
                                          create an account; prints its secret and public key once
  keys list                               list accounts, plans and keys (prefix and last four only)
  keys revoke <account>                   revoke every key of an account
  keys rotate <account>                   revoke the keys and print a new pair once
  keys plan <account> <${PLAN_IDS.join('|')}>   change an account's plan
  keys signing <account> on|off           require signed GET URLs; "on" prints the signing secret once
  keys rotate-signing <account> [--overlap-days N]
                                          a new signing secret (printed once); the old one still
                                          signs for N days (default 7) while pages are re-signed
  keys origins <account> <origins|none>   limit the public key to origins (comma-separated)
  designs list [<account>]                stored designs: id, account, version, size, variables
  designs show <design>                   a design's variables and its HTML or element tree
  usage <account> [--month YYYY-MM]       images rendered in a month (default: this month, UTC)
  data export [--out <file>]              the whole database as JSON lines (backups, SQLite → PostgreSQL)
  data import <file>                      load an export into an empty database, all or nothing

The admin commands read the same DATA_DIR and DATABASE_URL as the server.`;

class UsageError extends Error {}

/** Days the previous signing secret keeps signing after a rotation: a week of cached pages. */
const DEFAULT_SIGNING_OVERLAP_DAYS = 7;

const describeCounts = (counts: TableCounts) =>
  Object.entries(counts)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');

function plan(value: string | undefined) {
  if (!value || !isPlanId(value))
    throw new UsageError(`the plan must be one of ${PLAN_IDS.join(', ')}, received ${JSON.stringify(value ?? '')}`);
  return value;
}

/** Each group's commands, named when one is missing or unknown. */
const GROUP_ACTIONS = {
  keys: ['create', 'list', 'revoke', 'rotate', 'plan', 'signing', 'rotate-signing', 'origins'],
  designs: ['list', 'show'],
  data: ['export', 'import'],
} as const;

/** The admin commands' options and words, or why they cannot be read (an unknown option, a missing value). */
function parseAdminArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        plan: { type: 'string' },
        email: { type: 'string' },
        month: { type: 'string' },
        out: { type: 'string' },
        'overlap-days': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    if (!isArgumentError(error)) throw error;
    return { usage: error.message };
  }
}

/** The admin commands of `glyphcast-server`; returns the exit code. */
export async function runAdmin(args: string[], print: (line: string) => void = console.log): Promise<number> {
  const parsed = parseAdminArgs(args);
  if ('usage' in parsed) {
    console.error(`glyphcast-server: ${parsed.usage} (see glyphcast-server --help)`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.version) {
    print(SERVICE_VERSION);
    return 0;
  }
  if (values.help || positionals.length === 0) {
    print(HELP);
    return values.help ? 0 : 2;
  }
  const database = await openDatabase(resolveServerOptions());
  const { accounts, keys: apiKeys, usage, designs } = openStores(database);
  try {
    const [group, action, account, extra] = positionals;
    // `usage <account>` names it second; the keys commands third.
    const needAccount = async (id = account) => {
      if (!id) throw new UsageError('name the account (acct_…); see keys list');
      if (!(await accounts.get(id))) throw new UsageError(`no account ${id}`);
      return id;
    };
    if (group === 'keys' && action === 'create') {
      const created = await accounts.create({ plan: plan(values.plan), email: values.email });
      print(`account     ${created.account.id} (${created.account.plan})`);
      print(`secret key  ${created.secretKey}`);
      print(`public key  ${created.publicKey}`);
      print('Keep the secret key on your server only; it is not shown again.');
    } else if (group === 'keys' && action === 'list') {
      for (const entry of await accounts.list()) {
        const keys = entry.keys.map((key) => `${key.display}${key.revoked ? ' (revoked)' : ''}`).join(', ');
        print(`${entry.id}  ${entry.plan.padEnd(5)}  ${entry.email ?? '-'}  ${keys}`);
      }
    } else if (group === 'keys' && action === 'revoke') {
      print(`revoked ${await apiKeys.revoke(await needAccount())} keys`);
    } else if (group === 'keys' && action === 'rotate') {
      const keys = await apiKeys.rotate(await needAccount());
      print(`secret key  ${keys.secretKey}`);
      print(`public key  ${keys.publicKey}`);
    } else if (group === 'keys' && action === 'plan') {
      const id = await needAccount();
      await accounts.setPlan(id, plan(extra));
      print(`${id} is now on ${extra}`);
    } else if (group === 'keys' && action === 'signing') {
      const id = await needAccount();
      if (extra !== 'on' && extra !== 'off') throw new UsageError('say on or off');
      const secret = await accounts.setSignedUrls(id, extra === 'on');
      print(
        secret
          ? `signing secret  ${secret}\nSign GET URLs with signUrl(url, secret); unsigned ones now get 401.`
          : `${id} accepts unsigned URLs again`,
      );
    } else if (group === 'keys' && action === 'rotate-signing') {
      const id = await needAccount();
      const days = values['overlap-days'] ?? String(DEFAULT_SIGNING_OVERLAP_DAYS);
      if (!/^\d+$/.test(days) || Number(days) > 365) throw new UsageError('--overlap-days must be 0 to 365');
      const rotated = await accounts.rotateSigningSecret(id, Number(days));
      if (!rotated) throw new UsageError(`${id} does not require signed URLs; turn it on with keys signing ${id} on`);
      print(`signing secret  ${rotated.secret}`);
      print(
        `URLs signed with the previous secret are accepted until ${rotated.previousUntil}; re-sign them before then.`,
      );
    } else if (group === 'keys' && action === 'origins') {
      const id = await needAccount();
      if (!extra) throw new UsageError('list origins such as https://example.com,https://www.example.com, or none');
      const origins = extra === 'none' ? undefined : extra.split(',').map((origin) => origin.trim());
      for (const origin of origins ?? []) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin))
          throw new UsageError(`${origin} is not an origin such as https://example.com`);
      }
      await accounts.setAllowedOrigins(id, origins);
      print(origins ? `${id}'s public key works on ${origins.join(', ')}` : `${id}'s public key works on any origin`);
    } else if (group === 'designs' && action === 'list') {
      const listed = account ? await designs.list(await needAccount()) : await designs.listAll();
      for (const design of listed) {
        const variables = Object.keys(design.variables).join(',') || '-';
        print(
          `${design.id}  ${design.accountId}  v${design.version}  ${design.width}x${design.height}  ${design.source}  ${variables}  ${design.name ?? ''}`.trimEnd(),
        );
      }
      if (listed.length === 0) print('no designs');
    } else if (group === 'designs' && action === 'show') {
      const design = account ? await designs.find(account) : undefined;
      if (!design) throw new UsageError(`no design ${account ?? ''}`.trim());
      print(`design     ${design.id} (version ${design.version})${design.name ? `  ${design.name}` : ''}`);
      print(`account    ${design.accountId}`);
      print(`size       ${design.width}x${design.height}`);
      print(`updated    ${design.updatedAt}`);
      for (const [name, fallback] of Object.entries(design.variables)) {
        print(`variable   ${name} = ${fallback === null ? '(required)' : JSON.stringify(fallback)}`);
      }
      print(design.source === 'html' ? design.body : JSON.stringify(JSON.parse(design.body), null, 2));
    } else if (group === 'usage') {
      const id = await needAccount(action);
      const month = values.month ?? monthOf(new Date());
      if (!/^\d{4}-\d{2}$/.test(month)) throw new UsageError('--month must look like 2026-11');
      const entry = await accounts.get(id);
      const limit = entry ? PLANS[entry.plan].monthlyImages : 0;
      print(`${id}  ${month}  ${await usage.count(id, month)} of ${limit} images`);
      const billing = await accounts.billingOf(id);
      if (billing?.stripeCustomerId) print(`  stripe customer ${billing.stripeCustomerId}`);
      if (billing?.planUntil) print(`  subscription past due: its plan holds until ${billing.planUntil}`);
      if (billing?.paymentFailedAt) print(`  last failed payment ${billing.paymentFailedAt}`);
    } else if (group === 'data' && action === 'export') {
      const out = values.out ? createWriteStream(values.out) : process.stdout;
      const counts = await exportData(database.db, (line) => out.write(`${line}\n`));
      if (values.out)
        await new Promise<void>((resolve, reject) => out.end((error?: Error) => (error ? reject(error) : resolve())));
      console.error(`exported ${describeCounts(counts)}`);
    } else if (group === 'data' && action === 'import') {
      if (!account) throw new UsageError('name the file to import (from data export)');
      if (!existsSync(account)) throw new UsageError(`no file ${account}`);
      const lines = createInterface({ input: createReadStream(account), crlfDelay: Number.POSITIVE_INFINITY });
      const counts = await importData(database.db, lines).catch((error: unknown) => {
        throw error instanceof ImportError ? new UsageError(error.message) : error;
      });
      print(`imported ${describeCounts(counts)}`);
    } else {
      const actions = GROUP_ACTIONS[group as keyof typeof GROUP_ACTIONS];
      if (actions) {
        const asked = action ? `has no command "${action}"` : 'needs a command';
        throw new UsageError(`${group} ${asked}: ${actions.join(', ')} (see glyphcast-server --help)`);
      }
      throw new UsageError(`unknown command "${positionals.join(' ')}" (see glyphcast-server --help)`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`glyphcast-server: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}
