// Types of `_detect-set.mjs`, for the test that measures detection on the same set.
export interface DetectionSample {
  language: string;
  name: string;
  text: string;
}
export interface DetectionScore {
  correct: number;
  total: number;
  accuracy: number;
  byLanguage: Map<string, { correct: number; total: number; misses: { name: string; got: string }[] }>;
}
export declare function loadDetectionSet(role?: 'holdout' | 'test' | 'tune'): {
  files: DetectionSample[];
  excerpts: DetectionSample[];
};
export declare function loadHandWrittenSnippets(): DetectionSample[];
export declare function scoreDetector(
  samples: DetectionSample[],
  detect: (text: string) => string | Promise<string>,
  accepts?: (expected: string, got: string, text: string) => boolean | Promise<boolean>,
): Promise<DetectionScore>;
