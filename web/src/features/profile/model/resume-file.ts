import { isPdfHeader, PDF_HEADER_BYTES } from '#machines';

/** A file chosen as a PDF, by its type or its name: its preview is tried. */
export const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** Only a file whose bytes are a PDF's is embedded, as application/pdf, whatever its name or declared type. */
export const readsAsPdf = async (file: File) =>
  isPdfHeader(new Uint8Array(await file.slice(0, PDF_HEADER_BYTES).arrayBuffer()));
