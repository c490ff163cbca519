import { useEffect, useState } from 'react';
import { isPdf, readsAsPdf } from '../model/resume-file.ts';

/**
 * A chosen PDF's preview address, once its bytes are checked; null before, and for any other file. The object URL
 * lives as long as the file is the one chosen.
 */
export function usePdfPreview(file: File): string | null {
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!isPdf(file) || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let url: string | null = null;
    void readsAsPdf(file).then((pdf) => {
      if (!pdf || !live) return;
      url = URL.createObjectURL(file.slice(0, file.size, 'application/pdf'));
      setShown({ file, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return shown?.file === file ? shown.url : null;
}
