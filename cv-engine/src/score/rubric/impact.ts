/**
 * Impact (max 20): achievement lines with a number, bullets opening with an action verb, verbs
 * that state a result.
 */
import type { ParsedCv } from '../../types.ts';
import {
  hasBulletMarker,
  improveBullet,
  isWeakOpening,
  startsWithActionVerb,
  stripBulletMarker,
} from '../../revise/bullets.ts';
import { RESULT_VERBS } from '../../lexicon/action-verbs.ts';
import {
  bulletItems,
  clip,
  hasMetric,
  normLine,
  OPEN_LINE_END,
  quotable,
  sentenceLike,
} from '../score-text.ts';
import { entryPeriod, roleName } from '../score-entries.ts';
import { clamp, newAcc, rec, str, type Acc } from './points.ts';

/** The points for `q` achievement lines with a number: 4 for the first, 2 for each next, at most 12. */
export function quantifiedPoints(q: number): number {
  return q === 0 ? 0 : Math.min(12, 4 + 2 * (q - 1));
}

export function impact(parsed: ParsedCv, text: string, zoneIdx: number[]): Acc {
  const acc = newAcc();
  const lines = text.split('\n');
  // A wrapped bullet counts once: a PDF prints "… reduced office" / "supply costs by 14%" as two
  // lines, a DOCX as one paragraph, and the achievement is the same.
  const groups: number[][] = [];
  for (const i of zoneIdx) {
    const prev = groups[groups.length - 1];
    const line = lines[i]!.trim();
    const above = lines[i - 1]?.trim() ?? '';
    const wraps =
      !hasBulletMarker(line) && (/^[\p{Ll}\d(&$%]/u.test(line) || OPEN_LINE_END.test(above));
    if (prev && prev[prev.length - 1] === i - 1 && wraps) prev.push(i);
    else groups.push([i]);
  }
  const quantified = groups.filter((g) => g.some((i) => hasMetric(lines[i]!))).map((g) => g[0]!);
  const q = quantified.length;
  const qPts = quantifiedPoints(q);
  acc.points += qPts;
  if (q >= 2) {
    // The whole bullet when the parser joined a wrapped line, else the line as printed.
    const line = stripBulletMarker(lines[quantified[0]!]!.trim());
    const whole = parsed.experience
      .flatMap((e) => e.bullets)
      .find((b) => normLine(b).includes(normLine(line)));
    const example = whole ? stripBulletMarker(whole.trim()) : line;
    str(acc, 'quantified_bullets', qPts, { count: q, example: clip(example, 120) });
  }
  // Roles without a number: the most recent three.
  const unquantified = parsed.experience.filter(
    (e) => roleName(e) && e.bullets.length > 0 && !e.bullets.some((b) => hasMetric(b)),
  );
  const perRole = q === 0 ? 4 : Math.min(2, 12 - qPts);
  unquantified.slice(0, 3).forEach((e, k) => {
    rec(acc, 'quantify_role', Math.max(0.5, perRole - k * 0.5), {
      role: e.title,
      company: e.company,
      period: entryPeriod(e),
    });
  });
  if (q === 0 && unquantified.length === 0) {
    const all = bulletItems(parsed, text, zoneIdx).filter(quotable);
    const example = all.find((b) => startsWithActionVerb(b)) ?? all[0];
    if (example) rec(acc, 'quantify_bullets', 4, { example: clip(example, 120) });
  }

  const items = bulletItems(parsed, text, zoneIdx);
  if (items.length > 0) {
    const verbs = items.filter((b) => startsWithActionVerb(b));
    const ratio = verbs.length / items.length;
    acc.points += 6 * ratio;
    if (ratio >= 0.6 && verbs.length >= 3) {
      str(acc, 'action_verbs', 6 * ratio, {
        count: verbs.length,
        total: items.length,
        example: clip(verbs[0]!, 100),
      });
    }
    const weak = items.filter((b) => isWeakOpening(b) || !startsWithActionVerb(b));
    const improvable = weak.find((b) => isWeakOpening(b) && quotable(stripBulletMarker(b.trim())));
    const weakest = improvable ?? (ratio < 0.6 ? weak.find(sentenceLike) : undefined);
    if (weakest) {
      const bullet = stripBulletMarker(weakest.trim()).replace(/\s+/gu, ' ');
      const improved = improveBullet(weakest, parsed.language);
      const same = improved.replace(/[\s.;,:!]+$/u, '') === bullet.replace(/[\s.;,:!]+$/u, '');
      rec(acc, 'weak_verbs', clamp((6 * weak.length) / items.length, 0.5, 6), {
        bullet: clip(bullet, 120),
        improved: same ? '' : clip(improved, 120),
        count: weak.length,
        // The verbs it suggests are the CV's own language, whatever the reader's.
        cvLang: parsed.language,
      });
    }
    const results = items.filter((b) => RESULT_VERBS.test(b)).length;
    acc.points += results >= 2 ? 2 : results === 1 ? 1 : 0;
  } else if (parsed.experience.some((x) => roleName(x))) {
    const e = parsed.experience.find((x) => roleName(x))!;
    rec(acc, 'add_bullets', 6, { role: e.title, company: e.company, period: entryPeriod(e) });
  }
  return acc;
}
