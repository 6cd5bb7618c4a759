export { buildRevisedCv } from './build-docx.ts';
export { buildPreviewHtml, type PreviewOptions } from './preview-html.ts';
export {
  HEADINGS,
  formatDate,
  formatDateRange,
  groupSkills,
  type RevisedCvInput,
  type SkillGroup,
} from './content.ts';
