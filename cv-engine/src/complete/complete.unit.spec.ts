import { describe, expect, it } from 'vitest';
import { parseCv } from '../analyse/index.ts';
import { buildRevision, revisionSummary } from '../engine.ts';
import { hasMetric } from '../score/score-text.ts';
import { lineFromAnswer, toolsOf } from './answer-bullets.ts';
import { checkProvenance } from './provenance.ts';
import { questionsFor, validateAnswers, type Question } from './questions.ts';
import { parsedFromStructure, parseStructure, structureOf } from './structure.ts';
import { THIN_CV as THIN } from '../../test/fixtures/thin-cv.ts';

const parsed = parseCv(THIN);

describe('questionsFor', () => {
  const qs = questionsFor(parsed, 'id');

  it('asks a metric question for each role whose bullets hold no number, naming the role', () => {
    const metric = qs.filter((q) => q.kind === 'metric');
    expect(metric.map((q) => q.entry?.index)).toEqual([0, 1]);
    expect(metric[0]!.entry!.label).toContain('Kasir');
    // The cashier serves customers: the question is about customers per day, with an example.
    expect(metric[0]!.metric).toBe('customers');
    expect(metric[0]!.text).toBe('Berapa pelanggan yang Anda layani per hari?');
    expect(metric[0]!.example).toMatch(/\d/u);
  });

  it('asks no metric question for a role that already holds numbers', () => {
    const withNumbers = parseCv(THIN.replace('menangani pembayaran', 'menangani 80 pembayaran'));
    expect(
      questionsFor(withNumbers, 'id')
        .filter((q) => q.kind === 'metric')
        .map((q) => q.entry?.index),
    ).toEqual([1]);
  });

  it('asks at most eight, in the interface language, with stable ids', () => {
    expect(qs.length).toBeLessThanOrEqual(8);
    expect(questionsFor(parsed, 'id')).toEqual(qs);
    const en = questionsFor(parsed, 'en');
    expect(en.map((q) => q.id)).toEqual(qs.map((q) => q.id));
    expect(en[0]!.text).toBe('How many customers did you serve per day?');
    for (const q of qs) expect(q.id).toMatch(/^[a-z0-9:_-]{1,64}$/u);
  });

  it('asks for tools, an achievement and, for someone with little experience, a missing section', () => {
    expect(qs.map((q) => q.kind)).toEqual(expect.arrayContaining(['tool', 'achievement']));
    const junior = parseCv(
      THIN.split('Staf Administrasi')[0] +
        'Pendidikan\nSMK Negeri 3 Bandung\nAkuntansi | 2017 - 2020',
    );
    expect(questionsFor(junior, 'id').some((q) => q.kind === 'section' && q.entry === null)).toBe(
      true,
    );
    expect(qs.some((q) => q.kind === 'section')).toBe(false);
  });
});

describe('validateAnswers', () => {
  const qs = questionsFor(parsed, 'id');
  it('keeps answered questions, drops skipped ones, and refuses bad answers with our message', () => {
    expect(
      validateAnswers(qs, [
        { questionId: 'metric:experience:0', answer: '  37 ' },
        { questionId: 'metric:experience:1', answer: '' },
      ]),
    ).toEqual([{ questionId: 'metric:experience:0', answer: '37' }]);
    expect(() =>
      validateAnswers(qs, [{ questionId: 'metric:experience:0', answer: 'banyak' }]),
    ).toThrow(/harus berisi angka/u);
    expect(() => validateAnswers(qs, [{ questionId: 'nope', answer: '1' }])).toThrow(
      /tidak ada untuk CV ini/u,
    );
    expect(() =>
      validateAnswers(qs, [{ questionId: 'tool:experience:0', answer: 'x'.repeat(501) }]),
    ).toThrow(/terlalu panjang/u);
    const twice = [
      { questionId: 'tool:experience:0', answer: 'Excel' },
      { questionId: 'tool:experience:0', answer: 'SAP' },
    ];
    expect(() => validateAnswers(qs, twice)).toThrow(/lebih dari sekali/u);
  });
});

describe('lineFromAnswer', () => {
  const q = (over: Partial<Question>): Question => ({
    id: 'x',
    kind: 'metric',
    text: '',
    example: '',
    entry: null,
    ...over,
  });
  it('writes a grammatical bullet opening with an action verb, in the CV language', () => {
    expect(lineFromAnswer(q({ metric: 'customers' }), '37', 'id')).toBe(
      'Melayani rata-rata 37 pelanggan per hari',
    );
    expect(lineFromAnswer(q({ metric: 'customers' }), 'about 37', 'en')).toBe(
      'Served an average of 37 customers per day',
    );
    expect(lineFromAnswer(q({ metric: 'team' }), '6 orang', 'id')).toBe(
      'Memimpin tim beranggotakan 6 orang',
    );
    expect(lineFromAnswer(q({ metric: 'volume' }), '120 transaksi', 'id')).toBe(
      'Menyelesaikan rata-rata 120 transaksi per bulan',
    );
    expect(lineFromAnswer(q({ kind: 'tool' }), 'Excel, SAP dan Canva', 'id')).toBe(
      'Menggunakan Excel, SAP dan Canva dalam pekerjaan sehari-hari',
    );
    expect(
      lineFromAnswer(
        q({ kind: 'achievement' }),
        'Menurunkan selisih kas menjadi nol selama 2023.',
        'id',
      ),
    ).toBe('Menurunkan selisih kas menjadi nol selama 2023');
    expect(
      lineFromAnswer(q({ kind: 'achievement' }), 'Penghargaan karyawan terbaik bulan Mei', 'id'),
    ).toBe('Meraih penghargaan karyawan terbaik bulan Mei');
    expect(lineFromAnswer(q({ kind: 'achievement' }), 'menjadi kasir terbaik 2023', 'id')).toBe(
      'Berhasil menjadi kasir terbaik 2023',
    );
    expect(lineFromAnswer(q({ metric: 'customers' }), 'tidak tahu', 'id')).toBeNull();
  });
  it('keeps tools as written', () => {
    expect(toolsOf('SAP; Microsoft Excel / Canva & Figma')).toEqual([
      'SAP',
      'Microsoft Excel',
      'Canva',
      'Figma',
    ]);
  });
});

describe('checkProvenance', () => {
  it('accepts numbers and names found in the CV or an answer, and names what is not', () => {
    const sources = { cvText: THIN, answers: ['37', 'SAP, Canva'] };
    expect(
      checkProvenance(
        ['Melayani rata-rata 37 pelanggan per hari', 'Menggunakan SAP dan Canva'],
        sources,
      ).ok,
    ).toBe(true);
    const bad = checkProvenance(
      ['Melayani rata-rata 45 pelanggan per hari dengan Salesforce'],
      sources,
    );
    expect(bad.ok).toBe(false);
    expect(bad.unsupported).toEqual(['45', 'Salesforce']);
  });

  it('checks numbers with the model guard of llm/numbers.ts: a percentage needs a percentage', () => {
    const sources = { cvText: THIN, answers: ['15'] };
    expect(checkProvenance(['Meningkatkan penjualan 15%'], sources).unsupported).toEqual(['15%']);
    expect(
      checkProvenance(['Meningkatkan penjualan 15%'], { cvText: THIN, answers: ['15%'] }).ok,
    ).toBe(true);
  });
});

describe('the completed revision', () => {
  const summary = revisionSummary(parsed);
  const answers = [
    { questionId: 'metric:experience:0', answer: '37' },
    { questionId: 'tool:experience:0', answer: 'Excel, SAP' },
  ];

  it('adds lines only from the answers, keeps every original bullet, and lists each change with its source', async () => {
    const rev = await buildRevision(parsed, summary, 'modern', undefined, {
      summaryAsGiven: true,
      completion: { answers, reverted: [], locale: 'id' },
    });
    const kasir = rev.content.experience.find((e) => e.title === 'Kasir')!;
    expect(kasir.bullets).toContain('Melayani rata-rata 37 pelanggan per hari');
    expect(kasir.bullets).toContain('Menggunakan Excel dan SAP dalam pekerjaan sehari-hari');
    const fromAnswers = rev.changes!.filter((c) => c.source === 'answer');
    expect(fromAnswers.map((c) => c.id)).toEqual([
      'answer:metric:experience:0',
      'answer:tool:experience:0',
    ]);
    expect(
      fromAnswers.every(
        (c) => c.before === null && c.reason.startsWith('Ditulis dari jawaban Anda'),
      ),
    ).toBe(true);
    expect(rev.changes!.some((c) => c.source === 'cv')).toBe(true);
    // Every original bullet's words are still there (reworded at most by the opening verb).
    const all = rev.content.experience.flatMap((e) => e.bullets).join('\n');
    expect(all).toContain('laporan penjualan harian');
    expect(all).toContain('surat masuk dan surat keluar');
    // Nothing in the added lines is in neither the CV nor an answer.
    expect(
      checkProvenance(
        fromAnswers.map((c) => c.after),
        { cvText: THIN, answers: answers.map((a) => a.answer) },
      ).ok,
    ).toBe(true);
    expect(rev.content.experience.flatMap((e) => e.bullets).some(hasMetric)).toBe(true);
  });

  it('undoes exactly the change reverted', async () => {
    const base = { answers, locale: 'id' as const };
    const all = await buildRevision(parsed, summary, 'modern', undefined, {
      summaryAsGiven: true,
      completion: { ...base, reverted: [] },
    });
    const cvChange = all.changes!.find((c) => c.source === 'cv' && c.id.startsWith('cv:bullet:'));
    const reverted = [`answer:metric:experience:0`, ...(cvChange ? [cvChange.id] : [])];
    const undone = await buildRevision(parsed, summary, 'modern', undefined, {
      summaryAsGiven: true,
      completion: { ...base, reverted },
    });
    const bullets = undone.content.experience.flatMap((e) => e.bullets);
    expect(bullets).not.toContain('Melayani rata-rata 37 pelanggan per hari');
    expect(bullets).toContain('Menggunakan Excel dan SAP dalam pekerjaan sehari-hari');
    if (cvChange) {
      expect(bullets).toContain(cvChange.before);
      expect(bullets).not.toContain(cvChange.after);
    }
    // The list of changes stays the same: undone ones can be brought back.
    expect(undone.changes!.map((c) => c.id)).toEqual(all.changes!.map((c) => c.id));
  });
});

describe('the structure editor', () => {
  it('opens with what was read and rebuilds the CV from the corrections', () => {
    const s = structureOf(parsed);
    expect(s.contact.name).toBe('Rina Wulandari');
    const exp = s.sections.find((x) => x.key === 'experience')!;
    expect(exp.entries.map((e) => e.title)).toEqual(['Kasir', 'Staf Administrasi']);
    exp.entries[0]!.title = 'Kasir Senior';
    exp.entries[0]!.location = 'Bandung';
    const ok = parseStructure(s);
    expect(ok.ok).toBe(true);
    const corrected = parsedFromStructure(parsed, ok.ok ? ok.value : s);
    expect(corrected.experience[0]!.title).toBe('Kasir Senior');
    expect(corrected.experience[0]!.company).toBe('Toko Sumber Rejeki, Bandung');
    expect(corrected.contact.email).toBe(parsed.contact.email);
  });

  it('refuses a malformed structure naming the field', () => {
    const s = structureOf(parsed) as unknown as { sections: { entries: { title: unknown }[] }[] };
    s.sections[0]!.entries[0]!.title = 'x'.repeat(400);
    const bad = parseStructure(s);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.message).toMatch(/^sections\[0\]\.entries\[0\]\.title: Judul terlalu panjang/u);
    const wrong = parseStructure({ contact: {}, summary: 3, sections: 'x' });
    expect(wrong.ok).toBe(false);
    // Every refusal is in our words, never the schema library's ("Invalid input: …").
    for (const body of [
      { contact: 1, sections: [] },
      { contact: {}, summary: null, sections: 'x' },
      null,
      { contact: {}, summary: null, sections: [3] },
    ]) {
      const r = parseStructure(body);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).not.toMatch(/Invalid input|expected/u);
    }
  });
});
