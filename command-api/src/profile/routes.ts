import Router from '@koa/router';
import {
  preferencesSchema,
  profileInputSchema,
  type CommandDataBody,
  type Preferences,
  type Profile,
} from '@karier/api-types';
import { badRequest, preferencesStreamId, profileStreamId } from '@karier/events';
import { answerCommand, bodyOf, commandContext, parseInput } from '@karier/http';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Context } from 'koa';
import type { CommandDeps } from '../deps.ts';
import { createRequireUser } from '../kit/require-user.ts';
import type { ActiveUser } from '../auth/user-decider.ts';
import { StateCache } from '../state-cache.ts';
import { isComplete, type ProfileCommand, type ProfileState } from './profile-decider.ts';
import { parseIfMatch } from './if-match.ts';
import { profiles } from '../aggregates.ts';

/** The profile as the contract shows it (the query side builds the same from its read models). */
function profileOf(user: ActiveUser, state: ProfileState): Profile {
  const p = state.profile;
  const phone = p?.phone ?? '';
  return {
    userId: user.userId,
    name: user.name,
    email: user.email,
    phone,
    phoneDisplay: phone ? (parsePhoneNumberFromString(phone)?.formatNational() ?? phone) : '',
    location: p?.location ?? '',
    about: p?.about ?? '',
    skills: p?.skills ?? [],
    experience: p?.experience ?? [],
    education: p?.education ?? [],
    complete: !!p && isComplete(p),
    version: state.version,
    updatedAt: p?.savedAt ?? null,
  };
}

/** Career profile and notification preferences of the signed-in user (issue 4). */
export function profileRoutes(deps: CommandDeps): Router {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
  const requireUser = createRequireUser(deps);
  const cache = new StateCache();
  const router = new Router();

  const execute = (
    ctx: Context,
    streamId: string,
    actor: { id: string; role: 'user' | 'admin' },
    at: Date,
    command: ProfileCommand,
  ) =>
    profiles.run(
      store,
      streamId,
      command,
      commandContext(ctx, actor, at),
      // Safe to re-decide: a re-run sees the new version and refuses a stale expectedVersion.
      { cache, retries: 5 },
    );

  router.post('/profile', async (ctx) => {
    const { claims, user } = await requireUser(ctx);
    const at = now();
    const input = parseInput(profileInputSchema(at), bodyOf(ctx));
    const fromHeader = parseIfMatch(ctx.get('if-match'));
    if (fromHeader === undefined) {
      throw badRequest('Header If-Match tidak valid', { field: 'expectedVersion' });
    }
    const { expectedVersion, ...profile } = input;
    const result = await execute(
      ctx,
      profileStreamId(claims.sub),
      { id: claims.sub, role: claims.role },
      at,
      {
        type: 'SaveProfile',
        data: { userId: claims.sub, ...profile, expectedVersion: expectedVersion ?? fromHeader },
        metadata: { now: at },
      },
    );
    const first = result.position !== null && result.streamVersion === 1;
    answerCommand<CommandDataBody<Profile>>(
      ctx,
      first ? 201 : 200,
      { data: profileOf(user, result.state) },
      result.position,
    );
  });

  router.put('/settings/preferences', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const input = parseInput(preferencesSchema, bodyOf(ctx));
    const at = now();
    const result = await execute(
      ctx,
      preferencesStreamId(claims.sub),
      { id: claims.sub, role: claims.role },
      at,
      {
        type: 'ChangeNotificationPreferences',
        data: { userId: claims.sub, ...input },
        metadata: { now: at },
      },
    );
    answerCommand<CommandDataBody<Preferences>>(
      ctx,
      200,
      { data: result.state.preferences },
      result.position,
    );
  });

  return router;
}
