// `npm run bench`: every benchmark, each printing its figure beside a baseline from the same run.
// `npm run bench -- auth-me rebuild` runs only the ones named.
import { benchUpdateDetails } from '../../command-api/bench/update-details.ts';
import { benchRebuild } from '../../projector/bench/rebuild.ts';
import { benchAuthMe } from '../../query-api/bench/auth-me.ts';

const benches: Record<string, () => Promise<unknown>> = {
  'auth-me': benchAuthMe,
  'update-details': benchUpdateDetails,
  rebuild: benchRebuild,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !Object.hasOwn(benches, name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}
for (const [name, run] of Object.entries(benches)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
