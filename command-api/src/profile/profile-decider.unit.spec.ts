import { AppError } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { describe, expect, it } from 'vitest';
import {
  PROFILE_CHANGED_ELSEWHERE,
  profileDecider,
  type ProfileCommand,
  type ProfileData,
  type ProfileEvent,
} from './profile-decider.ts';

const spec = deciderSpec(profileDecider);
const now = new Date('2026-11-23T10:00:00.000Z');
const later = new Date('2026-11-23T11:00:00.000Z');
const userId = '6f1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a01';

const profile: ProfileData = {
  phone: '+6281234567890',
  location: 'Kota Batam',
  about: 'Kasir berpengalaman',
  skills: ['Excel', 'Pelayanan pelanggan'],
  experience: [
    {
      id: 'e1',
      title: 'Kasir',
      company: 'Toko Sejahtera',
      from: 2020,
      to: null,
      current: true,
      description: '',
    },
  ],
  education: [],
};
const saved = (data: ProfileData, at = now): ProfileEvent => ({
  type: 'ProfileSaved',
  data: { userId, ...data, savedAt: at.toISOString() },
});
const save = (data: ProfileData, expectedVersion: number | null, at = now): ProfileCommand => ({
  type: 'SaveProfile',
  data: { userId, ...data, expectedVersion },
  metadata: { now: at },
});
const isConflict = (err: unknown) =>
  err instanceof AppError && err.status === 409 && err.message === PROFILE_CHANGED_ELSEWHERE;

describe('SaveProfile', () => {
  it('saves the first profile as a full snapshot', () => {
    spec
      .given([])
      .when(save(profile, null))
      .then([saved(profile)]);
  });

  it('accepts expectedVersion 0 for the first save', () => {
    spec
      .given([])
      .when(save(profile, 0))
      .then([saved(profile)]);
  });

  it('saves a later change with the loaded version', () => {
    const changed = { ...profile, about: 'Kasir dan admin gudang', skills: ['Excel'] };
    spec
      .given([saved(profile)])
      .when(save(changed, 1, later))
      .then([saved(changed, later)]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([saved(profile)])
      .when(save({ ...profile }, 1, later))
      .then([]);
  });

  it('refuses a stale expected version with 409 and the contract message', () => {
    const changed = { ...profile, about: 'Versi lama' };
    spec
      .given([saved(profile), saved({ ...profile, location: 'Kota Medan' })])
      .when(save(changed, 1, later))
      .thenThrows(isConflict);
  });

  it('refuses an expected version ahead of the stream', () => {
    spec.given([]).when(save(profile, 3)).thenThrows(isConflict);
  });
});

describe('ChangeNotificationPreferences', () => {
  const change = (email: boolean, inApp: boolean): ProfileCommand => ({
    type: 'ChangeNotificationPreferences',
    data: { userId, emailNotifications: email, inAppNotifications: inApp },
    metadata: { now },
  });
  const changed = (email: boolean, inApp: boolean): ProfileEvent => ({
    type: 'NotificationPreferencesChanged',
    data: {
      userId,
      emailNotifications: email,
      inAppNotifications: inApp,
      changedAt: now.toISOString(),
    },
  });

  it('records a change of preferences', () => {
    spec
      .given([])
      .when(change(false, true))
      .then([changed(false, true)]);
  });

  it('records nothing when the preferences are already so', () => {
    spec
      .given([changed(false, true)])
      .when(change(false, true))
      .then([]);
  });

  it('records a change back to the defaults', () => {
    spec
      .given([changed(false, false)])
      .when(change(true, true))
      .then([changed(true, true)]);
  });

  it('evolves the preferences and the version', () => {
    const state = [changed(false, true)].reduce(
      profileDecider.evolve,
      profileDecider.initialState(),
    );
    expect(state).toMatchObject({
      version: 1,
      preferences: { emailNotifications: false, inAppNotifications: true },
    });
  });
});
