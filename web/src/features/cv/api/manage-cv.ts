import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type {
  CvListItem,
  CvResult,
  DeleteCvResponse,
  RenameCvRequest,
  RenameCvResponse,
} from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/** PATCH /api/cvs/{id} — the owner gives the CV another title. */
export function renameCv(id: string, title: string): Promise<RenameCvResponse> {
  return api.patch<RenameCvResponse>(`/cvs/${encodeURIComponent(id)}`, {
    title,
  } satisfies RenameCvRequest);
}

/** DELETE /api/cvs/{id} — the owner deletes the CV (its files go too). */
export function deleteCv(id: string): Promise<DeleteCvResponse> {
  return api.delete<DeleteCvResponse>(`/cvs/${encodeURIComponent(id)}`);
}

export function useRenameCv(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameCv(id, title),
    onSuccess: ({ data }) => {
      // The list and every cached language of the result show the new title at once.
      queryClient.setQueryData<CvListItem[]>(cvKeys.list(), (old) =>
        old?.map((cv) => (cv.id === id ? { ...cv, title: data.title } : cv)),
      );
      queryClient.setQueriesData<CvResult>({ queryKey: cvKeys.detailAll(id) }, (old) =>
        old ? { ...old, cv: { ...old.cv, title: data.title } } : old,
      );
    },
  });
}

export function useDeleteCv(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCv(id),
    onSuccess: () => {
      queryClient.setQueryData<CvListItem[]>(cvKeys.list(), (old) =>
        old?.filter((cv) => cv.id !== id),
      );
      queryClient.removeQueries({ queryKey: cvKeys.detailAll(id) });
      void queryClient.invalidateQueries({ queryKey: cvKeys.list() });
    },
  });
}
