import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ExperienceEntry } from '../types.ts';
import { DEFAULT_MAX_RETRIES, DEFAULT_MODEL, DEFAULT_TIMEOUT_MS } from './config.ts';
import { droppedNumbers, introducedNumbers } from './numbers.ts';
import { rewriteOutputSchema, rewriteWireSchema, type RewriteOutput } from './output-schema.ts';
import { estimateCostUsd } from './pricing.ts';
import { buildMessages } from './prompt.ts';
import { builtinRewrite } from './builtin-rewriter.ts';
import type {
  RewriteInput,
  RewriteLogEntry,
  RewriteLogger,
  RewriteResult,
  Rewriter,
  RewriterConfig,
} from './types.ts';

const MAX_COMPLETION_TOKENS = 4096;

/** An answer that arrived but is not usable; `reason` is the stable fallback code. */
class Rejected extends Error {
  constructor(
    readonly reason: string,
    detail: string,
  ) {
    super(detail);
  }
}

export const defaultRewriteLogger: RewriteLogger = (entry) => console.log(JSON.stringify(entry));

/**
 * The model-backed rewriter. Every failure (network, timeout, HTTP status, refusal, invalid
 * or mismatched JSON, a figure the original lacks) returns the built-in result with a
 * `fallbackReason`; it never throws. One log entry per call.
 */
export function createOpenAiRewriter(config: RewriterConfig & { apiKey: string }): Rewriter {
  const model = config.model ?? DEFAULT_MODEL;
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = config.maxRetries ?? DEFAULT_MAX_RETRIES;
  const log = config.logger ?? defaultRewriteLogger;
  const responseFormat = zodResponseFormat(rewriteWireSchema, 'cv_rewrite');

  async function rewrite(input: RewriteInput): Promise<RewriteResult> {
    const fallback = builtinRewrite(input);
    const started = performance.now();
    let attempts = 0;
    let promptTokens: number | null = null;
    let completionTokens: number | null = null;
    let result: RewriteResult;
    let detail: string | undefined;

    try {
      // A client per call, so its fetch can count this call's attempts (retries included).
      const client = new OpenAI({
        apiKey: config.apiKey,
        // null = the SDK's own default; never silently taken from the environment.
        baseURL: config.baseURL ?? null,
        timeout,
        maxRetries,
        logLevel: 'off',
        fetch: (url, init) => {
          attempts += 1;
          return fetch(url, init);
        },
      });
      const completion = await client.chat.completions.create({
        model,
        messages: buildMessages(input),
        response_format: responseFormat,
        max_completion_tokens: MAX_COMPLETION_TOKENS,
      });
      promptTokens = completion.usage?.prompt_tokens ?? null;
      completionTokens = completion.usage?.completion_tokens ?? null;
      const output = checkAnswer(input, completion);
      result = {
        summary: output.summary,
        experience: input.experience.map((e, i) => ({
          ...e,
          bullets: output.experience[i]!.bullets,
        })),
        provider: 'openai',
      };
    } catch (err) {
      const [reason, message] = classify(err);
      detail = message;
      result = { ...fallback, fallbackReason: reason };
    }

    const entry: RewriteLogEntry = {
      event: 'cv.rewrite',
      provider: 'openai',
      model,
      outcome: result.fallbackReason ? 'fallback' : 'ok',
      ...(result.fallbackReason ? { fallbackReason: result.fallbackReason, detail } : {}),
      latencyMs: Math.round(performance.now() - started),
      attempts,
      promptTokens,
      completionTokens,
      costUsd: estimateCostUsd(model, promptTokens, completionTokens),
    };
    try {
      log(entry);
    } catch {
      // A broken logger must not break the rewrite.
    }
    return result;
  }

  return { name: 'openai', rewrite };
}

function checkAnswer(input: RewriteInput, completion: OpenAI.Chat.ChatCompletion): RewriteOutput {
  const choice = completion.choices[0];
  if (!choice) throw new Rejected('empty_response', 'no choices');
  if (choice.message.refusal) throw new Rejected('refusal', choice.message.refusal);
  if (choice.finish_reason === 'length') throw new Rejected('truncated', 'finish_reason length');
  if (choice.finish_reason === 'content_filter') {
    throw new Rejected('content_filter', 'finish_reason content_filter');
  }
  const content = choice.message.content;
  if (!content) throw new Rejected('empty_response', 'no content');

  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    // Not the parser's message: it quotes the content, and the content is CV text.
    throw new Rejected('invalid_json', `content is not JSON (${content.length} chars)`);
  }
  const parsed = rewriteOutputSchema(input).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Rejected('schema_mismatch', `${formatPath(issue.path)}: ${issue.message}`);
  }
  checkNumbers(input, parsed.data);
  return parsed.data;
}

/**
 * Figures are facts: the summary may only use numbers found anywhere in the input; a bullet
 * only those of its own original bullet (of its entry's bullets when the model merged some);
 * and an entry must keep every figure it had.
 */
function checkNumbers(input: RewriteInput, output: RewriteOutput): void {
  const source = [
    input.summary,
    ...input.skills,
    ...input.experience.flatMap((e) => [
      e.title,
      e.company,
      e.start ?? '',
      e.end ?? '',
      ...e.bullets,
    ]),
  ].join('\n');
  const inSummary = introducedNumbers(source, output.summary);
  if (inSummary.length > 0) {
    throw new Rejected('invented_number', `summary: ${inSummary.join(', ')}`);
  }
  output.experience.forEach((entry, i) => {
    const original: ExperienceEntry = input.experience[i]!;
    const aligned = entry.bullets.length === original.bullets.length;
    entry.bullets.forEach((bullet, j) => {
      const from = aligned ? original.bullets[j]! : original.bullets.join('\n');
      const invented = introducedNumbers(from, bullet);
      if (invented.length > 0) {
        throw new Rejected(
          'invented_number',
          `experience[${i}].bullets[${j}]: ${invented.join(', ')}`,
        );
      }
    });
    const lost = droppedNumbers(original.bullets.join('\n'), entry.bullets.join('\n'));
    if (lost.length > 0) {
      throw new Rejected('dropped_number', `experience[${i}]: ${lost.join(', ')}`);
    }
  });
}

function classify(err: unknown): [reason: string, detail: string] {
  if (err instanceof Rejected) return [err.reason, err.message];
  // Order matters: the timeout and abort errors are subclasses of the others.
  if (err instanceof APIConnectionTimeoutError) return ['timeout', err.message];
  if (err instanceof APIUserAbortError) return ['aborted', err.message];
  if (err instanceof APIConnectionError) return ['connection_error', err.message];
  if (err instanceof APIError) return ['http_error', err.message]; // "500 upstream exploded"
  return ['error', err instanceof Error ? err.message : String(err)];
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}
