import { describe, expect, it } from 'vitest';
import { crisisRegionForTimeZone, crisisRegionLabel, crisisResources, SAFETY_UI } from './safety';

describe('crisis help lines', () => {
  it.each([
    ['America/New_York', 'US'],
    ['America/Los_Angeles', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Toronto', 'CA'],
    ['Europe/London', 'GB'],
    ['Europe/Dublin', 'IE'],
    ['Australia/Sydney', 'AU'],
    ['Pacific/Auckland', 'NZ'],
    ['Europe/Paris', 'INTL'],
    ['America/Mexico_City', 'INTL'],
    [null, 'INTL'],
    ['', 'INTL'],
  ] as const)('reads the region of %s as %s', (zone, region) => {
    expect(crisisRegionForTimeZone(zone)).toBe(region);
  });

  it('puts the crisis line first when there is no danger now, emergency services after it', () => {
    const lines = crisisResources({ category: 'self_harm', level: 'concern', minor: false, region: 'US' });
    expect(lines.map((l) => l.action)).toEqual(['Call or text 988', 'Call 911']);
    expect(lines[0]!.href).toBe('tel:988');
  });

  it('puts emergency services first for danger now and for any medical emergency', () => {
    expect(
      crisisResources({ category: 'self_harm', level: 'urgent', minor: false, region: 'GB' })[0]!.action,
    ).toBe('Call 999');
    expect(
      crisisResources({ category: 'medical', level: 'concern', minor: false, region: 'AU' })[0]!.action,
    ).toBe('Call 000');
  });

  it('gives abuse a domestic-abuse line, and a minor the child-abuse line instead', () => {
    const adult = crisisResources({ category: 'abuse', level: 'concern', minor: false, region: 'US' });
    expect(adult[0]!.action).toContain('1-800-799-7233');
    const child = crisisResources({ category: 'abuse', level: 'concern', minor: true, region: 'GB' });
    expect(child[0]!.action).toContain('0800 1111');
    expect(child.map((l) => l.action).join(' ')).not.toContain('0808 2000 247');
  });

  it('points anywhere else to the international directory and the local emergency number, never twice', () => {
    const lines = crisisResources({ category: 'abuse', level: 'urgent', minor: true, region: 'INTL' });
    expect(lines.map((l) => l.href)).toEqual(['tel:112', 'https://findahelpline.com']);
    expect(crisisRegionLabel('INTL')).toBe('your country');
    expect(SAFETY_UI.regionNote(crisisRegionLabel('IE'))).toBe(
      'Numbers for Ireland. If you are elsewhere, call your local emergency number.',
    );
  });
});
