import type { MentorType } from '@mentor/validation';

/**
 * The tenth blind set (260 messages, 4 per intent, ids b10-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the eleventh blind set (then src/ai/eval/blind-heldout-11.ts) replaced it. Four
 * messages (b10-125, b10-161, b10-229, b10-233) were word for word messages of the corpus when it was written; a word
 * or two was added to each.
 */
export const TENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b10-001',
    persona: 'founder',
    message: 'is there a way to check ppl actually want this b4 i build it lol',
    intent: 'founder.discovery',
  },
  {
    id: 'b10-002',
    persona: 'founder',
    message:
      "I'm planning a B2B tool for dental clinics in Pune to cut appointment no-shows. Before I spend 8 lakh rupees building it, how many clinic owners should I interview and what exactly should I ask them?",
    intent: 'founder.discovery',
  },
  {
    id: 'b10-003',
    persona: 'founder',
    message:
      "I left my job at Deloitte in March and I've been living off savings while I work on a startup. My partner reckons I should hire a developer already, and a mate keeps telling me to get on TikTok and build an audience. I've got a landing page with about 40 sign-ups, but to be honest most of them are friends. The concept is a marketplace for secondhand climbing gear here in Australia. Before I sink more money in, how can I tell whether strangers genuinely care about this problem?",
    intent: 'founder.discovery',
  },
  {
    id: 'b10-004',
    persona: 'founder',
    message:
      "Everyone I describe the concept to says 'oh that's cool, I'd use that', but nobody has ever offered to pay or even asked when it'll be ready. How do I find out whether that politeness means anything?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b10-005',
    persona: 'founder',
    message: 'mvp is done, zero users. where do i even find the first 10',
    intent: 'founder.first-customers',
  },
  {
    id: 'b10-006',
    persona: 'founder',
    message:
      "We've built an invoicing add-on for Shopify stores selling in the UK. Launched on Product Hunt two weeks ago: 300 visits, 3 trials, none converted. How do we land our first ten paying shops?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b10-007',
    persona: 'founder',
    message:
      "My cofounder and I spent 14 months building a scheduling tool for physiotherapy practices. We raised a small pre-seed from an angel in Melbourne, and we're already bickering about whether to hire a salesperson or keep it just the two of us. The pricing page still says 'coming soon', which is its own problem. Right now, though, not a single clinic is using it. Which practices should we go after first, and how do we get them to actually sign up and pay?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b10-008',
    persona: 'founder',
    message:
      'The thing works, the website is live, and the only people who have logged in are my mum and my flatmate. Who do I approach first, and what do I say to them?',
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b10-009',
    persona: 'founder',
    message: 'how much shud i charge for my saas?? no clue at all',
    intent: 'founder.pricing',
  },
  {
    id: 'b10-010',
    persona: 'founder',
    message:
      'We sell a compliance checklist tool to small construction firms in Texas at a flat $29/month. A competitor charges $99 per seat. Should we switch to per-seat or tiered pricing, and how do we test that without losing the 60 customers we already have?',
    intent: 'founder.pricing',
  },
  {
    id: 'b10-011',
    persona: 'founder',
    message:
      "I run a baking-supplies subscription box out of Leeds that I started during lockdown. Retention's been alright, and I've just taken on a part-timer to help with packing. My accountant keeps nagging me about VAT registration, which I'll sort separately. Ingredient costs are up about 20% this year, though. Should I put the monthly price up, and how would I tell existing subscribers without half of them cancelling?",
    intent: 'founder.pricing',
  },
  {
    id: 'b10-012',
    persona: 'founder',
    message:
      "A client told me last week that what we offer is 'an absolute steal' and they'd happily pay three times as much. Now I'm wondering if the number on our website is far too low. How do I work out what it should actually be?",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b10-013',
    persona: 'founder',
    message: 'ppl sign up then leave after a month. whyyy',
    intent: 'founder.churn',
  },
  {
    id: 'b10-014',
    persona: 'founder',
    message:
      'Our meal-planning app has 2,100 paying subscribers, but monthly cancellations are running at 9%, and most people go in month two. What should I look at first to get that down to around 4%?',
    intent: 'founder.churn',
  },
  {
    id: 'b10-015',
    persona: 'founder',
    message:
      "We're a four-person team in Bangalore building HR software for mid-sized firms. We closed a decent seed round last year and hiring has gone okay, though I'm a bit worried about the sales pipeline drying up. Our CTO wants to rebuild onboarding and our head of sales wants more features. What actually keeps me up at night is that about a third of customers don't renew after their first annual contract. Kindly suggest how I find out why and stop it happening.",
    intent: 'founder.churn',
  },
  {
    id: 'b10-016',
    persona: 'founder',
    message:
      'Every month a fresh batch of accounts comes in at the top, and roughly the same number quietly drift off and never come back once their card is due again. It feels like filling a bucket with a hole in it. Where do I start?',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b10-017',
    persona: 'founder',
    message: 'need a proper sales process, rn its just me winging calls',
    intent: 'founder.sales',
  },
  {
    id: 'b10-018',
    persona: 'founder',
    message:
      "I'm founder of a logistics software company with 12 customers, all closed by me personally. We're about to hire our first account executive in Manchester. How do I write down a repeatable sales process they can follow - stages, qualification, follow-ups?",
    intent: 'founder.sales',
  },
  {
    id: 'b10-019',
    persona: 'founder',
    message:
      "Our product, a data-cleaning tool for accountancy firms, is in decent shape. My cofounder and I have had some tension over equity that we're working through with a mediator, and I've been doing far too many late nights. Website traffic is healthy thanks to some SEO work. The trouble is that deals with firms over 50 people take five or six months, and half of them stall after the demo. What structure should I put around selling so deals stop dying in the middle?",
    intent: 'founder.sales',
  },
  {
    id: 'b10-020',
    persona: 'founder',
    message:
      "Every contract we've signed happened because I personally charmed someone on a call. I've no idea how to turn that into something a new hire could repeat. Where do I even begin writing it down?",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b10-021',
    persona: 'founder',
    message: 'first hire - dev or marketer?? help',
    intent: 'founder.hiring',
  },
  {
    id: 'b10-022',
    persona: 'founder',
    message:
      "We're a seed-stage fintech in Lagos, five people. We need a senior backend engineer but can only offer 25 million naira plus 0.5% equity. How do we attract someone good, and what should the interview process look like?",
    intent: 'founder.hiring',
  },
  {
    id: 'b10-023',
    persona: 'founder',
    message:
      "We have roughly 14 months of runway after closing our seed in October. My cofounder is handling investor updates and I'm mostly on product. A couple of customers have complained about bugs, which is partly why we need more engineering hands. I've never recruited anyone before, since at my last company HR did all of that. What's a sensible way to bring on our first two engineers without making an expensive mistake?",
    intent: 'founder.hiring',
  },
  {
    id: 'b10-024',
    persona: 'founder',
    message:
      "My cofounder and I are doing everything ourselves and we're drowning. We've got budget for one more person full-time, but I don't know how to find them, how to vet them, or how to convince them to take a chance on us.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b10-025',
    persona: 'founder',
    message: 'shld i raise a seed round or bootstrap?? idk how any of it works',
    intent: 'founder.fundraising',
  },
  {
    id: 'b10-026',
    persona: 'founder',
    message:
      "We're at 18k GBP MRR, growing 12% month on month, and want to raise a 1.5m seed in London. How many investors should we approach, and how long does a round usually take from first meeting to money in the bank?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b10-027',
    persona: 'founder',
    message:
      "I've been running a climate-tech startup for two years with my cofounder, who is brilliant, though we argue a lot about product direction. We have a handful of pilot customers in the Netherlands, and early retention looks fine. I also just hired our first engineer, which was a whole saga. Our cash runs out in about eight months. When should I start talking to VCs, and how should I run the process?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b10-028',
    persona: 'founder',
    message:
      "We have traction and a real plan, but we can't grow any faster on what we earn. A couple of people with deep pockets have hinted they'd like to put money in. How do I approach this properly, and what terms should I watch out for?",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b10-029',
    persona: 'founder',
    message: 'investors keep zoning out when i pitch, can u help',
    intent: 'founder.pitch',
  },
  {
    id: 'b10-030',
    persona: 'founder',
    message:
      "I've got a 12-minute slot at a demo day in Singapore next month. My deck is 22 slides and I keep running over time. Which slides matter most, and how should I structure the story?",
    intent: 'founder.pitch',
  },
  {
    id: 'b10-031',
    persona: 'founder',
    message:
      "We're a two-person team building a robotics kit for schools. Teachers in Ohio and Michigan love it, and my cofounder is handling the search for our first engineer. We also need to figure out district pricing at some point. Last week I pitched six angels and every one of them passed, mostly saying the market 'isn't clear'. Can you help me rework the deck and the way I tell the story so it lands?",
    intent: 'founder.pitch',
  },
  {
    id: 'b10-032',
    persona: 'founder',
    message:
      "In meetings with VCs I get about three minutes in and I can see them checking their phones. Then they ask questions I thought I'd already answered. What am I doing wrong in how I present the business?",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b10-033',
    persona: 'founder',
    message: 'me n my cofounder cant agree on anything anymore',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b10-034',
    persona: 'founder',
    message:
      'My cofounder (CTO, 40% equity) wants to spend next quarter rebuilding our stack in Rust. I (CEO, 45%) think we need to ship features for our three enterprise pilots. We have argued about this for three weeks straight. How do we resolve it?',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b10-035',
    persona: 'founder',
    message:
      "We started the company in Dublin three years ago as best friends from uni. Revenue's grand, about 40k euro a month, and we're eyeing a Series A next year. I've also been sleeping badly and generally feeling run down. But the real problem is that my cofounder has checked out: missing standups, taking two-week holidays without telling me, and getting defensive when I raise it. How do I have this conversation without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b10-036',
    persona: 'founder',
    message:
      "The person I started the business with and I used to finish each other's sentences. Now we barely speak in meetings and every decision turns into a standoff. Should we sit down and hash it out, or bring in someone neutral to help?",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b10-037',
    persona: 'founder',
    message: 'where do u even find a tech cofounder',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b10-038',
    persona: 'founder',
    message:
      "I'm a non-technical founder in Toronto with a health-tech concept and a $50k pre-seed commitment from an angel, conditional on having a technical cofounder. I've tried YC cofounder matching and two meetups. Where else should I look, and how do I vet people?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b10-039',
    persona: 'founder',
    message:
      "I've been working on my edtech project alone for nine months while still doing contract work. I've interviewed about 30 teachers and the validation side is going well. I'm also thinking about applying to an accelerator in Sydney, though most of them prefer teams. The catch is that I'm a designer, not an engineer, and I can't build the backend myself. How do I find someone to build this with me as an equal partner, and how will I know they're the right person?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b10-040',
    persona: 'founder',
    message:
      "I don't want to do this alone any more. I need someone who'll be in it with me for the long haul and has the skills I lack, but everyone I know has a comfy salaried job. How do I meet that person?",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b10-041',
    persona: 'founder',
    message: 'shud we pivot or keep going? 18 months no traction',
    intent: 'founder.pivot',
  },
  {
    id: 'b10-042',
    persona: 'founder',
    message:
      'We built a B2C fitness app: 18 months in, 4,000 downloads, only 80 paying users. Meanwhile three gym chains have asked to license our workout engine for their own apps. Should we pivot to B2B?',
    intent: 'founder.pivot',
  },
  {
    id: 'b10-043',
    persona: 'founder',
    message:
      "My startup does online maths tutoring for secondary school students in the UK. The team's great, and we've just hired a lovely part-time ops person. I've been reading loads about fundraising and pitching, even though we're not ready to raise. Growth has been flat at around 200 students for a year, despite paid ads and school partnerships. Is it time to change direction entirely, and how would I even decide that?",
    intent: 'founder.pivot',
  },
  {
    id: 'b10-044',
    persona: 'founder',
    message:
      "We've tried every tweak to what we're doing and the numbers haven't moved in a year. Yet one side feature we built as an afterthought is what everyone keeps asking about. Do we drop the original plan and go all in on that?",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b10-045',
    persona: 'founder',
    message: 'too many things to do, what do i do FIRST',
    intent: 'founder.focus',
  },
  {
    id: 'b10-046',
    persona: 'founder',
    message:
      "Solo founder here. This quarter I've got a redesign, a Xero integration, three enterprise leads, a content plan and a hire to make. I'm working 60 hours a week and nothing is getting finished. How do I pick what actually matters?",
    intent: 'founder.focus',
  },
  {
    id: 'b10-047',
    persona: 'founder',
    message:
      "Our startup is about a year old with a small team of four in Hyderabad. The product is doing fine, and a few investors are interested, which is exciting. I've also been trying to get to the gym more, which keeps slipping. Every week I'm chasing five different things - partnerships, a new feature, a marketing experiment, hiring, investor updates - and none of them moves far. How do I choose the single most important thing and stick with it?",
    intent: 'founder.focus',
  },
  {
    id: 'b10-048',
    persona: 'founder',
    message:
      "My to-do list has 47 items and every one of them feels urgent. My team keeps asking me what matters most this month and honestly I can't answer them.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b10-049',
    persona: 'founder',
    message: 'so done with founder life, running on empty tbh',
    intent: 'founder.burnout',
  },
  {
    id: 'b10-050',
    persona: 'founder',
    message:
      "I've run my SaaS for three years on 70-hour weeks with no proper holiday since 2021. Lately I dread opening Slack and I've snapped at my team twice this month. How do I recover without the company falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b10-051',
    persona: 'founder',
    message:
      "We just closed a small bridge round, which should feel like a win. The roadmap is packed and I'm trying to hire a head of marketing. My wife and I are also planning a move to Brisbane next year. Yet I feel completely empty - nothing about the business excites me any more and I'm just going through the motions. Is there a way to get my energy back without walking away from the company?",
    intent: 'founder.burnout',
  },
  {
    id: 'b10-052',
    persona: 'founder',
    message:
      "I used to love building this company. Now I wake up already exhausted, can't concentrate in meetings and feel nothing when we hit a milestone. I don't think I can keep going at this pace.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b10-053',
    persona: 'founder',
    message: 'what features shud go in v1, got wayyy too many ideas',
    intent: 'founder.product',
  },
  {
    id: 'b10-054',
    persona: 'founder',
    message:
      'We have 150 beta users on our recipe-planning app and a backlog of 90 feature requests. Our two engineers can ship maybe four things a month. How do I decide what to build next and what to say no to?',
    intent: 'founder.product',
  },
  {
    id: 'b10-055',
    persona: 'founder',
    message:
      "I'm building an app for freelance photographers to manage client bookings. I've talked to about 25 photographers and I'm fairly sure the problem is real. I've also been mulling how to price it and whether I need a cofounder with a marketing background. At the moment the product does too much - galleries, invoicing, contracts, calendar - and users say it's confusing. What should the core of it be, and what should I cut?",
    intent: 'founder.product',
  },
  {
    id: 'b10-056',
    persona: 'founder',
    message:
      "Users tell us what we've made is 'a bit of everything' and they don't know where to click. Our roadmap is just a list of whatever the last client asked for. How do we get more deliberate about what we make?",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b10-057',
    persona: 'founder',
    message: 'how do i get more users w/o paid ads, no budget',
    intent: 'founder.growth',
  },
  {
    id: 'b10-058',
    persona: 'founder',
    message:
      'Our B2B tool for recruitment agencies has 35 customers, mostly from referrals. We tried LinkedIn ads ($3k spent, 2 customers) and cold email (1% reply rate). How do I find one channel that actually scales?',
    intent: 'founder.growth',
  },
  {
    id: 'b10-059',
    persona: 'founder',
    message:
      "We launched our language-learning app in Spain and Mexico last year. Retention is actually good, and we've just hired a second developer. I'm also trying to decide whether to raise a seed round this autumn or wait. Every user we have came from word of mouth or my personal Instagram, and that has plateaued at around 5,000. What's the best way to find a reliable source of new users?",
    intent: 'founder.growth',
  },
  {
    id: 'b10-060',
    persona: 'founder',
    message:
      "People who find us love us, but hardly anyone finds us. Everything we've tried to get in front of more people - ads, posting online, partnerships - has fizzled out. How do I work out where our next thousand people will come from?",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b10-061',
    persona: 'founder',
    message: 'how many months of cash do we have left?? how do i even work that out',
    intent: 'founder.runway',
  },
  {
    id: 'b10-062',
    persona: 'founder',
    message:
      'We have 320k GBP in the bank, burn 38k a month, and revenue is 9k a month and growing slowly. How long have we really got, and what should I cut first to stretch it to 18 months?',
    intent: 'founder.runway',
  },
  {
    id: 'b10-063',
    persona: 'founder',
    message:
      "We're a hardware startup split between Shenzhen and Austin, making smart water meters. Our pilot with a local utility went well, and I'm polishing the Series A deck. My cofounder and I also disagree a bit on who to hire next. But our accountant just told me we'll run out of cash in five months if nothing changes. How should I manage spending so we don't hit zero before the round closes?",
    intent: 'founder.runway',
  },
  {
    id: 'b10-064',
    persona: 'founder',
    message:
      'Looked at the bank balance this morning and did some rough maths: if nothing changes, we can make payroll until about March. What should I be doing right now?',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b10-065',
    persona: 'career',
    message: 'been looking for jobs for ages, dont know where to start tbh',
    intent: 'career.job-search',
  },
  {
    id: 'b10-066',
    persona: 'career',
    message:
      "I'm a mechanical engineer with six years in automotive in Stuttgart, moving to Melbourne in September. How should I plan my job search there - which sites, which recruiters, how many applications a week?",
    intent: 'career.job-search',
  },
  {
    id: 'b10-067',
    persona: 'career',
    message:
      "I finished my MBA in Chennai last month and have been taking some time to recover, honestly. The career office has already reviewed my CV, and I've practised interviews with friends. I'm also helping my father with his shop on weekends. What I don't have is any plan - I just apply randomly to whatever pops up on LinkedIn. How can I structure my job hunt so it is actually effective?",
    intent: 'career.job-search',
  },
  {
    id: 'b10-068',
    persona: 'career',
    message:
      "My contract ends in three months and I need something lined up by then. I've no idea how to organise my time - which roles to target, where to look, how much to do each week.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b10-069',
    persona: 'career',
    message: 'can u help fix my cv its so boring',
    intent: 'career.cv',
  },
  {
    id: 'b10-070',
    persona: 'career',
    message:
      'I am a project manager with 9 years in construction, applying for tech PM roles in London. My CV is four pages and lists every duty I have ever had. How do I cut it to two pages and make it relevant to software companies?',
    intent: 'career.cv',
  },
  {
    id: 'b10-071',
    persona: 'career',
    message:
      "I've been a primary school teacher in Auckland for eight years and I'm looking to move into learning design. I've done some online courses in instructional design and I've been reaching out to people on LinkedIn. My partner thinks I should just wait for something to come up. My resume reads completely like a teacher's - all classroom stuff. How do I rewrite it so it shows my skills for corporate learning roles?",
    intent: 'career.cv',
  },
  {
    id: 'b10-072',
    persona: 'career',
    message:
      "The document I send out with applications is basically a list of past job titles and duties. A recruiter told me it 'doesn't tell a story'. How do I make it show what I've actually achieved?",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b10-073',
    persona: 'career',
    message: 'sent like 80 applications, no replies. wtf',
    intent: 'career.no-responses',
  },
  {
    id: 'b10-074',
    persona: 'career',
    message:
      "I'm a data analyst with three years' experience at an insurer in Leeds. Over six weeks I've applied to 55 roles on LinkedIn and Indeed and had two responses, both rejections. What am I doing wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b10-075',
    persona: 'career',
    message:
      "I moved from Manila to Toronto last year with my husband, and we're mostly settled now. I've practised a few interview answers already, and I've been studying for a certification on weekends. My network here is small but growing. The problem is I've sent over a hundred applications for accounting roles and heard back maybe three times. Why aren't employers getting back to me?",
    intent: 'career.no-responses',
  },
  {
    id: 'b10-076',
    persona: 'career',
    message:
      "I hit submit, get the automatic 'thanks for applying' email, and then total silence. It's been like that for two months. Is there something I should change?",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b10-077',
    persona: 'career',
    message: 'interview tmrw for a cafe supervisor job, what do i prep??',
    intent: 'career.interview',
  },
  {
    id: 'b10-078',
    persona: 'career',
    message:
      'I have a final-round interview at Atlassian on Thursday for a senior product designer role: a portfolio presentation plus a behavioural panel. How should I prepare in the next four days?',
    intent: 'career.interview',
  },
  {
    id: 'b10-079',
    persona: 'career',
    message:
      "I've been at the same firm in Mumbai for seven years, so I haven't been on the other side of the table in ages. My salary expectations are a separate headache, and I'm still not sure I even want to leave. My wife thinks I'm underpaid, which is probably true. Anyway, a fintech has invited me to a case-study round and a conversation with their CFO next week. How do I prepare for it properly?",
    intent: 'career.interview',
  },
  {
    id: 'b10-080',
    persona: 'career',
    message:
      "Next Tuesday I'm sitting across from three people who'll decide whether I get the role. They've told me to expect questions about 'a time you handled conflict'. What should I get ready?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b10-081',
    persona: 'career',
    message: 'had an interview friday, havent heard back, shld i email them?',
    intent: 'career.interview-after',
  },
  {
    id: 'b10-082',
    persona: 'career',
    message:
      "I did a second-round interview with a bank in Sydney ten days ago. The recruiter said I'd hear 'within a week'. Should I follow up, and what should the email say?",
    intent: 'career.interview-after',
  },
  {
    id: 'b10-083',
    persona: 'career',
    message:
      "Last month was hectic - I moved flats, my sister had a baby, and I've been trying to finish a certification. In the middle of all that I had a panel interview for a marketing manager role at a charity in Bristol. I think it went well, though I fumbled one question about budgets. It's now been eight days. Do I send a thank-you, chase them, or just sit tight?",
    intent: 'career.interview-after',
  },
  {
    id: 'b10-084',
    persona: 'career',
    message:
      "I spoke with the hiring panel last Wednesday and they said they'd be in touch. I keep refreshing my inbox. Is it okay to nudge them, and how do I handle it if the answer is no?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b10-085',
    persona: 'career',
    message: 'got an offer!! shld i ask for more money or is that rude',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b10-086',
    persona: 'career',
    message:
      "I've been offered a senior data engineer role in Berlin at 78k euro. Glassdoor suggests 85-95k for that level. They also offered 26 days of leave. How do I ask for more without them withdrawing the offer?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b10-087',
    persona: 'career',
    message:
      "It's been a long six months of job hunting since my contract ended, and I almost took a role I didn't want. My partner and I are hoping to buy an apartment next year, so money matters. I've been pretty anxious through the whole search, to be honest. Now a health-tech startup has offered me a product manager role at $115k with some equity. How do I negotiate the package without seeming ungrateful?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b10-088',
    persona: 'career',
    message:
      "They've said yes to me and sent a written proposal, but the number is lower than what I'm on now. The recruiter mentioned there's 'a bit of flexibility'. How do I push back well?",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b10-089',
    persona: 'career',
    message: '2 job offers, cant decide which 1',
    intent: 'career.compare-offers',
  },
  {
    id: 'b10-090',
    persona: 'career',
    message:
      "Offer A: fintech startup in Bangalore, 32 LPA plus ESOPs, 60-hour weeks. Offer B: Infosys, 26 LPA, stable, good WFH policy. I'm 29 and getting married next year. How do I choose?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b10-091',
    persona: 'career',
    message:
      "I was made redundant in February and honestly thought I'd be searching for months. My confidence took a knock and I've been leaning on friends a lot. I also started running again, which helps. Now, out of nowhere, I have two offers in the same week - a team lead role at a big retailer in Birmingham and a senior individual-contributor role at a small agency in Manchester. How do I weigh them up?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b10-092',
    persona: 'career',
    message:
      "Two companies both want me. One pays more but it's a 90-minute commute; the other is smaller, closer, and the manager seemed great. They both want an answer by Friday.",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b10-093',
    persona: 'career',
    message: 'how do i ask my boss for more money lol',
    intent: 'career.raise',
  },
  {
    id: 'b10-094',
    persona: 'career',
    message:
      "I'm a nurse manager at a private hospital in Dubai, four years in post, no pay review in two years, and I've taken on a second ward. What's the best way to ask for a 15% raise?",
    intent: 'career.raise',
  },
  {
    id: 'b10-095',
    persona: 'career',
    message:
      "I joined my company as a junior designer three years ago and now lead most of our client work. My manager is lovely, though the team's been stretched since two people left. I've also been doing a part-time UX course in the evenings. It turns out a new hire on my team, with less experience, is earning more than me. How should I bring up my salary with my manager?",
    intent: 'career.raise',
  },
  {
    id: 'b10-096',
    persona: 'career',
    message:
      "I've found out I'm paid well below market rate for what I do, and my responsibilities have doubled since I started. My annual review is next month. How do I make the case for being paid properly?",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b10-097',
    persona: 'career',
    message: 'want to get promoted this yr, what do i need to do',
    intent: 'career.promotion',
  },
  {
    id: 'b10-098',
    persona: 'career',
    message:
      "I'm a Software Engineer II at a fintech in Austin, 2.5 years in. Promo cycles run every March and September, and my manager says I'm 'close' to Senior. What concrete steps should I take to make the case by March?",
    intent: 'career.promotion',
  },
  {
    id: 'b10-099',
    persona: 'career',
    message:
      "I've been at the council in Glasgow for five years as a policy officer. I like my team, though my manager is quite hands-off and I'm never sure what she thinks of me. I've been doing some leadership training and volunteering at a food bank. A senior policy officer post has just opened up internally. How do I put myself forward and give myself the best chance?",
    intent: 'career.promotion',
  },
  {
    id: 'b10-100',
    persona: 'career',
    message:
      "I've been doing the work of the level above me for a year now. I want the title and recognition to match, but I don't know how to make that happen.",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b10-101',
    persona: 'career',
    message: 'got harsh feedback in my review, feel kinda crushed',
    intent: 'career.feedback-received',
  },
  {
    id: 'b10-102',
    persona: 'career',
    message:
      "In my mid-year review my manager said I'm 'technically strong but not visible enough' and need to 'communicate more proactively'. I'm a backend developer in Pune. What does that actually mean and what should I do?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b10-103',
    persona: 'career',
    message:
      "I've been in my first proper job as a marketing coordinator for nine months. I love the work and get on with most of the team, although one colleague and I clash a bit. I'm also thinking about a part-time master's. In my review last week my boss said I 'lack attention to detail' and 'need to take more ownership', and I left the room feeling awful. How do I make sense of that and act on it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b10-104',
    persona: 'career',
    message:
      "My boss sat me down and went through a list of things I'm apparently not doing well. Some of it feels unfair and some is probably true. How do I process it without getting defensive?",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b10-105',
    persona: 'career',
    message: 'have to tell my team member their work is bad, how',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b10-106',
    persona: 'career',
    message:
      'One of my direct reports, a senior analyst, has missed three deadlines in the last month and the client has noticed. I need to raise it with her this week. How should I structure that conversation?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b10-107',
    persona: 'career',
    message:
      "I manage a team of six at a logistics company in Perth. Things are mostly good, and I've just secured budget for another hire. I'm also going for my own promotion this year. But one bloke on my team interrupts people in meetings and dismisses their ideas, and three people have mentioned it to me. How do I tell him without it becoming a big drama?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b10-108',
    persona: 'career',
    message:
      "Someone I supervise is lovely, but the reports she writes are full of errors and I end up redoing them. I've been avoiding saying anything because I don't want to upset her.",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b10-109',
    persona: 'career',
    message: 'my boss is a nightmare, micromanages evrything',
    intent: 'career.manager',
  },
  {
    id: 'b10-110',
    persona: 'career',
    message:
      "My manager at a consulting firm in Chicago changes priorities daily, takes credit for my slides in client meetings, and messages me at 11pm. I've been there 14 months. How do I handle this?",
    intent: 'career.manager',
  },
  {
    id: 'b10-111',
    persona: 'career',
    message:
      "Overall I like my job as a lab technician at a university in Cardiff. The research is interesting and the pay's fine. I'm also applying for a part-time PhD and keeping my CV up to date just in case. But my supervisor criticises me in front of others, never gives clear instructions, and then blames me when things go wrong. Any advice on working with her without it grinding me down?",
    intent: 'career.manager',
  },
  {
    id: 'b10-112',
    persona: 'career',
    message:
      "The person I report to cancels our one-to-ones, ignores my emails for days, then suddenly demands everything by end of day. I can't tell what they want from me.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b10-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my work, so annoying',
    intent: 'career.colleague',
  },
  {
    id: 'b10-114',
    persona: 'career',
    message:
      "A colleague at my bank in Hong Kong keeps pushing tasks onto me without asking and cc'ing our manager to make it look like I'm slow. We're at the same level. How do I deal with it?",
    intent: 'career.colleague',
  },
  {
    id: 'b10-115',
    persona: 'career',
    message:
      "I'm a nurse on a busy surgical ward in Birmingham. My manager is supportive, and I've started thinking about specialising in theatre nursing. I've also been trying to sort my shift pattern so I can see my kids more. There's another nurse on my shift, though, who's cold with me, talks over me at handover, and I've heard she's been moaning about me to others. How should I handle her?",
    intent: 'career.colleague',
  },
  {
    id: 'b10-116',
    persona: 'career',
    message:
      "The guy who sits next to me and I had a heated exchange in a meeting last week, and it's been frosty ever since. We have to work together on a project until December.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b10-117',
    persona: 'career',
    message: 'wanna switch careers at 35, is it too late',
    intent: 'career.change',
  },
  {
    id: 'b10-118',
    persona: 'career',
    message:
      "I'm a 38-year-old pharmacist in Hyderabad with 12 years' experience, and I want to move into health data analytics. I have savings for about eight months. How do I plan the switch realistically?",
    intent: 'career.change',
  },
  {
    id: 'b10-119',
    persona: 'career',
    message:
      "I've been a lawyer in Sydney for ten years, mostly commercial property. I'm well paid and my firm has given me a lot, though the hours are brutal. My partner's supportive and we've just paid off a chunk of the mortgage. I've been volunteering with a youth mentoring charity and absolutely love it. How would I plan a move out of law into the nonprofit sector without wrecking our finances?",
    intent: 'career.change',
  },
  {
    id: 'b10-120',
    persona: 'career',
    message:
      "I've spent 15 years in accounting and I'm good at it, but I want to spend the next 15 doing something completely different - maybe UX, maybe teaching. How do I get from here to there?",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b10-121',
    persona: 'career',
    message: 'want to learn python for work, where do i start',
    intent: 'career.retraining',
  },
  {
    id: 'b10-122',
    persona: 'career',
    message:
      'I am a marketing manager in Dublin and my company is moving to data-driven campaigns. I want to learn SQL and basic Tableau in the next three months with about five hours a week. What is a realistic learning plan?',
    intent: 'career.retraining',
  },
  {
    id: 'b10-123',
    persona: 'career',
    message:
      "I've been an admin assistant at an NHS trust for six years. My manager's fine and the team is nice, though the pay isn't great. I've been thinking a lot about whether I want to stay long term. For now, what I've decided is that I want to get properly good at Excel - pivot tables, formulas, maybe some Power BI. How do I go about that while working full-time?",
    intent: 'career.retraining',
  },
  {
    id: 'b10-124',
    persona: 'career',
    message:
      "Everyone at work seems to know how to use these new AI tools and I feel left behind. I'd like to be genuinely good with them within a few months. How should I approach it?",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b10-125',
    persona: 'career',
    message: 'got laid off today, what do i even do now',
    intent: 'career.layoff',
  },
  {
    id: 'b10-126',
    persona: 'career',
    message:
      "I was made redundant from my product role at a scale-up in Amsterdam last week, after four years. I got two months' severance. What should I do in the next two weeks?",
    intent: 'career.layoff',
  },
  {
    id: 'b10-127',
    persona: 'career',
    message:
      "It's been a strange month. My company shut the whole London office and I was one of 200 people let go. I've been keeping up with the gym and spending more time with my kids, which has actually been nice. My partner works, so we're okay for a while. Still, I feel lost and a bit embarrassed, and I don't know how to start again. How do I get back on my feet?",
    intent: 'career.layoff',
  },
  {
    id: 'b10-128',
    persona: 'career',
    message:
      "On Monday they called me into a meeting with HR, and by lunchtime my laptop was gone. Eleven years at that company. I don't even know what to do first.",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b10-129',
    persona: 'career',
    message: 'just got made a manager, no idea what im doing',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b10-130',
    persona: 'career',
    message:
      "I've been promoted to engineering manager of a team of five at a SaaS company in Bangalore. Two of them were my peers last week. How should I handle the first 90 days?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b10-131',
    persona: 'career',
    message:
      "After four years as a senior accountant I finally got the step up I've been working toward. The salary bump is great, and my partner is proud. I've been trying to sort out my workload too, since I'm still doing bits of my old job. Now I'm responsible for three people, one of whom is older and more experienced than me. How do I step into managing them well?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b10-132',
    persona: 'career',
    message:
      'From Monday, four people report to me. Last week I was one of them. How do I go from being their mate to being the one who does their reviews?',
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b10-133',
    persona: 'career',
    message: 'how do i get my team motivated again, morale is low',
    intent: 'career.leadership',
  },
  {
    id: 'b10-134',
    persona: 'career',
    message:
      'I lead a team of 12 customer support agents in Cape Town. Since we moved to hybrid work, engagement scores have dropped from 78% to 61% and two people have resigned. How do I rebuild the team?',
    intent: 'career.leadership',
  },
  {
    id: 'b10-135',
    persona: 'career',
    message:
      "I've been a manager for about four years, running a design team at an agency in Melbourne. I've had my share of tough feedback conversations and I'm fairly comfortable with those. The agency is also going through a rebrand, and I've been asked to speak at a conference. What I'm struggling with is setting a clear direction - people are pulling in different directions and nobody feels ownership. How do I lead them better?",
    intent: 'career.leadership',
  },
  {
    id: 'b10-136',
    persona: 'career',
    message:
      'My people do what I ask, but nobody brings ideas, nobody pushes back, and everything routes through me. I want them to run with things without me.',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b10-137',
    persona: 'career',
    message: 'shld i quit my job? hate it',
    intent: 'career.quit',
  },
  {
    id: 'b10-138',
    persona: 'career',
    message:
      "I've been an auditor at a Big Four firm in Toronto for three years, earning $82k. I'm miserable, but I've got $20k saved and no other offer. Should I quit now or hang on until I find something?",
    intent: 'career.quit',
  },
  {
    id: 'b10-139',
    persona: 'career',
    message:
      "My job as a retail area manager pays well and I've been there six years. My manager is actually decent, and I've built good relationships across the region. I've also started doing photography on weekends and I'm selling a few prints. But I dread Mondays and I've stopped caring about the targets. Do I hand in my notice, or is this just a phase?",
    intent: 'career.quit',
  },
  {
    id: 'b10-140',
    persona: 'career',
    message:
      "Every Sunday evening I get a knot in my stomach thinking about going in. I keep opening a blank email to HR and closing it again. Part of me wants to walk out; part of me thinks that's reckless.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b10-141',
    persona: 'career',
    message: 'no clue what career i want, 24 and lost',
    intent: 'career.direction',
  },
  {
    id: 'b10-142',
    persona: 'career',
    message:
      "I graduated in biology from the University of Queensland in 2022 and since then I've worked in a lab, a cafe and a call centre. None of it clicked. How do I figure out what kind of work suits me?",
    intent: 'career.direction',
  },
  {
    id: 'b10-143',
    persona: 'career',
    message:
      "I have been in marketing for seven years across three companies in Delhi. I've been thinking about doing an MBA, and I also help my cousin with her start-up on weekends. Money is fine and my boss is okay. But I simply don't know what I'm working toward - I can't picture where I want to be in five years. How do I work out a direction for my career?",
    intent: 'career.direction',
  },
  {
    id: 'b10-144',
    persona: 'career',
    message:
      "Friends ask what I want to do and I genuinely don't have an answer. I'm good at a few things, but nothing has ever felt like mine professionally.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b10-145',
    persona: 'career',
    message: 'how do i network, i hate it lol',
    intent: 'career.networking',
  },
  {
    id: 'b10-146',
    persona: 'career',
    message:
      "I'm a junior UX researcher who just moved to Singapore and I know nobody in the industry here. How can I build connections - meetups, LinkedIn, coffee chats - over the next three months?",
    intent: 'career.networking',
  },
  {
    id: 'b10-147',
    persona: 'career',
    message:
      "I've been an electrical engineer for 12 years at a utility company in Calgary. I'm decently paid and my team's great. I've been thinking about moving into renewables and I've started a course on solar design. The snag is that everyone I know professionally works at my company, and I have no contacts anywhere else. How do I start building relationships in a new industry?",
    intent: 'career.networking',
  },
  {
    id: 'b10-148',
    persona: 'career',
    message:
      "Every job I've had came from applying cold, while colleagues seem to get roles through people they know. I'm an introvert - how do I get to know people in my field without it feeling fake?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b10-149',
    persona: 'career',
    message: 'too much work, cant keep up, help',
    intent: 'career.workload',
  },
  {
    id: 'b10-150',
    persona: 'career',
    message:
      "I'm a paralegal in Manchester covering two roles since my colleague left in April. I'm working 55 hours a week and my to-do list has 40+ items. How do I get it under control and raise it with my boss?",
    intent: 'career.workload',
  },
  {
    id: 'b10-151',
    persona: 'career',
    message:
      "I've been with a marketing agency in Johannesburg for three years and generally like it. I've been meaning to ask for a raise, and I'm trying to sort out my fitness. Since we won two new clients, though, I've been handed five accounts instead of three and I'm answering emails at midnight. How do I manage this amount of work before it breaks me?",
    intent: 'career.workload',
  },
  {
    id: 'b10-152',
    persona: 'career',
    message:
      "Every day I start with a plan, and by 10am three new urgent things have landed. I'm finishing nothing properly and staying late every night. How do I get on top of it?",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b10-153',
    persona: 'career',
    message: 'feel like a fraud at my new job, everyones smarter than me',
    intent: 'career.imposter',
  },
  {
    id: 'b10-154',
    persona: 'career',
    message:
      "I just joined Google in Dublin as a senior engineer after five years at a small startup. Three weeks in, I'm convinced they made a hiring mistake. How do I deal with this?",
    intent: 'career.imposter',
  },
  {
    id: 'b10-155',
    persona: 'career',
    message:
      "I got promoted to team lead in March, and on paper things are great. The pay's better, my partner's happy, and I'm enjoying the leadership course my company is funding. I've had some tough conversations with one team member, but they went okay. Yet in every meeting I'm waiting for someone to realise I don't know what I'm doing. How do I stop doubting myself at work?",
    intent: 'career.imposter',
  },
  {
    id: 'b10-156',
    persona: 'career',
    message:
      "Whenever I get praise at work, I assume it's luck or that people are just being nice. I'm sure that one day they'll realise I'm not as capable as they think.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b10-157',
    persona: 'life',
    message: 'me and my gf keep fighting over small stuff',
    intent: 'life.relationship',
  },
  {
    id: 'b10-158',
    persona: 'life',
    message:
      "My husband and I have been married 11 years, with two kids, and we've drifted into being flatmates. We haven't had a proper date night since 2022. How do we reconnect?",
    intent: 'life.relationship',
  },
  {
    id: 'b10-159',
    persona: 'life',
    message:
      "Work's been full on - I'm a vet in regional Victoria and the hours are long. I've been trying to get back into running, and my mum's been unwell, so I drive out to see her most weekends. My partner says I'm never present and she feels like an afterthought. How do we fix things between us?",
    intent: 'life.relationship',
  },
  {
    id: 'b10-160',
    persona: 'life',
    message:
      "We've been together six years, and lately every conversation turns into a back-and-forth about who does more around the house. I love him, but we keep talking past each other.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b10-161',
    persona: 'life',
    message: 'just got dumped last night, cant stop crying',
    intent: 'life.breakup',
  },
  {
    id: 'b10-162',
    persona: 'life',
    message:
      "My girlfriend of four years ended things last month. We lived together in Bristol, and now I've moved back in with my parents. How do I get through this?",
    intent: 'life.breakup',
  },
  {
    id: 'b10-163',
    persona: 'life',
    message:
      "I'm 34, work in IT in Pune, and generally have a good life - good friends, good job. I've been trying to build a gym routine and cook more. My parents keep asking when I'll get married, which is irritating. But three weeks ago my fiancee called off our engagement, and I can't focus on anything. How do I move on?",
    intent: 'life.breakup',
  },
  {
    id: 'b10-164',
    persona: 'life',
    message:
      "It's been two months since she packed her things and left. I still check her Instagram every night and replay our last conversation. How do I stop?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b10-165',
    persona: 'life',
    message: 'my sis and i r fighting again, family drama smh',
    intent: 'life.family',
  },
  {
    id: 'b10-166',
    persona: 'life',
    message:
      "My parents want me to take over the family's textile business in Surat, but I have a job in Bengaluru that I love. Every phone call turns into a fight. How do I handle this?",
    intent: 'life.family',
  },
  {
    id: 'b10-167',
    persona: 'life',
    message:
      "I'm 41, live in Leeds, and mostly life is steady. I've had some work stress and I'm trying to get more exercise. My partner and I are fine. But my brother and I fell out over how to split the cost of Dad's care home, and now Christmas is coming and Mum wants us all around one table. What's the best way to navigate this?",
    intent: 'life.family',
  },
  {
    id: 'b10-168',
    persona: 'life',
    message:
      'Every time we visit my in-laws, my mother-in-law criticises how I cook, dress and raise the kids, and my husband says nothing. We drive home in silence.',
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b10-169',
    persona: 'life',
    message: 'my toddlers tantrums r driving me mad',
    intent: 'life.parenting',
  },
  {
    id: 'b10-170',
    persona: 'life',
    message:
      'My 14-year-old daughter has stopped talking to us, spends all her time in her room, and her grades have dropped from As to Cs this term. How do I reconnect with her?',
    intent: 'life.parenting',
  },
  {
    id: 'b10-171',
    persona: 'life',
    message:
      "Life's been hectic since I went back to work full-time as a pharmacist in Adelaide. My husband has been great, and we're planning a holiday for April. My own sleep has been terrible, though. On top of that, our 8-year-old has started refusing to go to school every morning and cries at the gate. What can we do to help him?",
    intent: 'life.parenting',
  },
  {
    id: 'b10-172',
    persona: 'life',
    message:
      "Since the baby arrived, our four-year-old has been hitting, wetting the bed and saying he wishes his sister would go away. I feel like I'm failing both of them.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b10-173',
    persona: 'life',
    message: 'my grandad passed last wk, feel numb',
    intent: 'life.grief',
  },
  {
    id: 'b10-174',
    persona: 'life',
    message:
      "My dad died in March after a long illness. It's been six months and I still can't go into his shed or sort through his things. Is that normal, and how do I cope?",
    intent: 'life.grief',
  },
  {
    id: 'b10-175',
    persona: 'life',
    message:
      "I'm 29 and teach at a high school in Brisbane. Work's been okay, and I've got a new flat that I love. I've been thinking about changing schools next year. But my best friend died in a car accident in July, and I keep picking up my phone to text her. How do I live with this?",
    intent: 'life.grief',
  },
  {
    id: 'b10-176',
    persona: 'life',
    message:
      "It's been a year since we lost Mum. Everyone else seems to have moved on, but I still set the table for four sometimes. I don't know how to carry this.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b10-177',
    persona: 'life',
    message: 'feel so alone lately, no1 to talk to',
    intent: 'life.loneliness',
  },
  {
    id: 'b10-178',
    persona: 'life',
    message:
      "I'm 68 and retired from teaching last year. My kids live in Perth and Singapore, and most days I don't speak to anyone until the evening. How can I feel less lonely?",
    intent: 'life.loneliness',
  },
  {
    id: 'b10-179',
    persona: 'life',
    message:
      "I work remotely as a software developer for a company in Berlin, from my apartment in Lisbon. The job's great, the pay is good, and I've been trying to run more. I went through a breakup about a year ago, but I'm past it now. The problem is I can go days without a real conversation and weekends feel empty. How do I feel less alone?",
    intent: 'life.loneliness',
  },
  {
    id: 'b10-180',
    persona: 'life',
    message:
      "I scroll through group photos of friends on holiday and wonder why nobody asked me. Most evenings it's just me and the telly.",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b10-181',
    persona: 'life',
    message: 'my bff hasnt replied in weeks, did i do smthing',
    intent: 'life.friendship',
  },
  {
    id: 'b10-182',
    persona: 'life',
    message:
      "My best friend of 15 years got married in June, and since then we've seen each other twice. I feel like I'm losing her. How do I keep the friendship going?",
    intent: 'life.friendship',
  },
  {
    id: 'b10-183',
    persona: 'life',
    message:
      "I've just started a new role in Sydney and it's going well. I've been seeing a therapist about some work stress, and I do a pottery class on Thursdays. My partner and I are good. But my closest friend made a hurtful comment about my weight at a dinner, and I've been avoiding her since. How do I handle it and save the friendship?",
    intent: 'life.friendship',
  },
  {
    id: 'b10-184',
    persona: 'life',
    message:
      "A mate from uni and I used to talk every day; now it's a birthday message once a year. I miss him but don't know how to pick things back up without it being awkward.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b10-185',
    persona: 'life',
    message: 'constant worrying abt everything, cant switch off',
    intent: 'life.anxiety',
  },
  {
    id: 'b10-186',
    persona: 'life',
    message:
      "I get a racing heart and sweaty hands before every meeting at work, even small ones. I'm 31 and it's been going on for six months. What can I do to manage this anxiety?",
    intent: 'life.anxiety',
  },
  {
    id: 'b10-187',
    persona: 'life',
    message:
      "I've just moved into a new role as a project coordinator in Vancouver. My relationship is good and I've started climbing twice a week. My parents are healthy, thankfully. But I worry constantly - about work, about money, about things that haven't happened - and it's exhausting. How do I get a handle on the anxiety?",
    intent: 'life.anxiety',
  },
  {
    id: 'b10-188',
    persona: 'life',
    message:
      "Before I leave the house I check the stove four times, and in my head I rehearse every conversation I might have. My stomach's in knots most days over things that never actually happen.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b10-189',
    persona: 'life',
    message: 'so stressed rn, everything at once',
    intent: 'life.stress',
  },
  {
    id: 'b10-190',
    persona: 'life',
    message:
      "I'm juggling a full-time job in Singapore, a weekend MBA and planning my wedding in December. I have tension headaches most days. How can I manage the stress?",
    intent: 'life.stress',
  },
  {
    id: 'b10-191',
    persona: 'life',
    message:
      "I'm a nurse in Glasgow and love my job, though it's busy. My partner's been brilliant, and we've just booked a holiday to Spain. I've been trying to improve my diet and cut down on sugar. But between night shifts, the house renovation and Mum's birthday party I'm organising, I feel like I'm constantly on edge. How do I manage the pressure?",
    intent: 'life.stress',
  },
  {
    id: 'b10-192',
    persona: 'life',
    message:
      "My shoulders are up by my ears all day, I'm snapping at the people I love, and even on weekends I can't unwind. There's just too much on my plate.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b10-193',
    persona: 'life',
    message: 'lose my temper way too easy, how to chill',
    intent: 'life.anger',
  },
  {
    id: 'b10-194',
    persona: 'life',
    message:
      "I snapped at my 10-year-old son last night over homework and slammed a door. It's the third time this month. How do I control my temper?",
    intent: 'life.anger',
  },
  {
    id: 'b10-195',
    persona: 'life',
    message:
      "Things are mostly alright - I work in logistics in Leicester and the job pays well. I've been trying to eat better, and my partner and I are saving for a house. I've also been looking at jobs closer to home. But in traffic I lose it, shouting and gripping the wheel, and yesterday my daughter in the back seat looked scared. How do I get my anger under control?",
    intent: 'life.anger',
  },
  {
    id: 'b10-196',
    persona: 'life',
    message:
      'Little things - someone chewing loudly, a slow queue - make me see red, and I say things I regret. Afterwards I feel terrible.',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b10-197',
    persona: 'life',
    message: 'cant sleep, up til 3am every nite',
    intent: 'life.sleep',
  },
  {
    id: 'b10-198',
    persona: 'life',
    message:
      "I'm 45 and wake up at 3am most nights and can't get back to sleep. I'm averaging about five hours. What can I do to sleep better?",
    intent: 'life.sleep',
  },
  {
    id: 'b10-199',
    persona: 'life',
    message:
      "I'm a graphic designer in Wellington and life's mostly good - new flat, good friends, decent pay. I've been thinking about going freelance. My partner and I are talking about getting a dog. But I lie awake for two hours every night and wake up exhausted. How do I fix my sleep?",
    intent: 'life.sleep',
  },
  {
    id: 'b10-200',
    persona: 'life',
    message:
      "By the time I get into bed my brain is buzzing, and I'm staring at the ceiling till the early hours. Then I'm a zombie at work.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b10-201',
    persona: 'life',
    message: 'always feel not good enough, how do i fix that',
    intent: 'life.self-esteem',
  },
  {
    id: 'b10-202',
    persona: 'life',
    message:
      "I'm 26 and I compare myself to everyone on Instagram - friends with better jobs, houses, partners. I always feel behind. How do I build my self-esteem?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b10-203',
    persona: 'life',
    message:
      "I work as a receptionist at a dental practice in Cork, and it's fine. My friends are great, and I've been doing Couch to 5K. My sister's just got engaged, which I'm delighted about. But I never speak up, I apologise for everything, and I assume people don't really like me. How do I build more confidence in myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b10-204',
    persona: 'life',
    message:
      "When someone compliments me I brush it off, and when I make a tiny mistake I replay it for days. I talk to myself in a way I'd never talk to a friend.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b10-205',
    persona: 'life',
    message: 'i start habits and quit after a wk every time',
    intent: 'life.habits',
  },
  {
    id: 'b10-206',
    persona: 'life',
    message:
      'I want to read for 20 minutes every day and journal before bed. I have tried three times this year and each time it lasted about ten days. How do I make it stick?',
    intent: 'life.habits',
  },
  {
    id: 'b10-207',
    persona: 'life',
    message:
      "I'm a public servant in Canberra, and life's pretty stable. I've been dealing with a difficult manager, which is a separate issue. My partner and I are planning a trip to Japan. I want to learn Japanese before we go, but I've downloaded Duolingo three times and given up after a week each time. How do I build a routine that actually lasts?",
    intent: 'life.habits',
  },
  {
    id: 'b10-208',
    persona: 'life',
    message:
      "Every January I make a list of things I'll do daily - meditate, stretch, drink more water - and by February none of it is happening. What am I missing?",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b10-209',
    persona: 'life',
    message: 'want to get fit but hate gyms',
    intent: 'life.exercise',
  },
  {
    id: 'b10-210',
    persona: 'life',
    message:
      "I'm 52, work at a desk in Nottingham, and haven't exercised regularly since my 30s. My GP suggested I get more active. Where do I start?",
    intent: 'life.exercise',
  },
  {
    id: 'b10-211',
    persona: 'life',
    message:
      "I'm a software engineer in Hyderabad and work is going fine. My wife and I just had our second child, and money is tight-ish but okay. I've been trying to cut down on screens in the evenings. But I have put on 12 kg since the pandemic and I've got no stamina when playing with the kids. How do I start moving more with such a busy life?",
    intent: 'life.exercise',
  },
  {
    id: 'b10-212',
    persona: 'life',
    message:
      "I sit at my desk all day, on the sofa all evening, and my step count is about 2,000. I want to feel stronger but I don't know how to fit it in.",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b10-213',
    persona: 'life',
    message: 'on my phone like 9 hrs a day, help',
    intent: 'life.screen-time',
  },
  {
    id: 'b10-214',
    persona: 'life',
    message:
      "My screen time report says I average six hours a day on my phone, mostly TikTok and Instagram. I'm 22, a uni student in Manchester, and it's eating into my study time. How do I cut down?",
    intent: 'life.screen-time',
  },
  {
    id: 'b10-215',
    persona: 'life',
    message:
      "I'm a marketing manager in Chicago and work's fine. My fiance and I are planning a wedding next year, and I've been trying to eat healthier. I've also been toying with a career change. But I scroll on my phone until 1am every night and pick it up first thing in the morning. How do I cut back?",
    intent: 'life.screen-time',
  },
  {
    id: 'b10-216',
    persona: 'life',
    message:
      "I pick up my phone to check one message and an hour later I'm still watching reels. My thumb just opens apps without me thinking.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b10-217',
    persona: 'life',
    message: 'keep putting things off till last min',
    intent: 'life.procrastination',
  },
  {
    id: 'b10-218',
    persona: 'life',
    message:
      "My dissertation is due in six weeks at Edinburgh and I've written 2,000 of 12,000 words. Every day I mean to start and end up cleaning the flat instead. How do I stop procrastinating?",
    intent: 'life.procrastination',
  },
  {
    id: 'b10-219',
    persona: 'life',
    message:
      "I work as a freelance copywriter in Perth and business is good. I've been trying to sort my finances, and my partner and I are thinking about moving. I've also got a friend's wedding coming up. But I leave every deadline until the night before, and there's a big client project due Friday that I haven't started. How do I stop delaying?",
    intent: 'life.procrastination',
  },
  {
    id: 'b10-220',
    persona: 'life',
    message:
      'My tax return, a job application and a birthday present all need doing, and each day I find something else to do instead. Then I panic at the last minute.',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b10-221',
    persona: 'life',
    message: 'drinking too much lately, wanna cut back',
    intent: 'life.drinking',
  },
  {
    id: 'b10-222',
    persona: 'life',
    message:
      "I'm 38 and I have about three glasses of wine every night, more at weekends. I'd like to cut back to weekends only. How do I do it?",
    intent: 'life.drinking',
  },
  {
    id: 'b10-223',
    persona: 'life',
    message:
      "Work in finance in London is full-on, but I like it. I've been trying to get back into running, and my girlfriend and I just moved in together. My sleep isn't great either. Most nights after work end up at the pub with colleagues and I'm on five or six pints. How do I cut back without losing my social life?",
    intent: 'life.drinking',
  },
  {
    id: 'b10-224',
    persona: 'life',
    message:
      "Most evenings I open a bottle 'just for one glass' and it's empty by bedtime. Weekends are worse. I want to get this under control.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b10-225',
    persona: 'life',
    message: 'always broke by end of month idk where it goes',
    intent: 'life.money',
  },
  {
    id: 'b10-226',
    persona: 'life',
    message:
      'I earn 2,400 pounds a month after tax in Birmingham, have 4,000 on a credit card and no savings. How do I make a budget and start paying it off?',
    intent: 'life.money',
  },
  {
    id: 'b10-227',
    persona: 'life',
    message:
      "I'm 30 and work as a physio in Brisbane. Work's fine, my relationship's good, and I've started going to the gym again. My parents keep asking when I'll buy a house. Honestly, though, I have no idea where my pay goes each month, and I've got about $6,000 of buy-now-pay-later debt. How do I get my money sorted?",
    intent: 'life.money',
  },
  {
    id: 'b10-228',
    persona: 'life',
    message:
      "I check my bank app through my fingers. Payday comes, and by the third week I'm eating toast for dinner. I want to stop living like this.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b10-229',
    persona: 'life',
    message: 'just moved cities for work, feel so out of place',
    intent: 'life.moving',
  },
  {
    id: 'b10-230',
    persona: 'life',
    message:
      "We moved from Mumbai to Auckland three months ago for my husband's job. I don't know anyone and I miss home. How do I settle in?",
    intent: 'life.moving',
  },
  {
    id: 'b10-231',
    persona: 'life',
    message:
      "I got a great job offer in Edinburgh and moved up from London in August. The role is going well, and I've been trying to cook more. My partner is joining me next year. But I haven't made a single friend, the weather is getting to me, and my flat doesn't feel like home. How do I settle in?",
    intent: 'life.moving',
  },
  {
    id: 'b10-232',
    persona: 'life',
    message:
      "Three months since we unpacked the last box in a new country. I still get lost, don't understand half the local slang, and miss my old neighbours.",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b10-233',
    persona: 'life',
    message: 'how do i say no to ppl at work without feeling guilty',
    intent: 'life.boundaries',
  },
  {
    id: 'b10-234',
    persona: 'life',
    message:
      "My mum calls me five times a day and gets upset if I don't answer straight away. I'm 32, married, and live in Melbourne. How do I set some limits kindly?",
    intent: 'life.boundaries',
  },
  {
    id: 'b10-235',
    persona: 'life',
    message:
      "I'm a teaching assistant in Nottingham and I enjoy it. My partner and I are looking at buying a house, and I've been doing yoga. My friend group is great too. But my sister keeps asking me to babysit at the last minute and I always say yes, even when I'm exhausted. How do I start saying no?",
    intent: 'life.boundaries',
  },
  {
    id: 'b10-236',
    persona: 'life',
    message:
      'Colleagues ask me to cover their shifts, friends ask for lifts, my landlord texts at 10pm, and I agree to all of it. I end up resentful and shattered.',
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b10-237',
    persona: 'life',
    message: 'feel kinda directionless in life, like whats my thing',
    intent: 'life.purpose',
  },
  {
    id: 'b10-238',
    persona: 'life',
    message:
      "I'm 45, the kids have left for uni, and I've been in the same job in Adelaide for 20 years. I feel like I'm just going through the motions. How do I find what gives my life meaning?",
    intent: 'life.purpose',
  },
  {
    id: 'b10-239',
    persona: 'life',
    message:
      "On paper everything is fine: I'm a civil engineer in Pune, married, with a nice flat and good health. I've been thinking about learning guitar and trying to exercise more. My career is steady but not exciting. Still, I wake up wondering what the bigger picture is beyond the routine. How do I find a sense of direction?",
    intent: 'life.purpose',
  },
  {
    id: 'b10-240',
    persona: 'life',
    message:
      "I've ticked all the boxes - degree, job, house, partner - and yet it feels hollow, like I'm following someone else's script.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b10-241',
    persona: 'life',
    message: 'big decision to make, cant decide, help',
    intent: 'life.decision',
  },
  {
    id: 'b10-242',
    persona: 'life',
    message:
      "We've been offered a house in the countryside outside Bath for 450k, but it would mean an hour's commute for both of us. We have until Monday. How do I make this decision?",
    intent: 'life.decision',
  },
  {
    id: 'b10-243',
    persona: 'life',
    message:
      "I'm 36, living in Toronto, and my life's good - stable job, great friends, a dog I adore. I've been seeing a therapist for mild anxiety, which is helping. My parents are healthy. But my company has offered me the chance to move to Lisbon for two years, and I'm torn. How do I make such a big decision?",
    intent: 'life.decision',
  },
  {
    id: 'b10-244',
    persona: 'life',
    message:
      "I keep going back and forth between two paths - stay in my hometown near family or take a leap somewhere new. I make lists, I ask friends, and I still can't land.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b10-245',
    persona: 'life',
    message: 'looking after my mum full time, im exhausted',
    intent: 'life.caregiving',
  },
  {
    id: 'b10-246',
    persona: 'life',
    message:
      "My dad has early-stage dementia and I'm his main carer alongside my job in Leeds. My brother lives in Dubai and can't help much. How do I cope?",
    intent: 'life.caregiving',
  },
  {
    id: 'b10-247',
    persona: 'life',
    message:
      "I'm 48 and run a small accountancy practice in Hobart, and business is okay. My kids are teenagers and mostly self-sufficient. I've been trying to get back into swimming. But my husband had a stroke last year, and since then I've been doing all his care. How do I look after him without losing myself?",
    intent: 'life.caregiving',
  },
  {
    id: 'b10-248',
    persona: 'life',
    message:
      "Every evening after work I drive to my nan's, cook her dinner, sort her tablets and help her to bed. I love her, but I haven't had a night off in months.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b10-249',
    persona: 'founder',
    message: 'had headaches most days for 2 wks, shld i get that checked?',
    intent: 'any.health',
  },
  {
    id: 'b10-250',
    persona: 'career',
    message:
      "I'm a warehouse supervisor in Leicester and I've had lower back pain for about six weeks from lifting. Do I need an X-ray, and is it okay to take ibuprofen every day?",
    intent: 'any.health',
  },
  {
    id: 'b10-251',
    persona: 'life',
    message:
      "My partner and I have been trying to eat healthier and I've been walking every morning. Work's fine, and the kids are settled at school. I've also been thinking about taking up swimming again. But I've noticed a mole on my shoulder has changed shape and got darker over the last few months. Should I be worried, and what should I do about it?",
    intent: 'any.health',
  },
  {
    id: 'b10-252',
    persona: 'founder',
    message:
      "Between investor meetings and late nights, I've been getting dizzy when I stand up and my heart sometimes flutters. Is this something I should get looked at?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b10-253',
    persona: 'career',
    message: 'can my boss fire me for being off sick?? uk',
    intent: 'any.legal',
  },
  {
    id: 'b10-254',
    persona: 'founder',
    message:
      'My cofounder left after 8 months and still holds 30% of the shares. We never signed a vesting agreement. Can we get any of that equity back, and what are our options under UK law?',
    intent: 'any.legal',
  },
  {
    id: 'b10-255',
    persona: 'life',
    message:
      "We've been renting a flat in Sydney for three years and it's been mostly fine. I've been busy with a new job and training for a half-marathon. My partner is thinking about going back to study. But our landlord is refusing to return our $3,200 bond, claiming damage that was there when we moved in. What are our rights here?",
    intent: 'any.legal',
  },
  {
    id: 'b10-256',
    persona: 'founder',
    message:
      'A much bigger company just sent us a letter saying our product name is too close to theirs and we have 14 days to stop using it. Do we have to do what they say?',
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b10-257',
    persona: 'life',
    message: 'shld i put my savings in index funds or pay off the mortgage?',
    intent: 'any.finance',
  },
  {
    id: 'b10-258',
    persona: 'career',
    message:
      "I'm 34, earn 65k in Bristol, and my employer matches pension contributions up to 6%. I currently put in 3%. Should I increase it, or use a stocks and shares ISA instead?",
    intent: 'any.finance',
  },
  {
    id: 'b10-259',
    persona: 'founder',
    message:
      "We sold a small stake in my startup last year, which was exciting. I've been busy hiring and we've just moved into a bigger office in Austin. My cofounder and I are also still figuring out our roles. But I now have about $200k sitting in a checking account and I don't know whether to invest it, pay down my student loans or keep it as a buffer. What should I do with it?",
    intent: 'any.finance',
  },
  {
    id: 'b10-260',
    persona: 'career',
    message:
      'My new employer in Bangalore gave me options that vest over four years, and I have no idea whether to buy them early, hold, or sell when I can - or what it means come tax time.',
    intent: 'any.finance',
  },
];
