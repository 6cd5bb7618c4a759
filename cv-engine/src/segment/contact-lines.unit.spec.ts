import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import { isContactLine } from './contact-lines.ts';
import { splitSections } from './sections.ts';

describe('isContactLine: a contact detail on its own line', () => {
  it('reads emails, addresses, phone numbers and places', () => {
    expect(isContactLine('mulyadi.work@outlook.com')).toBe(true);
    expect(isContactLine('www.linkedin.com/in/mulyadi-21')).toBe(true);
    expect(isContactLine('+62 821 9199 9580')).toBe(true);
    expect(isContactLine('Bekasi, West Java')).toBe(true);
    expect(isContactLine('Makassar, Sulawesi Selatan')).toBe(true);
  });

  it('reads no entry line, bullet or skill', () => {
    expect(isContactLine('Universitas Airlangga — Associate Degree Computer Science')).toBe(false);
    expect(isContactLine('AUGUST 2016 - AUGUST 2020')).toBe(false);
    expect(isContactLine('2018 - 2019')).toBe(false);
    expect(isContactLine('Docker')).toBe(false);
    expect(isContactLine('Resolved 30 tickets per week, 2 hours on average at PT Bank')).toBe(
      false,
    );
  });
});

describe('splitSections: a column that opens on contact details', () => {
  const main = (heading = false): LineHint => ({ size: 1, bold: heading, heading, region: 'main' });
  const side = (heading = false): LineHint => ({ size: 1, bold: heading, heading, region: 'side' });
  const rows: [string, LineHint | null][] = [
    ['Mulyadi', main()],
    ['Web Developer', main()],
    ['', null],
    ['EDUCATION', main(true)],
    ['Universitas Airlangga — Associate Degree Computer Science', main()],
    ['AUGUST 2016 - AUGUST 2020', main()],
    ['', null],
    ['mulyadi.work@outlook.com', side()],
    ['Makassar, South Sulawesi', side()],
    ['www.linkedin.com/in/mulyadi-21', side()],
    ['', null],
    ['SKILLS', side(true)],
    ['Docker', side()],
  ];
  const text = rows.map(([l]) => l).join('\n');
  const hints = rows.map(([, h]) => h);

  it('hands them to the header, not to the section the other column ended with', () => {
    const split = splitSections(text, { hints });
    const education = split.blocks.find((b) => b.key === 'education')!;
    expect(education.lines).toEqual([
      'Universitas Airlangga — Associate Degree Computer Science',
      'AUGUST 2016 - AUGUST 2020',
    ]);
    expect(split.intro).toContain('mulyadi.work@outlook.com');
    expect(split.intro).toContain('Makassar, South Sulawesi');
  });

  it('leaves dates of a label column beside their entries', () => {
    const label = (t: string): [string, LineHint] => [t, { ...main(), region: 'label' }];
    const timeline: [string, LineHint | null][] = [
      ['Mulyadi', main()],
      ['', null],
      ['EXPERIENCE', main(true)],
      label('2019 - 2021'),
      ['Web Developer — PT Bank Harapan Nusantara', main()],
      label('2021 - 2023'),
      ['Software Engineer — PT Indofood', main()],
    ];
    const split = splitSections(timeline.map(([l]) => l).join('\n'), {
      hints: timeline.map(([, h]) => h),
    });
    expect(split.blocks[0]!.lines).toContain('2019 - 2021');
    expect(split.blocks[0]!.lines).toContain('2021 - 2023');
  });

  it('leaves lines of the same column where they are', () => {
    const one = rows.map(([l, h]): [string, LineHint | null] => [l, h && { ...h, region: 'main' }]);
    const split = splitSections(one.map(([l]) => l).join('\n'), { hints: one.map(([, h]) => h) });
    expect(split.blocks.find((b) => b.key === 'education')!.lines).toContain(
      'mulyadi.work@outlook.com',
    );
  });
});
