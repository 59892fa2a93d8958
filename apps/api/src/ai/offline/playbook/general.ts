import type { Intent } from './types';

/** Questions every mentor answers the same way: the ones that need a qualified professional. */
export const GENERAL_INTENTS: readonly Intent[] = [
  {
    id: 'any.health',
    persona: 'any',
    family: 'any.professional',
    title: 'A health question',
    about: 'a health worry',
    guidance:
      'I can’t judge symptoms, and it wouldn’t be right to guess: a doctor or nurse can, and it is worth asking them soon rather than waiting.',
    today:
      'Write down the symptoms, when they started and what makes them better or worse, and call your doctor’s practice or a health advice line.',
    steps: [
      [
        'Book an appointment with your doctor or call a health advice line by {due}, sooner if it gets worse.',
        'Write down the symptoms, when they started and what changes them, to take with you.',
        'Ask someone you trust to go with you, or to check in on you after the appointment.',
      ],
      [
        'Call your doctor’s practice or a pharmacist by {due} and describe what is happening.',
        'Keep a short daily note of how you feel until the appointment.',
        'Write down the questions you want to ask, so you leave with answers.',
      ],
    ],
    signals: /\b(doctor|gp|nurse|pharmac|medical|health|symptom)/i,
    professional:
      'I’m an AI mentor, not a doctor. If it is sudden or severe, call emergency services now; otherwise please see a doctor soon.',
  },
  {
    id: 'any.legal',
    persona: 'any',
    family: 'any.professional',
    title: 'A question for a lawyer',
    about: 'a legal question',
    guidance:
      'The details of law depend on where you live and on your documents, so this one needs a qualified lawyer; I can help you prepare.',
    today:
      'Gather the documents involved (contract, letters, emails) in one folder, with the key dates listed on top.',
    steps: [
      [
        'Gather the documents involved in one folder and write a one-page timeline of what happened.',
        'Contact a qualified lawyer, a legal advice service or your union by {due}, and ask what a first consultation costs.',
        'Write down the three questions you most need answered before you sign or reply to anything.',
      ],
      [
        'Do not sign or agree to anything until you have had advice.',
        'Look for free legal advice in your area (a legal aid clinic, a citizens advice service) and book it by {due}.',
        'Keep a record of every call and message about it from now on.',
      ],
    ],
    signals: /\b(lawyer|legal|solicitor|attorney|advice|document|contract)/i,
    professional:
      'I’m an AI mentor, not a lawyer: for the legal part, please get advice from a qualified lawyer or a legal advice service.',
  },
  {
    id: 'any.finance',
    persona: 'any',
    family: 'any.professional',
    title: 'A question for a financial adviser',
    about: 'a tax, investment or financial question',
    guidance:
      'Tax and investment answers depend on your whole situation and local rules, so they need a qualified adviser; I can help you get ready for that conversation.',
    today: 'Write down the decision you face, the amounts involved and your deadline, on one page.',
    steps: [
      [
        'Write down the decision, the amounts involved and any deadline, on one page.',
        'Book a conversation with a qualified financial adviser or accountant by {due}, and ask how they are paid.',
        'List the questions you want answered, including what could go wrong.',
      ],
      [
        'Check your country’s official tax or money guidance website for the basics first.',
        'Get a second opinion by {due} before any large or hard-to-reverse decision.',
        'Do not act on tips from social media or friends without checking them with an adviser.',
      ],
    ],
    signals: /\b(adviser|advisor|accountant|tax|invest|financial)/i,
    professional:
      'I’m an AI mentor, not a financial adviser: for that part, please check with a qualified adviser or accountant.',
  },
];
