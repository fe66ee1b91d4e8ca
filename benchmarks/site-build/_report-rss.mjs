import { writeFileSync } from 'node:fs';

// Loaded with --import into a build: its peak resident memory written where the bench reads it.
process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE)
    writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS * 1024));
});
