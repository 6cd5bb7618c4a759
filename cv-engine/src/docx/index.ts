export { buildRevisedCv } from './build-docx.ts';
export { buildPreviewHtml, type PreviewOptions } from './preview-html.ts';
export {
  HEADINGS,
  formatDate,
  formatDateRange,
  groupSkills,
  readabilityOf,
  toView,
  type RevisedCvInput,
  type SkillGroup,
} from './content.ts';
