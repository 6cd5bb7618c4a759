import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../types.ts';
import { parseCv } from '../analyse/parse.ts';
import { scoreCv } from './score.ts';
import { removeMetrics } from './score-text.ts';
import { NOW, score, strongCv, TEXT } from './spec-fixtures.ts';

describe('monotonicity', () => {
  interface Cuts {
    email: boolean;
    phone: boolean;
    linkedin: boolean;
    summary: boolean;
    skills: boolean;
    metrics: boolean;
  }

  /** The strong CV with the chosen parts taken out of both the parse and the text. */
  function weaken(cuts: Cuts): { parsed: ParsedCv; text: string } {
    const p = strongCv();
    let lines = TEXT.split('\n');
    const contactLine = lines[1]!;
    const parts = contactLine.split(' | ');
    const kept = parts.filter(
      (x) =>
        !(cuts.email && x.includes('@')) &&
        !(cuts.phone && x.startsWith('+62')) &&
        !(cuts.linkedin && x.includes('linkedin')),
    );
    lines[1] = kept.join(' | ');
    p.contact = {
      ...p.contact,
      ...(cuts.email ? { email: null } : {}),
      ...(cuts.phone ? { phone: null } : {}),
      ...(cuts.linkedin ? { linkedin: null } : {}),
    };
    const drop = (key: 'summary' | 'skills', heading: string, until: string | null) => {
      const from = lines.indexOf(heading);
      const to = until ? lines.indexOf(until) : lines.length;
      lines = [...lines.slice(0, from), ...lines.slice(to)];
      p.sections = p.sections.filter((k) => k !== key);
      p.sectionBlocks = p.sectionBlocks.filter((b) => b.key !== key);
    };
    if (cuts.summary) {
      drop('summary', 'RINGKASAN', 'PENGALAMAN KERJA');
      p.summaryText = null;
    }
    if (cuts.skills) {
      drop('skills', 'KEAHLIAN', null);
      p.skills = ['Meta Ads'];
    }
    if (cuts.metrics) {
      lines = lines.map((l) => (l.startsWith('•') ? removeMetrics(l) : l));
      p.experience = p.experience.map((e) => ({ ...e, bullets: e.bullets.map(removeMetrics) }));
      p.sectionBlocks = p.sectionBlocks.map((b) => ({ ...b, lines: b.lines.map(removeMetrics) }));
    }
    return { parsed: p, text: lines.join('\n') };
  }

  it('scores every combination of removals strictly below the original', () => {
    const original = score(strongCv()).score;
    fc.assert(
      fc.property(
        fc.record({
          email: fc.boolean(),
          phone: fc.boolean(),
          linkedin: fc.boolean(),
          summary: fc.boolean(),
          skills: fc.boolean(),
          metrics: fc.boolean(),
        }),
        (cuts) => {
          fc.pre(Object.values(cuts).some(Boolean));
          const { parsed, text } = weaken(cuts);
          expect(score(parsed, text).score).toBeLessThan(original);
        },
      ),
      { numRuns: 64 },
    );
  });

  it('never scores a CV higher for losing one more part', () => {
    const keys = ['email', 'phone', 'linkedin', 'summary', 'skills', 'metrics'] as const;
    fc.assert(
      fc.property(fc.subarray([...keys]), fc.constantFrom(...keys), (removed, extra) => {
        fc.pre(!removed.includes(extra));
        const cuts = Object.fromEntries(
          keys.map((k) => [k, removed.includes(k)]),
        ) as unknown as Cuts;
        const before = weaken(cuts);
        const after = weaken({ ...cuts, [extra]: true });
        expect(score(after.parsed, after.text).score).toBeLessThan(
          score(before.parsed, before.text).score,
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('score: the same CV wrapped or headed differently scores the same', () => {
  const lines = [
    'Budi Santoso',
    'budi@contoh.id | 0812-3456-7890 | Jakarta',
    'Pengalaman Kerja',
    'Staf Keuangan — PT Maju Jaya 2021 – Sekarang',
    '• Mengelola anggaran kantor sebesar Rp 1,1 miliar dan menurunkan biaya',
    'perlengkapan sebesar 14%',
    '• Menyusun laporan pajak bulanan untuk 120 karyawan',
    'Pendidikan',
    'Universitas Indonesia 2016 – 2020',
    'S1 Akuntansi',
  ];
  const wrapped = lines.join('\n');
  const joined = [...lines.slice(0, 4), `${lines[4]} ${lines[5]}`, ...lines.slice(6)].join('\n');

  it('counts a wrapped achievement once, as the one bullet it is', () => {
    const a = scoreCv(parseCv(wrapped), wrapped, { now: NOW });
    const b = scoreCv(parseCv(joined), joined, { now: NOW });
    expect(a.subScores.impact.score).toBe(b.subScores.impact.score);
  });

  it('does not count heading words as content', () => {
    const longer = wrapped
      .replace('Pengalaman Kerja', 'Pengalaman Kerja Profesional')
      .replace('Pendidikan', 'Riwayat Pendidikan');
    expect(parseCv(longer).wordCount).toBe(parseCv(wrapped).wordCount);
  });
});
