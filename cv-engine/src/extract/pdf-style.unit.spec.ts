import { describe, expect, it } from 'vitest';
import { toTextItems, type RawItem } from './pdf.ts';
import { glyphRuns, looksLetterSpaced, pageStyle, respaceFrom } from './pdf-style.ts';

const OPS = { beginText: 1, endText: 2, setTextMatrix: 3, moveText: 4, showText: 5, setFont: 6 };
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
