import type { MentorType } from '@mentor/validation';

/**
 * The eighteenth blind set (260 messages, 4 per intent, ids b18-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the nineteenth blind set, src/ai/eval/blind-heldout-19.ts (now ./nineteenth-blind.ts), replaced it.
 */
export const EIGHTEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b18-001',
    persona: 'founder',
    message:
      "before i write a single line of code how do i know anyone actually wants this? so far i've only asked my flatmates lol",
    intent: 'founder.discovery',
  },
  {
    id: 'b18-002',
    persona: 'founder',
    message:
      "I want to build scheduling software for mobile dog groomers. What should I ask groomers so they tell me the truth instead of 'sounds cool'?",
    intent: 'founder.discovery',
  },
  {
    id: 'b18-003',
    persona: 'founder',
    message:
      "Everyone I talk to says they'd definitely use it, but not one person will put down a $20 deposit. What does that tell me?",
    intent: 'founder.discovery',
  },
  {
    id: 'b18-004',
    persona: 'founder',
    message:
      "Some context: I was a pharmacist for nine years and I'm exploring a tool that helps independent pharmacies deal with stock that's about to expire. I've had twelve conversations with owners so far. Half seemed excited, half shrugged. How do I tell real pain from politeness, and how many more of these talks before I can trust the signal?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b18-005',
    persona: 'founder',
    message: 'app is live, zero users. where do i even find the first ten people',
    intent: 'founder.first-customers',
  },
  {
    id: 'b18-006',
    persona: 'founder',
    message:
      'We make bookkeeping software for small construction firms. Nobody knows our name yet. How do I get the first three or four companies to actually sign and pay?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b18-007',
    persona: 'founder',
    message:
      'My waitlist has 400 emails, I opened the doors last week and exactly two people bought. How did other folks land their very first buyers?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b18-008',
    persona: 'founder',
    message:
      'I build app for amateur football clubs in Poland. I have no contacts in this world, I am software guy. How I get the first clubs to try it and pay something?',
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b18-009',
    persona: 'founder',
    message: '9 dollars a month or 29? honestly i picked the first number that came to mind',
    intent: 'founder.pricing',
  },
  {
    id: 'b18-010',
    persona: 'founder',
    message:
      "We're a B2B analytics startup billing per seat, and our biggest accounts complain that the invoice jumps every time they add a colleague. Should we move to usage-based or flat tiers?",
    intent: 'founder.pricing',
  },
  {
    id: 'b18-011',
    persona: 'founder',
    message:
      "A customer told me on a call she'd have happily paid three times what we ask. How do I go up without scaring off the people already on the old plan?",
    intent: 'founder.pricing',
  },
  {
    id: 'b18-012',
    persona: 'founder',
    message:
      "freelance translator marketplace — do we take a cut of every job or make translators pay monthly? what's the usual logic",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b18-013',
    persona: 'founder',
    message: 'people sign up, use it about six weeks, then cancel. how do i plug the leak',
    intent: 'founder.churn',
  },
  {
    id: 'b18-014',
    persona: 'founder',
    message:
      'Monthly cancellations went from 3% to 7% since we redesigned onboarding in March. Where would you start digging?',
    intent: 'founder.churn',
  },
  {
    id: 'b18-015',
    persona: 'founder',
    message:
      'Meal kit startup here. Customers love the first box, then skip, skip, skip, and quietly disappear by week five. What keeps people subscribed?',
    intent: 'founder.churn',
  },
  {
    id: 'b18-016',
    persona: 'founder',
    message:
      'How do I get honest answers from the accounts that just stopped paying us, without them feeling chased or guilt-tripped?',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b18-017',
    persona: 'founder',
    message:
      'Right now I close every deal myself and the whole process lives in my head. How do I turn it into steps a new rep could follow?',
    intent: 'founder.sales',
  },
  {
    id: 'b18-018',
    persona: 'founder',
    message:
      "deals die after the demo every single time. what's supposed to happen between demo and signature",
    intent: 'founder.sales',
  },
  {
    id: 'b18-019',
    persona: 'founder',
    message:
      'We sell to hospitals: nine-month cycles, six people have to sign off, and deals just vanish halfway. How should I structure the pipeline so I can see where things stall?',
    intent: 'founder.sales',
  },
  {
    id: 'b18-020',
    persona: 'founder',
    message:
      "I waste hours on calls with people who were never going to buy. How do I figure out early on who's a real prospect?",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b18-021',
    persona: 'founder',
    message:
      "need my first engineer but can't pay anything close to market. how do i get someone good to join?",
    intent: 'founder.hiring',
  },
  {
    id: 'b18-022',
    persona: 'founder',
    message:
      "We're eight people and about to bring on our first operations person. How do I run the process so I don't just pick whoever I click with over coffee?",
    intent: 'founder.hiring',
  },
  {
    id: 'b18-023',
    persona: 'founder',
    message:
      'Last year I brought on two people way too fast and neither worked out. What should I do differently this time?',
    intent: 'founder.hiring',
  },
  {
    id: 'b18-024',
    persona: 'founder',
    message:
      "how much equity is normal for a first designer at a pre-seed company? we're in lisbon and can only pay about 2.5k a month",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b18-025',
    persona: 'founder',
    message: "how many angels do i talk to before i accept the pre-seed isn't happening",
    intent: 'founder.fundraising',
  },
  {
    id: 'b18-026',
    persona: 'founder',
    message:
      "We're at $40k MRR growing about 15% month over month. Is now the moment to go out for a Series A, or should we wait another quarter?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b18-027',
    persona: 'founder',
    message:
      'A fund wants to lead our seed but is pushing a valuation way below what we hoped. Take it, or keep shopping for other term sheets?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b18-028',
    persona: 'founder',
    message:
      'We are two first-time founders in Nairobi with no warm intros to anybody. How do we even get meetings with funds?',
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b18-029',
    persona: 'founder',
    message: 'my deck is 24 slides and i can see investors glazing over around slide 10. what do i cut',
    intent: 'founder.pitch',
  },
  {
    id: 'b18-030',
    persona: 'founder',
    message:
      'VCs keep asking "why now?" and I fumble it every time. How do I tighten that part of the story?',
    intent: 'founder.pitch',
  },
  {
    id: 'b18-031',
    persona: 'founder',
    message:
      'I get three minutes on stage at a demo day next Thursday. What absolutely has to be in there and what can go?',
    intent: 'founder.pitch',
  },
  {
    id: 'b18-032',
    persona: 'founder',
    message:
      'Right now I open my investor meetings with my own background and I think I lose the room in the first minute. How should the first 60 seconds go instead?',
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b18-033',
    persona: 'founder',
    message: "my cofounder and i haven't agreed on anything in a month. we barely speak outside standup",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b18-034',
    persona: 'founder',
    message:
      "My business partner wants to take outside money and I want to stay bootstrapped. It's gotten really tense between us and the team can feel it. How do we get past this?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b18-035',
    persona: 'founder',
    message:
      "He's our CTO and keeps shipping features I never signed off on, then gets defensive when I raise it. How do I have this conversation without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b18-036',
    persona: 'founder',
    message:
      "i feel like i'm carrying 80% of the load but we split 50/50. how do i bring that up with her without it turning into a war",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b18-037',
    persona: 'founder',
    message: 'non-technical founder, need a technical partner. where do people actually meet these people?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b18-038',
    persona: 'founder',
    message:
      "I've been building alone for a year and it's slow and lonely. How do I find someone to start this with, and how do I test whether we'd actually work well together?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b18-039',
    persona: 'founder',
    message:
      'met a guy at a hackathon who might want to build this with me. what should we do before we commit to anything?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b18-040',
    persona: 'founder',
    message:
      "I'm a product designer in Manila with a fintech idea. I need somebody who understands compliance and the business side to found it with me. Where would a person like that even be looking?",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b18-041',
    persona: 'founder',
    message: '18 months in, numbers are flat. keep pushing or change direction?',
    intent: 'founder.pivot',
  },
  {
    id: 'b18-042',
    persona: 'founder',
    message:
      'Our users ignore the main product and keep using one tiny export feature. Should we rebuild the whole company around that one thing?',
    intent: 'founder.pivot',
  },
  {
    id: 'b18-043',
    persona: 'founder',
    message:
      "How do you know when the current idea is done and it's time to try something else with the same team and the money that's left?",
    intent: 'founder.pivot',
  },
  {
    id: 'b18-044',
    persona: 'founder',
    message:
      'we started as a consumer fitness app but gyms keep asking to license it. selling to gyms feels like abandoning what we set out to do. how do i think about switching',
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b18-045',
    persona: 'founder',
    message:
      'I have twelve things on my list and they all feel urgent. How do I pick the one that matters this quarter?',
    intent: 'founder.focus',
  },
  {
    id: 'b18-046',
    persona: 'founder',
    message: "we're trying to do enterprise and self-serve at the same time and doing both badly",
    intent: 'founder.focus',
  },
  {
    id: 'b18-047',
    persona: 'founder',
    message:
      "My team says I change what we're working on every week. How do I commit to one thing and actually stick with it?",
    intent: 'founder.focus',
  },
  {
    id: 'b18-048',
    persona: 'founder',
    message:
      "Investors want growth, customers want features, engineers want to fix tech debt, and I'm one person. Where does my attention go first?",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b18-049',
    persona: 'founder',
    message: '3 years running this startup, exhausted all the time, i dread opening slack in the morning',
    intent: 'founder.burnout',
  },
  {
    id: 'b18-050',
    persona: 'founder',
    message:
      "I used to love building this company. Now I'm going through the motions and I can't remember the last weekend I actually took off.",
    intent: 'founder.burnout',
  },
  {
    id: 'b18-051',
    persona: 'founder',
    message:
      "How do other founders keep going for years without grinding themselves down? I'm at 90-hour weeks and I feel hollow about the thing I built.",
    intent: 'founder.burnout',
  },
  {
    id: 'b18-052',
    persona: 'founder',
    message:
      "solo founder, nobody to hand anything to, and i feel completely drained and numb about the business. i don't even care when we land a customer anymore",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b18-053',
    persona: 'founder',
    message: 'How do I decide what goes into version one and what waits?',
    intent: 'founder.product',
  },
  {
    id: 'b18-054',
    persona: 'founder',
    message:
      'Users keep requesting completely different things. How do I figure out what to build next without turning the app into a junk drawer?',
    intent: 'founder.product',
  },
  {
    id: 'b18-055',
    persona: 'founder',
    message: 'our mvp does way too much. how do i strip it back to the core thing',
    intent: 'founder.product',
  },
  {
    id: 'b18-056',
    persona: 'founder',
    message:
      "I'm building a tool for wedding planners. Should the first version be a phone app or a web dashboard, and how do I decide based on how they actually spend their day?",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b18-057',
    persona: 'founder',
    message: 'tried facebook ads, seo and influencers. nothing stuck. what now',
    intent: 'founder.growth',
  },
  {
    id: 'b18-058',
    persona: 'founder',
    message:
      'How do I find the one way of getting customers that actually scales for a B2B tool priced at $50 a month?',
    intent: 'founder.growth',
  },
  {
    id: 'b18-059',
    persona: 'founder',
    message:
      "Word of mouth got us to 2,000 users and then it flatlined. What's a systematic way to test new ways of bringing people in?",
    intent: 'founder.growth',
  },
  {
    id: 'b18-060',
    persona: 'founder',
    message:
      "We're an early two-sided marketplace for used camera gear. Is writing content worth it, or should our tiny budget go to search ads?",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b18-061',
    persona: 'founder',
    message: 'we have 5 months of cash left. what do i cut first',
    intent: 'founder.runway',
  },
  {
    id: 'b18-062',
    persona: 'founder',
    message:
      "How do I work out how fast we're actually spending money? My spreadsheet is a mess and I honestly don't know when we hit zero.",
    intent: 'founder.runway',
  },
  {
    id: 'b18-063',
    persona: 'founder',
    message:
      'The bridge round just fell through and I need to make payroll for ten more weeks at least. What are my options?',
    intent: 'founder.runway',
  },
  {
    id: 'b18-064',
    persona: 'founder',
    message:
      "Should I stretch what's in the bank to 24 months, or spend faster to hit the milestones we need before the next raise?",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b18-065',
    persona: 'career',
    message: 'graduated 2 months ago, no clue where to even start looking for work',
    intent: 'career.job-search',
  },
  {
    id: 'b18-066',
    persona: 'career',
    message:
      "I'm planning to leave my company in about six months. How should I structure the search so I'm not scrambling at the end?",
    intent: 'career.job-search',
  },
  {
    id: 'b18-067',
    persona: 'career',
    message:
      "How many applications a week is realistic when I'm still working full time? I want a plan I can actually keep up.",
    intent: 'career.job-search',
  },
  {
    id: 'b18-068',
    persona: 'career',
    message:
      'Moving from Brazil to Canada next year, I am civil engineer. How should I organize finding a position there before I arrive?',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b18-069',
    persona: 'career',
    message: 'my resume is 3 pages, too long for a mid level role?',
    intent: 'career.cv',
  },
  {
    id: 'b18-070',
    persona: 'career',
    message: 'How do I show ten years at the same company on paper without it looking like I stood still?',
    intent: 'career.cv',
  },
  {
    id: 'b18-071',
    persona: 'career',
    message:
      "I'm a nurse moving into healthcare administration. How do I rewrite my bullet points so they speak to the new kind of role?",
    intent: 'career.cv',
  },
  {
    id: 'b18-072',
    persona: 'career',
    message: "can u help me word my achievements? right now it's literally just a list of my duties",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b18-073',
    persona: 'career',
    message: 'sent 150 applications, heard back from 2. what am i doing wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b18-074',
    persona: 'career',
    message:
      'I keep getting automatic rejection emails within hours of applying. Is something filtering me out before a human even looks?',
    intent: 'career.no-responses',
  },
  {
    id: 'b18-075',
    persona: 'career',
    message:
      'Five years in logistics and nobody answers my applications, not even a no. Where could it be breaking down?',
    intent: 'career.no-responses',
  },
  {
    id: 'b18-076',
    persona: 'career',
    message:
      "It's been two months of applying and it's total silence. Should I change how I apply, or the jobs I'm going for?",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b18-077',
    persona: 'career',
    message: 'final round tomorrow with the VP. what do i prepare tonight',
    intent: 'career.interview',
  },
  {
    id: 'b18-078',
    persona: 'career',
    message: 'How do I answer "tell me about a time you failed" without sinking myself?',
    intent: 'career.interview',
  },
  {
    id: 'b18-079',
    persona: 'career',
    message:
      "I have a case round at a consulting firm next week and I've never done one. How do I get ready in seven days?",
    intent: 'career.interview',
  },
  {
    id: 'b18-080',
    persona: 'career',
    message:
      'My English is not perfect and I get very nervous when they ask about past situations. How can I practise for the conversation with the hiring panel on Thursday?',
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b18-081',
    persona: 'career',
    message: 'interviewed a week ago and nothing since. do i follow up or wait?',
    intent: 'career.interview-after',
  },
  {
    id: 'b18-082',
    persona: 'career',
    message:
      'What should a thank-you note after a panel conversation say? One to each person, or one to the group?',
    intent: 'career.interview-after',
  },
  {
    id: 'b18-083',
    persona: 'career',
    message:
      'I think I completely bombed the technical part yesterday. Is there anything I can do now to recover?',
    intent: 'career.interview-after',
  },
  {
    id: 'b18-084',
    persona: 'career',
    message:
      'The recruiter said I\'d hear "by Friday" and it\'s now Wednesday of the following week. How long do I wait before writing to her?',
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b18-085',
    persona: 'career',
    message: 'got an offer for 72k, i was hoping for 80. how do i counter without losing it',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b18-086',
    persona: 'career',
    message:
      'They offered me the job but the salary is at the very bottom of the range in the posting. Is it rude to ask for more?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b18-087',
    persona: 'career',
    message:
      'They say the base is fixed. Can I push on a signing bonus, remote days or extra vacation instead, and how do I phrase that?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b18-088',
    persona: 'career',
    message:
      'First real offer of my life, entry-level analyst in Singapore. Should a fresh graduate even try to ask for better terms?',
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b18-089',
    persona: 'career',
    message: 'two offers: startup with equity or big bank with stability. which one',
    intent: 'career.compare-offers',
  },
  {
    id: 'b18-090',
    persona: 'career',
    message:
      'One job pays 15% more but the commute is 90 minutes each way. The other is remote but the team seemed disorganised. How do I weigh this?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b18-091',
    persona: 'career',
    message: 'How do I compare a role with a big annual bonus against one with a clearer path to grow?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b18-092',
    persona: 'career',
    message:
      'i have until monday to pick between a product role at a scaleup and a consultancy job in munich. both feel good. help me think it through',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b18-093',
    persona: 'career',
    message: 'no salary bump in 3 years. how do i bring it up with my boss',
    intent: 'career.raise',
  },
  {
    id: 'b18-094',
    persona: 'career',
    message:
      'I found out a new hire with less experience earns more than me. How do I ask for my pay to be brought in line?',
    intent: 'career.raise',
  },
  {
    id: 'b18-095',
    persona: 'career',
    message:
      "What numbers should I bring when I ask for more money? I'm not sure what's reasonable for a QA engineer in Leeds.",
    intent: 'career.raise',
  },
  {
    id: 'b18-096',
    persona: 'career',
    message:
      "Annual review is next month. I want to ask for a higher salary but I don't know how to frame it without sounding greedy.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b18-097',
    persona: 'career',
    message: 'passed over for senior engineer again. what do i actually need to show to move up',
    intent: 'career.promotion',
  },
  {
    id: 'b18-098',
    persona: 'career',
    message: "How do I make my case for the team lead position that's opening up in the spring?",
    intent: 'career.promotion',
  },
  {
    id: 'b18-099',
    persona: 'career',
    message:
      'Every cycle my manager says I\'m "almost ready" for the next level. How do I get a concrete path instead of vague encouragement?',
    intent: 'career.promotion',
  },
  {
    id: 'b18-100',
    persona: 'career',
    message:
      "I'm an auditor at a Big Four firm aiming for manager next year. What should I be doing now so that step actually happens?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b18-101',
    persona: 'career',
    message: 'my review said i\'m "not strategic enough". what does that even mean',
    intent: 'career.feedback-received',
  },
  {
    id: 'b18-102',
    persona: 'career',
    message:
      "My manager told me I come across as dismissive in meetings. I'm hurt and not sure it's fair. How do I make sense of it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b18-103',
    persona: 'career',
    message:
      "Got my 360 results back and they contradict each other: some say I'm too blunt, some say I'm not assertive enough. What do I do with that?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b18-104',
    persona: 'career',
    message:
      'how do i take criticism without getting defensive? my lead left notes on my code and i sulked for two days',
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b18-105',
    persona: 'career',
    message: 'I have to tell someone on my team their work has slipped for months. How do I say it?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b18-106',
    persona: 'career',
    message:
      'A colleague I really like keeps sending sloppy reports that I end up fixing. How do I tell her honestly without wrecking our relationship?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b18-107',
    persona: 'career',
    message: 'how do i tell my boss her presentation was confusing when she asked me for honest notes',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b18-108',
    persona: 'career',
    message:
      'I manage a very senior engineer who is brilliant but rude in code reviews. What words do I use to tell him it has to change?',
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b18-109',
    persona: 'career',
    message: "my boss micromanages every email i send. it's driving me up the wall",
    intent: 'career.manager',
  },
  {
    id: 'b18-110',
    persona: 'career',
    message: 'My manager presents my work to leadership as his own. How do I handle that?',
    intent: 'career.manager',
  },
  {
    id: 'b18-111',
    persona: 'career',
    message:
      'She changes her mind constantly and then blames the team when deadlines slip. What can I do from my position?',
    intent: 'career.manager',
  },
  {
    id: 'b18-112',
    persona: 'career',
    message:
      'The head of my department only writes in all caps on Teams and never gives clear instructions. How do I work under someone like this for the next year?',
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b18-113',
    persona: 'career',
    message: 'coworker keeps swapping my shifts then complaining to the supervisor about me',
    intent: 'career.colleague',
  },
  {
    id: 'b18-114',
    persona: 'career',
    message:
      'Someone on my team ignores my messages and goes around me, and we have to deliver a project together over the next three months.',
    intent: 'career.colleague',
  },
  {
    id: 'b18-115',
    persona: 'career',
    message: 'How do I deal with a coworker who talks over me in every single meeting?',
    intent: 'career.colleague',
  },
  {
    id: 'b18-116',
    persona: 'career',
    message:
      "My desk neighbour and I had a blow-up about a shared deadline last week and now it's icy between us. How do I repair it?",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b18-117',
    persona: 'career',
    message: "I'm 38, been teaching for 14 years, want to move into UX. is it too late?",
    intent: 'career.change',
  },
  {
    id: 'b18-118',
    persona: 'career',
    message: 'How do I move from law into product management without starting from zero?',
    intent: 'career.change',
  },
  {
    id: 'b18-119',
    persona: 'career',
    message:
      'I want out of banking and into something that feels meaningful, maybe nonprofit work. How do I make that transition practically?',
    intent: 'career.change',
  },
  {
    id: 'b18-120',
    persona: 'career',
    message:
      'chef for ten years, my back is done with kitchens, thinking sales or something. how do people switch fields this far in',
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b18-121',
    persona: 'career',
    message: "what's the best way to learn SQL while working full time?",
    intent: 'career.retraining',
  },
  {
    id: 'b18-122',
    persona: 'career',
    message:
      'I want to get good at data visualisation for my job. Bootcamp, online course, or just learn by doing?',
    intent: 'career.retraining',
  },
  {
    id: 'b18-123',
    persona: 'career',
    message: 'How do I stay motivated learning Python at 45? I keep starting and giving up after two weeks.',
    intent: 'career.retraining',
  },
  {
    id: 'b18-124',
    persona: 'career',
    message:
      'My company will pay for one certificate this year. Which would make me stronger at running projects?',
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b18-125',
    persona: 'career',
    message: 'got let go on tuesday along with the whole team. still in shock. what do i do first',
    intent: 'career.layoff',
  },
  {
    id: 'b18-126',
    persona: 'career',
    message: 'I was made redundant after 11 years. How do I rebuild my confidence and get moving again?',
    intent: 'career.layoff',
  },
  {
    id: 'b18-127',
    persona: 'career',
    message: 'How do I explain being cut in a restructuring when recruiters ask why I left?',
    intent: 'career.layoff',
  },
  {
    id: 'b18-128',
    persona: 'career',
    message:
      "Lost my job three months ago. Savings are holding up but my motivation isn't. How do I get back into a routine?",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b18-129',
    persona: 'career',
    message: 'just got promoted to lead my old team. how do i manage people who were my friends last week',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b18-130',
    persona: 'career',
    message: "I'm new to managing and I keep doing the work myself instead of handing it off. How do I stop?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b18-131',
    persona: 'career',
    message: 'What should I cover in my very first one-on-ones with my direct reports?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b18-132',
    persona: 'career',
    message: 'two weeks into managing 5 designers, zero training, feeling lost. what should i focus on first',
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b18-133',
    persona: 'career',
    message: "How do I keep my team motivated through a reorg when I don't know the outcome myself?",
    intent: 'career.leadership',
  },
  {
    id: 'b18-134',
    persona: 'career',
    message: 'my department of 20 works in silos. how do i get them pulling in the same direction',
    intent: 'career.leadership',
  },
  {
    id: 'b18-135',
    persona: 'career',
    message: 'What does good leadership look like for a fully remote team spread across four time zones?',
    intent: 'career.leadership',
  },
  {
    id: 'b18-136',
    persona: 'career',
    message:
      "I've run this group for six years but lately people don't trust the decisions coming from the top. How do I rebuild credibility with them?",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b18-137',
    persona: 'career',
    message: "do i walk out without another job lined up? i'm miserable",
    intent: 'career.quit',
  },
  {
    id: 'b18-138',
    persona: 'career',
    message:
      "I've been at this firm four years and feel stuck. How do I tell if it's time to leave or just a rough patch?",
    intent: 'career.quit',
  },
  {
    id: 'b18-139',
    persona: 'career',
    message: 'My gut says resign, but the money is good and my family depends on it. How do I decide?',
    intent: 'career.quit',
  },
  {
    id: 'b18-140',
    persona: 'career',
    message:
      "thinking of handing in my notice but scared i'll regret it. how do people know it's the right call",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b18-141',
    persona: 'career',
    message: "I'm 26 and have no idea what I want to do for work.",
    intent: 'career.direction',
  },
  {
    id: 'b18-142',
    persona: 'career',
    message:
      "I'm decent at a lot of things but passionate about none of them. How do I figure out which kind of work fits me?",
    intent: 'career.direction',
  },
  {
    id: 'b18-143',
    persona: 'career',
    message:
      "Finished my biology degree and realised I don't want to work in a lab. What else could suit someone like me?",
    intent: 'career.direction',
  },
  {
    id: 'b18-144',
    persona: 'career',
    message:
      "mid-level developer here, and i don't know what i'm working toward long term — go deep as a specialist, move into management, something else? how do i choose a path",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b18-145',
    persona: 'career',
    message: 'I hate mingling at industry events. Is there another way to meet people in my field?',
    intent: 'career.networking',
  },
  {
    id: 'b18-146',
    persona: 'career',
    message: "How do I reach out to strangers on LinkedIn without sounding like I'm begging for a job?",
    intent: 'career.networking',
  },
  {
    id: 'b18-147',
    persona: 'career',
    message: 'moved to berlin for work, know nobody in tech here. how do i build connections',
    intent: 'career.networking',
  },
  {
    id: 'b18-148',
    persona: 'career',
    message:
      "How do I keep in touch with former colleagues in a way that doesn't feel fake or transactional?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b18-149',
    persona: 'career',
    message: 'I have way too much on my plate and my manager keeps adding more.',
    intent: 'career.workload',
  },
  {
    id: 'b18-150',
    persona: 'career',
    message: "how do i say no to extra projects when i'm already working till 9 every night",
    intent: 'career.workload',
  },
  {
    id: 'b18-151',
    persona: 'career',
    message: "Since two people left my team I've been doing three jobs. How do I prioritise and push back?",
    intent: 'career.workload',
  },
  {
    id: 'b18-152',
    persona: 'career',
    message: '400 unread emails and four deadlines this week. Where do I even start?',
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b18-153',
    persona: 'career',
    message: "just started at google and i'm convinced they made a mistake hiring me",
    intent: 'career.imposter',
  },
  {
    id: 'b18-154',
    persona: 'career',
    message:
      "Everyone on my team seems smarter than me. I'm scared they'll figure out I don't know what I'm doing.",
    intent: 'career.imposter',
  },
  {
    id: 'b18-155',
    persona: 'career',
    message:
      'I was made director in January and I keep thinking it was pure luck. How do I stop feeling like a fraud in that chair?',
    intent: 'career.imposter',
  },
  {
    id: 'b18-156',
    persona: 'career',
    message:
      'As the only woman engineer in my group, I second-guess every comment I make in meetings. How do I trust my own judgment at work?',
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b18-157',
    persona: 'life',
    message: 'me and my girlfriend keep having the exact same argument about the dishes, like word for word',
    intent: 'life.relationship',
  },
  {
    id: 'b18-158',
    persona: 'life',
    message:
      "We've been together seven years and lately it feels like we're flatmates who share a calendar. How do we get close again?",
    intent: 'life.relationship',
  },
  {
    id: 'b18-159',
    persona: 'life',
    message:
      "My husband and I talk to each other terribly when we're both under pressure at work. Is there a way to argue more fairly?",
    intent: 'life.relationship',
  },
  {
    id: 'b18-160',
    persona: 'life',
    message:
      "long distance for a year now, she's in Toronto and I'm in Manchester, and we're drifting. how do we keep it going until one of us can move",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b18-161',
    persona: 'life',
    message: "she ended it after 5 years and i can't stop checking her instagram at 2am",
    intent: 'life.breakup',
  },
  {
    id: 'b18-162',
    persona: 'life',
    message:
      'How do I get through the first few weeks after being dumped? Every corner of the flat reminds me of him.',
    intent: 'life.breakup',
  },
  {
    id: 'b18-163',
    persona: 'life',
    message:
      "we split a month ago but we're both stuck on the lease till june. how do i cope sharing a kitchen with my ex",
    intent: 'life.breakup',
  },
  {
    id: 'b18-164',
    persona: 'life',
    message:
      "It's been half a year since my fiancé called off the engagement and I still feel frozen. When does it start to get easier?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b18-165',
    persona: 'life',
    message: "my sister and i haven't spoken since the drama at her wedding. how do i fix this",
    intent: 'life.family',
  },
  {
    id: 'b18-166',
    persona: 'life',
    message:
      "My parents can't stand my partner and every Christmas ends in shouting across the table. What can I do?",
    intent: 'life.family',
  },
  {
    id: 'b18-167',
    persona: 'life',
    message:
      "My two brothers are arguing over who hosts our mother for Eid, and both keep calling me to take their side. I'm exhausted being the middle one.",
    intent: 'life.family',
  },
  {
    id: 'b18-168',
    persona: 'life',
    message:
      "my dad and i had a huge falling out about politics back in march and he hasn't rung since. how do i reach out without it starting all over",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b18-169',
    persona: 'life',
    message: 'my 14 year old barely says a word to me anymore. how do i reconnect with her',
    intent: 'life.parenting',
  },
  {
    id: 'b18-170',
    persona: 'life',
    message: "Our two-year-old screams through every bedtime and we're both worn down. What actually works?",
    intent: 'life.parenting',
  },
  {
    id: 'b18-171',
    persona: 'life',
    message:
      "My son started a new school in September and he's clearly struggling, but he shuts down whenever I ask. How do I support him?",
    intent: 'life.parenting',
  },
  {
    id: 'b18-172',
    persona: 'life',
    message:
      "single dad, two kids aged 6 and 9, i feel like i'm letting them down since the divorce. how do i keep things steady for them",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b18-173',
    persona: 'life',
    message: 'my grandmother died last month and i keep picking up the phone to call her',
    intent: 'life.grief',
  },
  {
    id: 'b18-174',
    persona: 'life',
    message:
      "It's been a year since my father passed and I still cry at random moments, in the supermarket, in the car. Is that normal?",
    intent: 'life.grief',
  },
  {
    id: 'b18-175',
    persona: 'life',
    message: "How do you get through the holidays when the person who made them special isn't there anymore?",
    intent: 'life.grief',
  },
  {
    id: 'b18-176',
    persona: 'life',
    message: 'Our dog of 15 years passed away on Sunday and I feel silly being this heartbroken over a pet.',
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b18-177',
    persona: 'life',
    message: 'I live alone and sometimes I go whole weekends without speaking to a single person.',
    intent: 'life.loneliness',
  },
  {
    id: 'b18-178',
    persona: 'life',
    message:
      'All my friends have babies now and I feel left out of everything. How do I stop feeling so on my own?',
    intent: 'life.loneliness',
  },
  {
    id: 'b18-179',
    persona: 'life',
    message: 'working from home full time since 2020 and lately the silence in the flat is getting to me',
    intent: 'life.loneliness',
  },
  {
    id: 'b18-180',
    persona: 'life',
    message:
      "I'm 70 and since I retired from the post office I hardly see anyone. How does a person my age find company?",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b18-181',
    persona: 'life',
    message: 'my best friend has gone quiet since she moved in with her boyfriend',
    intent: 'life.friendship',
  },
  {
    id: 'b18-182',
    persona: 'life',
    message:
      "A friend made a joke about my weight at dinner and I laughed it off, but it's been bugging me for a week. Should I bring it up with her?",
    intent: 'life.friendship',
  },
  {
    id: 'b18-183',
    persona: 'life',
    message: "How do I keep a close friendship alive when he's in Melbourne and I'm in Dublin?",
    intent: 'life.friendship',
  },
  {
    id: 'b18-184',
    persona: 'life',
    message:
      "i'm always the one who texts first and makes the plans. is this thing one sided or am i overthinking",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b18-185',
    persona: 'life',
    message: 'I get a tight chest and racing thoughts before any party, even ones with people I know.',
    intent: 'life.anxiety',
  },
  {
    id: 'b18-186',
    persona: 'life',
    message: 'my brain replays every conversation and jumps straight to the worst possible outcome',
    intent: 'life.anxiety',
  },
  {
    id: 'b18-187',
    persona: 'life',
    message: 'I worry constantly about things that probably will never happen. How do I quiet my mind?',
    intent: 'life.anxiety',
  },
  {
    id: 'b18-188',
    persona: 'life',
    message:
      'Before a flight or a long drive on the motorway I spiral about everything that could go wrong, for days beforehand. Any techniques for this?',
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b18-189',
    persona: 'life',
    message: "wedding planning, final exams and a flat renovation all at once. i'm stretched so thin",
    intent: 'life.stress',
  },
  {
    id: 'b18-190',
    persona: 'life',
    message: "How do I unwind after a long day? I'm wound up tight from morning to night.",
    intent: 'life.stress',
  },
  {
    id: 'b18-191',
    persona: 'life',
    message:
      "My shoulders are always up by my ears and I can't switch off, even at weekends. How do I bring the pressure down?",
    intent: 'life.stress',
  },
  {
    id: 'b18-192',
    persona: 'life',
    message:
      "What are some quick ways to decompress when life is just a lot right now? I've got maybe ten minutes a day to myself.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b18-193',
    persona: 'life',
    message:
      'I blow up over small stuff, like someone cutting me off in traffic, and then feel awful for hours.',
    intent: 'life.anger',
  },
  {
    id: 'b18-194',
    persona: 'life',
    message: 'how do i stop snapping at people when im frustrated',
    intent: 'life.anger',
  },
  {
    id: 'b18-195',
    persona: 'life',
    message:
      'My partner says I go from zero to furious way too quickly when we disagree. How do I cool down in the moment?',
    intent: 'life.anger',
  },
  {
    id: 'b18-196',
    persona: 'life',
    message:
      "I'm a secondary school teacher and I can feel my temper rising with one particular class every Tuesday. How do I keep my cool?",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b18-197',
    persona: 'life',
    message: 'I wake up at 3am every night and just lie there until the alarm.',
    intent: 'life.sleep',
  },
  {
    id: 'b18-198',
    persona: 'life',
    message: 'how do i fix my body clock, going to bed at 4 and waking at noon',
    intent: 'life.sleep',
  },
  {
    id: 'b18-199',
    persona: 'life',
    message:
      'Night shifts at the hospital have wrecked my rest. Any tips for getting proper shut-eye during the day?',
    intent: 'life.sleep',
  },
  {
    id: 'b18-200',
    persona: 'life',
    message: 'It takes me over an hour to drift off every night. What could I change in my evenings?',
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b18-201',
    persona: 'life',
    message: 'I never feel good enough no matter what I achieve.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b18-202',
    persona: 'life',
    message: 'how do i stop comparing myself to everyone online and feeling like less',
    intent: 'life.self-esteem',
  },
  {
    id: 'b18-203',
    persona: 'life',
    message:
      'I brush off every compliment and constantly put myself down. How can I start liking myself a bit more?',
    intent: 'life.self-esteem',
  },
  {
    id: 'b18-204',
    persona: 'life',
    message:
      "after years of being told at school that I wasn't smart, I still believe it at 34. how do I change that voice in my head?",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b18-205',
    persona: 'life',
    message: 'I want to read every day but I always fall off after a week.',
    intent: 'life.habits',
  },
  {
    id: 'b18-206',
    persona: 'life',
    message: 'How do I make a new routine survive past the first month? I always start strong in January.',
    intent: 'life.habits',
  },
  {
    id: 'b18-207',
    persona: 'life',
    message:
      "Trying to meditate daily but I keep forgetting until I'm already in bed. Tricks to make it automatic?",
    intent: 'life.habits',
  },
  {
    id: 'b18-208',
    persona: 'life',
    message: "tried journaling like 5 times, it never lasts. what's the trick to keeping something going",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b18-209',
    persona: 'life',
    message:
      "I haven't done any sport in about eight years. How do I start moving again without overdoing it?",
    intent: 'life.exercise',
  },
  {
    id: 'b18-210',
    persona: 'life',
    message: 'i hate the gym. what are other ways to get moving',
    intent: 'life.exercise',
  },
  {
    id: 'b18-211',
    persona: 'life',
    message: "I'm 55, desk job, and want to get fitter but don't know where to begin.",
    intent: 'life.exercise',
  },
  {
    id: 'b18-212',
    persona: 'life',
    message: "How do I fit workouts into a week when I'm working two jobs?",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b18-213',
    persona: 'life',
    message: 'My phone says I average six hours a day on it and I hate that number.',
    intent: 'life.screen-time',
  },
  {
    id: 'b18-214',
    persona: 'life',
    message: 'how do i stop scrolling tiktok in bed',
    intent: 'life.screen-time',
  },
  {
    id: 'b18-215',
    persona: 'life',
    message: "I grab my phone the second I wake up, before I've even sat up. How do I break that?",
    intent: 'life.screen-time',
  },
  {
    id: 'b18-216',
    persona: 'life',
    message: 'netflix every night till 1am, i want my evenings back. ideas?',
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b18-217',
    persona: 'life',
    message: 'I always leave things until the night before and then panic.',
    intent: 'life.procrastination',
  },
  {
    id: 'b18-218',
    persona: 'life',
    message: "how do i make myself start the stuff i've been putting off for weeks",
    intent: 'life.procrastination',
  },
  {
    id: 'b18-219',
    persona: 'life',
    message:
      "I have a thesis due in two months and I've written nothing. Every day I find something else to do instead.",
    intent: 'life.procrastination',
  },
  {
    id: 'b18-220',
    persona: 'life',
    message:
      'I deep-clean the whole house rather than filling in my tax return. Why do I do this and how do I stop?',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b18-221',
    persona: 'life',
    message: 'I want to drink less on weekends but the pub is basically how my friends and I hang out.',
    intent: 'life.drinking',
  },
  {
    id: 'b18-222',
    persona: 'life',
    message: "i've noticed i open a bottle of wine every night to unwind. how do i scale that back",
    intent: 'life.drinking',
  },
  {
    id: 'b18-223',
    persona: 'life',
    message: 'Trying a dry January this year. Any tips for actually getting to the end of it?',
    intent: 'life.drinking',
  },
  {
    id: 'b18-224',
    persona: 'life',
    message: 'How do I turn down a beer at work events without it turning into a whole thing?',
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b18-225',
    persona: 'life',
    message:
      "I get paid on the 1st and by the 20th it's all gone. how do i make a budget that actually works?",
    intent: 'life.money',
  },
  {
    id: 'b18-226',
    persona: 'life',
    message: "I have about £6,000 on two credit cards and I don't know where to start paying it down.",
    intent: 'life.money',
  },
  {
    id: 'b18-227',
    persona: 'life',
    message: "How do I stop the late-night online shopping? I keep buying stuff I don't need.",
    intent: 'life.money',
  },
  {
    id: 'b18-228',
    persona: 'life',
    message:
      "I avoid opening my bank app because I'm scared to see the balance. How do I get a grip on my finances?",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b18-229',
    persona: 'life',
    message: "moved to a new city for work and three months on it still doesn't feel like home",
    intent: 'life.moving',
  },
  {
    id: 'b18-230',
    persona: 'life',
    message:
      'How do I settle in after relocating from Seoul to Amsterdam? Everything from the supermarket to the bins feels unfamiliar.',
    intent: 'life.moving',
  },
  {
    id: 'b18-231',
    persona: 'life',
    message:
      'We just moved from the city to a village in the countryside and I miss the noise. How do I adjust?',
    intent: 'life.moving',
  },
  {
    id: 'b18-232',
    persona: 'life',
    message:
      "We moved countries for my wife's job, the kids are already fine but I feel totally unanchored. How do I build a life here?",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b18-233',
    persona: 'life',
    message: 'My mum calls me five times a day. How do I set some limits without hurting her?',
    intent: 'life.boundaries',
  },
  {
    id: 'b18-234',
    persona: 'life',
    message: 'how do i say no to people without feeling guilty for a week after',
    intent: 'life.boundaries',
  },
  {
    id: 'b18-235',
    persona: 'life',
    message:
      'Friends always ask me for favours and I never refuse, even when it costs me. How do I stop being the pushover?',
    intent: 'life.boundaries',
  },
  {
    id: 'b18-236',
    persona: 'life',
    message:
      "My neighbour drops by unannounced every evening expecting coffee. How do I politely tell her that doesn't work for me?",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b18-237',
    persona: 'life',
    message: "I feel like I'm drifting through life without any real meaning.",
    intent: 'life.purpose',
  },
  {
    id: 'b18-238',
    persona: 'life',
    message:
      'I have a decent job, a family, a house, everything, but something feels missing. How do I find what matters to me?',
    intent: 'life.purpose',
  },
  {
    id: 'b18-239',
    persona: 'life',
    message: 'how do i figure out what i want my life to actually be about',
    intent: 'life.purpose',
  },
  {
    id: 'b18-240',
    persona: 'life',
    message:
      "The kids have left home and I don't know what I'm for anymore. How do I find a new direction at 52?",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b18-241',
    persona: 'life',
    message: "Should I move across the country for my partner's new job?",
    intent: 'life.decision',
  },
  {
    id: 'b18-242',
    persona: 'life',
    message: "We're trying to decide whether to have a second child. How do we think this through?",
    intent: 'life.decision',
  },
  {
    id: 'b18-243',
    persona: 'life',
    message: 'How do I make a big choice when I keep flip-flopping every other day?',
    intent: 'life.decision',
  },
  {
    id: 'b18-244',
    persona: 'life',
    message:
      'Deciding whether to take a year off to travel. Everyone has opinions. How do I decide for myself?',
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b18-245',
    persona: 'life',
    message: "I'm looking after my dad who has dementia and I'm running on empty.",
    intent: 'life.caregiving',
  },
  {
    id: 'b18-246',
    persona: 'life',
    message: 'How do I balance looking after my disabled sister with having any life of my own?',
    intent: 'life.caregiving',
  },
  {
    id: 'b18-247',
    persona: 'life',
    message:
      'my mother just moved in with us after her stroke, how do we handle the daily care between the two of us',
    intent: 'life.caregiving',
  },
  {
    id: 'b18-248',
    persona: 'life',
    message: 'Supporting my husband through chemo while working full time. How do I look after myself too?',
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b18-249',
    persona: 'life',
    message: 'Is it normal to get a headache every afternoon around 3?',
    intent: 'any.health',
  },
  {
    id: 'b18-250',
    persona: 'career',
    message:
      "What should I ask my GP about my cholesterol results? The number was 6.8 and I don't know what that means.",
    intent: 'any.health',
  },
  {
    id: 'b18-251',
    persona: 'founder',
    message: 'my knee hurts after every run. should i see a physio or just rest it?',
    intent: 'any.health',
  },
  {
    id: 'b18-252',
    persona: 'life',
    message:
      'I feel tired all the time even though I sleep 8 hours. Could it be something medical, like my thyroid?',
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b18-253',
    persona: 'life',
    message: 'Can my landlord keep my deposit for normal wear and tear?',
    intent: 'any.legal',
  },
  {
    id: 'b18-254',
    persona: 'career',
    message: 'Do I need a lawyer to look at the non-compete clause in my employment contract?',
    intent: 'any.legal',
  },
  {
    id: 'b18-255',
    persona: 'founder',
    message:
      "What's the difference between an LLC and a sole proprietorship when it comes to personal liability?",
    intent: 'any.legal',
  },
  {
    id: 'b18-256',
    persona: 'life',
    message: "My ex won't let me see the kids on the days the court agreed. What are my options?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b18-257',
    persona: 'career',
    message: 'Should I pay off my mortgage early or put the extra into index funds?',
    intent: 'any.finance',
  },
  {
    id: 'b18-258',
    persona: 'life',
    message: 'How should I split my savings between a pension and a stocks and shares ISA?',
    intent: 'any.finance',
  },
  {
    id: 'b18-259',
    persona: 'founder',
    message: "What's a sensible mix of stocks and bonds for someone who's 40?",
    intent: 'any.finance',
  },
  {
    id: 'b18-260',
    persona: 'life',
    message: 'Should I take a lump sum or an annuity when I draw my pension?',
    intent: 'any.finance',
  },
];
