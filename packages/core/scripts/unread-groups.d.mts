export function groupsReadByRules(grammars: unknown): Map<string, Set<number> | 'all'>;
export function withoutUnreadGroups(
  pattern: string,
  flags: string,
  read: Set<number>,
  notes?: { hiddenCaptures?: number[]; transfers?: [number, number[]][] },
): { pattern: string; groups: number[] } | undefined;
