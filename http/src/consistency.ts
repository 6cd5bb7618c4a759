/** Header carrying the read-your-writes token: the event position a command answered with. */
export const POSITION_HEADER = 'X-Karier-Position';

export function parsePositionHeader(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
