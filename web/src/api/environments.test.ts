import { describe, expect, it } from 'vitest';
import { currentBaseUrls, environmentFor, resolveBaseUrls } from './environments.ts';

const thirdParty = {
  ipLookup: 'https://ipapi.co',
  reverseGeocode: 'https://api.bigdatacloud.net',
  reverseGeocodeBackup: 'https://nominatim.openstreetmap.org',
};

describe('base URLs by page host', () => {
  it.each([
    ['talentjobs.in', 'production', 'https://api.talentjobs.in'],
    ['www.talentjobs.in', 'production', 'https://api.talentjobs.in'],
    ['WWW.TalentJobs.in', 'production', 'https://api.talentjobs.in'],
    ['preprod.talentjobs.in', 'preproduction', 'https://preprod-api.talentjobs.in'],
    ['qa.talentjobs.in', 'qa', 'https://qa-api.talentjobs.in'],
  ])('%s is %s and calls %s', (hostname, environment, api) => {
    expect(environmentFor(hostname)).toBe(environment);
    expect(resolveBaseUrls({ hostname, origin: `https://${hostname}` })).toEqual({ api, ...thirdParty });
  });

  it.each(['localhost', '127.0.0.1', 'review-42.example.net'])(
    '%s is local: the API and the third-party stand-ins are on the page origin',
    (hostname) => {
      const origin = `http://${hostname}:5173`;
      expect(environmentFor(hostname)).toBe('local');
      expect(resolveBaseUrls({ hostname, origin })).toEqual({
        api: origin,
        ipLookup: origin,
        reverseGeocode: origin,
        reverseGeocodeBackup: origin,
      });
    },
  );

  it('lets VITE_ variables replace the host-based choice', () => {
    const urls = resolveBaseUrls({
      hostname: 'talentjobs.in',
      origin: 'https://talentjobs.in',
      env: { VITE_API_BASE_URL: 'https://staging-api.example.in/', VITE_IP_LOOKUP_BASE_URL: 'https://ip.example.in' },
    });

    expect(urls).toEqual({ ...thirdParty, api: 'https://staging-api.example.in', ipLookup: 'https://ip.example.in' });
  });

  it('lets an explicit option win over the variable, and an empty one mean the page origin', () => {
    const env = { VITE_API_BASE_URL: 'https://from-env.example.in' };
    const origin = 'https://qa.talentjobs.in';

    expect(
      resolveBaseUrls({ hostname: 'qa.talentjobs.in', origin, env, overrides: { api: 'https://explicit.example.in' } })
        .api,
    ).toBe('https://explicit.example.in');
    expect(resolveBaseUrls({ hostname: 'qa.talentjobs.in', origin, env, overrides: { api: '' } }).api).toBe(origin);
  });

  it('reads the running page: the test page on localhost counts as local', () => {
    expect(currentBaseUrls().api).toBe(window.location.origin);
    expect(currentBaseUrls({ api: 'https://api.talentjobs.in' }).api).toBe('https://api.talentjobs.in');
  });
});
