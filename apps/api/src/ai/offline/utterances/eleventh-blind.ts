import type { MentorType } from '@mentor/validation';

/**
 * The eleventh blind set (260 messages, 4 per intent, ids b11-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the twelfth blind set, src/ai/eval/blind-heldout-12.ts (then src/ai/eval/blind-heldout-13.ts), replaced it. Three messages
 * (b11-113, b11-145, b11-189) were word for word messages of the corpus when it was written; a word was added to each.
 */
export const ELEVENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b11-001',
    persona: 'founder',
    message: 'how do i kno if ppl actually want my app idea??',
    intent: 'founder.discovery',
  },
  {
    id: 'b11-002',
    persona: 'founder',
    message:
      "Got an idea for a booking tool for independent physios around Leeds. Before building anything, how many of them should I talk to, and what do I ask so they don't just say it sounds nice?",
    intent: 'founder.discovery',
  },
  {
    id: 'b11-003',
    persona: 'founder',
    message:
      "Three months ago I left my job at a logistics firm in Lagos to work on a freight-matching platform for small truck owners. My wife is supportive but nervous, and most evenings I'm sketching screens in Figma. A friend who runs a haulage company said he'd 'definitely use it', and my cousin said the same. But I realise those are people who like me, not paying customers. Abeg, how do I find out whether truck owners will really pay for this before I spend my savings building it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b11-004',
    persona: 'founder',
    message: "What's the best way to check that people actually want what I'm planning to build?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b11-005',
    persona: 'founder',
    message: 'mvp is live, zero users lol. where do i even start',
    intent: 'founder.first-customers',
  },
  {
    id: 'b11-006',
    persona: 'founder',
    message:
      'We built an inventory app for bakeries and have 2 pilot users in Melbourne, both mates of my co-founder. How do we land the next 10 paying bakeries with basically no marketing budget?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b11-007',
    persona: 'founder',
    message:
      "At 61, after thirty years teaching secondary maths, I've turned my old revision worksheets into a small online platform for GCSE students. My grandson helped with the website and it works rather well. I've told former colleagues, and a couple promised to pass it on, but nobody has signed up yet. Social media makes my head spin and I've never done any marketing. How do I get my very first handful of schools or parents actually using it?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b11-008',
    persona: 'founder',
    message: 'Where do early-stage startups usually find their first paying customers?',
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b11-009',
    persona: 'founder',
    message: 'shd i charge $9 or $29 a month? no clue tbh',
    intent: 'founder.pricing',
  },
  {
    id: 'b11-010',
    persona: 'founder',
    message:
      "Our HR compliance tool for SMEs in Singapore costs S$15 per user per month and nobody ever complains, which makes me think it's too cheap. How do I figure out whether to raise it, and what do I do about our 40 existing customers?",
    intent: 'founder.pricing',
  },
  {
    id: 'b11-011',
    persona: 'founder',
    message:
      "We've been running a meal-prep subscription in Pune for eight months now. Ingredient costs are up almost 20% since launch, and our delivery partner wants more too. My co-founder wants a premium tier with organic produce, while I worry we'll lose the college students who are half our base. Our Instagram is also a mess, but that's a separate headache. How should we set our prices so we're actually profitable without scaring people away?",
    intent: 'founder.pricing',
  },
  {
    id: 'b11-012',
    persona: 'founder',
    message: 'Can you help me work out how to price my product?',
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b11-013',
    persona: 'founder',
    message: 'ppl sign up then cancel after month 1. whyyy 😩',
    intent: 'founder.churn',
  },
  {
    id: 'b11-014',
    persona: 'founder',
    message:
      "Monthly churn on our fitness-class booking app is around 9%, mostly studios with under 50 members. What can I do in their first 30 days so they don't cancel?",
    intent: 'founder.churn',
  },
  {
    id: 'b11-015',
    persona: 'founder',
    message:
      "My small SaaS for wedding photographers has about 300 paying accounts. Growth has been decent thanks to a couple of Facebook groups, and last month I finally hired a part-time support person. The trouble is that every month we lose nearly as many accounts as we gain, so revenue is basically flat. Exit surveys mostly say 'not using it enough', which tells me nothing. How do I work out why customers leave and get more of them to stay?",
    intent: 'founder.churn',
  },
  {
    id: 'b11-016',
    persona: 'founder',
    message: 'Why do customers cancel subscriptions, and what can I do to keep them?',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b11-017',
    persona: 'founder',
    message: 'im an engineer, no idea how to sell. help',
    intent: 'founder.sales',
  },
  {
    id: 'b11-018',
    persona: 'founder',
    message:
      'I sell a safety-inspection app to construction firms in Texas. Deals drag on for 4-5 months and I keep losing them after the demo. How do I set up a repeatable process from first call to signed contract?',
    intent: 'founder.sales',
  },
  {
    id: 'b11-019',
    persona: 'founder',
    message:
      "For our first year my co-founder and I, both developers, closed every deal through warm intros. That got us to twelve clients, mostly mid-sized accounting firms in Manchester. Now our investors are asking about pipeline and forecasts, and honestly I don't know what stages we'd even track. We've talked about hiring a salesperson but I doubt we're ready. How do we build a proper sales process before bringing someone in to run it?",
    intent: 'founder.sales',
  },
  {
    id: 'b11-020',
    persona: 'founder',
    message: 'What does a simple sales process look like for an early startup?',
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b11-021',
    persona: 'founder',
    message: 'need to hire first dev, where do u find good ppl',
    intent: 'founder.hiring',
  },
  {
    id: 'b11-022',
    persona: 'founder',
    message:
      "We're a six-person fintech in Accra about to hire our first product designer, budget around $2,500 a month. How should I write the role and test candidates so I don't make an expensive mistake?",
    intent: 'founder.hiring',
  },
  {
    id: 'b11-023',
    persona: 'founder',
    message:
      "Last year I brought a friend in as head of operations and it didn't work out; letting him go was one of the hardest things I've done. Since then I've been covering ops myself on top of fundraising, which isn't sustainable. We just closed a small seed round, so there's finally money for two roles. I also can't decide whether to hire senior or junior first. How should I approach hiring this time so I end up with the right people?",
    intent: 'founder.hiring',
  },
  {
    id: 'b11-024',
    persona: 'founder',
    message: 'Any advice on hiring the first employees for a small startup?',
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b11-025',
    persona: 'founder',
    message: 'is it time to raise a seed round or nah',
    intent: 'founder.fundraising',
  },
  {
    id: 'b11-026',
    persona: 'founder',
    message:
      "We're at £18k MRR, growing 12% month on month, a B2B logistics tool based in Bristol. I want to raise £1.2m. Angels or VCs first, and roughly how many investor meetings should I expect to need?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b11-027',
    persona: 'founder',
    message:
      "For two years I've bootstrapped my edtech company with savings and some consulting income. We now have 4,000 active students across Malaysia and Singapore, and a competitor just announced a big round. Our accountant reckons we can keep going at this pace for a good while, but growth is capped by what we can afford. I've never raised money before and I don't personally know a single investor. How do I go about raising from investors, and where does someone like me even start?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b11-028',
    persona: 'founder',
    message: 'When is the right time to raise money from investors, and how does the process work?',
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b11-029',
    persona: 'founder',
    message: 'my deck is 28 slides. too long?? lol',
    intent: 'founder.pitch',
  },
  {
    id: 'b11-030',
    persona: 'founder',
    message:
      "I've got 10 minutes in front of a panel at a Lagos accelerator demo day next Thursday. Right now the deck opens with the team and market size. How do I restructure the pitch so investors actually remember us?",
    intent: 'founder.pitch',
  },
  {
    id: 'b11-031',
    persona: 'founder',
    message:
      "Over the last six weeks I've pitched our climate-tech startup to about fifteen investors. The meetings feel friendly and a couple asked for follow-ups, but none have moved forward. One partner said our story 'didn't quite land', and another admitted he didn't understand who the customer was. We're also rewriting our website copy, which has its own problems. How can I make the pitch itself sharper and clearer?",
    intent: 'founder.pitch',
  },
  {
    id: 'b11-032',
    persona: 'founder',
    message: 'What should a good investor pitch include?',
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b11-033',
    persona: 'founder',
    message: 'me n my cofounder fight abt literally everything rn',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b11-034',
    persona: 'founder',
    message:
      "My co-founder owns 50% but has been putting in maybe 20 hours a week since March while I'm doing 70. How do I raise this with her without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b11-035',
    persona: 'founder',
    message:
      "We started our craft brewery in Adelaide four years ago as best mates. Business is going alright, we've just signed a distribution deal with a pub chain, and there's talk of a second taproom. Lately, though, every decision turns into an argument: he wants to expand fast and I want to pay down debt first. Last week it got heated in front of the staff, which was embarrassing for both of us. How do we work through this without wrecking the friendship or the business?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b11-036',
    persona: 'founder',
    message: 'My cofounder and I disagree on almost everything lately. What should we do?',
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b11-037',
    persona: 'founder',
    message: 'where do ppl actually find a technical cofounder??',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b11-038',
    persona: 'founder',
    message:
      'Non-technical founder here, based in Bangalore, running a pilot in 3 clinics for a patient follow-up tool. I need a CTO co-founder willing to work for equity for 6 months. Kindly advise where to look and how to vet candidates.',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b11-039',
    persona: 'founder',
    message:
      "For about a year I've been building a marketplace for secondhand school uniforms on my own, mostly nights and weekends since I still teach part-time. Parents in Dublin are picking it up and a local council has shown interest. But I'm stretched thin and I keep thinking things would move faster with a partner. I tried working with someone from a meetup and we just didn't click. How do I find the right cofounder, and what should I be looking for in one?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b11-040',
    persona: 'founder',
    message: 'Where can I meet potential co-founders?',
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b11-041',
    persona: 'founder',
    message: 'pivot or keep going? stuck af',
    intent: 'founder.pivot',
  },
  {
    id: 'b11-042',
    persona: 'founder',
    message:
      'After 14 months our restaurant-reservation app has 200 users and barely grows, yet 3 hotels keep asking whether they can use it for spa bookings. Is that a sign we should pivot to hotels?',
    intent: 'founder.pivot',
  },
  {
    id: 'b11-043',
    persona: 'founder',
    message:
      "My co-founder and I have spent eighteen months on a language-learning app for kids. We raised a small pre-seed, brought on two contractors, and the reviews are decent, but retention is terrible and parents won't pay. Meanwhile teachers who found us by accident seem to love using it in class. My co-founder is emotionally attached to the consumer vision, and I understand why. How do we decide whether to pivot toward schools or stick with what we've got?",
    intent: 'founder.pivot',
  },
  {
    id: 'b11-044',
    persona: 'founder',
    message: "How do you know when it's time to pivot?",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b11-045',
    persona: 'founder',
    message: '30 things on my list n all urgent. which first',
    intent: 'founder.focus',
  },
  {
    id: 'b11-046',
    persona: 'founder',
    message:
      "We're 4 people and this quarter we're trying to launch an Android app, enter Kenya, rebuild onboarding and close a bank partnership. Feels like too much. How do I pick the one thing that matters most?",
    intent: 'founder.focus',
  },
  {
    id: 'b11-047',
    persona: 'founder',
    message:
      "Every Monday I write a to-do list of about thirty items, and by Friday I've done a little of everything and finished nothing. Investors want a new dashboard, customers want integrations, and the team keeps pitching features. I also promised myself I'd get back to the gym, which hasn't happened. The company is only nine months old and it feels like we're running in circles. How do I figure out the single most important priority for the business right now?",
    intent: 'founder.focus',
  },
  {
    id: 'b11-048',
    persona: 'founder',
    message: 'Is it better to focus on one goal at a time as a founder, and how do I choose which one?',
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b11-049',
    persona: 'founder',
    message: 'so tired of my own startup tbh. running on empty',
    intent: 'founder.burnout',
  },
  {
    id: 'b11-050',
    persona: 'founder',
    message:
      "I've worked 7 days a week for 11 months on our delivery app in Lagos without a single day off. I'm snapping at the team and can't think straight. How do I recover without the company falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b11-051',
    persona: 'founder',
    message:
      "Three years ago I started a design agency that turned into a SaaS product, and for a while it was the most exciting thing in my life. We've got twenty staff and decent revenue, so on paper everything's fine. But I dread opening my laptop, wins don't feel like anything anymore, and my partner says I'm never really present, even at weekends. I'm behind on our board deck, which I'd normally enjoy putting together. How do I deal with this burnout without walking away from everything I've built?",
    intent: 'founder.burnout',
  },
  {
    id: 'b11-052',
    persona: 'founder',
    message: 'What are the signs of founder burnout and how do you recover from it?',
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b11-053',
    persona: 'founder',
    message: 'users want 100 features. which do i build??',
    intent: 'founder.product',
  },
  {
    id: 'b11-054',
    persona: 'founder',
    message:
      'Our HR app has 35 open feature requests from 80 customers. The biggest client, 20% of revenue, is pushing for custom reporting. How do I decide what actually goes on the roadmap?',
    intent: 'founder.product',
  },
  {
    id: 'b11-055',
    persona: 'founder',
    message:
      "I'm a solo founder building a budgeting app for freelancers in Australia. The basic version went out two months ago and a Reddit post got me about 400 signups, which was a buzz. Now the feedback is pouring in: some want bank syncing, some want invoicing, and a few want a desktop version. I've also got company admin piling up, but that's for another day. How do I shape the product so it doesn't turn into a mess of half-finished features?",
    intent: 'founder.product',
  },
  {
    id: 'b11-056',
    persona: 'founder',
    message: 'How should I prioritise features for my app?',
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b11-057',
    persona: 'founder',
    message: 'tried everything for growth, nothing sticks. wat now',
    intent: 'founder.growth',
  },
  {
    id: 'b11-058',
    persona: 'founder',
    message:
      "We've tried Google Ads (£3k spent, 6 customers), LinkedIn posts and two trade fairs for our warehouse software. Nothing is clearly working. How do I find the one channel that can actually scale?",
    intent: 'founder.growth',
  },
  {
    id: 'b11-059',
    persona: 'founder',
    message:
      "Our plant-care subscription grew nicely at first through friends, a market stall in Brisbane and some word of mouth. For four months now we've been stuck at around 600 subscribers. I've dabbled in TikTok, influencer gifting and a referral code, but never stuck with any of them long enough to tell. My partner also reckons we should open a physical shop, though I'm not convinced. How do I figure out which growth channel to commit to?",
    intent: 'founder.growth',
  },
  {
    id: 'b11-060',
    persona: 'founder',
    message: 'How do I figure out the right growth channel for my startup?',
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b11-061',
    persona: 'founder',
    message: 'only 4 months cash left. what do i cut first',
    intent: 'founder.runway',
  },
  {
    id: 'b11-062',
    persona: 'founder',
    message:
      'We burn about ₹18 lakh a month and have ₹90 lakh in the bank, and the next raise is uncertain. What are my options to stretch runway to at least 12 months?',
    intent: 'founder.runway',
  },
  {
    id: 'b11-063',
    persona: 'founder',
    message:
      "We raised a seed round eighteen months ago and hired fast, maybe too fast. Revenue is growing, but slower than the plan we showed investors, and the follow-on round looks unlikely in this market. There are 14 people on payroll, and some of them left stable jobs to join us. We're also halfway through a product redesign I'd hate to shelve. How do I manage our cash so we don't run out before we reach profitability?",
    intent: 'founder.runway',
  },
  {
    id: 'b11-064',
    persona: 'founder',
    message: "What's runway, and how do I make mine last longer?",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b11-065',
    persona: 'career',
    message: 'graduating in may, how do i even start job hunting',
    intent: 'career.job-search',
  },
  {
    id: 'b11-066',
    persona: 'career',
    message:
      "I'm a 34-year-old civil engineer moving from Chennai to Toronto in September. I'd like a job lined up within 4 months of landing. How should I plan the search?",
    intent: 'career.job-search',
  },
  {
    id: 'b11-067',
    persona: 'career',
    message:
      "Nine years at the same insurance company in Birmingham, first in claims and then underwriting. My team is being restructured, and while my role isn't at risk yet, I can see where things are heading. I haven't looked for a job since 2015, and everything seems to happen on LinkedIn now. I'm also trying to sort out childcare for my youngest, which makes timing awkward. How should I organise a job search so it doesn't take over my life?",
    intent: 'career.job-search',
  },
  {
    id: 'b11-068',
    persona: 'career',
    message: 'Where should I start when looking for a new job?',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b11-069',
    persona: 'career',
    message: 'my cv is 4 pages, is that too much',
    intent: 'career.cv',
  },
  {
    id: 'b11-070',
    persona: 'career',
    message:
      "Nurse with 12 years' experience in Lagos hospitals, now applying for healthcare management roles in the UK. How do I rewrite my CV so it shows leadership and not just clinical duties?",
    intent: 'career.cv',
  },
  {
    id: 'b11-071',
    persona: 'career',
    message:
      "After six years as a stay-at-home parent, following a career in retail banking, I'm finally ready to go back. I've been treasurer for our school's parent association and finished a short online Excel course. My husband says just send the old CV, but it stops in 2018. I'm nervous about interviews too, but first I need something decent to send out. How do I update my CV so the gap doesn't sink it?",
    intent: 'career.cv',
  },
  {
    id: 'b11-072',
    persona: 'career',
    message: 'What makes a good resume?',
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b11-073',
    persona: 'career',
    message: 'sent 80 applications, 0 replies. wat am i doing wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b11-074',
    persona: 'career',
    message:
      "Over 2 months I've applied to 45 data analyst roles in Singapore and heard back from 2, both rejections. I have a master's and solid Python. Why am I getting ghosted ah?",
    intent: 'career.no-responses',
  },
  {
    id: 'b11-075',
    persona: 'career',
    message:
      "I graduated in accounting from the University of Nairobi last year, did a six-month internship and then started applying for full-time roles. I've tailored my CV, I write cover letters, and I even paid for a LinkedIn Premium trial. Friends from the same course are getting interviews, which makes me feel worse. My mum keeps asking when I'll start working. Why might employers not be replying to me at all, and what can I change?",
    intent: 'career.no-responses',
  },
  {
    id: 'b11-076',
    persona: 'career',
    message: 'Why am I not hearing back from any of my job applications?',
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b11-077',
    persona: 'career',
    message: 'interview tmrw 10am, so nervous. how to prep',
    intent: 'career.interview',
  },
  {
    id: 'b11-078',
    persona: 'career',
    message:
      'Final-round panel interview on Friday for a product manager role at a bank in Sydney, including a case study. How should I use the next 3 days to prepare?',
    intent: 'career.interview',
  },
  {
    id: 'b11-079',
    persona: 'career',
    message:
      "I've been a primary school teacher for eight years and applied for a learning designer job at an edtech company. They've invited me to a 45-minute video call next week with their head of content. I've never interviewed outside of schools and I'm not sure what they'll ask. My headteacher doesn't know I'm applying, which feels awkward. How do I prepare, and how do I talk about classroom experience so it fits a corporate role?",
    intent: 'career.interview',
  },
  {
    id: 'b11-080',
    persona: 'career',
    message: 'What are the most common interview questions, and how should I get ready for them?',
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b11-081',
    persona: 'career',
    message: 'had interview fri, still nothing. shd i email them?',
    intent: 'career.interview-after',
  },
  {
    id: 'b11-082',
    persona: 'career',
    message:
      "It's been 10 days since my second interview for a marketing role at an agency in Dubai. The recruiter said I'd hear 'by end of the week'. Is it OK to chase, and what should I write?",
    intent: 'career.interview-after',
  },
  {
    id: 'b11-083',
    persona: 'career',
    message:
      "Yesterday I had what I think was my best-ever interview, for a logistics coordinator role at a shipping company in Rotterdam. The hiring manager laughed at my jokes and showed me round the office, which felt like a good sign. Afterwards I realised I forgot to ask about the team structure, and I fumbled one answer about Excel. I've got another interview elsewhere next Tuesday too. Now that it's done, what should I do — send a thank-you note, wait, or something else?",
    intent: 'career.interview-after',
  },
  {
    id: 'b11-084',
    persona: 'career',
    message: 'Is it okay to send a follow-up email after an interview?',
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b11-085',
    persona: 'career',
    message: 'got an offer!! can i ask for more $$ or nah',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b11-086',
    persona: 'career',
    message:
      "I've been offered $92k as a senior UX designer in Austin, but Glassdoor puts the range at $105-120k. How do I counter without them pulling the offer?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b11-087',
    persona: 'career',
    message:
      "After four months of searching I finally got an offer from a pharma company in Hyderabad, for a regulatory affairs role. I'm relieved, and my parents are thrilled. The salary is about 15% above what I earn now, but the joining bonus is small and I'd forfeit a retention bonus at my current firm. A friend says nobody negotiates and I should just accept. How do I negotiate this politely without seeming ungrateful?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b11-088',
    persona: 'career',
    message: 'Is it normal to negotiate salary when you get a job offer?',
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b11-089',
    persona: 'career',
    message: '2 offers on the table n i cant pick 😭',
    intent: 'career.compare-offers',
  },
  {
    id: 'b11-090',
    persona: 'career',
    message:
      "Offer A: £58k at a big bank in Canary Wharf, 4 days in the office. Offer B: £50k plus equity at a 30-person startup, fully remote. I'm 27. Which one would you take?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b11-091',
    persona: 'career',
    message:
      "I'm finishing a PhD in mechanical engineering in Perth, and two offers came through in the same week. One is a research role at a mining company that pays well but is FIFO up north; the other is a lecturer post at a regional uni with lower pay but real stability. My partner has a job in Perth she loves. Part of me also wonders whether I should have gone into industry sooner. How do I choose between these two?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b11-092',
    persona: 'career',
    message: 'What factors should I weigh when comparing two job offers?',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b11-093',
    persona: 'career',
    message: 'how 2 ask boss for raise without it being awkward',
    intent: 'career.raise',
  },
  {
    id: 'b11-094',
    persona: 'career',
    message:
      'QA engineer in Pune, 3 years at the company on ₹9 LPA, and new joiners are coming in at ₹12. Appraisal is in April. How do I ask for an increase that closes the gap?',
    intent: 'career.raise',
  },
  {
    id: 'b11-095',
    persona: 'career',
    message:
      "For five years I've been office manager at a family-run law firm in Cork. Along the way I've taken over payroll, IT support and onboarding, none of which were in my original job description. My pay has gone up with inflation, if that. The owners are lovely and I'm afraid asking will sour things, especially since the founder's daughter just joined. How do I ask for a pay rise that reflects what I actually do now?",
    intent: 'career.raise',
  },
  {
    id: 'b11-096',
    persona: 'career',
    message: "What's the right way to ask my boss for more money?",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b11-097',
    persona: 'career',
    message: 'want promo to senior this yr, what do i do',
    intent: 'career.promotion',
  },
  {
    id: 'b11-098',
    persona: 'career',
    message:
      "I'm a mid-level software engineer at a 2,000-person company in Seattle. My manager says I'm 'close' to senior, but that's been the line for 2 review cycles. How do I actually get promoted this time?",
    intent: 'career.promotion',
  },
  {
    id: 'b11-099',
    persona: 'career',
    message:
      "Almost four years as assistant manager at a hotel in Kuala Lumpur, and when the operations manager role opened last year they gave it to someone from outside. That stung. Since then I've completed a hospitality management course and taken over the weekend rota. My GM is supportive but vague whenever I ask about the next step. How do I position myself so I get the promotion next time a senior role comes up?",
    intent: 'career.promotion',
  },
  {
    id: 'b11-100',
    persona: 'career',
    message: 'What do I need to do to get promoted?',
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b11-101',
    persona: 'career',
    message: "boss said im 'not strategic enough' wth does that even mean",
    intent: 'career.feedback-received',
  },
  {
    id: 'b11-102',
    persona: 'career',
    message:
      "My 360 review came back with 3 of 8 people saying I interrupt and dominate discussions. I'm a team lead at a consulting firm in Johannesburg. How do I take this on board without getting defensive?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b11-103',
    persona: 'career',
    message:
      "Just had my mid-year review as a junior architect in Lisbon. Most of it was positive, but my director said my drawings are 'technically fine but lack conviction' and that I need to 'own my ideas more'. I've replayed it in my head all weekend and I'm still not sure what she wants me to change. There's also a housing project deadline next week, so I can't afford to spiral. How do I make sense of this feedback and turn it into something I can act on?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b11-104',
    persona: 'career',
    message: 'My manager gave me negative feedback in my review. How should I take it?',
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b11-105',
    persona: 'career',
    message: 'have to tell my intern his work is bad. how',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b11-106',
    persona: 'career',
    message:
      "One of my 5 direct reports keeps missing deadlines and it's dragging down the whole sprint. I'm meeting her Thursday. How do I say this clearly but kindly?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b11-107',
    persona: 'career',
    message:
      "I manage a small customer service team at a telecom company in Abuja. One of my most experienced agents is brilliant with customers but rude to newer colleagues, and two people have quietly complained to me. He's older than me and has been here longer, which makes it harder. My own performance review is also coming up next month. How do I tell him his behaviour has to change without him shutting down?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b11-108',
    persona: 'career',
    message: 'Can you help me prepare to give tough feedback to someone on my team?',
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b11-109',
    persona: 'career',
    message: 'my manager micromanages every single thing i do 🙄',
    intent: 'career.manager',
  },
  {
    id: 'b11-110',
    persona: 'career',
    message:
      "My new manager at a Toronto marketing agency changes priorities every 2 days, then blames me when deadlines slip. I've been there 3 years and was doing well before she arrived. How do I handle her?",
    intent: 'career.manager',
  },
  {
    id: 'b11-111',
    persona: 'career',
    message:
      "I'm a lab technician at a university in Glasgow and have had the same supervisor for two years. He's brilliant scientifically but never gives clear instructions, then criticises me in front of the PhD students when things aren't done his way. I've started dreading our weekly meetings. I love the research itself, and the pay is decent for the area. How do I work with a manager like this without it wearing me down?",
    intent: 'career.manager',
  },
  {
    id: 'b11-112',
    persona: 'career',
    message: 'How do you deal with a bad boss?',
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b11-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my work again ugh',
    intent: 'career.colleague',
  },
  {
    id: 'b11-114',
    persona: 'career',
    message:
      "A colleague at my bank in Singapore cc's our boss on every small mistake I make, and we sit right next to each other. How do I handle this without making things worse?",
    intent: 'career.colleague',
  },
  {
    id: 'b11-115',
    persona: 'career',
    message:
      "I work as a pharmacist in a busy chain store in Leicester, and there's one other pharmacist on my shifts. We work very differently: she's quick and loose with the paperwork, I'm slow and careful. Last week we had a tense exchange in front of customers over a prescription. The store manager hasn't noticed yet, and I'd rather sort it before he does. What's the best way to handle this with her?",
    intent: 'career.colleague',
  },
  {
    id: 'b11-116',
    persona: 'career',
    message: "What's the best way to handle a coworker I keep clashing with?",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b11-117',
    persona: 'career',
    message: 'want out of accounting. what else can i even do',
    intent: 'career.change',
  },
  {
    id: 'b11-118',
    persona: 'career',
    message:
      "41-year-old police officer in Brisbane, 18 years' service, and I want to move into cybersecurity. Mortgage and two kids. How do I plan the switch without a massive pay cut?",
    intent: 'career.change',
  },
  {
    id: 'b11-119',
    persona: 'career',
    message:
      "I've been a corporate lawyer in Mumbai for eleven years and on paper it's a great career. But I volunteer at an animal shelter on weekends and feel more alive there than in any boardroom. I'm thinking about moving into nonprofit management or animal welfare work. My parents would be horrified if I left law, and my savings would cover maybe a year. How do I plan a move into a completely different field without wrecking my finances?",
    intent: 'career.change',
  },
  {
    id: 'b11-120',
    persona: 'career',
    message: 'Is it possible to change careers at 40, and how would I plan it?',
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b11-121',
    persona: 'career',
    message: 'best way to learn sql fast for work?',
    intent: 'career.retraining',
  },
  {
    id: 'b11-122',
    persona: 'career',
    message:
      'Graphic designer in Cape Town here. I want to pick up UX research in the next 6 months and can give it 8 hours a week. Bootcamp, online certificate or self-taught?',
    intent: 'career.retraining',
  },
  {
    id: 'b11-123',
    persona: 'career',
    message:
      "I'm 58 and have worked in print production most of my life. The company has been moving everything online and I can feel my skills becoming less useful. My daughter suggested I learn digital project management, and there's a free course through the local council. I worry I won't keep up with the younger ones, and I'm not great with technology. How do I go about learning this at my age?",
    intent: 'career.retraining',
  },
  {
    id: 'b11-124',
    persona: 'career',
    message: "What's the most efficient way to learn a new skill while working full time?",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b11-125',
    persona: 'career',
    message: 'got laid off this morning. what now',
    intent: 'career.layoff',
  },
  {
    id: 'b11-126',
    persona: 'career',
    message:
      "I was made redundant last week after 7 years as an HR business partner at a retailer in Leeds, with 3 months' severance. What should I do first to get back on my feet?",
    intent: 'career.layoff',
  },
  {
    id: 'b11-127',
    persona: 'career',
    message:
      "Two weeks ago the startup I worked for in Berlin shut down overnight, and all forty of us were let go. I'd moved there from Chennai for this job, so it feels like the ground has gone from under me. I've been sleeping badly and mostly refreshing LinkedIn. Some ex-colleagues are already interviewing, which makes me feel behind. How do I pick myself up after this and start moving forward?",
    intent: 'career.layoff',
  },
  {
    id: 'b11-128',
    persona: 'career',
    message: 'I was just laid off. What should I do first?',
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b11-129',
    persona: 'career',
    message: 'just got made manager, no clue what im doing lol',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b11-130',
    persona: 'career',
    message:
      "From Monday I'll be managing 6 people who were my peers last week at a call centre in Manila. How should I set things up in my first month?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b11-131',
    persona: 'career',
    message:
      "After four years as a senior developer at a fintech in Amsterdam, I've just been asked to lead the payments team. I said yes, partly because I didn't want an outsider to get it. I love coding and I'm worried I'll lose touch with it. One of the people on my new team also applied for the role. How do I make the move into management and actually do it well?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b11-132',
    persona: 'career',
    message: 'What should I know before becoming a manager for the first time?',
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b11-133',
    persona: 'career',
    message: 'team morale is in the bin. how do i lead them better',
    intent: 'career.leadership',
  },
  {
    id: 'b11-134',
    persona: 'career',
    message:
      'I lead a 15-person engineering team split between Bangalore and London. Since the reorg, people have stopped speaking up in meetings. How do I rebuild trust and get them engaged again?',
    intent: 'career.leadership',
  },
  {
    id: 'b11-135',
    persona: 'career',
    message:
      "For three years I've run the nursing team on a surgical ward. Turnover has been high since the pandemic, and the newer staff don't seem to feel part of the team the way the old group did. My own manager is supportive but stretched thin. I've read a couple of leadership books, but they feel a long way from life on a ward. How can I lead my team so people actually want to stay?",
    intent: 'career.leadership',
  },
  {
    id: 'b11-136',
    persona: 'career',
    message: 'What makes someone a good team leader?',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b11-137',
    persona: 'career',
    message: 'thinking of quitting my job. dumb idea?',
    intent: 'career.quit',
  },
  {
    id: 'b11-138',
    persona: 'career',
    message:
      "I'm 29, an auditor at a Big Four firm in Lagos doing 60-hour weeks for decent pay, with 8 months of savings. Should I resign before I have another job lined up?",
    intent: 'career.quit',
  },
  {
    id: 'b11-139',
    persona: 'career',
    message:
      "Six years at a government agency in Canberra. It's stable, the super is good, and my parents think I'm set for life. But I'm bored out of my mind and every day feels exactly the same. I've got a side business selling ceramics that's slowly picking up. Should I quit, or am I being reckless?",
    intent: 'career.quit',
  },
  {
    id: 'b11-140',
    persona: 'career',
    message: "Should I quit my job if I'm unhappy there?",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b11-141',
    persona: 'career',
    message: '22 n no idea what career i want. lost',
    intent: 'career.direction',
  },
  {
    id: 'b11-142',
    persona: 'career',
    message:
      "I studied biochemistry, did 2 years of pharma sales in Delhi, and I'm now doing an MBA. Everyone asks what I want to do next and I genuinely don't know. How do I figure out my direction?",
    intent: 'career.direction',
  },
  {
    id: 'b11-143',
    persona: 'career',
    message:
      "I'm in my final year of a history degree in Edinburgh. My friends seem to have it sorted: law conversions, grad schemes, teacher training. I've enjoyed my part-time job at a museum café more than most of my modules, which probably says something. My dad keeps sending me civil service links. How do I work out what kind of career would actually suit me?",
    intent: 'career.direction',
  },
  {
    id: 'b11-144',
    persona: 'career',
    message: 'How do people figure out what career they actually want?',
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b11-145',
    persona: 'career',
    message: 'hate networking but everyone says i need to. any tips?',
    intent: 'career.networking',
  },
  {
    id: 'b11-146',
    persona: 'career',
    message:
      'Just moved to Melbourne as a structural engineer and I know nobody in the industry here. How do I build a professional network from scratch over the next 6 months?',
    intent: 'career.networking',
  },
  {
    id: 'b11-147',
    persona: 'career',
    message:
      "I'm a freelance translator working from home in Lyon, mostly English-to-French legal documents. For years I relied on two agencies for work, but one of them was just bought and the rates dropped. I realised I barely know anyone else in the field. I'm also quite introverted and conferences wipe me out. How do I build a set of contacts that could actually lead to work?",
    intent: 'career.networking',
  },
  {
    id: 'b11-148',
    persona: 'career',
    message: "How do I network if I don't know anyone in my industry?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b11-149',
    persona: 'career',
    message: 'drowning at work. too many tasks no time',
    intent: 'career.workload',
  },
  {
    id: 'b11-150',
    persona: 'career',
    message:
      "Since my colleague left in June I've been covering her accounts plus mine at an ad agency in Nairobi, about 25 clients in total. My manager says they'll hire 'soon'. How do I manage the load until then?",
    intent: 'career.workload',
  },
  {
    id: 'b11-151',
    persona: 'career',
    message:
      "I teach Year 6 at a primary school in Hampshire, and this year I've also been made maths lead. Between marking, planning, parent emails and staff meetings, I'm working until 10pm most nights. My partner is patient but I can tell it's wearing thin. I keep saying yes to extra duties because I want to look committed. How do I get this workload under control?",
    intent: 'career.workload',
  },
  {
    id: 'b11-152',
    persona: 'career',
    message: 'How do I cope when I have way too much work on my plate?',
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b11-153',
    persona: 'career',
    message: 'feel like a total fraud at my new job lol',
    intent: 'career.imposter',
  },
  {
    id: 'b11-154',
    persona: 'career',
    message:
      "I'm the only woman and the youngest engineer on a 12-person team at a semiconductor firm in Singapore. Even after a good review I feel like I don't belong. How do I stop second-guessing myself?",
    intent: 'career.imposter',
  },
  {
    id: 'b11-155',
    persona: 'career',
    message:
      "Six months ago a healthcare company in Boston hired me as a data scientist, straight out of a bootcamp. Everyone around me has a PhD, and in meetings I stay quiet because I'm scared of saying something stupid. My manager seems happy with my work, and I just shipped my first model. My mum is very proud, which somehow makes it worse. How do I deal with this feeling that I'm not good enough for the role?",
    intent: 'career.imposter',
  },
  {
    id: 'b11-156',
    persona: 'career',
    message: 'Is imposter syndrome normal, and how do I get past it?',
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b11-157',
    persona: 'life',
    message: 'me n my bf keep arguing over small stuff',
    intent: 'life.relationship',
  },
  {
    id: 'b11-158',
    persona: 'life',
    message:
      'My wife and I have been married 9 years, two kids under 6, and we barely talk about anything except logistics now. How do we reconnect?',
    intent: 'life.relationship',
  },
  {
    id: 'b11-159',
    persona: 'life',
    message:
      "My partner and I moved in together in Leeds about a year ago after three years long-distance. I thought living together would make things easier, but we've been bickering about chores, money and how much time I spend with my mates. I also started a new job in March, which has been full on. We love each other but something feels off. How do we work on the relationship so it feels like a team again?",
    intent: 'life.relationship',
  },
  {
    id: 'b11-160',
    persona: 'life',
    message: 'How can my partner and I communicate better?',
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b11-161',
    persona: 'life',
    message: 'she left me last wk. cant stop checking her insta',
    intent: 'life.breakup',
  },
  {
    id: 'b11-162',
    persona: 'life',
    message:
      "My 6-year relationship ended in January and we had to sell the flat we'd bought together in Auckland. I'm 33 and it feels like starting from zero. How do I move on?",
    intent: 'life.breakup',
  },
  {
    id: 'b11-163',
    persona: 'life',
    message:
      "I'm a second-year uni student in Singapore, and my boyfriend of two years broke up with me over text last month. We're in the same friend group and the same module, so I see him all the time. Finals are in six weeks too. My friends say I should just get back on the apps, but I'm not ready. How do I get through this break-up and stop thinking about him constantly?",
    intent: 'life.breakup',
  },
  {
    id: 'b11-164',
    persona: 'life',
    message: 'How long does it take to get over a break-up, and what helps?',
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b11-165',
    persona: 'life',
    message: 'me n my sis not speaking since xmas. ugh',
    intent: 'life.family',
  },
  {
    id: 'b11-166',
    persona: 'life',
    message:
      'My parents keep pressuring my wife and me to move back to Ibadan, and every phone call turns into a row. My wife is getting fed up. How do I handle this without falling out with them?',
    intent: 'life.family',
  },
  {
    id: 'b11-167',
    persona: 'life',
    message:
      "Every family gathering ends with my mum and my aunt not speaking, and somehow I always end up stuck in the middle. It started years ago over something nobody will fully explain. My wedding is next spring and I'm already dreading the seating plan. Work has been hectic as well, so I don't have much energy for drama. How do I deal with this family conflict without taking sides?",
    intent: 'life.family',
  },
  {
    id: 'b11-168',
    persona: 'life',
    message: "What's a good way to handle arguments with my parents?",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b11-169',
    persona: 'life',
    message: 'my teen wont talk 2 me anymore. just grunts',
    intent: 'life.parenting',
  },
  {
    id: 'b11-170',
    persona: 'life',
    message:
      'My 4-year-old has had a tantrum almost every evening since her baby brother arrived 3 months ago, and my husband works nights. What can I do?',
    intent: 'life.parenting',
  },
  {
    id: 'b11-171',
    persona: 'life',
    message:
      "My son is 15, and over the last six months his grades have dropped, he's gaming until 2am, and he barely leaves his room. His dad and I separated last year, which I know has been hard on him. I've tried taking his phone away, but it just turns into a shouting match. I'm also working full-time and running on fumes. How do I parent him through this rough patch without pushing him further away?",
    intent: 'life.parenting',
  },
  {
    id: 'b11-172',
    persona: 'life',
    message: 'How can I support my child through a difficult phase?',
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b11-173',
    persona: 'life',
    message: 'lost my gran last month, still cant focus on anything',
    intent: 'life.grief',
  },
  {
    id: 'b11-174',
    persona: 'life',
    message:
      "My dad died in October after a long illness. I'm 45, went back to work after 2 weeks, and I keep crying in the car on the way home. How do I cope?",
    intent: 'life.grief',
  },
  {
    id: 'b11-175',
    persona: 'life',
    message:
      "Our dog Biscuit died in the spring after fourteen years, and people keep telling me he was 'just a dog'. I'm 67 and recently retired, and he was my daily routine: the walks, the company, a reason to get up. My daughter lives in Canada and rings on Sundays. I've thought about volunteering but haven't had the energy. How do I live with this loss when it still feels so raw?",
    intent: 'life.grief',
  },
  {
    id: 'b11-176',
    persona: 'life',
    message: 'Does grief ever get easier?',
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b11-177',
    persona: 'life',
    message: 'wfh every day, barely talk to anyone. lonely af',
    intent: 'life.loneliness',
  },
  {
    id: 'b11-178',
    persona: 'life',
    message:
      "I'm 72, living alone since my divorce, and my children are in Perth and Darwin. Some weeks I don't speak to anyone except the checkout person. How can I feel less lonely?",
    intent: 'life.loneliness',
  },
  {
    id: 'b11-179',
    persona: 'life',
    message:
      "I'm 38 and single, and most of my friends have had kids in the last few years. They're lovely but busy, and plans keep getting cancelled. I work from home as a software tester, so my days are very quiet. I tried a couple of meetup groups, which were fine, but nothing stuck. How do I stop feeling so lonely?",
    intent: 'life.loneliness',
  },
  {
    id: 'b11-180',
    persona: 'life',
    message: 'What can I do when I feel lonely all the time?',
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b11-181',
    persona: 'life',
    message: 'my bestie n i r drifting apart, how to fix',
    intent: 'life.friendship',
  },
  {
    id: 'b11-182',
    persona: 'life',
    message:
      "My friend of 15 years forgot my 40th birthday and hasn't apologised. We've been close since secondary school in Kano. Should I bring it up with him?",
    intent: 'life.friendship',
  },
  {
    id: 'b11-183',
    persona: 'life',
    message:
      "My closest friend from uni just had a baby, and since then our chats have shrunk to the odd emoji. I'm genuinely happy for her, but I miss how things were and I worry she thinks I'm not interested in her new life. I started seeing someone recently, so maybe I've been distant too. We're both in London, just on opposite sides of it. How do I look after this friendship so we don't lose each other?",
    intent: 'life.friendship',
  },
  {
    id: 'b11-184',
    persona: 'life',
    message: "How do you keep a friendship alive when you're both busy?",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b11-185',
    persona: 'life',
    message: 'always anxious abt everything, cant switch off',
    intent: 'life.anxiety',
  },
  {
    id: 'b11-186',
    persona: 'life',
    message:
      "I'm a 26-year-old accountant in Kuala Lumpur and every Sunday night I get a knot in my stomach thinking about the week ahead. It's been like this for a year. How can I manage the anxiety?",
    intent: 'life.anxiety',
  },
  {
    id: 'b11-187',
    persona: 'life',
    message:
      "Ever since I was a kid I've been a worrier, but it's got worse since I turned 30. I replay conversations for hours, check my sent emails again and again in case I've offended someone, and avoid phone calls. I've got a new role starting soon that I'm excited about, and a holiday booked for August. Still, my mind keeps leaping to worst-case scenarios. What can I do to work with this anxiety day to day?",
    intent: 'life.anxiety',
  },
  {
    id: 'b11-188',
    persona: 'life',
    message: 'What are some practical ways to manage anxiety?',
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b11-189',
    persona: 'life',
    message: 'so stressed rn, everything hitting at once',
    intent: 'life.stress',
  },
  {
    id: 'b11-190',
    persona: 'life',
    message:
      "I'm juggling a full-time job in Lagos, a part-time MSc, and looking after my two younger siblings. I've started snapping at everyone. How do I manage this stress?",
    intent: 'life.stress',
  },
  {
    id: 'b11-191',
    persona: 'life',
    message:
      "This year has been a lot: we moved house in March, my husband changed jobs, and my mother-in-law has been staying with us for two months. I run a small hair salon in Croydon, and the rent just went up. I'm not sleeping well and my patience is gone. None of it is a disaster on its own; it just feels like too much at once. How do I manage all this pressure?",
    intent: 'life.stress',
  },
  {
    id: 'b11-192',
    persona: 'life',
    message: 'What can I do to feel less stressed day to day?',
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b11-193',
    persona: 'life',
    message: 'lose my temper over tiny things then regret it',
    intent: 'life.anger',
  },
  {
    id: 'b11-194',
    persona: 'life',
    message:
      "I shouted at another driver in traffic twice this week and slammed my hand on the desk at work on Monday. I'm 38, a site manager in Johannesburg. How do I get my temper under control?",
    intent: 'life.anger',
  },
  {
    id: 'b11-195',
    persona: 'life',
    message:
      "My partner says I go from zero to a hundred in seconds, and honestly she's right. It's usually small things: a dish left in the sink, someone interrupting me, the printer jamming. I say things I regret and then spend the evening apologising. My dad was the same, and I swore I'd never be like him. How do I handle my anger better?",
    intent: 'life.anger',
  },
  {
    id: 'b11-196',
    persona: 'life',
    message: 'How do I stop getting angry so quickly?',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b11-197',
    persona: 'life',
    message: 'cant fall asleep b4 3am no matter wat',
    intent: 'life.sleep',
  },
  {
    id: 'b11-198',
    persona: 'life',
    message:
      "I work rotating shifts as a nurse in Brisbane, and even on my days off I wake at 4am and can't drop off again. How can I sleep better?",
    intent: 'life.sleep',
  },
  {
    id: 'b11-199',
    persona: 'life',
    message:
      "I'm a retired engineer, 70, and for the past year I've been waking at 3am and lying awake for hours. My wife sleeps like a log, which doesn't help my mood. I've cut back on coffee and I walk every morning. My GP checked me over and found nothing wrong. What else can I try to get a decent night's sleep?",
    intent: 'life.sleep',
  },
  {
    id: 'b11-200',
    persona: 'life',
    message: 'What helps with falling asleep at night?',
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b11-201',
    persona: 'life',
    message: 'i feel like im not good at anything tbh',
    intent: 'life.self-esteem',
  },
  {
    id: 'b11-202',
    persona: 'life',
    message:
      "I'm 19, first year at uni in Manchester, and I compare myself to everyone on my course. Next to them I feel boring and unattractive. How do I build my confidence?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b11-203',
    persona: 'life',
    message:
      "Growing up, I was always 'the quiet one' while my sister was the clever, popular one. I'm 34 now with a decent job in HR and a lovely partner, yet I still feel like I'm not enough. When someone compliments me, I brush it off straight away. I've read a bit about self-compassion but it feels fluffy. How do I actually build my self-esteem?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b11-204',
    persona: 'life',
    message: 'How can I feel better about myself?',
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b11-205',
    persona: 'life',
    message: 'start habits then quit after a wk every time lol',
    intent: 'life.habits',
  },
  {
    id: 'b11-206',
    persona: 'life',
    message:
      "I want to read 20 pages every night and meditate 10 minutes each morning. I've tried 3 times this year and never lasted past 2 weeks. How do I make it stick?",
    intent: 'life.habits',
  },
  {
    id: 'b11-207',
    persona: 'life',
    message:
      "Every January I make a list of resolutions: journal daily, drink more water, learn Spanish on Duolingo. By February it's all gone. I'm a project manager, so I'm organised at work, which makes it even more frustrating that I can't do this for myself. My partner is the opposite; she just does things without thinking. How do I build a habit that actually lasts?",
    intent: 'life.habits',
  },
  {
    id: 'b11-208',
    persona: 'life',
    message: "What's the secret to making a new habit stick?",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b11-209',
    persona: 'life',
    message: 'want to start gym but so lazy lol',
    intent: 'life.exercise',
  },
  {
    id: 'b11-210',
    persona: 'life',
    message:
      "I'm 52, about 15 kg heavier than I'd like, and haven't exercised since school. My knees aren't great. How do I start getting active without hurting myself?",
    intent: 'life.exercise',
  },
  {
    id: 'b11-211',
    persona: 'life',
    message:
      "I sit at a desk in a Singapore bank ten hours a day, and the most exercise I get is walking to the MRT. Colleagues keep inviting me to their running club, but I'm worried I'll be the slowest one lah. I've bought gym memberships twice and barely used them. At my last check-up the doctor said I should move more. How do I actually start moving and keep it up?",
    intent: 'life.exercise',
  },
  {
    id: 'b11-212',
    persona: 'life',
    message: 'How should a complete beginner start exercising?',
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b11-213',
    persona: 'life',
    message: 'phone says 9 hrs screen time yday 💀',
    intent: 'life.screen-time',
  },
  {
    id: 'b11-214',
    persona: 'life',
    message:
      "I'm 16, in Lagos, and I spend around 6 hours a day on TikTok and Snapchat. My WAEC exams are in May. How do I cut down?",
    intent: 'life.screen-time',
  },
  {
    id: 'b11-215',
    persona: 'life',
    message:
      "Last week I noticed I pick up my phone within seconds of waking, and I'm on it in bed until midnight. I work in marketing, so deleting social media isn't really an option. My husband and I used to talk in the evenings; now we both just scroll on the sofa. I tried one of those app limits, but I just tap 'ignore'. How do I cut down on screen time for real?",
    intent: 'life.screen-time',
  },
  {
    id: 'b11-216',
    persona: 'life',
    message: 'How can I spend less time on my phone?',
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b11-217',
    persona: 'life',
    message: 'keep leaving my essay til the last min. every time',
    intent: 'life.procrastination',
  },
  {
    id: 'b11-218',
    persona: 'life',
    message:
      "I've got a 10,000-word dissertation due in 5 weeks and I've written 800 words. I spend whole days 'researching' on YouTube. How do I stop putting it off?",
    intent: 'life.procrastination',
  },
  {
    id: 'b11-219',
    persona: 'life',
    message:
      "For about three months I've been meaning to update my portfolio, redo my website and clear out the garage. Each morning I tell myself today's the day, and then I find something else to do, like reorganising the spice rack. I'm a self-employed photographer, so nobody is checking on me. It's not laziness exactly; once I start, I work hard. How do I beat this procrastination and just get going?",
    intent: 'life.procrastination',
  },
  {
    id: 'b11-220',
    persona: 'life',
    message: 'Why do I procrastinate, and how do I stop?',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b11-221',
    persona: 'life',
    message: 'drinking most nights now. wanna cut down',
    intent: 'life.drinking',
  },
  {
    id: 'b11-222',
    persona: 'life',
    message:
      "I'm 44 and I've got into the habit of 3-4 glasses of wine every night once the kids are in bed. I'd like to get it down to weekends only. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b11-223',
    persona: 'life',
    message:
      "In my sales job in Dublin, a lot of client meetings end up in the pub, and Friday drinks with the team are a big thing. I've noticed I'm drinking four or five nights a week and the mornings are getting harder. I'm not in any trouble, but I don't like where it's heading. My girlfriend has mentioned it a couple of times too. How do I cut back without becoming the odd one out at work?",
    intent: 'life.drinking',
  },
  {
    id: 'b11-224',
    persona: 'life',
    message: 'What are some tips for drinking less alcohol?',
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b11-225',
    persona: 'life',
    message: 'always broke by the 20th of the month 🥲',
    intent: 'life.money',
  },
  {
    id: 'b11-226',
    persona: 'life',
    message:
      "I take home £2,300 a month in Bristol, rent is £950, and I've got about £4,000 on credit cards. How do I get on top of things?",
    intent: 'life.money',
  },
  {
    id: 'b11-227',
    persona: 'life',
    message:
      "My husband and I both work, me as a teacher and him as an electrician in Abuja, yet somehow nothing is left at the end of the month. We've got two kids in school, and there are always family contributions, weddings and so on. We've never had a proper budget. I honestly don't know where it all goes. How do we get on top of our money?",
    intent: 'life.money',
  },
  {
    id: 'b11-228',
    persona: 'life',
    message: 'How do I make a budget and stick to it?',
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b11-229',
    persona: 'life',
    message: 'just moved to a new city, dont know anyone. feels weird',
    intent: 'life.moving',
  },
  {
    id: 'b11-230',
    persona: 'life',
    message:
      "We relocated from Chennai to Calgary 2 months ago for my husband's job. The kids have started school, but I still haven't found my feet. How do I settle in?",
    intent: 'life.moving',
  },
  {
    id: 'b11-231',
    persona: 'life',
    message:
      "I took a job in Singapore and moved over from Sydney about six weeks ago. Work is fine, the team is nice, and the flat is small but okay. Everything else feels foreign though: the heat, the hawker centres, not even knowing where to get a haircut. I keep comparing it to home and I've been video-calling my mates every night. How do I actually settle in and start feeling at home here?",
    intent: 'life.moving',
  },
  {
    id: 'b11-232',
    persona: 'life',
    message: 'How do you settle in after moving somewhere new?',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b11-233',
    persona: 'life',
    message: 'everyone dumps their problems on me. how do i say no',
    intent: 'life.boundaries',
  },
  {
    id: 'b11-234',
    persona: 'life',
    message:
      "Since our baby was born, my mother-in-law drops by unannounced 3 or 4 times a week, and my husband won't say anything. How do I set a boundary with her?",
    intent: 'life.boundaries',
  },
  {
    id: 'b11-235',
    persona: 'life',
    message:
      "I'm the friend everyone calls when they need something: lifts to the airport, help moving, a shoulder to cry on at midnight. I like being helpful, but lately I'm exhausted and a bit resentful. Last weekend I gave up my only free Saturday to help a colleague paint her flat. A counsellor I saw once said I struggle with boundaries. How do I start setting limits without losing people?",
    intent: 'life.boundaries',
  },
  {
    id: 'b11-236',
    persona: 'life',
    message: 'What does it mean to set healthy boundaries, and how do I start?',
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b11-237',
    persona: 'life',
    message: 'feel like im just drifting thru life. no direction',
    intent: 'life.purpose',
  },
  {
    id: 'b11-238',
    persona: 'life',
    message:
      "I'm 47, my kids leave for uni in September, and I've spent 20 years in the same admin job. I don't know what I want the next chapter to look like. Where do I begin?",
    intent: 'life.purpose',
  },
  {
    id: 'b11-239',
    persona: 'life',
    message:
      "I retired from the army at 55 last year, after thirty years of service. The first few months were great: fishing, catching up with mates, fixing up the house. Now I wake up and don't really know what I'm for. My wife is still working and has her own life. How do I find a new sense of direction?",
    intent: 'life.purpose',
  },
  {
    id: 'b11-240',
    persona: 'life',
    message: 'How do I find a sense of purpose?',
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b11-241',
    persona: 'life',
    message: 'cant decide if i shd move abroad or stay. help',
    intent: 'life.decision',
  },
  {
    id: 'b11-242',
    persona: 'life',
    message:
      "I've been accepted onto a master's in Berlin starting in October, but it means leaving Melbourne and spending €15k of my savings. I have to confirm by Friday. How do I decide?",
    intent: 'life.decision',
  },
  {
    id: 'b11-243',
    persona: 'life',
    message:
      "My partner and I have been going back and forth for a year about whether to have a third child. We're both 38, our two are 4 and 7, and we finally have some breathing room. My mum thinks we're mad; his mum is all for it. Every time we talk it through we end up where we started. How do we make a decision this big?",
    intent: 'life.decision',
  },
  {
    id: 'b11-244',
    persona: 'life',
    message: "How should I go about making a big life decision when I'm torn?",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b11-245',
    persona: 'life',
    message: 'looking after my mum full time n im exhausted',
    intent: 'life.caregiving',
  },
  {
    id: 'b11-246',
    persona: 'life',
    message:
      "My dad, 81, was diagnosed with Parkinson's last year, and I'm the only one of 3 siblings living nearby in Ipoh. I'm handling his appointments, meals and bills. How do I cope with caring for him?",
    intent: 'life.caregiving',
  },
  {
    id: 'b11-247',
    persona: 'life',
    message:
      "My husband had a stroke two years ago and I've been his main carer ever since. He's made good progress, but he still needs help dressing and can't drive. I gave up my part-time job at the library, which I miss. Our son visits at weekends and tries to help. How do I keep caring for him without losing myself completely?",
    intent: 'life.caregiving',
  },
  {
    id: 'b11-248',
    persona: 'life',
    message: 'How do I care for an ageing parent without burning out?',
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b11-249',
    persona: 'career',
    message: 'can i take ibuprofen n paracetamol together? big presentation tmrw',
    intent: 'any.health',
  },
  {
    id: 'b11-250',
    persona: 'founder',
    message:
      "I'm a founder doing 12-hour days at the laptop, and for about a month I've had a dull ache in my lower back and tingling in two fingers. Is that something a doctor or a physio should look at?",
    intent: 'any.health',
  },
  {
    id: 'b11-251',
    persona: 'life',
    message:
      "At 63 I've started walking every morning, and I'm really enjoying it. My sleep has improved and my mood is better. The thing is, I've noticed my ankles swell by the evening, the left more than the right. My sister says it's just the heat, but I'm not so sure. Should I raise this with my doctor, and what could be causing it?",
    intent: 'any.health',
  },
  {
    id: 'b11-252',
    persona: 'career',
    message: 'What vaccinations do I need before travelling to Kenya for work?',
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b11-253',
    persona: 'founder',
    message: 'do i need a trademark b4 launching my brand name?',
    intent: 'any.legal',
  },
  {
    id: 'b11-254',
    persona: 'career',
    message:
      "My employer in Ontario wants me to sign a non-compete saying I can't work for any competitor for 2 years after I leave. Is that even enforceable?",
    intent: 'any.legal',
  },
  {
    id: 'b11-255',
    persona: 'life',
    message:
      "My landlord in Manchester has kept my entire £1,200 deposit since I moved out in June. I left the flat spotless and have photos to prove it. He claims the carpet needs replacing, but it was already worn when I moved in. I've been so busy with a new job that I let it slide for a couple of months. What are my rights here, and how do I get the deposit back?",
    intent: 'any.legal',
  },
  {
    id: 'b11-256',
    persona: 'founder',
    message: "Do I need a lawyer to review a shareholders' agreement before I sign it?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b11-257',
    persona: 'career',
    message: 'bonus: pension or pay off student loan? shd i',
    intent: 'any.finance',
  },
  {
    id: 'b11-258',
    persona: 'founder',
    message:
      "I sold my first company for $400k last year and it's just sitting in a savings account. I'm 31 and starting a new venture. Should I put it into index funds, property, or something else?",
    intent: 'any.finance',
  },
  {
    id: 'b11-259',
    persona: 'life',
    message:
      "My husband and I are both 59 and hoping to retire within five years. The house in Christchurch is paid off and we have some KiwiSaver savings, but I honestly have no idea if it's enough. My brother retired early and keeps going on about annuities, which I don't understand. We also help our daughter with school fees for the grandkids now and then. Is it worth seeing a financial adviser, and what should we ask them?",
    intent: 'any.finance',
  },
  {
    id: 'b11-260',
    persona: 'career',
    message: 'How much of my salary should I be investing versus keeping in savings?',
    intent: 'any.finance',
  },
];
