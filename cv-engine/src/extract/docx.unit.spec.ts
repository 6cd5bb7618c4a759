import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, LineHint } from '../types.ts';
import { extractDocx } from './docx.ts';
import { CvFileError } from './errors.ts';

// ---- Hand-built DOCX files: raw WordprocessingML, so each spec shows what Word writes ---------

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml"';

const STYLES = `<w:styles ${NS}>
  <w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
  <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/>
    <w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="JudulCV"><w:name w:val="Judul CV"/><w:basedOn w:val="Heading1"/>
    <w:rPr><w:color w:val="1F3864"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Catatan"><w:name w:val="Catatan"/><w:basedOn w:val="Normal"/>
    <w:rPr><w:i/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>
    <w:rPr><w:sz w:val="44"/></w:rPr></w:style>
</w:styles>`;

const NUMBERING = `<w:numbering ${NS}>
  <w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="\uf0b7"/></w:lvl></w:abstractNum>
  <w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="none"/><w:lvlText w:val=""/></w:lvl></w:abstractNum>
  <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
  <w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
</w:numbering>`;

interface Parts {
  body: string;
  styles?: string;
  numbering?: string;
  header?: string;
  /** Replaces the whole word/document.xml. */
  document?: string;
}

async function docx(parts: Parts): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId2" Type="${R}/numbering" Target="numbering.xml"/>` +
      `<Relationship Id="rId3" Type="${R}/header" Target="header1.xml"/>` +
      '</Relationships>',
  );
  zip.file('word/styles.xml', parts.styles ?? STYLES);
  zip.file('word/numbering.xml', parts.numbering ?? NUMBERING);
  if (parts.header) zip.file('word/header1.xml', `<w:hdr ${NS}>${parts.header}</w:hdr>`);
  const sect = parts.header
    ? '<w:sectPr><w:headerReference w:type="default" r:id="rId3"/></w:sectPr>'
    : '<w:sectPr/>';
  zip.file(
    'word/document.xml',
    parts.document ??
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${NS}><w:body>${parts.body}${sect}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array' });
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** A paragraph of one run; `rPr` and `pPr` are raw XML. */
const p = (text: string, o: { rPr?: string; pPr?: string } = {}) =>
  `<w:p>${o.pPr ? `<w:pPr>${o.pPr}</w:pPr>` : ''}<w:r>${o.rPr ? `<w:rPr>${o.rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
const tc = (content: string, o: { w?: number; fill?: string; extra?: string } = {}) =>
  `<w:tc><w:tcPr>${o.w ? `<w:tcW w:w="${o.w}" w:type="dxa"/>` : ''}${o.extra ?? ''}${o.fill ? `<w:shd w:val="clear" w:color="auto" w:fill="${o.fill}"/>` : ''}</w:tcPr>${content || '<w:p/>'}</w:tc>`;
const tbl = (grid: number[], rows: string[][]) =>
  `<w:tbl><w:tblPr/><w:tblGrid>${grid.map((g) => `<w:gridCol w:w="${g}"/>`).join('')}</w:tblGrid>${rows
    .map((r) => `<w:tr>${r.join('')}</w:tr>`)
    .join('')}</w:tbl>`;

const linesOf = (d: ExtractedDocument) => d.text.split('\n');
const hintOf = (d: ExtractedDocument, line: string): LineHint => {
  const i = linesOf(d).indexOf(line);
  expect(i, `line ${JSON.stringify(line)} in\n${d.text}`).toBeGreaterThanOrEqual(0);
  return d.hints![i]!;
};

const reason = async (buf: Uint8Array) => {
  const err = await extractDocx(buf).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CvFileError);
  return (err as CvFileError).reason;
};

// ---- Specs -------------------------------------------------------------------------------------

describe('extractDocx: tables', () => {
  it('reads a label column as a heading over its content (the usual Indonesian Word CV)', async () => {
    const d = await extractDocx(
      await docx({
        body:
          p('Budi Santoso', { rPr: '<w:b/><w:sz w:val="36"/>' }) +
          tbl(
            [2600, 7000],
            [
              [
                tc(p('PENGALAMAN KERJA', { rPr: '<w:b/>' }), { w: 2600 }),
                tc(
                  p('Staf Administrasi — PT Maju Jaya', { rPr: '<w:b/>' }) +
                    p('Januari 2020 – Sekarang') +
                    p('Mengelola arsip 1.500 dokumen', {
                      pPr: '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>',
                    }),
                  { w: 7000 },
                ),
              ],
              [
                tc(p('Pendidikan', { rPr: '<w:b/>' }), { w: 2600 }),
                tc(p('Universitas Diponegoro') + p('S1 Psikologi, 2012 – 2016'), { w: 7000 }),
              ],
            ],
          ),
      }),
    );
    const ls = linesOf(d);
    const at = (l: string) => ls.indexOf(l);
    expect(at('PENGALAMAN KERJA')).toBeGreaterThan(0);
    expect(ls.slice(at('PENGALAMAN KERJA'), at('PENGALAMAN KERJA') + 4)).toEqual([
      'PENGALAMAN KERJA',
      'Staf Administrasi — PT Maju Jaya',
      'Januari 2020 – Sekarang',
      '• Mengelola arsip 1.500 dokumen',
    ]);
    expect(ls.slice(at('Pendidikan'), at('Pendidikan') + 3)).toEqual([
      'Pendidikan',
      'Universitas Diponegoro',
      'S1 Psikologi, 2012 – 2016',
    ]);
    for (const h of ['PENGALAMAN KERJA', 'Pendidikan']) {
      expect(hintOf(d, h)).toMatchObject({ heading: true, region: 'label' });
    }
    expect(hintOf(d, 'Staf Administrasi — PT Maju Jaya')).toMatchObject({
      heading: false,
      bold: true,
      region: 'main',
    });
    // A heading starts a block.
    expect(d.text).toContain('\n\nPendidikan\n');
  });

  it('keeps "Nama | : | Budi" and "Alamat | : Jl. …" rows as one "label: value" line', async () => {
    const d = await extractDocx(
      await docx({
        body:
          p('Data Pribadi', { rPr: '<w:b/><w:sz w:val="26"/>' }) +
          tbl(
            [2400, 300, 6900],
            [
              [tc(p('Nama')), tc(p(':')), tc(p('Budi Santoso, S.Kom.'))],
              [tc(p('Tempat/Tanggal Lahir')), tc(p(':')), tc(p('Semarang, 1 Mei 1995'))],
            ],
          ) +
          tbl(
            [2600, 7000],
            [
              [tc(p('Alamat')), tc(p(': Jl. Mawar No. 5, Semarang'))],
              [tc(p('Agama:')), tc(p('Islam'))],
            ],
          ) +
          // Typed with a tab stop instead of a table.
          `<w:p><w:r><w:t>No. HP</w:t></w:r><w:r><w:tab/><w:t>: 0812-3456-7890</w:t></w:r></w:p>`,
      }),
    );
    const ls = linesOf(d);
    for (const l of [
      'Nama: Budi Santoso, S.Kom.',
      'Tempat/Tanggal Lahir: Semarang, 1 Mei 1995',
      'Alamat: Jl. Mawar No. 5, Semarang',
      'Agama: Islam',
      'No. HP: 0812-3456-7890',
    ]) {
      expect(ls, d.text).toContain(l);
    }
    expect(hintOf(d, 'Nama: Budi Santoso, S.Kom.')).toMatchObject({ heading: false });
    expect(ls).not.toContain(':');
  });

  const sidebarCv = (mainExtra: string[]) => {
    const h = (t: string) => p(t, { rPr: '<w:b/><w:caps/>' });
    const side =
      h('Kontak') +
      p('budi@contoh.id') +
      p('0812-3456-7890') +
      h('Keahlian') +
      p('Microsoft Excel');
    const main =
      p('Budi Santoso', { rPr: '<w:b/><w:sz w:val="40"/>' }) +
      p('Staf Administrasi') +
      mainExtra.map((t) => p(t)).join('') +
      h('Pengalaman Kerja') +
      p('PT Maju Jaya');
    return docx({
      body: tbl([3200, 6400], [[tc(side, { w: 3200, fill: 'DCE6F1' }), tc(main, { w: 6400 })]]),
    });
  };

  it('reads a shaded narrow sidebar cell after the main cell, as region "side"', async () => {
    const d = await extractDocx(await sidebarCv(['Semarang | budi@kantor.id']));
    expect(linesOf(d)).toEqual([
      'Budi Santoso',
      'Staf Administrasi',
      'Semarang | budi@kantor.id',
      '',
      'Pengalaman Kerja',
      'PT Maju Jaya',
      '',
      'Kontak',
      'budi@contoh.id',
      '0812-3456-7890',
      '',
      'Keahlian',
      'Microsoft Excel',
    ]);
    for (const l of ['Kontak', 'budi@contoh.id', 'Keahlian', 'Microsoft Excel']) {
      expect(hintOf(d, l).region).toBe('side');
    }
    for (const l of ['Budi Santoso', 'PT Maju Jaya']) expect(hintOf(d, l).region).toBe('main');
    expect(hintOf(d, 'Kontak').heading).toBe(true);
  });

  it("reads a sidebar's contact block as the header when the main cell has none", async () => {
    const d = await extractDocx(await sidebarCv([]));
    expect(linesOf(d)).toEqual([
      'Budi Santoso',
      'Staf Administrasi',
      '',
      'Kontak',
      'budi@contoh.id',
      '0812-3456-7890',
      '',
      'Pengalaman Kerja',
      'PT Maju Jaya',
      '',
      'Keahlian',
      'Microsoft Excel',
    ]);
    expect(hintOf(d, 'budi@contoh.id').region).toBe('side');
  });

  it('reads a generic table row by row, merged cells once', async () => {
    const d = await extractDocx(
      await docx({
        body: tbl(
          [3000, 3000, 3000],
          [
            [
              tc(p('Universitas Diponegoro'), { extra: '<w:vMerge w:val="restart"/>' }),
              tc(p('S1 Psikologi')),
              tc(p('2012 - 2016')),
            ],
            [
              tc('', { extra: '<w:vMerge/>' }),
              tc(p('Magister Psikologi'), { extra: '<w:gridSpan w:val="2"/>' }),
            ],
          ],
        ),
      }),
    );
    expect(linesOf(d)).toEqual([
      'Universitas Diponegoro',
      'S1 Psikologi',
      '2012 - 2016',
      'Magister Psikologi',
    ]);
  });
});

describe('extractDocx: a grid with a header row', () => {
  const head = (t: string) => tc(p(t, { rPr: '<w:b/>' }), { fill: 'D9D9D9' });
  const grid = (first: string[]) =>
    tbl(
      [600, 3000, 2400, 1600],
      [
        first.map((t) => head(t)),
        [tc(p('1')), tc(p('PT Maju Jaya')), tc(p('Staf Gudang')), tc(p('2019 s.d. 2021'))],
        [tc(p('2')), tc(p('CV Sinar')), tc(p('Kasir')), tc(p('2017 s.d. 2019'))],
      ],
    );

  it('reads each row under the column labels as an entry of its own, without its number', async () => {
    const d = await extractDocx(
      await docx({ body: grid(['No', 'Nama Instansi', 'Jabatan', 'Tahun']) }),
    );
    expect(linesOf(d)).toEqual([
      'PT Maju Jaya',
      'Staf Gudang',
      '2019 s.d. 2021',
      '',
      'CV Sinar',
      'Kasir',
      '2017 s.d. 2019',
    ]);
  });

  it('reads a first row of plain content as content', async () => {
    const plain = tbl(
      [600, 3000, 2400, 1600],
      [
        [tc(p('No')), tc(p('Nama Instansi')), tc(p('Jabatan')), tc(p('Tahun'))],
        [tc(p('1')), tc(p('PT Maju Jaya')), tc(p('Staf Gudang')), tc(p('2019 s.d. 2021'))],
      ],
    );
    const d = await extractDocx(await docx({ body: plain }));
    expect(linesOf(d)).toContain('Nama Instansi');
  });
});

describe('extractDocx: paragraphs and runs', () => {
  it('knows a heading by its style, also a custom style based on a heading', async () => {
    const d = await extractDocx(
      await docx({
        body:
          p('Ringkasan', { pPr: '<w:pStyle w:val="Heading1"/>' }) +
          p('Staf HR dengan pengalaman enam tahun.') +
          p('Pengalaman Kerja', { pPr: '<w:pStyle w:val="JudulCV"/>' }) +
          p('Catatan kecil', { pPr: '<w:pStyle w:val="Catatan"/>' }),
      }),
    );
    expect(hintOf(d, 'Ringkasan')).toMatchObject({ heading: true, bold: true });
    // JudulCV → Heading1: bold and 14 pt through basedOn; the body is 11 pt.
    expect(hintOf(d, 'Pengalaman Kerja')).toMatchObject({ heading: true, bold: true, size: 1.27 });
    expect(hintOf(d, 'Catatan kecil')).toMatchObject({ heading: false, bold: false, size: 1 });
    expect(hintOf(d, 'Staf HR dengan pengalaman enam tahun.').heading).toBe(false);
  });

  it('knows a heading by its runs: capitals, letter-spacing, size, weight; the name by its size', async () => {
    const d = await extractDocx(
      await docx({
        body:
          p('Budi Santoso, S.Kom.', { rPr: '<w:b/><w:sz w:val="40"/>' }) +
          p('Pengalaman', { rPr: '<w:b/><w:caps/><w:spacing w:val="60"/>' }) +
          p('Keahlian', { rPr: '<w:b/><w:sz w:val="26"/>' }) +
          p('Staf Administrasi', { rPr: '<w:b/>' }) +
          p('Mengelola arsip kantor dan jadwal rapat direksi') +
          p('Jakarta', { rPr: '<w:caps/>' }),
      }),
    );
    expect(hintOf(d, 'Budi Santoso, S.Kom.')).toMatchObject({
      size: 1.82,
      bold: true,
      heading: true,
    });
    expect(hintOf(d, 'Pengalaman')).toMatchObject({ heading: true, size: 1 });
    expect(hintOf(d, 'Keahlian')).toMatchObject({ heading: true, size: 1.18 });
    // Bold alone at body size is an entry's title, not a heading; capitals alone are no heading.
    expect(hintOf(d, 'Staf Administrasi')).toMatchObject({ heading: false, bold: true });
    expect(hintOf(d, 'Jakarta').heading).toBe(false);
    expect(hintOf(d, 'Mengelola arsip kantor dan jadwal rapat direksi')).toEqual({
      size: 1,
      bold: false,
      heading: false,
      region: 'main',
    });
  });

  it('prints numbered paragraphs as "• " bullets, from the paragraph or its style', async () => {
    const list = (t: string, num: number) =>
      p(t, { pPr: `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${num}"/></w:numPr>` });
    const styles = STYLES.replace(
      '</w:styles>',
      '<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/>' +
        '<w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style></w:styles>',
    );
    const d = await extractDocx(
      await docx({
        styles,
        body:
          list('Rekrutmen', 1) +
          p('Psikotes', { pPr: '<w:pStyle w:val="ListBullet"/>' }) +
          list('Tanpa nomor', 0) +
          list('Format none', 2) +
          list('- Sudah bertanda', 1),
      }),
    );
    expect(linesOf(d)).toEqual([
      '• Rekrutmen',
      '• Psikotes',
      'Tanpa nomor',
      'Format none',
      '• Sudah bertanda',
    ]);
  });

  it('starts a block where the space between paragraphs is wider than usual', async () => {
    const entry = (t: string) => p(t, { rPr: '<w:b/>', pPr: '<w:spacing w:before="160"/>' });
    const d = await extractDocx(
      await docx({
        // Word's own Normal: 8 pt after every paragraph, the usual gap.
        styles: STYLES.replace(
          '<w:name w:val="Normal"/>',
          '<w:name w:val="Normal"/><w:pPr><w:spacing w:after="160"/></w:pPr>',
        ),
        body:
          entry('Staf Administrasi') +
          p('PT Maju Jaya') +
          p('Mengelola arsip kantor') +
          p('Staf Gudang', { rPr: '<w:b/>', pPr: '<w:spacing w:before="360"/>' }) +
          p('PT Sinar Abadi'),
      }),
    );
    expect(linesOf(d)).toEqual([
      'Staf Administrasi',
      'PT Maju Jaya',
      'Mengelola arsip kantor',
      '',
      'Staf Gudang',
      'PT Sinar Abadi',
    ]);
  });

  it('keeps a tab between an entry and its dates, and reads hyperlinks, not deleted text', async () => {
    const d = await extractDocx(
      await docx({
        body:
          '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Staf Administrasi</w:t></w:r><w:r><w:tab/><w:tab/><w:t>Jan 2020 – Sekarang</w:t></w:r></w:p>' +
          '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>linkedin.com/in/budi</w:t></w:r></w:hyperlink>' +
          '<w:del><w:r><w:delText>dihapus</w:delText></w:r></w:del>' +
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r>' +
          '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve"> | budi@contoh.id</w:t></w:r>' +
          '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      }),
    );
    expect(linesOf(d)).toEqual([
      'Staf Administrasi\tJan 2020 – Sekarang',
      'linkedin.com/in/budi | budi@contoh.id',
    ]);
    expect(hintOf(d, 'Staf Administrasi\tJan 2020 – Sekarang')).toMatchObject({ heading: false });
  });

  it('reads a text box once though Word stores it twice (DrawingML and its VML fallback)', async () => {
    const box = (t: string) => `<w:txbxContent>${p(t)}</w:txbxContent>`;
    const d = await extractDocx(
      await docx({
        body:
          p('Budi Santoso') +
          '<w:p><w:r><mc:AlternateContent>' +
          `<mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${box('Kotak kontak: budi@contoh.id')}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>` +
          `<mc:Fallback><w:pict><v:shape><v:textbox>${box('Kotak kontak: budi@contoh.id')}</v:textbox></v:shape></w:pict></mc:Fallback>` +
          '</mc:AlternateContent></w:r></w:p>' +
          p('Pengalaman Kerja'),
      }),
    );
    expect(d.text.match(/Kotak kontak/g)).toHaveLength(1);
    expect(linesOf(d)).toContain('Kotak kontak: budi@contoh.id');
  });

  it('reads a letterhead in the page header first, without page numbers', async () => {
    const d = await extractDocx(
      await docx({
        header: p('Budi Santoso', { rPr: '<w:sz w:val="36"/>' }) + p('Halaman 1 dari 2'),
        body: p('Ringkasan', { pPr: '<w:pStyle w:val="Heading1"/>' }) + p('Staf HR berpengalaman.'),
      }),
    );
    expect(linesOf(d)).toEqual(['Budi Santoso', '', 'Ringkasan', 'Staf HR berpengalaman.']);
  });

  it('drops a running head that prints the page number by a field, whatever its words', async () => {
    const field = (code: string) =>
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
      `<w:r><w:instrText xml:space="preserve"> ${code} </w:instrText></w:r>` +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const d = await extractDocx(
      await docx({
        header:
          p('Kontak: budi@contoh.id') +
          `<w:p><w:r><w:t>Budi Santoso — CV</w:t></w:r><w:r><w:tab/><w:t>Hal. </w:t></w:r>${field('PAGE')}</w:p>` +
          `<w:p><w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>2</w:t></w:r></w:fldSimple><w:r><w:t> halaman</w:t></w:r></w:p>`,
        body: p('Ringkasan', { pPr: '<w:pStyle w:val="Heading1"/>' }) + p('Staf HR berpengalaman.'),
      }),
    );
    expect(linesOf(d)).toEqual([
      'Kontak: budi@contoh.id',
      '',
      'Ringkasan',
      'Staf HR berpengalaman.',
    ]);
  });
});

describe('extractDocx: hints', () => {
  it('gives one hint per line, null exactly on blank lines', async () => {
    const d = await extractDocx(
      await docx({
        body:
          p('Budi Santoso', { rPr: '<w:sz w:val="40"/>' }) +
          '<w:p><w:r><w:t>Staf</w:t><w:br/><w:t>Administrasi</w:t></w:r></w:p>' +
          p('') +
          p('Pengalaman', { pPr: '<w:pStyle w:val="Heading1"/>' }) +
          tbl(
            [2600, 7000],
            [[tc(p('Kontak', { rPr: '<w:b/>' })), tc(p('budi@contoh.id') + p('0812-3456-7890'))]],
          ) +
          p('Akhir'),
      }),
    );
    const ls = linesOf(d);
    expect(d.hints).toHaveLength(ls.length);
    ls.forEach((l, i) =>
      expect(d.hints![i] === null, `line ${i} ${JSON.stringify(l)}`).toBe(l === ''),
    );
    // A soft line break is a new line of the same paragraph.
    expect(ls.slice(1, 3)).toEqual(['Staf', 'Administrasi']);
  });
});

describe('extractDocx: files that cannot be read', () => {
  const doc = (inner: string) =>
    `<?xml version="1.0"?><w:document ${NS}><w:body>${inner}</w:body></w:document>`;

  it.each([
    ['mismatched tags', doc('<w:p><w:r><w:t>Budi</w:r></w:t></w:p>')],
    ['an unclosed element', doc('<w:p><w:r><w:t>Budi</w:t></w:r>')],
    ['an undeclared entity', doc('<w:p><w:r><w:t>Budi &nbsp; Santoso</w:t></w:r></w:p>')],
    ['text after the root', `${doc(p('Budi'))}sisa`],
    ['no document body', `<?xml version="1.0"?><w:document ${NS}/>`],
    ['not XML at all', 'PK\u0003\u0004 bukan xml'],
  ])('%s → corrupt, in our words', async (_, xml) => {
    const buf = await docx({ body: '', document: xml });
    expect(await reason(buf)).toBe('corrupt');
    const err = (await extractDocx(buf).catch((e: unknown) => e)) as CvFileError;
    expect(err.message).toBe('Berkas DOCX rusak atau tidak dapat dibaca.');
  });

  it('a malformed styles part is corrupt too', async () => {
    expect(await reason(await docx({ body: p('Budi'), styles: `<w:styles ${NS}><w:style>` }))).toBe(
      'corrupt',
    );
  });

  it('refuses absurd nesting as unsafe, quickly', async () => {
    const deep = '<w:tbl><w:tr><w:tc>'.repeat(200) + p('x') + '</w:tc></w:tr></w:tbl>'.repeat(200);
    const t0 = performance.now();
    const buf = await docx({ body: deep });
    expect(await reason(buf)).toBe('unsafe');
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('reads 100 000 paragraphs in bounded time', { timeout: 120_000 }, async () => {
    // Short paragraphs of varied words: within the ZIP guard's size and ratio limits.
    let seed = 11;
    const word = () => (seed = (seed * 48271) % 2147483647).toString(36).slice(0, 5);
    const paragraphs = (n: number) =>
      docx({
        body: Array.from(
          { length: n },
          () => `<w:p><w:r><w:t>${word()} ${word()}</w:t></w:r></w:p>`,
        ).join(''),
      });
    const timed = async (buf: Uint8Array) => {
      const t0 = performance.now();
      const d = await extractDocx(buf);
      return { d, ms: performance.now() - t0 };
    };
    // Against a tenth of the file read in the same run (a shared machine's speed varies): ten
    // times the paragraphs may cost ten times the time, a quadratic step a hundred.
    const small = await timed(await paragraphs(10_000));
    const { d, ms } = await timed(await paragraphs(100_000));
    expect(ms).toBeLessThan(30 * Math.max(small.ms, 20));
    // Reading stops at the block budget: far more than any CV, far less than the file.
    expect(linesOf(d).length).toBeGreaterThan(1000);
    expect(linesOf(d).length).toBeLessThan(100_000);
  });
});
