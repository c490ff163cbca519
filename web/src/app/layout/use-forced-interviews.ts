import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppEvent } from '#web/shared/app-events.ts';
import { paths } from '#web/shared/paths.ts';

/**
 * The openInterviews event: asking to preserve the URL, the interviews screen is shown in place (true while the
 * address is the one it was asked on); otherwise the app goes to /interviews with the query kept.
 */
export function useForcedInterviews(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [forcedOn, setForcedOn] = useState<string | null>(null);
  useAppEvent('openInterviews', (request) => {
    if (request?.preserveUrl) setForcedOn(location.key);
    else void navigate(`${paths.interviews.getHref()}${location.search}`);
  });
  return forcedOn !== null && forcedOn === location.key;
}
