/** Device pixel ratios a raster image may be drawn at: 1×, 2× and 3× its layout size. */
export const SCALES = [1, 2, 3] as const;
