export * from './types.ts';
export * from './engine.ts';
export {
  renderAnalysis,
  renderRevisionReport,
  type AnalysisResult,
  type RevisionReport,
} from './analyse/index.ts';
export { buildPreviewHtml, buildRevisedCv, type RevisedCvInput } from './docx/index.ts';
export { createRewriter, llmConfigFromEnv, type Rewriter } from './llm/index.ts';
export * from './complete/index.ts';
