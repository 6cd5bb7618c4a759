import { describe, expect, it } from 'vitest';
import {
  findDateRanges,
  isEndBeforeStart,
  isFutureDate,
  overlappingPairs,
  parseDatePoint,
  parseDateRange,
  totalMonths,
} from './dates.ts';

describe('parseDateRange', () => {
  it.each([
    ['Jan 2020 – Sekarang', { start: '2020-01', end: null, current: true }],
    ['Maret 2018 - Desember 2019', { start: '2018-03', end: '2019-12', current: false }],
    ['2019–Present', { start: '2019', end: null, current: true }],
    ['03/2018 - 12/2019', { start: '2018-03', end: '2019-12', current: false }],
    ['Agu 2021 - saat ini', { start: '2021-08', end: null, current: true }],
    ['Mei 2022 – Now', { start: '2022-05', end: null, current: true }],
    ['Okt 2019 s/d Des 2020', { start: '2019-10', end: '2020-12', current: false }],
    ['Januari 2021 sampai sekarang', { start: '2021-01', end: null, current: true }],
    ['June 2016 to August 2018', { start: '2016-06', end: '2018-08', current: false }],
    ['Sep. 2023 Mar. 2024', { start: '2023-09', end: '2024-03', current: false }],
    ['2020-01 – 2021-06', { start: '2020-01', end: '2021-06', current: false }],
    ['Jul 2022 –', { start: '2022-07', end: null, current: true }],
    ['2015', { start: '2015', end: '2015', current: false }],
  ])('%s', (text, want) => {
    expect(parseDateRange(text)).toEqual(want);
  });

  it('finds the range inside an entry line', () => {
    expect(parseDateRange('Staf Admin, PT Maju (Februari 2020 - Juni 2021)')).toEqual({
      start: '2020-02',
      end: '2021-06',
      current: false,
    });
  });

  it('returns null without a date', () => {
    expect(parseDateRange('Staf Admin di PT Maju')).toBeNull();
    expect(parseDateRange('Increased sales by 2500 units')).toBeNull();
  });

  it('parses single points in both languages', () => {
    expect(parseDatePoint('Desember 2019')).toBe('2019-12');
    expect(parseDatePoint('Dec 2019')).toBe('2019-12');
    expect(parseDatePoint('12/2019')).toBe('2019-12');
    expect(parseDatePoint('13/2019')).toBeNull();
    expect(findDateRanges('2018 - 2019, 2020 - 2021')).toHaveLength(2);
  });
});

describe('date consistency helpers', () => {
  const now = new Date('2026-06-15T00:00:00Z');

  it('detects an end before the start', () => {
    expect(isEndBeforeStart({ start: '2021-05', end: '2020-01' })).toBe(true);
    expect(isEndBeforeStart({ start: '2020', end: '2020' })).toBe(false);
    expect(isEndBeforeStart({ start: '2020-03', end: null, current: true })).toBe(false);
  });

  it('detects future dates', () => {
    expect(isFutureDate({ start: '2027-01', end: null }, now)).toBe(true);
    expect(isFutureDate({ start: '2020-01', end: '2026-06' }, now)).toBe(false);
  });

  it('finds overlapping periods beyond a tolerance', () => {
    const items = [
      { start: '2018-01', end: '2020-12', current: false },
      { start: '2020-06', end: '2022-01', current: false },
      { start: '2022-01', end: null, current: true },
    ];
    expect(overlappingPairs(items, 1, now)).toEqual([[0, 1]]);
  });

  it('totals months with overlaps counted once', () => {
    expect(
      totalMonths(
        [
          { start: '2020-01', end: '2020-12' },
          { start: '2020-07', end: '2021-06' },
        ],
        now,
      ),
    ).toBe(18);
  });
});

describe('month words inside names', () => {
  it('does not read "Sepuluh Nopember" or "Sebelas Maret" as a month', () => {
    const its = findDateRanges('Institut Teknologi Sepuluh Nopember 2014 – 2018');
    expect(its.map((r) => [r.start, r.end])).toEqual([['2014', '2018']]);
    const uns = findDateRanges('Universitas Sebelas Maret, Mei 2019 - Juni 2023');
    expect(uns.map((r) => [r.start, r.end])).toEqual([['2019-05', '2023-06']]);
    // The index still points into the original line.
    expect('Institut Teknologi Sepuluh Nopember 2014 – 2018'.slice(its[0]!.index)).toBe(
      '2014 – 2018',
    );
  });

  it('still reads a month that follows a job title', () => {
    expect(findDateRanges('Staf Akuntansi Juni 2020 – Sekarang')[0]).toMatchObject({
      start: '2020-06',
      current: true,
    });
  });
});

describe('dates side by side', () => {
  it('pairs two dates with nothing between them only when they run forward', () => {
    // The end of one entry printed beside the start of the next is no range.
    const line = 'Researcher Mar. 2016 Exp. Jun. 2017 Aug 2014 – Apr 2016';
    expect(findDateRanges(line).map((r) => [r.start, r.end])).toEqual([
      ['2016-03', null],
      ['2017-06', null],
      ['2014-08', '2016-04'],
    ]);
    expect(
      findDateRanges('Core Member & President at 2013 Jun. 2010 Jun. 2017').map((r) => [
        r.start,
        r.end,
      ]),
    ).toEqual([
      ['2013', null],
      ['2010-06', '2017-06'],
    ]);
    // A dash still makes a range, as printed.
    expect(findDateRanges('2020 – 2018').map((r) => [r.start, r.end])).toEqual([['2020', '2018']]);
  });
});

describe('findDateRanges: a month and a year after an apostrophe', () => {
  it('reads "Mar \'19 to Now" and "Jun \'24 - saat ini", never a quoted number alone', () => {
    expect(findDateRanges("Mar '19 to Now")[0]).toMatchObject({ start: '2019-03', current: true });
    expect(findDateRanges("Des '21 – Feb '24")[0]).toMatchObject({
      start: '2021-12',
      end: '2024-02',
    });
    expect(findDateRanges("It's 24 hours, team '24")).toEqual([]);
  });
});

describe('an ongoing end written "to date"', () => {
  it('reads "until to date" and "to date" as ongoing', () => {
    for (const s of ['Sept. 2019 until to date', '7/2023 to date']) {
      const r = findDateRanges(s);
      expect(r, s).toHaveLength(1);
      expect(r[0]!.current, s).toBe(true);
    }
  });
});

describe('month and two-digit year ranges', () => {
  it('reads "03/19 – 08/21" and "08/25 – Present" as ranges', () => {
    expect(findDateRanges('03/19 – 08/21').map((r) => [r.start, r.end])).toEqual([
      ['2019-03', '2021-08'],
    ]);
    expect(findDateRanges('06/23 / 01/26').map((r) => [r.start, r.end])).toEqual([
      ['2023-06', '2026-01'],
    ]);
    expect(findDateRanges('06/23/01')).toEqual([]);
    const open = findDateRanges('08/25 – Present');
    expect(open.map((r) => [r.start, r.current])).toEqual([['2025-08', true]]);
  });

  it('never reads a lone "08/25", a grade or a fraction as a date', () => {
    expect(findDateRanges('Nilai 08/25')).toEqual([]);
    expect(findDateRanges('GPA 3.78/4.00')).toEqual([]);
    expect(findDateRanges('1/2 - 3/4')).toEqual([]);
  });
});

describe('ranges with a slash between their dates', () => {
  it('reads "2010 / 2013", "2019/2020" and "Jan 2019 / Mar 2021" as ranges', () => {
    expect(parseDateRange('2010 / 2013')).toEqual({ start: '2010', end: '2013', current: false });
    expect(parseDateRange('Tahun ajaran 2019/2020')).toEqual({
      start: '2019',
      end: '2020',
      current: false,
    });
    expect(parseDateRange('Jan 2019 / Mar 2021')).toEqual({
      start: '2019-01',
      end: '2021-03',
      current: false,
    });
    expect(parseDateRange('2019 / Present')).toEqual({ start: '2019', end: null, current: true });
  });

  it('keeps a year and its month, a grade, and a backward pair as they were', () => {
    expect(parseDateRange('2020/01')).toEqual({ start: '2020-01', end: '2020-01', current: false });
    expect(findDateRanges('IPK 3.48/4.00')).toEqual([]);
    expect(findDateRanges('2013/2010').map((r) => [r.start, r.end])).toEqual([
      ['2013', null],
      ['2010', null],
    ]);
  });
});

describe('ranges with a shortened or no end', () => {
  it('reads "2019–21" after an en dash, never an ISO month after a hyphen', () => {
    expect(parseDateRange('2019–21\tPT Maju, Staf')).toEqual({
      start: '2019',
      end: '2021',
      current: false,
    });
    expect(parseDateRange('2019 — 22')).toEqual({ start: '2019', end: '2022', current: false });
    expect(parseDateRange('2010-12')).toEqual({ start: '2010-12', end: '2010-12', current: false });
    // Backwards, it is no range.
    expect(findDateRanges('2019–05').every((r) => r.end !== '2005')).toBe(true);
  });

  it('reads "sejak Maret 2019" and "since 2021" as ongoing', () => {
    expect(parseDateRange('sejak Maret 2019\tPT Maju')).toEqual({
      start: '2019-03',
      end: null,
      current: true,
    });
    expect(parseDateRange('Since 2021 Web Developer')).toEqual({
      start: '2021',
      end: null,
      current: true,
    });
  });
});
