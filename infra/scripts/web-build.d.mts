/** Builds web/dist when it is missing or older than any web source file. */
export function ensureWebBuild(): void;
