import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { RewriteInput } from './types.ts';

const LANGUAGE_NAME = { id: 'Indonesian (Bahasa Indonesia)', en: 'English' } as const;

const VERB_HINT = {
  id: 'e.g. "Memimpin", "Mengembangkan", "Meningkatkan", "Mengelola"',
  en: 'e.g. "Led", "Built", "Increased", "Managed"',
} as const;

/**
 * The request: rules in the system message, the CV part as JSON in the user message. Contact
 * details are never sent; only the summary, the experience entries and the skill names.
 */
export function buildMessages(input: RewriteInput): ChatCompletionMessageParam[] {
  const language = LANGUAGE_NAME[input.language];
  const system = [
    `You improve the wording of one CV. Write everything in ${language}, the CV's own language.`,
    'Return JSON with "summary" and "experience".',
    '- summary: a professional summary of 3-4 sentences in the third person without pronouns, built only from the facts given (summary, experience, skills).',
    "- experience: exactly one item per input entry, in the same order. Rewrite that entry's bullets in the same order, one rewritten bullet per original bullet; an entry without bullets gets an empty list.",
    `- Start every bullet with a strong action verb (${VERB_HINT[input.language]}); concise, results first, no bullet signs, no markdown.`,
    '- Keep every fact, name, tool and number exactly as written. Never add, compute, round or estimate a number, percentage, date or duration that is not in the original bullet.',
  ].join('\n');
  const cv = {
    language: input.language,
    summary: input.summary,
    skills: input.skills,
    experience: input.experience.map((e) => ({
      title: e.title,
      company: e.company,
      start: e.start,
      end: e.end,
      current: e.current,
      bullets: e.bullets,
    })),
  };
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(cv) },
  ];
}
