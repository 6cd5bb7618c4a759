import { describe, expect, it } from 'vitest';
import type { ExperienceEntry } from '../types.ts';
import { ENTRY_REACH, entryNotes, entryStream } from './account-entries.ts';

const job = (company: string, start: string, end: string, bullets: string[]): ExperienceEntry =>
  ({
    title: 'Digital Marketing Specialist',
    company,
    start,
    end,
    current: false,
    bullets,
  }) as ExperienceEntry;

describe('entry notes: a place wrapped from an entry header', () => {
  it('stays with the entry above, and does not open the next one', () => {
    const entries = [
      job('CV Karya Mandiri', '2023-01', '2024-01', ['Reached 120% of the sales target']),
      job('Hotel Santika Bandung', '2022-06', '2022-12', ['Produced 60 short videos']),
    ];
    const lines = [
      'Digital Marketing Specialist — CV Karya Mandiri,',
      'Makassar',
      '01/2023 - 01/2024',
      '• Reached 120% of the sales target',
      'Digital Marketing Specialist — Hotel Santika Bandung,',
      'Jakarta',
      '06/2022 - 12/2022',
      '• Produced 60 short videos',
    ];
    const { notes } = entryNotes(lines, entries, entryStream, (e) => e.bullets);
    expect(notes).toEqual([['Makassar'], ['Jakarta']]);
  });
});

describe('entry notes: the reach of a line', () => {
  it("keeps a line held only by an entry beyond the reach as the current entry's note", () => {
    const entries = Array.from({ length: ENTRY_REACH + 3 }, (_, i) =>
      job(`PT Mitra ${i + 1}`, `${2000 + i}-01`, `${2000 + i}-12`, [`Menyusun laporan ${i + 1}`]),
    );
    const far = entries.at(-1)!;
    const lines = [
      `Digital Marketing Specialist — PT Mitra 1`,
      far.bullets[0]!,
      '• Menyusun laporan 1',
      `Digital Marketing Specialist — PT Mitra 2`,
    ];
    const { notes } = entryNotes(lines, entries, entryStream, (e) => e.bullets);
    expect(notes[0]).toEqual([far.bullets[0]]);
    expect(notes.slice(1).flat()).toEqual([]);
  });
});
