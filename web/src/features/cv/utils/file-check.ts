export const MAX_CV_BYTES = 10 * 1024 * 1024;

export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ALLOWED_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export type FileProblem = 'tooLarge' | 'unsupported' | 'empty';

/**
 * Why a file cannot be sent, checked before any upload: PDF or DOCX by extension (and by
 * type when the browser knows one), at most 10 MB. The server checks the content again.
 */
export function checkCvFile(file: File): FileProblem | null {
  const name = file.name.toLowerCase();
  const extensionOk = name.endsWith('.pdf') || name.endsWith('.docx');
  const typeOk = file.type === '' || ALLOWED_TYPES.has(file.type);
  if (!extensionOk || !typeOk) return 'unsupported';
  if (file.size > MAX_CV_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** "1,2 MB" / "850 KB" in the UI language. */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return mb >= 1 ? `${format.format(mb)} MB` : `${format.format(Math.max(1, bytes / 1024))} KB`;
}
