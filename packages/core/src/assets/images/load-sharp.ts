import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips: ~23 MB resident once loaded) on first use: a process that writes PNG and
 * decodes no picture never loads it. Its operation cache stays off: every render is new input.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
