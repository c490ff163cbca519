import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom's FormData and File are not the ones Node's fetch (and MSW) can serialise, so multipart
 * bodies would reach the mock as '[object FormData]'. Tests that upload use Node's own classes,
 * as a browser would use its own.
 */
export async function stubNodeMultipart(): Promise<void> {
  const probe = new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const NodeFormData = (await probe.formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
}
