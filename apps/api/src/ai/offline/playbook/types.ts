import type { MentorType } from '@mentor/validation';

/**
 * One thing a person brings to a mentor, and how the offline mentor coaches it. The classifier (../classifier.ts)
 * learns each intent from its labelled utterances (../utterances/); the reply (../reply.ts) is written from here.
 */
export interface Intent {
  /** '<persona or any>.<name>', e.g. 'founder.churn'. */
  id: string;
  /** The mentor whose playbook it belongs to; 'any' for questions every mentor answers the same way. */
  persona: MentorType | 'any';
  /**
   * A group of neighbouring intents ('founder.customers', 'life.feelings'). Answering a neighbour of the same family
   * is a miss but still related; answering another family is an unrelated reply.
   */
  family: string;
  /** The session title the intent gives (sentence case, no period). */
  title: string;
  /** What the message is about, as the mentor says it back: "It sounds like this is about {about}." */
  about: string;
  /** The coaching point, one or two sentences in the mentor's own words. */
  guidance: string;
  /** One small step that can be done today (the answer to "what can I do today?"). */
  today: string;
  /**
   * Step sets, each 2 or 3 steps that build on each other; every step stands alone as an action item, and its only
   * date is `{due}` ("by {due}", "on {due}"), the reply's deadline (../dates.ts). Regenerate picks another set.
   */
  steps: readonly (readonly string[])[];
  /** For judging a model's reply (the eval's rubric): words a reply on this intent can hardly do without. */
  signals: RegExp;
  /** Points to a qualified professional (health, legal, money, substance use). */
  professional?: string;
}
