import type { KarierEvent } from '@karier/events';

/**
 * A `CvUploaded` event for projection and contract specs: one CV of one user at one moment, with
 * a plain one-page PDF's file facts (the rest of the event does not matter to the read models
 * that count uploads).
 */
export function cvUploaded(
  cvId: string,
  userId: string,
  uploadedAt: string,
  text = 'Ayu Lestari, analis data di Medan',
): KarierEvent {
  return {
    type: 'CvUploaded',
    data: {
      cvId,
      userId,
      title: 'CV Ayu',
      fileName: 'cv-ayu.pdf',
      fileHash: 'b'.repeat(64),
      format: 'pdf',
      sizeBytes: 1234,
      pages: 1,
      ocr: false,
      template: 'modern',
      extractedText: text,
      uploadedAt,
    },
  };
}
