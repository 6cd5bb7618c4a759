/** Career profile and preferences events (issue 4). */
export const profileEvents = [] as const;
