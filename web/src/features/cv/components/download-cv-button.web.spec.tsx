import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { DownloadCvButton } from './download-cv-button.tsx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('DownloadCvButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a paid CV as revised_cv.docx with the bearer token', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/download/:file', ({ request, params }) => {
        auth = request.headers.get('authorization');
        expect(params.file).toBe('rev-1.docx');
        return new HttpResponse('docx-bytes', { headers: { 'Content-Type': DOCX } });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('revised_cv.docx');
    });
    const onNeedsPayment = vi.fn();
    const { user } = await renderPage(
      <DownloadCvButton filePath="rev-1.docx" downloadable onNeedsPayment={onNeedsPayment} />,
    );
    await user.click(screen.getByRole('button', { name: 'Unduh CV revisi' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(auth).toBe('Bearer test-token');
    expect(created).toHaveBeenCalledTimes(1);
    expect(onNeedsPayment).not.toHaveBeenCalled();
  });

  it('sends an unpaid CV to the payment step without asking the server', async () => {
    const onNeedsPayment = vi.fn();
    const { user } = await renderPage(
      <DownloadCvButton
        filePath="rev-1.docx"
        downloadable={false}
        onNeedsPayment={onNeedsPayment}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Unduh CV revisi' }));
    expect(onNeedsPayment).toHaveBeenCalledTimes(1);
  });

  it('leads to the payment step when the server answers 403', async () => {
    server.use(
      http.get('/api/download/:file', () =>
        HttpResponse.json({ success: false, message: 'Bayar dulu' }, { status: 403 }),
      ),
    );
    const onNeedsPayment = vi.fn();
    const { user } = await renderPage(
      <DownloadCvButton filePath="rev-1.docx" downloadable onNeedsPayment={onNeedsPayment} />,
    );
    await user.click(screen.getByRole('button', { name: 'Unduh CV revisi' }));
    await waitFor(() => expect(onNeedsPayment).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when the download fails", async () => {
    server.use(
      http.get('/api/download/:file', () =>
        HttpResponse.json(
          { success: false, error: 'NOT_FOUND', message: 'Berkas CV revisi tidak ditemukan.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = await renderPage(<DownloadCvButton filePath="rev-1.docx" downloadable />);
    await user.click(screen.getByRole('button', { name: 'Unduh CV revisi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unduhan gagal: Berkas CV revisi tidak ditemukan.',
    );
  });
});
