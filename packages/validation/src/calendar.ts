import { z } from 'zod';

/**
 * The calendar feed (issue 27): a private ICS address per person with their open action items and goal milestones
 * as all-day events. Its answers, the subscribe links of the calendar apps, its limits and its words.
 */

/** The feed's secret: 20 random bytes, base32 lower case without padding (32 characters), like a session's. */
export const CALENDAR_TOKEN_PATTERN = /^[a-z2-7]{32}$/;

/** The feed's path under the api: `/api/calendar/<token>.ics`. */
export const CALENDAR_FEED_PATH_PREFIX = '/api/calendar/';

/** How often one feed address may be fetched in any rolling hour (calendar apps poll every few minutes at most). */
export const CALENDAR_FEED_FETCHES_PER_HOUR = 120;

/** The feed holds at most this many action items (the latest due dates first) and milestones. */
export const CALENDAR_FEED_ACTION_ITEMS_MAX = 500;

/** The refresh interval the feed asks calendar apps for (REFRESH-INTERVAL, X-PUBLISHED-TTL), in seconds. */
export const CALENDAR_FEED_TTL_SECONDS = 60 * 60;

/** The calendar's name in the apps, and the `name` Outlook's subscribe link passes. */
export const CALENDAR_FEED_NAME = 'MentorAI';

/** Whether a feed exists, when it was made, and when a calendar app last fetched it (ISO, or null). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The subscribe links of one feed address (shown once: only a hash of the secret is kept). */
export const calendarFeedLinksSchema = z.object({
  /** The plain https address (any app's "subscribe from URL"). */
  feedUrl: z.string(),
  /** Apple Calendar (and most desktop apps): the same address as `webcal://`. */
  webcalUrl: z.string(),
  /** Google Calendar's "add by URL" page with the address filled in. */
  googleUrl: z.string(),
  /** Outlook on the web's "subscribe from web" page with the address and the calendar's name filled in. */
  outlookUrl: z.string(),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;

/** What creating or rotating the feed answers: the new links, and when the address was made. */
export const calendarFeedCreatedSchema = calendarFeedLinksSchema.extend({ createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The feed's address on a server (`publicUrl` without a trailing slash). */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${CALENDAR_FEED_PATH_PREFIX}${token}.ics`;
}

/**
 * The calendar apps' subscribe links for a feed address: Apple's `webcal://` (the scheme swapped), Google's
 * `calendar/r?cid=` with the webcal address encoded, Outlook's `addfromweb?url=` with the https address encoded.
 */
export function calendarSubscribeLinks(feedUrl: string): CalendarFeedLinks {
  const webcalUrl = feedUrl.replace(/^https?:\/\//, 'webcal://');
  return {
    feedUrl,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
    outlookUrl:
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}` +
      `&name=${encodeURIComponent(CALENDAR_FEED_NAME)}`,
  };
}

/** The words of the feed: answers of the api and the Profile page's Calendar section (all chosen). */
export const CALENDAR_MESSAGES = {
  notFound: 'Calendar feed not found',
  alreadySubscribed: 'You already have a calendar link. Rotate it to get a new one.',
  noFeed: 'You have no calendar link. Subscribe to make one.',
  tooManyFetches: 'This calendar feed was fetched too often. Please try again later.',
  // The events
  actionItemDescription: (sessionTitle: string) =>
    sessionTitle ? `Action item from your MentorAI session "${sessionTitle}".` : 'Action item from MentorAI.',
  milestoneSummary: (goalTitle: string, milestoneTitle: string) => `${goalTitle}: ${milestoneTitle}`,
  milestoneDescription: (goalTitle: string) => `Milestone of your MentorAI goal "${goalTitle}".`,
  feedDescription: 'Your open action items and goal milestones from MentorAI.',
  // The Profile page
  sectionTitle: 'Calendar',
  sectionDescription:
    'See your open action items and goal milestones in Google Calendar, Apple Calendar or Outlook. Done items disappear from your calendar.',
  privacyNote:
    'Anyone with the link can see the titles and dates of your action items and milestones. Keep it to yourself; revoke it if it got out.',
  subscribe: 'Subscribe',
  subscribed: 'Calendar link created',
  subscribedBody: 'Add it to your calendar app now: the link is shown only once.',
  onceHint:
    'For your privacy the link is shown only once. Lost it? Rotate to get a new link (the old one stops working).',
  activeSince: 'Link created',
  lastFetched: 'Last fetched by a calendar app',
  neverFetched: 'Not fetched by a calendar app yet',
  addToGoogle: 'Google Calendar',
  addToApple: 'Apple Calendar',
  addToOutlook: 'Outlook',
  linksTitle: 'Add to your calendar',
  plainUrl: 'Calendar address',
  copy: 'Copy',
  copied: 'Copied',
  rotate: 'Rotate link',
  rotateConfirmTitle: 'Rotate your calendar link?',
  rotateConfirm:
    'You get a new link. The old one stops working at once: calendars subscribed with it stop updating until you subscribe again with the new one.',
  rotated: 'Calendar link rotated',
  rotatedBody: 'Subscribe again with the new link: the old one no longer works.',
  revoke: 'Revoke link',
  revokeConfirmTitle: 'Revoke your calendar link?',
  revokeConfirm:
    'The link stops working at once and calendars subscribed with it stop updating. You can subscribe again later.',
  revoked: 'Calendar link revoked',
  revokedBody: 'Calendars subscribed with it no longer update.',
  cancel: 'Cancel',
  loadFailed: 'Could not load your calendar link.',
  actionFailedTitle: 'Calendar link',
  actionFailed: 'Could not change your calendar link. Please try again.',
} as const;
