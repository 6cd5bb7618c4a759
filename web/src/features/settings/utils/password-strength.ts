import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let factory: Promise<ZxcvbnFactory> | null = null;

/** The estimator and its dictionaries (~1 MB) load on first use only. */
function load(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-id'),
  ]).then(
    ([core, common, id]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...id.dictionary },
        graphs: common.adjacencyGraphs,
        translations: id.translations,
      }),
  );
  return factory;
}

/** 0 (very weak) – 4 (very strong). */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  const zxcvbn = await load();
  const result = await zxcvbn.checkAsync(password, userInputs);
  return result.score;
}
