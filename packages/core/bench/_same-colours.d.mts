// Types of `_same-colours.mjs`, for its test.
export declare function sameColours(expected: string, got: string | undefined, text: string): Promise<boolean>;
