import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import '../i18n.ts';
import { useViewResume } from './use-view-resume.ts';

const mock = setupMockUpstream();

describe('useViewResume', () => {
  it("says 'No resume available to view.' without a candidate id or a file name, asking nothing", async () => {
    for (const [candidateId, filename] of [
      ['100234', undefined],
      ['', '100234_Resume.pdf'],
    ] as const) {
      const { result } = renderHook(() => useViewResume(candidateId, filename));
      await act(() => result.current.view());
      const error = result.current.error;
      expect(error && 'message' in error ? messageText(error.message) : null).toBe('No resume available to view.');
    }
    expect(mock.world.log.list().map((r) => r.operationId)).not.toContain('downloadFileFromAWS');
  });
});
