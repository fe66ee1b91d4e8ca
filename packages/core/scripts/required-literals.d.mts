export function requiredLiterals(expression: string): { needs: string[]; caseless: boolean } | undefined;
