/**
 * Every number, name or tool a revision adds must come from the CV or from an answer (issue 28):
 * checked in code for every line the revision writes from answers, whoever worded it. The
 * words the writer puts around them ("Melayani rata-rata … per hari") carry no fact: numbers and
 * names are what is checked.
 */

/** Numbers as written ("1.250", "2,5", "37"), with their separators taken out for comparing. */
const NUMBER = /\d+(?:[.,]\d+)*/gu;
const digits = (n: string) => n.replace(/[.,]/gu, '');

/** A name or a tool: a word with a capital after its first letter, or a capital word not first. */
const NAME = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}+#.&-]*)/gu;

/** The fixed words of the writer's lines: capitalised only because a line opens with them. */
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

export interface Provenance {
  ok: boolean;
  /** The numbers and names found in neither the CV nor an answer. */
  unsupported: string[];
}

export function checkProvenance(
  added: readonly string[],
  sources: { cvText: string; answers: readonly string[] },
): Provenance {
  const haystack = fold([sources.cvText, ...sources.answers].join('\n'));
  const numbers = new Set([...haystack.matchAll(NUMBER)].map((m) => digits(m[0])));
  const unsupported = new Set<string>();
  for (const line of added) {
    for (const m of line.matchAll(NUMBER)) if (!numbers.has(digits(m[0]))) unsupported.add(m[0]);
    const words = [...line.matchAll(NAME)];
    for (const m of words) {
      // The first word of a line is capitalised by the sentence, not by being a name.
      if (m.index === line.search(/\p{L}/u)) continue;
      const word = m[1]!.replace(/[.&-]+$/u, '');
      if (word && !haystack.includes(fold(word))) unsupported.add(word);
    }
  }
  return { ok: unsupported.size === 0, unsupported: [...unsupported] };
}
