import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the query client on a page opened offline', () => {
  it('knows it is offline from the start, so a failed load shows the offline state', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('takes an online page as online', () => {
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
