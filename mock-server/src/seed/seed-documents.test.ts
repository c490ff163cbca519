import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import { createEmptyWorld } from '../core/world.ts';
import { resumeFolder } from '../domain/candidates.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { seedWorld } from './index.ts';
import { minimalPdf } from './seed-documents.ts';

describe('seedDocuments', () => {
  const world = createEmptyWorld({ clockStart: TEST_CLOCK_START, frozenClock: true, jobCount: 1000 });
  seedWorld(world);
  const file = world.files.get(resumeFolder(DEMO_CANDIDATE_ID), '100234_Resume.pdf');

  it("stores the demo candidate's resume where the profile points, as a PDF naming the candidate", () => {
    expect(file?.mimetype).toBe('application/pdf');
    const text = file?.data.toString('latin1') ?? '';
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Priya Sharma)');
  });

  it('writes a cross-reference table whose offsets point at their objects', () => {
    const text = minimalPdf(['A (bracketed) line']).toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(A \\(bracketed\\) line)');
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(text)?.[1] ?? '';
    expect(stream.length).toBe(length);
  });
});
