import type { MentorType } from '@mentor/validation';

/**
 * The fifteenth blind set (260 messages, 4 per intent, ids b15-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the sixteenth blind set, src/ai/eval/blind-heldout-16.ts (now ./sixteenth-blind.ts), replaced it. One message
 * (b15-153) was word for word a message of the corpus when it was written; a word was added to it.
 */
export const FIFTEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b15-001',
    persona: 'founder',
    message: 'how do i know ppl actually want this',
    intent: 'founder.discovery',
  },
  {
    id: 'b15-002',
    persona: 'founder',
    message:
      "I've got a landing page for a meal-prep app for shift nurses and 40 signups, but nobody's paid anything. How should I run conversations with them so I learn whether the problem is real and not just polite interest?",
    intent: 'founder.discovery',
  },
  {
    id: 'b15-003',
    persona: 'founder',
    message:
      "Planning 15 calls with HR managers next week about our onboarding tool idea. What should I ask so they don't just tell me it sounds cool?",
    intent: 'founder.discovery',
  },
  {
    id: 'b15-004',
    persona: 'founder',
    message:
      "So I've been working on this idea for about four months now, mostly nights and weekends because I still have my day job at the bank, and my partner is getting a bit tired of me talking about it at dinner. The idea is a scheduling tool for independent physiotherapists. I talked to two physios I know personally and they both said they'd love it, but honestly they're friends and I think they'd say that regardless. Before I quit anything or spend my savings building it, I want to find out if strangers actually have this pain badly enough to switch from their current spreadsheets. How do I go about testing that properly without building the whole thing first?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b15-005',
    persona: 'founder',
    message: 'zero users. where do i even start',
    intent: 'founder.first-customers',
  },
  {
    id: 'b15-006',
    persona: 'founder',
    message:
      "We launched our bookkeeping app for Etsy sellers two weeks ago and have exactly 3 signups, all from my cousin's friends. How do I get the first 10 paying users?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b15-007',
    persona: 'founder',
    message:
      'The product is ready and works, but I have no idea how to land our very first B2B client. Should I cold email local dental clinics or go through my old network from consulting?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b15-008',
    persona: 'founder',
    message:
      "It's been a strange month. We finally shipped version one of our inventory app for small bakeries after eight months of building, my cofounder moved to Lisbon for her partner's job so we're fully remote now, and I've been trying to keep my running routine going with mixed success. The thing that's keeping me up is that nobody is using it yet. We have a website, a Product Hunt page that got 60 upvotes and then nothing, and a LinkedIn post that my mum liked. I know the product is decent because the two bakers who tested it loved it, but I just don't know how to get from zero to the first handful of real paying bakeries. Where do people usually find those early ones?",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b15-009',
    persona: 'founder',
    message: 'what should i charge for this',
    intent: 'founder.pricing',
  },
  {
    id: 'b15-010',
    persona: 'founder',
    message:
      "We're at $9/month for our SaaS and a few customers said it's cheap. Should I go to $29, and how do I handle the people already on the old price?",
    intent: 'founder.pricing',
  },
  {
    id: 'b15-011',
    persona: 'founder',
    message:
      'Trying to decide between per-seat and a flat monthly fee for our team retro tool. Most customers are teams of 5–20 people. Which makes more sense?',
    intent: 'founder.pricing',
  },
  {
    id: 'b15-012',
    persona: 'founder',
    message:
      "Bit of background: I run a small analytics product for podcast hosts, it's just me and a part-time developer in Manila, and we've been live for about a year. Revenue is around $4k a month. My sister keeps telling me I undercharge for everything in life, which is probably true, I also never ask for refunds when things go wrong. Right now we have one plan at $15 a month, and I suspect the bigger podcast networks would happily pay ten times that for extra features like multi-show dashboards. But I'm scared that if I introduce tiers or raise the number, the small hobby hosts will leave. How do I figure out what the plans and numbers should actually be?",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b15-013',
    persona: 'founder',
    message: 'customers keep cancelling after month 2',
    intent: 'founder.churn',
  },
  {
    id: 'b15-014',
    persona: 'founder',
    message:
      "About 8% of our subscribers cancel every month and most of them never log in after the first week. How do I figure out why they're leaving and keep them around?",
    intent: 'founder.churn',
  },
  {
    id: 'b15-015',
    persona: 'founder',
    message:
      "Lost three of our biggest accounts this quarter. They said the tool wasn't being used enough internally. How do I stop the rest from following?",
    intent: 'founder.churn',
  },
  {
    id: 'b15-016',
    persona: 'founder',
    message:
      "Honestly the past few weeks have been a blur, we moved offices, I've been sleeping badly because the baby is teething, and our investor update is due Friday. The number I'm dreading putting in it is retention. We get plenty of trials on our habit-tracking app for corporate wellness programmes, and conversion from trial is fine, but then companies just quietly don't renew after the first year. Last cohort we kept maybe 55% of them. When I ask, the HR people say things like budgets changed or employees stopped engaging. I don't know whether it's the product, the onboarding, or that we're selling to the wrong buyer. What should I look at first to keep more of the customers we already have?",
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b15-017',
    persona: 'founder',
    message: 'need a repeatable way to close deals',
    intent: 'founder.sales',
  },
  {
    id: 'b15-018',
    persona: 'founder',
    message:
      "Every deal we've closed so far came from me personally hustling. There's no playbook, no CRM, nothing written down. What should I set up so deals don't depend on my memory?",
    intent: 'founder.sales',
  },
  {
    id: 'b15-019',
    persona: 'founder',
    message:
      'Our pipeline is a mess: 40 leads in a spreadsheet, no idea which are warm, demos that go nowhere. How do I structure demos and follow-ups so deals actually move forward?',
    intent: 'founder.sales',
  },
  {
    id: 'b15-020',
    persona: 'founder',
    message:
      "We sell compliance software to mid-sized logistics companies, and our average contract is about €18k a year. I used to be an engineer, so selling feels alien to me, though I've gotten more comfortable since I started doing improv classes on Thursdays, weirdly. The problem is that every deal takes six to nine months and I never know where they stand. Some go cold after the demo, some get stuck in procurement, some just vanish. My cofounder thinks we need more leads but I think we're losing the ones we have because there's no consistent process from first call to signed contract. How do I build something structured, with stages and qualification, that doesn't depend on me remembering everything?",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b15-021',
    persona: 'founder',
    message: 'first engineer hire, how??',
    intent: 'founder.hiring',
  },
  {
    id: 'b15-022',
    persona: 'founder',
    message:
      "We just closed a small seed round and need to bring on two developers and a designer. I've never recruited anyone before. Where do I find good people and how do I interview them?",
    intent: 'founder.hiring',
  },
  {
    id: 'b15-023',
    persona: 'founder',
    message:
      "Should my first employee be a generalist ops person or a senior backend dev? We're 2 founders, 11 months in, 30 customers.",
    intent: 'founder.hiring',
  },
  {
    id: 'b15-024',
    persona: 'founder',
    message:
      "Quick life update before the actual question: I finally moved out of my parents' place, my dog is adjusting to the new flat, and the startup is doing okay, around 200 paying customers for our language-learning app. The problem is that I'm doing customer support, marketing, product and half the coding myself, and it's not sustainable. We have money for roughly two people. I keep going back and forth on whether to bring in someone junior and cheap who I can train, or one experienced person who costs double but could run things without me. I also have no idea how to judge candidates, write a job post, or compete with big companies on salary. How should I approach building out the team?",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b15-025',
    persona: 'founder',
    message: 'should we raise a seed round',
    intent: 'founder.fundraising',
  },
  {
    id: 'b15-026',
    persona: 'founder',
    message:
      "We're at $20k MRR growing 12% month over month and a few angels have reached out. Is now the time to raise a proper round, and how much should we ask for?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b15-027',
    persona: 'founder',
    message:
      "I've emailed 60 VCs in the last two months and got 4 meetings, zero term sheets. How do people actually get investors to commit?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b15-028',
    persona: 'founder',
    message:
      "So here's where things stand. I left my job at a consultancy eighteen months ago and my wife and I agreed I'd give this until the end of next year. We've built a marketplace for renting construction equipment in the Midlands and it's working, about £300k in transactions last quarter. Everyone tells me I should go out and get money from VCs, but I've never done it, I don't know any investors, and I don't know whether to go for angels, a pre-seed fund, or a syndicate. I also worry about giving away too much equity too early and ending up with a board telling me what to do. What's a sensible way to approach getting outside investment?",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b15-029',
    persona: 'founder',
    message: 'my deck is boring, help',
    intent: 'founder.pitch',
  },
  {
    id: 'b15-030',
    persona: 'founder',
    message:
      'I have a 12-slide deck for investor meetings next month. People keep getting lost around slide 5 where I explain the market. How do I make the story tighter?',
    intent: 'founder.pitch',
  },
  {
    id: 'b15-031',
    persona: 'founder',
    message:
      'Got a 3-minute demo-day slot on March 14. How do I open strong and what should I cut so the ask lands at the end?',
    intent: 'founder.pitch',
  },
  {
    id: 'b15-032',
    persona: 'founder',
    message:
      "Last week I did my first three investor meetings, and honestly they went badly. Not disastrous, nobody laughed, but I could see their eyes glazing over. I'm a chemist by training so I went deep into how our biodegradable packaging material works, and by the time I got to traction and the team there were five minutes left. One partner said she didn't get why now. Meanwhile I've also been helping my brother renovate his kitchen on weekends, so I've had basically no time to rehearse. I've got another batch of meetings in two weeks. How do I restructure what I say and show so it's clear, punchy, and actually makes them want a second meeting?",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b15-033',
    persona: 'founder',
    message: 'me and my cofounder keep fighting',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b15-034',
    persona: 'founder',
    message:
      "My cofounder wants to take a big enterprise contract that would eat our roadmap for 6 months; I think it will kill the product. We haven't spoken properly in a week. How do we get past this?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b15-035',
    persona: 'founder',
    message:
      "I feel like I'm doing 70% of the work but we split equity 50/50. How do I bring this up with my business partner without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b15-036',
    persona: 'founder',
    message:
      "We started the company together three years ago, we were best friends at uni, he was the best man at my wedding. Lately though, every meeting turns into an argument. He wants to move fast and launch new features, I want to fix the bugs our customers keep complaining about. Last Tuesday he made a pricing change without telling me and I found out from a customer email. I was furious. Our two employees have noticed the tension and one of them asked me if the company is okay. I don't want to lose the friendship or the business, but I don't know how to have the conversation without it turning into blame. How do we work through this?",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b15-037',
    persona: 'founder',
    message: 'need a techie partner to start this with',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b15-038',
    persona: 'founder',
    message:
      "I'm a non-technical founder with a fintech idea and early interest from two credit unions. Where do I meet a CTO type who'd join as an equal partner rather than a freelancer?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b15-039',
    persona: 'founder',
    message:
      "Tried YC's matching platform and a couple of meetups in Berlin, met a few people but no spark. How do you know someone's the right person to build a company with?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b15-040',
    persona: 'founder',
    message:
      "I've been running my little dog-walking marketplace solo for about a year. It's grown to three cities, I quit my marketing job in September, and my flat has basically become an office with whiteboards on every wall. The trouble is that doing everything alone is wearing thin, and every investor I talk to asks why there's only one founder. I'm looking for someone to come in as a true partner, ideally with a product or engineering background, who'd take real equity and share the decisions. But I don't know where those people hang out, how to test whether we'd work well together, or how to split ownership fairly. How do people usually find the right person for this?",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b15-041',
    persona: 'founder',
    message: "idea isn't working, switch to something else?",
    intent: 'founder.pivot',
  },
  {
    id: 'b15-042',
    persona: 'founder',
    message:
      'Our consumer app has been flat at 2,000 users for 9 months, but three businesses asked if they could use it for their staff. Should we drop the consumer side and go B2B?',
    intent: 'founder.pivot',
  },
  {
    id: 'b15-043',
    persona: 'founder',
    message:
      "We've spent 18 months on this and growth is basically zero. Part of me wants to keep pushing, part of me wants to take what we learned and attack a different problem. How do I decide?",
    intent: 'founder.pivot',
  },
  {
    id: 'b15-044',
    persona: 'founder',
    message:
      "I'll be honest, I'm a bit lost. We started out building a social network for amateur birdwatchers, raised a small angel round, and grew to about 5,000 users, which felt amazing at first. But engagement dropped off a cliff after summer and monetisation has been basically impossible. Meanwhile the image-recognition model we built to identify species is getting interest from an environmental consultancy and two universities who want to license it. My cofounder loves the community and doesn't want to abandon it. I've also just turned 40, which has me thinking a lot about how much time I want to spend on something that isn't working. Do we stay the course, or change what the company is?",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b15-045',
    persona: 'founder',
    message: 'too many ideas, what do i do first',
    intent: 'founder.focus',
  },
  {
    id: 'b15-046',
    persona: 'founder',
    message:
      'This quarter I want to launch a mobile app, redo onboarding, start a podcast and open a US office. There are only 4 of us. How do I pick the one thing that matters most?',
    intent: 'founder.focus',
  },
  {
    id: 'b15-047',
    persona: 'founder',
    message:
      'Every week I start on a new initiative and finish none of them. How do I pick a single bet for this quarter and say no to everything else?',
    intent: 'founder.focus',
  },
  {
    id: 'b15-048',
    persona: 'founder',
    message:
      "It's Sunday evening and I'm writing this with a spreadsheet of 23 possible projects open in another tab. Our startup makes scheduling software for yoga studios, and we're at around 150 customers. There's the integration with payment providers, the Spanish translation, a partnership with a franchise chain, the referral program, a redesign, and about eighteen other things. My cofounder wants the redesign, our biggest customer wants the integration, and my gut says referral. Meanwhile I promised my daughter I'd actually be present at her swimming gala next weekend instead of checking Slack. I keep trying to do a bit of everything and nothing moves. How do I pick the one bet that matters and actually stick with it?",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b15-049',
    persona: 'founder',
    message: 'so tired of running this company',
    intent: 'founder.burnout',
  },
  {
    id: 'b15-050',
    persona: 'founder',
    message:
      "I've worked 80-hour weeks for two years on my startup. I used to love it; now I dread opening my laptop and I snap at my team. What do I do?",
    intent: 'founder.burnout',
  },
  {
    id: 'b15-051',
    persona: 'founder',
    message:
      "Haven't taken a day off since we launched in 2022. I'm exhausted, I feel numb about wins, and I secretly wish someone else would run the company for a month. How do other founders recover?",
    intent: 'founder.burnout',
  },
  {
    id: 'b15-052',
    persona: 'founder',
    message:
      "I keep telling everyone things are great. Investors, my team, my parents when they call on Sundays. The numbers actually are okay, we just passed 1,000 customers for our HR software. But I haven't felt excited about anything in months. I wake up at 5am with my mind already racing about payroll and product bugs, I've gained weight, I stopped playing football with my mates, and last week I sat in the car outside the office for twenty minutes because I couldn't face walking in. Being the CEO means I can't exactly call in sick. I don't want to quit the company, I just don't know how to keep doing this without completely running myself into the ground. How do founders get their energy back?",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b15-053',
    persona: 'founder',
    message: 'our app is confusing, what to cut',
    intent: 'founder.product',
  },
  {
    id: 'b15-054',
    persona: 'founder',
    message:
      'Our MVP has become a cluttered mess because we said yes to every customer request. How do I decide what the core of the product really is and which features to strip out?',
    intent: 'founder.product',
  },
  {
    id: 'b15-055',
    persona: 'founder',
    message:
      "We're designing v2 of our budgeting app. Should onboarding start with connecting a bank account, or let people explore first? Lots of users drop off at the bank screen.",
    intent: 'founder.product',
  },
  {
    id: 'b15-056',
    persona: 'founder',
    message:
      "I'm a designer by background, and I started this company with a developer friend about a year ago. We make a tool that helps small architecture firms manage client feedback on drawings. The product has grown in a very messy way, basically whatever the loudest customer asked for that month got built. Now we have three different ways to leave a comment, a calendar nobody uses and a settings page that's longer than my tax return. New users get confused in the first five minutes. I'm off to my friend's wedding in Porto this weekend, but after that I want to sit down and rethink what the tool is really for and how it should work. How should I approach that?",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b15-057',
    persona: 'founder',
    message: 'how do we get more signups',
    intent: 'founder.growth',
  },
  {
    id: 'b15-058',
    persona: 'founder',
    message:
      "Word of mouth got us to 500 users but it's plateaued. We've tried Facebook ads (too expensive, $80 per signup) and a bit of SEO. What channel should we double down on?",
    intent: 'founder.growth',
  },
  {
    id: 'b15-059',
    persona: 'founder',
    message:
      'We sell to accountants and have 40 happy customers. To get to the next 500, should we bet on content, partnerships with software vendors, or trade conferences?',
    intent: 'founder.growth',
  },
  {
    id: 'b15-060',
    persona: 'founder',
    message:
      "Things are good in a lot of ways. We have around 300 paying customers for our recipe-planning app, retention is strong, and people who use it really love it, we get lovely emails. I finally went on holiday to Crete last month and didn't check my phone much. But new customers have been stuck at about 20 a month since the spring, and we've sort of tried everything half-heartedly: a TikTok account, a few influencer posts, Google ads, a referral code nobody uses. I think the problem is we never committed to one thing long enough to know whether it works. How do I find the channel that can actually scale, and test it properly?",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b15-061',
    persona: 'founder',
    message: 'we have 4 months of cash left',
    intent: 'founder.runway',
  },
  {
    id: 'b15-062',
    persona: 'founder',
    message:
      'Our burn is $45k a month and we have $310k in the bank. Revenue is $12k MRR. How should I think about cutting costs vs. trying to grow into it?',
    intent: 'founder.runway',
  },
  {
    id: 'b15-063',
    persona: 'founder',
    message:
      'A big customer is 90 days late paying a $60k invoice and payroll is due in three weeks. How do I manage the cash until then?',
    intent: 'founder.runway',
  },
  {
    id: 'b15-064',
    persona: 'founder',
    message:
      "I just did the spreadsheet I'd been avoiding for weeks. We have about seven months of money left at the current spend, maybe nine if a couple of enterprise deals close. We're a team of eight, most of the cost is salaries, plus an office lease in Manchester we signed when things looked rosier. My accountant is lovely but mostly focuses on VAT returns and doesn't really help with planning. I've been so focused on product and sales that I never built a proper model of burn, scenarios, or when I'd need to make hard calls. My partner is pregnant with our second child, so the stakes feel very personal right now. How do I get a grip on the money side and make it last?",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b15-065',
    persona: 'career',
    message: 'starting to look for a new job',
    intent: 'career.job-search',
  },
  {
    id: 'b15-066',
    persona: 'career',
    message:
      "I'm a mid-level data analyst in Leeds and I want to be at a new company by September. How should I organise my search: which sites, how many applications a week, recruiters or not?",
    intent: 'career.job-search',
  },
  {
    id: 'b15-067',
    persona: 'career',
    message:
      'Graduating in May and I know I want a junior marketing role, but I have no plan for how to hunt for one. Big companies, startups, agencies? Where do I even look?',
    intent: 'career.job-search',
  },
  {
    id: 'b15-068',
    persona: 'career',
    message:
      "So my contract at the museum ends in March, and they've said there's no budget to renew it. I've been there three years as an education officer and I've honestly loved it. In the meantime my flatmate is moving out, so I also need to find a new place, and my mum keeps sending me links to jobs at the council that are nothing like what I do. I'd like to stay in the cultural or education sector, ideally in Bristol or remote. The last time I looked for work was straight out of uni, and everything seems to have changed: LinkedIn, applicant tracking systems, recruiters messaging me about sales roles. How do I structure a proper plan for finding the next role over the next few months?",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b15-069',
    persona: 'career',
    message: 'my resume needs work',
    intent: 'career.cv',
  },
  {
    id: 'b15-070',
    persona: 'career',
    message:
      'My CV is 4 pages long and lists every task from 12 years in logistics. How do I cut it down to 2 pages and make my achievements stand out?',
    intent: 'career.cv',
  },
  {
    id: 'b15-071',
    persona: 'career',
    message:
      'How do I explain a two-year gap for raising my kids on my résumé? And should the summary at the top lean towards project management or operations?',
    intent: 'career.cv',
  },
  {
    id: 'b15-072',
    persona: 'career',
    message:
      "I've been a nurse for nine years and I'm applying for clinical systems trainer roles in healthcare IT. I've done a couple of online courses and I helped roll out the new electronic records system on my ward, which was honestly the most fun I've had at work. My problem is my CV reads like a nursing CV: patient care, medication rounds, all of that. I spent Saturday at the library trying to rewrite it and ended up just staring at the bullet points. My friend who works in recruitment says hiring managers spend six seconds on each one. How do I rewrite the document so my transferable skills jump out and it doesn't look like I'm just a nurse who wandered in?",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b15-073',
    persona: 'career',
    message: '100 applications, zero callbacks',
    intent: 'career.no-responses',
  },
  {
    id: 'b15-074',
    persona: 'career',
    message:
      "I've sent out about 70 applications since January for junior UX roles and heard back from two, both rejections. What am I doing wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b15-075',
    persona: 'career',
    message:
      'Recruiters view my LinkedIn profile but when I apply directly nobody ever answers. Is it my cover letter, the ATS filters, or something else?',
    intent: 'career.no-responses',
  },
  {
    id: 'b15-076',
    persona: 'career',
    message:
      "I'm starting to feel like I'm shouting into a void. I got my accounting qualification last year, I have two years of experience at a small firm in Cork, and I've been applying for roles at bigger firms since the summer. I tailor every application, write a new cover letter each time, and I've probably sent about 90 now. I've had one phone screen. Everything else is either silence or an automated email three months later. My girlfriend thinks I should just keep going, my dad thinks I should ring companies up directly like it's 1985. Meanwhile I'm still working at the small firm, which is fine but dull. Why am I not hearing back, and what can I change so employers actually get in touch?",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b15-077',
    persona: 'career',
    message: 'interview tomorrow at 10, how do i prep',
    intent: 'career.interview',
  },
  {
    id: 'b15-078',
    persona: 'career',
    message:
      "I have a final-round interview for a product manager role at a fintech next Thursday. They said there'll be a case study and a behavioural round. How should I prepare?",
    intent: 'career.interview',
  },
  {
    id: 'b15-079',
    persona: 'career',
    message:
      "How do I answer the 'tell me about a time you failed' question without sounding bad? I've got a panel of four people on Monday.",
    intent: 'career.interview',
  },
  {
    id: 'b15-080',
    persona: 'career',
    message:
      "Okay so big news, I got through to the second stage for a senior engineer role at a company I've admired for years. It's a system design round plus a conversation with the engineering director. I'm excited but also rusty, I haven't done one of these since 2019 and back then it was all whiteboard puzzles. My kids are on half-term next week so finding quiet hours to practise is going to be a nightmare, and my husband is travelling for work. I want to go in well-prepared: know what to expect, have good stories ready about my past projects, and be able to think out loud calmly. What's the best way to use the next ten days to get ready?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b15-081',
    persona: 'career',
    message: 'no word since my interview last week',
    intent: 'career.interview-after',
  },
  {
    id: 'b15-082',
    persona: 'career',
    message:
      "I had my final interview 10 days ago and they said I'd hear back within a week. Should I email the recruiter, and what should I say?",
    intent: 'career.interview-after',
  },
  {
    id: 'b15-083',
    persona: 'career',
    message:
      "I think I fumbled a technical question in yesterday's interview. Is it worth sending a note to clarify my answer, or does that look desperate?",
    intent: 'career.interview-after',
  },
  {
    id: 'b15-084',
    persona: 'career',
    message:
      "I did the final round for a communications manager job at a charity on Tuesday. It went well I think, we ran over time, the director laughed at my jokes, and they asked when I could start. Since then I have been refreshing my inbox like a maniac. I've also been trying to distract myself by repainting the spare room, which is now a very odd shade of green. I didn't send a thank-you note because I wasn't sure if that's still a thing. Now it's been six working days. Do I chase them? Send a thank-you late? And if it turns out to be a no, is it okay to ask them why?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b15-085',
    persona: 'career',
    message: 'got an offer, can i ask for more?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b15-086',
    persona: 'career',
    message:
      'They offered me £52k for a senior analyst role and I was hoping for £60k. How do I counter without them withdrawing it?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b15-087',
    persona: 'career',
    message:
      "The salary in my offer is fine, but the package only has 20 days' leave and no remote days. Is it reasonable to push on those instead of money?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b15-088',
    persona: 'career',
    message:
      "So I just got my first job offer out of my PhD, a research scientist position at a biotech in Boston. I'm thrilled, my parents are over the moon, and I celebrated with my lab mates at our usual terrible karaoke bar. The base is $115k plus some equity, and they gave me a week to respond. Friends in industry say that's on the low side for someone with my background, and I also need help with relocation since I'm moving from Ohio. I've literally never negotiated anything in my life, and I'm scared that if I push back they'll think I'm ungrateful. How do I go back to them and ask for a better deal in a way that's professional?",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b15-089',
    persona: 'career',
    message: "two offers, can't pick one",
    intent: 'career.compare-offers',
  },
  {
    id: 'b15-090',
    persona: 'career',
    message:
      'Offer A: £65k at a big bank, stable, long commute. Offer B: £58k plus equity at a 30-person startup, fully remote. I need to answer both by Friday. How do I weigh these?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b15-091',
    persona: 'career',
    message:
      'I have one offer from a consultancy and another from an in-house team at a retailer. The pay is almost identical. What should I look at to decide which to accept?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b15-092',
    persona: 'career',
    message:
      "What a week. After four months of searching, I ended up with two job offers on the same day, which feels absurd after so many rejections. One is a UX lead at an established insurance company: good salary, great pension, but the product is pretty boring and the office is in a business park. The other is a senior designer at a climate startup I genuinely believe in, about 10% less money, and they've only got funding for about two years. My partner and I are also thinking about buying a flat next year so stability matters. My heart says startup, my spreadsheet says insurance. How do I actually choose between them?",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b15-093',
    persona: 'career',
    message: 'underpaid, how do i ask boss for more',
    intent: 'career.raise',
  },
  {
    id: 'b15-094',
    persona: 'career',
    message:
      "I've been at my company 3 years without a pay increase and just found out a new hire on my team earns £8k more. How do I ask my manager for more money?",
    intent: 'career.raise',
  },
  {
    id: 'b15-095',
    persona: 'career',
    message:
      "My annual review is on the 15th. I took on two extra clients this year. What's a reasonable percentage to ask for, and how do I frame it?",
    intent: 'career.raise',
  },
  {
    id: 'b15-096',
    persona: 'career',
    message:
      "I work as a lab technician at a university and I've been there nearly five years. In that time I've trained every new PhD student, managed equipment orders and basically run the lab when the manager was on leave. My pay has gone up by exactly the inflation adjustment every year and nothing else. Meanwhile rent on my flat went up 15% in April and I've started picking up weekend shifts at a bike shop just to keep things comfortable. I'm not looking for a new title, I like what I do, I just want to be paid fairly for it. How do I make the case to my boss for more money in my current role?",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b15-097',
    persona: 'career',
    message: 'want to get to senior level this year',
    intent: 'career.promotion',
  },
  {
    id: 'b15-098',
    persona: 'career',
    message:
      "I've been a mid-level engineer for 3 years and keep getting told I'm 'almost there' for senior. How do I figure out what's actually missing and get the step up?",
    intent: 'career.promotion',
  },
  {
    id: 'b15-099',
    persona: 'career',
    message:
      'The next promotion round is in June and I want to move from Associate to Senior Associate. How do I build my case and get my director on board?',
    intent: 'career.promotion',
  },
  {
    id: 'b15-100',
    persona: 'career',
    message:
      "I've been at the agency for four years now, and I've watched two people who joined after me move up to account director. I'm happy for them, genuinely, but I'm also starting to wonder what I'm doing wrong. My clients are happy, I hit my targets, I've stayed late more times than I can count. My manager says nice things in reviews but never mentions the next level. Outside of work, I've just started a pottery class which is the only thing that stops me checking my email at night. I'd like to get to the next rung within the next year. How do I make myself visible for that and have the conversation about moving up?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b15-101',
    persona: 'career',
    message: "my review said im 'not strategic'??",
    intent: 'career.feedback-received',
  },
  {
    id: 'b15-102',
    persona: 'career',
    message:
      "My manager told me in my mid-year review that I 'come across as abrupt in meetings'. I honestly don't know what she means. How do I figure out what to do with that?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b15-103',
    persona: 'career',
    message:
      "I got my 360 results back and three people said I don't delegate enough. It stung. How do I process this and decide what to actually change?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b15-104',
    persona: 'career',
    message:
      "I got my annual review back on Friday and I've been chewing on it all weekend. Most of it was positive, but there was one paragraph saying I need to show more ownership and communicate progress more proactively. I went for a long walk along the canal yesterday trying to work out what that actually means, because from where I sit I own loads of stuff and I update the team every week. Part of me feels defensive and a little hurt, part of me thinks there's probably something real in it. I'm meeting my manager again on Thursday. How do I make sense of these comments and turn them into something useful instead of just stewing?",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b15-105',
    persona: 'career',
    message: 'telling my report their work is sloppy',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b15-106',
    persona: 'career',
    message:
      "One of my direct reports keeps missing deadlines and it's affecting the whole team. I have a 1:1 with him on Wednesday. How do I raise it without crushing him?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b15-107',
    persona: 'career',
    message:
      "A colleague asked me to review her slides before the board meeting and honestly they're not good. How do I tell her the truth kindly and usefully?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b15-108',
    persona: 'career',
    message:
      "I manage a small team of five at a marketing agency, and one of them, a really likeable guy who's been here longer than me, has a habit of talking over junior colleagues in meetings and dismissing their ideas. Two people have mentioned it to me privately. I've been putting off saying anything because he's popular, he's going through a divorce, and frankly I hate confrontation; I'm the person who apologises when someone else bumps into me. But I can see the juniors going quiet and it's not fair on them. I need to have this conversation properly, in a way that's clear and specific but doesn't make him defensive. How do I prepare for it and what do I actually say?",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b15-109',
    persona: 'career',
    message: 'my boss is a nightmare',
    intent: 'career.manager',
  },
  {
    id: 'b15-110',
    persona: 'career',
    message:
      'My manager changes priorities every couple of days and then blames me when things are late. How do I handle this without getting myself in trouble?',
    intent: 'career.manager',
  },
  {
    id: 'b15-111',
    persona: 'career',
    message:
      "My new boss micromanages everything: he rewrites my emails and wants hourly updates. I've been here six years and never had this. What can I do?",
    intent: 'career.manager',
  },
  {
    id: 'b15-112',
    persona: 'career',
    message:
      "I've been at my current job for about a year and a half. The work itself is great, I really like my team, and the office is ten minutes from my flat, which is a dream. The issue is my manager. She cancels our 1:1s constantly, gives vague instructions and then criticises the result in front of other people, and takes credit for my work in meetings with her boss. Last week she presented my analysis to the directors without even mentioning my name. I've tried asking for clearer briefs and she just says use your judgement. I don't want to leave over one person, but it's wearing me down. How do I deal with her?",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b15-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my stuff',
    intent: 'career.colleague',
  },
  {
    id: 'b15-114',
    persona: 'career',
    message:
      'Someone on the same level as me keeps going over my head and emailing my clients directly. We sit next to each other. How do I address it?',
    intent: 'career.colleague',
  },
  {
    id: 'b15-115',
    persona: 'career',
    message:
      "Another analyst and I had a heated argument in a meeting last Tuesday about the project approach, and now it's awkward. How do I repair things so we can work together?",
    intent: 'career.colleague',
  },
  {
    id: 'b15-116',
    persona: 'career',
    message:
      "There's a guy in my team, we're both senior developers, and we just cannot get along. He reviews my code with comments that feel personal, like 'this is obviously wrong', and he's dismissive in stand-ups whenever I suggest anything. Our manager is nice but avoids conflict and tells us to sort it out between ourselves. Outside work I'm actually pretty chilled, I play in a five-a-side league and I'm learning to bake sourdough, but I find myself getting tense every morning before stand-up just thinking about him. I don't want to escalate to HR if I can avoid it. How do I handle this so we can work together without it poisoning every day?",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b15-117',
    persona: 'career',
    message: 'thinking of leaving law for teaching',
    intent: 'career.change',
  },
  {
    id: 'b15-118',
    persona: 'career',
    message:
      "I'm 38, I've been a pharmacist for 14 years, and I want to move into UX design. How do I plan the switch without wrecking our finances?",
    intent: 'career.change',
  },
  {
    id: 'b15-119',
    persona: 'career',
    message:
      "I've worked in hospitality for 10 years and I want to move into HR. What steps should I take to switch industries, and can I do it without starting at entry level?",
    intent: 'career.change',
  },
  {
    id: 'b15-120',
    persona: 'career',
    message:
      "I've been a secondary school teacher for eleven years. I love the kids, genuinely, but the marking, the Ofsted stress and the evenings spent on lesson plans have worn me down, and my own kids barely see me during term time. I've been thinking seriously about moving into something like learning design or corporate training, where my skills would still be useful. The thing is I have a mortgage, I'm the main earner since my husband went part-time, and I have no idea how people actually switch fields in their forties. Do I need another qualification? Should I try to do it gradually? How do I make a plan to leave teaching for a different line of work?",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b15-121',
    persona: 'career',
    message: 'learning python, where to begin',
    intent: 'career.retraining',
  },
  {
    id: 'b15-122',
    persona: 'career',
    message:
      "My company is moving everything to Salesforce and I need to get good at it in about 3 months. What's the best way to learn it properly while working full time?",
    intent: 'career.retraining',
  },
  {
    id: 'b15-123',
    persona: 'career',
    message:
      'I want to pick up SQL and some data visualisation to be more useful in my ops role. Are bootcamps worth it, or should I stick to free online courses?',
    intent: 'career.retraining',
  },
  {
    id: 'b15-124',
    persona: 'career',
    message:
      "I work in finance operations at a mid-sized retailer and I've noticed that everyone who's getting interesting projects knows how to automate things: Python, Power BI, that kind of stuff. I'm not trying to change careers, I like my job, I just feel like I'm falling behind. I've started three online courses in the past year and abandoned all of them around week two, usually when life got busy: my dad's birthday trip, a flat move, a bad cold. I have maybe five hours a week realistically, mostly early mornings before the kids wake up. How do I actually learn a technical skill like this as a working adult and get to a useful level this time?",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b15-125',
    persona: 'career',
    message: 'got laid off today',
    intent: 'career.layoff',
  },
  {
    id: 'b15-126',
    persona: 'career',
    message:
      "I was made redundant last month after 9 years at the same company, along with 200 others. I've got 3 months' severance. Where do I start?",
    intent: 'career.layoff',
  },
  {
    id: 'b15-127',
    persona: 'career',
    message:
      "Lost my job in the tech cuts in January. It's been six weeks and my confidence is shot. How do I get myself back into a routine and back in the market?",
    intent: 'career.layoff',
  },
  {
    id: 'b15-128',
    persona: 'career',
    message:
      "On Monday morning I got a calendar invite for 15 minutes with HR and someone I'd never met, and by 9:30 my laptop access was gone. Eleven years at that company. They cut the whole regional marketing team. I'm 47, I've got two teenagers and a dog who now thinks I'm the best thing ever because I'm home all day. I have a decent package, about five months of pay, so we're not in immediate trouble, but I feel completely unmoored. I don't know whether to start applying straight away, take a few weeks off, or think about something totally new. How do I pick myself up after being let go and work out the next steps?",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b15-129',
    persona: 'career',
    message: 'first week managing people, help',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b15-130',
    persona: 'career',
    message:
      "Starting Monday I'm in charge of five people who were my peers last week. How do I handle 1:1s and the shift from friend to boss?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b15-131',
    persona: 'career',
    message:
      "I've never had direct reports before and now I have three. What should I focus on in my first 90 days now that people report to me?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b15-132',
    persona: 'career',
    message:
      "So the thing I worked towards for years has happened: I'm now leading the customer support team I've been part of since 2019. Seven people, two of whom are older than me and one of whom also applied for the job. I'm excited, but I also realise I have zero idea what I'm doing. Up until last week my job was answering tickets, and now I'm supposed to do rotas, performance reviews and budget meetings. My partner bought me a book on management as a congratulations present and I've read two chapters. I also still catch myself jumping into tickets instead of letting the team handle them. How do I make the switch from doing the work to managing the people doing it?",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b15-133',
    persona: 'career',
    message: 'team morale is low, how to lead them',
    intent: 'career.leadership',
  },
  {
    id: 'b15-134',
    persona: 'career',
    message:
      "I've been running a team of 12 engineers for three years. After a reorg, people seem disengaged and nobody speaks up in meetings. How do I get them motivated and aligned again?",
    intent: 'career.leadership',
  },
  {
    id: 'b15-135',
    persona: 'career',
    message:
      'My department is growing from 8 to 20 people this year. How do I set a clear vision and build a culture where people take ownership without me in every decision?',
    intent: 'career.leadership',
  },
  {
    id: 'b15-136',
    persona: 'career',
    message:
      "I've been head of operations for about four years now, so I'm not new to managing people, but this year has been rough. We merged with another company in spring, I inherited a second team with a completely different way of working, and there's clear friction between the two groups; they even sit at separate tables at lunch. On top of that we've had budget cuts, so I can't just throw team events or bonuses at the problem. I've been so busy with the integration that I've barely been visible to my people. My own manager says I need to bring everyone together. How do I lead this combined group through this and actually build one team?",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b15-137',
    persona: 'career',
    message: 'should i just quit',
    intent: 'career.quit',
  },
  {
    id: 'b15-138',
    persona: 'career',
    message:
      "I've been unhappy at my job for a year: bad culture, long hours. I have 6 months of savings but no other offer. Is it crazy to hand in my notice now?",
    intent: 'career.quit',
  },
  {
    id: 'b15-139',
    persona: 'career',
    message:
      "Part of me wants to resign on Monday and part of me thinks I'm being impulsive. The pay is good but I dread every Sunday evening. How do I decide whether to stay or go?",
    intent: 'career.quit',
  },
  {
    id: 'b15-140',
    persona: 'career',
    message:
      "I've been at the same insurance firm for seven years. On paper it's fine: decent pay, a nice pension, a manager who leaves me alone. But I feel a bit more bored and flat every day, and I've started daydreaming about walking out in the middle of the quarterly review. My girlfriend says I should stay until I have something lined up, and my best mate just left his job to go travelling and keeps sending me photos from Vietnam. I've got about eight months of expenses saved. I'm not sure if this is a rut I should push through or a sign that it's time to leave. How do I figure out whether to hand in my notice?",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b15-141',
    persona: 'career',
    message: 'no idea what career i want',
    intent: 'career.direction',
  },
  {
    id: 'b15-142',
    persona: 'career',
    message:
      "I'm 26, I've done a bit of retail, a year in admin and some freelance writing, and none of it feels like 'my thing'. How do I figure out what kind of work would suit me?",
    intent: 'career.direction',
  },
  {
    id: 'b15-143',
    persona: 'career',
    message:
      "I have a biology degree and I'm working in a lab, but I can't tell if I want research, policy, teaching or something else. How do I work out which path to aim for?",
    intent: 'career.direction',
  },
  {
    id: 'b15-144',
    persona: 'career',
    message:
      "My friends all seem to have their careers figured out. One's a solicitor, one's climbing the ladder at a consultancy, one's a nurse and loves it. I'm 29, I studied history, and since graduating I've bounced between a recruitment agency, a customer success job and now project coordination at an events company. None of it is bad, and I'm good at most of it, but I've never felt like I was working towards anything. Last week my nan asked me what I want to be doing in ten years and I genuinely couldn't answer. I don't need to leave my job tomorrow, I just want to figure out what kind of professional path actually fits me. Where do I start?",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b15-145',
    persona: 'career',
    message: 'i know nobody in my industry',
    intent: 'career.networking',
  },
  {
    id: 'b15-146',
    persona: 'career',
    message:
      "I moved to Toronto 8 months ago for my partner's job and I don't know anyone in the architecture scene here. How do I start meeting people professionally?",
    intent: 'career.networking',
  },
  {
    id: 'b15-147',
    persona: 'career',
    message:
      "I hate mixers and industry events. Is there a way to build professional contacts through LinkedIn or coffee chats that doesn't feel fake?",
    intent: 'career.networking',
  },
  {
    id: 'b15-148',
    persona: 'career',
    message:
      "I've been working at the same company since I graduated, about nine years now, and recently realised that almost all my professional contacts work there too. When a friend asked me if I knew anyone in sustainability consulting who could help her, I had no one to suggest. It made me realise how exposed I'd be if something changed. I'm quite introverted, my idea of a great Friday is a book and a takeaway, so conferences feel exhausting. I'd like to build genuine relationships with people in my field, maybe find a mentor or two, without it feeling transactional. How do I start growing my professional circle in a way that suits me?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b15-149',
    persona: 'career',
    message: 'way too much on my plate at work',
    intent: 'career.workload',
  },
  {
    id: 'b15-150',
    persona: 'career',
    message:
      "Since two people left in March I've been covering their work plus mine. I'm doing 55-hour weeks and still falling behind. How do I talk to my manager about this?",
    intent: 'career.workload',
  },
  {
    id: 'b15-151',
    persona: 'career',
    message:
      "I have 4 projects with deadlines in the same week and everything is marked urgent. How do I prioritise and tell stakeholders what won't get done?",
    intent: 'career.workload',
  },
  {
    id: 'b15-152',
    persona: 'career',
    message:
      "My job used to be manageable. I'm a paralegal at a mid-sized firm and for the first two years it was busy but fine. Then one of the associates left, a big case ramped up, and suddenly I'm answering emails at 11pm and working through lunch every single day. My inbox has 400 unread messages. I cancelled plans with my sister twice this month and forgot my best friend's birthday drinks. My supervising solicitor keeps adding 'quick' tasks that take three hours. I'm not sure if I'm bad at organising myself or if it's genuinely too much for one person. How do I get this under control and push back on the amount being piled on me?",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b15-153',
    persona: 'career',
    message: 'feel like a fraud at my new job tbh',
    intent: 'career.imposter',
  },
  {
    id: 'b15-154',
    persona: 'career',
    message:
      "I just started as a senior developer and everyone seems smarter than me. I keep waiting to be found out. How do I stop feeling like I don't belong here?",
    intent: 'career.imposter',
  },
  {
    id: 'b15-155',
    persona: 'career',
    message:
      'I got promoted to director in January and I still feel like they made a mistake picking me. In every meeting I second-guess what I say. Is this normal?',
    intent: 'career.imposter',
  },
  {
    id: 'b15-156',
    persona: 'career',
    message:
      "Everyone keeps congratulating me on getting into the graduate programme at one of the big consulting firms, and my parents have told basically the whole extended family. But since I started in September, I feel like I'm pretending. The other grads went to Oxford or Cambridge, they use words in meetings I have to Google later, and they seem so confident. I went to a local uni and I was the first in my family to go at all. I prepare twice as hard as everyone else and I still freeze when a partner asks me a question. My feedback has actually been fine, but I'm convinced it's only a matter of time before they realise I'm not good enough. How do I deal with this feeling?",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b15-157',
    persona: 'life',
    message: 'me and my bf keep arguing',
    intent: 'life.relationship',
  },
  {
    id: 'b15-158',
    persona: 'life',
    message:
      'My wife and I have been together 12 years and lately we feel more like flatmates than partners. We barely talk beyond logistics about the kids. How do we reconnect?',
    intent: 'life.relationship',
  },
  {
    id: 'b15-159',
    persona: 'life',
    message:
      "My girlfriend wants us to move in together by summer and I'm not sure I'm ready. We've been dating 18 months. How do I talk to her about this without hurting her?",
    intent: 'life.relationship',
  },
  {
    id: 'b15-160',
    persona: 'life',
    message:
      "My partner and I have been together for six years, and overall it's good, but something's shifted since we both started new jobs last autumn. He works late, I'm tired in the evenings, and we end up on the sofa half-watching TV instead of talking. When we do talk it often turns into little digs about whose turn it is to do the washing up. Last weekend we went to my cousin's wedding and watching the vows made me a bit sad, honestly, because I couldn't remember the last time we'd had a proper date. I love him and I want this to work. How do we get back to feeling close?",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b15-161',
    persona: 'life',
    message: 'she left me. cant stop thinking about her',
    intent: 'life.breakup',
  },
  {
    id: 'b15-162',
    persona: 'life',
    message:
      "My boyfriend of four years ended things three weeks ago. I keep rereading our old messages and wondering what he's doing. How do I move on?",
    intent: 'life.breakup',
  },
  {
    id: 'b15-163',
    persona: 'life',
    message:
      'I ended a 7-year relationship in October and even though it was the right call, I feel lost. We still share custody of the dog. How do I get through this?',
    intent: 'life.breakup',
  },
  {
    id: 'b15-164',
    persona: 'life',
    message:
      "It's been two months since my fiancée called off our engagement. We'd already booked the venue for next June, sent save-the-dates, the whole thing. I've moved back into my old room at my parents' place while I find somewhere new, which is its own kind of humbling at 33. Work has been a welcome distraction, but the evenings are tough, and every song on the radio seems to be about us. Friends keep telling me to get back on the apps, but I'm nowhere near ready for that. I keep replaying our last few months wondering what I missed. How do I actually get over her and start feeling like myself again?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b15-165',
    persona: 'life',
    message: "my sister and i aren't speaking",
    intent: 'life.family',
  },
  {
    id: 'b15-166',
    persona: 'life',
    message:
      "My parents are furious that we're spending Christmas with my husband's family this year. My mum has stopped replying to my texts. How do I handle this?",
    intent: 'life.family',
  },
  {
    id: 'b15-167',
    persona: 'life',
    message:
      "My brother and I had a huge row at my dad's 60th about old stuff from our childhood, and now the whole family is taking sides. How do I fix this?",
    intent: 'life.family',
  },
  {
    id: 'b15-168',
    persona: 'life',
    message:
      "Every family gathering turns into a fight between my dad and my older brother. It's been like this since my brother decided not to join the family business and went into music instead, about ten years ago. My mum and I end up playing peacekeeper and I'm exhausted by it. This year my daughter is turning five, and I'd like both of them at her party without it becoming a shouting match in the garden. I've also just started a new job so my patience is thin. I've tried talking to each of them separately and they both say the other one needs to apologise first. How do I deal with this without losing my mind?",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b15-169',
    persona: 'life',
    message: "my teenager won't talk to me",
    intent: 'life.parenting',
  },
  {
    id: 'b15-170',
    persona: 'life',
    message:
      'My 4-year-old has started having huge tantrums every morning before nursery since his baby sister was born. How do I handle this without losing my cool?',
    intent: 'life.parenting',
  },
  {
    id: 'b15-171',
    persona: 'life',
    message:
      "Our 14-year-old's grades have dropped since she changed schools in September, and she spends every evening shut in her room. How do we support her through this?",
    intent: 'life.parenting',
  },
  {
    id: 'b15-172',
    persona: 'life',
    message:
      "It's been a hard few months at home. My husband's job has him travelling three weeks out of four, so most of the time it's just me with our three kids, aged 9, 6 and 2. The middle one has suddenly started refusing to go to school, crying at the gate and saying his tummy hurts, although the GP says he's fine. The eldest is picking on him constantly, and the baby is teething so nobody sleeps. I work part-time at a pharmacy and I feel like I'm failing at everything. I'm not looking for a miracle, just some ideas for getting the kids and me through this season in one piece. What would you suggest?",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b15-173',
    persona: 'life',
    message: 'my dad died last month',
    intent: 'life.grief',
  },
  {
    id: 'b15-174',
    persona: 'life',
    message:
      "It's been a year since my mum passed away and people expect me to be over it, but some days it hits just as hard. How do I live with this?",
    intent: 'life.grief',
  },
  {
    id: 'b15-175',
    persona: 'life',
    message:
      "Our dog of 14 years died on Saturday and I can't stop crying. I feel silly being this upset. How do I cope?",
    intent: 'life.grief',
  },
  {
    id: 'b15-176',
    persona: 'life',
    message:
      "My best friend died in March after a short illness. We'd known each other since we were seven, and we used to talk almost every day, even just memes and voice notes. I went back to work after two weeks because I thought keeping busy would help, and mostly I function okay, but then I'll reach for my phone to send her something and remember. Her birthday is coming up next month and her mum has invited me to a small gathering. I don't know whether I can face it. My partner is supportive but he didn't really know her. How do people carry this kind of loss and keep going?",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b15-177',
    persona: 'life',
    message: 'i have no one to talk to',
    intent: 'life.loneliness',
  },
  {
    id: 'b15-178',
    persona: 'life',
    message:
      'I work from home, live alone, and sometimes go a whole weekend without speaking to anyone. How do I feel more connected?',
    intent: 'life.loneliness',
  },
  {
    id: 'b15-179',
    persona: 'life',
    message:
      "Since retiring in April I've realised most of my social life was my colleagues. My days feel really empty and quiet now. What can I do?",
    intent: 'life.loneliness',
  },
  {
    id: 'b15-180',
    persona: 'life',
    message:
      "I'm 34 and I moved to this city five years ago for work. I have a decent job, I go to the gym, I keep my flat nice. But most evenings I come home, cook for one, watch something and go to bed without talking to a single person. My family is four hours away and my old uni friends are scattered, all busy with kids. I've tried a couple of meetups but I felt awkward and didn't go back. Sometimes on a Sunday I realise I haven't said a word out loud all weekend. I'm not in crisis or anything, I just feel really isolated. How do I build a bit more connection into my life?",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b15-181',
    persona: 'life',
    message: 'my best friend has been distant lately',
    intent: 'life.friendship',
  },
  {
    id: 'b15-182',
    persona: 'life',
    message:
      "My oldest friend forgot my birthday and hasn't replied to my last three messages. We've been friends since primary school. Should I say something?",
    intent: 'life.friendship',
  },
  {
    id: 'b15-183',
    persona: 'life',
    message:
      "My friend keeps cancelling our plans last minute; it's happened 5 times since January. I value her a lot but I'm starting to feel resentful. How do I bring it up?",
    intent: 'life.friendship',
  },
  {
    id: 'b15-184',
    persona: 'life',
    message:
      "One of my closest friends had a baby in the spring, and since then things have changed between us. I completely get it, she's exhausted and her life revolves around the little one now. But when I do visit, the conversation is all nappies and sleep schedules, and she never asks about me. I don't have kids, I'm in the middle of a house renovation and a new job, and I feel a bit invisible. I've started making excuses not to see her, which makes me feel guilty. We've been friends for fifteen years and I really don't want to lose her. How do I look after this friendship through such a big change?",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b15-185',
    persona: 'life',
    message: "constant worry, can't switch off",
    intent: 'life.anxiety',
  },
  {
    id: 'b15-186',
    persona: 'life',
    message:
      'I get a knot in my stomach every Sunday night thinking about everything that could go wrong that week. Even an unanswered text sends my mind spinning. How do I calm this down?',
    intent: 'life.anxiety',
  },
  {
    id: 'b15-187',
    persona: 'life',
    message:
      "I've started avoiding phone calls and plans because I'm convinced something will go wrong. It's getting worse every month. What can I do about the constant what-ifs?",
    intent: 'life.anxiety',
  },
  {
    id: 'b15-188',
    persona: 'life',
    message:
      "I've always been a bit of a worrier, but this year it's gotten out of hand. I'll be at my desk and suddenly my mind spirals: what if I lose my job, what if my parents get ill, what if the plane has a problem on our holiday in August. I check the doors three times before bed. I've started avoiding the motorway because I'm convinced something will go wrong. My GP ruled out anything physical and suggested I look into ways of managing it. Outside of all this I have a nice life, a cat, a partner who makes me laugh, a garden I love. I just want my brain to stop catastrophising. What can I try?",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b15-189',
    persona: 'life',
    message: 'everything is piling up, so stressed',
    intent: 'life.stress',
  },
  {
    id: 'b15-190',
    persona: 'life',
    message:
      "Between organising my sister's hen do, a kitchen renovation and tax season at work, I'm constantly tense and clenching my jaw. How do I manage the pressure?",
    intent: 'life.stress',
  },
  {
    id: 'b15-191',
    persona: 'life',
    message:
      "I feel wound up all the time: tight shoulders, mind buzzing, can't relax even on weekends. Life is just really full right now. How do I bring it down a notch?",
    intent: 'life.stress',
  },
  {
    id: 'b15-192',
    persona: 'life',
    message:
      "This autumn has been relentless. We're in the middle of a loft conversion so there are builders in the house from 8am, my partner's mum has been staying with us for a month, my youngest started secondary school, and my job is going through a restructure so everyone's on edge. None of it is a disaster on its own, but together it feels like I'm carrying a backpack full of bricks. I've stopped going to my Tuesday choir, I eat standing up, and I feel tense from the moment I wake up. I know most of this will settle by the new year, but I need ways to cope until then. How do I keep it all from getting on top of me?",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b15-193',
    persona: 'life',
    message: 'i snap at people way too easily',
    intent: 'life.anger',
  },
  {
    id: 'b15-194',
    persona: 'life',
    message:
      'I lost my temper at my partner over the dishwasher last night and said things I regret. It keeps happening over small stuff. How do I stay calmer?',
    intent: 'life.anger',
  },
  {
    id: 'b15-195',
    persona: 'life',
    message:
      'I get really irritated in traffic, honking and swearing at other drivers, and my kids have started copying me. How do I get a handle on my temper?',
    intent: 'life.anger',
  },
  {
    id: 'b15-196',
    persona: 'life',
    message:
      "I've always had a bit of a short fuse, but lately it's getting worse. Last week I sent a really sharp email to a supplier that my boss had to smooth over, and on Saturday I yelled at my teenage son for leaving his shoes in the hallway, which is hardly a crime. Afterwards I always feel embarrassed and guilty. I can see people bracing themselves around me, waiting for me to blow up. I used to play rugby which helped let off steam, but I stopped after a knee injury two years ago. I want to be calmer and more in control when I feel myself getting wound up. What can I do?",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b15-197',
    persona: 'life',
    message: 'awake at 3am every night',
    intent: 'life.sleep',
  },
  {
    id: 'b15-198',
    persona: 'life',
    message:
      "It takes me about two hours to drop off most nights, and I'm exhausted at work. I've already cut out coffee after noon. What else can I do?",
    intent: 'life.sleep',
  },
  {
    id: 'b15-199',
    persona: 'life',
    message:
      'Since I started night shifts in February my body clock is all over the place. How do I get decent rest on my days off?',
    intent: 'life.sleep',
  },
  {
    id: 'b15-200',
    persona: 'life',
    message:
      "For about six months now I've been sleeping terribly. I fall asleep fine around 11, but then I'm wide awake at 3 or 4 and my mind starts going through my to-do list. By the time I doze off again the alarm goes. I'm a primary school teacher so I really need to be sharp, and I'm getting through the afternoons on biscuits and coffee. I've tried lavender spray, a new pillow, and my sister's white noise app. My partner sleeps like a log, which makes it even more annoying. I want to get back to waking up feeling rested. What changes would actually make a difference?",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b15-201',
    persona: 'life',
    message: "i just don't like myself much",
    intent: 'life.self-esteem',
  },
  {
    id: 'b15-202',
    persona: 'life',
    message:
      'Whenever someone compliments me I brush it off, and I constantly compare myself to friends who seem to have it all together. How do I start valuing myself more?',
    intent: 'life.self-esteem',
  },
  {
    id: 'b15-203',
    persona: 'life',
    message:
      "I'm 31 and I still feel like I'm not good enough: not attractive enough, not smart enough, not interesting. How do I build a better opinion of myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b15-204',
    persona: 'life',
    message:
      "I think I've always been hard on myself, but it's really shown up this year. I avoid photos and cringe when I see myself in mirrors. If I make a small mistake at work I replay it for days. When my friends invite me out I assume they're just being polite. My mum is kind but very critical, always has been, and I think I absorbed a lot of that. I've got a good job, a cosy flat with my cat and people who like me, but I can't seem to believe I deserve any of it. I'd love to walk into a room and not immediately assume everyone there is better than me. How do I start feeling better about who I am?",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b15-205',
    persona: 'life',
    message: 'i never stick to anything',
    intent: 'life.habits',
  },
  {
    id: 'b15-206',
    persona: 'life',
    message:
      'I want to read for 20 minutes every night but I keep dropping it after a week. How do I make a routine like that actually last?',
    intent: 'life.habits',
  },
  {
    id: 'b15-207',
    persona: 'life',
    message:
      "Every January I start journaling and meal-prepping, and by February it's all gone. How do I build routines that stick past the first month?",
    intent: 'life.habits',
  },
  {
    id: 'b15-208',
    persona: 'life',
    message:
      "My problem isn't motivation at the start, it's keeping going. I've downloaded probably ten different tracker apps, bought a fancy notebook for morning pages, signed up for Duolingo twice. Every time, I'm super enthusiastic for about ten days, then something disrupts my week, a work trip, visitors, a cold, and the whole thing collapses and I don't restart. I'm a bit of an all-or-nothing person generally; my partner jokes that I either clean the whole house or none of it. Right now I want to practise Spanish every day because we're hoping to spend a summer in Valencia. How do I set it up so the daily routine actually lasts this time?",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b15-209',
    persona: 'life',
    message: 'want to start working out, total beginner',
    intent: 'life.exercise',
  },
  {
    id: 'b15-210',
    persona: 'life',
    message:
      "I haven't done any sport since school and I'm 45 now. I'd like to be able to run 5k by the autumn. How do I start without getting discouraged?",
    intent: 'life.exercise',
  },
  {
    id: 'b15-211',
    persona: 'life',
    message:
      "I sit at a desk all day and the most movement I get is walking to the fridge. What's an easy way to move more with a busy schedule?",
    intent: 'life.exercise',
  },
  {
    id: 'b15-212',
    persona: 'life',
    message:
      "I used to be really sporty as a teenager, netball, swimming, cycling everywhere, but then university, jobs and two kids happened, and now I'm 39 and get out of breath on the stairs at the train station. My doctor gave me the all-clear at my last check-up and just said more movement would be good. The gym intimidates me, all mirrors and people who know what they're doing. I like being outdoors though, and there's a nice park near us. Evenings are chaos with homework and dinner, so realistically I have early mornings or lunch breaks. How do I get moving again in a way I'll actually enjoy?",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b15-213',
    persona: 'life',
    message: 'on my phone way too much lol',
    intent: 'life.screen-time',
  },
  {
    id: 'b15-214',
    persona: 'life',
    message:
      "My phone says I'm averaging 7 hours a day, mostly TikTok and Reddit. I'm embarrassed. How do I cut that down?",
    intent: 'life.screen-time',
  },
  {
    id: 'b15-215',
    persona: 'life',
    message:
      'Every evening I sit down to watch a film with my husband and end up scrolling through the whole thing. How do I break the habit of picking up my phone?',
    intent: 'life.screen-time',
  },
  {
    id: 'b15-216',
    persona: 'life',
    message:
      "I noticed something a bit alarming last weekend. We were at the beach with the kids, a lovely sunny day, and I realised I'd spent most of it looking at my phone: checking work Slack, Instagram, news, then Instagram again. My eight-year-old asked me to watch her cartwheel and I said in a minute without even looking up. I felt awful. I'm on some device from the moment I wake up until I fall asleep: laptop for work, phone in between, TV at night. I've tried turning on grayscale and deleting apps, but I just reinstall them. How do I actually reduce the hours I spend staring at devices?",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b15-217',
    persona: 'life',
    message: 'keep putting everything off',
    intent: 'life.procrastination',
  },
  {
    id: 'b15-218',
    persona: 'life',
    message:
      "I have a dissertation due on the 30th and I've written 400 of 10,000 words. Every time I open the document I end up cleaning the kitchen instead. Help.",
    intent: 'life.procrastination',
  },
  {
    id: 'b15-219',
    persona: 'life',
    message:
      "There's a pile of admin I've been avoiding for months: renewing my passport, booking the dentist, sorting car insurance. Why can't I just get on with it?",
    intent: 'life.procrastination',
  },
  {
    id: 'b15-220',
    persona: 'life',
    message:
      "It's 11pm and I'm writing this instead of doing the grant application that's due on Friday, which kind of says it all. I'm a freelance illustrator, so I'm pretty much my own boss, and it's terrible. I'll sit down at 9am with a coffee, check emails, tidy my desk, reorganise my brushes, look at other people's work online, and suddenly it's 3pm and I've done nothing. Then I panic and work until 2am. My clients don't know, I always deliver in the end, but it's a horrible way to live and I never have a weekend. I know exactly what I need to do; I just can't make myself start. How do I stop leaving things until the last minute?",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b15-221',
    persona: 'life',
    message: 'drinking too much wine lately',
    intent: 'life.drinking',
  },
  {
    id: 'b15-222',
    persona: 'life',
    message:
      "I've gotten into the habit of having 3 or 4 beers every night after work. I'm not in trouble, but I'd like to cut down. How do I do that?",
    intent: 'life.drinking',
  },
  {
    id: 'b15-223',
    persona: 'life',
    message:
      'Every weekend turns into a big night out and I lose Sundays to hangovers. My mates all drink a lot. How do I ease off without losing my social life?',
    intent: 'life.drinking',
  },
  {
    id: 'b15-224',
    persona: 'life',
    message:
      "During lockdown my husband and I got into the habit of opening a bottle of wine with dinner, and somehow it never stopped. Now it's most nights, sometimes a second bottle on Fridays. I don't think I'm dependent or anything, I went a week without it on holiday and was fine, but I feel sluggish in the mornings, I've put on weight, and I don't love the example it sets for our kids. We've talked about doing Dry January but it always falls apart by the 10th when someone has a birthday. I'd like to get to a place where it's an occasional treat rather than a nightly thing. What are some practical ways to cut down?",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b15-225',
    persona: 'life',
    message: 'always broke before payday',
    intent: 'life.money',
  },
  {
    id: 'b15-226',
    persona: 'life',
    message:
      "I earn £2,300 a month after tax but somehow I'm in my overdraft by the 20th every month. How do I make a budget I'll actually stick to?",
    intent: 'life.money',
  },
  {
    id: 'b15-227',
    persona: 'life',
    message:
      'I have about £6k spread across two credit cards and I keep just paying the minimum. How do I start getting it under control?',
    intent: 'life.money',
  },
  {
    id: 'b15-228',
    persona: 'life',
    message:
      "I've always been bad with money, and I deal with it mostly by not looking. My partner and I both work, we're not badly paid, but every month somehow disappears. Takeaways, subscriptions I forgot I had, little online orders that add up. We've been saying we'll save for a house deposit for three years and we have about £1,200 saved. My parents never talked about money so I genuinely never learned the basics. I'd like to know where it's all going, build up some savings, and stop that sick feeling when I open my banking app. How do we get a handle on our day-to-day spending?",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b15-229',
    persona: 'life',
    message: 'just moved cities, feels weird',
    intent: 'life.moving',
  },
  {
    id: 'b15-230',
    persona: 'life',
    message:
      "We relocated from Glasgow to Amsterdam three months ago for my husband's job. I still feel like a tourist and don't know where anything is. How do I make it feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b15-231',
    persona: 'life',
    message:
      'I moved into a new flat across town in August, away from my usual neighbourhood. How do I settle in and build a routine around here?',
    intent: 'life.moving',
  },
  {
    id: 'b15-232',
    persona: 'life',
    message:
      "Six weeks ago we packed up our whole life in Sydney and moved to Melbourne because I got a promotion. The kids have started at a new school, my wife is still job hunting, and we're living out of boxes in a rental while we figure out which suburb we like. Everything takes longer: finding a GP, a decent butcher, the right train. I keep comparing everything to home and feeling homesick for our old street, our friends, even the beach. The job is great, which makes me feel guilty for struggling. How do we get through this adjustment period and start feeling like we belong here?",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b15-233',
    persona: 'life',
    message: "can't say no to anyone",
    intent: 'life.boundaries',
  },
  {
    id: 'b15-234',
    persona: 'life',
    message:
      'My mother-in-law drops by unannounced three or four times a week and lets herself in with her key. How do I ask her to call first without causing a huge fuss?',
    intent: 'life.boundaries',
  },
  {
    id: 'b15-235',
    persona: 'life',
    message:
      'A friend keeps asking to borrow money, £50 here, £200 there, and never pays it back. How do I say no and stick to it?',
    intent: 'life.boundaries',
  },
  {
    id: 'b15-236',
    persona: 'life',
    message:
      "I'm the person everyone comes to. At work I'm the one who covers shifts when someone calls in sick, in my friend group I'm the one who organises every birthday, and my younger brother rings me whenever he has a problem, often at 11pm. I genuinely like helping people, but I'm running on empty and I've started to feel resentful, which I hate. Last week I agreed to help a neighbour move house on my only free Saturday of the month and then cried in the car afterwards. I think I need to start protecting my time and energy, but every time I try to say no I feel horribly guilty. How do I do this?",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b15-237',
    persona: 'life',
    message: 'what am i even doing with my life',
    intent: 'life.purpose',
  },
  {
    id: 'b15-238',
    persona: 'life',
    message:
      "I'm 42, the kids are at secondary school, and I keep wondering what my life is for beyond work and school runs. How do I find something that feels meaningful?",
    intent: 'life.purpose',
  },
  {
    id: 'b15-239',
    persona: 'life',
    message:
      "I retired early last year thinking I'd be happy, but I feel aimless, like I've lost my reason to get up in the morning. What helps people find a sense of meaning later in life?",
    intent: 'life.purpose',
  },
  {
    id: 'b15-240',
    persona: 'life',
    message:
      "On paper I've done everything I was supposed to. Good degree, steady job in insurance, married, a house with a garden, two holidays a year. And yet I feel oddly hollow, like I'm going through the motions. I'm not unhappy exactly, I still enjoy a good meal and I laugh with my friends, it's more that I don't know what any of it is for. My grandad spent his whole life volunteering with the lifeboats and always seemed to know exactly why he got up in the morning. I want that feeling. I'm not necessarily looking to change jobs, it's more the bigger picture. How do I work out what actually matters to me?",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b15-241',
    persona: 'life',
    message: 'big choice, keep flip-flopping',
    intent: 'life.decision',
  },
  {
    id: 'b15-242',
    persona: 'life',
    message:
      "We've been offered the chance to move to Singapore for 3 years with my partner's job. It would mean leaving my parents and my own career here. How do I decide?",
    intent: 'life.decision',
  },
  {
    id: 'b15-243',
    persona: 'life',
    message:
      "I'm trying to decide whether to sell my flat and buy a narrowboat. I've made pro and con lists for months and still can't choose. How do I make the call?",
    intent: 'life.decision',
  },
  {
    id: 'b15-244',
    persona: 'life',
    message:
      "I've been agonising over this for about three months. My partner and I are trying to decide whether to have a second child. We're both 38, our daughter is four, and we love being parents, but we're also just starting to feel like ourselves again, sleeping through the night, going on short trips. Financially it would be tight but doable. My partner is leaning yes, I'm genuinely 50/50, and every time I think I've made up my mind I swing the other way. My sister says you'll never regret a child, my best friend says you'll never regret having a life. How do I actually come to a decision I can live with?",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b15-245',
    persona: 'life',
    message: 'looking after my mum full time, exhausted',
    intent: 'life.caregiving',
  },
  {
    id: 'b15-246',
    persona: 'life',
    message:
      "My dad was diagnosed with dementia last year and I'm his main carer alongside my job. I'm stretched thin. How do I look after him without running myself into the ground?",
    intent: 'life.caregiving',
  },
  {
    id: 'b15-247',
    persona: 'life',
    message:
      "My husband had a stroke in 2022 and I've been helping him with everything since. I love him, but I miss having any time to myself. How do other carers cope?",
    intent: 'life.caregiving',
  },
  {
    id: 'b15-248',
    persona: 'life',
    message:
      "My mother moved in with us in January after her hip operation didn't heal well, and it's become clear she won't be going back to her own house. I help her shower, sort out her tablets, drive her to appointments, and she's up a couple of times each night. My husband is supportive but works long hours, and our two teenagers try to help but they've got exams. I've cut back to three days a week at work. I love her dearly and I don't want her in a care home, but I'm running on fumes. How do I keep going with this and still have something left for myself and my family?",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b15-249',
    persona: 'life',
    message: 'weird rash on my arm for two weeks',
    intent: 'any.health',
  },
  {
    id: 'b15-250',
    persona: 'founder',
    message:
      "I've had a dull headache most afternoons for about three weeks, even on days I'm not staring at screens. Is this something I should get checked out?",
    intent: 'any.health',
  },
  {
    id: 'b15-251',
    persona: 'career',
    message:
      "I've had a cough that won't go away since the start of February, and I get a bit breathless on stairs. Do I need to see a GP or will it clear up on its own?",
    intent: 'any.health',
  },
  {
    id: 'b15-252',
    persona: 'life',
    message:
      "I'm 52 and I've noticed over the past couple of months that I'm getting up two or three times a night to pee, and I'm thirsty all the time. I've also lost about four kilos without trying, which I initially put down to walking the dog more. My wife keeps nudging me to book an appointment, but I hate making a fuss, and the surgery is a nightmare to get through to on the phone. Otherwise I feel mostly okay, a bit tired, but who isn't with work and a teenager at home. My dad had type 2 diabetes, if that's relevant. Should I be getting this looked at, and what tests would they likely do?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b15-253',
    persona: 'career',
    message: 'is my non-compete even enforceable',
    intent: 'any.legal',
  },
  {
    id: 'b15-254',
    persona: 'founder',
    message:
      'A former contractor claims he owns part of the code he wrote for us because we never signed an IP assignment. Where do we stand, and do we need a lawyer?',
    intent: 'any.legal',
  },
  {
    id: 'b15-255',
    persona: 'life',
    message:
      "My landlord is refusing to return my £1,400 deposit, saying the carpet was damaged, which it wasn't. What are my rights, and can I take him to small claims court?",
    intent: 'any.legal',
  },
  {
    id: 'b15-256',
    persona: 'career',
    message:
      "I've been working for a small design studio for three years. Last month I told my boss I was pregnant, and within two weeks my role was restructured and I was offered a part-time contract at much lower pay. Nobody else's role changed. I've kept all the emails and my performance reviews have always been excellent. I'm trying not to jump to conclusions, and I love the work, so part of me just wants to keep my head down. But my partner thinks this is discrimination and that I should speak to someone who specialises in employment law. What are my options here, and is it worth getting formal legal advice?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b15-257',
    persona: 'career',
    message: 'is it worth topping up my pension',
    intent: 'any.finance',
  },
  {
    id: 'b15-258',
    persona: 'founder',
    message:
      'I sold my first company for £400k and the money is sitting in a savings account. How should I think about capital gains tax and investing it sensibly?',
    intent: 'any.finance',
  },
  {
    id: 'b15-259',
    persona: 'life',
    message:
      'My husband and I are 35 and have about £30k in savings. Should we put it into a stocks and shares ISA, overpay the mortgage, or something else?',
    intent: 'any.finance',
  },
  {
    id: 'b15-260',
    persona: 'career',
    message:
      "I've just started a new job and the HR pack is full of pension options I don't understand. There's a defined contribution scheme where they match up to 6%, plus something called salary sacrifice. I also have two old workplace pensions from previous jobs and I have no idea what they're invested in or whether I should combine them. On top of that I did some freelance work on the side last year and I'm worried I haven't paid the right tax on it. My dad says just put everything into property like he did. I'm 34, I'd like to retire at a sensible age, and I feel completely out of my depth. What should I be thinking about?",
    intent: 'any.finance',
  },
];
