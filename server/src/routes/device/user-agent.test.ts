import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../../testing/user-agents.ts';
import { parseUserAgent } from './user-agent.ts';

describe('device attributes from the User-Agent', () => {
  it('desktop Chrome on Windows is a desktop', () => {
    expect(parseUserAgent(USER_AGENTS.desktopChrome)).toEqual({
      desktop: true,
      tablet: false,
      modernPhone: false,
      operatingSystem: 'Windows',
    });
    expect(parseUserAgent(USER_AGENTS.macSafari).operatingSystem).toBe('macOS');
    expect(parseUserAgent(USER_AGENTS.linuxFirefox)).toMatchObject({
      desktop: true,
      operatingSystem: 'Linux',
    });
  });

  it('an iPad is a tablet even though its UA says Mobile', () => {
    expect(parseUserAgent(USER_AGENTS.iPad)).toEqual({
      desktop: false,
      tablet: true,
      modernPhone: false,
      operatingSystem: 'iOS',
    });
  });

  it('Android phones and iPhones are modern phones; Android without Mobile is a tablet', () => {
    expect(parseUserAgent(USER_AGENTS.androidPhone)).toEqual({
      desktop: false,
      tablet: false,
      modernPhone: true,
      operatingSystem: 'Android',
    });
    expect(parseUserAgent(USER_AGENTS.iPhone)).toMatchObject({ modernPhone: true, operatingSystem: 'iOS' });
    expect(parseUserAgent(USER_AGENTS.androidTablet)).toMatchObject({ tablet: true, modernPhone: false });
  });

  it('a feature-phone browser is a phone but not a modern one', () => {
    expect(parseUserAgent(USER_AGENTS.operaMini)).toMatchObject({ desktop: false, modernPhone: false });
  });

  it('client hints win over the UA string when Chromium sends them', () => {
    const hinted = parseUserAgent(USER_AGENTS.desktopChrome, { mobile: '?1', platform: '"Android"' });
    expect(hinted).toMatchObject({ desktop: false, modernPhone: true, operatingSystem: 'Android' });
  });
});
