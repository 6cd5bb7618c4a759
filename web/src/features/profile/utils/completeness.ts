import type { Profile } from '@karier/api-types';

/** How much of the profile is filled in, 0–100: phone, location, about, skills, experience, education. */
export function profileCompleteness(profile: Profile | null): number {
  if (!profile) return 0;
  const parts = [
    profile.phone.trim() !== '',
    profile.location.trim() !== '',
    profile.about.trim() !== '',
    profile.skills.length > 0,
    profile.experience.length > 0,
    profile.education.length > 0,
  ];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}
