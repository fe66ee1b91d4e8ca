import type { ResourceWarning } from '../assets/fetch/load-resource.js';

/**
 * A warning as the CLI prints it: where it comes from (a flag, an input file, a design's
 * element), then why. Each reason says what was done instead, so the line ends there.
 */
export function warningLine(warning: ResourceWarning, nameOf: (field: string) => string): string {
  return `glyphcast: warning: ${nameOf(warning.field)}: ${warning.reason}`;
}
