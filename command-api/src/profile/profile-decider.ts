import { AppError, type EducationEntry, type EventOf, type ExperienceEntry } from '@karier/events';

// ---- State ----

export type ProfileEvent = EventOf<'ProfileSaved' | 'NotificationPreferencesChanged'>;

export interface ProfileData {
  phone: string;
  location: string;
  about: string;
  skills: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
}

export interface Preferences {
  emailNotifications: boolean;
  inAppNotifications: boolean;
}

/**
 * One state for both streams of a user (`profile-<id>` and `preferences-<id>`): each stream
 * only ever holds its own events, so the other half stays at its initial value.
 */
export interface ProfileState {
  /** Events in the stream so far: the version clients send back as `expectedVersion`. */
  version: number;
  profile: (ProfileData & { savedAt: string }) | null;
  preferences: Preferences;
}

export const defaultPreferences: Preferences = {
  emailNotifications: true,
  inAppNotifications: true,
};

export const initialState = (): ProfileState => ({
  version: 0,
  profile: null,
  preferences: defaultPreferences,
});

// ---- Commands ----

interface Meta {
  now: Date;
}

export type ProfileCommand =
  | {
      type: 'SaveProfile';
      data: ProfileData & { userId: string; expectedVersion: number | null };
      metadata: Meta;
    }
  | {
      type: 'ChangeNotificationPreferences';
      data: Preferences & { userId: string };
      metadata: Meta;
    };

export const PROFILE_CHANGED_ELSEWHERE =
  'Profil telah diubah di tab atau perangkat lain. Muat ulang halaman untuk melihat versi terbaru.';

/** Complete: non-blank phone, location and about, and at least one skill. */
export const isComplete = (p: ProfileData) =>
  p.phone.trim() !== '' && p.location.trim() !== '' && p.about.trim() !== '' && p.skills.length > 0;

// ---- Decide ----

const sameProfile = (a: ProfileData, b: ProfileData) =>
  JSON.stringify([a.phone, a.location, a.about, a.skills, a.experience, a.education]) ===
  JSON.stringify([b.phone, b.location, b.about, b.skills, b.experience, b.education]);

export function decide(command: ProfileCommand, state: ProfileState): ProfileEvent[] {
  const now = command.metadata.now.toISOString();
  switch (command.type) {
    case 'SaveProfile': {
      const { userId, expectedVersion, ...profile } = command.data;
      if (expectedVersion !== null && expectedVersion !== state.version) {
        throw new AppError('CONCURRENCY_CONFLICT', PROFILE_CHANGED_ELSEWHERE, {
          currentVersion: state.version,
        });
      }
      if (state.profile && sameProfile(state.profile, profile)) return [];
      return [{ type: 'ProfileSaved', data: { userId, ...profile, savedAt: now } }];
    }
    case 'ChangeNotificationPreferences': {
      const { userId, emailNotifications, inAppNotifications } = command.data;
      const p = state.preferences;
      if (
        state.version > 0 &&
        p.emailNotifications === emailNotifications &&
        p.inAppNotifications === inAppNotifications
      ) {
        return [];
      }
      return [
        {
          type: 'NotificationPreferencesChanged',
          data: { userId, emailNotifications, inAppNotifications, changedAt: now },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

// ---- Evolve ----

export function evolve(state: ProfileState, event: ProfileEvent): ProfileState {
  switch (event.type) {
    case 'ProfileSaved': {
      const { userId: _userId, ...profile } = event.data;
      return { ...state, version: state.version + 1, profile };
    }
    case 'NotificationPreferencesChanged':
      return {
        ...state,
        version: state.version + 1,
        preferences: {
          emailNotifications: event.data.emailNotifications,
          inAppNotifications: event.data.inAppNotifications,
        },
      };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const profileDecider = { decide, evolve, initialState };
