export { lineFromAnswer, toolsOf } from './answer-bullets.ts';
export { applyCompletion, type Change, type Completion } from './changes.ts';
export { checkProvenance, type Provenance } from './provenance.ts';
export {
  MAX_ANSWER_LENGTH,
  MAX_QUESTIONS,
  metricKindOf,
  numberOf,
  questionsFor,
  validateAnswers,
  type Answer,
  type MetricKind,
  type Question,
  type QuestionEntryRef,
  type QuestionKind,
} from './questions.ts';
export {
  cvStructureSchema,
  parsedFromStructure,
  parseStructure,
  structureOf,
  type CvStructure,
  type CvStructureEntry,
} from './structure.ts';
