/** Stream naming: `<category>-<id>`. One helper so nobody hand-builds stream ids. */
export const userStreamId = (userId: string) => `user-${userId}`;

export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

export function streamEntityId(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? '' : streamId.slice(dash + 1);
}
