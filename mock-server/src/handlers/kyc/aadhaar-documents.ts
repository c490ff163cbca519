import type { UploadedFile } from '../../contract/raw-request.ts';
import { badRequest, json, mobileRequired, storageFull, type ErrorBody } from '../../core/responses.ts';
import type { MockResponse } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';
import { findOrCreateIfValid, resumeFolder } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import { documentKindOf, type DocumentKind } from '../../domain/upload-content.ts';
import type { Handler } from '../../pipeline/handler.ts';
import type { CandidateRow } from '../../store/db.ts';
import { AADHAAR_SUCCESS, generatedAadhaar, verifyAadhaar } from './kyc-identity.ts';

/** The kinds an Aadhaar card may be, by the media type it is declared as. */
const CARD_TYPES: ReadonlyMap<string, DocumentKind> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/jpg', 'jpg'],
  ['image/png', 'png'],
  ['application/pdf', 'pdf'],
]);
const mediaOf = (file: UploadedFile) => file.mimetype.split(';')[0]!.trim().toLowerCase();

/** A card as JPG, PNG or PDF whose bytes are what its declared type says; the kind is the extension it is kept under. */
async function cardKind(file: UploadedFile): Promise<DocumentKind | undefined> {
  const declared = CARD_TYPES.get(mediaOf(file));
  return declared !== undefined && (await documentKindOf(file.data)) === declared ? declared : undefined;
}

/** An e-Aadhaar PDF: declared as PDF and PDF by its bytes. */
async function pdfKind(file: UploadedFile): Promise<DocumentKind | undefined> {
  return mediaOf(file) === 'application/pdf' && (await documentKindOf(file.data)) === 'pdf' ? 'pdf' : undefined;
}

/** The candidate's existing Aadhaar number when already verified, else one read from the document. */
const numberFor = (world: MockWorld, candidate: CandidateRow) =>
  candidate.aadhaarVerified && candidate.aadhaarNumber.length === 12
    ? candidate.aadhaarNumber
    : generatedAadhaar(world, candidate);

interface AcceptedDocument {
  candidate: CandidateRow;
}

/**
 * What both Aadhaar uploads check, in this order: a usable mobile, a non-empty file, its type (the extension
 * it is kept under, or undefined to refuse it with `wrongType`), the candidate. The accepted document is kept
 * as {candidateId}_Aadhaar.{ext} in the candidate's folder (413 when the world's storage is full).
 */
async function acceptDocument(
  world: MockWorld,
  mobileNumber: string,
  files: UploadedFile[],
  extensionOf: (file: UploadedFile) => Promise<string | undefined>,
  wrongType: string,
): Promise<AcceptedDocument | MockResponse<ErrorBody>> {
  const mobile = usableMobile(mobileNumber);
  if (!mobile) return mobileRequired();
  const file = files.find((f) => f.field === 'file');
  if (!file || file.size === 0) return badRequest('Aadhaar file is required');
  const ext = await extensionOf(file);
  if (!ext) return badRequest(wrongType);
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  const stored = world.files.put(resumeFolder(candidate.id), {
    filename: `${candidate.id}_Aadhaar.${ext}`,
    mimetype: mediaOf(file),
    data: file.data,
  });
  return stored ? { candidate } : storageFull();
}

/** An Aadhaar card as JPG, PNG or PDF; a typed aadhaarNumber is taken as the number on the card. */
export const verifyAadhaarCard: Handler<'verifyAadhaarCard'> = async (request, world) => {
  const accepted = await acceptDocument(
    world,
    request.body.mobileNumber,
    request.files,
    cardKind,
    'Only JPG, PNG or PDF files are allowed',
  );
  if (!('candidate' in accepted)) return accepted;
  const data = verifyAadhaar(
    world,
    accepted.candidate,
    request.body.aadhaarNumber ?? numberFor(world, accepted.candidate),
  );
  return json({ success: true, message: AADHAAR_SUCCESS, data });
};

/** An e-Aadhaar PDF: the media type and the bytes must both say PDF. */
export const verifyCandidateAadhaarPdf: Handler<'verifyCandidateAadhaarPdf'> = async (request, world) => {
  const accepted = await acceptDocument(
    world,
    request.body.mobileNumber,
    request.files,
    pdfKind,
    'Only PDF files are allowed',
  );
  if (!('candidate' in accepted)) return accepted;
  const data = verifyAadhaar(world, accepted.candidate, numberFor(world, accepted.candidate));
  return json({
    success: true,
    status: 200,
    message: AADHAAR_SUCCESS,
    data: { ...data, message: 'Aadhaar details extracted' },
  });
};
