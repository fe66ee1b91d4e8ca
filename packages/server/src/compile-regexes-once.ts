import { setFlagsFromString } from 'node:v8';

/*
 * Each grammar expression compiled once, to machine code, rather than first to bytecode and
 * again on its next run (V8's tier-up): a worker's first C++ card ~90 ms sooner, later ones the
 * same. The server's own process only, as the core's command line does for its own
 * (packages/core/src/cli/compile-regexes-once.ts, where it is measured).
 */
setFlagsFromString('--no-regexp-tier-up');
