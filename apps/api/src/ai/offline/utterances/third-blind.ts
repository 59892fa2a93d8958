import type { MentorType } from '@mentor/validation';

/**
 * The third blind set (260 messages, 4 per intent, ids b3-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md).
 * Its misses were printed once by the eval's first run, so it was no longer strictly blind, and it moved to training
 * when the fourth blind set was written. Its messages joined the corpus here (./index.ts appends them to each intent's
 * list, after the earlier writers'), and the blind set is now src/ai/eval/blind-heldout-21.ts.
 */
export const THIRD_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  {
    id: 'b3-001',
    persona: 'founder',
    message: 'is there a cheap way to check ppl actually want my app before i build it',
    intent: 'founder.discovery',
  },
  {
    id: 'b3-002',
    persona: 'founder',
    message:
      "I'm a nurse in Leeds with a plan for a shift-swapping app for hospital staff. I've talked to 6 colleagues and they all said they'd use it, but I worry they're just being nice. Before I spend my £8,000 savings on a developer, how do I find out whether nurses at other hospitals would actually pay for this? What should I ask them?",
    intent: 'founder.discovery',
  },
  {
    id: 'b3-003',
    persona: 'founder',
    message:
      'Everyone I describe my meal-kit concept to says it sounds great, but nobody has put money down. How can I tell polite enthusiasm from genuine demand before I quit my job?',
    intent: 'founder.discovery',
  },
  {
    id: 'b3-004',
    persona: 'founder',
    message:
      'How do I run a conversation with a potential user without leading them to the answer I want to hear?',
    intent: 'founder.discovery',
  },
  {
    id: 'b3-005',
    persona: 'founder',
    message: 'launched last week and got zero signups lol where do i even find users',
    intent: 'founder.first-customers',
  },
  {
    id: 'b3-006',
    persona: 'founder',
    message:
      "We've built a B2B inventory tool for independent bike shops. It works, we've tested it with 2 shops owned by friends, and now we need our first 10 paying accounts. There are about 400 bike shops in Australia. Budget is basically nothing, it's me and my cofounder part-time. Should we cold call, go to trade shows, or walk into shops in person? How would you get the first ten?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b3-007',
    persona: 'founder',
    message:
      'My software is finished and works well, but right now the only people using it are my mum and my old flatmate. How do I get strangers to start paying for it?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b3-008',
    persona: 'founder',
    message:
      'How do I land the first handful of paying clients for my bookkeeping startup when I have no track record or testimonials?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b3-009',
    persona: 'founder',
    message: 'charging $9/mo feels way too low?? how do i know what to charge',
    intent: 'founder.pricing',
  },
  {
    id: 'b3-010',
    persona: 'founder',
    message:
      'I run a SaaS for dental clinics in Canada. We charge $49 per month per clinic and have 35 clinics signed up. A competitor charges $199 and has more features, but our clinics say we save them about 5 hours a week. I want to move to tiered plans, maybe $79 and $149. How should I structure the tiers, and what do I do about the clinics already paying $49?',
    intent: 'founder.pricing',
  },
  {
    id: 'b3-011',
    persona: 'founder',
    message:
      'Everyone who sees the demo says yes on the spot and nobody ever haggles. A friend says that means I am leaving money on the table. Is she right, and what would I change?',
    intent: 'founder.pricing',
  },
  {
    id: 'b3-012',
    persona: 'founder',
    message: 'Is it better to charge per user or a flat fee per company for a team collaboration tool?',
    intent: 'founder.pricing',
  },
  {
    id: 'b3-013',
    persona: 'founder',
    message: 'losing like 8% of subs every month, how do i make them stay',
    intent: 'founder.churn',
  },
  {
    id: 'b3-014',
    persona: 'founder',
    message:
      "We're a meal-planning subscription in the UK with around 1,200 subscribers at £12 a month. Sign-ups are healthy, about 150 a month, but roughly 130 people cancel each month, mostly after the second or third box. Exit surveys just say 'too expensive' or 'not using it'. How do I figure out the real reasons they leave and what should I fix first?",
    intent: 'founder.churn',
  },
  {
    id: 'b3-015',
    persona: 'founder',
    message:
      'Our sign-up numbers look great on the dashboard, but revenue is flat because almost as many accounts cancel each month as join. Where do I start?',
    intent: 'founder.churn',
  },
  {
    id: 'b3-016',
    persona: 'founder',
    message:
      'What is a healthy monthly cancellation rate for a B2B SaaS selling to small businesses, and what tactics actually lower it?',
    intent: 'founder.churn',
  },
  {
    id: 'b3-017',
    persona: 'founder',
    message: 'im the only one selling rn and its chaos, need some kind of system',
    intent: 'founder.sales',
  },
  {
    id: 'b3-018',
    persona: 'founder',
    message:
      'We sell compliance software to mid-size manufacturers, average deal around $25k a year. Right now I close everything myself from referrals, about 3 deals a quarter, and the cycle is 4 to 6 months. I want to bring on our first account executive next year. Before I do, how should I set up stages, a CRM and a repeatable playbook that someone else can follow?',
    intent: 'founder.sales',
  },
  {
    id: 'b3-019',
    persona: 'founder',
    message:
      'Leads come in, I have a few good calls, and then deals just go quiet for months and I never know which ones are real. How do I get some order into this?',
    intent: 'founder.sales',
  },
  {
    id: 'b3-020',
    persona: 'founder',
    message: "How do I build a pipeline for enterprise deals when I've never worked in sales before?",
    intent: 'founder.sales',
  },
  {
    id: 'b3-021',
    persona: 'founder',
    message: 'first hire: dev or marketer?? cant afford both',
    intent: 'founder.hiring',
  },
  {
    id: 'b3-022',
    persona: 'founder',
    message:
      "We're a 4-person fintech in Dublin that just closed a €600k pre-seed. We need a senior backend engineer, but we can only offer €75k plus 0.5% equity, while the big banks pay €110k. We've interviewed 12 candidates in two months and lost the two best to larger companies. How do we compete for engineers and how should we structure the package?",
    intent: 'founder.hiring',
  },
  {
    id: 'b3-023',
    persona: 'founder',
    message:
      "There's too much work for the three of us and we keep dropping things, but I've never brought a new person on board and I'm scared of picking the wrong one. How do I go about it?",
    intent: 'founder.hiring',
  },
  {
    id: 'b3-024',
    persona: 'founder',
    message: "How do I run a good technical interview for our first engineer when I'm not technical myself?",
    intent: 'founder.hiring',
  },
  {
    id: 'b3-025',
    persona: 'founder',
    message: 'how do u even find angel investors, i know literally none',
    intent: 'founder.fundraising',
  },
  {
    id: 'b3-026',
    persona: 'founder',
    message:
      "We have $18k in monthly recurring revenue, growing 12% month on month, and we're based in Austin. I'm planning to raise a $1.5M seed round in the spring. Should I go with a SAFE or a priced round, how many investors should I talk to, and how long does a round like this usually take from first meeting to money in the bank?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b3-027',
    persona: 'founder',
    message:
      "We'll need outside capital to build the factory, but I have no idea how the process works, who writes cheques at our stage, or how much of the company I'd be giving away.",
    intent: 'founder.fundraising',
  },
  {
    id: 'b3-028',
    persona: 'founder',
    message: 'Is it worth going for a seed round now or should I wait until we hit $10k MRR?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b3-029',
    persona: 'founder',
    message: 'my deck is 30 slides lol too long? what do vcs wanna see',
    intent: 'founder.pitch',
  },
  {
    id: 'b3-030',
    persona: 'founder',
    message:
      "I've done 14 investor meetings for our edtech startup and everyone says 'interesting, keep us posted'. My deck has 18 slides: problem, solution, demo screenshots, a $40B market size, team, and financials. I usually spend the first 10 minutes on the problem. Where am I losing them, and how should I restructure the story so it lands in a 20-minute meeting?",
    intent: 'founder.pitch',
  },
  {
    id: 'b3-031',
    persona: 'founder',
    message:
      "Every time I walk a partner at a venture firm through our slides, their eyes glaze over around minute five, and the questions afterwards show they didn't get what we do. How do I tell our story better?",
    intent: 'founder.pitch',
  },
  {
    id: 'b3-032',
    persona: 'founder',
    message:
      'How should I open a meeting with an investor so they understand our business in the first minute?',
    intent: 'founder.pitch',
  },
  {
    id: 'b3-033',
    persona: 'founder',
    message: 'me and my cofounder keep fighting about everything, its getting bad',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b3-034',
    persona: 'founder',
    message:
      "My cofounder and I split equity 50/50 two years ago. Since then I've been working 60-hour weeks while he took a part-time consulting gig and now puts in maybe 20 hours. We have 6 employees and $400k in the bank. When I raised it, he got defensive and said he does the strategic work. How do I have this conversation, and should we revisit the split?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b3-035',
    persona: 'founder',
    message:
      "My business partner and I haven't agreed on anything in months, from the roadmap to whether we should take funding, and the staff can feel the tension in every meeting. What do I do?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b3-036',
    persona: 'founder',
    message:
      'My cofounder wants to sell the company and I want to keep going. How do we work through a disagreement this big?',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b3-037',
    persona: 'founder',
    message: 'need a technical cofounder, where do ppl even meet them',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b3-038',
    persona: 'founder',
    message:
      "I'm a 38-year-old former logistics manager in Manchester building a freight-booking platform. I've talked the problem through with 20 haulage firms and have a letter of intent from one, but I can't code. I've tried two matching sites and had a few coffees, but the engineers I meet want a salary, not equity. How do I find a CTO-type partner willing to join for equity at this stage?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b3-039',
    persona: 'founder',
    message:
      "I've been building this alone for a year and I'm realising I need someone beside me who is strong where I'm weak, with real equity and skin in the game. How do I find that person?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b3-040',
    persona: 'founder',
    message:
      'How do you test whether someone would be a good cofounder before committing to splitting the company with them?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b3-041',
    persona: 'founder',
    message: 'been at this 18 months, growth is flat... time to switch direction?',
    intent: 'founder.pivot',
  },
  {
    id: 'b3-042',
    persona: 'founder',
    message:
      'Our app helps freelancers track invoices. After 2 years we have 900 free users but only 40 paying at $8 a month. Meanwhile, three accounting firms asked if they could use our reconciliation feature for their clients and offered $500 a month each. I have 7 months of runway. Should I drop the freelancer product and rebuild everything for accounting firms?',
    intent: 'founder.pivot',
  },
  {
    id: 'b3-043',
    persona: 'founder',
    message:
      "Our users ignore the main thing we built and only use one small side feature. Part of me wants to rebuild the whole company around that feature. How do I know if that's smart or just panic?",
    intent: 'founder.pivot',
  },
  {
    id: 'b3-044',
    persona: 'founder',
    message:
      "How do I know when it's time to change what we're building instead of pushing harder on the current plan?",
    intent: 'founder.pivot',
  },
  {
    id: 'b3-045',
    persona: 'founder',
    message: 'too many things to do, cant tell what actually matters this week',
    intent: 'founder.focus',
  },
  {
    id: 'b3-046',
    persona: 'founder',
    message:
      "I'm a solo founder of a skincare brand doing about $15k a month. This quarter I could launch on Amazon, build a wholesale channel with 3 boutiques who are interested, redo the website, or develop a new SPF product. I have about 50 hours a week and $20k to spend. I keep starting all four and finishing none. How do I pick?",
    intent: 'founder.focus',
  },
  {
    id: 'b3-047',
    persona: 'founder',
    message:
      'As CEO of a six-person startup, I open my to-do list every morning to 40 items, bounce between investor emails, bugs and marketing, and end the day feeling like nothing moved. How do I break this pattern?',
    intent: 'founder.focus',
  },
  {
    id: 'b3-048',
    persona: 'founder',
    message:
      'My team is pulling in five directions at once. How do I get everyone aligned on what matters most for the next three months?',
    intent: 'founder.focus',
  },
  {
    id: 'b3-049',
    persona: 'founder',
    message: 'running my startup is frying me, havent had a day off in months',
    intent: 'founder.burnout',
  },
  {
    id: 'b3-050',
    persona: 'founder',
    message:
      "I'm 31 and have been running my logistics startup in Nairobi for four years. We have 22 staff and just closed a bridge round, which should feel good, but I feel nothing. I'm sleeping 5 hours, snapping at my team, and I dread opening Slack every morning. I can't take a month off because payroll depends on me closing the next round. How do I recover without the company falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b3-051',
    persona: 'founder',
    message:
      'I used to love building this company. Now I sit at my desk staring at the screen feeling completely empty, and part of me quietly hopes it fails so I can stop. Is that normal for founders?',
    intent: 'founder.burnout',
  },
  {
    id: 'b3-052',
    persona: 'founder',
    message:
      'How do other founders keep going without wearing themselves down to nothing in the early years?',
    intent: 'founder.burnout',
  },
  {
    id: 'b3-053',
    persona: 'founder',
    message: 'users want 50 diff features, which ones do i build',
    intent: 'founder.product',
  },
  {
    id: 'b3-054',
    persona: 'founder',
    message:
      "We're building a scheduling tool for yoga studios. We have 60 studios on the beta and a backlog of 140 feature requests. The loudest studios want class packs and payroll, but our data shows most users only log in to check the daily timetable. We have two developers and want to ship one meaningful release every six weeks. How should I decide what goes on the roadmap?",
    intent: 'founder.product',
  },
  {
    id: 'b3-055',
    persona: 'founder',
    message:
      'Our app has grown into a cluttered mess of half-used options because we said yes to every request. New users are confused. How do I get back to something simple and coherent?',
    intent: 'founder.product',
  },
  {
    id: 'b3-056',
    persona: 'founder',
    message: 'How do I decide what goes into an MVP and what can wait for later?',
    intent: 'founder.product',
  },
  {
    id: 'b3-057',
    persona: 'founder',
    message: 'tried tiktok, google ads, seo... nothing sticks. how to find what works',
    intent: 'founder.growth',
  },
  {
    id: 'b3-058',
    persona: 'founder',
    message:
      "We sell handmade dog collars online from New Zealand. Revenue is about NZ$6,000 a month, mostly from Instagram and word of mouth. I've spent NZ$2,000 on Facebook ads with a cost per sale of NZ$45, which is more than our margin. I'd like to reach NZ$20,000 a month within a year. Which acquisition channels should I test next, and how do I run the tests properly?",
    intent: 'founder.growth',
  },
  {
    id: 'b3-059',
    persona: 'founder',
    message:
      'Our first 200 customers came from my personal network, and that well has run dry. Sign-ups have been flat for three months. Where do the next thousand come from?',
    intent: 'founder.growth',
  },
  {
    id: 'b3-060',
    persona: 'founder',
    message: 'Is content marketing or paid ads a better bet for a B2B startup with a small budget?',
    intent: 'founder.growth',
  },
  {
    id: 'b3-061',
    persona: 'founder',
    message: 'we have like 5 months of cash left, should i be panicking',
    intent: 'founder.runway',
  },
  {
    id: 'b3-062',
    persona: 'founder',
    message:
      "We have $340,000 in the bank and burn about $48,000 a month, mostly salaries for our team of five. Revenue is $9,000 a month and growing slowly. Our next round probably won't close for at least 6 months. Should I cut salaries, let someone go, or try to bridge with a loan? How do I plan the next year so we don't run out?",
    intent: 'founder.runway',
  },
  {
    id: 'b3-063',
    persona: 'founder',
    message:
      'I just did the maths on a napkin and realised the money in our account only lasts until March if nothing changes. What should I do this week?',
    intent: 'founder.runway',
  },
  {
    id: 'b3-064',
    persona: 'founder',
    message: 'How do I build a simple forecast for my startup so I know how many months we can survive?',
    intent: 'founder.runway',
  },
  {
    id: 'b3-065',
    persona: 'career',
    message: 'just graduated, no idea how to start looking for jobs',
    intent: 'career.job-search',
  },
  {
    id: 'b3-066',
    persona: 'career',
    message:
      "I'm a 29-year-old logistics coordinator in Toronto and I want to move into supply-chain analysis. I can spend about 10 hours a week on my search, and I'd like a new role within 4 months. Right now I'm just scrolling LinkedIn at night. How should I structure my week, how many applications should I aim for, and where should I look beyond job boards?",
    intent: 'career.job-search',
  },
  {
    id: 'b3-067',
    persona: 'career',
    message:
      "My contract ends in June and I haven't figured out what comes next. I keep opening listings and closing them again. How do I get organised about finding my next role?",
    intent: 'career.job-search',
  },
  {
    id: 'b3-068',
    persona: 'career',
    message: 'Should I use recruiters or apply directly to companies when looking for a marketing role?',
    intent: 'career.job-search',
  },
  {
    id: 'b3-069',
    persona: 'career',
    message: 'my resume is 3 pages, too long??',
    intent: 'career.cv',
  },
  {
    id: 'b3-070',
    persona: 'career',
    message:
      "I've been a primary school teacher in Glasgow for 8 years and I'm applying for training and L&D roles in corporate companies. My CV currently lists teaching duties like lesson planning and marking. How do I rewrite it so recruiters see transferable skills, and should I include my 2 years as head of year and the curriculum project that raised reading scores by 15%?",
    intent: 'career.cv',
  },
  {
    id: 'b3-071',
    persona: 'career',
    message:
      'The document I send with every application is just a list of my past duties. How do I make it show what I actually achieved?',
    intent: 'career.cv',
  },
  {
    id: 'b3-072',
    persona: 'career',
    message: 'How do I explain a two-year gap on my resume?',
    intent: 'career.cv',
  },
  {
    id: 'b3-073',
    persona: 'career',
    message: 'sent 80 applications and heard back from literally nobody',
    intent: 'career.no-responses',
  },
  {
    id: 'b3-074',
    persona: 'career',
    message:
      "I'm a data analyst with 3 years of experience in Sydney. Over the last 2 months I've applied to 65 roles on Seek and LinkedIn, all analyst positions that match my skills. I've had 2 automated rejections and silence from the rest. I use the same CV for everything and write a short cover letter. What's going wrong and what should I change?",
    intent: 'career.no-responses',
  },
  {
    id: 'b3-075',
    persona: 'career',
    message:
      "I keep clicking submit on postings, and then it's like everything falls into a void. Not even a rejection email. Is there something I'm doing wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b3-076',
    persona: 'career',
    message: 'Why do my applications keep getting ignored even when I meet every requirement?',
    intent: 'career.no-responses',
  },
  {
    id: 'b3-077',
    persona: 'career',
    message: 'interview tmrw for a barista job, what do they usually ask',
    intent: 'career.interview',
  },
  {
    id: 'b3-078',
    persona: 'career',
    message:
      "I have a final-round interview next Thursday for a product manager role at a health-tech company. It's a 3-hour panel: a case study presentation, a session with engineers, and a values interview with the VP. I've got 6 years in project management but I've never been a PM. How should I prepare each part, and how do I answer 'why product management' convincingly?",
    intent: 'career.interview',
  },
  {
    id: 'b3-079',
    persona: 'career',
    message:
      'On Monday I sit in front of four people from the company I really want to join, and every time I rehearse talking about myself my mind goes blank.',
    intent: 'career.interview',
  },
  {
    id: 'b3-080',
    persona: 'career',
    message: 'How do I answer the question about my biggest weakness without sounding fake?',
    intent: 'career.interview',
  },
  {
    id: 'b3-081',
    persona: 'career',
    message: 'had the interview 2 wks ago, heard nothing. should i email them',
    intent: 'career.interview-after',
  },
  {
    id: 'b3-082',
    persona: 'career',
    message:
      "Last Tuesday I had a second-round interview for a senior accountant role. I thought it went well, and the hiring manager said they'd decide by Friday. It's now the following Wednesday and I haven't heard anything. Another company is also asking if I'm still available. Should I follow up, what do I say, and how do I handle the other company in the meantime?",
    intent: 'career.interview-after',
  },
  {
    id: 'b3-083',
    persona: 'career',
    message:
      'I met the hiring panel on Monday and walked out feeling I totally fumbled the technical question. Is it worth sending a note to clarify my answer, or does that look desperate?',
    intent: 'career.interview-after',
  },
  {
    id: 'b3-084',
    persona: 'career',
    message:
      'They turned me down after the final round. Is it okay to ask them for feedback, and how should I word the email?',
    intent: 'career.interview-after',
  },
  {
    id: 'b3-085',
    persona: 'career',
    message: 'got an offer!! can i ask for more or will they take it back',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b3-086',
    persona: 'career',
    message:
      "I've been offered a software engineering job in Berlin at €68,000 with 25 days' holiday. Glassdoor shows similar roles at €72,000 to €80,000, and I have 5 years of experience with their exact stack. They want an answer by Monday. How much should I counter with, should I negotiate holiday or remote days too, and how do I phrase it without sounding greedy?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b3-087',
    persona: 'career',
    message:
      "The company came back with a number about 10% below what I was hoping for, and the recruiter says it's fairly fixed. Is there any room to push, and how?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b3-088',
    persona: 'career',
    message: 'Is it better to negotiate salary by phone or by email, and what should I say first?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b3-089',
    persona: 'career',
    message: 'two offers, one pays more one seems way more fun. help',
    intent: 'career.compare-offers',
  },
  {
    id: 'b3-090',
    persona: 'career',
    message:
      "I have two offers. Offer A is a large bank in London at £62,000, hybrid, with a clear training scheme. Offer B is a 40-person fintech at £55,000 plus stock options, fully remote, but they've only got 18 months of runway. I'm 26, no kids, and I want to be a product lead within 5 years. Which one should I pick and how should I weigh them?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b3-091',
    persona: 'career',
    message:
      'Both companies said yes this week and I have to answer them by Friday. One is safe and dull, the other is exciting but risky. How do I decide?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b3-092',
    persona: 'career',
    message:
      'How do I compare a higher salary against better benefits and a shorter commute when two jobs are on the table?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b3-093',
    persona: 'career',
    message: 'havent had a pay bump in 3 yrs, how do i bring it up',
    intent: 'career.raise',
  },
  {
    id: 'b3-094',
    persona: 'career',
    message:
      "I'm a UX designer at a 200-person company in Chicago earning $78,000. In the last year I led the redesign of our checkout, which increased conversion by 9%, and I've taken on mentoring two juniors. Market data says my role pays $90,000 to $100,000. My review is in 6 weeks. How should I prepare my case and what number should I ask for?",
    intent: 'career.raise',
  },
  {
    id: 'b3-095',
    persona: 'career',
    message:
      "I found out a new hire doing exactly the same job as me earns about £6k more. I'm furious but I want to handle this professionally with my boss. What should I say?",
    intent: 'career.raise',
  },
  {
    id: 'b3-096',
    persona: 'career',
    message: 'Is it better to ask for more money during my annual review or in a separate meeting?',
    intent: 'career.raise',
  },
  {
    id: 'b3-097',
    persona: 'career',
    message: 'want to get to senior level this yr, what do i need to do',
    intent: 'career.promotion',
  },
  {
    id: 'b3-098',
    persona: 'career',
    message:
      "I'm a mid-level software engineer at a 500-person company, 3 years in. The senior level requires 'leading cross-team projects' and I've done one, a migration that saved $40k a year. Promotion cycles are in March and September, and my manager has told me I'm 'close' twice now. How do I make sure it actually happens in March, and what should I ask my manager for?",
    intent: 'career.promotion',
  },
  {
    id: 'b3-099',
    persona: 'career',
    message:
      "I've been doing the work of the level above me for a year, but my title hasn't changed and I keep getting passed over when the committee meets. How do I get them to finally move me up?",
    intent: 'career.promotion',
  },
  {
    id: 'b3-100',
    persona: 'career',
    message: 'How do I make my work more visible to the people who decide who moves up?',
    intent: 'career.promotion',
  },
  {
    id: 'b3-101',
    persona: 'career',
    message: 'my boss said im not strategic enough, what does that even mean',
    intent: 'career.feedback-received',
  },
  {
    id: 'b3-102',
    persona: 'career',
    message:
      "In my mid-year review, my manager rated me 'meets expectations' and wrote that I 'need to communicate more proactively with stakeholders'. I'm a 34-year-old project lead at an engineering firm in Perth and I thought I was doing great; I delivered 4 projects on time. I felt hurt and a bit defensive. How do I work out what she actually means and turn it into something I can act on?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b3-103',
    persona: 'career',
    message:
      "A colleague told me in a one-to-one that people find me intimidating in meetings. I had no idea and it's been on my mind all week. How should I take this?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b3-104',
    persona: 'career',
    message:
      'My 360 review came back with some harsh comments. How do I figure out which criticism is fair and which to let go?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b3-105',
    persona: 'career',
    message: 'need to tell my intern their work is sloppy, dont wanna crush them',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b3-106',
    persona: 'career',
    message:
      "I manage a team of 7 at a call centre in Cardiff. One of my senior agents, who's been here 10 years and is well liked, has been rude to new starters: two have complained in the past month and one nearly quit. I have a one-to-one with him on Thursday. How do I raise it so he actually hears it, without him shutting down or going to HR?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b3-107',
    persona: 'career',
    message:
      "A teammate's presentations are full of errors and the client noticed last week. I'm the one who has to say something to her, and I'm dreading it. How do I start that conversation?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b3-108',
    persona: 'career',
    message: "What's a good structure for telling someone their performance isn't where it needs to be?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b3-109',
    persona: 'career',
    message: 'my boss micromanages literally everything i do, its exhausting',
    intent: 'career.manager',
  },
  {
    id: 'b3-110',
    persona: 'career',
    message:
      "My manager at a marketing agency in Dublin changes priorities three or four times a week, then blames me in front of clients when deadlines slip. Last month she reassigned my main account without telling me. I've been here 2 years and otherwise mostly like the job. I've started keeping written records of every request. How do I deal with her without wrecking my reputation or quitting?",
    intent: 'career.manager',
  },
  {
    id: 'b3-111',
    persona: 'career',
    message:
      'The person I report to answers my messages with one word, cancels our one-to-ones, and then criticises me in reviews for not keeping her informed. How should I handle this?',
    intent: 'career.manager',
  },
  {
    id: 'b3-112',
    persona: 'career',
    message: 'How do I deal with a boss who never gives clear instructions and then criticises the result?',
    intent: 'career.manager',
  },
  {
    id: 'b3-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my stuff in standups, so annoying',
    intent: 'career.colleague',
  },
  {
    id: 'b3-114',
    persona: 'career',
    message:
      "I'm a nurse on a busy ward in Birmingham. Another nurse on my shift, at the same band as me, constantly leaves tasks for me to finish at handover and makes sarcastic comments when I ask her about it. It's been going on for 5 months and I've started dreading shifts with her. I don't want to go straight to the ward manager. How can I sort this out with her directly?",
    intent: 'career.colleague',
  },
  {
    id: 'b3-115',
    persona: 'career',
    message:
      "The guy who sits next to me and I had a shouting match over a shared project last week. Now we're ignoring each other, even though we have to present together in two weeks. How do we get past this?",
    intent: 'career.colleague',
  },
  {
    id: 'b3-116',
    persona: 'career',
    message:
      'How do I address a teammate who constantly interrupts me in meetings without it turning into a feud?',
    intent: 'career.colleague',
  },
  {
    id: 'b3-117',
    persona: 'career',
    message: 'im a chef and want out of kitchens, what else could i do',
    intent: 'career.change',
  },
  {
    id: 'b3-118',
    persona: 'career',
    message:
      "I'm 42 and have worked as a civil engineer for 18 years in Johannesburg. I want to move into urban planning policy. I have a bond, two kids and earn about R900,000 a year, so I can't just drop to zero income. Would I need a master's degree, can I switch gradually, and how do I plan the transition over the next 2 years?",
    intent: 'career.change',
  },
  {
    id: 'b3-119',
    persona: 'career',
    message:
      "I've been an accountant for 12 years and I'm good at it, but I want to spend the next 20 years doing something with my hands, maybe carpentry. Is that crazy at 45, and how would I even go about it?",
    intent: 'career.change',
  },
  {
    id: 'b3-120',
    persona: 'career',
    message: 'How do I move from teaching into UX design without starting from the very bottom?',
    intent: 'career.change',
  },
  {
    id: 'b3-121',
    persona: 'career',
    message: 'wanna learn python for work, where do i start',
    intent: 'career.retraining',
  },
  {
    id: 'b3-122',
    persona: 'career',
    message:
      "I'm an HR generalist in Melbourne and our company is rolling out people-analytics tools next year. I'd like to learn SQL and basic data visualisation so I can do more than pull reports. I have about 5 hours a week, a $1,500 training budget from my employer, and no coding background. Should I do a bootcamp, an online course, or a certificate, and how do I make it stick?",
    intent: 'career.retraining',
  },
  {
    id: 'b3-123',
    persona: 'career',
    message:
      "Everyone at my company suddenly uses AI tools and spreadsheets with formulas I don't understand. I feel left behind at 50 and want to catch up. What's a realistic way to get up to speed?",
    intent: 'career.retraining',
  },
  {
    id: 'b3-124',
    persona: 'career',
    message:
      'Are online certificates worth it, or is it better to build projects to prove a skill to employers?',
    intent: 'career.retraining',
  },
  {
    id: 'b3-125',
    persona: 'career',
    message: 'got laid off this morning. kinda in shock, what do i do first',
    intent: 'career.layoff',
  },
  {
    id: 'b3-126',
    persona: 'career',
    message:
      "I was made redundant last week after 11 years at a telecom company in Birmingham, along with 300 others. I got a 4-month severance package and I'm 48. I haven't looked for work since 2013 and my confidence is shattered. My wife is supportive but worried about the mortgage. What should I do in the first month to get back on track?",
    intent: 'career.layoff',
  },
  {
    id: 'b3-127',
    persona: 'career',
    message:
      "My whole department was cut in a restructure on Friday. I've been in a daze all weekend, and I don't know whether to start applying right away or take some time to process it.",
    intent: 'career.layoff',
  },
  {
    id: 'b3-128',
    persona: 'career',
    message: 'How do I explain being let go in a round of cuts when interviewers ask why I left?',
    intent: 'career.layoff',
  },
  {
    id: 'b3-129',
    persona: 'career',
    message: 'just got promoted to team lead, managing my old friends now. weird',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b3-130',
    persona: 'career',
    message:
      "I've just been promoted to engineering manager at a 150-person startup in Lisbon. I'll manage 6 engineers, two of whom have more years in the industry than me. I'm still expected to code about 30% of the time. I've never run one-to-ones or done performance reviews. What should I focus on in my first 90 days?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b3-131',
    persona: 'career',
    message:
      'Starting Monday, five people will report to me, and last week I was one of them. How do I handle that shift without losing their trust?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b3-132',
    persona: 'career',
    message: "What should a good one-to-one look like when you're new to running them?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b3-133',
    persona: 'career',
    message: 'my team seems kinda checked out lately, how do i motivate them',
    intent: 'career.leadership',
  },
  {
    id: 'b3-134',
    persona: 'career',
    message:
      "I lead a team of 12 analysts at an insurance company in Hartford. We've just merged with another team, and now there are two camps that don't share work or information. Engagement scores dropped from 78 to 61 in six months. I've been a manager for 5 years, so I'm not new to this, but I've never dealt with anything like it. How do I bring the group together?",
    intent: 'career.leadership',
  },
  {
    id: 'b3-135',
    persona: 'career',
    message:
      'The people who report to me do exactly what they are told and nothing more. Nobody raises ideas or problems until it is too late. How do I change that?',
    intent: 'career.leadership',
  },
  {
    id: 'b3-136',
    persona: 'career',
    message: 'How do I delegate more to my team without the quality of the work dropping?',
    intent: 'career.leadership',
  },
  {
    id: 'b3-137',
    persona: 'career',
    message: 'do i just quit my job with no backup plan? so done',
    intent: 'career.quit',
  },
  {
    id: 'b3-138',
    persona: 'career',
    message:
      "I'm 35 and have been at a consulting firm in New York for 6 years. I earn $145,000 but work 70-hour weeks and I've missed most of my daughter's first year. I have about 9 months of expenses saved, and my partner earns enough to cover rent. Part of me wants to resign now and figure it out; part of me thinks I should wait until I have something lined up. How do I decide?",
    intent: 'career.quit',
  },
  {
    id: 'b3-139',
    persona: 'career',
    message:
      "Every Sunday evening I feel sick thinking about Monday. Nothing is terrible at my workplace, I just don't want to be there anymore. How do I know if it's time to go?",
    intent: 'career.quit',
  },
  {
    id: 'b3-140',
    persona: 'career',
    message: 'Should I resign before I find a new job, or is that a mistake?',
    intent: 'career.quit',
  },
  {
    id: 'b3-141',
    persona: 'career',
    message: 'no clue what career i even want tbh, 24 and lost',
    intent: 'career.direction',
  },
  {
    id: 'b3-142',
    persona: 'career',
    message:
      "I'm 27 and have a degree in biology. Since graduating I've worked in a lab for 2 years, in retail for a year, and now in a call centre. None of it feels right. I'm good at explaining things and I enjoy organising, but I don't know what kind of job uses that. My friends all seem to have clear paths. How do I figure out what work suits me?",
    intent: 'career.direction',
  },
  {
    id: 'b3-143',
    persona: 'career',
    message:
      "I'm decent at lots of things and passionate about none of them, and every aptitude test I take gives me a different answer. How do people work out what they're meant to do for a living?",
    intent: 'career.direction',
  },
  {
    id: 'b3-144',
    persona: 'career',
    message: 'How do I work out which kind of job would actually suit my strengths?',
    intent: 'career.direction',
  },
  {
    id: 'b3-145',
    persona: 'career',
    message: 'hate networking events, feel so fake. other ways to meet ppl in my field?',
    intent: 'career.networking',
  },
  {
    id: 'b3-146',
    persona: 'career',
    message:
      "I moved from Dublin to Vancouver 4 months ago and work as a junior architect. I know nobody in the industry here and my old contacts are all in Ireland. I'd like to build relationships with firms and senior architects over the next year, ideally to move to a bigger practice. I'm introverted and big events drain me. What's a realistic plan?",
    intent: 'career.networking',
  },
  {
    id: 'b3-147',
    persona: 'career',
    message:
      "I'm good at my job, but every opportunity I hear about goes to people who already know someone. How do I become one of the people who gets that call?",
    intent: 'career.networking',
  },
  {
    id: 'b3-148',
    persona: 'career',
    message:
      "How do I message someone on LinkedIn I've never met and ask for a coffee chat without it being awkward?",
    intent: 'career.networking',
  },
  {
    id: 'b3-149',
    persona: 'career',
    message: 'drowning at work, 3 ppl quit and i got all their stuff',
    intent: 'career.workload',
  },
  {
    id: 'b3-150',
    persona: 'career',
    message:
      "Since our team shrank from 8 to 5, I've been covering two roles as a payroll specialist at a hospital in Auckland. I'm working 55 hours a week, answering emails at 11pm, and still missing deadlines. My manager says 'we all have to pitch in' but there's no hiring plan. How do I prioritise, and how do I tell her I can't keep doing this?",
    intent: 'career.workload',
  },
  {
    id: 'b3-151',
    persona: 'career',
    message:
      'My inbox has 400 unread messages, I have six projects due the same week, and I eat lunch at my desk every day. Something has to give. How do I get this under control?',
    intent: 'career.workload',
  },
  {
    id: 'b3-152',
    persona: 'career',
    message: "How do I say no to extra tasks at work when I'm already at capacity?",
    intent: 'career.workload',
  },
  {
    id: 'b3-153',
    persona: 'career',
    message: 'everyone at my new job seems smarter than me lol. fraud vibes',
    intent: 'career.imposter',
  },
  {
    id: 'b3-154',
    persona: 'career',
    message:
      "I was hired as a senior data scientist at a big tech company 3 months ago, straight after my PhD. My team has people from Google and Meta, and in meetings I barely speak because I'm sure I'll say something stupid. My manager's comments have been positive and my first model went live last week, but I keep thinking they'll realise they made a mistake hiring me. How do I get past this?",
    intent: 'career.imposter',
  },
  {
    id: 'b3-155',
    persona: 'career',
    message:
      'I got the promotion everyone said I deserved, and since then I lie awake convinced I fooled them all and will be found out any day now.',
    intent: 'career.imposter',
  },
  {
    id: 'b3-156',
    persona: 'career',
    message: 'How do I stop second-guessing every decision I make at work?',
    intent: 'career.imposter',
  },
  {
    id: 'b3-157',
    persona: 'life',
    message: 'me and my gf keep arguing about chores, its every night now',
    intent: 'life.relationship',
  },
  {
    id: 'b3-158',
    persona: 'life',
    message:
      "My husband and I have been married 9 years and have two kids under 6. We haven't been on a date in over a year, we mostly talk about logistics, and we've had sex maybe twice in 4 months. We don't fight, we're just like flatmates. He works night shifts 3 times a week. How do we get closer again when we barely see each other?",
    intent: 'life.relationship',
  },
  {
    id: 'b3-159',
    persona: 'life',
    message:
      "Whenever I bring up something that bothers me, he goes quiet and leaves the room, and I end up feeling like I'm talking to a wall. We've been together four years and I want this to work.",
    intent: 'life.relationship',
  },
  {
    id: 'b3-160',
    persona: 'life',
    message: 'How can my partner and I stop having the same argument over and over?',
    intent: 'life.relationship',
  },
  {
    id: 'b3-161',
    persona: 'life',
    message: 'got dumped last week and cant stop checking his insta',
    intent: 'life.breakup',
  },
  {
    id: 'b3-162',
    persona: 'life',
    message:
      "My fiancée ended our 6-year relationship 2 months ago, 4 months before our wedding. We'd bought a flat together in Bristol, and I'm still living there while we sort out selling it. I can't eat properly, I've lost 5 kilos, and I keep replaying what I did wrong. My friends say I should start dating again, but I can barely get through a workday. How do I get through this?",
    intent: 'life.breakup',
  },
  {
    id: 'b3-163',
    persona: 'life',
    message:
      'She moved out on Sunday and took the cat. The flat is so quiet and I keep setting out two plates out of habit. How do people get past this?',
    intent: 'life.breakup',
  },
  {
    id: 'b3-164',
    persona: 'life',
    message: 'Is it a good idea to try to stay friends with an ex right after things end?',
    intent: 'life.breakup',
  },
  {
    id: 'b3-165',
    persona: 'life',
    message: 'my mum and sister keep dragging me into their fights, so tired of it',
    intent: 'life.family',
  },
  {
    id: 'b3-166',
    persona: 'life',
    message:
      "Every Christmas turns into a fight. My parents disapprove of my partner because she's not religious, and last year my dad made a comment at dinner that left her in tears. I'm 33, live in Auckland, and my parents are 2 hours away. My brother says I'm overreacting. This year they've invited us again. How do I handle this without cutting them off?",
    intent: 'life.family',
  },
  {
    id: 'b3-167',
    persona: 'life',
    message:
      'My brother borrowed a lot from our mother and never paid it back, and now nobody speaks at Sunday dinner. I am stuck in the middle. What can I do?',
    intent: 'life.family',
  },
  {
    id: 'b3-168',
    persona: 'life',
    message: 'How do I make peace with my brother after we said awful things to each other at a wedding?',
    intent: 'life.family',
  },
  {
    id: 'b3-169',
    persona: 'life',
    message: 'my 4yo has meltdowns every night at bedtime, im losing it',
    intent: 'life.parenting',
  },
  {
    id: 'b3-170',
    persona: 'life',
    message:
      "My 14-year-old son has become withdrawn since we moved from Dublin to Cork in the summer. His grades have dropped from As to Cs, he spends all his time in his room, and when I ask how he's doing he says 'fine' and shuts the door. His dad and I are divorced and he sees him every other weekend. How do I reach him without pushing him further away?",
    intent: 'life.parenting',
  },
  {
    id: 'b3-171',
    persona: 'life',
    message:
      "My daughter started refusing to go to school three weeks ago. She cries every morning, and I end up late for work trying to get her out the door. I don't know what's going on with her.",
    intent: 'life.parenting',
  },
  {
    id: 'b3-172',
    persona: 'life',
    message: 'How do I set rules for my teenager without it becoming a constant fight?',
    intent: 'life.parenting',
  },
  {
    id: 'b3-173',
    persona: 'life',
    message: 'my dog died yesterday and i cant stop crying, is that dumb',
    intent: 'life.grief',
  },
  {
    id: 'b3-174',
    persona: 'life',
    message:
      "My mum died 8 months ago after a year with cancer. I was her main carer, and since then I've gone back to work, but I feel like I'm watching my life through glass. I'm 41 and have two teenagers. Everyone seems to expect me to be over it by now. Some days are fine, then a song in the supermarket wrecks me. Is this normal, and how do I live with it?",
    intent: 'life.grief',
  },
  {
    id: 'b3-175',
    persona: 'life',
    message:
      "It's been a year since my husband passed and I still put his coffee mug out every morning. People have stopped asking how I am.",
    intent: 'life.grief',
  },
  {
    id: 'b3-176',
    persona: 'life',
    message: "How do I get through the first anniversary of my brother's death?",
    intent: 'life.grief',
  },
  {
    id: 'b3-177',
    persona: 'life',
    message: 'work from home and literally dont talk to anyone for days',
    intent: 'life.loneliness',
  },
  {
    id: 'b3-178',
    persona: 'life',
    message:
      "I'm a 67-year-old widower living in a small town in Ohio. My kids live in other states and call on Sundays. Since I retired from the post office 2 years ago, I can go three or four days without speaking to another person. I used to bowl but my knees are bad now. Evenings are the worst. What can I do to feel less alone?",
    intent: 'life.loneliness',
  },
  {
    id: 'b3-179',
    persona: 'life',
    message:
      "I scroll through group chats full of people and still feel like nobody would notice if I didn't show up for a week. Weekends are the hardest.",
    intent: 'life.loneliness',
  },
  {
    id: 'b3-180',
    persona: 'life',
    message: "How do you meet new people as an adult when you don't drink or go to bars?",
    intent: 'life.loneliness',
  },
  {
    id: 'b3-181',
    persona: 'life',
    message: 'my best friend has been ghosting me for weeks, did i do something',
    intent: 'life.friendship',
  },
  {
    id: 'b3-182',
    persona: 'life',
    message:
      "My best friend from university and I have been close for 15 years. Since she had her baby 10 months ago, she cancels almost every plan, and when we do talk it's only about the baby. I'm happy for her, but I feel like I've lost her. I'm 34 and don't have kids. I don't want to sound selfish. How do I bring this up and keep us close?",
    intent: 'life.friendship',
  },
  {
    id: 'b3-183',
    persona: 'life',
    message:
      "My closest mate since primary school made a joke about my weight at a party and everyone laughed. She hasn't apologised, and I don't know whether to say something or let it go.",
    intent: 'life.friendship',
  },
  {
    id: 'b3-184',
    persona: 'life',
    message: "How do I keep in touch with friends who've all moved to different cities?",
    intent: 'life.friendship',
  },
  {
    id: 'b3-185',
    persona: 'life',
    message: 'heart races every time my phone rings, why am i like this',
    intent: 'life.anxiety',
  },
  {
    id: 'b3-186',
    persona: 'life',
    message:
      "For about 6 months I've been waking at 4am with my chest tight and my mind racing about everything that could go wrong: my job, my parents' health, money. I'm 29, work in accounting in Manchester, and on paper things are fine. Last month I had what I think was a panic attack on the Tube, and now I avoid it and walk 40 minutes instead. How do I get a handle on this?",
    intent: 'life.anxiety',
  },
  {
    id: 'b3-187',
    persona: 'life',
    message:
      "Before any social event I rehearse conversations for hours, and afterwards I replay everything I said, sure I embarrassed myself. It's stopping me from going out at all.",
    intent: 'life.anxiety',
  },
  {
    id: 'b3-188',
    persona: 'life',
    message: 'What are some techniques to calm down when my worries spiral out of control?',
    intent: 'life.anxiety',
  },
  {
    id: 'b3-189',
    persona: 'life',
    message: 'so much going on rn, feel like im about to snap',
    intent: 'life.stress',
  },
  {
    id: 'b3-190',
    persona: 'life',
    message:
      "In the last 3 months I've started a new job, we've had a baby, and my father-in-law moved in with us after a fall. I'm 36, live in Leeds, and I'm getting headaches most afternoons and grinding my teeth at night. I'm not worried about anything in particular, just stretched so thin there's no time to recover. What can I realistically change to get some breathing room?",
    intent: 'life.stress',
  },
  {
    id: 'b3-191',
    persona: 'life',
    message:
      "Exams, a part-time job and my parents' divorce are all happening at once, and my shoulders have been up by my ears for weeks. How do I cope with all of it?",
    intent: 'life.stress',
  },
  {
    id: 'b3-192',
    persona: 'life',
    message: 'What are quick ways to decompress after a tense day?',
    intent: 'life.stress',
  },
  {
    id: 'b3-193',
    persona: 'life',
    message: 'yelled at my kids again over nothing, hate that i do this',
    intent: 'life.anger',
  },
  {
    id: 'b3-194',
    persona: 'life',
    message:
      "I'm a 45-year-old site manager in Brisbane. I've always had a temper, but lately it's worse: last month I punched a wall after an argument with my wife, and at work I've snapped at two subcontractors in front of others. I'm not violent towards people, but my wife says she walks on eggshells around me. How do I get this under control?",
    intent: 'life.anger',
  },
  {
    id: 'b3-195',
    persona: 'life',
    message:
      "Someone cuts me off in traffic and my whole body goes hot, and I'm shouting before I even think. Then I feel awful for hours. How do I stop that reaction?",
    intent: 'life.anger',
  },
  {
    id: 'b3-196',
    persona: 'life',
    message: 'What can I do in the moment when I feel my temper rising during an argument?',
    intent: 'life.anger',
  },
  {
    id: 'b3-197',
    persona: 'life',
    message: 'cant fall asleep before 3am no matter what i try',
    intent: 'life.sleep',
  },
  {
    id: 'b3-198',
    persona: 'life',
    message:
      "I'm a 52-year-old teacher and for the past year I've been waking at 3am almost every night and lying awake for 2 hours. I go to bed at 10:30, have one coffee in the morning, and don't drink. By Thursday I'm exhausted and irritable in class. My GP said it's not medical and suggested 'sleep hygiene', but I already do most of that. What else can I try?",
    intent: 'life.sleep',
  },
  {
    id: 'b3-199',
    persona: 'life',
    message:
      "The moment my head hits the pillow my brain starts planning tomorrow, and I'm still staring at the ceiling at 2am. Then the alarm goes at 6.",
    intent: 'life.sleep',
  },
  {
    id: 'b3-200',
    persona: 'life',
    message: "Is it better to get up or stay in bed when I can't drift off?",
    intent: 'life.sleep',
  },
  {
    id: 'b3-201',
    persona: 'life',
    message: 'i feel like everyone is better than me at everything',
    intent: 'life.self-esteem',
  },
  {
    id: 'b3-202',
    persona: 'life',
    message:
      "I'm 24 and grew up with a dad who criticised everything I did. Now, even when I do well, like getting a first in my degree or a compliment at work, I dismiss it straight away. I don't post photos of myself, I apologise constantly, and I assume nobody would want me around if they really knew me. How do I start believing I'm worth more?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b3-203',
    persona: 'life',
    message:
      "When I look in the mirror all I see is what's wrong, and when someone compliments me I assume they're being polite. I'm tired of feeling like I'm not enough.",
    intent: 'life.self-esteem',
  },
  {
    id: 'b3-204',
    persona: 'life',
    message: 'How can I build more confidence in myself outside of work?',
    intent: 'life.self-esteem',
  },
  {
    id: 'b3-205',
    persona: 'life',
    message: 'always start new routines on monday and quit by thursday lol',
    intent: 'life.habits',
  },
  {
    id: 'b3-206',
    persona: 'life',
    message:
      "I want to read for 20 minutes every evening and meditate for 10 minutes each morning. I've tried apps, streaks and a paper tracker, but every time I manage about 12 days, then one busy day breaks the chain and I give up completely. I'm 38, work full-time in Dublin and have a toddler. How do I set this up so it survives bad days?",
    intent: 'life.habits',
  },
  {
    id: 'b3-207',
    persona: 'life',
    message:
      "Every January I promise myself things will be different, and by February I'm back to exactly how I was. What am I missing about making changes stick?",
    intent: 'life.habits',
  },
  {
    id: 'b3-208',
    persona: 'life',
    message: 'How long does it really take for a new routine to become automatic?',
    intent: 'life.habits',
  },
  {
    id: 'b3-209',
    persona: 'life',
    message: 'wanna start working out but gyms scare me tbh',
    intent: 'life.exercise',
  },
  {
    id: 'b3-210',
    persona: 'life',
    message:
      "I'm 55, about 20 kilos overweight, and haven't exercised since school. My doctor told me at my last check-up to move more. I have a desk job in Toronto, 9 to 6, and winters are long and icy. I tried running once and my knees hurt for a week. What's a realistic way to get started that I'll actually keep doing?",
    intent: 'life.exercise',
  },
  {
    id: 'b3-211',
    persona: 'life',
    message:
      "I sit at a desk all day, then on the sofa all evening, and at 32 I get out of breath on the stairs. I want to change that but don't know where to begin.",
    intent: 'life.exercise',
  },
  {
    id: 'b3-212',
    persona: 'life',
    message: "What's a good beginner plan to go from the couch to running 5k?",
    intent: 'life.exercise',
  },
  {
    id: 'b3-213',
    persona: 'life',
    message: 'spent 7 hrs on tiktok yesterday, this is bad right',
    intent: 'life.screen-time',
  },
  {
    id: 'b3-214',
    persona: 'life',
    message:
      "My phone says I average 6 hours 40 minutes a day, most of it on Instagram and YouTube. I'm 22, studying in Cardiff, and I pick up my phone about 150 times a day. I've tried deleting apps, but I reinstall them within a day. It's eating into my revision and my sleep. What actually works to cut it down?",
    intent: 'life.screen-time',
  },
  {
    id: 'b3-215',
    persona: 'life',
    message:
      "I reach for my phone before I even open my eyes in the morning, and I realised I haven't read a book in two years. I want my attention back.",
    intent: 'life.screen-time',
  },
  {
    id: 'b3-216',
    persona: 'life',
    message: 'How do I stop doomscrolling in bed at night?',
    intent: 'life.screen-time',
  },
  {
    id: 'b3-217',
    persona: 'life',
    message: 'got an essay due fri and havent started, keep putting it off',
    intent: 'life.procrastination',
  },
  {
    id: 'b3-218',
    persona: 'life',
    message:
      "I'm a freelance translator in Edinburgh and I have 3 projects due in the next 2 weeks, about 25,000 words in total. I know exactly what to do and how long it takes, but every morning I clean the flat, answer emails, and check the news until it's 3pm. Then I panic and work until 2am. This has happened on every project for a year. How do I break this cycle?",
    intent: 'life.procrastination',
  },
  {
    id: 'b3-219',
    persona: 'life',
    message:
      "The tax return, the dentist booking, the email to my landlord: they all sit on my list for weeks even though each takes ten minutes. Why can't I just do them?",
    intent: 'life.procrastination',
  },
  {
    id: 'b3-220',
    persona: 'life',
    message: "What's a good trick for getting started on a task I'm dreading?",
    intent: 'life.procrastination',
  },
  {
    id: 'b3-221',
    persona: 'life',
    message: 'think im drinking too much, like a bottle of wine most nights',
    intent: 'life.drinking',
  },
  {
    id: 'b3-222',
    persona: 'life',
    message:
      "I'm 44, work in sales in Sydney, and drinking is part of the culture: client lunches, Friday drinks, then a few beers at home to unwind. I added it up and it's about 35 standard drinks a week. I'm not drinking in the mornings or anything, but I wake up foggy and my wife has started commenting. I want to cut back, not quit entirely. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b3-223',
    persona: 'life',
    message:
      "The two glasses of wine with dinner have crept up to three or four, and I can't remember the last evening I didn't open a bottle. Should I be worried?",
    intent: 'life.drinking',
  },
  {
    id: 'b3-224',
    persona: 'life',
    message: 'How do I turn down drinks at social events without it becoming a big deal?',
    intent: 'life.drinking',
  },
  {
    id: 'b3-225',
    persona: 'life',
    message: 'always broke by the 20th of the month, how do ppl budget',
    intent: 'life.money',
  },
  {
    id: 'b3-226',
    persona: 'life',
    message:
      "I'm 31, earn £2,300 a month after tax in Leeds, and pay £850 in rent. I have £4,200 on a credit card and £1,100 in an overdraft, and I have no idea where the rest goes each month. I get anxious every time I open my banking app, so I've stopped looking. How do I get a grip on this and start paying the debt down?",
    intent: 'life.money',
  },
  {
    id: 'b3-227',
    persona: 'life',
    message:
      "I avoid opening my bank statements, and payday feels amazing for about three days. Then I'm counting coins again. How do I break this?",
    intent: 'life.money',
  },
  {
    id: 'b3-228',
    persona: 'life',
    message: "What's a simple budgeting method for someone who has never tracked their spending?",
    intent: 'life.money',
  },
  {
    id: 'b3-229',
    persona: 'life',
    message: 'just moved to a new city for uni and everything feels weird',
    intent: 'life.moving',
  },
  {
    id: 'b3-230',
    persona: 'life',
    message:
      "Three months ago I moved from Manila to Calgary with my husband for his job. I had to leave my work as a pharmacist and my licence isn't recognised here yet. The winter is brutal, I don't know anyone, and I miss my family's Sunday lunches. My husband is busy settling into his new role. How do I make this place feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b3-231',
    persona: 'life',
    message:
      'We relocated across the country for a fresh start, and two months in I still get lost going to the supermarket and the flat is full of unopened boxes. When does this start feeling normal?',
    intent: 'life.moving',
  },
  {
    id: 'b3-232',
    persona: 'life',
    message: 'What are good first steps to settle in after moving to a new country?',
    intent: 'life.moving',
  },
  {
    id: 'b3-233',
    persona: 'life',
    message: 'my mum calls me like 6 times a day, how do i tell her to stop',
    intent: 'life.boundaries',
  },
  {
    id: 'b3-234',
    persona: 'life',
    message:
      "My in-laws live 15 minutes away and drop by unannounced 3 or 4 times a week, often at dinner time. They let themselves in with a spare key we gave them for emergencies. My husband says it's just how his family is. I'm 32, work from home, and have a newborn. I want to see them, but not like this. How do I set limits without starting a war?",
    intent: 'life.boundaries',
  },
  {
    id: 'b3-235',
    persona: 'life',
    message:
      'I always end up saying yes: covering shifts, hosting, lending my car. Then I resent everyone and feel exhausted. How do I stop being the one everyone leans on?',
    intent: 'life.boundaries',
  },
  {
    id: 'b3-236',
    persona: 'life',
    message: 'How do I say no to people without feeling guilty afterwards?',
    intent: 'life.boundaries',
  },
  {
    id: 'b3-237',
    persona: 'life',
    message: 'everything is fine on paper but i feel lost, like what am i even doing',
    intent: 'life.purpose',
  },
  {
    id: 'b3-238',
    persona: 'life',
    message:
      "I'm 48. My kids have just left for university, I've been a stay-at-home mum in Adelaide for 20 years, and my husband is busy with his business. For the first time in decades my days are empty and I don't know who I am outside of being a mother. I don't necessarily need a job, but I want something that gives my life meaning. Where do I start?",
    intent: 'life.purpose',
  },
  {
    id: 'b3-239',
    persona: 'life',
    message:
      "I hit every goal I set at 20: the house, the marriage, the good salary. Now I'm 40 and I wake up wondering what it's all for.",
    intent: 'life.purpose',
  },
  {
    id: 'b3-240',
    persona: 'life',
    message: 'How do I figure out what I actually value in life?',
    intent: 'life.purpose',
  },
  {
    id: 'b3-241',
    persona: 'life',
    message: 'should i move abroad w my bf or stay near family?? cant decide',
    intent: 'life.decision',
  },
  {
    id: 'b3-242',
    persona: 'life',
    message:
      "I've been offered the chance to take over my uncle's farm in rural Ireland. I'm 34 and work in IT in Dublin earning €70,000. Farming would mean half the income, long hours, and my partner leaving her job, but I've always loved the land and otherwise the farm will be sold. We have 3 months to choose. How do I think this through properly?",
    intent: 'life.decision',
  },
  {
    id: 'b3-243',
    persona: 'life',
    message:
      "I've made a pros and cons list four times and it comes out even every time. My gut changes daily. How do people ever choose when both paths seem fine?",
    intent: 'life.decision',
  },
  {
    id: 'b3-244',
    persona: 'life',
    message: 'How do I decide whether to have a second child?',
    intent: 'life.decision',
  },
  {
    id: 'b3-245',
    persona: 'life',
    message: 'looking after my dad with dementia and im so tired',
    intent: 'life.caregiving',
  },
  {
    id: 'b3-246',
    persona: 'life',
    message:
      "My mum has Parkinson's and moved in with us last year. I'm 50, work part-time, and do most of her care: meds 4 times a day, helping her wash, and driving her to appointments. My brother lives in London and sends money but never visits. I haven't had a full weekend off in 14 months and I'm snapping at my own kids. How do I keep going and get some help?",
    intent: 'life.caregiving',
  },
  {
    id: 'b3-247',
    persona: 'life',
    message:
      "Since my wife's stroke I do everything for her, from cooking to helping her dress. I love her, but I've lost myself and I feel guilty even thinking that.",
    intent: 'life.caregiving',
  },
  {
    id: 'b3-248',
    persona: 'life',
    message: 'What kind of respite options exist for someone looking after a disabled parent at home?',
    intent: 'life.caregiving',
  },
  {
    id: 'b3-249',
    persona: 'life',
    message: 'been getting headaches every day for 2 weeks, should i see a doc',
    intent: 'any.health',
  },
  {
    id: 'b3-250',
    persona: 'founder',
    message:
      "I'm 39 and running a startup. For the last 3 weeks I've had chest tightness and a fluttering heartbeat, mostly in the afternoon after my fourth coffee. I've also lost about 3 kilos without trying. I keep telling myself it's nothing, but my cofounder thinks I should get checked. Should I be worried, and what kind of doctor should I see?",
    intent: 'any.health',
  },
  {
    id: 'b3-251',
    persona: 'career',
    message:
      "There's a lump on the side of my neck that's been there about a month and doesn't hurt. I've got a big work trip coming up. Can it wait until I'm back?",
    intent: 'any.health',
  },
  {
    id: 'b3-252',
    persona: 'life',
    message: 'Is it safe to take ibuprofen and paracetamol together for back pain?',
    intent: 'any.health',
  },
  {
    id: 'b3-253',
    persona: 'founder',
    message: 'can my old employer sue me for starting a competing biz?',
    intent: 'any.legal',
  },
  {
    id: 'b3-254',
    persona: 'career',
    message:
      "I was dismissed last month from a retail chain in Manchester after 3 years. They said it was for poor performance, but I'd never had a warning and it happened two weeks after I told my manager I was pregnant. I have emails showing my reviews were good. What are my rights, is there a deadline to bring a claim, and do I need a solicitor?",
    intent: 'any.legal',
  },
  {
    id: 'b3-255',
    persona: 'life',
    message:
      'My landlord is keeping my whole £1,400 deposit for wear and tear on a carpet that was already old when I moved in, and he is ignoring my emails. What can I do?',
    intent: 'any.legal',
  },
  {
    id: 'b3-256',
    persona: 'founder',
    message: "Do I need a lawyer to review a shareholders' agreement before we sign with our first investor?",
    intent: 'any.legal',
  },
  {
    id: 'b3-257',
    persona: 'career',
    message: 'new job has a 401k match, how much should i put in',
    intent: 'any.finance',
  },
  {
    id: 'b3-258',
    persona: 'life',
    message:
      "I'm 45, live in Melbourne, and have just inherited AU$180,000 from my aunt. I have a mortgage of AU$320,000 at 6.2%, about AU$90,000 in super, and no other debt. Should I pay down the mortgage, top up my super, or invest in shares? What tax implications should I know about?",
    intent: 'any.finance',
  },
  {
    id: 'b3-259',
    persona: 'founder',
    message:
      "We just sold the company and for the first time I have a big lump sum sitting in a current account. I don't know whether to put it in property, index funds or something else, and I don't want to blow it.",
    intent: 'any.finance',
  },
  {
    id: 'b3-260',
    persona: 'career',
    message: 'Is it worth salary sacrificing into my pension, or should I save into an ISA instead?',
    intent: 'any.finance',
  },
];
