import { ensureWebBuild } from '../infra/scripts/web-build.mjs';

/** Browser tests need web/dist: build it when missing or older than its sources. */
export default function setup() {
  ensureWebBuild();
}
