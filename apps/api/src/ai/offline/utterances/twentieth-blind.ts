import type { MentorType } from '@mentor/validation';

/**
 * The twentieth blind set (260 messages, 4 per intent, ids b20-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. One message (b20-117) was word for word a message of the corpus when it was written;
 * a word was added to it. It joined the corpus here (./index.ts appends its messages to each intent's list, after the
 * earlier writers') when the twenty-first blind set, src/ai/eval/blind-heldout-21.ts, replaced it.
 */
export const TWENTIETH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b20-001',
    persona: 'founder',
    message:
      'before i build anything i want to know if restaurant owners even care about this. how do i talk to them without it turning into a sales pitch',
    intent: 'founder.discovery',
  },
  {
    id: 'b20-002',
    persona: 'founder',
    message:
      "Everyone I've shown the app to says they love it, but I reckon they're just being polite. How do I find out if people would genuinely pay for it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b20-003',
    persona: 'founder',
    message:
      "Lining up 20 calls with dairy farmers next week about a soil-testing kit. What should I be asking so I don't lead them to the answer I want?",
    intent: 'founder.discovery',
  },
  {
    id: 'b20-004',
    persona: 'founder',
    message:
      'not sure anyone apart from me actually has this problem. how do i check before i sink my savings into it',
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b20-005',
    persona: 'founder',
    message: 'Product is live. Zero users. Literally zero. Where do I find the first ten?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b20-006',
    persona: 'founder',
    message:
      "We've built a booking tool for hair salons in Lagos. Abeg, how do I get the first few salons to actually try it?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b20-007',
    persona: 'founder',
    message: 'my bakery subscription box launches next month and apart from my mum nobody has signed up lol',
    intent: 'founder.first-customers',
  },
  {
    id: 'b20-008',
    persona: 'founder',
    message:
      "Beta works, but I've no idea who to hand it to first. Friends? Cold emails? Walking into shops?",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b20-009',
    persona: 'founder',
    message: 'I charge $9 a month and honestly I pulled that number out of thin air. Too low?',
    intent: 'founder.pricing',
  },
  {
    id: 'b20-010',
    persona: 'founder',
    message: 'how much do i charge for my catering packages, competitors are all over the place',
    intent: 'founder.pricing',
  },
  {
    id: 'b20-011',
    persona: 'founder',
    message: 'Thinking of moving from per-seat to usage-based billing. Worried customers will hate it.',
    intent: 'founder.pricing',
  },
  {
    id: 'b20-012',
    persona: 'founder',
    message: "Clients keep telling me 'that's cheap' when I quote for a website. Should I be worried?",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b20-013',
    persona: 'founder',
    message: 'Folks sign up, poke around for a week and cancel. Half of them are gone by month two.',
    intent: 'founder.churn',
  },
  {
    id: 'b20-014',
    persona: 'founder',
    message: 'Monthly cancellations hit 8% again. What am I missing?',
    intent: 'founder.churn',
  },
  {
    id: 'b20-015',
    persona: 'founder',
    message: 'gym members join in january and ghost us by march every single year. how do we keep them',
    intent: 'founder.churn',
  },
  {
    id: 'b20-016',
    persona: 'founder',
    message:
      "Annual plans aren't renewing. The ones who leave say it was 'fine' but the logs show they stopped logging in months ago.",
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b20-017',
    persona: 'founder',
    message:
      "I close deals but it's all me, gut feel, no system. How do I turn it into something repeatable a sales hire could run?",
    intent: 'founder.sales',
  },
  {
    id: 'b20-018',
    persona: 'founder',
    message: "Leads come in, we do a demo, then nothing happens. There's zero follow-up structure.",
    intent: 'founder.sales',
  },
  {
    id: 'b20-019',
    persona: 'founder',
    message:
      'what stages should a b2b pipeline even have? we sell to hospitals and the cycle is like 9 months',
    intent: 'founder.sales',
  },
  {
    id: 'b20-020',
    persona: 'founder',
    message:
      "Need a proper playbook for selling our irrigation sensors to co-ops. Right now it's just me ringing lads I know from the mart.",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b20-021',
    persona: 'founder',
    message:
      "I need my first engineer but I can't match big-company salaries. How do I convince someone good to join?",
    intent: 'founder.hiring',
  },
  {
    id: 'b20-022',
    persona: 'founder',
    message:
      "Bakery's growing and I need another baker who won't walk out after two weeks. How do I interview for that?",
    intent: 'founder.hiring',
  },
  {
    id: 'b20-023',
    persona: 'founder',
    message: 'my first hire: generalist or specialist?',
    intent: 'founder.hiring',
  },
  {
    id: 'b20-024',
    persona: 'founder',
    message:
      "We made a bad hire last quarter and now I'm scared to add anyone. How do I get better at picking people?",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b20-025',
    persona: 'founder',
    message: 'Thinking about a seed round next quarter. How do I even start approaching angels?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b20-026',
    persona: 'founder',
    message: "Should we take VC money at all or keep bootstrapping? We're roughly break-even.",
    intent: 'founder.fundraising',
  },
  {
    id: 'b20-027',
    persona: 'founder',
    message:
      'How many investors should I be talking to at once, and how do I keep the process from dragging on for six months?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b20-028',
    persona: 'founder',
    message: 'An angel offered 50k on a SAFE with a 3m cap. Is that a normal deal at pre-seed?',
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b20-029',
    persona: 'founder',
    message: 'My deck is 25 slides and investors glaze over around slide 6. Help me cut it down.',
    intent: 'founder.pitch',
  },
  {
    id: 'b20-030',
    persona: 'founder',
    message:
      'how do i explain what we do in one sentence?? every time i say it out loud people look confused',
    intent: 'founder.pitch',
  },
  {
    id: 'b20-031',
    persona: 'founder',
    message: 'Demo day in three weeks, three minutes on stage. Can you help me tighten the story?',
    intent: 'founder.pitch',
  },
  {
    id: 'b20-032',
    persona: 'founder',
    message:
      "A partner told me my market size slide isn't credible. How should I frame the opportunity instead?",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b20-033',
    persona: 'founder',
    message: "My cofounder and I haven't agreed on anything in weeks, and now we're barely speaking.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b20-034',
    persona: 'founder',
    message:
      'He wants to raise and scale fast, I want to stay small and profitable. We keep having the exact same fight.',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b20-035',
    persona: 'founder',
    message:
      'my co-founder does maybe 20% of the work and still holds 50% equity. how do i bring it up without blowing up the company',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b20-036',
    persona: 'founder',
    message:
      'Had a massive row with my business partner over the roadmap last night. How do we get past this?',
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b20-037',
    persona: 'founder',
    message: 'Non-technical founder here. Where do people actually find a technical partner?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b20-038',
    persona: 'founder',
    message:
      'how do you know if someone is the right person to start a company with? met a guy at a hackathon and we clicked',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b20-039',
    persona: 'founder',
    message:
      'Been solo for a year on my agritech idea. I think I need a partner with ops experience. How do I go about finding one?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b20-040',
    persona: 'founder',
    message: "looking for a cto-type who'll work for equity, not salary",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b20-041',
    persona: 'founder',
    message: 'Eighteen months in and growth is flat. Do we keep pushing or change direction?',
    intent: 'founder.pivot',
  },
  {
    id: 'b20-042',
    persona: 'founder',
    message:
      'Customers keep using one tiny feature and ignoring everything else. Should we rebuild the whole company around that?',
    intent: 'founder.pivot',
  },
  {
    id: 'b20-043',
    persona: 'founder',
    message:
      'thinking of switching from selling to consumers to selling to businesses. am i giving up too early?',
    intent: 'founder.pivot',
  },
  {
    id: 'b20-044',
    persona: 'founder',
    message: "When do you know it's time to kill the current idea and try something different?",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b20-045',
    persona: 'founder',
    message: 'I have 14 things on my list and every one of them feels urgent.',
    intent: 'founder.focus',
  },
  {
    id: 'b20-046',
    persona: 'founder',
    message: 'should i be working on the website, the new flavour, or wholesale accounts? cant do all three',
    intent: 'founder.focus',
  },
  {
    id: 'b20-047',
    persona: 'founder',
    message:
      'Every week I chase a different shiny thing. How do I pick one goal for the quarter and stick to it?',
    intent: 'founder.focus',
  },
  {
    id: 'b20-048',
    persona: 'founder',
    message: 'too many priorities, team is confused',
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b20-049',
    persona: 'founder',
    message:
      "Three years running the startup, working every weekend. I'm exhausted and I don't even care about it anymore.",
    intent: 'founder.burnout',
  },
  {
    id: 'b20-050',
    persona: 'founder',
    message:
      'i dread opening my laptop. used to love this company. now it just feels like a weight on my chest',
    intent: 'founder.burnout',
  },
  {
    id: 'b20-051',
    persona: 'founder',
    message: "Haven't taken a single day off since launch. I'm snapping at the team and forgetting things.",
    intent: 'founder.burnout',
  },
  {
    id: 'b20-052',
    persona: 'founder',
    message: "How do founders keep going without completely frying themselves? I'm running on fumes.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b20-053',
    persona: 'founder',
    message: 'Users are asking for 20 different features. How do I decide what goes into the next version?',
    intent: 'founder.product',
  },
  {
    id: 'b20-054',
    persona: 'founder',
    message: 'What should the MVP actually include? I keep adding stuff and never ship.',
    intent: 'founder.product',
  },
  {
    id: 'b20-055',
    persona: 'founder',
    message: 'our app does too much and nobody understands it. how do i simplify it',
    intent: 'founder.product',
  },
  {
    id: 'b20-056',
    persona: 'founder',
    message: "We're designing the dashboard for clinic managers. Which workflows should we build first?",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b20-057',
    persona: 'founder',
    message:
      'Tried Instagram ads, TikTok, SEO. Nothing sticks. How do I find the one thing that actually brings people in?',
    intent: 'founder.growth',
  },
  {
    id: 'b20-058',
    persona: 'founder',
    message: 'word of mouth got us to 500 users but now its flat. what next',
    intent: 'founder.growth',
  },
  {
    id: 'b20-059',
    persona: 'founder',
    message: 'Is paid search worth it for a B2B SaaS with a $40 ACV, or should we go all in on content?',
    intent: 'founder.growth',
  },
  {
    id: 'b20-060',
    persona: 'founder',
    message: 'Trying to get more people to find our farm shop online without spending a fortune.',
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b20-061',
    persona: 'founder',
    message: 'We have about five months of cash left. What do I cut first?',
    intent: 'founder.runway',
  },
  {
    id: 'b20-062',
    persona: 'founder',
    message: 'burn is 40k a month and revenue is 12k. how long have i got and what do i do',
    intent: 'founder.runway',
  },
  {
    id: 'b20-063',
    persona: 'founder',
    message: "Payroll is due next week and our biggest client hasn't paid. How do I bridge the gap?",
    intent: 'founder.runway',
  },
  {
    id: 'b20-064',
    persona: 'founder',
    message: 'Should I stop paying myself to stretch the money another few months?',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b20-065',
    persona: 'career',
    message:
      "Just finished my masters and don't know where to start looking. Should I apply everywhere or be picky?",
    intent: 'career.job-search',
  },
  {
    id: 'b20-066',
    persona: 'career',
    message: 'how many applications a week is realistic while still working full time',
    intent: 'career.job-search',
  },
  {
    id: 'b20-067',
    persona: 'career',
    message: "I'm a nurse hoping to move to a hospital in Australia. How should I organise my search?",
    intent: 'career.job-search',
  },
  {
    id: 'b20-068',
    persona: 'career',
    message:
      'Starting to look for a new role after 8 years at the same firm. Things have changed a lot. Any strategy?',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b20-069',
    persona: 'career',
    message: "Can you look at how I've described my last job? It just reads like a list of duties.",
    intent: 'career.cv',
  },
  {
    id: 'b20-070',
    persona: 'career',
    message: 'my resume is 4 pages, is that too long for a senior engineer role',
    intent: 'career.cv',
  },
  {
    id: 'b20-071',
    persona: 'career',
    message: 'How do I show a two-year gap for raising my kids on my CV?',
    intent: 'career.cv',
  },
  {
    id: 'b20-072',
    persona: 'career',
    message: "I'm an electrician and I've never had to write a CV before. What goes on it?",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b20-073',
    persona: 'career',
    message: 'Sent 80 applications this month. Not one reply, not even a rejection.',
    intent: 'career.no-responses',
  },
  {
    id: 'b20-074',
    persona: 'career',
    message: 'applications going into a black hole. what am i doing wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b20-075',
    persona: 'career',
    message: 'I keep getting auto-rejected within hours of applying. Is it the ATS filtering me out?',
    intent: 'career.no-responses',
  },
  {
    id: 'b20-076',
    persona: 'career',
    message:
      "Been applying for teaching posts since March and haven't heard back from a single school. Is it me?",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b20-077',
    persona: 'career',
    message: 'Got an interview Thursday for a product manager role. How should I prepare?',
    intent: 'career.interview',
  },
  {
    id: 'b20-078',
    persona: 'career',
    message: "how do i answer 'tell me about yourself' without rambling",
    intent: 'career.interview',
  },
  {
    id: 'b20-079',
    persona: 'career',
    message: 'Panel interview for a council job next week, competency-based questions. Any tips?',
    intent: 'career.interview',
  },
  {
    id: 'b20-080',
    persona: 'career',
    message: 'I always freeze on the technical questions. Coding round is tomorrow morning.',
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b20-081',
    persona: 'career',
    message: "Interview was a week ago and they said they'd be in touch. Should I chase them?",
    intent: 'career.interview-after',
  },
  {
    id: 'b20-082',
    persona: 'career',
    message: 'think i bombed the final round. anything i can do now',
    intent: 'career.interview-after',
  },
  {
    id: 'b20-083',
    persona: 'career',
    message: 'What should a thank-you email after an interview actually say?',
    intent: 'career.interview-after',
  },
  {
    id: 'b20-084',
    persona: 'career',
    message: 'Got turned down after the last stage. Is it okay to ask them why?',
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b20-085',
    persona: 'career',
    message: 'They offered 85k. I was hoping for 95. Can I push back without losing it?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b20-086',
    persona: 'career',
    message: 'how do i ask for more annual leave in the offer, salary itself is fine',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b20-087',
    persona: 'career',
    message: 'The offer came in lower than my current pay. How do I counter politely?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b20-088',
    persona: 'career',
    message: 'Recruiter wants my salary expectations before they send the written offer. What do I say?',
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b20-089',
    persona: 'career',
    message: "Two offers: startup with equity, or a stable bank job with a higher base. Can't decide.",
    intent: 'career.compare-offers',
  },
  {
    id: 'b20-090',
    persona: 'career',
    message: "one job is near home, the other pays 10% more but it's a 90 min commute each way",
    intent: 'career.compare-offers',
  },
  {
    id: 'b20-091',
    persona: 'career',
    message: 'I got offers from two hospitals po, one in Manila and one in Dubai. How do I weigh them up?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b20-092',
    persona: 'career',
    message: 'Offer A pays better, offer B has a manager I really clicked with. Which matters more?',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b20-093',
    persona: 'career',
    message:
      "Haven't had a pay rise in three years while everything got more expensive. How do I bring it up with my boss?",
    intent: 'career.raise',
  },
  {
    id: 'b20-094',
    persona: 'career',
    message: 'Found out a colleague doing the same work earns 15% more than me. I want more money.',
    intent: 'career.raise',
  },
  {
    id: 'b20-095',
    persona: 'career',
    message: 'when is the best time to ask for more pay, before or after the annual review',
    intent: 'career.raise',
  },
  {
    id: 'b20-096',
    persona: 'career',
    message: 'How do I make the case for a salary bump when the company keeps saying budgets are tight?',
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b20-097',
    persona: 'career',
    message: 'I want to move up to senior next cycle. What should I be doing now?',
    intent: 'career.promotion',
  },
  {
    id: 'b20-098',
    persona: 'career',
    message:
      'Passed over for team lead again, and they gave it to someone with less experience. How do I position myself for next time?',
    intent: 'career.promotion',
  },
  {
    id: 'b20-099',
    persona: 'career',
    message: "how do i get my boss to see i'm ready for the next level",
    intent: 'career.promotion',
  },
  {
    id: 'b20-100',
    persona: 'career',
    message:
      'Applying for head of department at my school. How do I stand out against the internal candidates?',
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b20-101',
    persona: 'career',
    message: "My review said I'm 'not strategic enough'. I don't even know what that means.",
    intent: 'career.feedback-received',
  },
  {
    id: 'b20-102',
    persona: 'career',
    message: 'manager told me i come across as abrasive in meetings. feeling gutted, how do i process this',
    intent: 'career.feedback-received',
  },
  {
    id: 'b20-103',
    persona: 'career',
    message: 'Got a pile of harsh 360 comments. Some fair, some not. How do I work out which ones to act on?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b20-104',
    persona: 'career',
    message:
      'My supervisor says my reports lack detail. Should I take that seriously or is she just nitpicking?',
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b20-105',
    persona: 'career',
    message: 'One of my team keeps missing deadlines. I need to tell him, but I hate confrontation.',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b20-106',
    persona: 'career',
    message: 'how do i tell a colleague their presentation was weak without crushing them',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b20-107',
    persona: 'career',
    message: 'I have to tell a senior nurse on my ward that patients have complained about her tone.',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b20-108',
    persona: 'career',
    message:
      'Need to have a tough word with my apprentice about his timekeeping. How do I open the conversation?',
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b20-109',
    persona: 'career',
    message: 'My boss micromanages everything, rewrites my emails and checks on me every hour.',
    intent: 'career.manager',
  },
  {
    id: 'b20-110',
    persona: 'career',
    message: 'manager takes credit for my work in front of leadership. how do i deal',
    intent: 'career.manager',
  },
  {
    id: 'b20-111',
    persona: 'career',
    message: 'My oga changes priorities every day and then blames us when things slip. How do I handle this?',
    intent: 'career.manager',
  },
  {
    id: 'b20-112',
    persona: 'career',
    message: 'New boss seems to dislike me and I have no idea why.',
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b20-113',
    persona: 'career',
    message: "A coworker keeps talking over me in meetings and it's driving me mad.",
    intent: 'career.colleague',
  },
  {
    id: 'b20-114',
    persona: 'career',
    message: 'me and my desk mate had a falling out over a project and now its awkward every single day',
    intent: 'career.colleague',
  },
  {
    id: 'b20-115',
    persona: 'career',
    message:
      'Someone on my shift keeps leaving tasks for me to finish. How do I raise it without it turning into a war?',
    intent: 'career.colleague',
  },
  {
    id: 'b20-116',
    persona: 'career',
    message: 'How do I work with a teammate who shoots down everything I propose?',
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b20-117',
    persona: 'career',
    message: "I'm a 38-year-old accountant and I want to become a UX designer. Is that even realistic?",
    intent: 'career.change',
  },
  {
    id: 'b20-118',
    persona: 'career',
    message:
      'teaching 12 years, fed up with the system, want to move into corporate L&D. how to make the jump',
    intent: 'career.change',
  },
  {
    id: 'b20-119',
    persona: 'career',
    message: 'Thinking of leaving hospitality for something in tech. Where does someone like me even start?',
    intent: 'career.change',
  },
  {
    id: 'b20-120',
    persona: 'career',
    message: "I want to switch fields entirely but I'm scared of starting at the bottom again at 45.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b20-121',
    persona: 'career',
    message: "Want to learn Python in the evenings. What's a realistic plan alongside a full-time job?",
    intent: 'career.retraining',
  },
  {
    id: 'b20-122',
    persona: 'career',
    message: 'should i do a bootcamp or teach myself data analysis',
    intent: 'career.retraining',
  },
  {
    id: 'b20-123',
    persona: 'career',
    message: 'My company will pay for one course. Project management certification or advanced Excel?',
    intent: 'career.retraining',
  },
  {
    id: 'b20-124',
    persona: 'career',
    message: 'Trying to get my welding ticket at 40. How should I structure the learning around work?',
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b20-125',
    persona: 'career',
    message: "Got made redundant yesterday after 11 years. I don't know what to do first.",
    intent: 'career.layoff',
  },
  {
    id: 'b20-126',
    persona: 'career',
    message: 'laid off last month and still in shock. how do i get going again',
    intent: 'career.layoff',
  },
  {
    id: 'b20-127',
    persona: 'career',
    message: 'Our whole team was cut in the restructure. How do I pick myself up and start again?',
    intent: 'career.layoff',
  },
  {
    id: 'b20-128',
    persona: 'career',
    message: 'Retrenched from the mine after 15 years. Feeling lost, where do I start over?',
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b20-129',
    persona: 'career',
    message: "Just got promoted to manage the people I used to sit alongside. It's weird.",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b20-130',
    persona: 'career',
    message: 'first week as a team lead. what should i actually be doing',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b20-131',
    persona: 'career',
    message: 'How do I stop doing all the work myself and start delegating now that I run the team?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b20-132',
    persona: 'career',
    message: 'Been made shift supervisor at the warehouse. Never managed anyone in my life. Help.',
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b20-133',
    persona: 'career',
    message: 'Morale on my team is low after the reorg. How do I get them motivated again?',
    intent: 'career.leadership',
  },
  {
    id: 'b20-134',
    persona: 'career',
    message:
      'Running a team of 30 across three countries. How do I keep everyone pulling in the same direction?',
    intent: 'career.leadership',
  },
  {
    id: 'b20-135',
    persona: 'career',
    message:
      'What does good leadership look like when things are uncertain? My department is nervous about budget cuts.',
    intent: 'career.leadership',
  },
  {
    id: 'b20-136',
    persona: 'career',
    message: 'team keeps waiting for me to make every decision. how do i get them to own things',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b20-137',
    persona: 'career',
    message: 'Should I hand in my notice without another job lined up?',
    intent: 'career.quit',
  },
  {
    id: 'b20-138',
    persona: 'career',
    message: 'i hate my job but it pays well. stay or go',
    intent: 'career.quit',
  },
  {
    id: 'b20-139',
    persona: 'career',
    message: 'Every Sunday night I feel sick thinking about Monday. Is it time to leave?',
    intent: 'career.quit',
  },
  {
    id: 'b20-140',
    persona: 'career',
    message: 'Thinking about resigning from the firm. Am I being rash?',
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b20-141',
    persona: 'career',
    message: "I'm 26 and I genuinely have no idea what kind of work I want to do.",
    intent: 'career.direction',
  },
  {
    id: 'b20-142',
    persona: 'career',
    message: 'good at lots of things, passionate about none. how do i pick a path',
    intent: 'career.direction',
  },
  {
    id: 'b20-143',
    persona: 'career',
    message: 'Finishing my engineering degree but not sure I want to be an engineer. What else is out there?',
    intent: 'career.direction',
  },
  {
    id: 'b20-144',
    persona: 'career',
    message: 'What kind of career would suit someone who loves people but hates selling?',
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b20-145',
    persona: 'career',
    message: 'I hate networking events. Is there another way to meet people in my industry?',
    intent: 'career.networking',
  },
  {
    id: 'b20-146',
    persona: 'career',
    message: 'how do i message someone on linkedin without sounding desperate',
    intent: 'career.networking',
  },
  {
    id: 'b20-147',
    persona: 'career',
    message: 'New to Sydney and know nobody in finance here. How do I build up contacts?',
    intent: 'career.networking',
  },
  {
    id: 'b20-148',
    persona: 'career',
    message: 'Going to a conference next month. How do I actually make useful connections there?',
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b20-149',
    persona: 'career',
    message: "I'm doing the job of three people since two left and weren't replaced.",
    intent: 'career.workload',
  },
  {
    id: 'b20-150',
    persona: 'career',
    message: 'too many tasks, cant say no, drowning at work',
    intent: 'career.workload',
  },
  {
    id: 'b20-151',
    persona: 'career',
    message: "How do I tell my manager I can't take on another project without looking lazy?",
    intent: 'career.workload',
  },
  {
    id: 'b20-152',
    persona: 'career',
    message: 'Working 60 hours a week just to keep up. Something has to give.',
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b20-153',
    persona: 'career',
    message: 'Everyone on my new team seems smarter than me. I keep waiting to be found out.',
    intent: 'career.imposter',
  },
  {
    id: 'b20-154',
    persona: 'career',
    message: 'got the promotion but feel like a fraud',
    intent: 'career.imposter',
  },
  {
    id: 'b20-155',
    persona: 'career',
    message: "I'm the only woman engineer on site and I second-guess everything I say.",
    intent: 'career.imposter',
  },
  {
    id: 'b20-156',
    persona: 'career',
    message: 'Even when I do well I put it down to luck. How do I stop doubting myself at work?',
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b20-157',
    persona: 'life',
    message: 'My partner and I keep having the same argument about chores. How do we break the cycle?',
    intent: 'life.relationship',
  },
  {
    id: 'b20-158',
    persona: 'life',
    message: "we've been together 9 years and it feels like we're just flatmates now",
    intent: 'life.relationship',
  },
  {
    id: 'b20-159',
    persona: 'life',
    message: 'How do I tell my husband I need more affection without it sounding like an attack?',
    intent: 'life.relationship',
  },
  {
    id: 'b20-160',
    persona: 'life',
    message: "girlfriend wants to move in together, i'm not sure i'm ready. how do we talk about it",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b20-161',
    persona: 'life',
    message: "She ended it after four years. I can't stop checking her Instagram.",
    intent: 'life.breakup',
  },
  {
    id: 'b20-162',
    persona: 'life',
    message: "how do i stop thinking about my ex. it's been 3 months",
    intent: 'life.breakup',
  },
  {
    id: 'b20-163',
    persona: 'life',
    message: 'We split up last week and I still have to see him at work every day.',
    intent: 'life.breakup',
  },
  {
    id: 'b20-164',
    persona: 'life',
    message: 'Divorce was finalised on Friday. I feel empty. How do people get through this?',
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b20-165',
    persona: 'life',
    message:
      "My brother and I haven't spoken since Dad's will was read. I want to fix it but don't know how.",
    intent: 'life.family',
  },
  {
    id: 'b20-166',
    persona: 'life',
    message: 'mum criticises how i live my life every single time i visit',
    intent: 'life.family',
  },
  {
    id: 'b20-167',
    persona: 'life',
    message: "Massive fight at my cousin's wedding and now the whole family has taken sides.",
    intent: 'life.family',
  },
  {
    id: 'b20-168',
    persona: 'life',
    message: "My father and my wife don't get along, and every family gathering ends in a row.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b20-169',
    persona: 'life',
    message: 'My 14-year-old barely talks to me anymore. Just grunts and goes to his room.',
    intent: 'life.parenting',
  },
  {
    id: 'b20-170',
    persona: 'life',
    message: "toddler tantrums every single bedtime, we're exhausted",
    intent: 'life.parenting',
  },
  {
    id: 'b20-171',
    persona: 'life',
    message: 'How do I support my daughter through her exams without piling on pressure?',
    intent: 'life.parenting',
  },
  {
    id: 'b20-172',
    persona: 'life',
    message: 'My son keeps getting into trouble at school. How do I handle it at home?',
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b20-173',
    persona: 'life',
    message: "My mum died in the spring and I still can't bring myself to clear out her room.",
    intent: 'life.grief',
  },
  {
    id: 'b20-174',
    persona: 'life',
    message: "lost my dog last week and everyone says it's just a dog",
    intent: 'life.grief',
  },
  {
    id: 'b20-175',
    persona: 'life',
    message: "It's been two years since my husband passed. People expect me to be over it.",
    intent: 'life.grief',
  },
  {
    id: 'b20-176',
    persona: 'life',
    message: 'How do I get through the first Christmas without Dad?',
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b20-177',
    persona: 'life',
    message: "I live alone and some weeks I don't speak to anyone except the cashier.",
    intent: 'life.loneliness',
  },
  {
    id: 'b20-178',
    persona: 'life',
    message: 'working from home, no one to talk to all day. feel so cut off',
    intent: 'life.loneliness',
  },
  {
    id: 'b20-179',
    persona: 'life',
    message: "Since retiring I feel like I've got nobody. The days are so quiet.",
    intent: 'life.loneliness',
  },
  {
    id: 'b20-180',
    persona: 'life',
    message: 'Surrounded by people at uni but I still feel completely alone.',
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b20-181',
    persona: 'life',
    message: 'My best friend has been distant since she had her baby. How do I stay close to her?',
    intent: 'life.friendship',
  },
  {
    id: 'b20-182',
    persona: 'life',
    message: 'friend keeps cancelling plans last minute. do i say something',
    intent: 'life.friendship',
  },
  {
    id: 'b20-183',
    persona: 'life',
    message: 'We fell out over money last year and I miss her. How do I reach out?',
    intent: 'life.friendship',
  },
  {
    id: 'b20-184',
    persona: 'life',
    message: "How do you keep friendships going when everyone's moved to different cities?",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b20-185',
    persona: 'life',
    message: "My heart races before every phone call. I've started avoiding them completely.",
    intent: 'life.anxiety',
  },
  {
    id: 'b20-186',
    persona: 'life',
    message: 'constant worry about everything, what ifs all day long',
    intent: 'life.anxiety',
  },
  {
    id: 'b20-187',
    persona: 'life',
    message: "I get really on edge in crowds and I've started turning down invitations.",
    intent: 'life.anxiety',
  },
  {
    id: 'b20-188',
    persona: 'life',
    message: "How do I stop my mind spiralling about things that probably won't happen?",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b20-189',
    persona: 'life',
    message: "Between work, the kids and renovating the house, I'm stretched really thin.",
    intent: 'life.stress',
  },
  {
    id: 'b20-190',
    persona: 'life',
    message: 'so much going on right now, i feel tense all the time',
    intent: 'life.stress',
  },
  {
    id: 'b20-191',
    persona: 'life',
    message: "How do I unwind after a 12-hour shift? I'm wired when I get home.",
    intent: 'life.stress',
  },
  {
    id: 'b20-192',
    persona: 'life',
    message: "Exam season plus part-time job plus family stuff. I can't switch off.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b20-193',
    persona: 'life',
    message: 'I snapped at my kids over nothing again. I hate how fast I lose my temper.',
    intent: 'life.anger',
  },
  {
    id: 'b20-194',
    persona: 'life',
    message: 'road rage is getting bad. i shout at other drivers every day',
    intent: 'life.anger',
  },
  {
    id: 'b20-195',
    persona: 'life',
    message: 'How do I stay calm when someone says something that sets me off?',
    intent: 'life.anger',
  },
  {
    id: 'b20-196',
    persona: 'life',
    message: 'My fuse is so short lately. Tiny things make me furious.',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b20-197',
    persona: 'life',
    message: 'I lie awake until 3am most nights with my brain going.',
    intent: 'life.sleep',
  },
  {
    id: 'b20-198',
    persona: 'life',
    message: "wake up at 4 every morning and can't drop off again",
    intent: 'life.sleep',
  },
  {
    id: 'b20-199',
    persona: 'life',
    message: 'Shift work has wrecked my body clock. How do I get proper rest?',
    intent: 'life.sleep',
  },
  {
    id: 'b20-200',
    persona: 'life',
    message: "Any tips for nodding off? I'm always knackered.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b20-201',
    persona: 'life',
    message: 'I never feel good enough, no matter what I do.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b20-202',
    persona: 'life',
    message: 'hate how i look in photos, i avoid them completely',
    intent: 'life.self-esteem',
  },
  {
    id: 'b20-203',
    persona: 'life',
    message: "How do I start believing I'm worth something?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b20-204',
    persona: 'life',
    message: 'I constantly compare myself to others and always come up short.',
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b20-205',
    persona: 'life',
    message: 'I want to journal every day but I always stop after a week.',
    intent: 'life.habits',
  },
  {
    id: 'b20-206',
    persona: 'life',
    message: 'how do i make something stick? i start things and drop them',
    intent: 'life.habits',
  },
  {
    id: 'b20-207',
    persona: 'life',
    message: 'Trying to read 20 pages a night but I keep forgetting. How do I make it automatic?',
    intent: 'life.habits',
  },
  {
    id: 'b20-208',
    persona: 'life',
    message: 'Want a morning routine that actually lasts past January this time.',
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b20-209',
    persona: 'life',
    message: "I haven't done any exercise in years. How do I start without hating it?",
    intent: 'life.exercise',
  },
  {
    id: 'b20-210',
    persona: 'life',
    message: 'want to get fitter but gyms intimidate me',
    intent: 'life.exercise',
  },
  {
    id: 'b20-211',
    persona: 'life',
    message: 'How can I fit some movement into a day where I sit at a desk for 10 hours?',
    intent: 'life.exercise',
  },
  {
    id: 'b20-212',
    persona: 'life',
    message: 'Signed up for a 5k in June. Never run before. How do I work up to it?',
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b20-213',
    persona: 'life',
    message: "My phone tracker says 6 hours a day. That's insane.",
    intent: 'life.screen-time',
  },
  {
    id: 'b20-214',
    persona: 'life',
    message: "can't stop doomscrolling in bed",
    intent: 'life.screen-time',
  },
  {
    id: 'b20-215',
    persona: 'life',
    message: "How do I stop reaching for my phone every time I'm bored?",
    intent: 'life.screen-time',
  },
  {
    id: 'b20-216',
    persona: 'life',
    message: 'Netflix until 2am most nights. I want my evenings back.',
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b20-217',
    persona: 'life',
    message: "I have an essay due Friday and I've spent the whole week cleaning my room instead.",
    intent: 'life.procrastination',
  },
  {
    id: 'b20-218',
    persona: 'life',
    message: 'why do i put off things i actually want to do',
    intent: 'life.procrastination',
  },
  {
    id: 'b20-219',
    persona: 'life',
    message: "My tax return has been sitting on my desk for two months. I just can't make myself start it.",
    intent: 'life.procrastination',
  },
  {
    id: 'b20-220',
    persona: 'life',
    message: 'Always leave everything to the last minute and then panic.',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b20-221',
    persona: 'life',
    message: 'A glass of wine every night has turned into a bottle. I want to rein it in.',
    intent: 'life.drinking',
  },
  {
    id: 'b20-222',
    persona: 'life',
    message: 'how do i go to the pub with mates and not drink',
    intent: 'life.drinking',
  },
  {
    id: 'b20-223',
    persona: 'life',
    message: 'Thinking of doing a dry month. How do I get through the weekends?',
    intent: 'life.drinking',
  },
  {
    id: 'b20-224',
    persona: 'life',
    message: "I'm drinking more than I'd like since the move. How do I cut down?",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b20-225',
    persona: 'life',
    message: 'Every month I run out of money a week before payday.',
    intent: 'life.money',
  },
  {
    id: 'b20-226',
    persona: 'life',
    message: "how do i make a budget i'll actually stick to",
    intent: 'life.money',
  },
  {
    id: 'b20-227',
    persona: 'life',
    message: "Credit card debt keeps creeping up and I don't know where the money goes.",
    intent: 'life.money',
  },
  {
    id: 'b20-228',
    persona: 'life',
    message: "Want to start saving but there's never anything left over.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b20-229',
    persona: 'life',
    message: "Moved to Manchester for work three months ago and it still doesn't feel like home.",
    intent: 'life.moving',
  },
  {
    id: 'b20-230',
    persona: 'life',
    message: 'new country, different culture, still feel like a tourist after 6 months',
    intent: 'life.moving',
  },
  {
    id: 'b20-231',
    persona: 'life',
    message: "How do you settle into a new town when you're in your 50s?",
    intent: 'life.moving',
  },
  {
    id: 'b20-232',
    persona: 'life',
    message: 'We just relocated from Lagos to Toronto with the kids. How do we adjust?',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b20-233',
    persona: 'life',
    message: "My friend calls me every night to vent for an hour and I'm exhausted.",
    intent: 'life.boundaries',
  },
  {
    id: 'b20-234',
    persona: 'life',
    message: 'how do i say no to my sister when she asks for money again',
    intent: 'life.boundaries',
  },
  {
    id: 'b20-235',
    persona: 'life',
    message: 'Colleagues message me on weekends and I always answer. How do I stop?',
    intent: 'life.boundaries',
  },
  {
    id: 'b20-236',
    persona: 'life',
    message: 'I always say yes to everything and then resent it.',
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b20-237',
    persona: 'life',
    message: "The kids have left home and I don't know what my life is for now.",
    intent: 'life.purpose',
  },
  {
    id: 'b20-238',
    persona: 'life',
    message: "feel like i'm just drifting. work, eat, sleep, repeat",
    intent: 'life.purpose',
  },
  {
    id: 'b20-239',
    persona: 'life',
    message: 'Retired last year. What do I do with the rest of my life?',
    intent: 'life.purpose',
  },
  {
    id: 'b20-240',
    persona: 'life',
    message: 'How do people figure out what really matters to them?',
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b20-241',
    persona: 'life',
    message: 'Should we move to the countryside or stay in the city near family?',
    intent: 'life.decision',
  },
  {
    id: 'b20-242',
    persona: 'life',
    message: "can't decide whether to go back to uni at 35",
    intent: 'life.decision',
  },
  {
    id: 'b20-243',
    persona: 'life',
    message: "We're thinking about having a second child and keep going back and forth.",
    intent: 'life.decision',
  },
  {
    id: 'b20-244',
    persona: 'life',
    message: 'How do you make a big choice when both options seem fine?',
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b20-245',
    persona: 'life',
    message: "Looking after Mum since her stroke and I'm running out of energy.",
    intent: 'life.caregiving',
  },
  {
    id: 'b20-246',
    persona: 'life',
    message: "my dad has dementia and i'm his main carer. how do i cope",
    intent: 'life.caregiving',
  },
  {
    id: 'b20-247',
    persona: 'life',
    message: 'Juggling my job with caring for my husband after his surgery.',
    intent: 'life.caregiving',
  },
  {
    id: 'b20-248',
    persona: 'life',
    message: 'How do I look after myself while caring for my disabled son?',
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b20-249',
    persona: 'founder',
    message: "I've had a nagging pain in my lower back for weeks from sitting. Should I get it checked?",
    intent: 'any.health',
  },
  {
    id: 'b20-250',
    persona: 'career',
    message: 'been getting headaches most afternoons at work. could it be my eyes?',
    intent: 'any.health',
  },
  {
    id: 'b20-251',
    persona: 'life',
    message: 'Is it normal to feel dizzy when I stand up quickly? Been happening a lot lately.',
    intent: 'any.health',
  },
  {
    id: 'b20-252',
    persona: 'life',
    message: 'My GP wants me to start blood pressure tablets. What questions should I ask?',
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b20-253',
    persona: 'founder',
    message: 'Do I need to register a trademark before launching the brand?',
    intent: 'any.legal',
  },
  {
    id: 'b20-254',
    persona: 'career',
    message: "My employer hasn't paid my final salary after I resigned. What are my rights?",
    intent: 'any.legal',
  },
  {
    id: 'b20-255',
    persona: 'life',
    message: 'Landlord is refusing to return my deposit. Can he do that?',
    intent: 'any.legal',
  },
  {
    id: 'b20-256',
    persona: 'founder',
    message: 'cofounder left, still holds 30% shares. can we get them back legally',
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b20-257',
    persona: 'life',
    message: 'Should I pay off my mortgage early or put the money into my pension?',
    intent: 'any.finance',
  },
  {
    id: 'b20-258',
    persona: 'founder',
    message: 'How should I pay myself from my company to be tax efficient?',
    intent: 'any.finance',
  },
  {
    id: 'b20-259',
    persona: 'career',
    message: 'Changing jobs - what do I do with my old workplace pension?',
    intent: 'any.finance',
  },
  {
    id: 'b20-260',
    persona: 'life',
    message: 'is an index fund a good idea for someone in their 20s',
    intent: 'any.finance',
  },
];
