import { describe, expect, it } from 'vitest';
import { isPdfHeader, PDF_HEADER_BYTES } from './pdf-header.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isPdfHeader', () => {
  it('accepts bytes that begin %PDF-', () => {
    expect(isPdfHeader(bytes('%PDF-1.7\n'))).toBe(true);
    expect(isPdfHeader(bytes('%PDF-'))).toBe(true);
    expect(PDF_HEADER_BYTES).toBe(5);
  });
  it('refuses HTML, Word, short and empty files, and a header that is not at the start', () => {
    expect(isPdfHeader(bytes('<script>alert(1)</script>'))).toBe(false);
    expect(isPdfHeader(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(false);
    expect(isPdfHeader(bytes('%PDF'))).toBe(false);
    expect(isPdfHeader(new Uint8Array())).toBe(false);
    expect(isPdfHeader(bytes(' %PDF-1.4'))).toBe(false);
    expect(isPdfHeader(bytes('%pdf-1.4'))).toBe(false);
  });
});
