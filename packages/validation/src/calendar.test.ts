import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN_PATTERN, calendarFeedUrl, calendarSubscribeLinks } from './calendar';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

describe('calendarFeedUrl', () => {
  it('puts the token under /api/calendar/ with .ics, with or without a trailing slash on the server', () => {
    expect(calendarFeedUrl('https://mentor.example', TOKEN)).toBe(
      `https://mentor.example/api/calendar/${TOKEN}.ics`,
    );
    expect(calendarFeedUrl('https://mentor.example/', TOKEN)).toBe(
      `https://mentor.example/api/calendar/${TOKEN}.ics`,
    );
  });
});

describe('calendarSubscribeLinks', () => {
  it("makes each app's subscribe link from the https address", () => {
    const feed = `https://mentor.example/api/calendar/${TOKEN}.ics`;
    const links = calendarSubscribeLinks(feed);
    expect(links.feedUrl).toBe(feed);
    expect(links.webcalUrl).toBe(`webcal://mentor.example/api/calendar/${TOKEN}.ics`);
    expect(links.googleUrl).toBe(
      `https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fmentor.example%2Fapi%2Fcalendar%2F${TOKEN}.ics`,
    );
    expect(links.outlookUrl).toBe(
      `https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fmentor.example%2Fapi%2Fcalendar%2F${TOKEN}.ics&name=MentorAI`,
    );
    // Each link carries the address back intact.
    expect(new URL(links.googleUrl).searchParams.get('cid')).toBe(links.webcalUrl);
    expect(new URL(links.outlookUrl).searchParams.get('url')).toBe(feed);
  });

  it('swaps http for webcal too (a server without TLS)', () => {
    expect(calendarSubscribeLinks('http://127.0.0.1:3000/api/calendar/x.ics').webcalUrl).toBe(
      'webcal://127.0.0.1:3000/api/calendar/x.ics',
    );
  });
});

describe('CALENDAR_TOKEN_PATTERN', () => {
  it('takes 32 base32 characters and nothing else', () => {
    expect(CALENDAR_TOKEN_PATTERN.test(TOKEN)).toBe(true);
    for (const bad of [
      '',
      TOKEN.slice(1),
      `${TOKEN}a`,
      TOKEN.toUpperCase(),
      `${TOKEN.slice(1)}1`,
      `${TOKEN.slice(1)}.`,
    ])
      expect(CALENDAR_TOKEN_PATTERN.test(bad), bad).toBe(false);
  });
});
