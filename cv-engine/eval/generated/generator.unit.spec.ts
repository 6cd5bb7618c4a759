import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/extract/index.ts';
import type { ParsedCv } from '../../src/types.ts';
import { FAMILIES, LANGS, planCorpus, producersOf } from './corpus.ts';
import { DOCX_FAMILIES } from './docx.ts';
import {
  figuresOf,
  parseGeneratedArgs,
  scoreReading,
  untitled,
  printedName,
  asFixturePerson,
  type DocScore,
} from './eval-generated.ts';
import { HTML_FAMILIES } from './html.ts';
import { generateCv, truthSections, type GeneratedCv } from './truth.ts';
import { linkedinDuration, UNSEEN_DOCX_FAMILIES, UNSEEN_HTML_FAMILIES } from './unseen.ts';
import {
  capitalName,
  middleInitials,
  UNSEEN2_DOCX_FAMILIES,
  UNSEEN2_HTML_FAMILIES,
} from './unseen2.ts';
import {
  surnameCaps,
  trunkPhone,
  UNSEEN3_DOCX_FAMILIES,
  UNSEEN3_HTML_FAMILIES,
  UNSEEN3_LABELS,
} from './unseen3.ts';
import { WIDE_DOCX_FAMILIES, WIDE_HTML_FAMILIES } from './wide.ts';

async function documentXml(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  return zip.file('word/document.xml')!.async('string');
}

describe('the generated CV corpus', () => {
  it('is the same for the same seed, and another for another seed', async () => {
    const a = planCorpus({ seed: 27, n: 1 });
    const b = planCorpus({ seed: 27, n: 1 });
    const c = planCorpus({ seed: 28, n: 1 });
    expect(a).toEqual(b);
    expect(a.map((x) => x.name)).not.toEqual(c.map((x) => x.name));
    for (const [i, cv] of a.entries()) {
      const html = HTML_FAMILIES[cv.family];
      if (html) expect(html(cv)).toBe(html(b[i]!));
      const docx = DOCX_FAMILIES[cv.family];
      if (docx) {
        expect(await documentXml(await docx(cv))).toBe(await documentXml(await docx(b[i]!)));
      }
    }
  }, 60_000);

  it('keeps a document the same when --n or --families change', () => {
    const small = planCorpus({ seed: 27, n: 1, families: ['europass'] });
    const large = planCorpus({ seed: 27, n: 3 });
    expect(large.find((x) => x.id === small[0]!.id)).toEqual(small[0]);
  });

  it('has at least twelve families, each in both languages and drawn by a producer', () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(12);
    for (const f of FAMILIES) expect(producersOf(f.name), f.name).not.toEqual([]);
    const cvs = planCorpus({ seed: 27, n: 1 });
    for (const f of FAMILIES) {
      expect(cvs.filter((x) => x.family === f.name).map((x) => x.lang)).toEqual([...LANGS]);
    }
  });

  it('holds out one document in four of every family and language, chosen by seed', () => {
    const cvs = planCorpus({ seed: 27, n: 12 });
    for (const f of FAMILIES) {
      for (const lang of LANGS) {
        const mine = cvs.filter((x) => x.family === f.name && x.lang === lang);
        expect(
          mine.filter((x) => x.heldOut),
          `${f.name} ${lang}`,
        ).toHaveLength(3);
      }
    }
    const other = planCorpus({ seed: 28, n: 12 });
    expect(other.map((x) => x.heldOut)).not.toEqual(cvs.map((x) => x.heldOut));
  });

  it('varies the vocabulary real CVs vary: headings, date formats, titles, missing phones', () => {
    const apart = new Set(
      FAMILIES.filter((f) => f.wide || f.unseen || f.unseen2 || f.unseen3).map((f) => f.name),
    );
    const cvs = planCorpus({ seed: 27, n: 12 }).filter((x) => !apart.has(x.family));
    const headings = new Set(
      cvs.filter((x) => x.lang === 'id').map((x) => x.style.headings.experience),
    );
    expect(headings).toEqual(new Set(['Pengalaman Kerja', 'Riwayat Pekerjaan', 'Pengalaman']));
    expect(new Set(cvs.map((x) => x.style.dateFormat)).size).toBeGreaterThanOrEqual(6);
    expect(cvs.some((x) => x.nameDisplay !== x.name)).toBe(true);
    expect(cvs.some((x) => x.phone === null)).toBe(true);
    expect(cvs.some((x) => x.phone?.startsWith('08'))).toBe(true);
    expect(cvs.some((x) => x.phone?.startsWith('+62'))).toBe(true);
    expect(cvs.some((x) => !x.name.includes(' '))).toBe(true);
    // The truth's phone is the printed one in E.164.
    for (const cv of cvs.filter((x) => x.phone)) {
      expect(cv.phoneE164!.slice(3)).toBe(cv.phone!.replace(/\D/gu, '').replace(/^(?:62|0)/u, ''));
    }
  });

  it('draws every Word family as a DOCX whose text holds the truth it was made from', async () => {
    for (const [i, family] of Object.keys(DOCX_FAMILIES).entries()) {
      const cv = generateCv({ family, lang: i % 2 ? 'en' : 'id', index: 0, seed: 27 });
      const doc = await extractDocument(await DOCX_FAMILIES[family]!(cv));
      const text = doc.text.toLowerCase();
      for (const fact of [cv.name, cv.email, ...cv.experience.map((j) => j.organisation)]) {
        expect(text, `${family}: ${fact}`).toContain(fact.toLowerCase());
      }
    }
  }, 60_000);

  it('draws every HTML family with the truth it was made from', () => {
    for (const [i, family] of Object.keys(HTML_FAMILIES).entries()) {
      const cv = generateCv({ family, lang: i % 2 ? 'en' : 'id', index: 0, seed: 27 });
      // Some families type the name in capitals.
      const html = HTML_FAMILIES[family]!(cv).toLowerCase();
      for (const fact of [cv.nameDisplay, cv.email, ...cv.experience.map((j) => j.dates)]) {
        expect(html, `${family}: ${fact}`).toContain(fact.toLowerCase().replaceAll('&', '&amp;'));
      }
    }
  });
});

describe('the wide families (their own words; tuning families since their cold record)', () => {
  const cvs = planCorpus({ seed: 27, n: 8 });
  const wide = new Set(FAMILIES.filter((f) => f.wide).map((f) => f.name));
  const wideCvs = cvs.filter((x) => wide.has(x.family));
  const unseen = new Set(FAMILIES.filter((f) => f.unseen).map((f) => f.name));
  const others = cvs.filter((x) => !wide.has(x.family) && !unseen.has(x.family));

  it('are at least four layouts, split into tuning and held-out documents like the others', () => {
    expect(wide.size).toBeGreaterThanOrEqual(4);
    expect(wideCvs.length).toBeGreaterThan(0);
    for (const cv of wideCvs) {
      const plain = generateCv({ family: cv.family, lang: cv.lang, index: cv.index, seed: 27 });
      expect(cv.heldOut, cv.id).toBe(plain.heldOut);
    }
    expect(wideCvs.some((x) => x.heldOut)).toBe(true);
    expect(wideCvs.some((x) => !x.heldOut)).toBe(true);
  });

  it('print headings, labels and date formats no other family prints, with the same facts', () => {
    const headingsOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => Object.values(x.style.headings)));
    const theirs = headingsOf(others);
    for (const h of headingsOf(wideCvs)) expect(theirs.has(h), h).toBe(false);
    const labels = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => [x.style.phoneLabel, x.style.locationLabel]).filter(Boolean));
    expect([...labels(wideCvs)].filter((l) => labels(others).has(l))).toEqual([]);
    // A date range of a wide CV is worded its own way, and its facts are the plain CV's.
    for (const cv of wideCvs.slice(0, 6)) {
      const plain = generateCv({ family: cv.family, lang: cv.lang, index: cv.index, seed: 27 });
      expect(cv.name).toBe(plain.name);
      expect(cv.experience.map((j) => j.organisation)).toEqual(
        plain.experience.map((j) => j.organisation),
      );
      expect(cv.experience.map((j) => j.start)).toEqual(plain.experience.map((j) => j.start));
    }
  });

  it('draw their truth in HTML and Word', async () => {
    for (const cv of wideCvs.filter((x) => x.index === 0)) {
      const texts: string[] = [];
      if (WIDE_HTML_FAMILIES[cv.family]) texts.push(WIDE_HTML_FAMILIES[cv.family]!(cv));
      if (WIDE_DOCX_FAMILIES[cv.family]) {
        texts.push((await extractDocument(await WIDE_DOCX_FAMILIES[cv.family]!(cv))).text);
      }
      expect(texts.length, cv.family).toBeGreaterThan(0);
      for (const text of texts) {
        const t = text.toLowerCase().replaceAll('&amp;', '&');
        for (const fact of [cv.email, ...cv.experience.map((j) => j.dates)])
          expect(t, `${cv.id}: ${fact}`).toContain(fact.toLowerCase());
      }
    }
  }, 60_000);
});

describe('the unseen families (their own words; tuning families since their cold record)', () => {
  const cvs = planCorpus({ seed: 27, n: 8 });
  const unseen = new Set(FAMILIES.filter((f) => f.unseen).map((f) => f.name));
  const mine = cvs.filter((x) => unseen.has(x.family));
  const others = cvs.filter((x) => !unseen.has(x.family));

  it('are at least three layouts in both languages, split into tuning and held-out documents', () => {
    expect(unseen.size).toBeGreaterThanOrEqual(3);
    for (const f of unseen) {
      expect(new Set(mine.filter((x) => x.family === f).map((x) => x.lang))).toEqual(
        new Set(LANGS),
      );
      expect(producersOf(f), f).not.toEqual([]);
    }
    for (const cv of mine) {
      const plain = generateCv({ family: cv.family, lang: cv.lang, index: cv.index, seed: 27 });
      expect(cv.heldOut, cv.id).toBe(plain.heldOut);
    }
    expect(mine.some((x) => x.heldOut)).toBe(true);
    expect(mine.some((x) => !x.heldOut)).toBe(true);
  });

  it('each print headings, labels and dates no other family prints, with the same facts', () => {
    const headingsOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => Object.values(x.style.headings)));
    const dateShape = (d: string) => d.replace(/[0-9]/gu, '9');
    const datesOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => x.experience.map((j) => dateShape(j.dates))));
    const theirHeadings = headingsOf(others);
    const theirDates = datesOf(others);
    for (const f of unseen) {
      const fam = mine.filter((x) => x.family === f);
      expect(
        [...headingsOf(fam)].some((h) => !theirHeadings.has(h)),
        f,
      ).toBe(true);
      expect(
        [...datesOf(fam)].some((d) => !theirDates.has(d)),
        f,
      ).toBe(true);
      for (const cv of fam.slice(0, 4)) {
        const plain = generateCv({ family: cv.family, lang: cv.lang, index: cv.index, seed: 27 });
        expect(cv.name).toBe(plain.name);
        expect(cv.phoneE164).toBe(plain.phoneE164);
        expect(cv.experience.map((j) => [j.organisation, j.start])).toEqual(
          plain.experience.map((j) => [j.organisation, j.start]),
        );
      }
    }
    // Name forms and contact forms of their own: titles before the name, phones with dots.
    expect(mine.some((x) => /^(?:Ir|H|Drs)\. /u.test(x.nameDisplay))).toBe(true);
    expect(mine.some((x) => /^0\d{3}\.\d{4}\./u.test(x.phone ?? ''))).toBe(true);
  });

  it('count a LinkedIn duration inclusively, in both languages', () => {
    const s = { year: 2020, month: 1 };
    expect(linkedinDuration(s, { year: 2022, month: 3 }, 'id')).toBe('2 tahun 3 bulan');
    expect(linkedinDuration(s, { year: 2020, month: 12 }, 'en')).toBe('1 year');
    expect(linkedinDuration(s, { year: 2020, month: 1 }, 'en')).toBe('1 month');
  });

  it('draw their truth in HTML and Word', async () => {
    for (const cv of mine.filter((x) => x.index === 0)) {
      const texts: string[] = [];
      if (UNSEEN_HTML_FAMILIES[cv.family]) texts.push(UNSEEN_HTML_FAMILIES[cv.family]!(cv));
      if (UNSEEN_DOCX_FAMILIES[cv.family]) {
        texts.push((await extractDocument(await UNSEEN_DOCX_FAMILIES[cv.family]!(cv))).text);
      }
      expect(texts.length, cv.family).toBeGreaterThan(0);
      for (const text of texts) {
        const t = text.toLowerCase().replaceAll('&amp;', '&');
        for (const fact of [
          cv.email,
          cv.location,
          ...cv.experience.flatMap((j) => [j.dates, j.organisation]),
          ...cv.education.map((s) => s.institution),
        ])
          expect(t, `${cv.id}: ${fact}`).toContain(fact.toLowerCase());
      }
    }
  }, 60_000);
});

describe('the second unseen batch (their own words; tuning families since their cold record)', () => {
  const cvs = planCorpus({ seed: 27, n: 8 });
  const batch = new Set(FAMILIES.filter((f) => f.unseen2).map((f) => f.name));
  const mine = cvs.filter((x) => batch.has(x.family));
  const others = cvs.filter((x) => !batch.has(x.family));

  it("are three layouts in both languages, split one in four, the facts the plain CV's", () => {
    expect(batch.size).toBeGreaterThanOrEqual(3);
    for (const f of batch) {
      expect(new Set(mine.filter((x) => x.family === f).map((x) => x.lang))).toEqual(
        new Set(LANGS),
      );
      expect(producersOf(f), f).not.toEqual([]);
    }
    expect(mine.some((x) => x.heldOut)).toBe(true);
    expect(mine.some((x) => !x.heldOut)).toBe(true);
    for (const cv of mine) {
      const plain = generateCv({ family: cv.family, lang: cv.lang, index: cv.index, seed: 27 });
      expect(cv.heldOut, cv.id).toBe(plain.heldOut);
      expect(cv.name).toBe(plain.name);
      expect(cv.phoneE164).toBe(plain.phoneE164);
      expect(cv.location).toBe(plain.location);
      expect(cv.experience.map((j) => [j.organisation, j.title, j.start, j.end])).toEqual(
        plain.experience.map((j) => [j.organisation, j.title, j.start, j.end]),
      );
    }
  });

  it('hold no organisation details where the grid prints none (riwayat-tabel)', () => {
    const riwayat = mine.filter((x) => x.family === 'riwayat-tabel' && x.organizations.length);
    expect(riwayat.length).toBeGreaterThan(0);
    for (const cv of riwayat) {
      expect(
        cv.organizations.flatMap((o) => o.details),
        cv.id,
      ).toEqual([]);
    }
  });

  it('each print headings and dates no other family prints', () => {
    const headingsOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => Object.values(x.style.headings)));
    const dateShape = (d: string) => d.replace(/[0-9]/gu, '9');
    const datesOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => x.experience.map((j) => dateShape(j.dates))));
    const theirHeadings = headingsOf(others);
    const theirDates = datesOf(others);
    for (const f of batch) {
      const fam = mine.filter((x) => x.family === f);
      expect(
        [...headingsOf(fam)].filter((h) => theirHeadings.has(h)),
        f,
      ).toEqual([]);
      expect(
        [...datesOf(fam)].some((d) => !theirDates.has(d)),
        f,
      ).toBe(true);
    }
  });

  it('print name forms of their own: capitals before the titles, middle initials', () => {
    const cv = generateCv({ family: 'riwayat-tabel', lang: 'id', index: 0, seed: 27 });
    const titled = { ...cv, name: 'Budi Santoso', nameDisplay: 'Budi Santoso, S.Kom.' };
    expect(capitalName(titled)).toBe('BUDI SANTOSO, S.Kom.');
    expect(middleInitials('Budi Adi Santoso')).toBe('Budi A. Santoso');
    expect(middleInitials('Budi Santoso')).toBe('Budi Santoso');
    expect(mine.some((x) => x.family === 'harvard' && /^\S+ [A-Z]\. /u.test(x.nameDisplay))).toBe(
      true,
    );
  });

  it('draw their truth in HTML and Word', async () => {
    for (const cv of mine.filter((x) => x.index === 0)) {
      const texts: string[] = [];
      if (UNSEEN2_HTML_FAMILIES[cv.family]) texts.push(UNSEEN2_HTML_FAMILIES[cv.family]!(cv));
      if (UNSEEN2_DOCX_FAMILIES[cv.family]) {
        texts.push((await extractDocument(await UNSEEN2_DOCX_FAMILIES[cv.family]!(cv))).text);
      }
      expect(texts.length, cv.family).toBeGreaterThan(0);
      for (const text of texts) {
        const t = text.toLowerCase().replaceAll('&amp;', '&').replaceAll('&#39;', "'");
        for (const fact of [
          cv.nameDisplay,
          cv.email,
          cv.location,
          ...cv.experience.flatMap((j) => [j.dates, j.organisation, j.title]),
          ...cv.education.flatMap((s) => [s.institution, s.dates]),
        ])
          expect(t, `${cv.id}: ${fact}`).toContain(fact.toLowerCase());
      }
    }
  }, 60_000);
});

describe('the third unseen batch (their own words, held out whole until their cold record)', () => {
  const cvs = planCorpus({ seed: 27, n: 8 });
  const batch = new Set(FAMILIES.filter((f) => f.unseen3).map((f) => f.name));
  const mine = cvs.filter((x) => batch.has(x.family));
  const others = cvs.filter((x) => !batch.has(x.family));

  it("are three layouts in both languages, split one in four, the facts the plain CV's", () => {
    expect(batch).toEqual(new Set(['awesome-latex', 'builder-chips', 'word-datetab']));
    for (const f of batch) {
      expect(new Set(mine.filter((x) => x.family === f).map((x) => x.lang))).toEqual(
        new Set(LANGS),
      );
      expect(producersOf(f), f).not.toEqual([]);
    }
    expect(producersOf('word-datetab')).toEqual(['docx', 'docx-lo-pdf']);
    expect(mine.some((x) => x.heldOut)).toBe(true);
    expect(mine.some((x) => !x.heldOut)).toBe(true);
    for (const cv of mine) {
      const plain = generateCv({ family: cv.family, lang: cv.lang, index: cv.index, seed: 27 });
      expect(cv.heldOut, cv.id).toBe(plain.heldOut);
      expect(cv.name).toBe(plain.name);
      expect(cv.phoneE164).toBe(plain.phoneE164);
      expect(cv.location).toBe(plain.location);
      expect(cv.experience.map((j) => [j.organisation, j.title, j.start, j.end])).toEqual(
        plain.experience.map((j) => [j.organisation, j.title, j.start, j.end]),
      );
    }
  });

  it('each print headings, contact labels and dates no other family prints', () => {
    const headingsOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => Object.values(x.style.headings)));
    const labelsOf = (xs: typeof cvs) =>
      new Set(
        xs.flatMap((x) => [
          x.style.phoneLabel,
          x.style.emailLabel,
          x.style.locationLabel,
          x.style.linkedinLabel,
        ]),
      );
    const dateShape = (d: string) => d.replace(/[0-9]/gu, '9');
    const datesOf = (xs: typeof cvs) =>
      new Set(xs.flatMap((x) => x.experience.map((j) => dateShape(j.dates))));
    const theirHeadings = headingsOf(others);
    const theirLabels = labelsOf(others);
    const theirDates = datesOf(others);
    for (const f of batch) {
      const fam = mine.filter((x) => x.family === f);
      expect(
        [...headingsOf(fam)].filter((h) => theirHeadings.has(h)),
        f,
      ).toEqual([]);
      expect(
        [...datesOf(fam)].some((d) => !theirDates.has(d)),
        f,
      ).toBe(true);
    }
    for (const byLang of Object.values(UNSEEN3_LABELS))
      for (const labels of Object.values(byLang))
        for (const l of Object.values(labels).flat() as string[])
          expect(theirLabels.has(l), l).toBe(false);
    // Dates of their own: ISO months, dotted months, "sejak …" for a current job, "2019–21".
    const dates = mine.flatMap((x) => x.experience.map((j) => j.dates));
    expect(dates.some((d) => /^\d{4}-\d{2} /u.test(d))).toBe(true);
    expect(dates.some((d) => /^\d{2}\.\d{4}/u.test(d))).toBe(true);
    expect(dates.some((d) => /^(?:sejak|since) /u.test(d))).toBe(true);
    expect(dates.some((d) => /^\d{4}–\d{2}$/u.test(d))).toBe(true);
  });

  it('print name and phone forms of their own: the family name in capitals, "+62 (0)"', () => {
    expect(surnameCaps({ name: 'Budi Adi Santoso', nameDisplay: 'Budi Adi Santoso, S.Kom.' })).toBe(
      'Budi Adi SANTOSO, S.Kom.',
    );
    expect(surnameCaps({ name: 'Sukarno', nameDisplay: 'Sukarno' })).toBe('Sukarno');
    expect(trunkPhone('+6281234567890')).toBe('+62 (0)812 3456 7890');
    const datetab = mine.filter((x) => x.family === 'word-datetab');
    expect(datetab.some((x) => /[A-Z]{3,}/u.test(x.nameDisplay))).toBe(true);
    expect(datetab.some((x) => x.phone?.startsWith('+62 (0)'))).toBe(true);
  });

  it('draw their truth in HTML and Word', async () => {
    for (const cv of mine.filter((x) => x.index === 0)) {
      const texts: string[] = [];
      if (UNSEEN3_HTML_FAMILIES[cv.family]) texts.push(UNSEEN3_HTML_FAMILIES[cv.family]!(cv));
      if (UNSEEN3_DOCX_FAMILIES[cv.family]) {
        texts.push((await extractDocument(await UNSEEN3_DOCX_FAMILIES[cv.family]!(cv))).text);
      }
      expect(texts.length, cv.family).toBeGreaterThan(0);
      for (const text of texts) {
        const t = text.toLowerCase().replaceAll('&amp;', '&').replaceAll('&#39;', "'");
        for (const fact of [
          cv.email,
          cv.location,
          ...(cv.phone ? [cv.phone] : []),
          ...cv.experience.flatMap((j) => [j.dates, j.organisation, j.title]),
          ...cv.education.flatMap((s) => [s.institution, s.dates]),
        ])
          expect(t, `${cv.id}: ${fact}`).toContain(fact.toLowerCase());
      }
    }
  }, 60_000);
});

describe('scoring a reading against the truth', () => {
  const cv: GeneratedCv = generateCv({ family: 'classic', lang: 'id', index: 0, seed: 27 });
  const perfect = {
    contact: {
      name: cv.nameDisplay,
      email: cv.email.toUpperCase(),
      phone: cv.phoneE164,
      location: cv.location,
      linkedin: cv.linkedin ? `https://linkedin.com/in/${cv.linkedin.split('/in/')[1]}` : null,
      website: null,
    },
    sections: truthSections(cv),
    experience: cv.experience.map((j) => ({ ...j, company: j.organisation })),
    education: cv.education,
    language: cv.lang,
  } as unknown as ParsedCv;

  it('counts an exact reading as exact (name with or without titles, case, LinkedIn form)', () => {
    const s = scoreReading(cv, perfect);
    expect(s.misses).toEqual([]);
    expect(Object.values(s.contact).every(Boolean)).toBe(true);
    expect(s.sections.fp + s.sections.fn).toBe(0);
    expect(s.rolesExact).toBe(true);
  });

  it('counts the name as printed, its titles left off, as the name', () => {
    const initials = { ...cv, nameDisplay: 'Dr. Budi A. Santoso, S.Kom.' };
    const read = (name: string) =>
      scoreReading(initials, { ...perfect, contact: { ...perfect.contact, name } }).contact.name;
    expect(read('Budi A. Santoso')).toBe(true);
    expect(read('Budi A.')).toBe(false);
    expect(untitled('H. Agus Salim, S.E., M.M.')).toBe('Agus Salim');
  });

  it('keeps the name as printed as the fact a revision must keep: the initials, not the full name', () => {
    const full = { ...cv, name: 'Budi Adi Santoso', nameDisplay: 'Budi Adi Santoso, S.Kom.' };
    expect(printedName(full)).toBe('Budi Adi Santoso');
    expect(printedName({ ...full, nameDisplay: 'BUDI ADI SANTOSO, S.Kom.' })).toBe(
      'Budi Adi Santoso',
    );
    const initials = { ...full, nameDisplay: 'Dr. Budi A. Santoso, S.Kom.' };
    expect(printedName(initials)).toBe('Budi A. Santoso');
    expect(asFixturePerson(initials).name).toBe('Budi A. Santoso');
  });

  it('counts an entry read with its title and employer swapped as a wrong role', () => {
    const swapped = {
      ...perfect,
      experience: cv.experience.map((j, i) =>
        i === 0
          ? { ...j, title: j.organisation, company: j.title }
          : { ...j, company: j.organisation },
      ),
    } as unknown as ParsedCv;
    const s = scoreReading(cv, swapped);
    expect(s.experienceExact).toBe(true);
    expect(s.rolesExact).toBe(false);
    expect(s.misses.some((m) => m.startsWith('role 1:'))).toBe(true);
  });

  it('counts a misread field, a missed section and a wrong entry count', () => {
    const wrong = {
      ...perfect,
      contact: { ...perfect.contact, name: 'No. HP' },
      sections: truthSections(cv).filter((k) => k !== 'education'),
      experience: [...cv.experience, cv.experience[0]],
    } as unknown as ParsedCv;
    const s = scoreReading(cv, wrong);
    expect(s.contact.name).toBe(false);
    expect(s.contact.email).toBe(true);
    expect(s.kinds.education).toBe(false);
    expect(s.experienceExact).toBe(false);
    const figures = figuresOf([
      { ...s, producer: 'docx', runs: [], crash: null },
      { ...scoreReading(cv, perfect), producer: 'docx', runs: [], crash: null },
    ] satisfies DocScore[]);
    expect(figures.contact.name).toBe(0.5);
    expect(figures.kindRecall.education).toEqual({ found: 1, of: 2 });
    expect(figures.experienceExact).toBe(0.5);
  });

  it('refuses unknown producers, templates and counts on the command line', () => {
    expect(() => parseGeneratedArgs(['--generated', '--producers', 'word'])).toThrow(
      /unknown producers/u,
    );
    expect(() => parseGeneratedArgs(['--templates', 'fancy'])).toThrow(/unknown templates/u);
    expect(() => parseGeneratedArgs(['--n', '0'])).toThrow(/--n/u);
    expect(
      parseGeneratedArgs(['--generated', '--n', '3', '--families', 'classic,europass']),
    ).toMatchObject({
      n: 3,
      families: ['classic', 'europass'],
    });
  });
});
