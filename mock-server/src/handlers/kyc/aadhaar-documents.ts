import type { UploadedFile } from '../../contract/raw-request.ts';
import { badRequest, json, mobileRequired, type ErrorBody } from '../../core/responses.ts';
import type { MockResponse } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';
import { findOrCreateIfValid, resumeFolder } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import type { CandidateRow } from '../../store/db.ts';
import { AADHAAR_SUCCESS, generatedAadhaar, verifyAadhaar } from './kyc-identity.ts';

const CARD_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const mediaOf = (file: UploadedFile) => file.mimetype.split(';')[0]!.trim().toLowerCase();
const isPdf = (file: UploadedFile) => mediaOf(file) === 'application/pdf' && file.data.subarray(0, 4).toString('latin1') === '%PDF';

/** The candidate's existing Aadhaar number when already verified, else one read from the document. */
const numberFor = (world: MockWorld, candidate: CandidateRow) =>
  candidate.aadhaarVerified && candidate.aadhaarNumber.length === 12 ? candidate.aadhaarNumber : generatedAadhaar(world, candidate);

interface AcceptedDocument {
  candidate: CandidateRow;
}

/**
 * What both Aadhaar uploads check, in this order: a usable mobile, a non-empty file, its type (the extension
 * it is kept under, or undefined to refuse it with `wrongType`), the candidate. The accepted document is kept
 * as {candidateId}_Aadhaar.{ext} in the candidate's folder.
 */
function acceptDocument(
  world: MockWorld,
  mobileNumber: string,
  files: UploadedFile[],
  extensionOf: (file: UploadedFile) => string | undefined,
  wrongType: string,
): AcceptedDocument | MockResponse<ErrorBody> {
  const mobile = usableMobile(mobileNumber);
  if (!mobile) return mobileRequired();
  const file = files.find((f) => f.field === 'file');
  if (!file || file.size === 0) return badRequest('Aadhaar file is required');
  const ext = extensionOf(file);
  if (!ext) return badRequest(wrongType);
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  world.files.put(resumeFolder(candidate.id), { filename: `${candidate.id}_Aadhaar.${ext}`, mimetype: mediaOf(file), data: file.data });
  return { candidate };
}

/** An Aadhaar card as JPG, PNG or PDF; a typed aadhaarNumber is taken as the number on the card. */
export const verifyAadhaarCard: Handler<'verifyAadhaarCard'> = (request, world) => {
  const accepted = acceptDocument(world, request.body.mobileNumber, request.files, (file) => CARD_TYPES[mediaOf(file)], 'Only JPG, PNG or PDF files are allowed');
  if (!('candidate' in accepted)) return accepted;
  const data = verifyAadhaar(world, accepted.candidate, request.body.aadhaarNumber ?? numberFor(world, accepted.candidate));
  return json({ success: true, message: AADHAAR_SUCCESS, data });
};

/** An e-Aadhaar PDF: the media type must say PDF and the bytes must start with %PDF. */
export const verifyCandidateAadhaarPdf: Handler<'verifyCandidateAadhaarPdf'> = (request, world) => {
  const accepted = acceptDocument(world, request.body.mobileNumber, request.files, (file) => (isPdf(file) ? 'pdf' : undefined), 'Only PDF files are allowed');
  if (!('candidate' in accepted)) return accepted;
  const data = verifyAadhaar(world, accepted.candidate, numberFor(world, accepted.candidate));
  return json({ success: true, status: 200, message: AADHAAR_SUCCESS, data: { ...data, message: 'Aadhaar details extracted' } });
};
