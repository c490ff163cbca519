import { fileTypeFromBuffer } from 'file-type/core';

/** The kinds of document the contract's uploads take: resumes (PDF, DOC, DOCX) and Aadhaar cards (JPG, PNG, PDF). */
export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

/**
 * What the bytes are, as file-type reads their signature (magic bytes). A DOC is an OLE compound file, which
 * file-type names 'cfb'; a DOCX is a ZIP package whose content types name a Word document.
 */
const KIND_OF_SIGNATURE: ReadonlyMap<string, DocumentKind> = new Map([
  ['pdf', 'pdf'],
  ['cfb', 'doc'],
  ['docx', 'docx'],
  ['jpg', 'jpg'],
  ['png', 'png'],
]);

/**
 * The kind of document the bytes are, judged by their content alone; undefined for an empty file, for
 * anything else (programs, web pages, archives, text) and for bytes the detector cannot read. The one check
 * every upload handler makes (file-type's core entry, which also runs in the browser build of the mock).
 */
export async function documentKindOf(data: Uint8Array): Promise<DocumentKind | undefined> {
  if (data.length === 0) return undefined;
  try {
    // A view made by this realm's Uint8Array: file-type checks `instanceof Uint8Array`, which a Buffer from
    // another realm (a browser-like test environment) fails. The bytes are not copied.
    const detected = await fileTypeFromBuffer(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return detected === undefined ? undefined : KIND_OF_SIGNATURE.get(detected.ext);
  } catch {
    // A malformed container (a truncated ZIP, say) is not a document we take.
    return undefined;
  }
}
