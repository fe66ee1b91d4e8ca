/**
 * The client went away (closed the connection mid-body or before its answer): nobody is left
 * to answer, so this is neither the caller's error nor ours, and is not logged.
 */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
  constructor() {
    super('the client closed the connection');
  }
}
