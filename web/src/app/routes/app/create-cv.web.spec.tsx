import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CV_ID,
  PAYMENT_ID,
  PRICING,
  QUESTIONS,
  accountPlan,
  cvResult,
  payment,
} from '../../../testing/fixtures.ts';
import { renderPage } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CreateCvRoute } from './create-cv.tsx';

const location = () => screen.getByTestId('location').textContent;

/** The stored CV, its preview and its questions, as the results page reads them. */
function storedCv(result = cvResult()) {
  server.use(
    http.get(`/api/cvs/${CV_ID}`, () => HttpResponse.json(result)),
    http.get(`/api/cvs/${CV_ID}/preview`, () =>
      HttpResponse.json({ success: true, data: { template: 'modern', html: '<p>CV</p>' } }),
    ),
    http.get(`/api/cvs/${CV_ID}/questions`, () =>
      HttpResponse.json({ success: true, data: QUESTIONS }),
    ),
    http.get('/api/pricing', () => HttpResponse.json({ success: true, data: PRICING })),
  );
}

describe('/create-cv: the results page', () => {
  it("shows the CV's analysis, its revision and the Lengkapi questions", async () => {
    storedCv();
    await renderPage(<CreateCvRoute />, { url: `/create-cv?cv=${CV_ID}` });

    expect(
      await screen.findByRole('heading', { name: 'Hasil Analisis CV', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByTestId('cv-title').textContent).toBe('CV Sari Wulandari');
    expect(screen.getByTestId('revision-before').textContent).toBe('58');
    expect(screen.getByTestId('revision-after').textContent).toBe('61');
    expect(screen.getByText('Tanggal ditulis dengan satu format')).toBeTruthy();
    // The Lengkapi part is a chunk of its own: it arrives, with its questions.
    // (A cold worker compiles that chunk first: give it time.)
    expect(await screen.findAllByTestId('lengkapi-question', {}, { timeout: 5000 })).toHaveLength(
      3,
    );
  });

  it("sends an unpaid CV's download to the payment step", async () => {
    storedCv();
    const { user } = await renderPage(<CreateCvRoute />, { url: `/create-cv?cv=${CV_ID}` });
    const [download] = await screen.findAllByRole('button', { name: 'Unduh CV revisi' });
    await user.click(download!);
    await waitFor(() => expect(location()).toBe(`/create-cv?cv=${CV_ID}&step=payment`));
    expect(await screen.findByRole('heading', { name: 'Pembayaran', level: 1 })).toBeTruthy();
  });

  it("tells why the result did not load, and loads it again on 'Coba lagi'", async () => {
    let calls = 0;
    storedCv();
    server.use(
      http.get(`/api/cvs/${CV_ID}`, () =>
        // The page asks once more by itself after a 5xx: both fail.
        ++calls <= 2
          ? HttpResponse.json({ success: false, message: 'Layanan sedang sibuk.' }, { status: 503 })
          : HttpResponse.json(cvResult()),
      ),
    );
    const { user } = await renderPage(<CreateCvRoute />, { url: `/create-cv?cv=${CV_ID}` });
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Layanan sedang sibuk.',
    );
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('cv-title')).toBeTruthy();
  });
});

describe('/create-cv: checkout of the revised CV', () => {
  it('pays with the chosen method and lands on the success step with the download', async () => {
    storedCv();
    const created: unknown[] = [];
    let polls = 0;
    server.use(
      http.post('/api/payments', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          { success: true, data: payment({ status: 'pending' }), position: 30 },
          { status: 201 },
        );
      }),
      http.get(`/api/payments/${PAYMENT_ID}/receipt`, () =>
        HttpResponse.text('<p>Kuitansi</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
      http.get(`/api/payments/${PAYMENT_ID}`, () => {
        polls++;
        return HttpResponse.json({
          success: true,
          data: payment({ status: 'paid', settledAt: '2026-11-28T10:00:05.000Z' }),
        });
      }),
    );
    const { user } = await renderPage(<CreateCvRoute />, {
      url: `/create-cv?cv=${CV_ID}&step=payment`,
    });
    expect((await screen.findByTestId('payment-amount')).textContent).toBe('Rp 25.000');
    await user.click(screen.getByRole('radio', { name: /E-wallet/ }));
    // Paid now: the stored CV answers downloadable from here on.
    server.use(
      http.get(`/api/cvs/${CV_ID}`, () =>
        HttpResponse.json(
          cvResult({ payment_status: 'paid', payment_id: PAYMENT_ID, downloadable: true }),
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Bayar sekarang' }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Pembayaran berhasil', level: 1 },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(created).toEqual([{ cvId: CV_ID, method: 'ewallet' }]);
    expect(polls).toBeGreaterThan(0);
    expect(location()).toBe(`/create-cv?cv=${CV_ID}&step=success&payment=${PAYMENT_ID}`);
    expect(screen.getByRole('button', { name: 'Unduh CV revisi' })).toBeTruthy();
  });

  it("shows the server's refusal and stays on the payment step", async () => {
    storedCv();
    server.use(
      http.post('/api/payments', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'READING_UNCHECKED',
            message: 'Periksa dulu hasil baca CV Anda.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderPage(<CreateCvRoute />, {
      url: `/create-cv?cv=${CV_ID}&step=payment`,
    });
    await screen.findByTestId('payment-amount');
    await user.click(screen.getByRole('button', { name: 'Bayar sekarang' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Periksa dulu hasil baca CV Anda.');
    expect(location()).toBe(`/create-cv?cv=${CV_ID}&step=payment`);
  });
});

describe('/create-cv: a CV from the profile', () => {
  it("builds one with 'Buat CV dari profil' and opens its results", async () => {
    storedCv();
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/account/plan', () =>
        HttpResponse.json({ success: true, data: accountPlan() }),
      ),
      http.get('/api/cvs', () => HttpResponse.json({ success: true, data: [] })),
      http.post('/api/cvs/from-profile', async ({ request }) => {
        bodies.push({ body: await request.json(), lang: request.headers.get('accept-language') });
        return HttpResponse.json(cvResult(), { status: 201 });
      }),
    );
    const { user } = await renderPage(<CreateCvRoute />, { url: '/create-cv' });
    const card = await screen.findByTestId('from-profile');
    await user.click(within(card).getByRole('button', { name: 'Buat CV dari profil' }));
    await waitFor(() => expect(location()).toBe(`/create-cv?cv=${CV_ID}`));
    expect(bodies).toEqual([{ body: { template: 'modern' }, lang: 'id' }]);
    expect(
      await screen.findByRole('heading', { name: 'Hasil Analisis CV', level: 1 }),
    ).toBeTruthy();
  });

  it('keeps the upload page and says why when the profile cannot make a CV', async () => {
    server.use(
      http.get('/api/account/plan', () =>
        HttpResponse.json({ success: true, data: accountPlan() }),
      ),
      http.get('/api/cvs', () => HttpResponse.json({ success: true, data: [] })),
      http.get('/api/pricing', () => HttpResponse.json({ success: true, data: PRICING })),
      http.post('/api/cvs/from-profile', () =>
        HttpResponse.json(
          { success: false, message: 'Isi dulu pengalaman atau pendidikan di profil Anda.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderPage(<CreateCvRoute />, { url: '/create-cv' });
    const card = await screen.findByTestId('from-profile');
    await user.click(within(card).getByRole('button', { name: 'Buat CV dari profil' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Isi dulu pengalaman atau pendidikan di profil Anda.',
    );
    expect(location()).toBe('/create-cv');
  });
});
