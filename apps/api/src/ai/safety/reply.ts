import { crisisResources, type SessionSafety } from '@mentor/validation';

/**
 * The crisis reply: what the mentor answers a flagged message, on every provider, instead of coaching. Written
 * from safe-messaging guidance (docs/safety.md): it opens with real help for the person's country, is short,
 * calm and caring, never asks about methods, and has one step at most: reach a person now. The same help lines
 * are in the chat's "Get help now" panel (crisisResources).
 */
export function crisisReply(safety: SessionSafety): string {
  const lines = crisisResources(safety)
    .map((r) => `- **${r.name}**: ${r.action}`)
    .join('\n');
  const urgent = safety.level === 'urgent';
  const emergency = crisisResources({ ...safety, level: 'urgent', category: 'medical' })[0]?.action ?? '';
  switch (safety.category) {
    case 'medical':
      return [
        `This sounds like a medical emergency. **${emergency} now**, or ask someone near you to call. Don’t wait to see if it passes.`,
        lines,
        'If you took something, tell them what and when, and keep the packet with you. Unlock your door if you can, and stay with someone until help arrives.',
        '**One step, right now**\n1. Call emergency services now.',
      ].join('\n\n');
    case 'abuse':
      return [
        safety.minor
          ? 'Thank you for telling me. What is happening to you is not your fault, and you deserve to be safe. You don’t have to handle this on your own.'
          : 'I’m so sorry this is happening to you. It is not your fault, and you deserve to be safe.',
        urgent
          ? `If you are in danger right now, **${emergency}**. Get to a place where you can lock a door or be with other people.`
          : 'These services are free and confidential, and they can help you make a safety plan: a safe place to go, who to tell, and what to take with you.',
        lines,
        ...(urgent ? [] : [`If you are ever in danger, **${emergency}**.`]),
        safety.minor
          ? 'Please also tell an adult you trust, like a teacher, a school counsellor or a relative, today. If your phone or messages are checked, you can call from a friend’s phone or at school.'
          : 'If the person who hurts you checks your phone, call from a safe phone and clear this conversation afterwards. Please don’t try to talk it through with them alone.',
        `**One step, right now**\n1. ${safety.minor ? 'Call one of these lines or tell an adult you trust today.' : 'Reach one of these services, or someone you trust, today.'}`,
      ].join('\n\n');
    case 'harm_to_others':
      return [
        'I can’t help with hurting anyone. It sounds like you’re carrying a lot of anger or pain right now, and that deserves real help from a person.',
        `If someone is in danger now, **${emergency}**. Please put distance between yourself and the person, and anything you could hurt them with.`,
        lines,
        '**One step, right now**\n1. Call one of these lines and tell them what you told me.',
      ].join('\n\n');
    case 'self_harm':
    default:
      return [
        'I’m really glad you told me, and I’m sorry you’re in so much pain. You don’t have to go through this alone, and you deserve support from a person right now.',
        urgent
          ? `If you have taken something or hurt yourself, or might act on these thoughts soon, **${emergency} now**, or go to the nearest emergency department. If you can, move away from anything you could hurt yourself with, and stay near other people.`
          : 'Talking to someone can help, even when it feels like nothing will. These lines are free and confidential, day or night:',
        lines,
        // Urgency is read from the words, and words can understate it: the way to emergency help is always there.
        ...(urgent
          ? []
          : [
              `If you feel you might act on these thoughts, **${emergency} now**, or go to the nearest emergency department.`,
            ]),
        'I’m an AI mentor, so I can’t be the help you need right now, but I’m here while you reach out.',
        '**One step, right now**\n1. Call or text one of these lines, or tell someone you trust how you feel, now.',
      ].join('\n\n');
  }
}
