import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { RESUME_ACCEPT, resumeFileName, validateResumeFile } from './resume-file.ts';

describe('resume file rule', () => {
  it.each([
    { name: 'cv.pdf', size: 1000, type: 'application/pdf' },
    { name: 'cv.DOC', size: 1000, type: '' },
    { name: 'cv', size: 1000, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    { name: 'cv.docx', size: 5242880, type: '' },
  ])('accepts %j', (file) => {
    expect(validateResumeFile(file)).toBeNull();
  });
  it('rejects other types', () => {
    expect(english(validateResumeFile({ name: 'cv.png', size: 10, type: 'image/png' }))).toBe(
      'Please upload a PDF, DOC, or DOCX file.',
    );
  });
  it('rejects files over 5242880 bytes', () => {
    expect(english(validateResumeFile({ name: 'cv.pdf', size: 5242881, type: 'application/pdf' }))).toBe(
      'File size must be less than 5MB.',
    );
  });
  it('accepts in the file input the extensions, then the media types', () => {
    expect(RESUME_ACCEPT).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
  it('names the upload after the candidate', () => {
    expect(resumeFileName('42', 'My CV.Docx')).toBe('42_Resume.docx');
  });
});
