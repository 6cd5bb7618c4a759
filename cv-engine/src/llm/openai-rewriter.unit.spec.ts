import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRewriter, type RewriteInput, type RewriteLogEntry } from './index.ts';
import { completion, startOpenAiStub, type OpenAiStub } from './testing/openai-stub.ts';

// The real SDK against a loopback stub: no other host is ever contacted.

const input: RewriteInput = {
  language: 'id',
  summary: 'Lulusan S1 Manajemen yang suka pemasaran digital.',
  skills: ['Google Analytics', 'Canva', 'SEO'],
  experience: [
    {
      title: 'Staf Pemasaran Digital',
      company: 'PT Maju Jaya',
      start: '2021-03',
      end: null,
      current: true,
      bullets: [
        'bertanggung jawab atas media sosial perusahaan, followers naik 45%',
        'membuat laporan mingguan untuk 3 manajer',
      ],
    },
    {
      title: 'Admin Magang',
      company: 'CV Sentosa',
      start: '2020-01',
      end: '2020-06',
      current: false,
      bullets: ['input data penjualan'],
    },
  ],
};

const good = {
  summary:
    'Profesional pemasaran digital lulusan S1 Manajemen dengan pengalaman sejak 2021. Terampil menggunakan Google Analytics, Canva, dan SEO. Berfokus pada pertumbuhan audiens media sosial yang terukur.',
  experience: [
    {
      bullets: [
        'Mengelola media sosial perusahaan dan meningkatkan jumlah pengikut sebesar 45%',
        'Menyusun laporan mingguan untuk 3 manajer',
      ],
    },
    { bullets: ['Menginput data penjualan secara akurat dan tepat waktu'] },
  ],
};

/** `good` with one bullet replaced. */
function withBullet(entry: number, bullet: number, text: string) {
  const copy = structuredClone(good);
  copy.experience[entry]!.bullets[bullet] = text;
  return copy;
}

let stub: OpenAiStub;
let logs: RewriteLogEntry[];

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  logs = [];
});

function rewriter(overrides: { timeoutMs?: number; maxRetries?: number; model?: string } = {}) {
  return createRewriter({
    apiKey: 'test-key',
    baseURL: stub.baseURL,
    maxRetries: 0,
    logger: (entry) => logs.push(entry),
    ...overrides,
  });
}

function expectFallback(result: Awaited<ReturnType<ReturnType<typeof rewriter>['rewrite']>>) {
  expect(result.provider).toBe('builtin');
  expect(result.summary).toBe(input.summary);
  expect(result.experience).toEqual(input.experience);
}

describe('When the model answers with valid structured output', () => {
  it('should return the rewritten summary and bullets, keeping every other field', async () => {
    stub.reply = () => ({ body: completion(good) });

    const r = rewriter();
    const result = await r.rewrite(input);

    expect(r.name).toBe('openai');
    expect(result.provider).toBe('openai');
    expect(result.fallbackReason).toBeUndefined();
    expect(result.summary).toBe(good.summary);
    expect(result.experience.map((e) => e.bullets)).toEqual(good.experience.map((e) => e.bullets));
    expect(result.experience.map(({ bullets: _, ...rest }) => rest)).toEqual(
      input.experience.map(({ bullets: _, ...rest }) => rest),
    );
  });

  it('should send the model name and a strict json_schema response format', async () => {
    stub.reply = () => ({ body: completion(good) });

    await rewriter().rewrite(input);

    expect(stub.requests).toHaveLength(1);
    const req = stub.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer test-key');
    const body = req.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: { properties: object } };
      };
    };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('cv_rewrite');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual([
      'summary',
      'experience',
    ]);
    expect(body.messages[0]!.content).toContain('Indonesian');
    expect(body.messages[1]!.content).toContain('followers naik 45%');
  });

  it('should log latency, token usage and the estimated cost', async () => {
    stub.reply = () => ({ body: completion(good) });

    await rewriter().rewrite(input);

    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      event: 'cv.rewrite',
      provider: 'openai',
      model: 'gpt-4o-mini',
      outcome: 'ok',
      attempts: 1,
      promptTokens: 1200,
      completionTokens: 300,
      costUsd: 0.00036,
    });
    expect(logs[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(logs[0]).not.toHaveProperty('fallbackReason');
  });

  it('should log a null cost for a model missing from the price table', async () => {
    stub.reply = () => ({ body: completion(good) });

    await rewriter({ model: 'local-llama' }).rewrite(input);

    expect((stub.requests[0]!.body as { model: string }).model).toBe('local-llama');
    expect(logs[0]).toMatchObject({ model: 'local-llama', promptTokens: 1200, costUsd: null });
  });

  it('should accept fewer bullets when merged bullets keep their figures', async () => {
    const merged = structuredClone(good);
    merged.experience[0]!.bullets = [
      'Mengelola media sosial (pengikut naik 45%) dan menyusun laporan mingguan untuk 3 manajer',
    ];
    stub.reply = () => ({ body: completion(merged) });

    const result = await rewriter().rewrite(input);

    expect(result.provider).toBe('openai');
    expect(result.experience[0]!.bullets).toEqual(merged.experience[0]!.bullets);
  });
});

describe('When the answer cannot be used', () => {
  it('should fall back on invalid JSON', async () => {
    stub.reply = () => ({ body: completion('{"summary": "Profesional pemasaran') });

    const result = await rewriter().rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('invalid_json');
    expect(logs[0]).toMatchObject({
      outcome: 'fallback',
      fallbackReason: 'invalid_json',
      promptTokens: 1200,
      completionTokens: 300,
    });
    // CV text stays out of the logs.
    expect(logs[0]!.detail).not.toContain('Profesional');
  });

  it.each([
    ['a summary of the wrong type', { ...good, summary: 42 }],
    ['a missing field', { summary: good.summary }],
    ['an empty summary', { ...good, summary: '   ' }],
    ['one entry too few', { ...good, experience: [good.experience[0]] }],
    ['more bullets than the original', withBullet(1, 1, 'Menginput data penjualan harian')],
    ['an empty bullet', withBullet(0, 1, '')],
    ['an overlong bullet', withBullet(1, 0, `Menginput ${'data '.repeat(200)}`)],
  ])('should fall back on a schema mismatch: %s', async (_, content) => {
    stub.reply = () => ({ body: completion(content) });

    const result = await rewriter().rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('schema_mismatch');
    expect(logs[0]!.detail).toBeTruthy();
  });

  it.each([
    ['a number in a bullet', withBullet(0, 1, 'Menyusun laporan mingguan untuk 5 manajer')],
    ['a changed percentage', withBullet(0, 0, 'Meningkatkan jumlah pengikut sebesar 50%')],
    ['a percentage from a bare number', withBullet(0, 1, 'Menyusun 3% laporan untuk 3 manajer')],
    ['a number in the summary', { ...good, summary: `${good.summary} Berpengalaman 5 tahun.` }],
  ])('should reject an invented figure: %s', async (_, content) => {
    stub.reply = () => ({ body: completion(content) });

    const result = await rewriter().rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('invented_number');
  });

  it('should reject an answer that drops a figure', async () => {
    stub.reply = () => ({
      body: completion(withBullet(0, 0, 'Mengelola media sosial perusahaan secara konsisten')),
    });

    const result = await rewriter().rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('dropped_number');
  });

  it('should fall back on a refusal', async () => {
    stub.reply = () => ({ body: completion('', { refusal: 'I cannot help with that.' }) });

    const result = await rewriter().rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('refusal');
  });

  it('should fall back on a truncated answer', async () => {
    stub.reply = () => ({ body: completion('{"summary": "Pro', { finishReason: 'length' }) });

    const result = await rewriter().rewrite(input);

    expect(result.fallbackReason).toBe('truncated');
  });
});

describe('When the model service fails', () => {
  it('should fall back within about the timeout when the answer is late', async () => {
    stub.reply = () => ({ body: completion(good), delayMs: 5_000 });

    const started = Date.now();
    const result = await rewriter({ timeoutMs: 300, maxRetries: 0 }).rewrite(input);
    const elapsed = Date.now() - started;

    expectFallback(result);
    expect(result.fallbackReason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2_000);
    expect(stub.requests).toHaveLength(1);
    expect(logs[0]).toMatchObject({ outcome: 'fallback', fallbackReason: 'timeout', attempts: 1 });
  });

  it('should retry a 500 once, then fall back', async () => {
    stub.reply = () => ({
      status: 500,
      headers: { 'retry-after-ms': '10' },
      body: { error: { message: 'upstream exploded', type: 'server_error' } },
    });

    const result = await rewriter({ maxRetries: 1 }).rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('http_error');
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[1]!.headers['x-stainless-retry-count']).toBe('1');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      attempts: 2,
      promptTokens: null,
      completionTokens: null,
      costUsd: null,
    });
    expect(logs[0]!.detail).toContain('500');
  });

  it('should use the answer when the retry succeeds', async () => {
    let calls = 0;
    stub.reply = () =>
      ++calls === 1
        ? { status: 503, headers: { 'retry-after-ms': '10' }, body: { error: { message: 'busy' } } }
        : { body: completion(good) };

    const result = await rewriter({ maxRetries: 1 }).rewrite(input);

    expect(result.provider).toBe('openai');
    expect(logs[0]).toMatchObject({ outcome: 'ok', attempts: 2 });
  });

  it('should not retry a 400', async () => {
    stub.reply = () => ({ status: 400, body: { error: { message: 'bad schema' } } });

    const result = await rewriter({ maxRetries: 1 }).rewrite(input);

    expect(result.fallbackReason).toBe('http_error');
    expect(stub.requests).toHaveLength(1);
  });

  it('should fall back when nothing listens at the base URL', async () => {
    const closed = await startOpenAiStub();
    const baseURL = closed.baseURL;
    await closed.close();

    const result = await createRewriter({
      apiKey: 'test-key',
      baseURL,
      maxRetries: 0,
      logger: (e) => logs.push(e),
    }).rewrite(input);

    expectFallback(result);
    expect(result.fallbackReason).toBe('connection_error');
  });

  it('should survive a logger that throws', async () => {
    stub.reply = () => ({ body: completion(good) });
    const r = createRewriter({
      apiKey: 'test-key',
      baseURL: stub.baseURL,
      logger: () => {
        throw new Error('log sink down');
      },
    });

    await expect(r.rewrite(input)).resolves.toMatchObject({ provider: 'openai' });
  });
});

describe('When no API key is configured', () => {
  it.each([undefined, '', '   '])(
    'should use the built-in rewriter (apiKey %j)',
    async (apiKey) => {
      const r = createRewriter({ apiKey, baseURL: stub.baseURL, logger: (e) => logs.push(e) });

      const result = await r.rewrite(input);

      expect(r.name).toBe('builtin');
      expect(result).toEqual({
        summary: input.summary,
        experience: input.experience,
        provider: 'builtin',
      });
      expect(result.experience).not.toBe(input.experience);
      expect(stub.requests).toHaveLength(0);
      expect(logs).toHaveLength(0);
    },
  );
});
