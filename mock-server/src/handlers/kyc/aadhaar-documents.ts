import { badRequest, json } from '../../core/responses.ts';
import type { UploadedFile } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { resumeFolder, type CandidateRow } from '../shared/candidates.ts';
import { findOrCreateCandidate, usableMobile } from '../shared/profile-candidates.ts';
import { AADHAAR_SUCCESS, generatedAadhaar, verifyAadhaar } from './kyc-identity.ts';

const CARD_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const mediaOf = (file: UploadedFile) => file.mimetype.split(';')[0]!.trim().toLowerCase();
const isPdf = (file: UploadedFile) => mediaOf(file) === 'application/pdf' && file.data.subarray(0, 4).toString('latin1') === '%PDF';

function keepDocument(world: MockWorld, candidate: CandidateRow, file: UploadedFile, ext: string): void {
  world.files.put(resumeFolder(candidate.id), { filename: `${candidate.id}_Aadhaar.${ext}`, mimetype: mediaOf(file), data: file.data });
}

/** The candidate's existing Aadhaar number when already verified, else one read from the document. */
const numberFor = (world: MockWorld, candidate: CandidateRow) =>
  candidate.aadhaarVerified && candidate.aadhaarNumber.length === 12 ? candidate.aadhaarNumber : generatedAadhaar(world, candidate);

/** An Aadhaar card as JPG, PNG or PDF; a typed aadhaarNumber is taken as the number on the card. */
export const verifyAadhaarCard: Handler = (request, world) => {
  const form = request.body as { mobileNumber: string; aadhaarNumber?: string };
  const mobile = usableMobile(form.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const file = request.files.find((f) => f.field === 'file');
  if (!file || file.size === 0) return badRequest('Aadhaar file is required');
  const ext = CARD_TYPES[mediaOf(file)];
  if (!ext) return badRequest('Only JPG, PNG or PDF files are allowed');
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  keepDocument(world, candidate, file, ext);
  const data = verifyAadhaar(world, candidate, form.aadhaarNumber ?? numberFor(world, candidate));
  return json({ success: true, message: AADHAAR_SUCCESS, data });
};

/** An e-Aadhaar PDF: the media type must say PDF and the bytes must start with %PDF. */
export const verifyCandidateAadhaarPdf: Handler = (request, world) => {
  const form = request.body as { mobileNumber: string };
  const mobile = usableMobile(form.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const file = request.files.find((f) => f.field === 'file');
  if (!file || file.size === 0) return badRequest('Aadhaar file is required');
  if (!isPdf(file)) return badRequest('Only PDF files are allowed');
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  keepDocument(world, candidate, file, 'pdf');
  const data = verifyAadhaar(world, candidate, numberFor(world, candidate));
  return json({ success: true, status: 200, message: AADHAAR_SUCCESS, data: { ...data, message: 'Aadhaar details extracted' } });
};
