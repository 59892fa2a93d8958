import type { Intent } from './types';

/** The Life Mentor's playbook. */
export const LIFE_INTENTS: readonly Intent[] = [
  {
    id: 'life.relationship',
    persona: 'life',
    family: 'life.relationships',
    title: 'Working on your relationship',
    about: 'what is going on between you and your partner',
    guidance:
      'Couples get stuck in the same argument when each side defends a position; talking about the need underneath it usually moves things.',
    today:
      'Write down, in two sentences, what you need from your partner and what you think they need from you.',
    steps: [
      [
        'Write down what you need from your partner, and what you think they need from you.',
        'Set a calm time by {due} to talk, and start by asking how they see things before saying how you do.',
        'Agree on one small change each of you will try for two weeks, and check in on it together.',
      ],
      [
        'Notice the moment your arguments usually start, and what each of you does next.',
        'Plan one unhurried evening together by {due} that is not about problems.',
        'If the same fight keeps coming back, look into a couples counsellor; going early works better than going late.',
      ],
    ],
    signals: /\b(partner|relationship|couple|together|talk|need)/i,
  },
  {
    id: 'life.breakup',
    persona: 'life',
    family: 'life.relationships',
    title: 'Getting through a break-up',
    about: 'getting through a break-up',
    guidance:
      'After a break-up, grief and relief can come in waves; the task is to get through the days kindly, not to be over it quickly.',
    today:
      'Plan one thing for this evening that takes care of you: a call with a friend, a walk, a proper meal.',
    steps: [
      [
        'Tell two people close to you what happened, and ask one of them to check in on you this week.',
        'Decide what contact you want with your ex for now, and mute or archive what keeps pulling you back, by {due}.',
        'Keep a simple daily routine: sleep, one meal you cook, and some time outside.',
      ],
      [
        'Write down what you want to remember about what did not work, so you see it clearly later.',
        'Do one thing by {due} that is just yours: a class, a trip, an old hobby.',
        'If you still feel stuck after a few weeks, talk to a counsellor; it helps.',
      ],
    ],
    signals: /\b(break-?up|ex\b|grief|friend|routine|heal|contact)/i,
  },
  {
    id: 'life.family',
    persona: 'life',
    family: 'life.relationships',
    title: 'Handling a family conflict',
    about: 'tension in your family',
    guidance:
      'Family conflicts carry long histories; you cannot change the others, but you can change what you say, what you accept and how you respond.',
    today: 'Write down the one thing you most want your family member to understand, in two sentences.',
    steps: [
      [
        'Write down what you most want the family member to understand, and what you are willing to accept.',
        'Choose one calm moment by {due} to talk one to one, not in front of the whole family.',
        'Decide on one boundary you will hold (a topic, a visit length) and how you will say it kindly.',
      ],
      [
        'Notice what usually starts the conflict and plan a different first response.',
        'Talk to one relative who understands both sides by {due} and ask how they see it.',
        'Give yourself permission to leave a conversation that turns hurtful, and say when you will come back to it.',
      ],
    ],
    signals: /\b(family|parent|mother|father|sibling|boundar|talk)/i,
  },
  {
    id: 'life.parenting',
    persona: 'life',
    family: 'life.relationships',
    title: 'Parenting through a hard stretch',
    about: 'parenting and your child',
    guidance:
      'Children respond to calm, predictable routines and to feeling heard; the smallest consistent change beats a big new system.',
    today: 'Spend 10 minutes of one-to-one time with your child today, following what they want to do.',
    steps: [
      [
        'Pick the one moment of the day that is hardest (mornings, bedtime, screens) and write down what happens.',
        'Try one small change to that moment every day until {due}, such as a warning five minutes ahead.',
        'Give your child 10 minutes of one-to-one time a day, led by them.',
      ],
      [
        'Agree with the other adults at home on one rule you will all keep the same way.',
        'Talk to your child by {due} at a calm time and ask what is hard for them right now.',
        'If you are worried about their health or development, ask their doctor or school for advice.',
      ],
    ],
    signals: /\b(child|kid|son|daughter|parent|routine|teen)/i,
  },
  {
    id: 'life.grief',
    persona: 'life',
    family: 'life.feelings',
    title: 'Living with grief',
    about: 'grief after a loss',
    guidance:
      'I’m sorry for your loss. Grief has no schedule; it helps to let it be there, to keep a little structure, and to not carry it alone.',
    today:
      'Tell one person you trust how you are really doing, or write a few lines about the person you lost.',
    steps: [
      [
        'Tell one person you trust how you are really doing, and ask them to check in on you.',
        'Keep three anchors each day until {due}: getting up at a set time, one meal, and some time outside.',
        'Write a few lines to or about the person you lost, whenever you want to.',
      ],
      [
        'Let people help with practical things (meals, errands, paperwork) and say yes when they offer.',
        'Look up a grief support group near you or online, and go once by {due}.',
        'If the weight does not ease over months or daily life becomes hard to manage, talk to your doctor or a grief counsellor.',
      ],
    ],
    signals: /\b(grief|griev|loss|lost|died|death|sorry|memor)/i,
  },
  {
    id: 'life.loneliness',
    persona: 'life',
    family: 'life.connection',
    title: 'Feeling less lonely',
    about: 'feeling lonely',
    guidance:
      'Connection grows from small, repeated contact with the same people more than from one big effort.',
    today: 'Send a message to one person you would like to see more of, and suggest a specific time to meet.',
    steps: [
      [
        'Message two people you would like to see more of, and suggest a specific time to meet by {due}.',
        'Pick one weekly activity with other people in it (a class, a club, a team) and go once by {due}.',
        'Say yes to the next invitation you get, even a small one.',
      ],
      [
        'Make one regular, repeated plan: the same café, the same class, the same walk, where faces become familiar.',
        'Volunteer once by {due} for something you care about.',
        'Call a family member or an old friend just to talk.',
      ],
    ],
    signals: /\b(lonel|connect|friend|people|club|class|invit)/i,
  },
  {
    id: 'life.friendship',
    persona: 'life',
    family: 'life.connection',
    title: 'Looking after a friendship',
    about: 'a friendship',
    guidance:
      'Friendships drift or strain when things go unsaid; one honest, warm conversation usually clears more than waiting.',
    today:
      'Write down what you value in the friendship and what has been bothering you, in a few lines each.',
    steps: [
      [
        'Write down what you value in the friendship and what has been bothering you.',
        'Reach out by {due} and suggest meeting in person, not over text.',
        'Open by saying what the friendship means to you, then ask how they have been seeing things.',
      ],
      [
        'Ask yourself whether this friendship gives you energy or takes it, and what you want from it now.',
        'Make one concrete plan together by {due}.',
        'Accept that some friendships change with time, and invest in the ones that give back.',
      ],
    ],
    signals: /\b(friend|reach out|talk|meet|value)/i,
  },
  {
    id: 'life.anxiety',
    persona: 'life',
    family: 'life.feelings',
    title: 'Working with anxiety',
    about: 'anxiety and worry',
    guidance:
      'Worry shrinks when you separate what you can act on from what you cannot, and give your body a way to calm down.',
    today:
      'Set a 15-minute worry time: write down every worry, mark the ones you can act on, and pick one small action.',
    steps: [
      [
        'Write down every worry, and mark the ones you can act on and the ones you cannot.',
        'Take one small action by {due} on the worry you can act on most.',
        'Practise slow breathing (in for 4, out for 6) for 3 minutes a day.',
      ],
      [
        'Set a daily 15-minute worry time, and park worries until then when they show up.',
        'Cut back on caffeine and screens late in the day until {due} and notice the difference.',
        'If anxiety stops you from doing everyday things, talk to a doctor or therapist; it is very treatable.',
      ],
    ],
    signals: /\b(anxi|worr|breath|calm|fear|panic|therap)/i,
  },
  {
    id: 'life.stress',
    persona: 'life',
    family: 'life.feelings',
    title: 'Managing stress',
    about: 'stress and feeling overwhelmed',
    guidance: 'Recovery is part of the plan: energy, not time, is usually what runs out first.',
    today: 'Take a 20-minute walk without your phone, then write down the one thing weighing on you most.',
    steps: [
      [
        'Write down what drains you most right now and one boundary you can set on it.',
        'Put two 20-minute breaks in your calendar before {due} that are only for recovery: a walk, no screens.',
        'Tell one person you trust how you are really doing.',
      ],
      [
        'List everything on your mind and circle what truly has to happen soon.',
        'Drop, delay or hand over one thing on that list by {due}.',
        'Protect your sleep: a fixed bedtime and no screens in the last half hour.',
      ],
    ],
    signals: /\b(stress|overwhelm|break|recover|drain|rest|boundar)/i,
  },
  {
    id: 'life.anger',
    persona: 'life',
    family: 'life.feelings',
    title: 'Handling anger',
    about: 'anger and losing your temper',
    guidance:
      'Anger usually points at something that matters to you; the work is to notice it early and choose what to do with it.',
    today:
      'Write down the last time you lost your temper: what happened just before, what you felt in your body, and what you wanted.',
    steps: [
      [
        'Write down the last two times you lost your temper and what happened just before.',
        'Agree a pause signal with the people around you, and use it by {due} when you feel the heat rising.',
        'When you notice the first signs, step away for 10 minutes and move your body before you speak.',
      ],
      [
        'Name what the anger was protecting: being respected, being heard, being treated fairly.',
        'Repair one recent blow-up by {due} with a short, honest apology.',
        'If anger is hurting your relationships or work, an anger management course or therapist can help.',
      ],
    ],
    signals: /\b(anger|angry|temper|calm|pause|apolog)/i,
  },
  {
    id: 'life.sleep',
    persona: 'life',
    family: 'life.health',
    title: 'Sleeping better',
    about: 'your sleep',
    guidance:
      'Sleep improves with a fixed wake-up time and a calm wind-down more than with trying harder to fall asleep.',
    today:
      'Pick a fixed wake-up time for the next week, and set a reminder an hour before bed to start winding down.',
    steps: [
      [
        'Choose a fixed wake-up time and keep it every day until {due}, weekends included.',
        'Start a 30-minute wind-down with no screens before bed: dim light, a book, a shower.',
        'Keep caffeine to the morning and note how you slept each day in one word.',
      ],
      [
        'If you lie awake for more than 20 minutes, get up and do something calm until you feel sleepy.',
        'Get daylight within an hour of waking every day until {due}.',
        'If poor sleep goes on for weeks or you snore heavily, talk to your doctor.',
      ],
    ],
    signals: /\b(sleep|bed|wake|insomnia|night|tired|caffeine)/i,
  },
  {
    id: 'life.self-esteem',
    persona: 'life',
    family: 'life.feelings',
    title: 'Building self-esteem',
    about: 'how you see yourself',
    guidance:
      'Self-esteem grows from keeping small promises to yourself and from treating yourself the way you would treat a friend.',
    today: 'Write down three things you did today that you would praise a friend for, however small.',
    steps: [
      [
        'Write down three things you did each day until {due} that you would praise a friend for.',
        'When you catch a harsh thought about yourself, write it down and answer it as a friend would.',
        'Make one small promise to yourself and keep it every day.',
      ],
      [
        'Notice who and what makes you feel smaller, and reduce one of them this week.',
        'Do one thing by {due} that you are good at and enjoy.',
        'Ask two people close to you what they value in you, and write their words down.',
      ],
    ],
    signals: /\b(self|worth|confiden|kind|praise|harsh|value)/i,
  },
  {
    id: 'life.habits',
    persona: 'life',
    family: 'life.habits',
    title: 'Building a lasting habit',
    about: 'building a habit that sticks',
    guidance: 'Habits stick when they start tiny and hang on something you already do every day.',
    today: 'Do a two-minute version of the habit right after something you already do every day.',
    steps: [
      [
        'Pick a 2-minute version of the habit you want and attach it to something you already do every day.',
        'Track it on paper every day until {due}, one tick a day.',
        'Decide now what you will do on a bad day: the smallest version still counts.',
      ],
      [
        'Make your new habit easy to start: lay out what you need the night before.',
        'Tell one person about it and report to them on {due}.',
        'After two weeks, grow it a little, only if it still feels easy.',
      ],
    ],
    signals: /\b(habit|routine|tiny|small|track|every day|daily)/i,
  },
  {
    id: 'life.exercise',
    persona: 'life',
    family: 'life.habits',
    title: 'Getting active',
    about: 'exercise and getting fit',
    guidance:
      'Consistency beats intensity: a routine you can keep on a tired day is worth more than an ambitious plan.',
    today:
      'Go for a 20-minute walk or do 10 minutes of movement you enjoy, and write down how you feel after it.',
    steps: [
      [
        'Choose one activity you enjoy and put three 20-minute sessions in your calendar before {due}.',
        'Lay out your kit the night before so starting takes no decision.',
        'Write down how you feel after each session in one word.',
      ],
      [
        'Find a friend, class or club to exercise with once a week.',
        'Set a small goal for {due}, such as three walks or one class.',
        'If you have pain or a health condition, check with a doctor or physiotherapist before you build up.',
      ],
    ],
    signals: /\b(exercis|walk|run|gym|activ|workout|fit|move)/i,
  },
  {
    id: 'life.screen-time',
    persona: 'life',
    family: 'life.habits',
    title: 'Cutting down on screen time',
    about: 'the time your phone takes',
    guidance:
      'Phone habits are designed to pull you back; changing your surroundings works better than willpower.',
    today:
      'Move the three apps you lose most time on off your home screen, and charge your phone outside the bedroom tonight.',
    steps: [
      [
        'Check your screen-time report and write down the three apps that take most of your time.',
        'Move those apps off your home screen and switch off their notifications by {due}.',
        'Charge your phone outside the bedroom every night.',
      ],
      [
        'Decide what you want to do with the time you win back, and put it where your phone used to be.',
        'Set one phone-free block every day until {due}, such as meals or the first hour after waking.',
        'Use app limits for the worst app, with a friend holding the code if you need it.',
      ],
    ],
    signals: /\b(phone|screen|app|scroll|notification|social media)/i,
  },
  {
    id: 'life.procrastination',
    persona: 'life',
    family: 'life.habits',
    title: 'Beating procrastination',
    about: 'putting things off',
    guidance:
      'Procrastination is usually about a task that feels too big or too unclear; make the first step small enough to start now.',
    today:
      'Pick the task you keep putting off, cut it to a 25-minute first step, and do that step before anything else.',
    steps: [
      [
        'Pick the task you keep putting off and write its very first physical step.',
        'Do that step in a 25-minute timer session, phone in another room, before {due}.',
        'Reward yourself after each session, and count sessions rather than results.',
      ],
      [
        'Write down what you are avoiding in the task: boredom, fear of doing it badly, or not knowing where to start.',
        'Tell someone when you will work on it and report back to them by {due}.',
        'Put the first session at the same time each day so it does not need a decision.',
      ],
    ],
    signals: /\b(procrastinat|putting off|first step|timer|start|avoid)/i,
  },
  {
    id: 'life.drinking',
    persona: 'life',
    family: 'life.health',
    title: 'Cutting back on drinking',
    about: 'drinking or another substance',
    guidance:
      'Noticing this is a real step. Cutting back works best with support, and stopping suddenly after heavy use can be unsafe without a doctor.',
    today:
      'Write down how much you drank or used in the last seven days, honestly, and one situation where it usually starts.',
    steps: [
      [
        'Write down how much you drank or used in the last seven days, and when.',
        'Talk to your doctor or a local alcohol and drug support service by {due}; they can help you cut back safely.',
        'Tell one person you trust what you are trying to change.',
      ],
      [
        'Pick the situation where it most often starts and plan something else to do then.',
        'Set alcohol-free or use-free days each week until {due}, and mark them on a calendar.',
        'Try a support group, in person or online, once.',
      ],
    ],
    signals: /\b(drink|alcohol|doctor|support|cut back|sober|use)/i,
    professional:
      'Please talk to a doctor or a local alcohol and drug support service as well; they can help you change this safely.',
  },
  {
    id: 'life.money',
    persona: 'life',
    family: 'life.money',
    title: 'Getting on top of money',
    about: 'your money and budget',
    guidance:
      'Money stress eases once you see the real numbers; one clear look is usually less scary than the worry.',
    today:
      'Write down what came in and went out last month, from your bank statement, in a few broad categories.',
    steps: [
      [
        'Write down last month’s income and spending in a few broad categories, from your bank statements.',
        'Pick the one category to cut and set a weekly limit for it until {due}.',
        'Set up an automatic transfer to savings on payday, even a small one.',
      ],
      [
        'List your debts with their interest rates, and pay the minimum on all and extra on the most expensive one.',
        'Call one provider by {due} to ask for a better rate or a payment plan.',
        'If debt feels out of control, contact a free debt advice service.',
      ],
    ],
    signals: /\b(money|budget|debt|saving|spend|income|bank)/i,
  },
  {
    id: 'life.moving',
    persona: 'life',
    family: 'life.change',
    title: 'Settling into a move',
    about: 'moving to a new place',
    guidance:
      'A move is a big change even when it is a good one; routines and a few familiar faces make a new place feel like home.',
    today:
      'Find one place near you (a café, a park, a gym) that you could make a regular spot, and go there once.',
    steps: [
      [
        'Build two small routines in the new place, like a regular café or a weekly walk.',
        'Join one group or class by {due} where you will see the same people every week.',
        'Keep one fixed call a week with someone from home.',
      ],
      [
        'If you are still deciding, write down what the move gives you and what it costs, a year from now.',
        'Visit or research the new place properly by {due}: housing, work, and how you would spend a weekend.',
        'Talk to one person who made a similar move about what they wish they had known.',
      ],
    ],
    signals: /\b(mov|city|new place|home|settl|relocat)/i,
  },
  {
    id: 'life.boundaries',
    persona: 'life',
    family: 'life.time',
    title: 'Setting boundaries',
    about: 'saying no and protecting your time',
    guidance:
      'A boundary is a decision about what you will do, said kindly and early, not a request for permission.',
    today: 'Write down one request you will say no to, and the exact short sentence you will use.',
    steps: [
      [
        'List where your time went last week and mark what you would not say yes to again.',
        'Say no to one request by {due} with a short, kind sentence and no long explanation.',
        'Block time in your calendar for what matters to you, and treat it like any other appointment.',
      ],
      [
        'Write down your three most important commitments for the month.',
        'Before saying yes to anything new until {due}, say you will check and get back to them.',
        'Notice the guilt after saying no, and let it pass without changing your answer.',
      ],
    ],
    signals: /\b(no\b|boundar|time|calendar|request|commit)/i,
  },
  {
    id: 'life.purpose',
    persona: 'life',
    family: 'life.direction',
    title: 'Finding your direction',
    about: 'what you want from life',
    guidance:
      'Direction shows up in the moments when you felt most like yourself, and in small experiments more than in big answers.',
    today:
      'Write down three moments from the last year when you felt most like yourself, and what they have in common.',
    steps: [
      [
        'Write down three moments from the last year when you felt most like yourself, and what they share.',
        'Pick one small experiment that matches those moments and try it by {due}.',
        'Name the value that matters most to you in one word and put it where you will see it.',
      ],
      [
        'Imagine an ordinary good day five years from now, and write down what you do in it.',
        'Take one step by {due} toward a piece of that day.',
        'Talk to someone whose life you admire about how they found their way.',
      ],
    ],
    signals: /\b(purpose|meaning|value|direction|matter|yourself)/i,
  },
  {
    id: 'life.decision',
    persona: 'life',
    family: 'life.direction',
    title: 'Making a big decision',
    about: 'a decision you are facing',
    guidance:
      'Big decisions get easier with the options side by side, your values next to them, and a date to decide by.',
    today: 'Write your options side by side with what each gives and costs you a year from now.',
    steps: [
      [
        'Write your options side by side with what each gives and costs you a year from now.',
        'Talk to one person who has made a similar choice by {due} and ask what they would do again.',
        'Decide by {due}, and tell someone the date so it sticks.',
      ],
      [
        'Imagine you have already chosen one option for a day, and notice whether you feel relief or loss.',
        'Find out the one fact that would change your mind, by {due}.',
        'Make the smallest reversible version of the decision first, if there is one.',
      ],
    ],
    signals: /\b(decid|decision|option|choose|side by side)/i,
  },
  {
    id: 'life.caregiving',
    persona: 'life',
    family: 'life.relationships',
    title: 'Caring for someone you love',
    about: 'caring for someone close to you',
    guidance:
      'Caring for someone is a long stretch, not a sprint; you can only keep going if someone looks after you too.',
    today:
      'Write down everything you do for the person you care for in a week, and mark what someone else could take on.',
    steps: [
      [
        'List the care tasks of a normal week and mark what someone else could take on.',
        'Ask one relative, friend or service by {due} to take over one task regularly.',
        'Book one break a week for yourself, and keep it like an appointment.',
      ],
      [
        'Look up carer support in your area: many places offer advice, breaks and groups for carers.',
        'Tell your employer what you are managing by {due} and ask about flexible hours.',
        'Talk to someone about how you are doing, not only about the person you care for.',
      ],
    ],
    signals: /\b(care|carer|caregiv|support|break|help)/i,
  },
];
