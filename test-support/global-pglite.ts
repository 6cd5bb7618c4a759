import { setupPgliteTemplate } from './pglite-template.ts';

/** One initialised PGlite directory per run, copied by every test that opens PGlite. */
export default function setup() {
  return setupPgliteTemplate();
}
