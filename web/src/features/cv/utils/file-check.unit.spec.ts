import { describe, expect, it } from 'vitest';
import { checkCvFile, formatFileSize, MAX_CV_BYTES } from './file-check.ts';
import { percentOf, scoreTone } from '../../../lib/score.ts';

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkCvFile', () => {
  it('accepts PDF and DOCX up to 10 MB, by extension when the browser gives no type', () => {
    expect(checkCvFile(file('cv.pdf', 10, 'application/pdf'))).toBeNull();
    expect(checkCvFile(file('CV.PDF', 10, ''))).toBeNull();
    expect(
      checkCvFile(
        file(
          'cv.docx',
          10,
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
      ),
    ).toBeNull();
    expect(checkCvFile(file('cv.pdf', MAX_CV_BYTES, 'application/pdf'))).toBeNull();
  });

  it('refuses other types, files over 10 MB and empty files', () => {
    expect(checkCvFile(file('cv.txt', 10, 'text/plain'))).toBe('unsupported');
    expect(checkCvFile(file('cv.doc', 10, 'application/msword'))).toBe('unsupported');
    expect(checkCvFile(file('cv.pdf', 10, 'text/plain'))).toBe('unsupported');
    expect(checkCvFile(file('cv.pdf', MAX_CV_BYTES + 1, 'application/pdf'))).toBe('tooLarge');
    expect(checkCvFile(file('cv.pdf', 0, 'application/pdf'))).toBe('empty');
  });

  it('formats sizes in the UI language', () => {
    expect(formatFileSize(1_258_291, 'id')).toBe('1,2 MB');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(2150, 'id')).toBe('2,1 KB');
  });
});

describe('score tones', () => {
  it('≥ 80 good, 60–79 fair, below 60 poor', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreTone)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });

  it('turns a sub-score into a bounded percentage', () => {
    expect(percentOf(13, 20)).toBe(65);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(30, 25)).toBe(100);
  });
});
