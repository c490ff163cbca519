import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import { jobLinkPath } from '#machines';
import { Button, useToast } from '#web/ui/index.ts';
import { useJobTexts } from '../hooks/use-job-texts.ts';
import { jobsNs } from '../i18n.ts';
import type { JobView } from '../model/normalize-job.ts';

/** The job's own link, on this site: it opens the job's details for anyone, signed in or not. */
export function jobLinkOf(job: JobView): string | null {
  const path = jobLinkPath(job);
  return path === null ? null : new URL(path, window.location.origin).href;
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share: the phone's share sheet (the Web Share API, with the job's title, a line with its place and salary — the
 * same salary text as the card — and its link) where the browser has one, else the link copied with a 'Link
 * copied' toast. Nothing for a job without an id.
 */
export function ShareJobButton({ job, title }: { job: JobView; title: string }) {
  const { t } = useTranslation(jobsNs);
  const toast = useToast();
  const texts = useJobTexts();
  const url = jobLinkOf(job);
  if (url === null) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  const share = async () => {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title, text: `${title} · ${texts.place(job)} · ${texts.salary(job)}`, url });
    } catch (error) {
      // Closing the share sheet is no failure; a browser that refuses to share copies instead.
      if (!cancelled(error)) await copy();
    }
  };
  return (
    <Button variant="secondary" size="sm" className="job-details__share" onClick={() => void share()}>
      <Share2 size={18} aria-hidden="true" />
      {t('action.share')}
    </Button>
  );
}
