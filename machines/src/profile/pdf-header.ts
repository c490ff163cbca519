const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

/** How many leading bytes `isPdfHeader` reads. */
export const PDF_HEADER_BYTES = PDF_MAGIC.length;

/**
 * True when a file's first bytes are a PDF's ('%PDF-'). Only such bytes are shown inline as a PDF: the type a
 * server or a file name declares is not trusted on its own.
 */
export function isPdfHeader(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte);
}
