import type { MentorType } from '@mentor/validation';

/**
 * The thirteenth blind set (260 messages, 4 per intent, ids b13-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the fourteenth blind set, src/ai/eval/blind-heldout-14.ts (then src/ai/eval/blind-heldout-15.ts), replaced it. Seven
 * messages (b13-085, b13-121, b13-125, b13-161, b13-193, b13-205, b13-216) were word for word messages of the corpus
 * when it was written; a word or two was added to each.
 */
export const THIRTEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b13-001',
    persona: 'founder',
    message: 'how do i know if ppl actually want this',
    intent: 'founder.discovery',
  },
  {
    id: 'b13-002',
    persona: 'founder',
    message:
      "I've got an idea for a booking tool for dog groomers. Before I write any code I want to talk to 20 groomers around Leeds by the end of March — what should I ask so they don't just tell me it sounds nice?",
    intent: 'founder.discovery',
  },
  {
    id: 'b13-003',
    persona: 'founder',
    message:
      "Bit of a mixed week: my landlord is selling the flat, my sister's wedding is in June, and I'm still doing contract work three days a week to pay the bills. In the gaps I've been working on an app that helps small restaurants track food waste. I've done about eight interviews with kitchen managers and they all say 'great idea', but nobody has asked when they can use it or offered to pay. I'm not sure if I'm asking the wrong questions or if the problem just isn't painful enough. How do I test whether this is a real need before I sink my savings into building it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b13-004',
    persona: 'founder',
    message:
      "Everyone I describe my plan to nods and says they'd use it, but my gut tells me they're just being polite. Before I spend six months building anything, I want some proof that real people would change what they do today for this.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b13-005',
    persona: 'founder',
    message: 'need my first 10 paying users, where to look',
    intent: 'founder.first-customers',
  },
  {
    id: 'b13-006',
    persona: 'founder',
    message:
      'We launched our invoicing plugin for Shopify last Tuesday and have zero customers so far. I have about £500 and four weeks before I need to show traction to my accelerator — how would you get the first handful of paying stores?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b13-007',
    persona: 'founder',
    message:
      "So the product is finally live after nine months, which feels unreal. My cofounder is away on paternity leave, I've been sleeping badly, and our office heating broke so I'm working from the kitchen table. Anyway, the thing keeping me up is that we have a working product and basically nobody using it apart from two friends who signed up as a favour. I don't have a big network in the logistics industry, which is who we built it for. How do people get the very first customers when they start from nothing — cold emails, LinkedIn, walking up to people at trade shows?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b13-008',
    persona: 'founder',
    message:
      "The software works, the website is up, the payment page is tested. Problem is, the only people who've ever logged in are me, my co-founder and my mum. Where do the first strangers who actually pay us come from?",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b13-009',
    persona: 'founder',
    message: 'how much should i charge for my saas??',
    intent: 'founder.pricing',
  },
  {
    id: 'b13-010',
    persona: 'founder',
    message:
      'Our HR tool costs us about $4 per seat to run and competitors like BambooHR charge far more. Should we go with $8 per seat per month, or a flat $199 tier for companies under 50 people? We want the pricing page live by next Friday.',
    intent: 'founder.pricing',
  },
  {
    id: 'b13-011',
    persona: 'founder',
    message:
      "Quick context: I'm running a small design-feedback tool, two of us full time, and we just moved into a co-working space in Lisbon which is lovely but distracting. My partner and I are also planning a trip home for Christmas so I want this sorted before then. We've been charging €9 a month since launch because it felt safe, but customers keep telling us it's cheap and one agency asked if there's an enterprise plan. I suspect we're leaving money on the table. How do I work out the right price, and how do I raise it without annoying the early users who trusted us?",
    intent: 'founder.pricing',
  },
  {
    id: 'b13-012',
    persona: 'founder',
    message:
      "A big client told me yesterday our product is 'a steal' at what we ask. Honestly, I picked the number by looking at one competitor's website and going a bit lower. I have no idea what it should really cost people.",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b13-013',
    persona: 'founder',
    message: 'users keep cancelling after month 2, help',
    intent: 'founder.churn',
  },
  {
    id: 'b13-014',
    persona: 'founder',
    message:
      "Our monthly churn is sitting at 9% for the meal-planning app, mostly people who cancel right after the first 30-day billing cycle. We've got a board update on 12 March and I'd like to show at least a plan to bring it down. Where do I start?",
    intent: 'founder.churn',
  },
  {
    id: 'b13-015',
    persona: 'founder',
    message:
      "Lots going on: we're halfway through hiring a support person, I'm trying to stay fit by running before work, and my accountant wants the year-end numbers by the end of the month. But the real worry is retention. We add around 300 new subscribers a month and lose almost as many, so the total barely moves. The exit survey mostly says 'not using it enough', which doesn't tell me much. Our team is tiny and I can't fix everything at once. What are the first things you'd look at to keep more subscribers around past the first few months?",
    intent: 'founder.churn',
  },
  {
    id: 'b13-016',
    persona: 'founder',
    message:
      "Sign-ups look great every month, but when I check who's still logging in 60 days later it's maybe a third of them. The card payments quietly stop and nobody tells us why they left.",
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b13-017',
    persona: 'founder',
    message: 'how do i set up a proper sales pipeline',
    intent: 'founder.sales',
  },
  {
    id: 'b13-018',
    persona: 'founder',
    message:
      'Right now every deal we close comes through me personally, and it takes about 3 months from first call to signed contract with mid-size logistics firms. I want a repeatable process in HubSpot before I hire our first account executive in Q3. What stages should it have?',
    intent: 'founder.sales',
  },
  {
    id: 'b13-019',
    persona: 'founder',
    message:
      "I run a B2B analytics startup in Toronto, we're 7 people, and honestly I'm stretched: investor updates, product reviews, and my kid just started school so mornings are chaos. Sales has been totally ad hoc. Someone emails, I jump on a call, sometimes I follow up, sometimes I forget. We close maybe one in ten conversations and I couldn't tell you why those ones worked. I'd like to build something structured — qualification, demos, follow-up, a forecast I can trust — so it doesn't all depend on me remembering things. Where would you begin?",
    intent: 'founder.sales',
  },
  {
    id: 'b13-020',
    persona: 'founder',
    message:
      "Deals happen when I happen to remember to follow up, and die when I don't. I can't tell the board what will close next month because it's all in my head and one messy spreadsheet.",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b13-021',
    persona: 'founder',
    message: 'first engineer hire - where do i even start',
    intent: 'founder.hiring',
  },
  {
    id: 'b13-022',
    persona: 'founder',
    message:
      'We just closed a $1.2M seed and need to bring on two backend developers in Berlin by June. Should I use a recruiter at 20% of salary or try to do it myself through our network and LinkedIn?',
    intent: 'founder.hiring',
  },
  {
    id: 'b13-023',
    persona: 'founder',
    message:
      "This month has been a lot. We moved offices, my cofounder is on holiday in Greece, and I'm still doing customer support at night because there's no one else. That's kind of the point: we finally have enough revenue to hire our first two people, probably a support lead and a full-stack developer. I've never hired anyone in my life. I don't know how to write a job ad that isn't generic, how many interview rounds make sense for a tiny team, or how to tell if someone will cope with the chaos of an early startup. Any advice on running this properly?",
    intent: 'founder.hiring',
  },
  {
    id: 'b13-024',
    persona: 'founder',
    message:
      "I'm doing support, ops and half the coding myself, and there's finally money in the bank to bring people on. I just don't know how to pick someone who'll still be the right fit when we're 30 people instead of 3.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b13-025',
    persona: 'founder',
    message: 'should i raise a seed round now or wait',
    intent: 'founder.fundraising',
  },
  {
    id: 'b13-026',
    persona: 'founder',
    message:
      "We're at £40k MRR growing 12% month on month and I'm planning to raise a £2M seed starting in September. How many investors should I expect to talk to, and should I find a lead angel first or go straight to VCs?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b13-027',
    persona: 'founder',
    message:
      "Ok, brain dump. My cofounder and I run a fintech for freelancers out of Manchester, we've bootstrapped for 18 months, and I'm also juggling a bad back and a house move. Revenue is growing but we're hitting the limit of what we can do with our own money. Several people have told me to raise a round, but I have no idea how the process actually works — how to find the right investors, what terms are normal at pre-seed, how long it takes, and whether taking money this early means giving away too much of the company. Could you walk me through how to approach it?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b13-028',
    persona: 'founder',
    message:
      "We can keep growing slowly on our own revenue, or take outside money from people who'd own a chunk of the company. A couple of angels have already said they'd 'love to stay in touch'. I don't know how to turn that into an actual cheque.",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b13-029',
    persona: 'founder',
    message: 'can u look at how my deck flows',
    intent: 'founder.pitch',
  },
  {
    id: 'b13-030',
    persona: 'founder',
    message:
      'I have a 10-minute slot at Demo Day on 14 November and my deck is 22 slides long. In practice runs the mentors keep zoning out around the market size slide. How do I tighten the story?',
    intent: 'founder.pitch',
  },
  {
    id: 'b13-031',
    persona: 'founder',
    message:
      "Life is a bit upside down right now — we're renovating the kitchen, my dad is recovering from a knee operation, and I agreed to speak at a local meetup next week which I regret. But the main thing: I've had six investor meetings and they all end politely with 'keep us posted'. A friend who's an angel told me my story is confusing: I start with the technology instead of the problem, and I bury our traction on slide 14. I think the business is strong but the way I present it isn't. How do I restructure the deck and my first two minutes so it actually lands?",
    intent: 'founder.pitch',
  },
  {
    id: 'b13-032',
    persona: 'founder',
    message:
      'When I explain what we do to investors, I can see their eyes glaze over by minute three. My cofounder says I talk about features for way too long. I need them to get it in the first 30 seconds.',
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b13-033',
    persona: 'founder',
    message: 'me and my cofounder cant agree on anything lately',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b13-034',
    persona: 'founder',
    message:
      "My cofounder wants to take a €300k contract from a bank that would pull us off our roadmap for six months; I think it'll kill the product. We've argued about it three times this week and the bank wants an answer by Friday.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b13-035',
    persona: 'founder',
    message:
      "I'll try to keep this short but it's a lot. We're two years into a marketplace for second-hand furniture, revenue is decent, and I've just come back from a wedding in Poland where I barely slept. The issue is my cofounder. He's started working from home most days, skipping standups, and making product decisions without telling me. When I bring it up he says I'm micromanaging. We used to be close friends, which makes it worse. Equity is split 50/50 so neither of us can just overrule the other. How do we have an honest conversation about this without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b13-036',
    persona: 'founder',
    message:
      "The two of us who started this used to finish each other's sentences. Now we talk mostly through short Slack messages with a slightly cold tone, and the team has noticed. I don't know how to fix things between us.",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b13-037',
    persona: 'founder',
    message: 'looking for technical co-founder, how??',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b13-038',
    persona: 'founder',
    message:
      "I'm a non-technical founder with a prototype built on Bubble and 40 beta users. Where do I find a CTO-type partner who'd join for equity? I've tried the YC co-founder matching for 2 months with no luck.",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b13-039',
    persona: 'founder',
    message:
      "Some background: I left my job in consulting in January, I'm living off savings, and I've been playing a lot of tennis to stay sane. I've been building a tool for small clinics to manage appointments, and I'm good at the sales and operations side but I can't build the product myself. I've met a few developers at meetups in Dublin, but it's hard to know whether someone is a good long-term partner after two coffees. How do people find the right person to start a company with, and how do you test working together before splitting equity?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b13-040',
    persona: 'founder',
    message:
      "I can sell, I can talk to customers, I can pitch, but I can't write a line of code. Building this alone feels impossible and paying an agency feels wrong. I need someone who'll be in it with me as an equal.",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b13-041',
    persona: 'founder',
    message: 'thinking about pivoting. too early?',
    intent: 'founder.pivot',
  },
  {
    id: 'b13-042',
    persona: 'founder',
    message:
      "We've spent 14 months on a B2C fitness app and only have 1,200 active users, but three gyms have asked to license our scheduling feature. Should we pivot to B2B for gyms or give the consumer app until the end of the year?",
    intent: 'founder.pivot',
  },
  {
    id: 'b13-043',
    persona: 'founder',
    message:
      "Weird few months. I got married in the spring, we adopted a cat, and meanwhile the startup has been kind of flat. We built a marketplace connecting freelance translators with small businesses. Growth stalled at around 200 transactions a month and hasn't moved in half a year. At the same time, the internal tool we built to check translation quality is getting interest from agencies who want to buy it on its own. My cofounder thinks we should change direction completely; I'm worried we're giving up too soon. How do you decide when it's time to change what the company does?",
    intent: 'founder.pivot',
  },
  {
    id: 'b13-044',
    persona: 'founder',
    message:
      "Eighteen months in and the original idea just isn't catching on, but customers keep asking about a side feature we built almost by accident. Part of me wants to drop the main product and go all in on that, and part of me thinks that's just giving up.",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b13-045',
    persona: 'founder',
    message: 'too many priorities, which one first',
    intent: 'founder.focus',
  },
  {
    id: 'b13-046',
    persona: 'founder',
    message:
      "This quarter I've got a list of 11 'top priorities' — a mobile app, SOC 2, a partner program, hiring a VP of Sales, and more. We're 6 people. How do I pick the single thing that matters most right now?",
    intent: 'founder.focus',
  },
  {
    id: 'b13-047',
    persona: 'founder',
    message:
      "I've been feeling scattered. On the personal side I'm training for a half marathon and my partner is changing jobs, so home is busy too. At work, every week I start something new: one week it's an integration with Xero, the next it's a new onboarding flow, then a partnership with an accountancy network. The team is tired of me changing direction, and nothing gets finished properly. I know I need to pick one thing and say no to the rest for a few months, but everything feels important. How do I choose?",
    intent: 'founder.focus',
  },
  {
    id: 'b13-048',
    persona: 'founder',
    message:
      "My team jokes that my 'idea of the week' should be a recurring calendar invite. We have half-built features everywhere and nothing shipped properly in two months. I need to say no to nearly everything but don't know what to keep.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b13-049',
    persona: 'founder',
    message: 'im running on empty with this startup',
    intent: 'founder.burnout',
  },
  {
    id: 'b13-050',
    persona: 'founder',
    message:
      "I've worked every weekend since we launched in February and haven't taken a single day off in 7 months. I used to love this company and now I dread opening Slack on a Monday morning.",
    intent: 'founder.burnout',
  },
  {
    id: 'b13-051',
    persona: 'founder',
    message:
      "Not sure this is the right place but here goes. We're a small team building a logistics startup, we just closed a small round, and on paper things are going well. My partner and I are also trying to buy a house and my grandmother's 90th birthday is next month, so there's lots of life stuff too. But I feel completely drained. I sit at my laptop and can't make myself care about problems I used to find exciting. I snap at my team, I've stopped exercising, and I keep fantasising about handing the company to someone else. How do founders recover from this without dropping the ball?",
    intent: 'founder.burnout',
  },
  {
    id: 'b13-052',
    persona: 'founder',
    message:
      "Two years of building this non-stop and now even small decisions about the company feel like lifting something heavy. I sleep nine hours and wake up tired. Everyone says we're doing great, and I feel nothing about it.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b13-053',
    persona: 'founder',
    message: 'what features should go in the mvp',
    intent: 'founder.product',
  },
  {
    id: 'b13-054',
    persona: 'founder',
    message:
      'Our users have posted 30 different feature requests in Canny and the roadmap is a mess. We have two developers and a release planned for 1 April — how do I decide what goes in and what we cut?',
    intent: 'founder.product',
  },
  {
    id: 'b13-055',
    persona: 'founder',
    message:
      "Context: I'm a solo founder with one contract developer, building a tool for landlords to manage repairs. I've also been teaching a weekly coding class at the library, which I love but it eats my Thursdays. The product has grown in a messy way — we added whatever the loudest customer asked for, and now the app has five different menus and new users get lost. I want to step back and decide what the product actually is and who it's for, then redesign the core flow around that. How do you go about shaping a product when you've already built too much?",
    intent: 'founder.product',
  },
  {
    id: 'b13-056',
    persona: 'founder',
    message:
      "Every customer call ends with someone asking for 'just one more button', and we keep saying yes. The app now does twelve things badly instead of three things well. I want to figure out what it should really be.",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b13-057',
    persona: 'founder',
    message: 'how to find a growth channel that works',
    intent: 'founder.growth',
  },
  {
    id: 'b13-058',
    persona: 'founder',
    message:
      'Our Google Ads cost per acquisition just jumped from $40 to $110 and that was our only channel. We need something else working before the investor update on 30 June — SEO, partnerships, TikTok?',
    intent: 'founder.growth',
  },
  {
    id: 'b13-059',
    persona: 'founder',
    message:
      "So much happening. I'm moving to Amsterdam next month, my cofounder just had twins, and we're in the middle of a rebrand. Growth-wise, we've hit a wall. All our users so far came from word of mouth and a couple of Reddit posts that went viral last year. That's dried up, and since then we've tried a bit of everything — a podcast, Facebook ads, a referral scheme, cold outreach — without sticking with any of them long enough to know. How do I pick one way of acquiring users and test it properly instead of doing a little bit of everything?",
    intent: 'founder.growth',
  },
  {
    id: 'b13-060',
    persona: 'founder',
    message:
      "Our first 2,000 users came from friends sharing it and one lucky Hacker News post. That wave is over, and now nobody new shows up unless we push. I don't know where the next 20,000 people will come from.",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b13-061',
    persona: 'founder',
    message: 'only 5 months of cash left, what now',
    intent: 'founder.runway',
  },
  {
    id: 'b13-062',
    persona: 'founder',
    message:
      "We have £180k in the bank and burn about £32k a month, so roughly 5–6 months. Our next raise probably won't close before November. What should I cut first, and should I tell the team now?",
    intent: 'founder.runway',
  },
  {
    id: 'b13-063',
    persona: 'founder',
    message:
      "It's been a hectic spring — my son's exams, a leaky roof, and a conference in Austin I probably shouldn't have paid for. The company side is worrying me more though. I finally sat down with our spreadsheet and realised we've been spending faster than I thought. Payroll went up when we hired two people in March, and revenue hasn't kept pace. If nothing changes, the money runs out around Christmas. I don't want to panic the team, but I need a plan: what to cut, how to stretch what we have, and when to start worrying seriously. How should I think about this?",
    intent: 'founder.runway',
  },
  {
    id: 'b13-064',
    persona: 'founder',
    message:
      'I keep opening the business bank account on Monday mornings and doing mental maths about how many more payrolls we can make. The answer keeps getting smaller. Revenue is growing, just not fast enough to catch up.',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b13-065',
    persona: 'career',
    message: 'where do i start looking for a new job',
    intent: 'career.job-search',
  },
  {
    id: 'b13-066',
    persona: 'career',
    message:
      'I want to move from a marketing role in Birmingham to product marketing in London by September. Should I focus on LinkedIn, recruiters, or applying directly to maybe 15 companies I like?',
    intent: 'career.job-search',
  },
  {
    id: 'b13-067',
    persona: 'career',
    message:
      "My contract ends in about three months and I want to have something lined up. Meanwhile I'm helping my brother renovate his flat on weekends and I've just started learning Spanish, so my evenings are full. I've not looked for work in six years and everything seems different now — job boards, recruiters on LinkedIn, online tests. I want to make a plan: which roles to target, how many applications a week is realistic, and how to keep track of it all without it taking over my life. How would you structure a job hunt like this?",
    intent: 'career.job-search',
  },
  {
    id: 'b13-068',
    persona: 'career',
    message:
      "After eight years at the same company I've made up my mind to go somewhere else. I have no idea where people even find openings these days, which kind of roles to aim for, or how many to go for at once.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b13-069',
    persona: 'career',
    message: 'can you help me fix my resume',
    intent: 'career.cv',
  },
  {
    id: 'b13-070',
    persona: 'career',
    message:
      "My CV is 4 pages long and covers 12 years in logistics management. I'm applying for operations manager roles at Amazon and DHL next week — what should I cut and how do I make the achievements stand out?",
    intent: 'career.cv',
  },
  {
    id: 'b13-071',
    persona: 'career',
    message:
      "Bit of a ramble, sorry. I'm a data analyst, I've been in my job for five years, and I'm also coaching my daughter's football team on Saturdays which takes more time than I expected. I'm starting to apply elsewhere and when I read my CV back it's just a list of duties: 'responsible for reports', 'worked with stakeholders'. It doesn't say anything about what I actually achieved, like the dashboard that saved the finance team ten hours a week. How do I rewrite it so it shows impact, and should I have a personal summary at the top or not?",
    intent: 'career.cv',
  },
  {
    id: 'b13-072',
    persona: 'career',
    message:
      "The two pages I attach to every application read like a list of tasks anyone could have done. I've done genuinely good things at work but none of it comes through on paper.",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b13-073',
    persona: 'career',
    message: '100 applications and no replys. whats wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b13-074',
    persona: 'career',
    message:
      'I have applied to 60 software tester jobs on Indeed and Totaljobs since January and got only two automatic rejections and zero interviews. Is it the roles I pick, the way I apply, or something else?',
    intent: 'career.no-responses',
  },
  {
    id: 'b13-075',
    persona: 'career',
    message:
      "I'm a recent graduate in environmental science and I've been applying since I finished my degree in June. I'm living back with my parents, working part-time in a café, and trying to keep up my running so I don't go crazy. I've sent off maybe 80 applications — graduate schemes, entry-level roles, even some internships — and I've heard back from almost nobody. Not even rejections most of the time. My friends seem to be getting interviews and I can't work out what I'm doing differently. How do I figure out why nobody responds?",
    intent: 'career.no-responses',
  },
  {
    id: 'b13-076',
    persona: 'career',
    message:
      "Every week I send off a batch of applications and then... silence. Not a no, not a yes, nothing at all. I'm starting to wonder if anyone even opens them.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b13-077',
    persona: 'career',
    message: 'interview tmrw any tips??',
    intent: 'career.interview',
  },
  {
    id: 'b13-078',
    persona: 'career',
    message:
      'I have final round interview at Deloitte on Thursday, with a case study and competency questions. How I should prepare my answers with the STAR method in only three days?',
    intent: 'career.interview',
  },
  {
    id: 'b13-079',
    persona: 'career',
    message:
      "Good news for once — I got invited to interview for a senior nurse educator role at the hospital where I did my training. It's next Wednesday. The timing is awkward because we're also hosting my in-laws that week and my car is in the garage. I haven't done a formal interview in about nine years and I'm rusty. They said there will be a panel of three and a 10-minute presentation on improving training for new staff. How should I prepare for the panel questions and the presentation so I come across well on the day?",
    intent: 'career.interview',
  },
  {
    id: 'b13-080',
    persona: 'career',
    message:
      "Next Monday I'll be sitting across a table from three people at a company I really want to join, and they'll want to hear about a project from 2019 that I barely remember. What should I practise between now and then?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b13-081',
    persona: 'career',
    message: 'had the interview, no news yet. should i email?',
    intent: 'career.interview-after',
  },
  {
    id: 'b13-082',
    persona: 'career',
    message:
      "I did a second interview with Spotify last Tuesday and the recruiter said I'd hear back 'by end of week'. It's now Wednesday of the following week — is it OK to follow up, and what should I write?",
    intent: 'career.interview-after',
  },
  {
    id: 'b13-083',
    persona: 'career',
    message:
      "Mixed feelings today. I had my interview for a project manager position yesterday, at a charity I really believe in. Afterwards I went to my nephew's birthday party and tried to act normal, but I kept replaying every answer in my head. I think I fumbled the question about budgets and I forgot to ask about the team. They said they'd decide within two weeks. Should I send a thank-you note, and can I use it to add something I forgot to say? And how do I stop obsessing while I wait to hear?",
    intent: 'career.interview-after',
  },
  {
    id: 'b13-084',
    persona: 'career',
    message:
      "It's been nine days since I walked out of their office feeling good about how it went, and my inbox is still empty. I keep refreshing it. Do I write to them or just keep waiting?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b13-085',
    persona: 'career',
    message: 'got an offer yesterday, can i ask for more money?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b13-086',
    persona: 'career',
    message:
      'Just got an offer from a fintech in Amsterdam: €68k base, no signing bonus, 25 days holiday. Market data says €75–80k for my level. They want an answer by Monday — how do I counter without losing it?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b13-087',
    persona: 'career',
    message:
      "So after three months of searching I finally got a job offer, which is a huge relief. My partner and I are also planning our wedding for next spring, so money matters more than usual. The offer is fine but the salary is about 10% below what I earn now; they say it's because the role is more junior on paper. There's also no mention of remote days, which matters because my commute would be 70 minutes. I really want the job but I don't want to start on the wrong foot. How do I ask for better terms politely, and what's realistic to push for?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b13-088',
    persona: 'career',
    message:
      "They said yes and sent over a contract, but the number on it is lower than I hoped and there's nothing about working from home. I'm scared that if I push back they'll take it away.",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b13-089',
    persona: 'career',
    message: '2 offers on the table, cant choose',
    intent: 'career.compare-offers',
  },
  {
    id: 'b13-090',
    persona: 'career',
    message:
      'I have one offer from Google in Dublin at €95k and one from a 30-person startup in Cork at €78k plus 0.4% equity. I need to reply to both by the 20th. How do I compare them beyond the salary?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b13-091',
    persona: 'career',
    message:
      "I'm in a lucky but stressful spot. After months of searching I got two offers on the same day. One is a stable corporate job at an insurance company, good pension, 20 minutes from home. The other is at a small climate-tech company, more interesting work, but a longer commute and less security. On top of that my landlord is raising the rent and my best friend is moving abroad, so everything feels up in the air. I keep making pro and con lists and changing my mind. How do I actually choose between them?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b13-092',
    persona: 'career',
    message:
      'On Monday a bank said yes to me, and on Wednesday a small gaming studio did too. One pays better, the other sounds like way more fun. I have until Friday to tell both of them something.',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b13-093',
    persona: 'career',
    message: 'how do i ask my boss for a pay rise',
    intent: 'career.raise',
  },
  {
    id: 'b13-094',
    persona: 'career',
    message:
      "I've been at my company 2 years, took on a second team in March, and I'm still on the same £42k I started on. My review is on 3 October — how do I make the case for a salary increase?",
    intent: 'career.raise',
  },
  {
    id: 'b13-095',
    persona: 'career',
    message:
      "Bit of a long one. I'm a UX designer at an agency in Melbourne, I've been there almost three years, and I just got back from a great holiday in Japan, so I'm feeling braver than usual. My workload has doubled since we lost two designers and didn't replace them, but my salary hasn't moved apart from a tiny inflation adjustment. Meanwhile I've seen ads for similar roles paying 15–20% more. I don't want to change jobs, I like my team, but I feel underpaid. How should I bring up money with my manager, and what do I do if they say there's no budget?",
    intent: 'career.raise',
  },
  {
    id: 'b13-096',
    persona: 'career',
    message:
      "I found out a colleague who joined last year with less experience earns more than me. I like my job and don't want to leave, I just want what I'm paid to reflect what I actually do.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b13-097',
    persona: 'career',
    message: 'want to get promoted to senior this yr',
    intent: 'career.promotion',
  },
  {
    id: 'b13-098',
    persona: 'career',
    message:
      "I'm a mid-level engineer at Shopify and the promo cycle closes on 15 January. My manager says I'm 'close' to senior but can't tell me what's missing. How do I build a case and get clear criteria?",
    intent: 'career.promotion',
  },
  {
    id: 'b13-099',
    persona: 'career',
    message:
      "A bit of everything going on: I'm finishing a part-time master's, we're expecting our first baby in the summer, and my team just switched to a project management tool that nobody likes. Career-wise, I've been an account manager for four years and I've watched two people who joined after me move up to senior account manager. When I ask about it I get vague answers like 'keep doing what you're doing'. I want to move up to the next level this year. What should I be doing differently to get noticed and get the title?",
    intent: 'career.promotion',
  },
  {
    id: 'b13-100',
    persona: 'career',
    message:
      "For a year now I've been doing the work of the level above me — running the client calls, training the new joiners — but my title hasn't changed. How do I get the company to make it official?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b13-101',
    persona: 'career',
    message: 'got harsh comments in my review, confused',
    intent: 'career.feedback-received',
  },
  {
    id: 'b13-102',
    persona: 'career',
    message:
      "In my mid-year review my manager wrote that I 'lack executive presence' and need to 'communicate more strategically'. I have no idea what that means in practice. How do I make sense of it before my next check-in on Friday?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b13-103',
    persona: 'career',
    message:
      "My performance review happened yesterday and I'm still processing it. It was mostly positive, but there was one comment that stung: that I can come across as defensive in meetings and some people find it hard to challenge my ideas. I went home, cooked dinner, watched two episodes of something to distract myself, and I still can't stop thinking about it. Part of me thinks it's unfair; part of me wonders if it's true. I don't know whether to ask for examples or just try to change. How do I figure out what to do with this?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b13-104',
    persona: 'career',
    message:
      "My team lead pulled me aside and said a couple of people felt I 'took over' the last client workshop. I thought I was just being helpful. Now I'm replaying every meeting trying to see what they saw.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b13-105',
    persona: 'career',
    message: 'need to tell my report their work isnt good enough',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b13-106',
    persona: 'career',
    message:
      'One of my direct reports, Sam, has missed three deadlines in a row and the client noticed. I have a one-to-one with him on Tuesday — how do I raise it clearly without crushing him?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b13-107',
    persona: 'career',
    message:
      "I'm a team lead at a small accounting firm and it's our busy season, so everyone's tired and the office coffee machine is broken, which doesn't help. One of my team is very friendly and well liked, but her reports keep coming back with errors that I end up fixing late at night. I've hinted a few times but never said it directly, and it's getting worse. I hate conflict and I'm worried she'll get upset or that the rest of the team will take her side. How do I have an honest conversation about her work that actually changes something?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b13-108',
    persona: 'career',
    message:
      "Someone who reports to me talks over everyone in meetings and the quieter people have stopped contributing. He has no idea. I'm the one who has to sit down with him and say it, and I'm dreading it.",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b13-109',
    persona: 'career',
    message: 'my boss is impossible to work with',
    intent: 'career.manager',
  },
  {
    id: 'b13-110',
    persona: 'career',
    message:
      "My manager changes priorities every Monday, then blames me on Friday when the old ones aren't done. I've been at this logistics firm 8 months. How do I work with someone like this without going over his head?",
    intent: 'career.manager',
  },
  {
    id: 'b13-111',
    persona: 'career',
    message:
      "Where to start. I work in marketing for a retailer, I'm doing a photography course in the evenings, and my flatmate just moved out so I'm looking for someone new. Work is mostly fine except for my manager. She micromanages everything, rewrites my emails before I send them, and then takes credit for campaigns in meetings with the director. When I tried to talk to her about having more ownership, she said I wasn't ready. I like the company and don't want to leave just because of one person. How can I handle this relationship better?",
    intent: 'career.manager',
  },
  {
    id: 'b13-112',
    persona: 'career',
    message:
      "The person I report to reads every email I send, copies himself on everything and messages me at 10pm asking for updates. I've never felt this watched in any job.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b13-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my work',
    intent: 'career.colleague',
  },
  {
    id: 'b13-114',
    persona: 'career',
    message:
      'A colleague on my team, Priya, keeps booking over my meetings and has twice presented my analysis as hers in the Monday stand-up. We have a joint project due at the end of the month. How do I address it with her directly?',
    intent: 'career.colleague',
  },
  {
    id: 'b13-115',
    persona: 'career',
    message:
      "I'm a pharmacist at a busy chain store, and things are hectic — we're short-staffed, my car needs new tyres, and I'm helping my mum move house this weekend. The thing getting to me most is a coworker who's been at the store longer than me. She leaves tasks half-done at the end of her shift, makes little comments about me in front of customers, and our shared shifts feel tense. Our manager is rarely around. I don't want to escalate it to HR yet. How do I deal with this directly with her without making things worse?",
    intent: 'career.colleague',
  },
  {
    id: 'b13-116',
    persona: 'career',
    message:
      "The guy at the desk next to mine sighs loudly every time I speak in meetings and 'forgets' to forward me emails I need. We're peers, same level, and we have to work together on the launch.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b13-117',
    persona: 'career',
    message: 'switching from teaching to tech, realistic?',
    intent: 'career.change',
  },
  {
    id: 'b13-118',
    persona: 'career',
    message:
      "I'm 38 and I've been an accountant for 14 years. I want to move into UX research within the next 18 months without a huge pay cut — how do I plan the transition?",
    intent: 'career.change',
  },
  {
    id: 'b13-119',
    persona: 'career',
    message:
      "I've been a chef for twelve years and I'm exhausted by the hours. My partner and I want to start a family, and my knees aren't getting any younger. I've always been interested in project management — I basically run a kitchen like one — but I have no idea how to move from one industry into a totally different one. Do I start at the bottom? Can I use my experience at all? We also have a mortgage, so I can't just stop earning for a year. How do people plan a switch like this?",
    intent: 'career.change',
  },
  {
    id: 'b13-120',
    persona: 'career',
    message:
      "Ten years in law and I've realised I'd much rather be doing something with design. I just don't know how you get from one world to the other at my age with bills to pay.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b13-121',
    persona: 'career',
    message: 'best way to learn python while working full time as a parent',
    intent: 'career.retraining',
  },
  {
    id: 'b13-122',
    persona: 'career',
    message:
      'I want to learn SQL and Power BI well enough for an analyst role. I can give about 6 hours a week. Is an online course like Coursera enough, or should I do a bootcamp starting in October?',
    intent: 'career.retraining',
  },
  {
    id: 'b13-123',
    persona: 'career',
    message:
      "I work in customer service for an energy company, I have two kids under five, and I try to keep my evenings free for them as much as I can. Still, I know my job is likely to be automated over the next few years, and I'd like to build a new skill that makes me more valuable — maybe data analysis or digital marketing. I've started three online courses and abandoned all of them halfway. How do I pick one skill, find a course that's worth the money, and actually finish it with so little time?",
    intent: 'career.retraining',
  },
  {
    id: 'b13-124',
    persona: 'career',
    message:
      "Everyone on my team now uses tools I don't understand and I'm starting to feel left behind. I want to get properly good at one of them, but I start tutorials and give up after a week.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b13-125',
    persona: 'career',
    message: 'got laid off today. what do i do first now',
    intent: 'career.layoff',
  },
  {
    id: 'b13-126',
    persona: 'career',
    message:
      "I was made redundant from my marketing role on 2 May along with 40% of the company. I have 3 months' severance. How should I spend the first few weeks to get back on track?",
    intent: 'career.layoff',
  },
  {
    id: 'b13-127',
    persona: 'career',
    message:
      "I lost my job two weeks ago when the startup I worked for shut down. It came out of nowhere — we had a team lunch on Friday and on Monday the founders told us it was over. I've been trying to keep busy: walking the dog, fixing things around the house, seeing friends I never had time for. But I'm also feeling embarrassed and a bit lost, and I haven't told my parents yet. I have some savings but not a lot. How do I pick myself up and start moving forward again?",
    intent: 'career.layoff',
  },
  {
    id: 'b13-128',
    persona: 'career',
    message:
      "On Tuesday they called the whole department into a room and told us our roles no longer exist. I've got a box of things from my desk and three months of pay. I don't know what to do with myself on Monday morning.",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b13-129',
    persona: 'career',
    message: 'just became a manager, no idea what im doing',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b13-130',
    persona: 'career',
    message:
      'I got promoted to team lead last week and now I manage five people who were my peers until Friday, including my closest work friend. How do I handle the first 30 days?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b13-131',
    persona: 'career',
    message:
      "Exciting and scary news: I've just been made a manager for the first time, looking after four developers. The same week my partner started a new job and we began redoing the bathroom, so home is chaos. At work, I'm not sure how much I should still be coding versus doing one-to-ones and planning. Two of my reports are older and more experienced than me and I feel awkward telling them what to do. I don't want to become the kind of boss I've disliked. What should I focus on as a brand-new manager?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b13-132',
    persona: 'career',
    message:
      "Last month I was writing code alongside these people; now I'm the one doing their reviews and approving their holidays. I'm not sure how to act around them anymore.",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b13-133',
    persona: 'career',
    message: 'how do i get my team more motivated',
    intent: 'career.leadership',
  },
  {
    id: 'b13-134',
    persona: 'career',
    message:
      'I lead a team of 12 across London and Lisbon and morale has dropped since the reorg in January. Our engagement score fell from 78 to 61. What can I do as their leader in the next quarter?',
    intent: 'career.leadership',
  },
  {
    id: 'b13-135',
    persona: 'career',
    message:
      "I've been leading a customer success team of nine for about three years, so I'm not new to managing, but something feels off lately. We hit our numbers, but there's no energy. People do what's asked and nothing more, meetings are quiet, and two of my best people are going through the motions. Outside work I've been busy too — I've started volunteering at a food bank on Sundays and my teenager is applying to universities. I want to set a clearer vision and build a team that actually owns its work. How do I lead them out of this slump?",
    intent: 'career.leadership',
  },
  {
    id: 'b13-136',
    persona: 'career',
    message:
      "My group does everything I ask, but only what I ask. If I'm off for a week, nothing moves. I want them to take initiative and care about where we're heading, not just wait for instructions.",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b13-137',
    persona: 'career',
    message: 'should i just quit my job??',
    intent: 'career.quit',
  },
  {
    id: 'b13-138',
    persona: 'career',
    message:
      "I've been at this bank for 3 years and I'm miserable most days. I have 6 months of savings and no other offer. Is it smart to resign before I've found something, or should I hang on until spring?",
    intent: 'career.quit',
  },
  {
    id: 'b13-139',
    persona: 'career',
    message:
      "I've been going back and forth for months. The job itself is okay — decent pay, nice colleagues, 15 minutes from home — but I'm bored and the company's direction has changed in ways I don't agree with. My partner thinks I should stay until we've paid off the car, and my dad thinks leaving a secure job is crazy. Meanwhile I'm taking pottery classes on Wednesdays and that's the part of my week I look forward to most. I don't know if I'm just in a rut or if it's really time to go. How do I decide whether to hand in my notice?",
    intent: 'career.quit',
  },
  {
    id: 'b13-140',
    persona: 'career',
    message:
      "I've written the letter telling my boss I'm leaving three times and deleted it three times. Part of me says stay until I have something else lined up, part of me says just send it and walk out.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b13-141',
    persona: 'career',
    message: 'no idea what career i actually want',
    intent: 'career.direction',
  },
  {
    id: 'b13-142',
    persona: 'career',
    message:
      "I'm 27, I studied biology, worked 2 years in sales and 1 in recruitment, and none of it felt right. How do I figure out what kind of work would actually suit me?",
    intent: 'career.direction',
  },
  {
    id: 'b13-143',
    persona: 'career',
    message:
      "I graduated in economics three years ago and fell into a job at a consulting firm because everyone else was doing it. It's fine, I'm good at it, but I don't feel any pull towards it. My friends all seem to know whether they want to make partner, move to tech, or start something. I have no idea. I've done personality tests, read a couple of books, even tried a weekend coding course. Meanwhile I'm saving for a flat and my grandma's been ill, so I don't want to make a rash move. How do I work out which professional path is right for me?",
    intent: 'career.direction',
  },
  {
    id: 'b13-144',
    persona: 'career',
    message:
      "When people at parties ask what I want to be doing for work in five years, I make something up. I've tried four completely different kinds of jobs since uni and none of them felt like mine.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b13-145',
    persona: 'career',
    message: 'how to network when u hate networking',
    intent: 'career.networking',
  },
  {
    id: 'b13-146',
    persona: 'career',
    message:
      "I'm moving into the renewable energy sector and I don't know anyone there. There's an industry conference in Glasgow on 8 June — how do I make real connections instead of just collecting business cards?",
    intent: 'career.networking',
  },
  {
    id: 'b13-147',
    persona: 'career',
    message:
      "I'm an introvert working in software testing and I've always got jobs through job boards, never through people. A friend told me most good roles are filled through contacts, which made me realise I barely have any. I've got about 150 LinkedIn connections, mostly old classmates. I also just adopted a rescue dog and I'm training for a 10k, so my free time is limited. How do I grow a professional network in a way that feels natural to me, without spamming strangers or going to awful mixers every week?",
    intent: 'career.networking',
  },
  {
    id: 'b13-148',
    persona: 'career',
    message:
      "The only people I know in my industry are the ones I've sat next to at work. When I hear about jobs that were never advertised, it's always because someone knew someone. I'd like to be the one who knows people.",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b13-149',
    persona: 'career',
    message: 'drowning in work, too many projects',
    intent: 'career.workload',
  },
  {
    id: 'b13-150',
    persona: 'career',
    message:
      "I'm currently on 5 projects with overlapping deadlines at the end of the month and my manager just added a sixth. I work until 9pm most nights. How do I push back or prioritise?",
    intent: 'career.workload',
  },
  {
    id: 'b13-151',
    persona: 'career',
    message:
      "I'm a paralegal at a mid-sized firm. The past two months have been nonstop: two colleagues left and their cases got split between the rest of us. I'm answering emails at breakfast, skipping lunch, and still behind. My sister's getting married in August and I'm supposed to be helping plan, but I have no energy left in the evenings. I don't want to look like I can't cope, but I physically can't do it all. How do I get my to-do list under control and talk to my supervisor about it?",
    intent: 'career.workload',
  },
  {
    id: 'b13-152',
    persona: 'career',
    message:
      "My inbox has 400 unread emails, my task list is three pages long, and every meeting ends with someone handing me another action item. I can't see the bottom of it at work.",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b13-153',
    persona: 'career',
    message: 'feel like a fraud at my new job',
    intent: 'career.imposter',
  },
  {
    id: 'b13-154',
    persona: 'career',
    message:
      "I just started as senior data scientist in a big firm and everybody seems more smart than me. In meetings I don't speak because I am sure I will say something stupid. How I can get over this?",
    intent: 'career.imposter',
  },
  {
    id: 'b13-155',
    persona: 'career',
    message:
      "Three months ago I got promoted to lead designer, which I'd wanted for years. I should be thrilled. Instead, every time I present work I'm convinced someone is about to realise I don't deserve the role. I over-prepare for everything, work late to double-check, and brush off compliments. Outside work things are good — my partner and I just got a puppy, and I've started climbing again — but this feeling follows me home. How do I stop doubting myself at work when everyone else seems to think I'm doing fine?",
    intent: 'career.imposter',
  },
  {
    id: 'b13-156',
    persona: 'career',
    message:
      "My manager keeps praising my work and I keep thinking she's just being nice. Any day now they'll notice I got lucky in the interview and I'm not actually good at this job.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b13-157',
    persona: 'life',
    message: 'me and my gf keep fighting about small stuff',
    intent: 'life.relationship',
  },
  {
    id: 'b13-158',
    persona: 'life',
    message:
      'My husband and I have been together 9 years and lately we only talk about the kids and the bills. We have a weekend away booked for 22 March — how do we reconnect instead of living like flatmates?',
    intent: 'life.relationship',
  },
  {
    id: 'b13-159',
    persona: 'life',
    message:
      "Things are busy: I'm changing jobs next month, my parents are visiting from Spain, and I've finally started going to the gym. My boyfriend and I have been together for four years and live in a small flat in Bristol. We love each other but we keep having the same argument about chores and money, and it usually ends with both of us sulking. I don't want to break up, I want us to get better at talking to each other. How can we improve the way we handle this stuff as a couple?",
    intent: 'life.relationship',
  },
  {
    id: 'b13-160',
    persona: 'life',
    message:
      "We sit on the same sofa every evening, each of us in our own world. When I try to talk about it, she says everything's fine between us. I miss how we were in the first year together.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b13-161',
    persona: 'life',
    message: 'just got dumped, cant stop crying tbh',
    intent: 'life.breakup',
  },
  {
    id: 'b13-162',
    persona: 'life',
    message:
      'My girlfriend of 5 years ended things two weeks ago and moved out on Saturday. Everything in the flat reminds me of her. How do I get through the next few weeks?',
    intent: 'life.breakup',
  },
  {
    id: 'b13-163',
    persona: 'life',
    message:
      "My partner and I split up a month ago after three years. It was mutual-ish, but it still hurts. I'm keeping busy — work's intense, I'm repainting the spare room, and I've been seeing friends more — but in the evenings I keep checking his Instagram and rereading old messages. We share a lot of friends, so I'll see him at a birthday party next month. How do I move on properly and stop going backwards every time I see something of his?",
    intent: 'life.breakup',
  },
  {
    id: 'b13-164',
    persona: 'life',
    message:
      "Her toothbrush is still in the cup by the sink and I can't bring myself to throw it out. It's been six weeks since she packed her bags and said we were done. Everyone says it gets easier, but when?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b13-165',
    persona: 'life',
    message: 'big fight with my sister, now were not talking',
    intent: 'life.family',
  },
  {
    id: 'b13-166',
    persona: 'life',
    message:
      "My mum and my brother haven't spoken since a row at Dad's 70th in March, and now both expect me to take sides. My niece's christening is on 14 June and they'll both be there. How do I handle it?",
    intent: 'life.family',
  },
  {
    id: 'b13-167',
    persona: 'life',
    message:
      "A bit of everything happening — I'm switching teams at work, my car failed its MOT, and I'm trying to eat healthier. But what's really weighing on me is my family. My dad and my older brother had a huge argument about the family business six months ago, and since then gatherings are horrible. Mum keeps asking me to 'fix it' because I'm the one who gets on with both of them. I don't know if I should get involved or stay out of it. How do I handle being stuck in the middle of this?",
    intent: 'life.family',
  },
  {
    id: 'b13-168',
    persona: 'life',
    message:
      "My in-laws think we're raising the kids all wrong and say so at every single visit. My husband goes quiet, and somehow I end up arguing with his mother in the kitchen while everyone pretends not to hear.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b13-169',
    persona: 'life',
    message: "my teenager won't talk to me anymore",
    intent: 'life.parenting',
  },
  {
    id: 'b13-170',
    persona: 'life',
    message:
      "My 4-year-old has full meltdowns every morning before nursery and we're late almost every day. It's been like this since his baby sister arrived in January. What can we try?",
    intent: 'life.parenting',
  },
  {
    id: 'b13-171',
    persona: 'life',
    message:
      "I'm a single dad with two kids, 9 and 13, and the last few months have been rough. My job moved me to a new shift pattern, we moved to a smaller flat, and the kids changed schools. My eldest is angry all the time and slams doors, and my youngest has started wetting the bed again. I also signed up for a night course that I'm now regretting. I feel like I'm failing them. How do I help them through this stretch without losing my patience?",
    intent: 'life.parenting',
  },
  {
    id: 'b13-172',
    persona: 'life',
    message:
      "Since school started again, my daughter hides in her room, answers everything with 'fine', and her grades have slipped. I used to be the person she told everything to.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b13-173',
    persona: 'life',
    message: 'my dad passed last month, everything feels heavy',
    intent: 'life.grief',
  },
  {
    id: 'b13-174',
    persona: 'life',
    message:
      "My grandmother died in February and I was very close to her. It's been three months and I still tear up in Tesco when I see her favourite biscuits. Is this normal, and how do I carry it?",
    intent: 'life.grief',
  },
  {
    id: 'b13-175',
    persona: 'life',
    message:
      "My best friend from university died in a car accident in the autumn. I went to the funeral, took a few days off work, and then went back to normal life because that's what you do. Now, months later, it hits me at random moments — a song in a café, a group chat she's no longer in. I've also been busy with a promotion at work and helping my partner's family with a house move, so I haven't really had time to stop. How do I live with this loss without pretending it didn't happen?",
    intent: 'life.grief',
  },
  {
    id: 'b13-176',
    persona: 'life',
    message:
      "Some mornings I still set out two mugs, and then I remember. The house has been so quiet since Mum's funeral in April.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b13-177',
    persona: 'life',
    message: 'feel so lonely lately',
    intent: 'life.loneliness',
  },
  {
    id: 'b13-178',
    persona: 'life',
    message:
      "Since I started working from home full-time last year, I can go from Friday evening to Monday morning without saying a word to anyone. I'm 34 and most of my friends have kids now. How do I feel less alone?",
    intent: 'life.loneliness',
  },
  {
    id: 'b13-179',
    persona: 'life',
    message:
      "My life looks fine from the outside: steady job as an engineer, a nice flat, I go to the gym three times a week and I've been learning to cook Thai food. But most evenings I eat alone and there's nobody I'd call if something good or bad happened. My old friends have drifted into their own families, and I find it hard to make new connections as an adult. I don't want to feel like this for another year. Where do I even start?",
    intent: 'life.loneliness',
  },
  {
    id: 'b13-180',
    persona: 'life',
    message:
      "My phone barely buzzes at weekends unless it's a delivery update. I'd love for just one person to text me 'want to grab a coffee?' without me having to ask first.",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b13-181',
    persona: 'life',
    message: 'my best friend seems distant, what do i do',
    intent: 'life.friendship',
  },
  {
    id: 'b13-182',
    persona: 'life',
    message:
      "My oldest friend, Jess, forgot my 30th birthday on Saturday and hasn't replied to my last three messages. We've been friends since we were 11. How do I bring it up without it turning into a fight?",
    intent: 'life.friendship',
  },
  {
    id: 'b13-183',
    persona: 'life',
    message:
      "I've had the same best friend since secondary school. Lately it feels one-sided — I'm always the one organising things, remembering birthdays, checking in. She's just had a baby and moved to the countryside, so I understand she's busy, and I'm stretched too with a new job and renovating my kitchen. But I'm starting to feel resentful and I don't want that to wreck something that's mattered to me for twenty years. How do I look after this friendship and talk to her honestly?",
    intent: 'life.friendship',
  },
  {
    id: 'b13-184',
    persona: 'life',
    message:
      "Me and Tom used to talk every day, now it is one meme every few weeks. He got new girlfriend and new job in the same month. I don't want to lose him but I don't know if I am being too needy.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b13-185',
    persona: 'life',
    message: 'constant anxious feeling in my chest, how to calm it',
    intent: 'life.anxiety',
  },
  {
    id: 'b13-186',
    persona: 'life',
    message:
      "Before every meeting my heart races and I rehearse every sentence in my head, even for a 15-minute call. It's been happening more since March. What can I do to manage the anxious thoughts?",
    intent: 'life.anxiety',
  },
  {
    id: 'b13-187',
    persona: 'life',
    message:
      "I've always been a bit of a worrier, but this year it's got louder. I lie awake imagining everything that could go wrong — my partner having an accident, losing my job, the boiler breaking. During the day I'm mostly fine: I work as a librarian, I've started a book club, and my sister just had a baby which has been lovely. But the 'what if' thoughts keep coming, and sometimes my chest goes tight for no reason. How do I work with this kind of worry rather than letting it run the show?",
    intent: 'life.anxiety',
  },
  {
    id: 'b13-188',
    persona: 'life',
    message:
      "Whenever my phone rings from an unknown number, my stomach drops and I assume something terrible has happened. I check the door is locked four or five times before bed. My mind just won't switch off the 'what ifs'.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b13-189',
    persona: 'life',
    message: 'so stressed, everything at once',
    intent: 'life.stress',
  },
  {
    id: 'b13-190',
    persona: 'life',
    message:
      "In the next month I have a house move, my final exams, and my brother's wedding on 28 June where I'm best man. I'm stretched so thin — how do I manage the pressure without falling apart?",
    intent: 'life.stress',
  },
  {
    id: 'b13-191',
    persona: 'life',
    message:
      "Life's just too full right now. I'm working full-time, studying for an accountancy qualification in the evenings, my mum needs help with shopping twice a week, and our car died so everything takes longer. I'm not sad or worried exactly, just constantly under pressure, like I'm sprinting from one thing to the next. I've started getting tension headaches and grinding my teeth at night. I can't see anything I can drop in the next few months. How do I cope with this load without burning out?",
    intent: 'life.stress',
  },
  {
    id: 'b13-192',
    persona: 'life',
    message:
      "My shoulders are up by my ears all day, I eat lunch standing at the counter, and I snap at the kids over nothing. There's just too much on my plate at home and at work right now.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b13-193',
    persona: 'life',
    message: 'i lose my temper way too easily these days',
    intent: 'life.anger',
  },
  {
    id: 'b13-194',
    persona: 'life',
    message:
      "Last Sunday I raised my voice at my partner over a lost TV remote and then stormed out of the room. It's happening more and more. How can I catch the anger before it takes over?",
    intent: 'life.anger',
  },
  {
    id: 'b13-195',
    persona: 'life',
    message:
      "I'm generally a calm person, or I used to be. Since changing jobs and moving to a new city, I've noticed I get furious at small things — someone cutting in line at the supermarket, the Wi-Fi dropping, my flatmate leaving dishes out. Last week I sent a really rude email to a supplier that I regretted five minutes later. I'm also training for a cycling event and eating less, so I'm usually a bit hungry, which probably doesn't help. How do I get a handle on this before it damages my relationships at work or at home?",
    intent: 'life.anger',
  },
  {
    id: 'b13-196',
    persona: 'life',
    message:
      "Something small goes wrong — a slow driver, a comment from my mum — and within seconds I'm red in the face and saying things I regret. Afterwards I feel awful and apologise, and then it happens again.",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b13-197',
    persona: 'life',
    message: 'cant fall asleep before 3am',
    intent: 'life.sleep',
  },
  {
    id: 'b13-198',
    persona: 'life',
    message:
      "I wake up at 4am almost every night and can't get back to sleep, then I'm exhausted by 2pm at work. I've already cut caffeine after noon. What else can I try?",
    intent: 'life.sleep',
  },
  {
    id: 'b13-199',
    persona: 'life',
    message:
      "I'm 41, I work in IT support, and I've had trouble sleeping on and off for years, but it's worse since our second baby arrived last autumn. Even when the kids sleep through, I lie awake for an hour or more. I've also got a big project at work finishing in May and I'm doing physio for my shoulder, so I'm tired all the time. I scroll on my phone in bed, which I know is bad. What routines actually help people get a proper night's rest?",
    intent: 'life.sleep',
  },
  {
    id: 'b13-200',
    persona: 'life',
    message:
      "By the time my head hits the pillow my brain starts replaying the whole day, and I'm still staring at the ceiling when the birds start. Mornings are a blur of coffee.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b13-201',
    persona: 'life',
    message: 'i dont like myself much lately',
    intent: 'life.self-esteem',
  },
  {
    id: 'b13-202',
    persona: 'life',
    message:
      "Whenever someone compliments me, I immediately point out what's wrong with what I did. My friend Maria said it's hard to be around sometimes. How do I start seeing myself more kindly?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b13-203',
    persona: 'life',
    message:
      "I'm 29, I've got a good job in publishing, a few close friends, and I've just finished a pottery course which I really enjoyed. But deep down I feel like I'm not as good as other people — less interesting, less attractive, less capable. I compare myself to everyone on social media and always come out worse. When I look in the mirror I pick myself apart. I know logically that I'm fine, but I don't feel it. How do I build up a more solid sense of my own worth?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b13-204',
    persona: 'life',
    message:
      "In group photos I always ask people to delete the ones I'm in. When someone invites me out I assume they're only being polite. I'd like to stop putting myself at the bottom of every list.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b13-205',
    persona: 'life',
    message: 'how do i make a new habit actually stick',
    intent: 'life.habits',
  },
  {
    id: 'b13-206',
    persona: 'life',
    message:
      "I've tried to start journaling every morning at 7am at least five times this year, and it never lasts more than 10 days. What's the trick to making it automatic?",
    intent: 'life.habits',
  },
  {
    id: 'b13-207',
    persona: 'life',
    message:
      "Every January I set up a new routine — meditation, reading 20 pages a day, drinking more water — and by February it's gone. This year I'm determined to make just one thing stick. Work is busy, I'm a nurse on rotating shifts, and I just got a new flatmate, so my schedule is all over the place, which probably doesn't help. I've downloaded habit tracker apps and they work for a week. What actually makes a small daily routine last for the long run?",
    intent: 'life.habits',
  },
  {
    id: 'b13-208',
    persona: 'life',
    message:
      "I'm great at starting things and hopeless at keeping them going. The meditation app, the language lessons, the flossing — each one lasts about two weeks and then quietly disappears.",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b13-209',
    persona: 'life',
    message: 'want to start working out but hate gyms',
    intent: 'life.exercise',
  },
  {
    id: 'b13-210',
    persona: 'life',
    message:
      "I'm 52, haven't exercised regularly in 20 years, and my daughter keeps nagging me to get moving. I'd like to walk up the hill to my allotment without stopping by the summer. Where do I start?",
    intent: 'life.exercise',
  },
  {
    id: 'b13-211',
    persona: 'life',
    message:
      "I sit at a desk all day for work, then sit on the sofa in the evening, and I've noticed I get out of breath just climbing the stairs to our flat. I'm not trying to run a marathon, I just want to feel stronger and have more energy. Complicating things, I've got a new puppy, my partner works nights, and I'm halfway through a long course for work. I've bought gym memberships before and stopped going after three weeks. How do I become more active in a way I'll actually keep up?",
    intent: 'life.exercise',
  },
  {
    id: 'b13-212',
    persona: 'life',
    message:
      "My running shoes are still in the box from last Christmas. My body feels stiff all the time and I'd like to move more, but I don't know what kind of movement I'd actually enjoy.",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b13-213',
    persona: 'life',
    message: 'on my phone like 7 hrs a day, help',
    intent: 'life.screen-time',
  },
  {
    id: 'b13-214',
    persona: 'life',
    message:
      'My Screen Time report says I spent 6h 40m on Instagram and TikTok yesterday. I want to get it under two hours a day by the end of the month. What actually works?',
    intent: 'life.screen-time',
  },
  {
    id: 'b13-215',
    persona: 'life',
    message:
      "I work from home as a translator, so I'm on a computer all day anyway, but what bothers me is what happens after. I finish work, then I'm on my phone through dinner, through the TV show I'm supposedly watching, and in bed until midnight. My partner has started commenting on it, and I haven't read a book in months even though I joined a book club. I've tried deleting apps and then reinstalled them the next day. How do I cut back in a way that lasts?",
    intent: 'life.screen-time',
  },
  {
    id: 'b13-216',
    persona: 'life',
    message:
      "I pick up my phone to check the weather and look up a good forty minutes later having watched strangers cook pasta. It's the first thing I touch in the morning and the last thing at night.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b13-217',
    persona: 'life',
    message: 'keep putting things off till the last minute',
    intent: 'life.procrastination',
  },
  {
    id: 'b13-218',
    persona: 'life',
    message:
      "My dissertation is due on 15 May and I've written 800 of 10,000 words. Every day I sit down to write and end up cleaning the kitchen instead. How do I actually get started?",
    intent: 'life.procrastination',
  },
  {
    id: 'b13-219',
    persona: 'life',
    message:
      "I'm self-employed as a graphic designer, and I have a folder of 'important things' I keep not doing: my tax return, updating my portfolio, calling the bank about my mortgage. I'm actually quite good at client work when there's a deadline, but anything without one just sits there for months. This week I reorganised my bookshelf and went to two yoga classes instead of doing any of it. I know exactly what I need to do — I just don't do it. How do I break this pattern?",
    intent: 'life.procrastination',
  },
  {
    id: 'b13-220',
    persona: 'life',
    message:
      "The form has been open in a browser tab for three weeks. It would take 20 minutes. Every morning I tell myself 'today' and every evening I've done everything except that.",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b13-221',
    persona: 'life',
    message: 'drinking too much wine most nights',
    intent: 'life.drinking',
  },
  {
    id: 'b13-222',
    persona: 'life',
    message:
      "I've gone from a couple of beers on Friday to 3–4 drinks most weeknights since lockdown. I'd like to cut down to weekends only, starting with Dry January. Any practical tips?",
    intent: 'life.drinking',
  },
  {
    id: 'b13-223',
    persona: 'life',
    message:
      "Nothing dramatic, but I've noticed I'm relying on alcohol more than I'd like. After work I pour a large glass of wine 'to unwind', then it's usually two or three. At weekends it's more. Work's fine, I've just started a new role in HR, and I'm planning a trip to Vietnam with my sister in the autumn. But I wake up groggy, my sleep's worse, and I don't like how automatic it's become. I want to cut back, not necessarily stop completely. How do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b13-224',
    persona: 'life',
    message:
      "Every evening at six the fridge is calling me, and one glass becomes most of the bottle. My friends all do the same, so it's hard to say no at the pub on Fridays either.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b13-225',
    persona: 'life',
    message: 'always broke by the end of the month',
    intent: 'life.money',
  },
  {
    id: 'b13-226',
    persona: 'life',
    message:
      "I earn £2,300 a month after tax and somehow I've got £3,000 on a credit card and nothing saved. How do I make a budget I can actually stick to, starting this payday on the 28th?",
    intent: 'life.money',
  },
  {
    id: 'b13-227',
    persona: 'life',
    message:
      "I'm 33, I work in retail management and I'm good at my job, but my money is a mess. I never look at my bank app because I'm scared of what I'll see, I pay bills late even when I have the money, and I have subscriptions I've forgotten about. My partner and I want to move in together next year and I'm embarrassed to show him my finances. I also want to start saving for a holiday. How do I get organised with money without it feeling overwhelming?",
    intent: 'life.money',
  },
  {
    id: 'b13-228',
    persona: 'life',
    message:
      "Payday feels great for about four days, then I'm checking my balance before buying a sandwich. I've no idea where it all goes and I'd like to stop feeling like this every single month.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b13-229',
    persona: 'life',
    message: 'new city, feel out of place',
    intent: 'life.moving',
  },
  {
    id: 'b13-230',
    persona: 'life',
    message:
      "We moved from Chicago to Denver three weeks ago for my husband's job. The boxes are unpacked but I don't know the neighborhood, the kids start a new school on Monday, and nothing feels like home yet.",
    intent: 'life.moving',
  },
  {
    id: 'b13-231',
    persona: 'life',
    message:
      "I moved from Milan to Edinburgh in January for a new job. The job is good, my colleagues are nice, and I even started learning the bagpipes as a joke that became serious. But outside work I still feel like a visitor — I don't know which supermarket is good, the weather is a shock, and I have not found my place like I had at home. My English is okay but jokes go over my head sometimes. How do I settle in and make this city feel like mine?",
    intent: 'life.moving',
  },
  {
    id: 'b13-232',
    persona: 'life',
    message:
      "Six weeks ago I carried the last box up the stairs of a flat in a town where I know nobody. I still take the same route to the same shop every day because I don't know anywhere else yet.",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b13-233',
    persona: 'life',
    message: 'how to say no without feeling guilty',
    intent: 'life.boundaries',
  },
  {
    id: 'b13-234',
    persona: 'life',
    message:
      'My mother-in-law drops by unannounced three or four times a week and lets herself in with her key. How do I ask her to call first without starting a war before Christmas?',
    intent: 'life.boundaries',
  },
  {
    id: 'b13-235',
    persona: 'life',
    message:
      "I'm the 'reliable one' in every part of my life. At work I'm the person who covers shifts, among friends I'm the one who organises and listens, and my brother calls me whenever he needs money or a lift. I do like helping, but I've started to feel used and exhausted. This month alone I've given up three weekends for other people, while my own plans — redecorating my bedroom, a trip to see my cousin — keep getting pushed back. How do I start protecting my time without everyone thinking I've changed?",
    intent: 'life.boundaries',
  },
  {
    id: 'b13-236',
    persona: 'life',
    message:
      "A colleague messages me on WhatsApp at weekends about work stuff and I always reply within minutes, even during my kid's swimming lessons. I want to stop being that available, but telling her feels rude.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b13-237',
    persona: 'life',
    message: 'feel like im just drifting through life',
    intent: 'life.purpose',
  },
  {
    id: 'b13-238',
    persona: 'life',
    message:
      "I'm 45, the kids have left home, the mortgage is nearly paid, and I have this strange sense of 'now what?'. I'd like my next 20 years to mean something. Where do I start?",
    intent: 'life.purpose',
  },
  {
    id: 'b13-239',
    persona: 'life',
    message:
      "On paper I've done everything I was supposed to: degree, steady job, partner, a flat in a nice area, a dog. I go to yoga twice a week and I've travelled a lot. But lately I wake up and wonder what it all adds up to. It's not my job specifically — work is fine — it's more that my life as a whole doesn't have a thread running through it. I'd like to feel I'm living for something bigger than the next weekend. How do people find what really matters to them?",
    intent: 'life.purpose',
  },
  {
    id: 'b13-240',
    persona: 'life',
    message:
      "My days are full but they don't add up to anything. I see people who light up talking about their causes or their art, and I don't have anything like that. I'd like to know what I care about.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b13-241',
    persona: 'life',
    message: 'big decision, keep going back and forth',
    intent: 'life.decision',
  },
  {
    id: 'b13-242',
    persona: 'life',
    message:
      "I've been offered a place on a master's in Copenhagen starting in August, but it means leaving my partner in Leeds for two years. I have to accept or decline by 1 May. How do I decide?",
    intent: 'life.decision',
  },
  {
    id: 'b13-243',
    persona: 'life',
    message:
      "We've been weighing whether to move back to Ireland to be closer to my parents or stay in Sydney, where we've lived for eight years. The kids are settled here, my partner's business is here, but my parents are getting older and I miss home. We also just renovated our kitchen and my youngest started swimming lessons, so moving would feel like ripping everything up. We've been talking in circles for a year. How do we actually make this call?",
    intent: 'life.decision',
  },
  {
    id: 'b13-244',
    persona: 'life',
    message:
      "Sell the house in the city and buy something small by the sea, or stay put and play it safe? I've made spreadsheets, asked friends, even flipped a coin. Every time I pick one, I immediately want the other.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b13-245',
    persona: 'life',
    message: 'looking after my mum with dementia, exhausted',
    intent: 'life.caregiving',
  },
  {
    id: 'b13-246',
    persona: 'life',
    message:
      "My dad had a stroke in January and I've been his main carer since, driving over every evening after work. My brother lives in Australia and can't help much. How do I keep going without losing myself?",
    intent: 'life.caregiving',
  },
  {
    id: 'b13-247',
    persona: 'life',
    message:
      "My husband was diagnosed with MS two years ago, and his mobility has got worse this year. I do most of the household stuff now, plus help him with daily things, plus my part-time job at the school. Our daughter is in her final year at uni and I don't want to worry her. I love him and I want to do this, but I've stopped seeing my friends and I can't remember the last time I did anything just for me. How do I care for him well and still have a life of my own?",
    intent: 'life.caregiving',
  },
  {
    id: 'b13-248',
    persona: 'life',
    message:
      "Every morning before work I go to my grandad's to sort his tablets and make breakfast, and every evening I go back to help him into bed. I love him, but I haven't had a day off in months.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b13-249',
    persona: 'founder',
    message: 'weird rash for 2 weeks, doctor or wait?',
    intent: 'any.health',
  },
  {
    id: 'b13-250',
    persona: 'career',
    message:
      "I've had migraines three times a week since starting a new screen-heavy job in January. Could it be my eyes or something else, and should I see a GP or an optician first?",
    intent: 'any.health',
  },
  {
    id: 'b13-251',
    persona: 'life',
    message:
      "Random question, but I don't know who else to ask. I'm 36, I've been feeling dizzy when I stand up quickly, and my heart sometimes flutters for a few seconds. It's been happening for about a month. I've also been training for a half marathon and cutting carbs, and work's been busy with a product launch, so maybe it's all related. My partner says I'm overthinking it. Should I get this checked, and what kind of doctor would I even see?",
    intent: 'any.health',
  },
  {
    id: 'b13-252',
    persona: 'founder',
    message:
      "I've been getting a sharp pain under my right ribs after meals for about three weeks, worse after anything fatty. I keep ignoring it because we launch next month. Is that something that can wait?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b13-253',
    persona: 'career',
    message: 'can my employer legally cut my pay?',
    intent: 'any.legal',
  },
  {
    id: 'b13-254',
    persona: 'life',
    message:
      "My landlord in Leeds is keeping my £1,200 deposit for 'wear and tear' after I moved out on 30 April, and there was never an inventory. Do I have a legal case, and should I talk to a solicitor?",
    intent: 'any.legal',
  },
  {
    id: 'b13-255',
    persona: 'founder',
    message:
      "We're a small startup and we've been working with a freelance developer for a year. Meanwhile we're moving office and I'm trying to hire a head of sales, so everything is busy. The developer now says he owns the code he wrote because we never signed a contract assigning the IP to us. We're also about to raise money and investors will ask about this. I don't know whether he's right. Is this something I need a lawyer for, and what kind of lawyer?",
    intent: 'any.legal',
  },
  {
    id: 'b13-256',
    persona: 'career',
    message:
      "My old company says I can't work for any competitor for 12 months because of something I signed when I joined. I've just had an offer from one of them. Can they actually stop me?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b13-257',
    persona: 'life',
    message: 'pay off mortgage early or invest? need proper advice',
    intent: 'any.finance',
  },
  {
    id: 'b13-258',
    persona: 'founder',
    message:
      'I just sold my company and will receive about $2.4M in May. Should I pay down my mortgage, put it in index funds, or something else — and what kind of adviser should I see about the tax side?',
    intent: 'any.finance',
  },
  {
    id: 'b13-259',
    persona: 'career',
    message:
      "I'm switching jobs next month and my new employer has a different pension scheme. I've got pensions from three previous jobs scattered around, plus shares from an employee stock plan. On top of that I've been busy with interviews, my sister's wedding, and a trip to Portugal, so I've ignored it all. Should I combine the pensions into one, and what should I do with the shares? I'm 42 and want to retire by 60 if I can. Is this the kind of thing I should pay a financial adviser for?",
    intent: 'any.finance',
  },
  {
    id: 'b13-260',
    persona: 'life',
    message:
      "My aunt left me £80,000 and it's sitting in a current account earning nothing. I'm 30, no debts apart from my student loan. I want someone qualified to tell me what to do with it.",
    intent: 'any.finance',
  },
];
