/**
 * Below this confidence `language: auto` draws plain text: uncoloured code reads better than
 * code in a wrong language's colours. Calibrated on the tuning set (docs/language-detection.md).
 */
export const PLAIN_TEXT_BELOW = 0.3;
