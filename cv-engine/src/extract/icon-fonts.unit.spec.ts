import { describe, expect, it } from 'vitest';
import { parseCv } from '../analyse/parse.ts';
import { iconCandidateFonts, isIconFontName } from './icon-fonts.ts';
import { layoutPages } from '../layout/pdf-layout.ts';
import { toTextItems, type RawItem } from './pdf.ts';
import { pageStyle, type StyledPage } from './pdf-style.ts';

const raw = (str: string, fontName: string, size: number, x: number, y: number, width: number) => ({
  str,
  fontName,
  transform: [size, 0, 0, size, x, y],
  width,
});

/**
 * The header of the corpus CV 22-jakes-resume as pdf.js reads it: LaTeX's fontawesome5 draws
 * the phone (U+0083), the envelope ("#"), LinkedIn ("ï") and GitHub ("§") in g_d0_f4-f6.
 */
const JAKES_HEADER: RawItem[] = [
  raw('Andrew Fantino', 'g_d0_f1', 24.79, 207.45, 738.79, 197.09),
  raw('US Citizen', 'g_d0_f2', 9.96, 69.66, 721.85, 47.32),
  raw(' ', 'g_d0_f2', 9.96, 116.98, 721.85, 3.32),
  raw('|', 'g_d0_f3', 9.96, 120.3, 721.85, 2.77),
  raw('\u0083', 'g_d0_f4', 9.96, 126.39, 721.85, 9.96),
  raw('(951) 355-8530', 'g_d0_f2', 9.96, 139.67, 721.85, 64.2),
  raw('|', 'g_d0_f3', 9.96, 207.2, 721.85, 2.77),
  raw('#', 'g_d0_f5', 9.96, 216.61, 721.85, 9.96),
  raw('Andrew.Fantino.951@gmail.com', 'g_d0_f2', 9.96, 229.89, 721.85, 139.65),
  raw('|', 'g_d0_f3', 9.96, 376.17, 721.85, 2.77),
  raw('ï', 'g_d0_f6', 9.96, 385.58, 721.85, 8.72),
  raw('andrew-fantino', 'g_d0_f2', 9.96, 397.62, 721.85, 65.34),
  raw('|', 'g_d0_f3', 9.96, 469.6, 721.85, 2.77),
  raw('§', 'g_d0_f6', 9.96, 479.01, 721.85, 9.64),
  raw('afantino951', 'g_d0_f2', 9.96, 491.98, 721.85, 50.37),
];

const FONT_NAMES: Record<string, string> = {
  g_d0_f1: 'NYDYJS+CMR17',
  g_d0_f2: 'NYDYJS+CMR10',
  g_d0_f3: 'ZIDBBK+CMSY10',
  g_d0_f4: 'AIAQDP+FontAwesome5Free-Solid',
  g_d0_f5: 'AIAQDP+FontAwesome5Free-Solid',
  g_d0_f6: 'PNYVII+FontAwesome5Brands-Regular',
};

/** A pdf.js page that names its fonts once its operator list is built, as pdf.js does. */
function fakePage(names: Record<string, string>) {
  let built = 0;
  const page: StyledPage = {
    getOperatorList: () => {
      built++;
      return Promise.resolve({ fnArray: [], argsArray: [] });
    },
    commonObjs: {
      has: (id) => built > 0 && id in names,
      get: (id) => {
        if (built === 0 || !(id in names)) throw new Error(`${id} not resolved`);
        return { name: names[id] };
      },
    },
  };
  return page;
}

/** The page's icon fonts, as the PDF reader finds them (pageStyle). */
const iconFontsOf = async (page: StyledPage, raws: RawItem[]) =>
  (await pageStyle(page, raws as Parameters<typeof pageStyle>[1], {})).iconFonts;

const textOf = (items: RawItem[], icons: ReadonlySet<string>) =>
  layoutPages([{ items: toTextItems(items, icons), x0: 0, y0: 0, x1: 612, y1: 792 }]).text;

describe('icon fonts', () => {
  it('knows icon fonts by name, subset tag or not, and not text or symbol fonts', () => {
    for (const name of [
      'PNYVII+FontAwesome5Brands-Regular',
      'SYUXMJ+FontAwesome7Free-Solid',
      'FontAwesome',
      'Font Awesome 6 Free',
      'fa-brands-400',
      'ABCDEF+academicons',
      'MaterialIcons-Regular',
      'MaterialSymbolsOutlined',
      'icomoon',
      'YEEOJD+SimpleIconsFiltered',
    ]) {
      expect(isIconFontName(name), name).toBe(true);
    }
    for (const name of [
      'NYDYJS+CMR10',
      'BCDGEE+Calibri',
      'SymbolMT',
      'BCDGEE+Wingdings-Regular',
      'GBFVCU+Roboto-Regular',
      'Fantasque',
      undefined,
    ]) {
      expect(isIconFontName(name), String(name)).toBe(false);
    }
  });

  it('names only the fonts whose items are all lone glyphs', () => {
    const items = toTextItems(JAKES_HEADER, new Set()).map((it, i) => ({
      ...it,
      fontName: JAKES_HEADER.filter((r) => (r.str as string).trim() !== '')[i]!.fontName as string,
    }));
    // The "|" font draws separators only: not worth an operator list.
    expect([...iconCandidateFonts(items)].sort()).toEqual(['g_d0_f4', 'g_d0_f5', 'g_d0_f6']);
  });

  it('names the icon fonts from the page, and none on a page of words', async () => {
    const page = fakePage(FONT_NAMES);
    expect([...(await iconFontsOf(page, JAKES_HEADER))].sort()).toEqual([
      'g_d0_f4',
      'g_d0_f5',
      'g_d0_f6',
    ]);
    const plain = fakePage(FONT_NAMES);
    const words = JAKES_HEADER.filter((r) => r.fontName === 'g_d0_f2');
    expect(await iconFontsOf(plain, words)).toEqual(new Set());
  });

  it('reads a header drawn with icon glyphs as its text alone', async () => {
    const icons = await iconFontsOf(fakePage(FONT_NAMES), JAKES_HEADER);
    const text = textOf(JAKES_HEADER, icons);
    expect(text.split('\n').at(-1)).toBe(
      'US Citizen | (951) 355-8530 | Andrew.Fantino.951@gmail.com | andrew-fantino | afantino951',
    );
    expect(text).not.toMatch(/[ï§#\u0080-\u009f]/u);
    // The glyphs as text: what the revised CV printed before ("ïandrew-fantino").
    expect(textOf(JAKES_HEADER, new Set())).toMatch(/ïandrew-fantino/u);
  });

  it('still finds the contact details the icons stood before', async () => {
    const icons = await iconFontsOf(fakePage(FONT_NAMES), JAKES_HEADER);
    const cv = parseCv(
      `${textOf(JAKES_HEADER, icons)}\nEducation\nUniversity of California Los Angeles 2019 - 2023`,
    );
    expect(cv.contact).toMatchObject({
      name: 'Andrew Fantino',
      email: 'Andrew.Fantino.951@gmail.com',
      phone: '+19513558530',
      linkedin: 'andrew-fantino',
    });
    expect(cv.verbatim!.header).toEqual(['US Citizen | afantino951']);
  });
});
