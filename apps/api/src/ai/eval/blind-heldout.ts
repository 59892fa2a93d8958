/**
 * Blind held-out evaluation set for the offline mentor's intent classifier.
 *
 * Written by someone who saw only the list of intent ids, their mentors and a
 * one-line description of each — never the training corpus, the vocabulary or
 * the classifier itself. Three messages per intent (65 intents, 195 messages),
 * each addressed to the intent's own mentor; the `any.*` intents are spread
 * across the three mentors. Phrasing deliberately avoids the intent
 * descriptions and varies in length, register, spelling and English variety.
 *
 * This set is for measurement only. It must never be used for tuning: do not
 * add its messages (or paraphrases of them) to the corpus, and do not adjust
 * the classifier against its failures, or it stops being held out.
 */
export interface BlindMessage {
  id: string;
  persona: 'founder' | 'career' | 'life';
  message: string;
  /** The intent id from the list whose playbook should answer it. */
  intent: string;
}

export const BLIND_HELDOUT: readonly BlindMessage[] = [
  {
    id: 'b-001',
    persona: 'founder',
    message:
      "before i write a single line of code, how do i know restaurant owners actually care about food waste enough to pay for something? everyone i talk to says 'nice idea' and that's it",
    intent: 'founder.discovery',
  },
  {
    id: 'b-002',
    persona: 'founder',
    message:
      "I've done 14 calls with HR managers about onboarding paperwork. Half say it's annoying, half just shrug. Is that a real pain point or am I kidding myself?",
    intent: 'founder.discovery',
  },
  {
    id: 'b-003',
    persona: 'founder',
    message:
      "How can I tell if dentists would genuinely want this, or if they're just being polite to me in the meeting?",
    intent: 'founder.discovery',
  },
  {
    id: 'b-004',
    persona: 'founder',
    message:
      'We opened the beta last week and the only people on it are my friends. Where do I find the first 10 yoga studios who would actually pay for the scheduling tool?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b-005',
    persona: 'founder',
    message:
      'Sir, we need our very first paying clients for a B2B invoicing app here in Pune. Cold email, LinkedIn, or walking into offices? Not knowing where to begin.',
    intent: 'founder.first-customers',
  },
  {
    id: 'b-006',
    persona: 'founder',
    message:
      'product is done, literally nobody has bought it yet. how did you land your first handful of buyers with no audience and no budget',
    intent: 'founder.first-customers',
  },
  {
    id: 'b-007',
    persona: 'founder',
    message: '$29/month or $99/month for our analytics dashboard? Competitors are all over the place.',
    intent: 'founder.pricing',
  },
  {
    id: 'b-008',
    persona: 'founder',
    message:
      "i think were way too cheap at \u00a35 a seat but i'm scared putting it up will kill signups. how do people land on the number",
    intent: 'founder.pricing',
  },
  {
    id: 'b-009',
    persona: 'founder',
    message:
      'Freemium, a 14-day trial, or just a flat annual fee \u2014 which model makes sense for a small B2B tool with about 30 customers?',
    intent: 'founder.pricing',
  },
  {
    id: 'b-010',
    persona: 'founder',
    message: 'about 9% of our subscribers cancel every month. how do i get them to stick around?',
    intent: 'founder.churn',
  },
  {
    id: 'b-011',
    persona: 'founder',
    message:
      "People keep cancelling our meal kit after the second month. The exit survey just says 'not for me'. What should I be doing?",
    intent: 'founder.churn',
  },
  {
    id: 'b-012',
    persona: 'founder',
    message:
      "Three of our biggest accounts didn't renew this quarter. How do I make sure the rest don't follow them out the door?",
    intent: 'founder.churn',
  },
  {
    id: 'b-013',
    persona: 'founder',
    message:
      "I have a call with a hospital chain's procurement team on Thursday and they keep stalling on signing. How do I close this without sounding desperate?",
    intent: 'founder.sales',
  },
  {
    id: 'b-014',
    persona: 'founder',
    message:
      "im an engineer not a salesperson. prospects love the demo then go quiet. how do i get from 'this is interesting' to a signed contract",
    intent: 'founder.sales',
  },
  {
    id: 'b-015',
    persona: 'founder',
    message:
      "Our champion at the bank has gone silent and the deal has been sitting at 'verbal yes' for 6 weeks. How do I push it over the line?",
    intent: 'founder.sales',
  },
  {
    id: 'b-016',
    persona: 'founder',
    message:
      "About to bring on our first engineer. One senior at 140k or two juniors? And how do I even interview for this when I can't code?",
    intent: 'founder.hiring',
  },
  {
    id: 'b-017',
    persona: 'founder',
    message:
      'we grew fast and two of our first five people are not working out. how do i choose better for the next hires',
    intent: 'founder.hiring',
  },
  {
    id: 'b-018',
    persona: 'founder',
    message:
      "Need a head of sales for a 12-person startup in Berlin but we can't match big-company salaries. How do I attract someone strong?",
    intent: 'founder.hiring',
  },
  {
    id: 'b-019',
    persona: 'founder',
    message:
      'Trying to close a \u00a3750k pre-seed. Pitched 30 angels, zero commitments so far. What am I doing wrong?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b-020',
    persona: 'founder',
    message: 'should we go to angels first or straight to VCs for the seed round? we have 20k MRR',
    intent: 'founder.fundraising',
  },
  {
    id: 'b-021',
    persona: 'founder',
    message:
      "How do I get warm intros to investors? I'm a solo founder in Lagos with nobody in my contacts who has ever written a cheque.",
    intent: 'founder.fundraising',
  },
  {
    id: 'b-022',
    persona: 'founder',
    message:
      "My deck is 27 slides. An investor told me it's too long and she got lost around the market size slide. How should I structure it?",
    intent: 'founder.pitch',
  },
  {
    id: 'b-023',
    persona: 'founder',
    message:
      'can you help me tighten up my 2 minute pitch? i always ramble about the tech and forget to explain the problem',
    intent: 'founder.pitch',
  },
  {
    id: 'b-024',
    persona: 'founder',
    message: 'demo day in 10 days. what goes on slide one and how do i open so the room doesnt zone out',
    intent: 'founder.pitch',
  },
  {
    id: 'b-025',
    persona: 'founder',
    message:
      "My cofounder wants to take VC money and I want to bootstrap. We've been arguing about it for a month and it's getting personal.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b-026',
    persona: 'founder',
    message:
      'my co-founder keeps making product calls without telling me and im fed up. how do we sort this out without blowing up the company',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b-027',
    persona: 'founder',
    message:
      "We split 50/50 but honestly I feel like I'm carrying 80% of the work. How do I bring this up with him without a huge fight?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b-028',
    persona: 'founder',
    message:
      "I'm a non-technical founder looking for a technical cofounder. Where do people actually meet these people?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b-029',
    persona: 'founder',
    message:
      'solo for 8 months now and i want a partner to build this with. how do i find someone and know theyre the right one',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b-030',
    persona: 'founder',
    message:
      'Is the YC matching platform worth it, or should I look among old colleagues for someone to start this with?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b-031',
    persona: 'founder',
    message:
      '18 months in, growth is flat, but the side feature we built for one client is getting all the interest. Do we drop the main product and go all in on that?',
    intent: 'founder.pivot',
  },
  {
    id: 'b-032',
    persona: 'founder',
    message:
      'thinking of switching from selling to consumers to selling to businesses instead. how do i know if its the right call or if i should just push harder on what we have',
    intent: 'founder.pivot',
  },
  {
    id: 'b-033',
    persona: 'founder',
    message:
      "Our original idea still isn't working after a year of trying. When do you call it and try something different with the same team?",
    intent: 'founder.pivot',
  },
  {
    id: 'b-034',
    persona: 'founder',
    message:
      "My to-do list has 60 items and I'm the only full-timer. How do I decide what actually matters this month?",
    intent: 'founder.focus',
  },
  {
    id: 'b-035',
    persona: 'founder',
    message:
      "every single day i'm putting out fires and never get to the big stuff. how do founders prioritise when it's all on fire at once",
    intent: 'founder.focus',
  },
  {
    id: 'b-036',
    persona: 'founder',
    message:
      'Investor update, a bug in prod, an angry customer, payroll and a conference talk, all this week. What do I do first?',
    intent: 'founder.focus',
  },
  {
    id: 'b-037',
    persona: 'founder',
    message:
      "Been doing 90-hour weeks on my startup for a year. I'm exhausted all the time and I've started dreading opening my laptop.",
    intent: 'founder.burnout',
  },
  {
    id: 'b-038',
    persona: 'founder',
    message:
      "honestly the company is fine but i'm running on empty. haven't had a single day off since we launched in march",
    intent: 'founder.burnout',
  },
  {
    id: 'b-039',
    persona: 'founder',
    message:
      'I feel completely drained from building this thing. How do other founders keep going for years without frying themselves?',
    intent: 'founder.burnout',
  },
  {
    id: 'b-040',
    persona: 'founder',
    message:
      'Should we release the MVP now with just bookings, or wait until payments and reviews are in too?',
    intent: 'founder.product',
  },
  {
    id: 'b-041',
    persona: 'founder',
    message:
      'users keep requesting like 20 different features. how do i decide what goes into the next release',
    intent: 'founder.product',
  },
  {
    id: 'b-042',
    persona: 'founder',
    message:
      "I keep adding features and we still haven't launched after 7 months. When is it good enough to put in front of people?",
    intent: 'founder.product',
  },
  {
    id: 'b-043',
    persona: 'founder',
    message:
      'We have 400 users and signups have flatlined. What channels should I try next to get more people in the door?',
    intent: 'founder.growth',
  },
  {
    id: 'b-044',
    persona: 'founder',
    message:
      'SEO, tiktok, paid ads, referral program... which one actually works for a small consumer app with basically no marketing budget',
    intent: 'founder.growth',
  },
  {
    id: 'b-045',
    persona: 'founder',
    message:
      "Word of mouth got us to 2,000 users but it's dried up. How do we get more people to discover the app and give it a go?",
    intent: 'founder.growth',
  },
  {
    id: 'b-046',
    persona: 'founder',
    message:
      'We have \u00a3180k in the bank and spend about \u00a325k a month. Do I need to cut costs now or can I wait?',
    intent: 'founder.runway',
  },
  {
    id: 'b-047',
    persona: 'founder',
    message: 'money runs out in 5 months. what should i cut first to buy us more time',
    intent: 'founder.runway',
  },
  {
    id: 'b-048',
    persona: 'founder',
    message:
      'how do i work out how many months we can survive when our revenue is so lumpy? some months 2k, some months 15k',
    intent: 'founder.runway',
  },
  {
    id: 'b-049',
    persona: 'career',
    message:
      "I'm a data analyst with 4 years' experience looking for my next role in Manchester. Where should I be looking besides LinkedIn?",
    intent: 'career.job-search',
  },
  {
    id: 'b-050',
    persona: 'career',
    message:
      'been at the same company 9 years, no clue how job hunting even works these days. where do i start',
    intent: 'career.job-search',
  },
  {
    id: 'b-051',
    persona: 'career',
    message:
      'I am looking for remote backend developer job from Bangalore. Which portals are actually working? Kindly suggest.',
    intent: 'career.job-search',
  },
  {
    id: 'b-052',
    persona: 'career',
    message: 'My resume is 3 pages long. A recruiter said cut it to one. What do I keep?',
    intent: 'career.cv',
  },
  {
    id: 'b-053',
    persona: 'career',
    message: 'how do i explain the 18 month gap on my CV without it lookng bad',
    intent: 'career.cv',
  },
  {
    id: 'b-054',
    persona: 'career',
    message:
      "Everything on my CV is just duties like 'responsible for monthly reporting' and it reads so flat. How do I make it show what I actually achieved?",
    intent: 'career.cv',
  },
  {
    id: 'b-055',
    persona: 'career',
    message:
      "Sent 120 applications in 2 months. Got 2 automated rejections and silence from everyone else. What's going wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b-056',
    persona: 'career',
    message: 'i apply apply apply and noone ever writes back. not even a no',
    intent: 'career.no-responses',
  },
  {
    id: 'b-057',
    persona: 'career',
    message: 'Applied for 40 product manager roles, not one callback. Is it me or the market?',
    intent: 'career.no-responses',
  },
  {
    id: 'b-058',
    persona: 'career',
    message: "I have a final round at Google next Tuesday, it's system design. How should I prep?",
    intent: 'career.interview',
  },
  {
    id: 'b-059',
    persona: 'career',
    message: "how do i answer 'tell me about yourself' without rambling? its tommorow at 9",
    intent: 'career.interview',
  },
  {
    id: 'b-060',
    persona: 'career',
    message:
      'First interview in 6 years on Friday \u2014 a panel of four for a ward manager post. What should I have ready?',
    intent: 'career.interview',
  },
  {
    id: 'b-061',
    persona: 'career',
    message:
      "Interviewed 10 days ago and they said they'd be in touch within a week. Should I chase them or is that pushy?",
    intent: 'career.interview-after',
  },
  {
    id: 'b-062',
    persona: 'career',
    message:
      'got turned down after the final round, third time this year. what am i supposed to do with that now',
    intent: 'career.interview-after',
  },
  {
    id: 'b-063',
    persona: 'career',
    message: 'Should I send a thank-you email after my interview this afternoon? What would I even say?',
    intent: 'career.interview-after',
  },
  {
    id: 'b-064',
    persona: 'career',
    message:
      'They offered me 85k and I was hoping for 95k. How do I ask for more without them pulling the offer?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b-065',
    persona: 'career',
    message:
      'offer came through with only 20 days holiday, can i push for more leave and a signing bonus or is that cheeky?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b-066',
    persona: 'career',
    message:
      'Offer letter is lower than the market rate. Is it rude to counter as a fresher? This is in Hyderabad, 4.5 LPA.',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b-067',
    persona: 'career',
    message:
      "I've got two offers: a startup paying 70k plus equity, and a bank paying 90k. Which would you take?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b-068',
    persona: 'career',
    message:
      'two offers on the table, product role at a fintech or an engineering role at a big consultancy. Same pay. how do i choose',
    intent: 'career.compare-offers',
  },
  {
    id: 'b-069',
    persona: 'career',
    message:
      'Got offers from Infosys and a 20-person startup. Startup is more exciting but less stable. How to compare them properly?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b-070',
    persona: 'career',
    message: 'no pay rise in 3 yrs. how do i ask for one?',
    intent: 'career.raise',
  },
  {
    id: 'b-071',
    persona: 'career',
    message: 'salary review is next month. what do i say to get more than the usual 3%',
    intent: 'career.raise',
  },
  {
    id: 'b-072',
    persona: 'career',
    message:
      "I'm paid about 20% below market for my role. How do I build a case for more money with my boss?",
    intent: 'career.raise',
  },
  {
    id: 'b-073',
    persona: 'career',
    message:
      "I've been a senior engineer for 4 years and keep getting passed over for staff. What do I actually need to do to move up?",
    intent: 'career.promotion',
  },
  {
    id: 'b-074',
    persona: 'career',
    message:
      "how do i get to the next level at work? my manager just says 'keep doing what you're doing' which isn't helpful",
    intent: 'career.promotion',
  },
  {
    id: 'b-075',
    persona: 'career',
    message:
      'Want to go from associate to senior associate at my firm this cycle. What should I be doing now?',
    intent: 'career.promotion',
  },
  {
    id: 'b-076',
    persona: 'career',
    message:
      "My performance review said I'm 'not strategic enough'. I don't even know what that means. What do I do with it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b-077',
    persona: 'career',
    message: "client gave me some harsh comments on my presentation and i can't stop replaying them",
    intent: 'career.feedback-received',
  },
  {
    id: 'b-078',
    persona: 'career',
    message: '360 review came back and several people said I interrupt in meetings. How should I take this?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b-079',
    persona: 'career',
    message:
      'Someone on my team has turned in sloppy work for weeks. How do I tell her without crushing her?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b-080',
    persona: 'career',
    message:
      'how do i tell a peer their presentation is honestly pretty bad before they show it to the board',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b-081',
    persona: 'career',
    message:
      "My intern thinks he's doing great but most of his code needs rework. I have to talk to him about it on Monday.",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b-082',
    persona: 'career',
    message: 'My boss presents my work as his own in front of leadership. What can I do?',
    intent: 'career.manager',
  },
  {
    id: 'b-083',
    persona: 'career',
    message:
      "my manager micromanages everything, checks my slack status, asks for updates 5 times a day. i can't work like this",
    intent: 'career.manager',
  },
  {
    id: 'b-084',
    persona: 'career',
    message:
      'New manager seems to have it in for me \u2014 she criticises me in meetings and leaves me off emails.',
    intent: 'career.manager',
  },
  {
    id: 'b-085',
    persona: 'career',
    message: 'A coworker keeps taking over my projects and talking over me in meetings. How do I handle it?',
    intent: 'career.colleague',
  },
  {
    id: 'b-086',
    persona: 'career',
    message:
      "theres this guy on my team who is passive aggressive with me on every PR review. we're peers, same level",
    intent: 'career.colleague',
  },
  {
    id: 'b-087',
    persona: 'career',
    message:
      "My desk mate and I had a blow-up over a shared deadline and now it's really awkward between us. How do I fix things?",
    intent: 'career.colleague',
  },
  {
    id: 'b-088',
    persona: 'career',
    message: "I'm a 38-year-old accountant and I want to become a UX designer. Is that realistic?",
    intent: 'career.change',
  },
  {
    id: 'b-089',
    persona: 'career',
    message:
      'teaching for 10 years and i want out of education entirely. how do people move into corporate jobs from teaching',
    intent: 'career.change',
  },
  {
    id: 'b-090',
    persona: 'career',
    message:
      'Thinking of leaving law for product management. How do I make the switch without starting from zero?',
    intent: 'career.change',
  },
  {
    id: 'b-091',
    persona: 'career',
    message:
      'Which is better for getting the skills for data science, a 6-month bootcamp or teaching myself Python online?',
    intent: 'career.retraining',
  },
  {
    id: 'b-092',
    persona: 'career',
    message: "I want to learn AWS to stay relevant. What's a realistic study plan while working full time?",
    intent: 'career.retraining',
  },
  {
    id: 'b-093',
    persona: 'career',
    message:
      "i'm in HR and keep getting stuck with excel and SQL. best way to learn them properly in the evenings?",
    intent: 'career.retraining',
  },
  {
    id: 'b-094',
    persona: 'career',
    message: 'I was let go yesterday along with 200 others. What should I do first?',
    intent: 'career.layoff',
  },
  {
    id: 'b-095',
    persona: 'career',
    message: 'made redundant after 12 years. 3 months severance. i feel numb, what now',
    intent: 'career.layoff',
  },
  {
    id: 'b-096',
    persona: 'career',
    message: 'My role was cut in restructuring last week. How I should handle the next few weeks?',
    intent: 'career.layoff',
  },
  {
    id: 'b-097',
    persona: 'career',
    message:
      'I just got put in charge of the team I used to be a peer on. How do I manage people who were my friends last week?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b-098',
    persona: 'career',
    message:
      'first time having direct reports, 4 people starting monday. what should i do in the first month',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b-099',
    persona: 'career',
    message: "I've never had reports before and now I have 6. How do I run 1:1s?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b-100',
    persona: 'career',
    message: 'My team of 12 seems flat and unmotivated since the reorg. How do I get their energy back?',
    intent: 'career.leadership',
  },
  {
    id: 'b-101',
    persona: 'career',
    message: 'how do i get my team to take ownership instead of waiting for me to tell them everything',
    intent: 'career.leadership',
  },
  {
    id: 'b-102',
    persona: 'career',
    message:
      "I've managed for 8 years but morale in my department has dipped badly. What do good leaders do in this situation?",
    intent: 'career.leadership',
  },
  {
    id: 'b-103',
    persona: 'career',
    message: "Should I quit? I'm bored, the pay is fine, but I haven't learned anything in 2 years.",
    intent: 'career.quit',
  },
  {
    id: 'b-104',
    persona: 'career',
    message: 'handing in my notice with nothing lined up. crazy?',
    intent: 'career.quit',
  },
  {
    id: 'b-105',
    persona: 'career',
    message:
      "i dread monday every week. how do i know if it's time to walk away from this job or if i'm just in a rut",
    intent: 'career.quit',
  },
  {
    id: 'b-106',
    persona: 'career',
    message:
      "I'm 27 and have no idea what I want to do for work. Everything sounds kind of okay and nothing sounds great.",
    intent: 'career.direction',
  },
  {
    id: 'b-107',
    persona: 'career',
    message: 'finished my biology degree, dont want to do lab work, no clue what else i could do with it',
    intent: 'career.direction',
  },
  {
    id: 'b-108',
    persona: 'career',
    message: "I've drifted between jobs for years. How do I figure out what kind of work actually suits me?",
    intent: 'career.direction',
  },
  {
    id: 'b-109',
    persona: 'career',
    message: 'I hate networking events. How do I build professional connections as an introvert?',
    intent: 'career.networking',
  },
  {
    id: 'b-110',
    persona: 'career',
    message: 'how do i message someone senior on linkedin for a coffee chat without it being weird',
    intent: 'career.networking',
  },
  {
    id: 'b-111',
    persona: 'career',
    message:
      "New to fintech and I don't know a soul in the industry. How do people build contacts from scratch?",
    intent: 'career.networking',
  },
  {
    id: 'b-112',
    persona: 'career',
    message:
      "I'm doing the job of 3 people since two colleagues left and I'm at my desk till 10pm most nights.",
    intent: 'career.workload',
  },
  {
    id: 'b-113',
    persona: 'career',
    message: '60 hour weeks and the tasks keep piling up. how do i get my hours back under control',
    intent: 'career.workload',
  },
  {
    id: 'b-114',
    persona: 'career',
    message: 'Constantly answering emails on weekends just to keep up. How do I manage this volume?',
    intent: 'career.workload',
  },
  {
    id: 'b-115',
    persona: 'career',
    message:
      'Just joined a top consulting firm and everyone seems smarter than me. I feel like they hired me by mistake.',
    intent: 'career.imposter',
  },
  {
    id: 'b-116',
    persona: 'career',
    message: "i got bumped to senior and i keep waiting for someone to realise i'm not actually good enough",
    intent: 'career.imposter',
  },
  {
    id: 'b-117',
    persona: 'career',
    message:
      'Even when my work goes well I think I just got lucky. Will I ever feel like I belong in this role?',
    intent: 'career.imposter',
  },
  {
    id: 'b-118',
    persona: 'life',
    message: "My partner and I keep having the same argument about chores and it's wearing us both down.",
    intent: 'life.relationship',
  },
  {
    id: 'b-119',
    persona: 'life',
    message:
      "we've been togther 6 years and it feels like we're just flatmates now. how do we get close again",
    intent: 'life.relationship',
  },
  {
    id: 'b-120',
    persona: 'life',
    message: 'my husband shuts down whenever I try to talk about anything serious. how do I reach him',
    intent: 'life.relationship',
  },
  {
    id: 'b-121',
    persona: 'life',
    message: "We split up 3 weeks ago after 4 years and I can't stop checking her instagram.",
    intent: 'life.breakup',
  },
  {
    id: 'b-122',
    persona: 'life',
    message: 'how do you get over someone when you still see them at uni every day',
    intent: 'life.breakup',
  },
  {
    id: 'b-123',
    persona: 'life',
    message: "My fianc\u00e9 called off the engagement last month. I don't know how to move on.",
    intent: 'life.breakup',
  },
  {
    id: 'b-124',
    persona: 'life',
    message: "My mum and sister haven't spoken in a year and I'm stuck in the middle at every family event.",
    intent: 'life.family',
  },
  {
    id: 'b-125',
    persona: 'life',
    message: 'my parents keep pressurising me to get married and every phone call is becoming a fight',
    intent: 'life.family',
  },
  {
    id: 'b-126',
    persona: 'life',
    message:
      'Christmas at my in-laws is always tense, my father-in-law criticises everything. How do I get through it this year?',
    intent: 'life.family',
  },
  {
    id: 'b-127',
    persona: 'life',
    message:
      'My 14-year-old barely talks to me anymore, just stays in his room with headphones on. How do I reach him?',
    intent: 'life.parenting',
  },
  {
    id: 'b-128',
    persona: 'life',
    message: 'my 3 year old has a massive meltdown every time we leave the park. what do I do',
    intent: 'life.parenting',
  },
  {
    id: 'b-129',
    persona: 'life',
    message:
      'My daughter is being left out by the other girls at school and comes home upset. How can I help her?',
    intent: 'life.parenting',
  },
  {
    id: 'b-130',
    persona: 'life',
    message:
      "My dad died in January and I still can't believe he's gone. Some days I just sit in the car outside work and cry.",
    intent: 'life.grief',
  },
  {
    id: 'b-131',
    persona: 'life',
    message: "lost my dog of 14 years last week and everyone says it's just a dog",
    intent: 'life.grief',
  },
  {
    id: 'b-132',
    persona: 'life',
    message:
      'My grandmother passed away two months ago and it hits me at random moments, like in the supermarket.',
    intent: 'life.grief',
  },
  {
    id: 'b-133',
    persona: 'life',
    message: "I'm 34, all my friends have kids now and I spend most weekends completely on my own.",
    intent: 'life.loneliness',
  },
  {
    id: 'b-134',
    persona: 'life',
    message: "wfh full time and some days i don't speak to a single person",
    intent: 'life.loneliness',
  },
  {
    id: 'b-135',
    persona: 'life',
    message: "Even when I'm surrounded by people I feel like nobody really knows me.",
    intent: 'life.loneliness',
  },
  {
    id: 'b-136',
    persona: 'life',
    message:
      "My best friend hasn't replied to my messages in weeks and I don't know if I did something wrong.",
    intent: 'life.friendship',
  },
  {
    id: 'b-137',
    persona: 'life',
    message: 'a friend keeps cancelling plans last minute. should i say something or just let it fade',
    intent: 'life.friendship',
  },
  {
    id: 'b-138',
    persona: 'life',
    message: 'My oldest friend and I have grown apart since she got a new boyfriend. How do I handle that?',
    intent: 'life.friendship',
  },
  {
    id: 'b-139',
    persona: 'life',
    message: 'I constantly worry something bad will happen to my family even when everything is fine.',
    intent: 'life.anxiety',
  },
  {
    id: 'b-140',
    persona: 'life',
    message: 'my mind keeps spinning with what-ifs before every social event and i end up cancelling',
    intent: 'life.anxiety',
  },
  {
    id: 'b-141',
    persona: 'life',
    message: "Every morning I wake up with a knot of dread about things that probably won't happen.",
    intent: 'life.anxiety',
  },
  {
    id: 'b-142',
    persona: 'life',
    message: "Between my job, the house renovation and planning a wedding, I feel like I'm drowning.",
    intent: 'life.stress',
  },
  {
    id: 'b-143',
    persona: 'life',
    message: "too much on my plate right now and i can't switch off. everything feels like too much",
    intent: 'life.stress',
  },
  {
    id: 'b-144',
    persona: 'life',
    message:
      'Exams, a part-time job and a sick cat all at the same time. How do I stay calm with this much going on?',
    intent: 'life.stress',
  },
  {
    id: 'b-145',
    persona: 'life',
    message:
      "I blew up at another driver in traffic today over nothing. I don't recognise myself when I get like this.",
    intent: 'life.anger',
  },
  {
    id: 'b-146',
    persona: 'life',
    message: 'i go from 0 to furious so fast. small things like someone chewing loudly and i see red',
    intent: 'life.anger',
  },
  {
    id: 'b-147',
    persona: 'life',
    message: "How do I stop snapping at people when I'm irritated? My short fuse is costing me.",
    intent: 'life.anger',
  },
  { id: 'b-148', persona: 'life', message: "can't fall asleep before 3am most nights", intent: 'life.sleep' },
  {
    id: 'b-149',
    persona: 'life',
    message: 'wake up at 4.30 evry morning and cant get back to sleep',
    intent: 'life.sleep',
  },
  {
    id: 'b-150',
    persona: 'life',
    message: "How do I fix my body clock? Since the holidays I've been going to bed at 2 and waking at 11.",
    intent: 'life.sleep',
  },
  {
    id: 'b-151',
    persona: 'life',
    message: "I always feel like I'm not as good as everyone else, especially when I look in the mirror.",
    intent: 'life.self-esteem',
  },
  {
    id: 'b-152',
    persona: 'life',
    message: 'how do i stop being so hard on myself. i call myself stupid for every small mistake',
    intent: 'life.self-esteem',
  },
  {
    id: 'b-153',
    persona: 'life',
    message: "I don't really like who I am. How do people learn to feel better about themselves?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b-154',
    persona: 'life',
    message: 'I want to journal every day but I always drop it after a week.',
    intent: 'life.habits',
  },
  {
    id: 'b-155',
    persona: 'life',
    message: "how do you make a new routine last? i start strong every january and it's gone by feb",
    intent: 'life.habits',
  },
  {
    id: 'b-156',
    persona: 'life',
    message: 'Trying to read 20 pages every night but I keep forgetting. Any tricks to make it automatic?',
    intent: 'life.habits',
  },
  {
    id: 'b-157',
    persona: 'life',
    message: "I want to get in shape but I've never been to a gym and it intimidates me.",
    intent: 'life.exercise',
  },
  {
    id: 'b-158',
    persona: 'life',
    message: 'trying to run a 5k by summer, right now i can barely jog 1km. how should i train',
    intent: 'life.exercise',
  },
  {
    id: 'b-159',
    persona: 'life',
    message: "What's a good beginner workout I can do at home, 30 minutes a day, no equipment?",
    intent: 'life.exercise',
  },
  {
    id: 'b-160',
    persona: 'life',
    message: "Screen time says I'm on my phone 6 hours a day. How do I cut back?",
    intent: 'life.screen-time',
  },
  {
    id: 'b-161',
    persona: 'life',
    message: 'i doomscroll reels for like 2 hours every evening and feel awful after',
    intent: 'life.screen-time',
  },
  {
    id: 'b-162',
    persona: 'life',
    message: 'how do i stop reaching for my phone every 2 mins',
    intent: 'life.screen-time',
  },
  {
    id: 'b-163',
    persona: 'life',
    message: 'I have a thesis chapter due in 2 weeks and I keep cleaning my flat instead of writing.',
    intent: 'life.procrastination',
  },
  {
    id: 'b-164',
    persona: 'life',
    message: 'why do i always leave everything to the last minute, even things i actually care about',
    intent: 'life.procrastination',
  },
  {
    id: 'b-165',
    persona: 'life',
    message: "I've been meaning to clear out the garage for months and I just keep avoiding it.",
    intent: 'life.procrastination',
  },
  {
    id: 'b-166',
    persona: 'life',
    message: "I've noticed I'm having 3-4 glasses of wine every night to unwind. I want to cut down.",
    intent: 'life.drinking',
  },
  {
    id: 'b-167',
    persona: 'life',
    message: 'trying to stop smoking weed every evening. how do i actually do it',
    intent: 'life.drinking',
  },
  {
    id: 'b-168',
    persona: 'life',
    message: 'How do I go out with friends and not drink? Everyone pressures me at the pub.',
    intent: 'life.drinking',
  },
  {
    id: 'b-169',
    persona: 'life',
    message: "I earn decent money but somehow I'm skint by the 20th of every month. How do I budget?",
    intent: 'life.money',
  },
  {
    id: 'b-170',
    persona: 'life',
    message:
      'how do i stop spending so much on takeaways and online shopping? trying to put aside 300 a month',
    intent: 'life.money',
  },
  {
    id: 'b-171',
    persona: 'life',
    message: 'I want a simple monthly budget, I have no idea where my salary goes.',
    intent: 'life.money',
  },
  {
    id: 'b-172',
    persona: 'life',
    message: "Just moved to Dublin for my partner's job and I feel totally out of place here.",
    intent: 'life.moving',
  },
  {
    id: 'b-173',
    persona: 'life',
    message: 'i am relocating from Chennai to Berlin next month. how to settle in new country?',
    intent: 'life.moving',
  },
  {
    id: 'b-174',
    persona: 'life',
    message:
      "We're moving across the country with two kids this summer. How do I make the transition easier for everyone?",
    intent: 'life.moving',
  },
  {
    id: 'b-175',
    persona: 'life',
    message:
      'I say yes to everything \u2014 every favour, every event \u2014 and I have no time left for myself.',
    intent: 'life.boundaries',
  },
  {
    id: 'b-176',
    persona: 'life',
    message: 'my neighbour keeps asking me to watch her kids and i dont know how to turn her down',
    intent: 'life.boundaries',
  },
  {
    id: 'b-177',
    persona: 'life',
    message: 'How do I stop people taking over my evenings? I feel guilty whenever I decline.',
    intent: 'life.boundaries',
  },
  {
    id: 'b-178',
    persona: 'life',
    message:
      "I've ticked all the boxes \u2014 house, job, marriage \u2014 and I still feel like something's missing.",
    intent: 'life.purpose',
  },
  {
    id: 'b-179',
    persona: 'life',
    message: 'what am i even doing with my life. just turned 40 and wondering what any of it is for',
    intent: 'life.purpose',
  },
  {
    id: 'b-180',
    persona: 'life',
    message: 'How do I work out what really matters to me, not just what everyone expects of me?',
    intent: 'life.purpose',
  },
  {
    id: 'b-181',
    persona: 'life',
    message:
      "I've got a big choice to make and I keep flip-flopping. How do people make choices they won't regret?",
    intent: 'life.decision',
  },
  {
    id: 'b-182',
    persona: 'life',
    message:
      "should i do the gap year in south america or stay and start my masters? i've made a pros and cons list 5 times",
    intent: 'life.decision',
  },
  {
    id: 'b-183',
    persona: 'life',
    message: 'Cannot decide if we should adopt a dog. We are going back and forth since months.',
    intent: 'life.decision',
  },
  {
    id: 'b-184',
    persona: 'life',
    message: "I look after my mum who has dementia and I'm running out of patience and energy.",
    intent: 'life.caregiving',
  },
  {
    id: 'b-185',
    persona: 'life',
    message: 'caring for my husband since his stroke, i havent had a day to myself in 6 months',
    intent: 'life.caregiving',
  },
  {
    id: 'b-186',
    persona: 'life',
    message: "I'm my disabled brother's main carer while studying. How do I keep up with both?",
    intent: 'life.caregiving',
  },
  {
    id: 'b-187',
    persona: 'founder',
    message:
      "I've had a nagging headache for two weeks since the launch crunch. Should I see a doctor about it?",
    intent: 'any.health',
  },
  {
    id: 'b-188',
    persona: 'career',
    message:
      'my wrists have been aching from typing all day for months. is that something i should get looked at?',
    intent: 'any.health',
  },
  {
    id: 'b-189',
    persona: 'life',
    message: 'A mole on my back seems to have changed shape. How soon should I get it checked?',
    intent: 'any.health',
  },
  {
    id: 'b-190',
    persona: 'founder',
    message: "Do I need to register a trademark for our startup name before launch? We're in the UK.",
    intent: 'any.legal',
  },
  {
    id: 'b-191',
    persona: 'career',
    message:
      "My ex-employer still hasn't paid my final month's salary. Can I take legal action against them?",
    intent: 'any.legal',
  },
  {
    id: 'b-192',
    persona: 'life',
    message: 'landlord is refusing to return my deposit. what are my rights here',
    intent: 'any.legal',
  },
  {
    id: 'b-193',
    persona: 'founder',
    message:
      "As a founder of a UK limited company, should I pay myself salary or dividends? What's the tax difference?",
    intent: 'any.finance',
  },
  {
    id: 'b-194',
    persona: 'career',
    message: 'My new job offers a 401k match. How much should I put in and which funds should I pick?',
    intent: 'any.finance',
  },
  {
    id: 'b-195',
    persona: 'life',
    message: "how does capital gains tax work if i sell shares i've held for 2 years?",
    intent: 'any.finance',
  },
];
