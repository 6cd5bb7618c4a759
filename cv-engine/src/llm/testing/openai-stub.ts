import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers to one request. */
export interface StubReply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is. */
  body: unknown;
  /** Wait this long before answering (the request may be abandoned meanwhile). */
  delayMs?: number;
}

export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A minimal OpenAI-compatible chat completions server on loopback, for the real SDK to talk
 * to. `reply` decides each answer; `requests` records what came in.
 */
export interface OpenAiStub {
  baseURL: string;
  requests: StubRequest[];
  reply: (req: StubRequest) => StubReply;
  close(): Promise<void>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const stub: Partial<OpenAiStub> & { requests: StubRequest[] } = {
    requests: [],
    reply: () => ({ status: 500, body: { error: { message: 'no reply set' } } }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep the raw text
      }
      const request: StubRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      };
      stub.requests.push(request);
      const known = request.method === 'POST' && request.url === '/v1/chat/completions';
      const r = known
        ? stub.reply!(request)
        : { status: 404, body: { error: { message: `no route ${request.url}` } } };
      const send = () => {
        if (res.destroyed) return;
        const payload = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json', ...r.headers });
        res.end(payload);
      };
      if (r.delayMs) {
        const timer = setTimeout(send, r.delayMs);
        res.on('close', () => clearTimeout(timer));
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.baseURL = `http://127.0.0.1:${port}/v1`;
  stub.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return stub as OpenAiStub;
}

/** A chat completion whose message content is `content` (JSON-encoded unless a string). */
export function completion(
  content: unknown,
  extra: { finishReason?: string; refusal?: string | null; model?: string } = {},
) {
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: extra.model ?? 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
          refusal: extra.refusal ?? null,
        },
        finish_reason: extra.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
  };
}
