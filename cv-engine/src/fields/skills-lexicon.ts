/** Moved: the logic to fields/skills.ts, the lexicon to lexicon/skills.ts (kept for one step). */
export * from './skills.ts';
