import { z } from 'zod';

/**
 * Crisis safety: the categories the safety screen flags, the help lines a flagged person is shown, and the copy of
 * the "Get help now" panel. The api's crisis reply and the web app's panel both read the resources from here, so
 * the number in the reply is the number in the panel.
 *
 * The help lines are national services that answer around the clock, chosen from the person's time zone (their
 * profile's, which the web app detects from the browser). Where we know no national line, the panel points to an
 * international directory of helplines and the local emergency number.
 */

export const SAFETY_CATEGORIES = ['self_harm', 'medical', 'abuse', 'harm_to_others'] as const;
export const safetyCategorySchema = z.enum(SAFETY_CATEGORIES);
export type SafetyCategory = z.infer<typeof safetyCategorySchema>;

/** `urgent`: danger now (a plan, the means at hand, an act under way); `concern`: at risk, not (said to be) now. */
export const SAFETY_LEVELS = ['concern', 'urgent'] as const;
export const safetyLevelSchema = z.enum(SAFETY_LEVELS);
export type SafetyLevel = z.infer<typeof safetyLevelSchema>;

export const CRISIS_REGIONS = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'INTL'] as const;
export const crisisRegionSchema = z.enum(CRISIS_REGIONS);
export type CrisisRegion = z.infer<typeof crisisRegionSchema>;

/** A session's safety flag as the api answers it: the latest flagged category, how urgent, and where help is. */
export const sessionSafetySchema = z.object({
  category: safetyCategorySchema,
  level: safetyLevelSchema,
  /** A minor disclosed abuse: the child-abuse line comes first. */
  minor: z.boolean(),
  region: crisisRegionSchema,
});
export type SessionSafety = z.infer<typeof sessionSafetySchema>;

/** One way to reach help: a name, what to do ("Call or text 988"), and a `tel:`/`sms:`/`https:` link. */
export interface CrisisResource {
  name: string;
  action: string;
  href: string;
}

interface RegionLines {
  label: string;
  emergency: CrisisResource;
  crisis: CrisisResource;
  abuse: CrisisResource;
  child: CrisisResource;
}

const tel = (digits: string) => `tel:${digits.replace(/[^\d+]/g, '')}`;

const DIRECTORY: CrisisResource = {
  name: 'Find A Helpline',
  action: 'Free, confidential helplines in your country: findahelpline.com',
  href: 'https://findahelpline.com',
};

/** The lines per region: each one national, free and open around the clock. */
const LINES: Record<CrisisRegion, RegionLines> = {
  US: {
    label: 'the United States',
    emergency: { name: 'Emergency services', action: 'Call 911', href: tel('911') },
    crisis: { name: '988 Suicide & Crisis Lifeline', action: 'Call or text 988', href: tel('988') },
    abuse: {
      name: 'National Domestic Violence Hotline',
      action: 'Call 1-800-799-7233 or text START to 88788',
      href: tel('18007997233'),
    },
    child: {
      name: 'Childhelp National Child Abuse Hotline',
      action: 'Call or text 1-800-422-4453',
      href: tel('18004224453'),
    },
  },
  CA: {
    label: 'Canada',
    emergency: { name: 'Emergency services', action: 'Call 911', href: tel('911') },
    crisis: { name: '9-8-8 Suicide Crisis Helpline', action: 'Call or text 988', href: tel('988') },
    abuse: {
      name: 'ShelterSafe',
      action: 'Find the shelter and crisis line nearest you: sheltersafe.ca',
      href: 'https://www.sheltersafe.ca',
    },
    child: {
      name: 'Kids Help Phone',
      action: 'Call 1-800-668-6868 or text CONNECT to 686868',
      href: tel('18006686868'),
    },
  },
  GB: {
    label: 'the UK',
    emergency: { name: 'Emergency services', action: 'Call 999', href: tel('999') },
    crisis: { name: 'Samaritans', action: 'Call 116 123, free, day or night', href: tel('116123') },
    abuse: {
      name: 'National Domestic Abuse Helpline',
      action: 'Call 0808 2000 247, free, day or night',
      href: tel('08082000247'),
    },
    child: { name: 'Childline', action: 'Call 0800 1111, free, day or night', href: tel('08001111') },
  },
  IE: {
    label: 'Ireland',
    emergency: { name: 'Emergency services', action: 'Call 112 or 999', href: tel('112') },
    crisis: { name: 'Samaritans', action: 'Call 116 123, free, day or night', href: tel('116123') },
    abuse: {
      name: 'Women’s Aid 24hr National Freephone Helpline',
      action: 'Call 1800 341 900',
      href: tel('1800341900'),
    },
    child: { name: 'Childline (ISPCC)', action: 'Call 1800 66 66 66', href: tel('1800666666') },
  },
  AU: {
    label: 'Australia',
    emergency: { name: 'Emergency services', action: 'Call 000', href: tel('000') },
    crisis: { name: 'Lifeline', action: 'Call 13 11 14 or text 0477 13 11 14', href: tel('131114') },
    abuse: { name: '1800RESPECT', action: 'Call 1800 737 732', href: tel('1800737732') },
    child: { name: 'Kids Helpline', action: 'Call 1800 55 1800', href: tel('1800551800') },
  },
  NZ: {
    label: 'New Zealand',
    emergency: { name: 'Emergency services', action: 'Call 111', href: tel('111') },
    crisis: { name: 'Need to talk? 1737', action: 'Call or text 1737', href: tel('1737') },
    abuse: { name: 'Women’s Refuge', action: 'Call 0800 733 843', href: tel('0800733843') },
    child: { name: 'Youthline', action: 'Call 0800 376 633 or text 234', href: tel('0800376633') },
  },
  INTL: {
    label: 'your country',
    emergency: {
      name: 'Emergency services',
      action: 'Call your local emergency number (112 works in the EU and from most mobile phones)',
      href: tel('112'),
    },
    crisis: DIRECTORY,
    abuse: DIRECTORY,
    child: DIRECTORY,
  },
};

const US_ZONES =
  /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Boise|Detroit|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Indianapolis|Louisville|Puerto_Rico)|Pacific\/Honolulu|US\/.+|EST5EDT|CST6CDT|MST7MDT|PST8PDT)$/;
const CA_ZONES =
  /^(America\/(Toronto|Montreal|Vancouver|Edmonton|Winnipeg|Regina|Halifax|St_Johns|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Fort_Nelson|Creston|Yellowknife|Inuvik|Iqaluit|Rankin_Inlet|Resolute|Cambridge_Bay|Swift_Current|Thunder_Bay|Nipigon|Rainy_River|Atikokan|Blanc-Sablon|Coral_Harbour|Pangnirtung)|Canada\/.+)$/;

/** The region whose help lines fit a time zone (an IANA name, as the browser reports it); INTL when unknown. */
export function crisisRegionForTimeZone(timeZone: string | null | undefined): CrisisRegion {
  if (!timeZone) return 'INTL';
  if (US_ZONES.test(timeZone)) return 'US';
  if (CA_ZONES.test(timeZone)) return 'CA';
  if (/^(Europe\/(London|Belfast|Guernsey|Jersey|Isle_of_Man)|GB|GB-Eire)$/.test(timeZone)) return 'GB';
  if (/^(Europe\/Dublin|Eire)$/.test(timeZone)) return 'IE';
  if (/^(Australia\/.+|Antarctica\/Macquarie)$/.test(timeZone)) return 'AU';
  if (/^(Pacific\/(Auckland|Chatham)|NZ|NZ-CHAT)$/.test(timeZone)) return 'NZ';
  return 'INTL';
}

/**
 * The help lines for a flagged message, most important first: emergency services first when the danger is now
 * (and always for a medical emergency), then the line that fits the category (a child-abuse line for a minor, a
 * domestic-abuse line for abuse, the crisis line otherwise), then the crisis line as well where it differs.
 */
export function crisisResources(
  safety: Pick<SessionSafety, 'category' | 'level' | 'minor' | 'region'>,
): CrisisResource[] {
  const lines = LINES[safety.region];
  const first = safety.category === 'medical' || safety.level === 'urgent' ? [lines.emergency] : [];
  const fitting =
    safety.category === 'abuse'
      ? safety.minor
        ? [lines.child, lines.crisis]
        : [lines.abuse, lines.crisis]
      : [lines.crisis];
  const last = first.length === 0 ? [lines.emergency] : [];
  const seen = new Set<string>();
  return [...first, ...fitting, ...last].filter((r) => {
    const key = `${r.name}|${r.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where the help lines are for (the panel says so, so a person abroad knows to look further). */
export function crisisRegionLabel(region: CrisisRegion): string {
  return LINES[region].label;
}

/** The "Get help now" panel's copy. */
export const SAFETY_UI = {
  panelTitle: 'Get help now',
  panelIntro: {
    self_harm:
      'You don’t have to go through this alone. These people are there for you right now, day or night:',
    medical: 'If you or someone with you is in danger, call emergency services now:',
    abuse: 'You deserve to be safe. These services are free and confidential:',
    harm_to_others: 'If someone is in danger, call emergency services. To talk to someone now:',
  } satisfies Record<SafetyCategory, string>,
  regionNote: (label: string) =>
    `Numbers for ${label}. If you are elsewhere, call your local emergency number.`,
  intlNote: 'If you are in immediate danger, call your local emergency number.',
} as const;
