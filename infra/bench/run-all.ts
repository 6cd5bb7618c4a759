// `npm run bench`: every benchmark, each printing its figure beside a baseline from the same run.
import { benchUpdateDetails } from '../../command-api/bench/update-details.ts';
import { benchRebuild } from '../../projector/bench/rebuild.ts';
import { benchAuthMe } from '../../query-api/bench/auth-me.ts';

await benchAuthMe();
await benchUpdateDetails();
await benchRebuild();
