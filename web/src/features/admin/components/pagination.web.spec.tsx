import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../lib/i18n.ts';
import { renderPage } from '../../../testing/render.tsx';
import { Pagination } from './pagination.tsx';

describe('Pagination of an admin list', () => {
  beforeAll(() => loadTexts(['admin']));

  it('reads an exact total as it is, and closes next on the last page', async () => {
    await renderPage(
      <Pagination
        data={{ page: 5, totalPages: 5, total: 93, totalCapped: false }}
        onPage={() => undefined}
        label="Halaman daftar pengguna"
      />,
    );
    expect(screen.getByText('Halaman 5 dari 5 · 93 data')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toHaveProperty('disabled', true);
  });

  it('reads a capped total as a lower bound ("1.000+") and keeps next open', async () => {
    const pages: number[] = [];
    const { user } = await renderPage(
      <Pagination
        data={{ page: 50, totalPages: 50, total: 1000, totalCapped: true }}
        onPage={(p) => pages.push(p)}
        label="Halaman daftar pengguna"
      />,
    );
    expect(screen.getByText('Halaman 50 dari 50+ · 1.000+ data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(pages).toEqual([51]);
  });
});
