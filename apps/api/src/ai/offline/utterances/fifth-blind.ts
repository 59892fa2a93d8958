import type { MentorType } from '@mentor/validation';

/**
 * The fifth blind set (260 messages, 4 per intent, ids b5-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the sixth blind set (now ./sixth-blind.ts) replaced it.
 */
export const FIFTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  {
    id: 'b5-001',
    persona: 'founder',
    message: 'how do i know if people actually want this before i build it',
    intent: 'founder.discovery',
  },
  {
    id: 'b5-002',
    persona: 'founder',
    message:
      "I've got an idea for a booking tool for dog groomers. Before I spend £5k on a developer, how do I check whether groomers would actually pay for it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b5-003',
    persona: 'founder',
    message:
      "So I've been sitting on this idea for about six months: a marketplace that connects small breweries with independent pubs so they can skip the distributors. My friends all say it's brilliant, but they're my friends and they drink beer, they don't run pubs. I haven't written any code yet and I don't want to waste a year. What kind of conversations should I be having with pub landlords and brewers to find out whether this problem is real, and how do I ask questions without leading them to the answer I want?",
    intent: 'founder.discovery',
  },
  {
    id: 'b5-004',
    persona: 'founder',
    message:
      "Everyone I describe it to nods politely and says 'cool, I'd use that', but nobody has ever asked when they can get their hands on it. Does that tell me anything about whether it's worth building?",
    intent: 'founder.discovery',
  },
  {
    id: 'b5-005',
    persona: 'founder',
    message: "product's live but zero users lol. where do i even find the first 10",
    intent: 'founder.first-customers',
  },
  {
    id: 'b5-006',
    persona: 'founder',
    message:
      "We've built a bookkeeping app for UK hairdressers and it's ready to go. How do I get the first 20 paying salons when I have no audience and no marketing budget?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b5-007',
    persona: 'founder',
    message:
      "I'm a solo founder, technical background, and I've spent the last eight months building an inventory tool for small Shopify stores. It works, a couple of mates have tested it, and I've got a landing page up. The problem is I've never sold anything in my life. I put a post on Reddit and got two sign-ups, both of whom disappeared after a day. I don't want to do paid ads yet because I don't know what converts. What would you do, week by week, to land the very first handful of real users who aren't friends or family?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b5-008',
    persona: 'founder',
    message:
      "The thing works, the website's up, and the only people who've ever logged in are me and my cofounder's mum. How do we get actual strangers using it?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b5-009',
    persona: 'founder',
    message: 'what should i charge for my saas, no idea tbh',
    intent: 'founder.pricing',
  },
  {
    id: 'b5-010',
    persona: 'founder',
    message:
      "We're charging $29/month for our analytics plugin and nobody ever complains about the price, which makes me think it's too low. Should I test $79 for new sign-ups?",
    intent: 'founder.pricing',
  },
  {
    id: 'b5-011',
    persona: 'founder',
    message:
      "We run a B2B platform that helps recruitment agencies manage compliance documents. Right now everyone pays a flat £200 a month regardless of size, which made sense when our customers were five-person agencies. Now we've got a couple of firms with 300 recruiters on the same plan and they're getting a ridiculous deal, while the small ones occasionally moan that it's expensive. I'm thinking about per-seat pricing or tiers but I'm worried about upsetting existing customers. How would you approach restructuring this, and should we grandfather the early accounts?",
    intent: 'founder.pricing',
  },
  {
    id: 'b5-012',
    persona: 'founder',
    message:
      "A big customer told me on a call that they'd happily pay three times what we ask. I laughed it off but it's been bugging me all week — are we leaving money on the table with every deal we sign?",
    intent: 'founder.pricing',
  },
  {
    id: 'b5-013',
    persona: 'founder',
    message: 'ppl sign up then cancel after the first month. how do i stop that',
    intent: 'founder.churn',
  },
  {
    id: 'b5-014',
    persona: 'founder',
    message:
      "Our monthly churn is sitting at 9% on a £40/month product and it's wiping out all our new growth. Where should I start looking?",
    intent: 'founder.churn',
  },
  {
    id: 'b5-015',
    persona: 'founder',
    message:
      "We're a meal-kit subscription for busy parents in Manchester, about 1,400 active subscribers. Acquisition is actually going fine — our referral scheme works well. But retention is awful: roughly half of new customers are gone by week six. Exit surveys mostly say 'too expensive' or 'skipping too much', which feels like a polite brush-off rather than the real reason. We've tried discount codes at cancellation and that only delays it by a few weeks. How do I figure out why people are really leaving and what would actually make them stay?",
    intent: 'founder.churn',
  },
  {
    id: 'b5-016',
    persona: 'founder',
    message:
      "Every month it feels like we're pouring water into a bucket with a hole in it — new accounts come in the front door and almost as many quietly walk out the back.",
    intent: 'founder.churn',
  },
  {
    id: 'b5-017',
    persona: 'founder',
    message: 'how do i turn random demos into an actual sales pipeline',
    intent: 'founder.sales',
  },
  {
    id: 'b5-018',
    persona: 'founder',
    message:
      "I've closed 6 enterprise deals myself, averaging $18k ACV, but it's all been gut feel. How do I write down a repeatable process before I hire our first account executive?",
    intent: 'founder.sales',
  },
  {
    id: 'b5-019',
    persona: 'founder',
    message:
      "Bit of context: we sell safety-training software to construction firms, mostly in Germany and Austria. So far every deal has come from my personal network, and I'm the only person who does demos. It's chaotic — I forget to follow up, I have no idea what stage half the conversations are at, and some deals drag on for nine months before dying. Investors keep asking about our 'sales motion' and I don't really have one. How should I structure stages, qualification and follow-ups so this becomes something I could hand over to someone else?",
    intent: 'founder.sales',
  },
  {
    id: 'b5-020',
    persona: 'founder',
    message:
      "Prospects love the demo, say they'll take it to their boss, and then I never hear from them again. I've got about fifteen of these just hanging. How do I actually get deals over the line?",
    intent: 'founder.sales',
  },
  {
    id: 'b5-021',
    persona: 'founder',
    message: 'need to hire my first dev, where do i even find good ones',
    intent: 'founder.hiring',
  },
  {
    id: 'b5-022',
    persona: 'founder',
    message:
      "We've raised £600k and need two senior backend engineers in Bristol, but we can only offer about £70k plus equity. How do we compete with the big companies for candidates?",
    intent: 'founder.hiring',
  },
  {
    id: 'b5-023',
    persona: 'career',
    message:
      "I know you're mostly about careers, but you might have a view from the other side of the table. I run a small startup — four of us — and I'm about to bring on our first employee who isn't a friend. I've never written a job spec, never run an interview, and I'm scared of getting it wrong because one bad hire at this size would be a disaster. How should I structure the process for a first marketing hire, and what should I be looking for beyond the CV?",
    intent: 'founder.hiring',
  },
  {
    id: 'b5-024',
    persona: 'founder',
    message:
      "The three of us are coding till midnight every night and support tickets are piling up. We've finally got the budget to bring someone in, I just don't know how to choose the right person.",
    intent: 'founder.hiring',
  },
  {
    id: 'b5-025',
    persona: 'founder',
    message: "when's the right time to raise a seed round?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b5-026',
    persona: 'founder',
    message:
      "We're at $40k MRR growing 12% month on month. Should we go for a $3M seed now or bootstrap a bit longer to get a better valuation?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b5-027',
    persona: 'founder',
    message:
      "I've been talking to angels for about four months now trying to put together a £500k pre-seed for our climate-tech startup. I've had maybe thirty meetings, lots of 'keep us posted', and exactly one soft commitment of £25k. I'm not sure whether the problem is the market, my network, or that I'm going after the wrong type of investor. Some people say I should try SEIS-focused angels, others say go to accelerators first. How do I run this process properly so it doesn't drag on for another six months?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b5-028',
    persona: 'founder',
    message:
      "A VC I met at a conference wants to lead and has sent over a term sheet, but the other two firms we're talking to haven't come back yet. Do I sign, or try to get the others to compete?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b5-029',
    persona: 'founder',
    message: 'can u look at my pitch deck structure? feels flat',
    intent: 'founder.pitch',
  },
  {
    id: 'b5-030',
    persona: 'founder',
    message:
      "I've got 10 minutes to present at Seedcamp next Thursday. My deck is 22 slides — what should I cut, and what do investors actually want to see in the first two minutes?",
    intent: 'founder.pitch',
  },
  {
    id: 'b5-031',
    persona: 'founder',
    message:
      "I did a practice run of our pitch for a friend who's an angel investor and she said it was 'technically impressive but I don't know why I should care'. That stung, but she's right. We build a computer-vision system that spots defects on factory lines, and I spend most of the pitch explaining how the model works. I'm an engineer, that's what excites me. How do I restructure the story so it lands with investors who aren't technical, without dumbing it down so much it sounds like every other AI startup?",
    intent: 'founder.pitch',
  },
  {
    id: 'b5-032',
    persona: 'founder',
    message:
      "When I explain what we do to investors their eyes glaze over around the third minute, and the questions at the end are always about things I thought I'd covered.",
    intent: 'founder.pitch',
  },
  {
    id: 'b5-033',
    persona: 'founder',
    message: 'me and my cofounder keep arguing about everything. help',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b5-034',
    persona: 'founder',
    message:
      "My cofounder wants to take a £60k salary now that we've raised, and I think we should both stay on £30k for another year. We've been going back and forth for weeks.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b5-035',
    persona: 'founder',
    message:
      "My cofounder and I started the company two years ago as best friends. I do product and engineering, he does commercial. Lately he's been making big decisions without telling me — he promised a customer a feature we haven't scoped, and he agreed a partnership deal I only heard about on LinkedIn. When I bring it up he says I'm being controlling and slowing things down. We own 50/50, so there's no tiebreaker. I don't want to lose the friendship or the company. How do we have an honest conversation about who decides what?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b5-036',
    persona: 'founder',
    message:
      "The person I started this business with and I have basically stopped talking except in meetings. Everyone on the team can feel the tension and I don't know how to fix it.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b5-037',
    persona: 'founder',
    message: 'how do i find a technical cofounder if i cant code',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b5-038',
    persona: 'career',
    message:
      "I'm a product manager at a bank and I've got a fintech side project I want to go full-time on, but I need a CTO-type partner to build it with. Where do people like me actually meet potential cofounders in London?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b5-039',
    persona: 'founder',
    message:
      "I've been running my ecommerce brand solo for 18 months and it's doing about €20k a month in revenue. I'm drowning and I've realised I don't just need an employee, I need a partner who cares as much as I do — someone strong on operations and supply chain. I've tried a couple of cofounder-matching sites but it feels like dating apps, lots of chat and no substance. How do I go about finding someone, testing whether we work well together, and deciding how much equity to offer?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b5-040',
    persona: 'founder',
    message:
      "Doing this alone is too much. I want someone alongside me who owns half the problem, not someone I pay a salary, and I've no idea where that person is.",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b5-041',
    persona: 'founder',
    message: 'is it time to pivot or am i just impatient',
    intent: 'founder.pivot',
  },
  {
    id: 'b5-042',
    persona: 'founder',
    message:
      '18 months in, 40 users, flat for six months. But three of them use our API for something totally different and would pay $500/month. Do we chase that instead?',
    intent: 'founder.pivot',
  },
  {
    id: 'b5-043',
    persona: 'founder',
    message:
      "We launched a social app for amateur runners to find running buddies. Downloads were good at the start but engagement dropped off a cliff. Meanwhile, a couple of running clubs have started using our group-scheduling feature and they keep asking for more admin tools. My cofounder thinks we should go all in on clubs as a B2B product. I still believe in the original consumer vision and feel like we haven't given it a fair go. We have about ten months of money left. How do you decide whether to change direction or keep pushing on the original idea?",
    intent: 'founder.pivot',
  },
  {
    id: 'b5-044',
    persona: 'founder',
    message:
      "The thing we set out to build isn't working, but a side feature keeps getting all the attention. Part of me wants to throw out the original plan, part of me thinks that's just giving up.",
    intent: 'founder.pivot',
  },
  {
    id: 'b5-045',
    persona: 'founder',
    message: 'too many things on the go, which one actually matters this quarter',
    intent: 'founder.focus',
  },
  {
    id: 'b5-046',
    persona: 'founder',
    message:
      "Right now I'm trying to launch a mobile app, redo our onboarding, enter the Dutch market and hire a head of sales. We're five people. What should I drop?",
    intent: 'founder.focus',
  },
  {
    id: 'b5-047',
    persona: 'founder',
    message:
      "Every week I start with a to-do list of about forty items and end the week having moved all of them a little bit and finished none. Our investor wants us to focus on revenue, the team wants to fix tech debt, customers want new integrations, and I personally think our onboarding is the biggest problem. We're a twelve-person B2B SaaS company with about a year of money in the bank. How do I pick one thing for the next three months and actually say no to the rest without everyone feeling ignored?",
    intent: 'founder.focus',
  },
  {
    id: 'b5-048',
    persona: 'founder',
    message:
      'In the business everything feels urgent — partnerships, features, a new market — and I jump between them every hour. At the end of the month nothing has really moved forward.',
    intent: 'founder.focus',
  },
  {
    id: 'b5-049',
    persona: 'founder',
    message: 'running my startup is wrecking me. exhausted all the time',
    intent: 'founder.burnout',
  },
  {
    id: 'b5-050',
    persona: 'founder',
    message:
      "Three years into running my company, I'm working 80-hour weeks, haven't taken a holiday since 2021, and I've started dreading Monday's board call. Is this just what being a founder is?",
    intent: 'founder.burnout',
  },
  {
    id: 'b5-051',
    persona: 'life',
    message:
      "I'm not sure if this is the right place, but here goes. I founded a company four years ago and on paper it's going fine — we've got 30 staff and decent revenue. But I feel completely hollow. I used to love solving problems and now I just stare at my inbox. I snap at my team, I can't remember the last weekend I didn't work, and I've lost interest in the business I built. My cofounder has noticed and asked if I'm okay. How do I recover from this without the company falling apart while I do?",
    intent: 'founder.burnout',
  },
  {
    id: 'b5-052',
    persona: 'founder',
    message:
      'I used to bounce out of bed excited about the company I started. Now I sit in the car outside the office for twenty minutes before I can face going in.',
    intent: 'founder.burnout',
  },
  {
    id: 'b5-053',
    persona: 'founder',
    message: 'how do i decide which features to build next, roadmap is a mess',
    intent: 'founder.product',
  },
  {
    id: 'b5-054',
    persona: 'founder',
    message:
      "Our users keep requesting a mobile app, a Slack integration and dark mode. We're two engineers. How do I decide what goes in the next release?",
    intent: 'founder.product',
  },
  {
    id: 'b5-055',
    persona: 'founder',
    message:
      "We've got an MVP of a tool that helps landlords manage repairs with their tenants. Early users like it but the feedback is all over the place: some want accounting features, some want a tenant app, some want it to integrate with letting agents. I'm worried we're going to end up with a bloated product that does ten things badly. I'm the non-technical founder so I'm writing the specs. How do I figure out what the core of the product should be and what to leave out, and how do I write specs my developers can actually work from?",
    intent: 'founder.product',
  },
  {
    id: 'b5-056',
    persona: 'founder',
    message:
      "People sign up, click around for five minutes and seem confused about what they're supposed to do first. I think what we've built is trying to do too many things at once.",
    intent: 'founder.product',
  },
  {
    id: 'b5-057',
    persona: 'founder',
    message: 'what marketing channel should we try first? seo, ads, tiktok??',
    intent: 'founder.growth',
  },
  {
    id: 'b5-058',
    persona: 'founder',
    message:
      "We've tried Google Ads (£3k spent, CAC of £240 on a £15/month plan) and a bit of LinkedIn content. Neither is working. How do I find a channel that actually scales?",
    intent: 'founder.growth',
  },
  {
    id: 'b5-059',
    persona: 'founder',
    message:
      "We've got about 300 paying customers for our online language-tutoring platform, almost all from word of mouth and a couple of lucky press mentions. That's great but it's not predictable, and we've plateaued for three months. I've read all the growth blogs and everyone says pick one channel and go deep, but I don't know how to pick. Our customers are mostly adults in their thirties learning Spanish or Italian before moving abroad. How would you go about testing channels cheaply and deciding which one to double down on?",
    intent: 'founder.growth',
  },
  {
    id: 'b5-060',
    persona: 'founder',
    message:
      "Word of mouth got us to where we are, but that's slowed right down, and I don't know where the next thousand people who'd love this are hanging out online.",
    intent: 'founder.growth',
  },
  {
    id: 'b5-061',
    persona: 'founder',
    message: 'we have like 5 months of cash left, what do i do',
    intent: 'founder.runway',
  },
  {
    id: 'b5-062',
    persona: 'founder',
    message:
      'Our burn is about $85k a month and we have $410k in the bank. Revenue is $20k/month. Should I cut staff now or try to stretch it another way?',
    intent: 'founder.runway',
  },
  {
    id: 'b5-063',
    persona: 'founder',
    message:
      "I'm the founder of a small hardware startup making smart plant sensors. We've got about £180k in the bank and we're spending roughly £25k a month, mostly on two salaries, manufacturing deposits and a warehouse. Sales are lumpy — a big month around Christmas and then nothing. I honestly didn't keep great track of cash flow and just realised that if the next production run costs what the supplier quoted, we'd be down to about three months. How do I build a proper cash forecast and decide what to cut before it becomes an emergency?",
    intent: 'founder.runway',
  },
  {
    id: 'b5-064',
    persona: 'founder',
    message:
      "I've started checking the business bank balance every morning and doing the maths on how many more payrolls we can make. It's not many.",
    intent: 'founder.runway',
  },
  {
    id: 'b5-065',
    persona: 'career',
    message: 'starting to look for a new job, where do i even begin',
    intent: 'career.job-search',
  },
  {
    id: 'b5-066',
    persona: 'founder',
    message:
      "I'm winding down my startup after three years and want to go back to a product role at a scale-up in Berlin. How should I structure the job hunt over the next two months?",
    intent: 'career.job-search',
  },
  {
    id: 'b5-067',
    persona: 'career',
    message:
      "I've been at the same company for nine years, working in logistics planning, and I think it's finally time to move on. The last time I looked for a job, I printed my CV and posted it. Everything seems to be LinkedIn, recruiters and online portals now and I feel completely out of touch. I'd like to find something within commuting distance of Leeds, ideally similar pay, around £45k. I can give maybe five hours a week to this alongside my current job. How do I organise the search so I'm not just randomly clicking 'apply' on things?",
    intent: 'career.job-search',
  },
  {
    id: 'b5-068',
    persona: 'career',
    message:
      "I've decided I'm leaving this place within six months. I'd like to be methodical about what's out there rather than panic-applying after a bad week.",
    intent: 'career.job-search',
  },
  {
    id: 'b5-069',
    persona: 'career',
    message: 'can u help me fix my cv its 4 pages lol',
    intent: 'career.cv',
  },
  {
    id: 'b5-070',
    persona: 'career',
    message:
      "My CV lists my duties as a nurse but I'm applying for healthcare project manager roles. How do I rewrite the bullet points so they show achievements instead?",
    intent: 'career.cv',
  },
  {
    id: 'b5-071',
    persona: 'career',
    message:
      "I'm a software developer with about six years' experience, mostly backend work in Java and some Python. My CV has grown over the years and it's now a wall of text — every project, every technology I've touched, and a personal statement I wrote in 2018. A recruiter friend said it reads like a list of job adverts. I'm targeting senior engineer roles in fintech. What should I cut, how should I structure it, and how do I make the impact of my work obvious in a quick skim?",
    intent: 'career.cv',
  },
  {
    id: 'b5-072',
    persona: 'career',
    message:
      "Apparently recruiters spend about seven seconds looking at the two-page document I send with every application. Mine probably wouldn't survive three. How do I make it better?",
    intent: 'career.cv',
  },
  {
    id: 'b5-073',
    persona: 'career',
    message: 'sent 60 applications, heard back from none. whats wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b5-074',
    persona: 'career',
    message:
      "I've applied for 45 marketing coordinator roles in Dublin over two months and got one auto-rejection and silence from everyone else. Is it my approach?",
    intent: 'career.no-responses',
  },
  {
    id: 'b5-075',
    persona: 'career',
    message:
      "I graduated in June with a 2:1 in economics and I've been applying for graduate analyst schemes and entry-level roles ever since. I've tailored cover letters, I've had my CV checked by the careers service, and I've filled in endless online forms. Out of maybe 80 applications, I've had two automated rejections and nothing else — not a single interview. My friends seem to be getting offers. What could be going on, and what should I change so I actually start hearing back from employers?",
    intent: 'career.no-responses',
  },
  {
    id: 'b5-076',
    persona: 'career',
    message:
      "It's like sending my applications into a black hole. Not even a 'thanks but no thanks' — just nothing, week after week.",
    intent: 'career.no-responses',
  },
  {
    id: 'b5-077',
    persona: 'career',
    message: 'got an interview thurs for a data analyst job, how do i prep',
    intent: 'career.interview',
  },
  {
    id: 'b5-078',
    persona: 'career',
    message:
      'I have a final-round panel interview at Deloitte next Tuesday with a case study. What kind of questions should I expect and how should I practise?',
    intent: 'career.interview',
  },
  {
    id: 'b5-079',
    persona: 'career',
    message:
      "I've got an interview next week for a head of operations role at a charity. It's a big step up from my current job as an operations manager, and the process includes a 20-minute presentation on my first 90 days followed by competency questions. I always freeze on the 'tell me about a time when' questions and ramble. I also have no idea how much to research the charity versus focus on my own stories. Can you help me figure out how to prepare over the next five days so I walk in confident?",
    intent: 'career.interview',
  },
  {
    id: 'b5-080',
    persona: 'career',
    message:
      "Monday morning I'm sitting across from three people who'll decide whether I get the job, and right now my mind goes blank just imagining it. What should I be doing this weekend to get ready?",
    intent: 'career.interview',
  },
  {
    id: 'b5-081',
    persona: 'career',
    message: 'had the interview yesterday, should i email them a thank you?',
    intent: 'career.interview-after',
  },
  {
    id: 'b5-082',
    persona: 'career',
    message:
      "I interviewed for a UX designer role two weeks ago and they said I'd hear back within a week. Nothing yet. Is it okay to chase the recruiter, and how?",
    intent: 'career.interview-after',
  },
  {
    id: 'b5-083',
    persona: 'career',
    message:
      "I had a second-round interview on Friday for a job I really want — product marketing at a gaming company. I thought it went well overall but I fluffed one question about pricing strategy and I've been replaying it in my head all weekend. They said they'd decide by the end of next week. Should I send a follow-up email that addresses the question I messed up, or does that look desperate? And how do I stop obsessing about it while I wait to hear?",
    intent: 'career.interview-after',
  },
  {
    id: 'b5-084',
    persona: 'career',
    message:
      "It's been ten days since I sat in that meeting room answering their questions, and I keep refreshing my inbox. Do I write to them or keep waiting?",
    intent: 'career.interview-after',
  },
  {
    id: 'b5-085',
    persona: 'career',
    message: 'got an offer, is it ok to ask for more money?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b5-086',
    persona: 'founder',
    message:
      "Off-topic from the startup stuff, but I've been offered a job at a Series B company: $140k base and 0.1% equity. I was hoping for $160k. How do I push back without them pulling the offer?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b5-087',
    persona: 'career',
    message:
      "I've just been offered a senior account manager role at a media agency in Manchester. They offered £48k, which is only £3k more than I earn now, and the role comes with a lot more responsibility including managing two people. The recruiter said the budget is 'pretty fixed' but the hiring manager seemed really keen on me. I've never negotiated anything in my life and I'm terrified they'll withdraw the offer if I ask. What should I say, and is it worth asking for other things like extra holiday or a review after six months?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b5-088',
    persona: 'career',
    message:
      "They want me and they've put a number on the table, but it's below what I'm on now once you factor in my bonus. I want to go back to them but don't know how to word it.",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b5-089',
    persona: 'career',
    message: 'two job offers, cant pick. help',
    intent: 'career.compare-offers',
  },
  {
    id: 'b5-090',
    persona: 'career',
    message:
      "I've got one offer from Google at £95k and one from a 40-person startup at £80k plus options. The startup role is more interesting. Which would you take?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b5-091',
    persona: 'career',
    message:
      "I'm in a lucky but stressful position. I have two offers as a physiotherapist: one at an NHS hospital near my family in Cardiff, with a clear progression path and a good pension, and one at a private sports clinic in London paying about £8k more, working with professional athletes, which has always been my dream. London would mean living apart from my partner for at least a year while she finishes her course. I have until Friday to respond to both. How do I weigh these up sensibly instead of just going with my gut?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b5-092',
    persona: 'career',
    message:
      'One company pays more, the other has the better team and a four-day week. Both want an answer by Monday and I keep flipping between them.',
    intent: 'career.compare-offers',
  },
  {
    id: 'b5-093',
    persona: 'career',
    message: 'how do i ask my boss for more money',
    intent: 'career.raise',
  },
  {
    id: 'b5-094',
    persona: 'career',
    message:
      "I've been on £32k for three years as a junior accountant, and new hires on my team are starting at £36k. How do I bring this up in my review next month?",
    intent: 'career.raise',
  },
  {
    id: 'b5-095',
    persona: 'career',
    message:
      "I work as a nurse practitioner at a private clinic and I've taken on a lot since I joined: I now train the new starters, I run the minor-injuries list on Saturdays, and I helped set up the new booking system. My salary hasn't changed in two years apart from a 2% cost-of-living bump. My manager is nice but always says budgets are tight. I'm not after a new title, I just want to be paid fairly for what I actually do. How do I build a case and what's a reasonable figure to ask for?",
    intent: 'career.raise',
  },
  {
    id: 'b5-096',
    persona: 'career',
    message:
      "I found out the guy who sits next to me, doing the same job, earns nearly ten grand more than I do. I want my pay to reflect what I bring but I don't know how to approach it without things getting awkward.",
    intent: 'career.raise',
  },
  {
    id: 'b5-097',
    persona: 'career',
    message: 'want to go from senior to lead this year, what do i need to do',
    intent: 'career.promotion',
  },
  {
    id: 'b5-098',
    persona: 'career',
    message:
      "The promotion cycle at my company closes in March and I want to make Staff Engineer. My manager says I'm 'close'. How do I make sure I get it this time?",
    intent: 'career.promotion',
  },
  {
    id: 'b5-099',
    persona: 'career',
    message:
      "I've been a senior consultant at a Big Four firm for three years and I've been passed over for manager twice now. Both times the feedback was vague — 'need more visibility' and 'show more leadership'. Meanwhile two people who joined after me have moved up. I do good work, my clients like me, but I'm not great at self-promotion and I hate office politics. I'm going into the next cycle in six months. What should I be doing differently between now and then to actually get the step up?",
    intent: 'career.promotion',
  },
  {
    id: 'b5-100',
    persona: 'career',
    message:
      "There's an opening one level above me on my team and I'd love to step into it, but I've never put myself forward for anything like that before. How do I make the case for myself?",
    intent: 'career.promotion',
  },
  {
    id: 'b5-101',
    persona: 'career',
    message: 'got harsh feedback in my review, not sure what to make of it',
    intent: 'career.feedback-received',
  },
  {
    id: 'b5-102',
    persona: 'career',
    message:
      "My manager told me in my one-to-one that I come across as 'dismissive' in meetings. I genuinely don't see it. How do I work out if it's fair?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b5-103',
    persona: 'career',
    message:
      "I just got my 360 review back and it's rough. Most of it is fine, but three people independently said I 'don't listen' and 'push my ideas too hard'. I've always thought of myself as collaborative, so it's been a bit of a shock. I'm a senior designer and I do care about getting things right, which I suppose can look like being stubborn. I don't want to just get defensive or, the opposite, beat myself up for weeks. How do I make sense of this and figure out what to actually change?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b5-104',
    persona: 'career',
    message:
      "My team lead pulled me aside and said a couple of things about how I handle client calls that I keep replaying. Part of me thinks she's right, part of me thinks it's unfair.",
    intent: 'career.feedback-received',
  },
  {
    id: 'b5-105',
    persona: 'career',
    message: 'need to tell someone on my team their work isnt good enough. how',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b5-106',
    persona: 'career',
    message:
      'One of my direct reports, a junior developer, keeps missing deadlines and his pull requests are sloppy. I need to raise it with him on Thursday without crushing him.',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b5-107',
    persona: 'career',
    message:
      "I manage a team of six in a customer service centre, and one of my most experienced people has started being quite short with newer colleagues. Two of them have mentioned it to me privately. She's been here twelve years, longer than me, and she's brilliant with customers, so I'm nervous about bringing it up — I'm worried she'll feel attacked or get upset. But I can't let it carry on. How do I say this clearly and kindly so she actually hears it?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b5-108',
    persona: 'career',
    message:
      "I have to sit down with a colleague I really like and tell her that her presentations are losing the clients' interest. I've been putting it off for weeks because I don't know how to say it.",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b5-109',
    persona: 'career',
    message: 'my boss micromanages literally everything, its driving me mad',
    intent: 'career.manager',
  },
  {
    id: 'b5-110',
    persona: 'career',
    message:
      "My new manager takes credit for my work in leadership meetings and then changes my priorities every Monday. I've been here 4 years and never had this problem before.",
    intent: 'career.manager',
  },
  {
    id: 'b5-111',
    persona: 'career',
    message:
      "My line manager is really inconsistent. One day she's friendly and asks about my weekend, the next she's sending me curt messages at 10pm asking why something isn't done, when she never mentioned it in the first place. She'll give me a task, then redo it herself without saying why. I've tried asking for clearer expectations in our one-to-ones but she brushes it off. I like the job and the rest of the team, so I don't want to leave over this. How do I handle working for her without losing my mind?",
    intent: 'career.manager',
  },
  {
    id: 'b5-112',
    persona: 'career',
    message:
      "The person I report to moves the goalposts every week and then acts surprised when things aren't done the way he imagined. I've started dreading our weekly catch-ups.",
    intent: 'career.manager',
  },
  {
    id: 'b5-113',
    persona: 'career',
    message: 'coworker keeps talking over me in meetings, how do i deal',
    intent: 'career.colleague',
  },
  {
    id: 'b5-114',
    persona: 'career',
    message:
      "A colleague at the same level as me in finance cc's our director on every email whenever I make a small mistake. How do I address it without escalating things?",
    intent: 'career.colleague',
  },
  {
    id: 'b5-115',
    persona: 'career',
    message:
      "There's a guy on my team — same role, same seniority — who I just clash with. We're both project managers and we're meant to share a big client account. He doesn't share information, he rebooks meetings I've set up, and last week he told the client something that contradicted what I'd agreed with them. I don't think he's malicious, maybe just competitive, but it's affecting the work. Our manager is hands-off and I'd rather sort it out myself first. How do I approach a conversation with him?",
    intent: 'career.colleague',
  },
  {
    id: 'b5-116',
    persona: 'career',
    message:
      "Me and the woman I share a desk with had words last week over who dropped the ball on the Henderson account, and now it's frosty silence between us all day.",
    intent: 'career.colleague',
  },
  {
    id: 'b5-117',
    persona: 'career',
    message: 'thinking of leaving teaching for something else, is it mad at 38',
    intent: 'career.change',
  },
  {
    id: 'b5-118',
    persona: 'career',
    message:
      "I'm a 34-year-old solicitor and I want to move into UX research. How do I make the switch without taking a massive pay cut, or at least plan for one?",
    intent: 'career.change',
  },
  {
    id: 'b5-119',
    persona: 'life',
    message:
      "This is probably more of a work thing but I feel like it affects everything. I've been an accountant for fifteen years. It's stable and it pays the mortgage, but I've always been drawn to working outdoors and I've been volunteering with a conservation trust at weekends. I'd love to do something like that full-time, maybe as a ranger or in environmental education. I'm 42, with two kids, and I don't know how to plan a move like that without putting the family at risk. What would a realistic transition look like?",
    intent: 'career.change',
  },
  {
    id: 'b5-120',
    persona: 'career',
    message:
      "I've done sales for twelve years and I'm good at it, but I want to spend the next twelve doing something completely different, maybe working with kids. How do people actually make that jump?",
    intent: 'career.change',
  },
  {
    id: 'b5-121',
    persona: 'career',
    message: 'want to learn python for work, whats the best way',
    intent: 'career.retraining',
  },
  {
    id: 'b5-122',
    persona: 'career',
    message:
      "I'm a marketing manager and my company is pushing data skills. Is a £2,000 six-month data analytics bootcamp worth it, or should I teach myself SQL online?",
    intent: 'career.retraining',
  },
  {
    id: 'b5-123',
    persona: 'career',
    message:
      "I work in HR and more and more of my job involves spreadsheets, dashboards and people analytics. I can do the basics in Excel but I feel completely out of my depth when people talk about pivot tables, Power BI or anything to do with statistics. My employer will pay for some training but I have to pick it myself. I've got about four hours a week I can realistically commit. How do I choose a course, and how should I structure my learning so I come out the other end able to use it?",
    intent: 'career.retraining',
  },
  {
    id: 'b5-124',
    persona: 'career',
    message:
      "Everyone on my team can build their own automations now and I'm the one still doing everything by hand. I'd like to get up to their level by summer.",
    intent: 'career.retraining',
  },
  {
    id: 'b5-125',
    persona: 'career',
    message: 'just got made redundant. no idea what to do now',
    intent: 'career.layoff',
  },
  {
    id: 'b5-126',
    persona: 'career',
    message:
      "I was laid off from my product manager job at a fintech last Friday along with 200 others. I've got 3 months' severance. What should I be doing this first week?",
    intent: 'career.layoff',
  },
  {
    id: 'b5-127',
    persona: 'career',
    message:
      "Two weeks ago my whole department was cut. I'd been there eleven years as a print production manager and I genuinely thought I'd retire there. I got a decent payout but I feel completely flattened — embarrassed, angry, and not sure who I am without that job. My wife is supportive but I can tell she's worried. I know I need to start looking for work but I can't even open LinkedIn without feeling sick. How do I pick myself up and start moving forward again?",
    intent: 'career.layoff',
  },
  {
    id: 'b5-128',
    persona: 'career',
    message:
      'Got called into a 15-minute meeting with HR on Tuesday and by lunchtime my laptop was gone. Still in shock honestly, where do I go from here?',
    intent: 'career.layoff',
  },
  {
    id: 'b5-129',
    persona: 'career',
    message: 'just got made team lead, never managed anyone before. tips?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b5-130',
    persona: 'career',
    message:
      "Starting Monday I'll be managing five people who were my peers until last week, including my closest work friend. How do I handle that shift?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b5-131',
    persona: 'career',
    message:
      "I've been a nurse on the same ward for six years and I've just been made a band 7 ward sister, which means I'm now responsible for a team of fourteen. I'm good at the clinical side but I've had zero training in managing people. I don't know how to run one-to-ones, how to handle rotas fairly, or what to do when someone isn't pulling their weight. I'm also worried about being too soft because I'm used to being one of them. What should my first couple of months look like?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b5-132',
    persona: 'career',
    message:
      "As of this week I've got four people reporting to me and I keep doing their work for them because it's faster. I know that's not how it's supposed to go.",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b5-133',
    persona: 'career',
    message: 'how do i get my team more motivated, morale is low',
    intent: 'career.leadership',
  },
  {
    id: 'b5-134',
    persona: 'career',
    message:
      'I lead a team of 12 engineers split across London and Lisbon. Since going remote, collaboration has dropped and decisions take forever. How do I fix the way we work together?',
    intent: 'career.leadership',
  },
  {
    id: 'b5-135',
    persona: 'career',
    message:
      "I've been heading up a marketing department of about twenty people for three years. Things run fine day to day but I feel like I've become a bottleneck — everything comes through me, people don't take ownership, and the team waits for me to tell them what to do. When I try to delegate bigger decisions, they come back to me anyway. We've also got a reorganisation coming next quarter and I need them to be more self-sufficient. How do I build a team that leads itself a bit more?",
    intent: 'career.leadership',
  },
  {
    id: 'b5-136',
    persona: 'career',
    message:
      "The people who work for me do what they're asked but nothing more. I want them to care about where we're headed, not just tick boxes.",
    intent: 'career.leadership',
  },
  {
    id: 'b5-137',
    persona: 'career',
    message: 'should i just quit my job? been miserable for months',
    intent: 'career.quit',
  },
  {
    id: 'b5-138',
    persona: 'career',
    message:
      "I'm thinking of handing in my notice at the bank without another job lined up. I've got about £12k saved. Is that reckless?",
    intent: 'career.quit',
  },
  {
    id: 'b5-139',
    persona: 'life',
    message:
      "I've been at my company for five years, and for the last year I've felt stuck. The pay is good, around £55k, and my manager is decent, but I'm bored and the work feels pointless. Every Sunday evening I get a knot in my stomach. My partner says I should just leave and figure it out after, my parents think I'm crazy to walk away from a secure job. I keep going round in circles. How do I actually decide whether to stay or go?",
    intent: 'career.quit',
  },
  {
    id: 'b5-140',
    persona: 'career',
    message:
      "I've written my resignation letter three times and deleted it three times. I can't tell if I actually want out or if I'm just having a bad month.",
    intent: 'career.quit',
  },
  {
    id: 'b5-141',
    persona: 'career',
    message: 'no idea what job i actually want. 27 and lost',
    intent: 'career.direction',
  },
  {
    id: 'b5-142',
    persona: 'career',
    message:
      "I studied biology, spent two years in pharma sales, and now I'm temping. Nothing has clicked. How do I figure out what kind of work I'd actually be good at?",
    intent: 'career.direction',
  },
  {
    id: 'b5-143',
    persona: 'career',
    message:
      "I'm in my early thirties and I've drifted through jobs — retail, admin, a bit of events, now customer success at a tech company. None of them were bad, but none of them felt like mine. Friends seem to have careers with a clear path and I just have a list of jobs. I'm not unhappy enough to quit tomorrow, but I'd like to stop drifting. What questions should I be asking myself, or what exercises can I do, to figure out which kind of work suits me?",
    intent: 'career.direction',
  },
  {
    id: 'b5-144',
    persona: 'career',
    message:
      "Whenever someone asks what I want to be doing professionally in five years I just shrug. I can't picture any job that excites me.",
    intent: 'career.direction',
  },
  {
    id: 'b5-145',
    persona: 'career',
    message: 'i hate networking but apparently i need to. how',
    intent: 'career.networking',
  },
  {
    id: 'b5-146',
    persona: 'career',
    message:
      "I'm moving into cybersecurity and know nobody in the field. Should I go to events like BSides London or just message people on LinkedIn?",
    intent: 'career.networking',
  },
  {
    id: 'b5-147',
    persona: 'career',
    message:
      "I've always got jobs through applications rather than contacts, but everyone keeps telling me the best roles never get advertised. I'm a quantity surveyor in Glasgow, fairly introverted, and the idea of walking up to strangers at an industry event makes me want to go home. I've got about 300 LinkedIn connections, most of whom I barely know. How do I build relationships with people in my industry in a way that feels genuine and not like I'm just asking for favours?",
    intent: 'career.networking',
  },
  {
    id: 'b5-148',
    persona: 'founder',
    message:
      "After four years heads-down on my own company I've lost touch with pretty much everyone I used to work with. If I go back to a normal job, I've got nobody to put a word in for me or tell me what's going on out there.",
    intent: 'career.networking',
  },
  {
    id: 'b5-149',
    persona: 'career',
    message: 'way too much work, cant keep up. how do i prioritise',
    intent: 'career.workload',
  },
  {
    id: 'b5-150',
    persona: 'career',
    message:
      "Since two people left my team in May, I'm covering three jobs as an events coordinator and working until 9pm most nights. How do I tell my manager I can't take on the new conference?",
    intent: 'career.workload',
  },
  {
    id: 'b5-151',
    persona: 'career',
    message:
      "I work in legal operations and my to-do list is genuinely unmanageable. I've got contract reviews, two system migrations, weekly reporting, and people constantly pinging me on Teams with 'quick questions' that take an hour. I start at 7:30 and still end the day with more than I started with. I'm not burnt out yet, but I can feel it coming. My manager's answer is always 'just prioritise'. How do I actually decide what to drop, and how do I push back on new work without looking lazy?",
    intent: 'career.workload',
  },
  {
    id: 'b5-152',
    persona: 'life',
    message:
      'Every time I clear my inbox at work, three more projects land on my desk. I eat lunch at my keyboard and still go home with half of it unfinished.',
    intent: 'career.workload',
  },
  {
    id: 'b5-153',
    persona: 'career',
    message: "feel like a fraud at my new job, everyone's smarter than me",
    intent: 'career.imposter',
  },
  {
    id: 'b5-154',
    persona: 'career',
    message:
      "I just got promoted to senior data scientist and I'm convinced they made a mistake. Sooner or later someone's going to realise I don't know half as much as they think.",
    intent: 'career.imposter',
  },
  {
    id: 'b5-155',
    persona: 'career',
    message:
      "I joined a top law firm as a trainee three months ago. Everyone else seems to have gone to Oxford or Cambridge, and I'm the first in my family to go to university. In meetings I stay quiet because I'm worried I'll say something stupid, and when a partner praised a memo I wrote I assumed he was just being nice. I work twice as hard as anyone else to make sure nobody notices I don't belong. How do I stop feeling like I'm about to be found out?",
    intent: 'career.imposter',
  },
  {
    id: 'b5-156',
    persona: 'life',
    message:
      "My work gets praised, I got a great review, and still I keep thinking it's luck and that one day my team will realise I'm not as capable as they think.",
    intent: 'career.imposter',
  },
  {
    id: 'b5-157',
    persona: 'life',
    message: 'me and my gf keep having the same argument over and over',
    intent: 'life.relationship',
  },
  {
    id: 'b5-158',
    persona: 'life',
    message:
      "My husband and I have been together 11 years and we've become more like flatmates — we barely talk beyond who's picking up the kids. How do we reconnect?",
    intent: 'life.relationship',
  },
  {
    id: 'b5-159',
    persona: 'founder',
    message:
      "This isn't about the business exactly, but it's connected. My partner told me last night that she feels like she's living with a ghost. I've been working on the startup every evening and most weekends for two years, and when I am home I'm on my phone. She's been patient but she said she's not sure how much longer she can do this. I love her and I don't want to lose her over a company. How do I make things right with her and actually change?",
    intent: 'life.relationship',
  },
  {
    id: 'b5-160',
    persona: 'life',
    message:
      'We used to talk for hours. Now he comes home, we eat in front of the telly and go to bed. I miss us.',
    intent: 'life.relationship',
  },
  {
    id: 'b5-161',
    persona: 'life',
    message: 'just got dumped after 3 yrs. how do i get over this',
    intent: 'life.breakup',
  },
  {
    id: 'b5-162',
    persona: 'life',
    message:
      "My fiancé called off our wedding in March, two months before the date. It's September now and I still can't stop checking his Instagram.",
    intent: 'life.breakup',
  },
  {
    id: 'b5-163',
    persona: 'life',
    message:
      "My girlfriend and I split up six weeks ago after four years together. It was mutual, sort of — she said she'd fallen out of love and I think I knew it was coming. We're still sharing a flat until the lease ends in December, which makes it so much harder. I see her every day, I hear her on the phone to friends, and I can't move on when she's right there. How do I get through the next few months without falling apart?",
    intent: 'life.breakup',
  },
  {
    id: 'b5-164',
    persona: 'life',
    message:
      'She moved her things out on Sunday. The flat feels enormous and I keep reaching for my phone to text her about my day.',
    intent: 'life.breakup',
  },
  {
    id: 'b5-165',
    persona: 'life',
    message: 'my sister and i arent speaking after xmas. what do i do',
    intent: 'life.family',
  },
  {
    id: 'b5-166',
    persona: 'life',
    message:
      "My parents are refusing to come to our wedding in June because my fiancée isn't Catholic. I'm 29 and I don't know whether to keep trying to win them round.",
    intent: 'life.family',
  },
  {
    id: 'b5-167',
    persona: 'life',
    message:
      "There's been a falling out in my family over my late grandmother's house. My mum and her brother both think they should have it, and it's turned nasty — there have been long messages on the family WhatsApp and now half the family isn't talking to the other half. I'm stuck in the middle because I'm close to my uncle and my cousins. Mum is upset I haven't taken her side. How do I handle this without making things worse or losing people I love?",
    intent: 'life.family',
  },
  {
    id: 'b5-168',
    persona: 'life',
    message:
      "Every Sunday lunch at my dad's ends with him and my brother shouting about the same old stuff, and I drive home with a headache. I'm tired of it.",
    intent: 'life.family',
  },
  {
    id: 'b5-169',
    persona: 'life',
    message: 'my 14yo barely speaks to me anymore. how do i reach her',
    intent: 'life.parenting',
  },
  {
    id: 'b5-170',
    persona: 'life',
    message:
      "Our 4-year-old has started having huge meltdowns since his baby sister arrived in August. We're both exhausted. What can we do?",
    intent: 'life.parenting',
  },
  {
    id: 'b5-171',
    persona: 'life',
    message:
      "My son is 16 and he's been really struggling at school this year. His grades have dropped, he's stopped going to football, and he spends most evenings in his room gaming. When I try to talk to him, he says I'm nagging. His dad and I separated last year and I wonder if that's part of it. I don't want to be too strict and push him away, but I also can't watch him throw away his GCSEs. How do I support him through this without it turning into a war every night?",
    intent: 'life.parenting',
  },
  {
    id: 'b5-172',
    persona: 'life',
    message:
      "Since we moved house my daughter has been clinging to me at the school gate every morning, sobbing when I leave. I'm late for work and feel awful all day.",
    intent: 'life.parenting',
  },
  {
    id: 'b5-173',
    persona: 'life',
    message: 'lost my dad last month, cant seem to function properly',
    intent: 'life.grief',
  },
  {
    id: 'b5-174',
    persona: 'life',
    message:
      "My best friend died in January. Everyone else seems to have moved on and I'm still crying in the middle of Sainsbury's. Is that normal?",
    intent: 'life.grief',
  },
  {
    id: 'b5-175',
    persona: 'life',
    message:
      "My mum passed away last spring after a long illness. I was her main carer for two years, so when she died I felt a strange mix of relief and devastation, and the relief makes me feel guilty. It's been almost a year and I'm back at work and doing normal things, but it hits me at random moments — hearing her favourite song, seeing someone in a coat like hers. The anniversary is coming up and I'm dreading it. How do you carry this kind of loss and still live a full life?",
    intent: 'life.grief',
  },
  {
    id: 'b5-176',
    persona: 'life',
    message:
      "It's been six months since we scattered Grandad's ashes and I still pick up the phone on a Sunday to ring him before I remember.",
    intent: 'life.grief',
  },
  {
    id: 'b5-177',
    persona: 'life',
    message: 'feel so alone lately, no one to talk to',
    intent: 'life.loneliness',
  },
  {
    id: 'b5-178',
    persona: 'life',
    message:
      "I'm 45, divorced, and work from home. Most weeks the only conversation I have is with the cashier at Tesco. How do people my age meet people?",
    intent: 'life.loneliness',
  },
  {
    id: 'b5-179',
    persona: 'life',
    message:
      "I'm in my late twenties and most of my friends have paired off, had kids, or moved away. I've got a decent job, I go to the gym, I'm not unhappy exactly, but I feel really lonely most evenings. I'll scroll through my contacts and not feel like I can message anyone without it being weird. When I do see people it's once every couple of months. How do I build more connection into my life at this age, when it feels like everyone already has their circle?",
    intent: 'life.loneliness',
  },
  {
    id: 'b5-180',
    persona: 'life',
    message:
      "My phone hasn't buzzed with anything except work emails all weekend. I cooked dinner for one again and ate it in silence.",
    intent: 'life.loneliness',
  },
  {
    id: 'b5-181',
    persona: 'life',
    message: 'my best mate has been ignoring my texts for weeks, did i do something',
    intent: 'life.friendship',
  },
  {
    id: 'b5-182',
    persona: 'life',
    message:
      "My oldest friend has a new baby and every time we talk it's only about the baby. I feel like we're drifting and I don't want to lose her after 20 years.",
    intent: 'life.friendship',
  },
  {
    id: 'b5-183',
    persona: 'life',
    message:
      "I've got a friend I've known since uni, about twelve years now. Lately she's been cancelling plans last minute, and when we do meet she's on her phone. I also found out she went on holiday with a group of our friends and didn't invite me. I don't know whether to bring it up, which feels confrontational, or just let the friendship fade. She used to be one of my closest people. How do I raise this with her without it blowing up?",
    intent: 'life.friendship',
  },
  {
    id: 'b5-184',
    persona: 'life',
    message:
      "Jess and I used to talk every day. Now it's a birthday message and a heart emoji on Instagram. I miss her but I'm not sure she misses me.",
    intent: 'life.friendship',
  },
  {
    id: 'b5-185',
    persona: 'life',
    message: 'constantly anxious about everything, how do i calm my brain',
    intent: 'life.anxiety',
  },
  {
    id: 'b5-186',
    persona: 'life',
    message:
      "My heart pounds and I feel sick before every social event, even small ones like my friend's birthday drinks on Saturday. I end up cancelling half the time.",
    intent: 'life.anxiety',
  },
  {
    id: 'b5-187',
    persona: 'career',
    message:
      "I know this isn't strictly a career thing, but it's affecting my work so I thought I'd ask. For the past few months I've had this constant background worry. I'll run through worst-case scenarios about my family, money, things I said in meetings — things that usually never happen. During the day I check things over and over. My job is actually going fine. I just can't switch the worrying off. What are some practical ways to manage this day to day?",
    intent: 'life.anxiety',
  },
  {
    id: 'b5-188',
    persona: 'life',
    message:
      "My mind keeps jumping to 'what if' — what if I left the hob on, what if my partner's late because something's happened, what if everyone secretly dislikes me. It never stops.",
    intent: 'life.anxiety',
  },
  {
    id: 'b5-189',
    persona: 'life',
    message: "so stressed rn, everything's piling up at once",
    intent: 'life.stress',
  },
  {
    id: 'b5-190',
    persona: 'career',
    message:
      "Between my part-time MBA, a full-time job and helping my dad move house, I'm wound tight all the time. How do I keep my stress under control until Christmas?",
    intent: 'life.stress',
  },
  {
    id: 'b5-191',
    persona: 'life',
    message:
      "The last few months have been a lot. We're renovating the kitchen so we're living on a building site, my mum needs more help with her shopping, my youngest is starting secondary school and the car failed its MOT. No single thing is a crisis, but together it feels like I'm holding twenty plates in the air. I'm snappy, I've got a permanent tension headache, and I can't remember the last time I properly relaxed. How do I manage all this without cracking?",
    intent: 'life.stress',
  },
  {
    id: 'b5-192',
    persona: 'life',
    message:
      "My shoulders are up by my ears all day, I grind my teeth at night and I'm short with everyone. There's just too much going on at once.",
    intent: 'life.stress',
  },
  {
    id: 'b5-193',
    persona: 'life',
    message: 'i lose my temper way too easily, how do i stop',
    intent: 'life.anger',
  },
  {
    id: 'b5-194',
    persona: 'life',
    message:
      'I keep blowing up over small stuff — this morning it was the kids spilling cereal, yesterday a driver cutting me up on the M60. Afterwards I feel awful.',
    intent: 'life.anger',
  },
  {
    id: 'b5-195',
    persona: 'life',
    message:
      "I've always had a bit of a short fuse, but lately it's got worse. Small things set me off — someone being slow at the checkout, my partner leaving dishes in the sink, a colleague interrupting me. I raise my voice and say things I regret, and then I spend hours feeling ashamed. My partner says she feels like she's walking on eggshells around me. I don't want to be like this. What can I do in the moment when I feel it building?",
    intent: 'life.anger',
  },
  {
    id: 'b5-196',
    persona: 'life',
    message:
      'Some guy took my parking space yesterday and I sat in the car seething for twenty minutes. I hate how quickly I go from zero to furious.',
    intent: 'life.anger',
  },
  {
    id: 'b5-197',
    persona: 'life',
    message: 'cant fall asleep before 3am, any tips',
    intent: 'life.sleep',
  },
  {
    id: 'b5-198',
    persona: 'founder',
    message:
      "Since we launched I'm waking at 4am every night with my head full of the product and I can't get back off. I'm running on five hours. What can I do?",
    intent: 'life.sleep',
  },
  {
    id: 'b5-199',
    persona: 'life',
    message:
      "I've had trouble sleeping for about a year now. I get into bed around 11, and then I lie there for an hour or two. When I finally drift off I wake up a couple of times, and by the time my alarm goes at 6:30 I feel like I've been hit by a bus. I've cut caffeine after lunch and tried a sleep app, but nothing's made much difference. I work the odd late shift which probably doesn't help. What changes would you suggest to get more decent nights?",
    intent: 'life.sleep',
  },
  {
    id: 'b5-200',
    persona: 'life',
    message:
      "Every night I'm staring at the ceiling watching the clock tick past 2, and every morning I'm dragging myself through the day on coffee.",
    intent: 'life.sleep',
  },
  {
    id: 'b5-201',
    persona: 'life',
    message: 'i dont really like myself much tbh. how do people build confidence',
    intent: 'life.self-esteem',
  },
  {
    id: 'b5-202',
    persona: 'life',
    message:
      "I'm 31 and I still compare myself to everyone on Instagram and come away feeling ugly and behind. How do I stop feeling like I'm not enough?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b5-203',
    persona: 'life',
    message:
      "For as long as I can remember I've had a really harsh inner voice. If I make a small mistake I call myself an idiot; if someone compliments me I assume they're being polite. I've got friends, a job, a partner, and from the outside things look fine, but inside I feel like I'm not worth much. I think it goes back to school, where I was always the one picked last. I'm tired of being so hard on myself. How do I start to actually believe I'm okay?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b5-204',
    persona: 'life',
    message:
      'Whenever someone says something nice to me I brush it off, and whenever I look in the mirror I find something to pick apart.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b5-205',
    persona: 'life',
    message: 'how do i make a habit actually stick for once',
    intent: 'life.habits',
  },
  {
    id: 'b5-206',
    persona: 'life',
    message:
      "I want to read for 20 minutes every night and meditate each morning, but I never last more than a week. What's the trick to making routines stick?",
    intent: 'life.habits',
  },
  {
    id: 'b5-207',
    persona: 'life',
    message:
      "Every January I set up a whole new routine — journaling, drinking more water, meal prepping on Sundays, learning Spanish on Duolingo. By mid-February it's all gone. I'm not lazy, I'm just not consistent. I think I try to change too many things at once and then one bad week knocks everything over. I'd really like this year to be different. How do I build one or two things into my life so they become automatic rather than relying on motivation?",
    intent: 'life.habits',
  },
  {
    id: 'b5-208',
    persona: 'life',
    message:
      "I've got a shelf full of half-filled journals and an app telling me my streak ended 43 days ago. I start things with loads of energy and then they just fizzle out.",
    intent: 'life.habits',
  },
  {
    id: 'b5-209',
    persona: 'life',
    message: 'want to start working out but no idea where to start',
    intent: 'life.exercise',
  },
  {
    id: 'b5-210',
    persona: 'founder',
    message:
      "I've been glued to my desk building this company for two years and I'm seriously unfit. With 12-hour days, how do I fit in any exercise at all?",
    intent: 'life.exercise',
  },
  {
    id: 'b5-211',
    persona: 'life',
    message:
      "I'm 47, I've got a desk job and I haven't done any real exercise since school. My doctor didn't say anything alarming at my check-up, but I get out of breath on the stairs and I'd like to be able to keep up with my kids. Gyms intimidate me — everyone looks like they know what they're doing. I'd rather start with something I can do at home or outdoors. What's a realistic way for a complete beginner to get moving and not give up after a fortnight?",
    intent: 'life.exercise',
  },
  {
    id: 'b5-212',
    persona: 'life',
    message:
      "I get puffed out walking up the hill to the station, and my step count most days is about 2,000. I'd like to feel fitter by the summer.",
    intent: 'life.exercise',
  },
  {
    id: 'b5-213',
    persona: 'life',
    message: 'on my phone like 7 hrs a day. need to cut down',
    intent: 'life.screen-time',
  },
  {
    id: 'b5-214',
    persona: 'life',
    message:
      'My screen time report says I picked up my phone 140 times yesterday, mostly for TikTok and Reddit. How do I cut that in half?',
    intent: 'life.screen-time',
  },
  {
    id: 'b5-215',
    persona: 'life',
    message:
      "I've noticed that my phone has completely taken over my evenings. I get home, sit on the sofa, and suddenly it's midnight and I've spent three hours scrolling through videos I can't even remember. I used to read, draw, play guitar. Now I can't watch a film without picking up my phone every few minutes. I've tried deleting apps but I just reinstall them a day later. How do I get some control back without going completely off-grid?",
    intent: 'life.screen-time',
  },
  {
    id: 'b5-216',
    persona: 'life',
    message:
      "I'll open Instagram to check one thing and look up forty minutes later. My thumb just keeps going.",
    intent: 'life.screen-time',
  },
  {
    id: 'b5-217',
    persona: 'life',
    message: 'keep putting things off til the last minute. every single time',
    intent: 'life.procrastination',
  },
  {
    id: 'b5-218',
    persona: 'life',
    message:
      "I've got a dissertation due on 15 May and I've written 800 of 10,000 words. I sit down every day and end up cleaning the flat instead.",
    intent: 'life.procrastination',
  },
  {
    id: 'b5-219',
    persona: 'life',
    message:
      "I've always been a last-minute person but it's getting worse. I have a list of things I really need to do — sort out my tax return, book the boiler service, renew my passport, finish an online course — and I just... don't. I'll think about them constantly, feel guilty, and then do something pointless instead. It's not that I don't have time. I think part of it is that I'm scared of doing them badly. How do I actually get started on things I keep avoiding?",
    intent: 'life.procrastination',
  },
  {
    id: 'b5-220',
    persona: 'life',
    message:
      "There's an email I need to send that would take five minutes, and it's been sitting in my drafts for three weeks. I don't know why I do this to myself.",
    intent: 'life.procrastination',
  },
  {
    id: 'b5-221',
    persona: 'life',
    message: 'drinking a bit too much lately, want to cut back',
    intent: 'life.drinking',
  },
  {
    id: 'b5-222',
    persona: 'life',
    message:
      "I'm getting through a bottle of wine most nights, plus more at weekends. I'd like to bring it down to a couple of nights a week. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b5-223',
    persona: 'life',
    message:
      "I wouldn't say I have a problem, but I've noticed I started drinking more during lockdown and never really went back. It's a few beers every night after work to unwind, and then big sessions on Friday and Saturday. I feel rubbish on Sundays and I've put on weight. My partner has mentioned it a couple of times. I'd like to cut down rather than stop completely, especially as all my socialising revolves around the pub. How do I change this without losing my social life?",
    intent: 'life.drinking',
  },
  {
    id: 'b5-224',
    persona: 'life',
    message:
      "It's got to the point where a G&T at 6pm feels like the only way to switch off from the day, and one usually turns into three.",
    intent: 'life.drinking',
  },
  {
    id: 'b5-225',
    persona: 'life',
    message: 'always broke before payday, how do i budget properly',
    intent: 'life.money',
  },
  {
    id: 'b5-226',
    persona: 'life',
    message:
      "I've got £4,200 across two credit cards and I only ever pay the minimum. How do I make a plan to clear it?",
    intent: 'life.money',
  },
  {
    id: 'b5-227',
    persona: 'life',
    message:
      "I earn a decent salary, around £38k, but somehow I never have anything left at the end of the month. I don't buy anything huge — it's all coffees, takeaways, subscriptions, nights out, Amazon orders. I have no savings and I got a shock when my car needed £600 of repairs and I had to put it on a card. I'd like to actually understand where my money goes and start putting a bit aside each month. How do I set up a budget I can stick to?",
    intent: 'life.money',
  },
  {
    id: 'b5-228',
    persona: 'life',
    message:
      "I avoid opening my banking app because I'm scared of what I'll see. By the 20th of every month I'm living in my overdraft.",
    intent: 'life.money',
  },
  {
    id: 'b5-229',
    persona: 'life',
    message: 'just moved to a new city, feel totally unsettled',
    intent: 'life.moving',
  },
  {
    id: 'b5-230',
    persona: 'life',
    message:
      "We relocated from Sydney to Edinburgh in October for my husband's job. The kids are adjusting okay but I'm struggling to feel at home. How long does that usually take?",
    intent: 'life.moving',
  },
  {
    id: 'b5-231',
    persona: 'life',
    message:
      "Three months ago I moved from a small town in Ohio to Chicago for a fresh start. I found an apartment, I've got a job, but everything still feels temporary — like I'm on a long trip rather than living here. I don't know where anything is, I haven't found a regular coffee place or a gym, and the streets still feel like someone else's. I chose this and I'm glad I did, but I didn't expect it to feel this disorienting. How do I start making this place feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b5-232',
    persona: 'life',
    message:
      "Six weeks in and half our stuff is still in boxes. I don't know the neighbours, I get lost going to the shops, and I keep calling the old place 'home'.",
    intent: 'life.moving',
  },
  {
    id: 'b5-233',
    persona: 'life',
    message: 'how do i say no to people without feeling guilty',
    intent: 'life.boundaries',
  },
  {
    id: 'b5-234',
    persona: 'life',
    message:
      'My mother-in-law lets herself into our house with the spare key whenever she likes, sometimes twice a week. How do I ask her to stop without causing a row?',
    intent: 'life.boundaries',
  },
  {
    id: 'b5-235',
    persona: 'life',
    message:
      "I'm the person everyone comes to. Friends ring me at midnight to talk about their problems, my brother keeps asking to borrow money, and at work I'm always the one who covers shifts. I say yes to everything and then feel resentful and exhausted. I've tried saying no a few times, but I end up over-explaining and caving. I don't want to become cold or selfish, I just want some space for myself. How do I start setting limits and actually keep them?",
    intent: 'life.boundaries',
  },
  {
    id: 'b5-236',
    persona: 'life',
    message:
      "My boss messages me on WhatsApp at weekends and I always reply straight away. My sister 'borrows' my car without asking. I'm tired of being everyone's doormat.",
    intent: 'life.boundaries',
  },
  {
    id: 'b5-237',
    persona: 'life',
    message: 'feel like im just going through the motions, what am i doing with my life',
    intent: 'life.purpose',
  },
  {
    id: 'b5-238',
    persona: 'life',
    message:
      "I'm 40, I've ticked all the boxes — house, marriage, decent job — and I still feel like something's missing. How do I work out what I actually want from life?",
    intent: 'life.purpose',
  },
  {
    id: 'b5-239',
    persona: 'life',
    message:
      "I recently retired after 35 years as a civil servant. For the first few months it was lovely — gardening, holidays, seeing the grandkids. But now the days feel empty and I'm starting to wonder what I'm for. Work gave me a structure and a reason to get up. My wife has her book club and her volunteering, and I feel a bit lost next to her. I'm healthy and I've probably got a good twenty years ahead of me. How do I find something meaningful to fill them with?",
    intent: 'life.purpose',
  },
  {
    id: 'b5-240',
    persona: 'life',
    message:
      "I finished uni, got the job, moved out — and now I wake up and wonder what any of it is building towards. I don't mean work necessarily, I mean my life as a whole.",
    intent: 'life.purpose',
  },
  {
    id: 'b5-241',
    persona: 'life',
    message: 'big decision to make and i keep going back and forth',
    intent: 'life.decision',
  },
  {
    id: 'b5-242',
    persona: 'life',
    message:
      "We've been offered the chance to buy my grandparents' farmhouse in Cornwall for £320k, but it would mean leaving our jobs and friends in Bristol. How do we decide?",
    intent: 'life.decision',
  },
  {
    id: 'b5-243',
    persona: 'life',
    message:
      "My partner and I have been going back and forth for a year about whether to have a second child. We love our daughter, she's three, but we're both working full-time, money's tight, and we're knackered. Part of me really wants to give her a sibling; part of me feels like our family is complete. My partner is similarly torn. Every time we talk about it we end up more confused. How do you make a decision this big when there's no obviously right answer?",
    intent: 'life.decision',
  },
  {
    id: 'b5-244',
    persona: 'life',
    message:
      "I've made pros and cons lists, asked everyone I know, even flipped a coin — and I'm still no closer to knowing whether to sell the flat and go travelling for a year.",
    intent: 'life.decision',
  },
  {
    id: 'b5-245',
    persona: 'life',
    message: 'looking after my mum with dementia and its wearing me down',
    intent: 'life.caregiving',
  },
  {
    id: 'b5-246',
    persona: 'life',
    message:
      "My dad had a stroke in 2022 and I've been his main carer alongside working 3 days a week. I haven't had a day off in months. How do other people cope?",
    intent: 'life.caregiving',
  },
  {
    id: 'b5-247',
    persona: 'life',
    message:
      "My husband was diagnosed with Parkinson's four years ago and it's progressing. I'm doing more and more for him — helping him dress, managing his medication, driving him to appointments. I love him and I want to do this, but I'm 68 myself and I'm getting tired. Our kids live abroad. I feel guilty even thinking about getting outside help, as if I'm failing him. How do I look after him well without running myself into the ground?",
    intent: 'life.caregiving',
  },
  {
    id: 'b5-248',
    persona: 'life',
    message:
      "Since my brother's accident I do his shopping, his paperwork and most of his cooking, and I've stopped seeing my own friends. I don't regret it but I feel like I'm disappearing.",
    intent: 'life.caregiving',
  },
  {
    id: 'b5-249',
    persona: 'founder',
    message: 'random q but is it normal to get headaches every afternoon? been weeks now',
    intent: 'any.health',
  },
  {
    id: 'b5-250',
    persona: 'career',
    message:
      "I've had a dull ache in my right wrist for about three months from typing all day. Should I be seeing a GP or a physio, and could it be RSI?",
    intent: 'any.health',
  },
  {
    id: 'b5-251',
    persona: 'life',
    message:
      "I'm 36 and I've been feeling tired all the time for the last couple of months, even when I get eight hours of sleep. I've also noticed my hair is thinning a bit and I feel cold when everyone else is fine. A friend said it sounds like it could be my thyroid. I don't want to waste the doctor's time if it's nothing, but I also don't want to ignore something. What kind of tests should I ask for, and is this something I should get checked soon?",
    intent: 'any.health',
  },
  {
    id: 'b5-252',
    persona: 'life',
    message:
      "There's a mole on my back that my partner says looks bigger and darker than it did last summer. Is that something I should get looked at?",
    intent: 'any.health',
  },
  {
    id: 'b5-253',
    persona: 'founder',
    message: 'do i legally need a shareholders agreement w my cofounder?',
    intent: 'any.legal',
  },
  {
    id: 'b5-254',
    persona: 'career',
    message:
      'My employment contract has a 12-month non-compete clause. If I join a competitor in Manchester, can my current employer actually enforce it?',
    intent: 'any.legal',
  },
  {
    id: 'b5-255',
    persona: 'life',
    message:
      "My landlord is refusing to return my £1,500 deposit. He says the carpet needs replacing, but it was already worn when I moved in and I've got photos from the first day. I'm not sure he even put the deposit in a protection scheme, which I think he's legally required to do. I've sent him two emails and he's ignoring me. What are my rights here, and is it worth taking him to the small claims court?",
    intent: 'any.legal',
  },
  {
    id: 'b5-256',
    persona: 'founder',
    message:
      "A much bigger company has launched a product with a name almost identical to ours, and now they're sending us letters saying we're the ones infringing. Can they actually force us to rename?",
    intent: 'any.legal',
  },
  {
    id: 'b5-257',
    persona: 'career',
    message: 'should i move my old workplace pension into my new one?',
    intent: 'any.finance',
  },
  {
    id: 'b5-258',
    persona: 'life',
    message:
      "I've got £20k sitting in a savings account earning 1%. Should I put it in a stocks and shares ISA, overpay my mortgage, or something else?",
    intent: 'any.finance',
  },
  {
    id: 'b5-259',
    persona: 'founder',
    message:
      "My company was acquired last month and I'm about to receive roughly £900k once the deal closes. I've never had anything like this amount. I've heard of Business Asset Disposal Relief but I'm not sure whether it applies to me, or how much tax I'll actually owe. I also want to make sure I don't do anything stupid with the money — paying off the mortgage, investing, maybe helping my parents. What should I be thinking about, and what kind of adviser should I be talking to?",
    intent: 'any.finance',
  },
  {
    id: 'b5-260',
    persona: 'career',
    message:
      "My employer lets me buy its shares at a 15% discount through payroll, and I've also got RSUs vesting next spring. How much of my savings is it sensible to have tied up in the company I work for?",
    intent: 'any.finance',
  },
];
