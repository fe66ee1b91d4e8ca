/** A mistake in how the command was called: exit status 2, one line, no stack. */
export class UsageError extends Error {}
