import { setFlagsFromString } from 'node:v8';

/*
 * V8 runs a regular expression first from bytecode and compiles it again to machine code on
 * its next run. A grammar's expressions are large (C++'s reach 10,000 characters) and each runs
 * a few times in a one-off command, so each was compiled twice: compiled once, to machine code,
 * a 3-line C++ file renders in ~980 ms rather than ~1,200 and a batch 5-9% sooner, with every
 * later run as fast. Set for this command's process only: a library leaves its host's flags alone.
 */
setFlagsFromString('--no-regexp-tier-up');
