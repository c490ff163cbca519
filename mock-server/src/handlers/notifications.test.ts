import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { testAppPerFile } from '../testing/test-app.ts';
import { multipartForm } from '../testing/multipart.ts';
import { NEARBY_KM } from '../seed/seed-notifications.ts';
import { parseUpstreamDate } from '../domain/dates.ts';
import { distanceKm } from '../generator/index.ts';

interface Note {
  notificationId: number;
  notificationType: string;
  readStatus: string;
  title: string;
  sentOn: string;
  applicationId: number | null;
  positionStatus: string | null;
  jobId: number;
  cityName: string;
}

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
const NOW = Date.parse('2026-11-20T04:30:00.000Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const t = testAppPerFile(1000, { resetEach: true });

const list = (query: string) => t.inject({ method: 'GET', url: `${PRODUCT_JOBS}/getNotificationsLast7Days?${query}` });
const notes = async (type?: string, candidateId = DEMO_CANDIDATE_ID) =>
  t.json<Note[]>(await list(`candidateId=${candidateId}${type ? `&notificationType=${type}` : ''}`));
const unread = async (candidateId: number = DEMO_CANDIDATE_ID, mobile = '9876543210') =>
  t.json<number>(
    await t.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/getTotalCountOfUnreadNotification?mobileNumber=${mobile}&candidateId=${candidateId}`,
    }),
  );
const markRead = (id: string | number) =>
  t.inject({
    method: 'POST',
    url: `${PRODUCT_JOBS}/markNotificationReadStatus?notificationId=${id}&mobileNumber=9876543210`,
  });

const expectNewestFirstWithinWeek = (items: Note[], now = NOW) => {
  const times = items.map((n) => parseUpstreamDate(n.sentOn)!);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  for (const time of times) {
    expect(time).toBeLessThanOrEqual(now);
    expect(time).toBeGreaterThanOrEqual(now - WEEK_MS);
  }
};

describe('getNotificationsLast7Days', () => {
  it("lists updates on the candidate's own applications, newest first", async () => {
    const updates = await notes('AppliedJobUpdate');
    expect(updates.length).toBeGreaterThan(0);
    expectNewestFirstWithinWeek(updates);
    const applications = t.app.world.db.application.findMany({ where: { candidateId: { equals: DEMO_CANDIDATE_ID } } });
    for (const note of updates) {
      expect(note.notificationType).toBe('AppliedJobUpdate');
      const application = applications.find((a) => a.id === note.applicationId);
      expect(application?.jobId).toBe(note.jobId);
    }
    expect(new Set(updates.map((n) => n.readStatus))).toEqual(new Set(['Read', 'Unread']));
  });

  it('lists new job alerts near the candidate, leaving out the ones older than 7 days', async () => {
    const openings = await notes('JobOpening');
    expect(openings).toHaveLength(5);
    expectNewestFirstWithinWeek(openings);
    for (const note of openings) {
      expect(note.notificationType).toBe('JobOpening');
      expect(distanceKm(BENGALURU, t.app.world.jobs.get(note.jobId)!)).toBeLessThanOrEqual(NEARBY_KM);
    }
    const stored = t.app.world.db.notification.findMany({
      where: { candidateId: { equals: DEMO_CANDIDATE_ID }, notificationType: { equals: 'JobOpening' } },
    });
    expect(stored).toHaveLength(6);
  });

  it('lists both kinds when no type is given', async () => {
    const all = await notes();
    expect(all).toHaveLength((await notes('AppliedJobUpdate')).length + (await notes('JobOpening')).length);
    expectNewestFirstWithinWeek(all);
  });

  it('drops notifications as the mock clock moves on', async () => {
    const before = await notes();
    await t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 3 * 24 * 60 * 60 * 1000 } });
    const after = await notes();
    expect(after.length).toBeLessThan(before.length);
    expectNewestFirstWithinWeek(after, NOW + 3 * 24 * 60 * 60 * 1000);
  });

  it("answers 404 'Candidate not found' and 400 'candidateId is required'", async () => {
    const unknown = await list('candidateId=42');
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown)).toMatchObject({ message: 'Candidate not found' });
    const missing = await list('notificationType=JobOpening');
    expect(missing.statusCode).toBe(400);
    expect(t.json(missing)).toMatchObject({ message: 'candidateId is required' });
  });

  it('tells the candidate about an application just submitted', async () => {
    const form = await multipartForm({ fullName: 'Priya Sharma', mobile: '9876543210' });
    const applied = await t.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/applyForJob?mobileNumber=9876543210&positionId=100999`,
      ...form,
    });
    const { id } = t.json<{ id: number }>(applied);
    const [newest] = await notes('AppliedJobUpdate');
    expect(newest).toMatchObject({
      applicationId: id,
      jobId: 100999,
      readStatus: 'Unread',
      positionStatus: 'Submitted',
      sentOn: '2026-11-20 10:00:00',
    });
  });

  it('answers an empty list for a candidate without notifications', async () => {
    await t.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/saveCandidateDetails?mobileNumber=7012345670`,
      payload: { fullName: 'Asha Rao' },
    });
    const id = t.app.world.db.candidate.findFirst({ where: { mobile: { equals: '7012345670' } } })!.id;
    expect(await notes(undefined, id)).toEqual([]);
  });
});

describe('read state and the unread count', () => {
  it('counts the unread notifications of the last 7 days as a bare number', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/getTotalCountOfUnreadNotification?mobileNumber=9876543210&candidateId=${DEMO_CANDIDATE_ID}`,
    });
    expect(response.body).toMatch(/^[0-9]+$/);
    const shown = (await notes()).filter((n) => n.readStatus !== 'Read').length;
    expect(shown).toBeGreaterThan(0);
    expect(t.json(response)).toBe(shown);
  });

  it('marks a notification read, which lowers the count', async () => {
    const before = await unread();
    const target = (await notes()).find((n) => n.readStatus === 'Unread')!;
    const response = await markRead(target.notificationId);
    expect(t.json(response)).toEqual({ success: true, message: 'Notification marked as read' });
    expect(await unread()).toBe(before - 1);
    expect((await notes()).find((n) => n.notificationId === target.notificationId)?.readStatus).toBe('Read');
  });

  it("answers 400 'Invalid notificationId' for an unknown or non-numeric id", async () => {
    for (const id of ['424242', 'abc']) {
      const response = await markRead(id);
      expect(response.statusCode).toBe(400);
      expect(t.json(response)).toMatchObject({ message: 'Invalid notificationId' });
    }
  });

  it('answers 0 for an unknown candidate, and finds the candidate by mobile when the id is unknown', async () => {
    expect(await unread(42, '7012345671')).toBe(0);
    expect(await unread(42, '9123456780')).toBe(await unread(KYC_COMPLETE_CANDIDATE_ID, '9123456780'));
  });

  it('needs the candidate id and the mobile number', async () => {
    const noMobile = await t.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/getTotalCountOfUnreadNotification?candidateId=${DEMO_CANDIDATE_ID}`,
    });
    expect(t.json(noMobile)).toMatchObject({ message: 'mobileNumber is required' });
    const noCandidate = await t.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/getTotalCountOfUnreadNotification?mobileNumber=9876543210`,
    });
    expect(t.json(noCandidate)).toMatchObject({ message: 'candidateId is required' });
  });
});

describe('setNotificationEngagementFlag', () => {
  const flag = (candidateId: string | number) =>
    t.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/setNotificationEngagementFlag?candidateId=${candidateId}&mobileNumber=9876543210`,
    });

  it('records that the candidate opened the notifications', async () => {
    expect(t.json(await flag(DEMO_CANDIDATE_ID))).toEqual({
      success: true,
      message: 'Notification engagement flag updated',
    });
    expect(t.app.world.db.candidate.findFirst({ where: { id: { equals: DEMO_CANDIDATE_ID } } })?.engaged).toBe(true);
  });

  it("answers 400 'candidateId is required' for a bad id and 'Candidate not found' for an unknown one", async () => {
    const bad = await flag('abc');
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad)).toMatchObject({ message: 'candidateId is required' });
    const unknown = await flag(42);
    expect(unknown.statusCode).toBe(400);
    expect(t.json(unknown)).toMatchObject({ message: 'Candidate not found' });
  });
});

describe('saveDeviceToken', () => {
  const save = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/saveDeviceToken`, payload });

  it("stores the device's push token on the candidate", async () => {
    const response = await save({ mobileNumber: '9876543210', deviceToken: 'fcm:abc123', platform: 'android' });
    expect(t.json(response)).toEqual({ success: true, message: 'Device token saved successfully' });
    expect(t.app.world.db.candidate.findFirst({ where: { id: { equals: DEMO_CANDIDATE_ID } } })?.deviceToken).toBe(
      'fcm:abc123',
    );
  });

  it('answers 400 without a mobile number or token', async () => {
    const noMobile = await save({ mobileNumber: '0', deviceToken: 'fcm:abc123' });
    expect(noMobile.statusCode).toBe(400);
    expect(t.json(noMobile)).toMatchObject({ message: 'Mobile number is required' });
    const blank = await save({ mobileNumber: '9876543210', deviceToken: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(t.json(blank)).toMatchObject({ message: 'deviceToken is required' });
  });
});
