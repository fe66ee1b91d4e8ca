export function requiredLiterals(expression: string): string[] | undefined;
