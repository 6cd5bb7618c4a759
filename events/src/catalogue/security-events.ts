/** Account security events: two-factor, password reset, external sign-in (issue 4). */
export const securityEvents = [] as const;
