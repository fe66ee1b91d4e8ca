// Types of `_og-card.mjs`, for the tests that check the benchmark card against the layout.
export declare const OG_CARD: { template: 'article'; title: string; subtitle: string; author: string };
export declare const OG_CARD_SIZES: { title: number; subtitle: number; initials: number; author: number };
export declare const OG_WARM_UP_RENDERS: number;
export declare const OG_CODE_CARD: { template: 'code'; title: string; code: string; language: string };
