import { useTranslation } from 'react-i18next';
import { useState, type RefObject } from 'react';
import { message, RESUME_AUTH_FAILED, validateResumeFile, type Message } from '#machines';
import { useToast } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';
import { shownError } from '../model/shown-error.ts';
import { useResumeUpload } from './use-resume-upload.ts';

export interface ResumeChoiceOptions {
  /** The signed-in number, whose record an upload refreshes. */
  mobile: string;
  candidateId: string;
  /** The file input, emptied when its file is refused, cancelled or uploaded. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The server's or the call's own reason, inside the screen's sentence; a refused sign-in says so alone. */
function uploadError(error: Error): Message {
  const reason = shownError(error);
  if ('key' in reason && reason.key === RESUME_AUTH_FAILED.key) return reason;
  return message('profile:resume.uploadError', { message: reason });
}

/**
 * The resume chosen for upload, checked against the contract's rules, and its upload with progress. One problem
 * shows at a time: the chosen file's, or the last upload's.
 */
export function useResumeChoice({ mobile, candidateId, inputRef }: ResumeChoiceOptions) {
  const { t } = useTranslation(profileNs);
  const toast = useToast();
  const [pending, setPending] = useState<File | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const [progress, setProgress] = useState(0);
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  const upload = useResumeUpload({
    mobile,
    onUploaded: () => {
      toast.success(t('resume.uploaded'));
      setPending(null);
      clearInput();
    },
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = validateResumeFile(file);
    if (upload.isError) upload.reset();
    if (refused) {
      setProblem(refused);
      setPending(null);
      clearInput();
      return;
    }
    setProblem(null);
    setPending(file);
  };

  const cancel = () => {
    setPending(null);
    clearInput();
  };

  const start = () => {
    if (!pending) return;
    if (!candidateId) {
      if (upload.isError) upload.reset();
      setProblem(message('profile:resume.noCandidate'));
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate({ candidateId, file: pending, onProgress: setProgress });
  };

  return {
    pending,
    choose,
    cancel,
    start,
    uploading: upload.isPending,
    /** 0 to 1 */
    progress,
    problem: problem ?? (upload.error ? uploadError(upload.error) : null),
  };
}
