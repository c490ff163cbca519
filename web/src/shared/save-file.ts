import { isPdfHeader, PDF_HEADER_BYTES } from '#machines';

const PDF_TYPE = 'application/pdf';
// A download is offered as bytes, never as a type the browser might render (HTML, SVG…) on the app's origin.
const ATTACHMENT_TYPE = 'application/octet-stream';

/** Saves a file under its name as an attachment (an anchor with download set), whatever type it was declared with. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob.slice(0, blob.size, ATTACHMENT_TYPE));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** True when the file's bytes begin as a PDF's, whatever type the server declared. */
export async function hasPdfBytes(blob: Blob): Promise<boolean> {
  return isPdfHeader(new Uint8Array(await blob.slice(0, PDF_HEADER_BYTES).arrayBuffer()));
}

/**
 * Shows a downloaded file in a new tab only when its bytes are a PDF's, as a blob typed application/pdf; anything
 * else (whatever the server declared: HTML, an image, a Word file) is saved as an attachment and never rendered.
 */
export async function openFile(blob: Blob, filename: string): Promise<'opened' | 'saved'> {
  if (!(await hasPdfBytes(blob))) {
    saveFile(blob, filename);
    return 'saved';
  }
  const url = URL.createObjectURL(blob.slice(0, blob.size, PDF_TYPE));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'opened';
}
