/** The profile as the API sends it (command-api/src/profile, query-api/src/profile). */

import type { CommandDataBody, DataBody } from './common.ts';

export interface Experience {
  id: string;
  title: string;
  company: string;
  from: number;
  to: number | null;
  current: boolean;
  description: string;
}

export interface Education {
  id: string;
  school: string;
  degree: string;
  fieldofstudy: string;
  from: number;
  to: number | null;
  current: boolean;
  description: string;
}

export interface Profile {
  userId: string;
  name: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  location: string;
  about: string;
  skills: string[];
  experience: Experience[];
  education: Education[];
  complete: boolean;
  version: number;
  /** When it was last saved; the command side's type allows null (no profile saved yet). */
  updatedAt: string | null;
}

export interface LocationOption {
  code: string;
  name: string;
  province: string;
}

/** GET /api/profile/me */
export type ProfileResponse = DataBody<Profile>;

/** POST /api/profile: the saved profile. */
export type SaveProfileResponse = CommandDataBody<Profile>;

/** GET /api/locations?q= */
export type LocationsResponse = DataBody<LocationOption[]>;
