import { CALENDAR_FEED_NAME, CALENDAR_FEED_TTL_SECONDS, CALENDAR_MESSAGES, DAY_MS } from '@mentor/validation';
import ical, { ICalCalendarMethod, ICalEventClass, ICalEventTransparency } from 'ical-generator';
import type { FeedEvent } from './calendar.events';

/** UTC midnight of a yyyy-mm-dd: ical-generator writes an all-day date from the UTC fields. */
function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/**
 * The feed as iCalendar text (RFC 5545), written by ical-generator: each item a VEVENT of one whole day (DTSTART
 * and DTEND as dates, DTEND the next day), free rather than busy, marked private. VEVENTs, not VTODOs: Google
 * Calendar, Apple Calendar and Outlook show a subscribed calendar's events, and leave its to-dos out or hide them
 * (docs/decisions.md, "The calendar feed"). The calendar asks to be fetched again every hour.
 */
export function renderFeed(events: readonly FeedEvent[]): string {
  const calendar = ical({
    name: CALENDAR_FEED_NAME,
    description: CALENDAR_MESSAGES.feedDescription,
    prodId: { company: 'MentorAI', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_FEED_TTL_SECONDS,
  });
  for (const event of events) {
    const start = utcDay(event.date);
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      summary: event.summary,
      description: event.description,
      url: event.url,
      stamp: event.changedAt,
      lastModified: event.changedAt,
      transparency: ICalEventTransparency.TRANSPARENT,
      class: ICalEventClass.PRIVATE,
    });
  }
  return calendar.toString();
}
