import type { MentorType } from '@mentor/validation';

/**
 * The sixth blind set (260 messages, 4 per intent, ids b6-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the seventh blind set (now ./seventh-blind.ts) replaced it. Two messages
 * (b6-065, b6-105) were word for word messages of the corpus when it was written; a few words were added to each.
 */
export const SIXTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b6-001',
    persona: 'founder',
    message: 'how do i know if ppl actually want my app before i build the thing',
    intent: 'founder.discovery',
  },
  {
    id: 'b6-002',
    persona: 'founder',
    message:
      "I have an idea for a booking and reminders tool for dog groomers. I've spoken to 6 groomers in Leeds and they all said they'd use it, but how do I tell if they mean it or are just being nice?",
    intent: 'founder.discovery',
  },
  {
    id: 'b6-003',
    persona: 'founder',
    message:
      "Bit of background: I spent eleven years as a community pharmacist and I keep seeing the same mess with how small pharmacies handle repeat prescriptions. I want to build software for it, but I've never started a company and I'm terrified of spending a year building something nobody pays for. I've drafted a survey with 20 questions for pharmacy owners, but a friend said surveys are useless and I should 'just go and talk to people'. What should those conversations actually look like, and how many do I need before I can trust what I'm hearing?",
    intent: 'founder.discovery',
  },
  {
    id: 'b6-004',
    persona: 'founder',
    message:
      "Everyone I describe my meal-kits-for-students concept to says 'oh cool, I'd totally buy that', but when I put up a preorder page last month I got 3 signups from 400 visits. Which of those do I believe?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b6-005',
    persona: 'founder',
    message: 'product is live, zero users lol. where do i even find the first 10',
    intent: 'founder.first-customers',
  },
  {
    id: 'b6-006',
    persona: 'founder',
    message:
      'We built an invoicing add-on for Xero aimed at UK plumbers and electricians and the beta is ready. How do I land the first 20 paying accounts with no ad budget?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b6-007',
    persona: 'founder',
    message:
      "I'm a solo founder in Lisbon building a booking tool for independent yoga studios. The product works, a couple of friends' studios use it for free, and the feedback has been lovely. But I've been 'launched' for two months now and nobody outside my own circle has signed up. I did a Product Hunt launch, got some upvotes, zero customers. I'm not a natural salesperson and cold emailing feels spammy to me. How do other founders actually get those very first paying customers, the ones who don't already know them?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b6-008',
    persona: 'founder',
    message:
      "My only three accounts are my old boss, my cousin's gym and a guy from my running club. I need somebody who has never met me to pay for this. How do I get there?",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b6-009',
    persona: 'founder',
    message: 'should i charge $9 or $29 a month?? genuinley no clue',
    intent: 'founder.pricing',
  },
  {
    id: 'b6-010',
    persona: 'founder',
    message:
      'We charge a flat £49/month for our HR software, but our biggest customer has 300 staff and pays the same as a 5-person cafe. Should we move to per-seat pricing?',
    intent: 'founder.pricing',
  },
  {
    id: 'b6-011',
    persona: 'founder',
    message:
      "We're a two-person team selling a Shopify plugin that recovers abandoned carts. Right now it's $15 a month and we have about 140 paying stores. People tell us it pays for itself within a week, which makes me think we're far too cheap. My cofounder worries that if we put the price up we'll lose half our stores and growth will stall. We've never tested anything. How would you work out what we should actually charge, and what do we do with existing customers if we go up?",
    intent: 'founder.pricing',
  },
  {
    id: 'b6-012',
    persona: 'founder',
    message:
      'Three prospects this week told me our tool was "a no-brainer at that price" and signed on the spot. I keep thinking that should worry me more than it does.',
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b6-013',
    persona: 'founder',
    message: 'losing like 8% of subscribers every month, how do i stop that',
    intent: 'founder.churn',
  },
  {
    id: 'b6-014',
    persona: 'founder',
    message:
      'Our language-learning app gets 2,000 new subscribers a month in Germany, but 70% cancel before the second billing cycle. Where should I start digging?',
    intent: 'founder.churn',
  },
  {
    id: 'b6-015',
    persona: 'founder',
    message:
      "We run a subscription box for home bakers with about 900 subscribers, mostly in the US. Getting people in is going fine, our Instagram ads bring them in at about $22 each, but keeping them is awful. Most people stay for three boxes and then cancel. The exit survey mostly says 'too expensive' or 'not using it enough', which doesn't tell me much. It feels like pouring water into a leaky bucket. How do I work out why people are really leaving, and what can I do to keep them for longer?",
    intent: 'founder.churn',
  },
  {
    id: 'b6-016',
    persona: 'founder',
    message:
      'Sign-ups look great on the dashboard but revenue is flat, because nearly as many customers cancel each month as join. It feels like running on a treadmill.',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b6-017',
    persona: 'founder',
    message: 'how do i turn my random sales calls into an actual repeatable process',
    intent: 'founder.sales',
  },
  {
    id: 'b6-018',
    persona: 'founder',
    message:
      "We sell compliance software to mid-sized banks; deals are around €60k a year and take 6 to 9 months to close. Right now it's all me and it's chaos. What should a proper pipeline look like?",
    intent: 'founder.sales',
  },
  {
    id: 'b6-019',
    persona: 'founder',
    message:
      "I'm CEO of a 12-person startup selling fleet-tracking hardware to logistics firms in Australia. So far I've closed every deal myself, mostly through old industry contacts. We've just raised a seed round and the board wants me to bring on two account executives. The problem is I can't really explain how I sell; it's gut feel and relationships. Before anyone joins, how do I write down a sales process they can actually follow, with clear stages, a way to qualify leads and some way of forecasting what will close?",
    intent: 'founder.sales',
  },
  {
    id: 'b6-020',
    persona: 'founder',
    message:
      'Every deal I win feels like a fluke. Some prospects go quiet after the demo, some drag on for months, and I never know which ones are real until the contract comes back signed.',
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b6-021',
    persona: 'founder',
    message: 'need to hire our first engineer but cant compete on salary, any tips',
    intent: 'founder.hiring',
  },
  {
    id: 'b6-022',
    persona: 'founder',
    message:
      'We have budget for one senior backend developer at around £85k in Manchester, but every good candidate we interview takes an offer from a bigger company. How do we win them over?',
    intent: 'founder.hiring',
  },
  {
    id: 'b6-023',
    persona: 'founder',
    message:
      "We've grown from 4 to 11 people in the last year and honestly most of those hires were friends of friends. Two of the last three haven't worked out: one left after six weeks and the other just isn't delivering. I think our process is basically 'coffee and trust your gut'. We need to bring in five more people this year, including a head of customer success. What does a decent hiring process look like at our size, and how do I avoid repeating these mistakes?",
    intent: 'founder.hiring',
  },
  {
    id: 'b6-024',
    persona: 'founder',
    message:
      "I'm still answering support tickets at midnight and reviewing every pull request myself. I know the company needs more people in it, but I've never written a job ad or interviewed a single candidate.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b6-025',
    persona: 'founder',
    message: 'is it too early to raise pre-seed with no revenue yet?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b6-026',
    persona: 'founder',
    message:
      "We're at $40k MRR, growing 12% month on month, and want to raise a $3M seed. How many investors should I expect to talk to, and how long does a round usually take?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b6-027',
    persona: 'founder',
    message:
      "I'm a first-time founder in Nairobi building payments infrastructure for small merchants. We've been bootstrapped for eighteen months on my savings and a small grant, and now we need capital to hire and expand into Uganda. I don't know any VCs personally. I keep reading that warm intros are everything, but I don't know who to ask for one. I also can't work out whether to start with angels, go to local funds, or try for one of the big US accelerators. Where would you begin?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b6-028',
    persona: 'founder',
    message:
      "A partner from a fund in Berlin wants a call next week about 'putting some capital in'. I've no idea what terms to expect, or whether I should be lining up conversations with others at the same time.",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b6-029',
    persona: 'founder',
    message: 'can u look at how i open my pitch? feels really flat',
    intent: 'founder.pitch',
  },
  {
    id: 'b6-030',
    persona: 'founder',
    message:
      'I have a 10-minute slot at a Techstars demo day in Chicago next month and my deck is 22 slides. What should I cut, and what do investors actually want to see?',
    intent: 'founder.pitch',
  },
  {
    id: 'b6-031',
    persona: 'founder',
    message:
      "I've had about fifteen investor meetings for our climate-tech startup in the last two months and every one ends politely and goes nowhere. The feedback, when I get any, is vague: 'interesting, but not sure about the market' or 'come back when you have more traction'. I think the problem is how I tell the story. I open with the technology because that's what excites me, and by slide six people look glazed. How should I restructure the deck and the way I talk through it so the opportunity actually lands?",
    intent: 'founder.pitch',
  },
  {
    id: 'b6-032',
    persona: 'founder',
    message:
      "When I present to funds I always run out of time before I reach the numbers, and last week a partner literally asked me 'so what do you actually do?' at minute eight.",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b6-033',
    persona: 'founder',
    message: 'me and my cofounder cant agree on anything anymore. every meeting is a fight',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b6-034',
    persona: 'founder',
    message:
      "My cofounder owns 50% but has been putting in maybe 20 hours a week since January while I'm doing 60. How do I raise this without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b6-035',
    persona: 'founder',
    message:
      "My cofounder and I have been friends since university and started our edtech company together three years ago. Lately every product meeting turns into an argument. She wants to go upmarket and sell to school districts; I think we should stay focused on individual teachers, which is where our revenue actually comes from. It's got to the point where our two engineers have noticed, and one asked me privately whether we're splitting up. I don't want to lose the friendship or the business. How do we get past this?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b6-036',
    persona: 'founder',
    message:
      "The other half of our founding team went behind my back and promised a customer a feature I'd explicitly said no to. We haven't spoken properly in four days and the team is tiptoeing around us.",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b6-037',
    persona: 'founder',
    message: 'where do people actually find a technical cofounder??',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b6-038',
    persona: 'career',
    message:
      "I'm a non-technical founder in Toronto with a signed letter of intent from a hospital group. I need a CTO-type partner who'll take equity rather than salary. Where do I look?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b6-039',
    persona: 'founder',
    message:
      "I've been working on a marketplace for secondhand camera gear on nights and weekends for about eight months. There's a waitlist of 1,200 people and a clickable prototype, but I'm a marketer by background and can't build the real thing. I've tried YC's matching platform and a couple of meetups and met a few developers, but it feels like dating. I can't tell after two coffees whether I'd trust someone with half a company. How do I find the right person and test whether we'd work well together before committing?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b6-040',
    persona: 'founder',
    message:
      "Doing every single part of this business alone is slowing me down. I'd love an equal partner to build it with, not an employee, but I have no idea how you meet that person.",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b6-041',
    persona: 'founder',
    message: 'time to pivot?? 14 months in and growth is totally flat',
    intent: 'founder.pivot',
  },
  {
    id: 'b6-042',
    persona: 'founder',
    message:
      'Our consumer fitness app has stalled at 3k users, but two corporate gym chains have asked to license our backend. Do we drop the app and go B2B?',
    intent: 'founder.pivot',
  },
  {
    id: 'b6-043',
    persona: 'founder',
    message:
      "We've been at this for two years. The original idea was a marketplace connecting freelance translators with small businesses. It's never really taken off: we make about £4k a month and it's been flat for a year. Meanwhile the internal tool we built to check translation quality keeps getting interest from agencies who want to buy it on its own. My cofounder wants to double down on the marketplace because we've invested so much in it; I'm tempted to drop it and go all in on the tool. How do you decide when to change direction and when to keep pushing?",
    intent: 'founder.pivot',
  },
  {
    id: 'b6-044',
    persona: 'founder',
    message:
      "The thing customers keep asking us for isn't the thing we set out to build. Half of me thinks we should follow that, the other half thinks it's just giving up.",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b6-045',
    persona: 'founder',
    message: 'too many things on the go, what should a founder actually do first',
    intent: 'founder.focus',
  },
  {
    id: 'b6-046',
    persona: 'founder',
    message:
      'This quarter we could launch in Spain, build the mobile app or fix onboarding, and we have 3 engineers. How do I pick just one and say no to the others?',
    intent: 'founder.focus',
  },
  {
    id: 'b6-047',
    persona: 'founder',
    message:
      "As a solo founder I'm currently doing content marketing, building features, handling support, running a partnership with a university, applying to two accelerators and putting together a seed deck. Everyone says 'do one thing well', but every one of these feels urgent. My advisor says I'm spreading myself too thin and nothing gets the attention it needs. I'm not burned out, just scattered. How do I figure out the single thing that matters most for the next three months and let the rest go?",
    intent: 'founder.focus',
  },
  {
    id: 'b6-048',
    persona: 'founder',
    message:
      "Every Monday I write down twelve things that would move the startup forward, and by Friday each one has moved about 5%. Our investors keep asking what the plan is and honestly I couldn't tell them.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b6-049',
    persona: 'founder',
    message: 'so tired of my own startup. running on empty and cant see it ending',
    intent: 'founder.burnout',
  },
  {
    id: 'b6-050',
    persona: 'founder',
    message:
      "I've worked 7 days a week for 18 months on the company, haven't had a holiday since 2022, and now I dread opening Slack. Is this founder burnout, and what do I do about it?",
    intent: 'founder.burnout',
  },
  {
    id: 'b6-051',
    persona: 'founder',
    message:
      "I'm 34, founder and CEO of a logistics startup with 20 staff in Rotterdam. From the outside things look fine; we closed our Series A in the spring. But I feel completely flat. I used to love this work and now I can barely read a customer email without feeling exhausted. I snap at the team, I'm not sleeping well and I've stopped seeing friends. I can't just step away because everyone depends on me. How do other founders recover from this without walking away from the company they built?",
    intent: 'founder.burnout',
  },
  {
    id: 'b6-052',
    persona: 'life',
    message:
      'I started my company because I loved the problem. These days I sit in the car outside our office for twenty minutes every morning before I can make myself go in and be the boss.',
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b6-053',
    persona: 'founder',
    message: 'how do i decide what features go in the mvp and what waits',
    intent: 'founder.product',
  },
  {
    id: 'b6-054',
    persona: 'founder',
    message:
      'Our beta users have asked for 30+ features for our recipe app and we have one developer. How do I decide what goes on the roadmap for Q3?',
    intent: 'founder.product',
  },
  {
    id: 'b6-055',
    persona: 'founder',
    message:
      "We're building software for architects to manage planning applications. The early version does a lot (document storage, deadlines, client messaging, fee tracking) but the usage data shows people only really use the deadline tracker. Our designer wants to strip everything back and make the deadline part brilliant; our sales lead says customers won't pay unless we match every feature competitors have. I'm stuck in the middle. How should I think about what the product should be and what to cut?",
    intent: 'founder.product',
  },
  {
    id: 'b6-056',
    persona: 'founder',
    message:
      'Every time a customer asked for something we built it, and now the app has fourteen tabs and nobody on the team, me included, can explain what it is for in one sentence.',
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b6-057',
    persona: 'founder',
    message: 'which marketing channel should a tiny saas try first, we have basically no budget',
    intent: 'founder.growth',
  },
  {
    id: 'b6-058',
    persona: 'founder',
    message:
      'We have $5k a month to spend on acquisition for our B2B scheduling tool. Should we test LinkedIn ads, SEO, or referral partnerships with accountants?',
    intent: 'founder.growth',
  },
  {
    id: 'b6-059',
    persona: 'founder',
    message:
      "We've got about 300 paying customers for our pet insurance comparison site, almost all from word of mouth and one lucky Reddit thread. Now growth has flattened. We tried Facebook ads and lost money: each customer cost us about £80 when they're worth maybe £50 to us. Someone suggested TikTok, someone else said content and SEO, and an agency wants to sell us influencer campaigns. I don't want to spray money everywhere. How do I find the one channel that can actually scale for us?",
    intent: 'founder.growth',
  },
  {
    id: 'b6-060',
    persona: 'founder',
    message:
      "Our early users came from my personal network and a couple of podcast appearances. That's dried up now and I genuinely don't know where the next thousand people are going to come from.",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b6-061',
    persona: 'founder',
    message: 'we have 5 months of cash left, what do i cut first',
    intent: 'founder.runway',
  },
  {
    id: 'b6-062',
    persona: 'founder',
    message:
      'Burn is €45k a month, we have €210k in the bank, and the bridge money our investors promised might not arrive until Q2. How do I plan for the worst case?',
    intent: 'founder.runway',
  },
  {
    id: 'b6-063',
    persona: 'founder',
    message:
      "I run a small hardware startup making smart irrigation controllers. We have revenue, about $30k a month, but costs are closer to $70k because of inventory and salaries for eight people. My accountant just showed me that at this rate we'll be out of money by September. I've never had to think this hard about cash before, because there was always investor money in the bank. What should I be doing right now to stretch what we have, and how do I choose between cutting staff, cutting inventory or chasing revenue faster?",
    intent: 'founder.runway',
  },
  {
    id: 'b6-064',
    persona: 'founder',
    message:
      'Every month I do the maths on a napkin and the number of months we have left keeps shrinking. Payroll is due on the 28th and our biggest customer is paying 60 days late.',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b6-065',
    persona: 'career',
    message: 'starting to look for a new job after 6 years at one place, where do i even begin',
    intent: 'career.job-search',
  },
  {
    id: 'b6-066',
    persona: 'career',
    message:
      "I'm a data analyst in Dublin with 4 years' experience and I want to move into product analytics. How should I structure my search over the next 3 months?",
    intent: 'career.job-search',
  },
  {
    id: 'b6-067',
    persona: 'career',
    message:
      "I've been at the same accounting firm for nine years and I've decided it's time to move on. The last time I looked for work I printed my CV and posted it. Now it seems to be LinkedIn, recruiters, referrals and applicant tracking systems, and I honestly don't know how people go about it. I'm 41, a senior manager in audit, and I'd like an in-house finance role at a tech company or similar. How should I approach it: where to look, how many applications, and how to fit it all around a full-time job?",
    intent: 'career.job-search',
  },
  {
    id: 'b6-068',
    persona: 'career',
    message:
      "My contract ends in June and I'd like something lined up by then, but right now I'm just scrolling Indeed at 11pm with no real plan.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b6-069',
    persona: 'career',
    message: 'can you look at my cv? it reads so boring',
    intent: 'career.cv',
  },
  {
    id: 'b6-070',
    persona: 'career',
    message:
      'My resume is 3 pages long after 12 years in marketing and recruiters keep telling me it should be 2. What do I cut?',
    intent: 'career.cv',
  },
  {
    id: 'b6-071',
    persona: 'career',
    message:
      "I'm a nurse trying to move into health tech, specifically clinical product roles. My CV is very clinical: it lists wards, shifts and procedures I'm trained in, and I suspect recruiters at tech companies just don't get it. I have done things I think are relevant, like leading the rollout of a new electronic records system on my ward and training 40 colleagues on it, but that's buried at bullet point eight. How do I rewrite it so it speaks to the jobs I'm actually applying for?",
    intent: 'career.cv',
  },
  {
    id: 'b6-072',
    persona: 'career',
    message:
      "The two pages I attach to every application are a wall of 'responsible for' and 'assisted with'. They don't say anything about what I actually achieved.",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b6-073',
    persona: 'career',
    message: 'sent 80 applications, heard back from like 2. what am i doing wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b6-074',
    persona: 'career',
    message:
      "I've applied to 45 junior developer jobs in Berlin over six weeks and got zero interviews, mostly automatic rejections. Is it my applications or the market?",
    intent: 'career.no-responses',
  },
  {
    id: 'b6-075',
    persona: 'career',
    message:
      "I finished a chemistry master's in the summer and I've been applying since September. Well over a hundred applications: graduate schemes, lab roles, even some sales jobs. I tailor every cover letter. I've had two phone screens and nothing since. Most companies don't reply at all, and the ones that do send a generic rejection. Friends from the same course seem to be getting interviews. I'm starting to think there's something obviously wrong that I can't see. What would you look at first?",
    intent: 'career.no-responses',
  },
  {
    id: 'b6-076',
    persona: 'career',
    message:
      "It's like shouting into a void. I hit submit, get the automated 'thanks for your interest' email, and then silence, for weeks, every single time.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b6-077',
    persona: 'career',
    message: 'interview thursday for a barista supervisor job, any tips??',
    intent: 'career.interview',
  },
  {
    id: 'b6-078',
    persona: 'career',
    message:
      'I have a final-round interview at Deloitte next week with a case study and a partner interview. How should I use the 7 days to prepare?',
    intent: 'career.interview',
  },
  {
    id: 'b6-079',
    persona: 'career',
    message:
      "I've got an interview on Monday for a head of operations role at a charity. It's a big step up for me, and the panel is three trustees plus the CEO. They've said there'll be competency questions and a short presentation on 'how you would approach your first 90 days'. I get very nervous in interviews and tend to ramble, then lose track of the actual question. How should I prepare the presentation, and how do I practise answers so I sound structured without sounding rehearsed?",
    intent: 'career.interview',
  },
  {
    id: 'b6-080',
    persona: 'career',
    message:
      'On Friday they want me to walk the engineering lead through my past projects and then do a live coding exercise. I freeze up whenever someone watches me type.',
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b6-081',
    persona: 'career',
    message: 'had an interview 2 weeks ago and no word. should i chase?',
    intent: 'career.interview-after',
  },
  {
    id: 'b6-082',
    persona: 'career',
    message:
      'I did a final interview with a fintech in London on Tuesday and I think I fumbled the salary question. Should I send a follow-up email, and what should it say?',
    intent: 'career.interview-after',
  },
  {
    id: 'b6-083',
    persona: 'career',
    message:
      "I interviewed for my dream job at a publishing house about ten days ago. I thought it went really well: we ran over time, the hiring manager laughed at my jokes, and she said she'd 'be in touch very soon'. Since then, nothing. I sent a thank-you note the next day and got a short, friendly reply. Now I'm refreshing my inbox constantly. I don't want to seem desperate, but I have another process moving and I need to know where I stand. How long should I wait, and how do I follow up without annoying them?",
    intent: 'career.interview-after',
  },
  {
    id: 'b6-084',
    persona: 'career',
    message:
      "Got the 'we've decided to go with another candidate' email this morning after three rounds. Is it worth asking them why, and how do I stop replaying every answer in my head?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b6-085',
    persona: 'career',
    message: 'got the offer!! is it rude to ask for more money tho',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b6-086',
    persona: 'career',
    message:
      "They've offered me $118k base for a senior UX role in Austin, and market data says $130–140k. How do I counter without putting the offer at risk?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b6-087',
    persona: 'career',
    message:
      "After a long process I've been offered a marketing manager role at a retailer in Birmingham. The salary is £52,000, which is about what I'm on now, but the job is bigger and the commute is longer. They're also offering 25 days' holiday and a 5% pension match. I'd really like closer to £58k, or at least two days a week working from home. I've never negotiated before; I've always just accepted whatever I was given. How do I approach the conversation, and is it better to do it by phone or by email?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b6-088',
    persona: 'career',
    message:
      "The recruiter rang with a number lower than I'd hoped and asked me to 'confirm by Friday'. I want the job, but I don't want to just say yes to that figure.",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b6-089',
    persona: 'career',
    message: 'two offers on the table and i cant pick, help',
    intent: 'career.compare-offers',
  },
  {
    id: 'b6-090',
    persona: 'career',
    message:
      "Offer A is €70k at a stable insurance firm in Munich. Offer B is €62k plus equity at a 30-person startup. I'm 29 with no kids. Which would you take, and why?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b6-091',
    persona: 'career',
    message:
      "I'm in the lucky but stressful position of having two job offers. One is from a big consultancy: great brand, structured training, good pay, but long hours and lots of travel. The other is from a mid-sized renewable energy company, with slightly lower pay, much better balance, and work that's closer to what I care about. My parents are pushing the consultancy because of how the name will look on my CV. I have to reply to both by next Wednesday. How should I weigh them up?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b6-092',
    persona: 'career',
    message:
      "One company pays more, the other has the team I actually clicked with, and both want an answer by Monday. I've made a spreadsheet and it's not helping.",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b6-093',
    persona: 'career',
    message: 'how do i ask my boss for more money without it being super awkward',
    intent: 'career.raise',
  },
  {
    id: 'b6-094',
    persona: 'career',
    message:
      "I've been a backend developer at a Leeds agency for 2 years on £38k, and I've just found out a new hire with less experience is on £45k. How do I bring this up?",
    intent: 'career.raise',
  },
  {
    id: 'b6-095',
    persona: 'career',
    message:
      "I've been a paralegal at a small firm for three years. In that time I've taken on work a junior solicitor used to do, trained the two new paralegals, and never had a rise beyond the 2% cost-of-living bump. Rent round here has gone up massively and I'm struggling. My annual review is in a month. How do I prepare for the conversation and make the case for a pay increase, and what do I say if the partner tells me there's no budget?",
    intent: 'career.raise',
  },
  {
    id: 'b6-096',
    persona: 'career',
    message:
      'My responsibilities have doubled since last spring but my payslip looks exactly the same. My review is next month and I want to walk out of it earning more.',
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b6-097',
    persona: 'career',
    message: 'passed over for promotion again. how do i actually get to senior',
    intent: 'career.promotion',
  },
  {
    id: 'b6-098',
    persona: 'career',
    message:
      "I'm a mid-level product designer at Spotify and promo cycles happen in October. What should I be doing between now and then to make a strong case for senior?",
    intent: 'career.promotion',
  },
  {
    id: 'b6-099',
    persona: 'career',
    message:
      "I've been a team leader in a call centre for four years and I'd like to step up to operations manager. A role is opening in the autumn when my manager retires. I think I'm a strong candidate, but the director doesn't really know me. I'm quite quiet and just get on with things. Two other team leaders are also interested, and they're much more visible in meetings. What can I do over the next few months to put myself properly in the running for that job?",
    intent: 'career.promotion',
  },
  {
    id: 'b6-100',
    persona: 'career',
    message:
      "My manager says I'm 'already operating at the next level', but my title and level never change. How do I get the company to actually make it official?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b6-101',
    persona: 'career',
    message: 'my review said i lack executive presence?? what does that even mean',
    intent: 'career.feedback-received',
  },
  {
    id: 'b6-102',
    persona: 'career',
    message:
      'In my 360 review, three people said I "interrupt in meetings" and one said I "come across as dismissive". I genuinely had no idea. How do I process this and what do I do with it?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b6-103',
    persona: 'career',
    message:
      "I got my mid-year review today and it wasn't what I expected. My manager said my technical work is excellent but that I need to 'communicate more proactively with stakeholders' and 'take more ownership'. I asked for examples and she struggled to give any. I left feeling defensive and confused. I've been a data engineer here for 18 months and I want to do well. How do I figure out what she actually means and turn it into something concrete I can work on?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b6-104',
    persona: 'career',
    message:
      "My team lead pulled me aside and said a few people find my emails 'curt'. I've spent all evening rereading my sent folder trying to see what they see.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b6-105',
    persona: 'career',
    message: 'need to tell someone on my team their work isnt good enough lately. how',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b6-106',
    persona: 'career',
    message:
      "One of my five direct reports has missed three deadlines this month and the client has complained. I've got a 1:1 with him on Thursday. How do I say it clearly without crushing him?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b6-107',
    persona: 'career',
    message:
      "I'm the sister in charge of a busy surgical ward. One of my most experienced nurses is brilliant clinically but very sharp with newer colleagues, and two of them have come to me upset this month. She's been here twenty years, longer than me, and I'm honestly a bit intimidated by her. I know I need to talk to her about how she's coming across, but I'm worried she'll get defensive or go over my head. How do I have this conversation in a way that's honest and fair?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b6-108',
    persona: 'career',
    message:
      'A guy I supervise has a real body odour problem and clients have started to notice. I have no idea how to bring it up with him kindly.',
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b6-109',
    persona: 'career',
    message: 'my boss micromanages literally everything i do and its driving me mad',
    intent: 'career.manager',
  },
  {
    id: 'b6-110',
    persona: 'career',
    message:
      'My manager presents my work as his own in meetings with the VP; it happened twice this month with my pricing analysis. How do I handle it without making an enemy?',
    intent: 'career.manager',
  },
  {
    id: 'b6-111',
    persona: 'career',
    message:
      "I work in a marketing team of six and my manager is, frankly, unpredictable. Some days she's warm and supportive; other days she sends me messages at 10pm criticising tiny things, and she changes priorities every week without explanation. Last week she told me off in front of the team for missing something she never asked me to do. I like the company and the work and I don't want to leave yet. How can I work with her more effectively, or at least protect myself?",
    intent: 'career.manager',
  },
  {
    id: 'b6-112',
    persona: 'career',
    message:
      "The person I report to cancels our one-to-ones every week, then complains that I never keep him updated. I can't win.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b6-113',
    persona: 'career',
    message: 'coworker keeps taking over my projects. how do i deal w this',
    intent: 'career.colleague',
  },
  {
    id: 'b6-114',
    persona: 'career',
    message:
      "Another developer on my team rejects every pull request I open with nitpicks, but approves everyone else's straight away. How do I raise it with him?",
    intent: 'career.colleague',
  },
  {
    id: 'b6-115',
    persona: 'career',
    message:
      "I share an office with another admin at a secondary school and we used to get on well. A few months ago there was a mix-up about who was covering reception during parents' evening, and since then she's been cold with me. She talks over me in meetings, leaves me off emails, and I've heard she's been complaining about me to the deputy head. I dread going in. I'd rather sort it out between the two of us than escalate. How should I start that conversation?",
    intent: 'career.colleague',
  },
  {
    id: 'b6-116',
    persona: 'career',
    message:
      "The guy at the next desk keeps 'forgetting' to pass on client messages, then our team lead asks me why I didn't follow up. We're supposed to be on the same side.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b6-117',
    persona: 'career',
    message: 'teacher for 10 yrs and want out. what else can i even do with that',
    intent: 'career.change',
  },
  {
    id: 'b6-118',
    persona: 'career',
    message:
      "I'm a 38-year-old chef in Melbourne thinking about switching into project management. How do I plan the move without taking a huge pay cut?",
    intent: 'career.change',
  },
  {
    id: 'b6-119',
    persona: 'career',
    message:
      "I've spent fifteen years as a civil engineer and I'm good at it, but I've realised I don't want to do it for another fifteen. I'm drawn to user research; I love the interviewing and understanding-people side of my current work. I have a mortgage and two kids, so I can't quit and start again at zero. I don't know whether I'd need a whole new qualification, whether my experience counts for anything, or how long a switch like this realistically takes. How would you plan it?",
    intent: 'career.change',
  },
  {
    id: 'b6-120',
    persona: 'life',
    message:
      "I've been a solicitor for eight years and I'm fairly sure I want to end up in UX design. What I can't see is the route from here to there without starting over as if I were 22.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b6-121',
    persona: 'career',
    message: 'whats the fastest way to learn sql for work?',
    intent: 'career.retraining',
  },
  {
    id: 'b6-122',
    persona: 'career',
    message:
      'My company will pay up to £2,000 for training and I want to learn Python for data analysis. Is a bootcamp better than self-study with online courses?',
    intent: 'career.retraining',
  },
  {
    id: 'b6-123',
    persona: 'career',
    message:
      "I'm a graphic designer and it's obvious now that the jobs I want expect motion design skills: After Effects, a bit of 3D, that kind of thing. I've tried YouTube tutorials a few times but always lose steam after a week. I work full time and have maybe six hours a week to give it. I'd like to be good enough to put motion work in my portfolio by the end of the year. How should I structure my learning so it actually sticks this time?",
    intent: 'career.retraining',
  },
  {
    id: 'b6-124',
    persona: 'career',
    message:
      "Half the job ads in my field now ask for Power BI and I've never even opened it. I've got my evenings free and about three months before appraisal season.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b6-125',
    persona: 'career',
    message: 'just got laid off this morning. what do i do now',
    intent: 'career.layoff',
  },
  {
    id: 'b6-126',
    persona: 'career',
    message:
      "I was made redundant from my product manager role at a Berlin scale-up last week, along with 40% of the company. I have 3 months' severance. What should I do first?",
    intent: 'career.layoff',
  },
  {
    id: 'b6-127',
    persona: 'career',
    message:
      "I was let go from a tech company two months ago in a round of cuts. It wasn't about performance, but it still knocked me far harder than I expected. I spent the first few weeks sleeping late and avoiding LinkedIn. Now I'm trying to get going again but I feel rusty and embarrassed, and I don't know how to explain the gap or being cut in interviews. I have savings for about four more months. How do I get my confidence and momentum back?",
    intent: 'career.layoff',
  },
  {
    id: 'b6-128',
    persona: 'career',
    message:
      "They cut my whole department on Friday in a fifteen-minute Zoom call. I'm 52 and I haven't had to look for work since 2008.",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b6-129',
    persona: 'career',
    message: 'just got made a manager and have no idea what im doing',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b6-130',
    persona: 'career',
    message:
      'On Monday I start managing 4 of my former teammates at a software company in Lisbon. How do I handle going from being their peer to being their boss?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b6-131',
    persona: 'career',
    message:
      "I've just been made team lead at the bank where I've been an analyst for five years. I've never managed anyone and the company offers no training. I'll have six people, two of them older and more experienced than me, and one who applied for the job I got. I'm excited but out of my depth: I don't know how to run one-to-ones, how much of the work I should still do myself, or how to set expectations. What should I focus on in the first month or two?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b6-132',
    persona: 'career',
    message:
      "Next week I stop being the person who does the work and start being the one who's responsible for six other people doing it. Where do I start?",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b6-133',
    persona: 'career',
    message: 'how do i get my team motivated again, morale is on the floor',
    intent: 'career.leadership',
  },
  {
    id: 'b6-134',
    persona: 'career',
    message:
      'I lead 14 engineers split between London and Bangalore and it feels like two separate teams. How do I build one team culture across time zones?',
    intent: 'career.leadership',
  },
  {
    id: 'b6-135',
    persona: 'career',
    message:
      "I've been head of customer service for three years, running about twenty-five people through four team leads. We hit our numbers, but the team has lost its energy: people do what's asked and nothing more, and two of my best people have left recently. The company is in the middle of a restructure and there's a lot of uncertainty. How do I lead them through this period, keep people engaged, and set a direction when I don't have all the answers myself?",
    intent: 'career.leadership',
  },
  {
    id: 'b6-136',
    persona: 'career',
    message:
      'My team does exactly what I tell them and nothing more. Nobody raises ideas in meetings and every decision, however small, ends up on my desk.',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b6-137',
    persona: 'career',
    message: 'should i just quit? i hate my job every single day',
    intent: 'career.quit',
  },
  {
    id: 'b6-138',
    persona: 'career',
    message:
      "I've been at a consulting firm for 2 years, I have £15k saved, and I'm miserable. Is it crazy to resign without another job lined up?",
    intent: 'career.quit',
  },
  {
    id: 'b6-139',
    persona: 'life',
    message:
      "I've worked at the same retail bank for six years. The pay is decent and the people are fine, but I've dreaded Mondays for at least a year. Nothing is wrong exactly; I'm just bored and I feel like I'm wasting my time. My partner says stay until I have something else, my best friend says life's too short. I have enough savings for about eight months. I keep going back and forth about handing in my notice. How do I know when it's time to walk away from a job?",
    intent: 'career.quit',
  },
  {
    id: 'b6-140',
    persona: 'career',
    message:
      "I've written my resignation letter three times this month and deleted it every time. Part of me thinks things will get better after the reorg.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b6-141',
    persona: 'career',
    message: 'no idea what career i actually want. 24 and kinda lost',
    intent: 'career.direction',
  },
  {
    id: 'b6-142',
    persona: 'life',
    message:
      "I'm finishing a biology degree at Edinburgh in May and I know I don't want to go into research. How do I work out what kind of job would actually suit me?",
    intent: 'career.direction',
  },
  {
    id: 'b6-143',
    persona: 'career',
    message:
      "I'm 31 and I've drifted through jobs: retail, admin, a couple of years in recruitment, now HR. None of them were terrible, but none felt like mine either. Everyone around me seems to have a 'thing'. I'm good with people, I like organising, I enjoy writing, but that doesn't point anywhere obvious. I'm not planning to quit tomorrow; I just want to stop drifting and pick a professional path on purpose. How do people figure out what work they're actually suited to?",
    intent: 'career.direction',
  },
  {
    id: 'b6-144',
    persona: 'career',
    message:
      "My friends all seem to know what they want to be. I'm decent at lots of things, excited by none of them, and every job listing I read makes me shrug.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b6-145',
    persona: 'career',
    message: 'how do i network when i hate networking events',
    intent: 'career.networking',
  },
  {
    id: 'b6-146',
    persona: 'career',
    message:
      "I'm moving to Singapore in March for my partner's job and don't know a single person in fintech there. How do I start building professional contacts before I arrive?",
    intent: 'career.networking',
  },
  {
    id: 'b6-147',
    persona: 'career',
    message:
      "I've worked remotely for a US company from rural Portugal for four years, and I've realised my professional circle is basically my team on Slack. If I lost this job tomorrow I wouldn't know who to call. I'm an introvert and the thought of conferences makes me want to hide. People say LinkedIn is the answer, but posting about myself feels cringe. How can I build real professional relationships in a way that fits my personality?",
    intent: 'career.networking',
  },
  {
    id: 'b6-148',
    persona: 'founder',
    message:
      "Every time someone lands a great role it's because they 'knew someone'. I don't know anybody in my industry beyond my own office and I'd like to change that this year.",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b6-149',
    persona: 'career',
    message: 'way too much on my plate at work, drowning tbh',
    intent: 'career.workload',
  },
  {
    id: 'b6-150',
    persona: 'career',
    message:
      "I've been covering two roles since my colleague left in February: 60-hour weeks and 140 unread emails every morning. How do I push back on my director?",
    intent: 'career.workload',
  },
  {
    id: 'b6-151',
    persona: 'career',
    message:
      "I'm a project coordinator at a construction firm, and since a restructure in the spring I've been handling five projects instead of two. I'm working late most nights, taking my laptop away at weekends, and still falling behind. My manager keeps saying 'just prioritise', but everything is marked urgent by somebody. I don't want to look like I can't cope, because I'm hoping to go for a promotion next year. How do I get this under control, and how do I raise it without sounding like I'm moaning?",
    intent: 'career.workload',
  },
  {
    id: 'b6-152',
    persona: 'career',
    message:
      'My task list has forty things on it, all of them due this week, and three different people each think theirs is the top priority.',
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b6-153',
    persona: 'career',
    message: 'feel like a fraud at my new job, everyone is so much smarter than me',
    intent: 'career.imposter',
  },
  {
    id: 'b6-154',
    persona: 'career',
    message:
      "I was hired as a senior analyst at McKinsey straight out of a PhD and I'm convinced they made a mistake. Every time I speak in a client meeting I feel like I'm about to be found out.",
    intent: 'career.imposter',
  },
  {
    id: 'b6-155',
    persona: 'career',
    message:
      "I was promoted to lead engineer six months ago and by every measure it's going well: my team delivered on time and my manager's feedback is positive. But I feel like I'm faking it. I spend evenings rereading documentation so nobody asks me something I can't answer. When people praise me I assume they're being kind or that I got lucky. I'm exhausted from constantly bracing to be exposed. How do I stop feeling like I don't deserve to be in this role?",
    intent: 'career.imposter',
  },
  {
    id: 'b6-156',
    persona: 'career',
    message:
      "Whenever my code gets approved I assume the reviewer didn't look properly. Two years in and I'm still waiting for the day they realise they hired the wrong person.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b6-157',
    persona: 'life',
    message: 'me and my gf keep having the exact same fight over and over',
    intent: 'life.relationship',
  },
  {
    id: 'b6-158',
    persona: 'life',
    message:
      'My husband and I have been married 11 years, and since our second child was born we barely talk about anything except logistics. How do we reconnect?',
    intent: 'life.relationship',
  },
  {
    id: 'b6-159',
    persona: 'life',
    message:
      "My partner and I have been together five years and we're mostly happy, but we're really different about money and free time. I like planning weekends and saving for trips; he'd rather see how he feels and spend on gigs and games. It's led to lots of small arguments that keep escalating, and last week we had a big one where he called me controlling. I love him and I don't want this to wear us down. How do we talk about this stuff without it turning into a fight every time?",
    intent: 'life.relationship',
  },
  {
    id: 'b6-160',
    persona: 'life',
    message:
      "We've been together eight years and lately it feels more like being flatmates. We're kind to each other and split the chores, but the spark's gone and I can't remember the last time we went out, just the two of us.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b6-161',
    persona: 'life',
    message: 'she ended it last week and i cant stop checking her insta',
    intent: 'life.breakup',
  },
  {
    id: 'b6-162',
    persona: 'life',
    message:
      'My fiancée called off our engagement two months before the wedding, after 6 years together. How do I even begin to get over this?',
    intent: 'life.breakup',
  },
  {
    id: 'b6-163',
    persona: 'life',
    message:
      "I broke up with my boyfriend of three years in January. It was my decision and I still think it was the right one: we wanted different things and were arguing constantly. But I wasn't prepared for how much I'd miss him. We share a lot of friends, I keep seeing his stuff online, and evenings are the worst because that's when we used to cook together. I'm 27 and I keep thinking I've thrown away my best chance. How do I get through this without going back to him?",
    intent: 'life.breakup',
  },
  {
    id: 'b6-164',
    persona: 'life',
    message:
      "Moved back in with my parents after she asked me to leave our flat. Half my boxes still have her handwriting on them and I can't stop thinking about what we had.",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b6-165',
    persona: 'life',
    message: 'me and my sister havent spoken since xmas and mum is stuck in the middle',
    intent: 'life.family',
  },
  {
    id: 'b6-166',
    persona: 'life',
    message:
      'My dad and my brother are fighting over the family farm in Cork and both keep ringing me to take sides. How do I stay out of it without losing either of them?',
    intent: 'life.family',
  },
  {
    id: 'b6-167',
    persona: 'life',
    message:
      "My parents are very traditional and have never really accepted that I moved in with my partner before marriage. Every family dinner ends with my mum making pointed comments and my dad going quiet, and now my partner doesn't want to come anymore. It's my grandmother's 90th in August and there'll be a big gathering. I want to go and I want my partner there with me, but I'm dreading it. How can I handle my family on this without a huge blow-up?",
    intent: 'life.family',
  },
  {
    id: 'b6-168',
    persona: 'life',
    message:
      "At Easter my uncle made a remark about my mum's cooking, she walked out, and now half the relatives aren't speaking to the other half. Somehow I'm the one everybody rings.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b6-169',
    persona: 'life',
    message: 'my 3 year old has a meltdown every morning before nursery, any ideas',
    intent: 'life.parenting',
  },
  {
    id: 'b6-170',
    persona: 'life',
    message:
      "Our 14-year-old son has started refusing to go to school two or three days a week. We've tried rewards and taking his phone away. What else can we do as parents?",
    intent: 'life.parenting',
  },
  {
    id: 'b6-171',
    persona: 'life',
    message:
      "I'm a single dad with two kids, 8 and 11, and since their mum moved abroad for work last year things have been hard. The youngest has become really clingy and has started wetting the bed again; the oldest has gone the other way and barely talks to me. I work full time and feel like I'm failing them both. Their mum video-calls every Sunday, which helps a bit, but I'm the one here day to day. How do I support them through this stretch when I'm barely holding it together myself?",
    intent: 'life.parenting',
  },
  {
    id: 'b6-172',
    persona: 'life',
    message:
      "Since the baby arrived, our five-year-old won't sleep in her own bed, cries at the school gate and keeps asking when he's going back to the hospital. We're exhausted and don't know how to respond.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b6-173',
    persona: 'life',
    message: 'lost my grandad last month and it still doesnt feel real',
    intent: 'life.grief',
  },
  {
    id: 'b6-174',
    persona: 'life',
    message:
      "My mum died in March after a long illness. Everyone says it gets easier, but six months on I'm struggling more, not less. Is that normal?",
    intent: 'life.grief',
  },
  {
    id: 'b6-175',
    persona: 'life',
    message:
      "My best friend from school died suddenly eighteen months ago. I went to the funeral, I've been there for her parents, and I thought I was doing okay. But recently little things set me off: a song in a shop, a meme she'd have loved, her birthday coming up in a few weeks. I haven't cried properly since it happened, and now it all seems to leak out at odd moments. I don't really know how to grieve, or whether I'm doing it wrong. How do I live with this?",
    intent: 'life.grief',
  },
  {
    id: 'b6-176',
    persona: 'life',
    message:
      "I still put two mugs out in the morning. It's been a year since Peter passed and I can't bring myself to clear his side of the wardrobe.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b6-177',
    persona: 'life',
    message: 'i dont really have anyone to talk to most days',
    intent: 'life.loneliness',
  },
  {
    id: 'b6-178',
    persona: 'life',
    message:
      "I'm 68, my children live in Canada and Australia, and some weeks I don't speak to anyone except the woman on the Co-op till. How do I change that?",
    intent: 'life.loneliness',
  },
  {
    id: 'b6-179',
    persona: 'career',
    message:
      "I work from home as a software tester and live on my own in a city I've been in for six years. I'm not unhappy exactly, but I realised the other day I'd gone four days without saying a word out loud to another person. My close friends are back in my home town and we text, but it isn't the same. I'm 35 and meeting people as an adult feels so awkward; everyone already has their groups. How do I build some real connection into my life?",
    intent: 'life.loneliness',
  },
  {
    id: 'b6-180',
    persona: 'life',
    message:
      'Weekends are the worst. Friday night comes, my phone stays silent, and I end up chatting to the cat until Monday.',
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b6-181',
    persona: 'life',
    message: 'my best friend has been ignoring my texts for weeks, idk why',
    intent: 'life.friendship',
  },
  {
    id: 'b6-182',
    persona: 'life',
    message:
      'My oldest friend got married and had a baby, and now we talk maybe once every two months. How do I keep the friendship going when our lives are so different?',
    intent: 'life.friendship',
  },
  {
    id: 'b6-183',
    persona: 'life',
    message:
      "I've been friends with Priya since we were eleven. Lately I've noticed I'm always the one making plans, and when we do meet she spends most of the time talking about her new job and her new work friends. Last month she had a birthday dinner and I found out on Instagram that I wasn't invited. I don't want to be dramatic, but I'm hurt. I can't decide whether to say something, give her space, or accept that we're drifting apart. What would you do?",
    intent: 'life.friendship',
  },
  {
    id: 'b6-184',
    persona: 'life',
    message:
      "Someone I've known since uni borrowed £400 six months ago and hasn't mentioned it since. I care about her far more than the money, but it sits between us every time we meet.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b6-185',
    persona: 'life',
    message: 'constant knot in my stomach about stuff that hasnt even happened',
    intent: 'life.anxiety',
  },
  {
    id: 'b6-186',
    persona: 'life',
    message:
      "Before any social event my heart pounds and I replay everything that could go wrong. I've cancelled on 3 friends this month. How can I manage the worry?",
    intent: 'life.anxiety',
  },
  {
    id: 'b6-187',
    persona: 'life',
    message:
      "I've always been a worrier, but over the past year it's got worse. I run through worst-case scenarios all the time: losing my job, my parents getting ill, making a fool of myself at work. During the day I check things over and over, like whether I really locked the door. My GP mentioned therapy and I'm on a waiting list, but that could take months. In the meantime, what can I do day to day to get this anxious feeling under control?",
    intent: 'life.anxiety',
  },
  {
    id: 'b6-188',
    persona: 'career',
    message:
      "Before every phone call I script what I'll say, and if someone leaves a voicemail I can't listen to it for hours because I'm sure it'll be bad news.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b6-189',
    persona: 'life',
    message: 'everything is piling up at once and im so stressed out',
    intent: 'life.stress',
  },
  {
    id: 'b6-190',
    persona: 'life',
    message:
      "Between my dad's hip operation, selling our house and my final exams in June, I feel constantly on edge. How do I cope with all of it at once?",
    intent: 'life.stress',
  },
  {
    id: 'b6-191',
    persona: 'career',
    message:
      "I'm a primary school teacher, mum of two, and I'm also doing a part-time master's. On paper I'm managing: everyone gets fed, the marking gets done. But I feel permanently wound up. My shoulders are tight all day, I snap at the kids over nothing, and I can't switch off even on holiday. I don't want to drop anything, because it all matters to me. Are there practical ways to bring my stress levels down when I can't really change the situation?",
    intent: 'life.stress',
  },
  {
    id: 'b6-192',
    persona: 'life',
    message:
      "My jaw aches from clenching, my shoulders are up round my ears, and I can't remember the last time I felt relaxed. Work, the kids, the kitchen renovation, it's all landing at once.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b6-193',
    persona: 'life',
    message: 'i lose my temper way too fast, even over tiny stuff',
    intent: 'life.anger',
  },
  {
    id: 'b6-194',
    persona: 'life',
    message:
      'I shouted at another driver in a Tesco car park yesterday over a parking space, and my 9-year-old saw the whole thing. How do I get my temper under control?',
    intent: 'life.anger',
  },
  {
    id: 'b6-195',
    persona: 'life',
    message:
      "I'm 45 and I've always had a short fuse, but it's getting worse. At work I bite my tongue, but at home little things set me off: dishes left out, the kids bickering, my wife asking the same question twice. I raise my voice and then feel terrible afterwards. My wife says I'm like a different person when I'm wound up. I want to change before it damages my family. Where do I start?",
    intent: 'life.anger',
  },
  {
    id: 'b6-196',
    persona: 'life',
    message:
      "Something in me goes from zero to a hundred when someone cuts me off mid-sentence. By the time I've calmed down I've already said something I regret.",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b6-197',
    persona: 'life',
    message: 'cant fall asleep before 2am no matter what i try',
    intent: 'life.sleep',
  },
  {
    id: 'b6-198',
    persona: 'founder',
    message:
      "I wake up at 4am almost every night and can't get back to sleep, then I'm wrecked by 3pm. I've already stopped coffee after lunch. What else should I try?",
    intent: 'life.sleep',
  },
  {
    id: 'b6-199',
    persona: 'life',
    message:
      "I've been a night owl all my life, but I've just started a job that begins at 8am and I'm really struggling. I get into bed at 11, lie there until 1 or 2, then drag myself up at 6:30 feeling awful. I know the basics, no screens, dark room, and I've tried herbal tea and a sleep app, but my brain just won't switch off. I'm 26 and otherwise healthy. How do I shift my body clock so I can actually get some rest?",
    intent: 'life.sleep',
  },
  {
    id: 'b6-200',
    persona: 'life',
    message:
      'By the time the alarm goes I feel like I have had three hours at most. I lie there for ages going over the day, then wake up at every little noise.',
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b6-201',
    persona: 'life',
    message: 'how do i stop feeling like im just not good enough as a person',
    intent: 'life.self-esteem',
  },
  {
    id: 'b6-202',
    persona: 'life',
    message:
      "I'm 22 and I compare myself to everyone: looks, grades, how many friends they have. Even when someone compliments me I assume they're lying. How do I start to feel okay about myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b6-203',
    persona: 'life',
    message:
      "Growing up I was 'the quiet one' next to my older brother, who was the star at everything. I'm 37 now with a decent job and a lovely partner, but deep down I still feel second best. I apologise constantly, I never speak up in groups, and I turn down invitations because I assume people are just being polite. I'm tired of feeling small. How do I build a better opinion of myself at this stage of life?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b6-204',
    persona: 'life',
    message:
      'When I look in the mirror I just see a list of faults. If something goes well I put it down to luck, and if it goes wrong I put it down to me.',
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b6-205',
    persona: 'life',
    message: 'why do i always give up on new habbits after a week',
    intent: 'life.habits',
  },
  {
    id: 'b6-206',
    persona: 'life',
    message:
      "I want to journal for 10 minutes every morning and do my Duolingo Spanish, but I've started 4 times this year and it never lasts past day 10. What am I doing wrong?",
    intent: 'life.habits',
  },
  {
    id: 'b6-207',
    persona: 'life',
    message:
      "Every January I write the same list: meditate, drink more water, cook at home, learn guitar. I manage about three weeks, then life gets in the way (a late night, a trip, a cold) and I never pick it back up. I've read Atomic Habits and I get the theory, but I seem to need conditions to be perfect to keep going. I'm 40 and I'd really like to build just one or two routines that last. How should I go about it?",
    intent: 'life.habits',
  },
  {
    id: 'b6-208',
    persona: 'life',
    message:
      "I've bought a gratitude journal, a meditation app subscription and a water bottle with the hours printed on it. All three were gathering dust by the second week.",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b6-209',
    persona: 'life',
    message: 'want to start working out but the gym scares me lol',
    intent: 'life.exercise',
  },
  {
    id: 'b6-210',
    persona: 'life',
    message:
      "I'm 52, haven't exercised since school, and my GP says I need to get moving. Where should someone like me start: walking, swimming, something else?",
    intent: 'life.exercise',
  },
  {
    id: 'b6-211',
    persona: 'life',
    message:
      "I played five-a-side twice a week until I was about 25, then work, a move and two kids happened. Now I'm 38, I sit at a desk all day, and I'm puffed out after the stairs to my office. I've joined gyms three times and gone maybe five times each. I hate treadmills and I don't have much free time, maybe forty minutes three evenings a week. What's a realistic way to get fit again that I might actually enjoy?",
    intent: 'life.exercise',
  },
  {
    id: 'b6-212',
    persona: 'life',
    message:
      "My step count is under 2,000 most days and my knees creak when I get off the sofa. I'd love to be able to keep up with my grandkids at the beach this summer.",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b6-213',
    persona: 'life',
    message: 'spent 7 hrs on tiktok yesterday. i need to stop',
    intent: 'life.screen-time',
  },
  {
    id: 'b6-214',
    persona: 'life',
    message:
      'My weekly report says I average 6 hours 40 minutes a day on my phone, mostly Instagram and YouTube. I am a 29-year-old accountant and my evenings just vanish. How do I cut back?',
    intent: 'life.screen-time',
  },
  {
    id: 'b6-215',
    persona: 'life',
    message:
      "I've noticed I pick up my phone without even thinking: at traffic lights, in the supermarket queue, first thing in the morning before I'm out of bed. It's not one app in particular, just a constant loop of news, email, Reddit and messages. I've tried app timers but I just tap 'ignore limit'. My partner has started commenting on it at dinner. I'd like to be more present and get some of my attention back. What actually works?",
    intent: 'life.screen-time',
  },
  {
    id: 'b6-216',
    persona: 'life',
    message:
      'I opened my laptop to look up one recipe and surfaced three hours later from a rabbit hole of videos about lighthouse keepers. This happens most nights.',
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b6-217',
    persona: 'life',
    message: 'keep putting everything off till the last minute pls help',
    intent: 'life.procrastination',
  },
  {
    id: 'b6-218',
    persona: 'career',
    message:
      "I've got a 10,000-word dissertation due in 5 weeks and I've written 400 words. Every time I sit down I end up cleaning the kitchen instead. How do I actually start?",
    intent: 'life.procrastination',
  },
  {
    id: 'b6-219',
    persona: 'life',
    message:
      "I'm a self-employed translator with total freedom over my time, which turns out to be the problem. I'll have a deadline on Friday and spend Monday to Wednesday doing admin, watching videos, reorganising my desk, anything except the actual job. Then I do it all in a panic on Thursday night. The work is fine, but I feel awful and I'm always tired, and it means I can't say yes to extra jobs. How do I break this cycle and get started earlier?",
    intent: 'life.procrastination',
  },
  {
    id: 'b6-220',
    persona: 'life',
    message:
      'A passport renewal form, a birthday card for my aunt and a letter to the council have been sitting on the kitchen table for a month. Each one would take twenty minutes.',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b6-221',
    persona: 'life',
    message: 'think im drinking too much wine most nights, want to cut down',
    intent: 'life.drinking',
  },
  {
    id: 'b6-222',
    persona: 'life',
    message:
      "I'm having about 4 pints after work most days, so probably 30+ units a week. I want to get that right down. What's a sensible plan?",
    intent: 'life.drinking',
  },
  {
    id: 'b6-223',
    persona: 'life',
    message:
      "In lockdown I got into the habit of opening a bottle of wine with dinner, and it never really stopped. Now it's most nights, and more at weekends. I don't feel like I have a serious problem, but I wake up foggy, I've put on weight and I'm spending a lot on it. My husband drinks too, so it feels very normal in our house. I'd like to cut back to weekends only. How do I actually do that when it's so tied into our routine?",
    intent: 'life.drinking',
  },
  {
    id: 'b6-224',
    persona: 'career',
    message:
      "Every Friday starts with 'just one' at the pub with the team and ends with me in a taxi home, not remembering the last hour. I want the social side without that.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b6-225',
    persona: 'career',
    message: 'always skint by the 20th of the month, how do i budget',
    intent: 'life.money',
  },
  {
    id: 'b6-226',
    persona: 'life',
    message:
      "I have £6,500 across two credit cards and I'm only paying the minimums. I take home £2,100 a month. How do I make a plan to get out of this?",
    intent: 'life.money',
  },
  {
    id: 'b6-227',
    persona: 'life',
    message:
      "I'm 30, living in Chicago, and I make a decent salary as a nurse, but I never seem to have any money. I don't track spending, I have subscriptions I forget about, I eat out a lot because of long shifts, and I still owe around $8k in student loans. Every month I tell myself I'll save and every month I don't. I'm embarrassed because I feel like I should have this figured out by now. Where do I start with getting my money under control?",
    intent: 'life.money',
  },
  {
    id: 'b6-228',
    persona: 'life',
    message:
      "I avoid opening my banking app because I'm scared of what I'll see. Last week a direct debit bounced and I didn't even know I was overdrawn.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b6-229',
    persona: 'life',
    message: 'just moved to a new city and everything feels weird and unfamiliar',
    intent: 'life.moving',
  },
  {
    id: 'b6-230',
    persona: 'life',
    message:
      "We relocated from Glasgow to Toronto three months ago for my wife's job. She's settled at work, but I'm at home with our toddler and feel completely unmoored. How do I make this place feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b6-231',
    persona: 'life',
    message:
      "I moved to Amsterdam six weeks ago for a new job. I was so excited, and the job is good, but outside work I feel a bit lost. I don't speak Dutch yet, I still haven't worked out the bike lanes, my flat feels like a hotel room, and I spend weekends wandering around unsure what to do. Everyone says the first few months are the hardest. What can I do to actually settle in, rather than just waiting for it to get easier?",
    intent: 'life.moving',
  },
  {
    id: 'b6-232',
    persona: 'life',
    message:
      "Half our boxes are still taped up, I've no idea where the nearest doctor is, and I keep getting on the wrong bus. It's been two months since we left Bristol.",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b6-233',
    persona: 'life',
    message: 'how do i say no to people without feeling guilty after',
    intent: 'life.boundaries',
  },
  {
    id: 'b6-234',
    persona: 'life',
    message:
      'My mother-in-law lets herself in with her own key 3 or 4 times a week, unannounced. I love her, but I need her to ring first. How do I say it?',
    intent: 'life.boundaries',
  },
  {
    id: 'b6-235',
    persona: 'life',
    message:
      "I'm the person everyone comes to. Friends ring me late at night to talk through their problems, my sister asks me to babysit at short notice, colleagues offload tasks because they know I'll say yes. For years I liked being needed, but lately I feel resentful and drained, with no time left for myself. Whenever I try to say no, I over-explain and then cave. How do I start protecting my time and energy without feeling like a bad person?",
    intent: 'life.boundaries',
  },
  {
    id: 'b6-236',
    persona: 'life',
    message:
      "My neighbour has started dropping her kids at mine 'for ten minutes' that turn into three hours. I never actually agreed to it and I don't know how to make it stop without a row.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b6-237',
    persona: 'life',
    message: 'feel like im drifting through life with no real direction',
    intent: 'life.purpose',
  },
  {
    id: 'b6-238',
    persona: 'career',
    message:
      "I'm 45, the kids go off to university next year, and I've realised I don't know what I want the next 20 years of my life to be about. How do people find that?",
    intent: 'life.purpose',
  },
  {
    id: 'b6-239',
    persona: 'life',
    message:
      "I retired from the police last year after thirty years. I was looking forward to it, and the first few months were great: golf, the garden, a trip to the Algarve. But now I wake up with nothing to aim at. I had such a clear role for so long and I don't know who I am without it. My wife suggests volunteering; my son says take up a hobby. None of it feels like enough. How do I find something meaningful for this next part of my life?",
    intent: 'life.purpose',
  },
  {
    id: 'b6-240',
    persona: 'life',
    message:
      "I've ticked every box: house, good job, partner, nice holidays. And I still feel like I'm living someone else's life. Something's missing and I can't name it.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b6-241',
    persona: 'life',
    message: 'need help with a huge decision, going round in circles',
    intent: 'life.decision',
  },
  {
    id: 'b6-242',
    persona: 'life',
    message:
      'My partner and I could move to Cape Town for 2 years, but my dad is 78 and lives on his own in Cardiff. How do I even begin to decide?',
    intent: 'life.decision',
  },
  {
    id: 'b6-243',
    persona: 'career',
    message:
      "My partner and I have been saving for a house for five years and we finally have a deposit for a small place near our families. But I've just been accepted onto a master's in Copenhagen, something I've wanted for years, and it would eat a big chunk of our savings. He's supportive either way and says it's my call. I keep changing my mind every few hours. How do I actually make a decision like this and stick to it?",
    intent: 'life.decision',
  },
  {
    id: 'b6-244',
    persona: 'life',
    message:
      "I've made pros and cons lists, asked everyone I know, even flipped a coin, and I still can't tell whether to sell the flat and go travelling or stay put.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b6-245',
    persona: 'life',
    message: 'looking after my mum with dementia and im running on fumes',
    intent: 'life.caregiving',
  },
  {
    id: 'b6-246',
    persona: 'career',
    message:
      "I'm 34 and I care for my dad since his stroke, doing mornings and evenings around my full-time job. How do I keep going without it taking over my whole life?",
    intent: 'life.caregiving',
  },
  {
    id: 'b6-247',
    persona: 'life',
    message:
      "My husband was diagnosed with MS three years ago and his mobility has got a lot worse this year. I've become his main carer, helping him wash, managing his medication, driving to appointments, on top of working part time. I love him and I want to do this, but I feel like I've lost myself, and sometimes I resent him, which makes me feel terrible. Our relationship has changed so much. How do I look after him well without running myself into the ground?",
    intent: 'life.caregiving',
  },
  {
    id: 'b6-248',
    persona: 'life',
    message:
      "Every other weekend I drive 3 hours to sort out Gran's shopping, pills and bills, then drive back and start my week wrecked. My brothers say they'll help but never do.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b6-249',
    persona: 'founder',
    message: 'random q but should i get a mole checked if it changed shape?',
    intent: 'any.health',
  },
  {
    id: 'b6-250',
    persona: 'career',
    message:
      "I've had pins and needles in my right hand for 3 weeks, worse after long days typing. Could it be carpal tunnel, and should I see a GP or a physio?",
    intent: 'any.health',
  },
  {
    id: 'b6-251',
    persona: 'life',
    message:
      "I'm 47 and for the past few months my periods have been all over the place, I'm getting hot flushes at night and my mood is up and down. My mum went through the menopause early, so I'm wondering if this is perimenopause. My GP appointment isn't for five weeks. What should I ask for when I get there, blood tests or HRT or something else, and is there anything I can do in the meantime to manage the symptoms?",
    intent: 'any.health',
  },
  {
    id: 'b6-252',
    persona: 'life',
    message:
      "My ankle's still swollen ten days after I went over on it at netball. I can walk on it, but it's bruised purple down the side and aches every evening.",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b6-253',
    persona: 'career',
    message: 'can my employer legally make me do unpaid overtime every week?',
    intent: 'any.legal',
  },
  {
    id: 'b6-254',
    persona: 'founder',
    message:
      'A contractor built our MVP and never signed an IP assignment. Now we are raising a round. Do we actually own the code, and how do we fix it properly?',
    intent: 'any.legal',
  },
  {
    id: 'b6-255',
    persona: 'career',
    message:
      "I handed in my notice last week at a marketing agency in London. My contract has a 12-month non-compete saying I can't work for any competitor or client in the UK. The job I've accepted is at a company that was a client of ours two years ago. My boss has now emailed to remind me of the clause and says they 'will take action'. I don't know whether a clause like this is even enforceable or if I need a solicitor. Where do I stand?",
    intent: 'any.legal',
  },
  {
    id: 'b6-256',
    persona: 'life',
    message:
      "The landlord is keeping all £1,200 of my deposit for 'wear and tear', and I can't find it registered with any scheme. I'm trying to work out what my rights are and what I can do.",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b6-257',
    persona: 'life',
    message: 'should i put spare cash in an isa or overpay my student loan',
    intent: 'any.finance',
  },
  {
    id: 'b6-258',
    persona: 'founder',
    message:
      'I pay myself a £12k salary and the rest as dividends from my limited company. Should I be making pension contributions into a SIPP through the company instead, and how much?',
    intent: 'any.finance',
  },
  {
    id: 'b6-259',
    persona: 'career',
    message:
      "I'm 33 and just started a job that offers a 401(k) with a 4% match, plus an HSA. At my last job I built up about $28,000 in a 401(k) that I've never touched, and I've got around $15,000 sitting in savings earning almost nothing. No debt apart from my car. I really don't understand the options: should I roll the old account over, how should it be invested, should I open a Roth IRA too? Who should I be talking to, and what should I ask them?",
    intent: 'any.finance',
  },
  {
    id: 'b6-260',
    persona: 'founder',
    message:
      "We've just sold the startup and roughly $1.2M is about to land in my account after tax. I've never had more than a few thousand saved and I have no idea what to do with it sensibly.",
    intent: 'any.finance',
  },
];
