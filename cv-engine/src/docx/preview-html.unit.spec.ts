import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../types.ts';
import type { RevisedCvInput } from './content.ts';
import { buildPreviewHtml, escapeHtml } from './preview-html.ts';
import { enSample, idSample } from './spec-fixtures.ts';

const WATERMARK = { watermark: 'PRATINJAU · KARIER' };

describe('buildPreviewHtml', () => {
  it.each(TEMPLATES)('escapes every piece of CV text (%s)', (template) => {
    const xss = '<img src=x onerror=alert(1)>';
    const input: RevisedCvInput = {
      ...idSample,
      contact: { ...idSample.contact, name: xss, email: '"><script>alert(2)</script>' },
      summary: `Ringkasan ${xss}`,
      skills: ['<b>Go</b>'],
      skillGroups: [{ label: '<i>x</i>', skills: ['<b>Go</b>'] }],
      experience: [{ ...idSample.experience[0]!, company: 'A & B <Co>', bullets: [xss] }],
      languages: ['<u>Jawa</u>'],
      certifications: ["O'Reilly"],
    };
    const html = buildPreviewHtml(input, template, WATERMARK);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<[biu]>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &lt;Co&gt;');
    expect(html).toContain('O&#39;Reilly');
  });

  it.each(TEMPLATES)('lays a repeated, unselectable watermark over the page (%s)', (template) => {
    const html = buildPreviewHtml(idSample, template, WATERMARK);
    expect(html).toContain(
      '<div class="wm" aria-hidden="true" data-watermark="PRATINJAU · KARIER">',
    );
    expect(html).toMatch(/\.wm\{[^}]*pointer-events:none[^}]*user-select:none/);
    expect(html).toContain('background-repeat:repeat');
    expect(html).toContain('.wm{background-image:url("data:image/svg+xml,');
    expect(html).toContain(encodeURIComponent('PRATINJAU · KARIER'));
    expect(html).toContain(encodeURIComponent('rotate(-30'));
    expect(html).toMatch(/\.cv\{user-select:none/);
  });

  it('escapes the watermark text as well', () => {
    const html = buildPreviewHtml(enSample, 'modern', { watermark: '</style><script>x</script>' });
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('is self-contained: no scripts, links, imports or remote URLs', () => {
    for (const template of TEMPLATES) {
      const html = buildPreviewHtml(idSample, template, WATERMARK);
      expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|@font-face|src=/i);
      expect(html).not.toMatch(/url\((?!"data:)/);
      expect(html).not.toMatch(/https?:\/\//);
    }
  });

  it('prints the same content as the DOCX, in the CV language', () => {
    const id = buildPreviewHtml(idSample, 'modern', WATERMARK);
    expect(id).toContain('<html lang="id">');
    for (const h of [
      'Ringkasan Profesional',
      'Pengalaman Kerja',
      'Pendidikan',
      'Keahlian',
      'Penghargaan',
    ]) {
      expect(id).toContain(`<h2>${h}</h2>`);
    }
    expect(id).toContain('Agu 2021 – Sekarang');
    expect(id).toContain('<strong>Data &amp; Infrastruktur:</strong>');

    const en = buildPreviewHtml(enSample, 'classic', { watermark: 'PREVIEW · KARIER' });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h2>Work Experience</h2>');
    expect(en).toContain('Jan 2019 – Present');
    expect(en).not.toContain('Organizations');
  });

  it('styles each template like its DOCX', () => {
    const [modern, classic, creative] = TEMPLATES.map((t) =>
      buildPreviewHtml(idSample, t, WATERMARK),
    );
    expect(modern).toContain('Calibri');
    expect(modern).toContain('#1F6F8B');
    expect(classic).toContain("'Times New Roman'");
    expect(classic).not.toContain('small-caps');
    expect(classic).not.toMatch(/h1\{[^}]*letter-spacing/);
    expect(classic).toContain('text-transform:uppercase');
    expect(creative).toContain('<aside class="box">');
    expect(creative).toContain('background:#1D3557');
    expect(modern).not.toContain('<aside>');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('buildPreviewHtml: languages as printed', () => {
  it('prints items that are more than a language and a level as lines, not one comma list', () => {
    const html = buildPreviewHtml(
      {
        ...enSample,
        listStyle: 'as-printed',
        languages: ['English — Lancar', 'Cashier app created for Carwash Business using Flask'],
      },
      'modern',
      WATERMARK,
    );
    expect(html).not.toContain('English — Lancar, Cashier app');
    expect(html).toContain('Cashier app created for Carwash Business using Flask');
  });
});
