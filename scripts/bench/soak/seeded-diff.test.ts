import { describe, expect, it } from 'vitest';
import type { Snapshot } from '#mock/control/snapshot/snapshot.ts';
import { compareSeeded, numbersIn } from './seeded-diff.ts';

const SEEDED = 100234;
const CLAIMING = 100235;
const NEW = 100300;

/** A snapshot holding only what the comparison reads: three candidates, their rows and files. */
function world(): Snapshot {
  const tables = {
    skill: [{ id: 1, skillName: 'Driving', active: true, generic: false }],
    candidate: [
      { id: SEEDED, mobile: '9876543210', fullName: 'Priya Sharma' },
      { id: CLAIMING, mobile: '9123456780', fullName: 'Rahul Verma' },
    ],
    application: [{ id: 9001, candidateId: SEEDED, jobId: 7 }],
    timelineEvent: [{ id: 1, applicationId: 9001, status: 'Applied' }],
    referral: [{ id: 5, referrerCandidateId: SEEDED, mobile: '9845012345' }],
    deposit: [],
    claim: [{ id: 3, candidateId: CLAIMING, claimedAmount: 1000 }],
    notification: [],
    interview: [{ id: 44, applicationId: 9001, candidateMobile: '9876543210' }],
    shortLink: [{ code: 'abc', url: 'https://example.in' }],
  };
  const file = (id: number, base64: string) => ({
    key: `candidates/documents/${id}/${id}_Resume.pdf`,
    filename: `${id}_Resume.pdf`,
    mimetype: 'application/pdf',
    base64,
  });
  return { tables, files: [file(SEEDED, 'JVBERi0='), file(CLAIMING, 'JVBERi1=')] } as unknown as Snapshot;
}

const excluded = new Set([CLAIMING]);

describe('comparing the seeded data after a soak', () => {
  it('finds nothing when only the excluded candidate and new candidates changed', () => {
    const end = world();
    end.tables.claim.push({ id: 4, candidateId: CLAIMING, claimedAmount: 100 });
    end.tables.candidate[1]!.fullName = 'changed';
    end.tables.candidate.push({ id: NEW, mobile: '7000500000' });
    end.tables.application.push({ id: 9002, candidateId: NEW, jobId: 7 });
    end.files.push({ ...end.files[0]!, key: `candidates/documents/${NEW}/${NEW}_Resume.pdf`, base64: 'JVBERi2=' });
    const result = compareSeeded(world(), end, excluded);
    expect(result).toEqual({ candidates: 1, rows: 7, files: 1, differences: [] });
  });

  it('names a seeded row changed, one gone, and rows or files added to a seeded candidate', () => {
    const end = world();
    end.tables.timelineEvent[0]!.status = 'Rejected';
    end.tables.shortLink = [];
    end.tables.notification.push({ id: 70, candidateId: SEEDED });
    end.tables.timelineEvent.push({ id: 2, applicationId: 9001, status: 'Scheduled' });
    end.files[0]!.base64 = 'JVBERi9=';
    end.files.push({ ...end.files[0]!, key: `candidates/documents/${SEEDED}/aadhaar.pdf` });
    expect(compareSeeded(world(), end, excluded).differences).toEqual([
      'timelineEvent 1 (candidate 100234): changed',
      'timelineEvent 2 (candidate 100234): added',
      'notification 70 (candidate 100234): added',
      'shortLink abc (candidate none): gone',
      `file candidates/documents/${SEEDED}/${SEEDED}_Resume.pdf: changed`,
      `file candidates/documents/${SEEDED}/aadhaar.pdf: added`,
    ]);
  });

  it('lists every number the seed holds, so the soak can keep clear of them', () => {
    expect([...numbersIn(world())].sort()).toEqual(['9123456780', '9845012345', '9876543210']);
  });
});
