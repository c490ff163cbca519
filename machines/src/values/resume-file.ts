import { RESUME_FILE } from '#contract/rules.ts';
import type { FileInfo } from '../actor-io.ts';
import { RESUME_MAX_BYTES } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

/** The resume's name when the record names none (the contract's `resumeFileName` default). */
export const DEFAULT_RESUME_NAME = 'Resume.pdf';

export const RESUME_TYPE_MESSAGE = message(RESUME_FILE.messageKeys.wrongType);
export const RESUME_SIZE_MESSAGE = message(RESUME_FILE.messageKeys.tooLarge);

const EXTENSIONS: readonly string[] = Object.keys(RESUME_FILE.types).map((extension) => `.${extension}`);
const MEDIA_TYPES: readonly string[] = Object.values(RESUME_FILE.types);

/** The file input's `accept`: the extensions, then the media types. */
export const RESUME_ACCEPT = [...EXTENSIONS, ...MEDIA_TYPES].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** A resume passes on its extension or its media type, then on its size. */
export function validateResumeFile(file: FileInfo): Message | null {
  if (!EXTENSIONS.includes(extensionOf(file.name)) && !MEDIA_TYPES.includes(file.type)) {
    return RESUME_TYPE_MESSAGE;
  }
  return file.size > RESUME_MAX_BYTES ? RESUME_SIZE_MESSAGE : null;
}

/** The stored name: candidate id, then _Resume, then the original extension. */
export function resumeFileName(candidateId: string, originalName: string): string {
  return `${candidateId}_Resume${extensionOf(originalName)}`;
}
