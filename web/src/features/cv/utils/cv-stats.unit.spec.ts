import { describe, expect, it } from 'vitest';
import type { CvListItem } from '@karier/api-types';
import { cvStats, filterCvs } from './cv-stats.ts';

const cv = (title: string, status: string, downloadable = false) =>
  ({ id: title, title, status, downloadable }) as CvListItem;

describe('dashboard CV counters and search', () => {
  const cvs = [
    cv('CV Rina Kusumawati', 'completed', true),
    cv('CV Budi Santoso', 'draft'),
    cv('Résumé Andi', 'draft'),
  ];

  it('counts total, completed and draft', () => {
    expect(cvStats(cvs)).toEqual({ total: 3, completed: 1, draft: 2 });
    expect(cvStats([])).toEqual({ total: 0, completed: 0, draft: 0 });
  });

  it('filters by every word of the title, ignoring case and accents', () => {
    expect(filterCvs(cvs, '').length).toBe(3);
    expect(filterCvs(cvs, 'rina').map((c) => c.title)).toEqual(['CV Rina Kusumawati']);
    expect(filterCvs(cvs, 'cv santoso').map((c) => c.title)).toEqual(['CV Budi Santoso']);
    expect(filterCvs(cvs, 'resume').map((c) => c.title)).toEqual(['Résumé Andi']);
    expect(filterCvs(cvs, 'tidak ada')).toEqual([]);
  });
});
