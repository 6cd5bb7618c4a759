/** Query keys of the CV feature; the UI language is part of those whose text it changes. */
export const cvKeys = {
  all: ['cvs'] as const,
  list: () => ['cvs', 'list'] as const,
  detailAll: (id: string) => ['cvs', 'detail', id] as const,
  detail: (id: string, lang: string) => ['cvs', 'detail', id, lang] as const,
  preview: (id: string, lang: string, revision: string | null) =>
    ['cvs', 'preview', id, lang, revision] as const,
};
