import { describe, expect, it } from 'vitest';
import { toTextItems, type RawItem } from './pdf.ts';
import { drawnRuns, glyphRuns, looksLetterSpaced, pageStyle, respaceFrom } from './pdf-style.ts';

const OPS = {
  beginText: 1,
  endText: 2,
  setTextMatrix: 3,
  moveText: 4,
  showText: 5,
  setFont: 6,
  setCharSpacing: 7,
};
const glyphs = (s: string) => [[...s].map((c) => ({ unicode: c, width: 600 }))];

/** Chromium prints CSS letter-spacing glyph by glyph, each placed apart, the space drawn too. */
function spacedOps(text: string) {
  const fnArray: number[] = [OPS.beginText, OPS.setFont, OPS.setTextMatrix];
  const argsArray: unknown[] = [null, ['g_d0_f1', 22], [[1, 0, 0, -1, 150, 30]]];
  for (const c of text) {
    fnArray.push(OPS.showText, OPS.moveText);
    argsArray.push(glyphs(c), [12, 0]);
  }
  fnArray.push(OPS.endText);
  argsArray.push(null);
  return { fnArray, argsArray };
}

const raw = (str: string, fontName = 'g_d0_f1'): RawItem => ({
  str,
  transform: [22, 0, 0, 22, 150, 780],
  width: str.length * 11,
  fontName,
});

describe('pdf-style: letter-spaced runs', () => {
  it('tells letter-spaced strings from words', () => {
    expect(looksLetterSpaced('K E V I N S A N T O S O')).toBe(true);
    expect(looksLetterSpaced('C O N T E N T C R E AT O R')).toBe(true);
    expect(looksLetterSpaced('A G U S H I D AYAT, S . E .')).toBe(true);
    expect(looksLetterSpaced('PT A B C Indonesia')).toBe(false);
    expect(looksLetterSpaced('Tim A B C D E F sangat solid dan kompak')).toBe(false);
    expect(looksLetterSpaced('Budi Santoso')).toBe(false);
  });

  it('gives pdf.js glyph-spaced text its drawn word gaps back', () => {
    const { fnArray, argsArray } = spacedOps('KEVIN SANTOSO');
    const runs = glyphRuns(fnArray, argsArray, OPS);
    expect(runs).toEqual(['KEVIN SANTOSO']);
    const respace = respaceFrom(runs);
    expect(respace('K E V I N S A N T O S O')).toBe('KEVIN SANTOSO');
    // A part of a run keeps the spaces inside it only.
    expect(respace('S A N T O S O')).toBe('SANTOSO');
    expect(respace('Budi Santoso')).toBeNull();
    expect(respace('X Y Z W')).toBeNull();
  });

  it('marks bold fonts and respaces items through the page style', async () => {
    const { fnArray, argsArray } = spacedOps('KEVIN SANTOSO');
    const fonts: Record<string, { name: string }> = {
      g_d0_f1: { name: 'AAAAAA+LiberationSans-Bold' },
      g_d0_f2: { name: 'BAAAAA+LiberationSans' },
    };
    const page = {
      getOperatorList: async () => ({ fnArray, argsArray }),
      commonObjs: { has: (id: string) => id in fonts, get: (id: string) => fonts[id] },
    };
    const raws = [raw('K E V I N S A N T O S O'), raw('Staf Administrasi', 'g_d0_f2')];
    const style = await pageStyle(page, raws, OPS);
    expect([...style.boldFonts]).toEqual(['g_d0_f1']);
    const items = toTextItems(raws, style.iconFonts, style);
    expect(items.map((i) => [i.str, i.bold ?? false, i.spaced ?? false])).toEqual([
      ['KEVIN SANTOSO', true, true],
      ['Staf Administrasi', false, false],
    ]);
  });

  it('reads the page as before when the operator list fails', async () => {
    const page = {
      getOperatorList: async () => {
        throw new Error('broken');
      },
      commonObjs: { has: () => false, get: () => null },
    };
    const style = await pageStyle(page, [raw('K E V I N')], OPS);
    expect(style.boldFonts.size).toBe(0);
    expect(style.respace('K E V I N S')).toBeNull();
  });
});

/** Glyph widths in thousandths of an em (Liberation Sans capitals), the space's too. */
const WIDTH: Record<string, number> = { A: 667, G: 778, N: 722, T: 611, U: 722, W: 944, Y: 667 };
const widthOf = (c: string) => (c === ' ' ? 278 : (WIDTH[c] ?? 700));

/**
 * Chromium's CSS letter-spacing at 22 px: each glyph placed by a move of its advance plus the
 * spacing (0.1 em), less a kerned pair's kerning ("YA", "AW", "WA" close up).
 */
function chromiumSpaced(text: string, kerned: Record<string, number>) {
  const size = 22;
  const fnArray: number[] = [OPS.beginText, OPS.setFont, OPS.setTextMatrix];
  const argsArray: unknown[] = [null, ['g_d0_f1', size], [[1, 0, 0, -1, 8, 35]]];
  const chars = [...text];
  for (const [i, c] of chars.entries()) {
    const kern = kerned[c + (chars[i + 1] ?? '')] ?? 0;
    fnArray.push(OPS.showText, OPS.moveText);
    argsArray.push(
      [[{ unicode: c, width: widthOf(c) }]],
      [(widthOf(c) / 1000 + 0.1 - kern) * size, 0],
    );
  }
  fnArray.push(OPS.endText);
  argsArray.push(null);
  return { fnArray, argsArray };
}

/** LibreOffice's character spacing (Tc), one TJ array, the word gap a TJ move with no space. */
function tjSpaced(words: string[]) {
  const glyphs: unknown[] = [];
  for (const [i, w] of words.entries()) {
    if (i > 0) glyphs.push(-400);
    for (const c of w) glyphs.push({ unicode: c, width: widthOf(c) });
  }
  return {
    fnArray: [OPS.beginText, OPS.setFont, OPS.setCharSpacing, OPS.showText, OPS.endText],
    argsArray: [null, ['g_d0_f1', 22], [3], [glyphs], null],
  };
}

describe('pdf-style: letter-spaced runs by their glyph gaps', () => {
  const kerning = { YA: 0.08, AY: 0.08, AW: 0.06, WA: 0.06, TA: 0.07, AT: 0.07 };

  it('tells a run drawn letter-spaced from set text by the gaps between its glyphs', () => {
    const spaced = chromiumSpaced('YAYU TAWANG', kerning);
    expect(drawnRuns(spaced.fnArray, spaced.argsArray, OPS)).toEqual([
      { text: 'YAYU TAWANG', spaced: true },
    ]);
    // The same glyphs at their advances (kerning only) are set text.
    const set = chromiumSpaced('YAYU TAWANG', {});
    for (let i = 4; i < set.argsArray.length; i += 2) {
      const move = set.argsArray[i] as number[] | null;
      if (move) move[0] = move[0]! - 0.1 * 22;
    }
    expect(drawnRuns(set.fnArray, set.argsArray, OPS)).toEqual([
      { text: 'YAYU TAWANG', spaced: false },
    ]);
  });

  it("splits words where the gap is a word's, whatever pdf.js's string says", () => {
    // pdf.js ran the kerned pairs together: the string's spaces are not the words'.
    const chromium = chromiumSpaced('YAYU TAWANG', kerning);
    const respace = respaceFrom(drawnRuns(chromium.fnArray, chromium.argsArray, OPS));
    expect(respace('YAY U TAWA N G')).toBe('YAYU TAWANG');
    expect(respace('AY U')).toBe('AYU');
    // No word gap drawn as a space: the wide move parts the words.
    const lo = tjSpaced(['AVA', 'WATI']);
    const runs = drawnRuns(lo.fnArray, lo.argsArray, OPS);
    expect(runs).toEqual([{ text: 'AVA WATI', spaced: true }]);
    expect(respaceFrom(runs)('AVA WAT I')).toBe('AVA WATI');
    // A string with no split inside is left as pdf.js read it.
    expect(respaceFrom(runs)('AVAWATI')).toBeNull();
  });

  it('leaves words set as text elsewhere on the page to that text (a headline as a job title)', () => {
    const headline = chromiumSpaced('QUALITY CONTROL', {});
    const title = {
      fnArray: [OPS.beginText, OPS.setFont, OPS.showText, OPS.endText],
      argsArray: [null, ['g_d0_f1', 10], [glyphs('QUALITY CONTROL')[0]], null],
    };
    const runs = [
      ...drawnRuns(headline.fnArray, headline.argsArray, OPS),
      ...drawnRuns(title.fnArray, title.argsArray, OPS),
    ];
    expect(runs.map((r) => r.spaced)).toEqual([true, false]);
    expect(respaceFrom(runs)('QUALITY CONTROL')).toBeNull();
    // A string no set run holds is the spaced run's.
    expect(respaceFrom(runs)('QUALIT Y CONTRO L')).toBe('QUALITY CONTROL');
  });

  it('leaves the words of set text as pdf.js read them', () => {
    const { fnArray, argsArray } = {
      fnArray: [OPS.beginText, OPS.setFont, OPS.showText, OPS.endText],
      argsArray: [null, ['g_d0_f1', 10], [glyphs('Staf Admin T U')[0]], null],
    };
    const runs = drawnRuns(fnArray, argsArray, OPS);
    expect(runs).toEqual([{ text: 'Staf Admin T U', spaced: false }]);
    expect(respaceFrom(runs)('Staf Admin T U')).toBeNull();
  });
});

describe('pdf-style: italic fonts', () => {
  it('marks items set in an italic or oblique font, by its name or its flag', async () => {
    const fonts: Record<string, { name: string; italic?: boolean }> = {
      g_d0_f1: { name: 'AAAAAA+LiberationSerif-Italic' },
      g_d0_f2: { name: 'BAAAAA+LiberationSerif' },
      g_d0_f3: { name: 'CAAAAA+Helvetica-Oblique' },
      g_d0_f4: { name: 'DAAAAA+Inter', italic: true },
    };
    const page = {
      getOperatorList: async () => ({ fnArray: [], argsArray: [] }),
      commonObjs: { has: (id: string) => id in fonts, get: (id: string) => fonts[id] },
    };
    const raws = Object.keys(fonts).map((f) => raw(`Bandung ${f}`, f));
    const style = await pageStyle(page, raws, OPS);
    const items = toTextItems(raws, style.iconFonts, style);
    expect(items.map((i) => i.italic ?? false)).toEqual([true, false, true, true]);
  });
});
