import { constants, type ZlibOptions } from 'node:zlib';

/** How zlib compresses each form of PNG rows (measured: docs/decisions.md). */

// Runs of one index are what a palette card's rows hold: zlib's run-length strategy finds them
// fastest and writes them smallest (0.6 ms and 19 kB for a blog card, against 1.1 ms and 20 kB
// at level 2's default strategy; level 6 takes 2.6 ms for 14 kB).
export const PALETTE_DEFLATE: ZlibOptions = { level: 2, strategy: constants.Z_RLE };
// Level 2: as fast as level 1 on cards, and smaller.
export const TRUECOLOR_DEFLATE: ZlibOptions = { level: 2 };
