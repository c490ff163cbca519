import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

describe('RequestLog', () => {
  it('keeps the last 5,000 requests, oldest first', () => {
    const log = new RequestLog();
    for (let i = 0; i < 5003; i++) log.add('GET', `/p${i}?page=${i}`, 'x', 200, Date.UTC(2026, 10, 20) + i);
    const list = log.list();
    expect(list).toHaveLength(5000);
    expect(list[0]).toMatchObject({ path: '/p3', time: '2026-11-20T00:00:00.003Z' });
    expect(list[4999]).toMatchObject({ path: '/p5002' });
  });

  it('empties on clear', () => {
    const log = new RequestLog();
    log.add('post', '/a', null, 404, 0);
    expect(log.list()).toEqual([
      { method: 'POST', path: '/a', operationId: null, status: 404, time: '1970-01-01T00:00:00.000Z' },
    ]);
    log.clear();
    expect(log.list()).toEqual([]);
  });

  it('counts every call per operation and status, past the 5,000 it lists, until cleared', () => {
    const log = new RequestLog();
    for (let i = 0; i < 5003; i++) log.add('GET', '/j', 'getJobById', i % 2 === 0 ? 200 : 404, i);
    log.add('GET', '/nowhere', null, 404, 0);
    expect(log.total).toBe(5004);
    expect(log.answeredCounts()).toEqual([
      { operationId: 'getJobById', status: 200, count: 2502 },
      { operationId: 'getJobById', status: 404, count: 2501 },
    ]);
    log.clear();
    expect(log.total).toBe(0);
    expect(log.answeredCounts()).toEqual([]);
  });
});
