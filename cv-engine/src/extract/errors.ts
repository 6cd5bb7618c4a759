import { AppError, type ErrorCode } from '@karier/events/errors';

/** Why an uploaded CV file could not be read. */
export const CV_FILE_ERROR_CODES = [
  'unsupported',
  'too_large',
  'empty',
  'corrupt',
  'encrypted',
  'scanned',
  'too_many_pages',
  'timeout',
  'no_text',
  'unsafe',
  'page_size',
] as const;
export type CvFileErrorCode = (typeof CV_FILE_ERROR_CODES)[number];

interface Spec {
  app: ErrorCode;
  id: string;
  en: string;
}

const specs: Record<CvFileErrorCode, Spec> = {
  unsupported: {
    app: 'UNSUPPORTED_MEDIA_TYPE',
    id: 'Format berkas tidak didukung. Unggah CV dalam format PDF atau DOCX.',
    en: 'Unsupported file format. Upload your CV as a PDF or DOCX.',
  },
  too_large: {
    app: 'PAYLOAD_TOO_LARGE',
    id: 'Ukuran berkas melebihi batas 10 MB.',
    en: 'The file is larger than the 10 MB limit.',
  },
  empty: {
    app: 'UNPROCESSABLE',
    id: 'Berkas kosong. Pilih berkas CV yang berisi lalu unggah lagi.',
    en: 'The file is empty. Choose a CV file with content and upload it again.',
  },
  corrupt: {
    app: 'UNPROCESSABLE',
    id: 'Berkas PDF rusak atau tidak dapat dibaca.',
    en: 'The PDF file is damaged or cannot be read.',
  },
  encrypted: {
    app: 'UNPROCESSABLE',
    id: 'PDF ini dilindungi kata sandi. Hapus kata sandinya lalu unggah lagi.',
    en: 'This PDF is password-protected. Remove the password and upload it again.',
  },
  scanned: {
    app: 'UNPROCESSABLE',
    id:
      'PDF ini tampaknya hasil pindaian (gambar) tanpa lapisan teks, sehingga isinya tidak dapat dibaca. ' +
      'Unggah PDF yang diekspor langsung dari Word atau Google Docs, atau unggah berkas DOCX.',
    en:
      'This PDF looks like a scanned image without a text layer, so its content cannot be read. ' +
      'Upload a PDF exported from Word or Google Docs, or a DOCX file.',
  },
  too_many_pages: {
    app: 'UNPROCESSABLE',
    id: 'CV maksimal 10 halaman.',
    en: 'A CV may have at most 10 pages.',
  },
  timeout: {
    app: 'UNPROCESSABLE',
    id: 'Berkas terlalu lama untuk dibaca. Coba unggah versi CV yang lebih sederhana atau lebih kecil.',
    en: 'Reading the file took too long. Try uploading a simpler or smaller version of your CV.',
  },
  no_text: {
    app: 'UNPROCESSABLE',
    id: 'Dokumen DOCX ini tidak berisi teks yang dapat dibaca. Periksa isinya lalu unggah lagi.',
    en: 'This DOCX document contains no readable text. Check its content and upload it again.',
  },
  unsafe: {
    app: 'UNPROCESSABLE',
    id:
      'Berkas ini memiliki struktur yang tidak wajar (misalnya isi yang mengembang sangat besar ' +
      'atau deklarasi DTD/entitas), sehingga tidak kami proses demi keamanan. Simpan ulang CV ' +
      'dari Word atau Google Docs lalu unggah lagi.',
    en:
      'This file has an abnormal structure (for example content that inflates enormously, or ' +
      'DTD/entity declarations), so it is not processed for safety. Save your CV again from ' +
      'Word or Google Docs and upload it again.',
  },
  page_size: {
    app: 'UNPROCESSABLE',
    id:
      'Ukuran halaman PDF tidak wajar (maksimal 5000 × 5000 pt per halaman). Simpan ulang CV ' +
      'dalam ukuran A4 atau Letter lalu unggah lagi.',
    en:
      'The PDF page size is abnormal (at most 5000 × 5000 pt per page). Save your CV again ' +
      'as A4 or Letter and upload it again.',
  },
};

const corruptDocx: Spec = {
  app: 'UNPROCESSABLE',
  id: 'Berkas DOCX rusak atau tidak dapat dibaca.',
  en: 'The DOCX file is damaged or cannot be read.',
};

/**
 * An uploaded CV that cannot be read. An AppError (so the HTTP edge maps it: 413, 415 or 422
 * with an Indonesian message); `reason` says why, also sent as `details.reason`.
 */
export class CvFileError extends AppError {
  readonly reason: CvFileErrorCode;
  readonly messageEn: string;
  constructor(reason: CvFileErrorCode, details?: Record<string, unknown>) {
    const spec = reason === 'corrupt' && details?.format === 'docx' ? corruptDocx : specs[reason];
    super(spec.app, spec.id, { ...details, reason });
    this.name = 'CvFileError';
    this.reason = reason;
    this.messageEn = spec.en;
  }
}

export const isCvFileErrorCode = (x: unknown): x is CvFileErrorCode =>
  typeof x === 'string' && (CV_FILE_ERROR_CODES as readonly string[]).includes(x);
