import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, SaveProfileResponse } from '@karier/api-types';
import { api } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/query-keys.ts';
import type { CvStructure } from './lengkapi.ts';
import { profileWithEntries } from '../utils/structure.ts';

/**
 * "Simpan ke profil": the corrected CV's work and education entries added to the career
 * profile through the profile's own API (GET /api/profile/me, then POST /api/profile with the
 * version read, so a profile changed meanwhile is not overwritten).
 */
export async function saveEntriesToProfile(structure: CvStructure) {
  const { data: profile } = await api.get<ProfileResponse>('/profile/me');
  const { request, added, skipped } = profileWithEntries(profile, structure);
  if (added > 0) await api.post<SaveProfileResponse>('/profile', request);
  return { added, skipped };
}

export function useSaveEntriesToProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntriesToProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
