export const PRECOMPILED_LANGUAGES: string[];
export const REGEX_CONVERSION: import('oniguruma-to-es').ToRegExpOptions;
