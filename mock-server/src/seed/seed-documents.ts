import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { findCandidateById, resumeFolder } from '../domain/candidates.ts';

/** PDF text strings escape backslashes and parentheses. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page PDF (with a correct cross-reference table) showing the given lines of text. */
export function minimalPdf(lines: readonly string[]): Buffer {
  const content = ['BT', '/F1 18 Tf', '72 760 Td', '22 TL', ...lines.map((l) => `(${pdfText(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ];
  body += `${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo candidate's resume, where the profile record points (candidates/documents/100234/100234_Resume.pdf). */
export function seedDocuments(world: MockWorld): void {
  const candidate = findCandidateById(world, DEMO_CANDIDATE_ID);
  if (!candidate) return;
  const lines = [
    candidate.fullName,
    'Resume',
    `${candidate.email} | +91 ${candidate.mobile}`,
    `${candidate.cityName} - ${candidate.pincode ?? ''}`,
  ];
  const stored = world.files.put(resumeFolder(candidate.id), {
    filename: `${candidate.id}_Resume.pdf`,
    mimetype: 'application/pdf',
    data: minimalPdf(lines),
  });
  if (!stored)
    throw new Error(`The storage limit (${world.files.limitBytes} bytes) is too small for the seeded resume`);
}
