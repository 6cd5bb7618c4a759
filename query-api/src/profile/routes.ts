import Router from '@koa/router';
import type {
  DataBody,
  LocationsResponse,
  Preferences,
  Profile,
  ProfileResponse,
} from '@karier/api-types';
import { notFound } from '@karier/events';
import { type ReadStore, type TokenService } from '@karier/store';
import type {
  PreferencesRow as PreferencesReadModelRow,
  ProfileRow as ProfileReadModelRow,
} from '@karier/projector';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { authenticate, type CurrentUser } from '../auth/authenticate.ts';
import { searchLocations } from './locations.ts';

/** A profile row with its sealed lists opened. */
type ProfileRow = Pick<
  ProfileReadModelRow,
  'phone' | 'location' | 'about' | 'version' | 'updated_at'
> & {
  /** A list once opened (a JSON list for a v1 event). */
  skills: unknown;
  experience: unknown;
  education: unknown;
};

type PreferencesRow = Pick<PreferencesReadModelRow, 'email_notifications' | 'in_app_notifications'>;

const PROFILE_SQL = `
  select phone, location, about, skills, experience, education, version, updated_at
    from profiles where user_id = $1`;
const PREFERENCES_SQL = `
  select email_notifications, in_app_notifications
    from notification_preferences where user_id = $1`;

/** '+6281234567890' → '0812-3456-7890'; '' stays ''. */
export function phoneDisplay(e164: string): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/** The opened skills: a list, or the JSON list a v1 event (skills not yet sealed) left. */
function skillList(v: unknown): string[] {
  let list: unknown = v;
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

function toProfile(user: CurrentUser, row: ProfileRow): Profile {
  const skills = skillList(row.skills);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    phone: row.phone,
    phoneDisplay: phoneDisplay(row.phone),
    location: row.location,
    about: row.about,
    skills,
    experience: Array.isArray(row.experience) ? row.experience : [],
    education: Array.isArray(row.education) ? row.education : [],
    complete:
      row.phone.trim() !== '' &&
      row.location.trim() !== '' &&
      row.about.trim() !== '' &&
      skills.length > 0,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The signed-in user's profile and preferences; the public location search (issue 4). */
export function profileRoutes(store: ReadStore, tokens: TokenService): Router {
  const router = new Router();
  const { db, vault } = store;
  const auth = authenticate(store, tokens);

  router.get('/profile/me', auth, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const [sealed] = await db.query<ProfileRow>('karier_profile_me', PROFILE_SQL, [user.id]);
    if (!sealed) throw notFound('Profile not found');
    const [row] = (await vault.openRows(
      db.knex,
      [sealed],
      ['phone', 'location', 'about', 'skills', 'experience', 'education'],
    )) as [ProfileRow];
    ctx.body = { success: true, data: toProfile(user, row) } satisfies ProfileResponse;
  });

  router.get('/settings/preferences', auth, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const [row] = await db.query<PreferencesRow>('karier_preferences', PREFERENCES_SQL, [user.id]);
    ctx.body = {
      success: true,
      data: {
        emailNotifications: row?.email_notifications ?? true,
        inAppNotifications: row?.in_app_notifications ?? true,
      },
    } satisfies DataBody<Preferences>;
  });

  router.get('/locations', (ctx) => {
    const q = typeof ctx.query.q === 'string' ? ctx.query.q.slice(0, 100) : '';
    ctx.body = { success: true, data: searchLocations(q) } satisfies LocationsResponse;
  });

  return router;
}
