import { describe, expect, it } from 'vitest';
import { item } from './spec-items.ts';
import { layoutPages } from './pdf-layout.ts';

describe('layoutPages: the gutter under a name banner', () => {
  it('keeps the columns whole when a long sidebar line reaches into the gutter', () => {
    // A Canva page: the name in a band right of a photo crosses every position of the gutter;
    // the sidebar's profile address fills its column and reaches into the gutter's left part.
    const sidebar = [
      item('KONTAK', 40, 690, 12, true),
      item('E-mail: rina@contoh.id', 40, 674),
      item('Semarang, Jawa Tengah', 40, 660),
      item('https://linkedin.com/in/rinaputr', 40, 646),
      item('ilestari', 40, 632),
      item('KETERAMPILAN', 40, 600, 12, true),
      ...['SAP', 'Accurate', 'Microsoft Excel', 'Perpajakan'].map((s, i) =>
        item(s, 48, 584 - i * 16),
      ),
      item('BAHASA', 40, 500, 12, true),
      ...['Indonesia (Aktif)', 'Inggris (Pasif)', 'Jepang (Dasar)'].map((s, i) =>
        item(s, 48, 484 - i * 16),
      ),
    ];
    const main = [
      item('RIWAYAT PEKERJAAN', 235, 690, 12, true),
      item('Auditor Junior', 235, 674, 10, true),
      item('Koperasi Maju Bersama', 235, 660),
      item('Okt 2025 – Mei 2026', 235, 646),
      ...Array.from({ length: 28 }, (_, i) =>
        item(`Menyusun laporan keuangan bulanan untuk cabang ${i + 1}`, 240, 632 - i * 14),
      ),
    ];
    const out = layoutPages([
      {
        items: [item('Rina Putri Lestari', 160, 780, 24, true), ...sidebar, ...main],
        x0: 0,
        y0: 0,
        x1: 595,
        y1: 842,
      },
    ]);
    const lines = out.text.split('\n').filter(Boolean);
    expect(out.columns).toEqual([2]);
    expect(lines[0]).toBe('Rina Putri Lestari');
    const at = (s: string) => lines.indexOf(s);
    // The sidebar read whole, its address joined, then the main column.
    expect(lines).toContain('https://linkedin.com/in/rinaputrilestari');
    expect(at('E-mail: rina@contoh.id') + 1).toBe(at('Semarang, Jawa Tengah'));
    expect(at('Perpajakan')).toBeLessThan(at('RIWAYAT PEKERJAAN'));
    expect(at('RIWAYAT PEKERJAAN') + 1).toBe(at('Auditor Junior'));
  });
});

describe('layoutPages: the left column measure', () => {
  it('joins an address wrapped at the sidebar text edge, however wide the gutter', () => {
    // The sidebar's text ends at x 180, the main column starts at x 260: a one-letter tail would
    // have fitted in the gutter's middle, but not in the sidebar's own measure.
    const side = [
      item('CONTACT INFO', 40, 760, 11, true),
      item('Phone: 0878 2216 5798', 40, 744),
      item('rizkyratnasiregar8@gmail.co', 40, 730),
      item('m', 40, 716),
      item('Address: Medan, North', 40, 702),
      item('SKILLS', 40, 670, 11, true),
      ...['Administrasi', 'Microsoft Excel', 'Pelayanan Pelanggan', 'Komunikasi'].map((s, i) =>
        item(s, 40, 654 - i * 14),
      ),
    ];
    const main = [
      item('Rizky Ratna Siregar', 260, 765, 20, true),
      ...Array.from({ length: 24 }, (_, i) =>
        item(`Mengelola jadwal rapat dan arsip kantor cabang nomor ${i + 1}`, 260, 735 - i * 14),
      ),
    ];
    const out = layoutPages([{ items: [...side, ...main], x0: 0, y0: 0, x1: 595, y1: 842 }]);
    expect(out.columns).toEqual([2]);
    expect(out.text.split('\n')).toContain('rizkyratnasiregar8@gmail.com');
  });
});
