import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '#web/api/index.ts';
import { messageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import '../i18n.ts';
import { useSaveCandidateSkills } from './use-save-candidate-skills.ts';

const mock = setupMockUpstream();

describe('useSaveCandidateSkills', () => {
  it("refuses to save without a stored mobile number: 'Mobile number not found. Please sign in again.', nothing sent", async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSaveCandidateSkills('', { onSaved }), { wrapper });
    result.current.mutate([1, 2]);
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(error).toBeInstanceOf(CallError);
    expect(messageText((error as CallError).shown)).toBe('Mobile number not found. Please sign in again.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(mock.world.log.list().map((r) => r.operationId)).not.toContain('saveCandidateSkills');
  });
});
