import { describe, expect, it } from 'vitest';
import type { CvReading } from '@karier/api-types';
import {
  doubtedPartLabels,
  downloadAction,
  joinParts,
  readingNoticeState,
} from './reading-notice.ts';

const doubted: CvReading = {
  understood: false,
  doubts: [
    {
      part: 'experience',
      code: 'dates_without_entry',
      count: 2,
      label: 'Pengalaman Kerja',
      message: 'a',
    },
    { part: 'education', code: 'entry_without_dates', count: 1, label: 'Pendidikan', message: 'b' },
    {
      part: 'experience',
      code: 'heading_without_section',
      label: 'Pengalaman Kerja',
      message: 'c',
    },
  ],
};

describe('the reading notice of the results page (issue 27)', () => {
  it('names each doubted part once, joined as a sentence says it', () => {
    const labels = doubtedPartLabels(doubted);
    expect(labels).toEqual(['Pengalaman Kerja', 'Pendidikan']);
    expect(joinParts(labels, 'id')).toBe('Pengalaman Kerja dan Pendidikan');
    expect(joinParts(['Name', 'Work Experience', 'Education'], 'en')).toBe(
      'Name, Work Experience and Education',
    );
    expect(joinParts(['Nama'], 'id')).toBe('Nama');
  });

  it('shows nothing for an understood reading or an analysis from before readings', () => {
    expect(readingNoticeState(undefined)).toBe('none');
    expect(readingNoticeState({ understood: true, doubts: [] })).toBe('none');
    expect(readingNoticeState(doubted)).toBe('doubted');
    expect(readingNoticeState({ ...doubted, confirmed: true })).toBe('confirmed');
  });
});

describe('the download button and the review gate (issue 27)', () => {
  it('leads a doubted, unchecked reading to the review, even when the CV is downloadable', () => {
    expect(downloadAction(doubted, true, 'rev-1')).toBe('review');
    expect(downloadAction(doubted, false, null)).toBe('review');
  });
  it('downloads or asks for payment once the reading is checked, or was understood', () => {
    expect(downloadAction({ ...doubted, confirmed: true }, true, 'rev-1')).toBe('download');
    expect(downloadAction({ understood: true, doubts: [] }, false, 'rev-1')).toBe('pay');
    expect(downloadAction(undefined, true, null)).toBe('pay');
  });
});
