/** Node's parseArgs refusals (an unknown option, a missing value): the user's, not ours. */
export function isArgumentError(error: unknown): error is Error {
  return error instanceof Error && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
}
