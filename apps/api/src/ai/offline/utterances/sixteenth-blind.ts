import type { MentorType } from '@mentor/validation';

/**
 * The sixteenth blind set (260 messages, 4 per intent, ids b16-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the seventeenth blind set, src/ai/eval/blind-heldout-17.ts (now ./seventeenth-blind.ts), replaced it. Ten short
 * messages (b16-005, b16-013, b16-017, b16-021, b16-029, b16-057, b16-061, b16-113, b16-153, b16-225) were word for
 * word messages of the corpus when it was written; a word was added to each.
 */
export const SIXTEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b16-001',
    persona: 'founder',
    message: 'do ppl actually want this thing',
    intent: 'founder.discovery',
  },
  {
    id: 'b16-002',
    persona: 'founder',
    message:
      "I've done 14 calls with practice managers at dental clinics in Leeds about my appointment reminder tool. Most said it sounded nice but nobody asked when they could get it. Does that mean the problem isn't painful enough?",
    intent: 'founder.discovery',
  },
  {
    id: 'b16-003',
    persona: 'founder',
    message:
      "Before I write any code I want to talk to restaurant owners about food waste. What should I ask them so they don't just tell me what I want to hear?",
    intent: 'founder.discovery',
  },
  {
    id: 'b16-004',
    persona: 'founder',
    message:
      "So a bit of background, I left my job at an insurance firm in Pune in March and I've been living off savings while my wife works. The idea is a tool that helps small CA firms track client documents during tax season. My uncle is a CA and he loves it, my friends say it's brilliant, but honestly those are people who like me. I haven't spoken to a single stranger who would actually pay for it. I keep wanting to just build the MVP because building feels productive, and talking to people feels awkward. How do I get honest signal from twenty or thirty firms that the pain is real before I spend another six months on this? Also my mum keeps asking when I'll get a proper job again, which doesnt help.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b16-005',
    persona: 'founder',
    message: 'zero users. where do i even start honestly',
    intent: 'founder.first-customers',
  },
  {
    id: 'b16-006',
    persona: 'founder',
    message:
      'We launched our HR compliance app for Nigerian SMEs two weeks ago and have exactly 0 paying companies. How do I get the first 10 to sign up when nobody has heard of us?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b16-007',
    persona: 'founder',
    message:
      "Product is ready, it's a class scheduling tool for yoga studios. I need a handful of studios actually using and paying for it. Should I literally walk into studios around Bondi and ask?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b16-008',
    persona: 'founder',
    message:
      "Okay so quick context: I'm building a stock-tracking app for small pharmacies in Lagos and Abuja. My cousin runs one in Surulere so she's been testing it for free, which is nice, but she's family and she doesn't pay. I've built the thing, it works, I've got a landing page, but there is literally no one paying yet. I tried posting on LinkedIn and got 40 likes from old classmates and zero leads. My savings run out around December and my fiancee is being very patient about the wedding budget. How do I get the first five or ten pharmacies to sign up and pay? Should I be going door to door with a tablet, cold calling, going through the distributors? I genuinely don't know where the first ones come from.",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b16-009',
    persona: 'founder',
    message: 'what should i even charge for this',
    intent: 'founder.pricing',
  },
  {
    id: 'b16-010',
    persona: 'founder',
    message:
      "We charge $9/month for our invoicing tool and literally every customer says it's cheap. Should we move to $29, or switch to per-seat?",
    intent: 'founder.pricing',
  },
  {
    id: 'b16-011',
    persona: 'founder',
    message:
      "Can't decide between a one-off fee of £499 or a monthly subscription for my bookkeeping software for plumbers and electricians. Which makes more sense?",
    intent: 'founder.pricing',
  },
  {
    id: 'b16-012',
    persona: 'founder',
    message:
      "Bit of a ramble, sorry. I run a small SaaS for wedding photographers - gallery delivery, contracts, that kind of thing. I started it in Melbourne during lockdown and it now has about 120 users. Back then I just picked $15 a month because it felt safe and I didn't want to scare anyone off. Now I'm looking at competitors charging $39 to $59 and I wonder if I've been leaving money on the table this whole time. I'm also thinking about tiers, a basic one and a studio one for multiple shooters. But I'm terrified existing users will be upset if I put the number up, and a couple of them have become mates. Meanwhile my partner's asking when this will pay the mortgage. How do I work out what it should cost and roll out a change?",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b16-013',
    persona: 'founder',
    message: 'customers keep cancelling after month 2 again',
    intent: 'founder.churn',
  },
  {
    id: 'b16-014',
    persona: 'founder',
    message:
      'About 8% of our subscribers leave every month, mostly in the first 60 days. How do I figure out why they go and get them to stay?',
    intent: 'founder.churn',
  },
  {
    id: 'b16-015',
    persona: 'founder',
    message:
      'Our meal-kit startup in Lagos loses half its customers after the first three boxes. What can we do to keep them ordering?',
    intent: 'founder.churn',
  },
  {
    id: 'b16-016',
    persona: 'founder',
    message:
      "So we run a language-learning subscription for working professionals, mostly in India and the Gulf. Signups are honestly fine, our marketing guy has done a great job and we got 3,000 new subscribers last quarter. The problem is they don't stick around. By month three something like 40% have cancelled, and when I look at the data most of them stopped opening the app in week two. I'm stressed because our investors keep asking about retention on every call, and my co-founder thinks we just need more content. I think it's something about onboarding but I'm not sure. We also shifted office in Gurgaon this month so everything is chaos. How do I figure out why people are leaving and what do I fix first to keep them paying?",
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b16-017',
    persona: 'founder',
    message: 'need a repeatable way to close deals asap',
    intent: 'founder.sales',
  },
  {
    id: 'b16-018',
    persona: 'founder',
    message:
      'Right now every deal we close is me doing demos ad hoc. How do I set up a pipeline with proper stages so I can hand it over to a sales hire next year?',
    intent: 'founder.sales',
  },
  {
    id: 'b16-019',
    persona: 'founder',
    message:
      "We sell to hospital procurement teams and the cycle is 6-9 months. What should our outbound, demo, pilot and contract steps look like so deals don't stall?",
    intent: 'founder.sales',
  },
  {
    id: 'b16-020',
    persona: 'founder',
    message:
      "Background: I'm the CEO of a 7-person company selling safety-inspection software to construction firms in the UK. For the first two years every single deal came from my network or from me picking up the phone, doing site visits, running the demo, writing the proposal, chasing the signature. We're at about £400k ARR and I cannot keep doing this, I've got a newborn at home and I'm knackered. We just brought on our first account executive, a lovely guy from a recruitment background, and I realised I have nothing written down for him - no stages, no qualification criteria, no idea what a good discovery call looks like. How do I turn what's in my head into something repeatable that someone else can run and that I can actually forecast from?",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b16-021',
    persona: 'founder',
    message: 'first engineer hire, how?? any tips',
    intent: 'founder.hiring',
  },
  {
    id: 'b16-022',
    persona: 'founder',
    message:
      "We've raised a small seed round and need to bring on two backend developers in Bangalore. How do I compete with the big product companies on salary and test for the right people?",
    intent: 'founder.hiring',
  },
  {
    id: 'b16-023',
    persona: 'founder',
    message:
      "I'm about to make our first employee hire, an ops person for our 5-person startup. Should I offer equity, and how do I know if someone's right for a team this small?",
    intent: 'founder.hiring',
  },
  {
    id: 'b16-024',
    persona: 'founder',
    message:
      "We closed a $1.2M seed in Austin in May, which still feels unreal, and now the board wants us to go from 4 people to 12 by the end of the year. I've never really recruited before. The first four were friends and ex-colleagues. Now I need a head of engineering, a couple of full-stack devs, a designer and someone for customer success. I keep getting applicants through LinkedIn but I can't tell from a 45-minute chat who will actually be good, and I'm scared of making a bad early hire that poisons the culture. Also my dog has been sick so I've been working from the vet's waiting room half the week, lol. What does a sensible interview process look like, and how do I sell a tiny startup to strong candidates?",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b16-025',
    persona: 'founder',
    message: 'gonna try raise a seed round',
    intent: 'founder.fundraising',
  },
  {
    id: 'b16-026',
    persona: 'founder',
    message:
      "We're at $20k MRR growing 15% a month. Is it time to go to VCs for a seed round, and how much should we be asking for?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b16-027',
    persona: 'founder',
    message:
      "I've got intros to three angels in London for our pre-seed. How do I run the process so I'm not spending six months on it and can close quickly?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b16-028',
    persona: 'founder',
    message:
      "So I'm in Lagos, running a logistics startup that does last-mile delivery for e-commerce merchants. We've grown to about 60 riders and we're profitable on some routes but not others. Everyone in the ecosystem keeps telling me I should go and raise a Series A now because the market is tough and the money will dry up. I've only ever raised from friends and family and one angel who's a friend of my dad. I don't know which funds actually back African logistics, how much to raise, what valuation is realistic, or how long this will take me away from the business. My ops manager is also going on maternity leave in two months. How should I approach the round so I don't waste half a year?",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b16-029',
    persona: 'founder',
    message: 'my deck is boring, help pls',
    intent: 'founder.pitch',
  },
  {
    id: 'b16-030',
    persona: 'founder',
    message:
      'Investors keep glazing over at slide 4 where I explain the market size. How do I tell the story in 10 slides so they actually remember it?',
    intent: 'founder.pitch',
  },
  {
    id: 'b16-031',
    persona: 'founder',
    message:
      'I have a 5-minute demo day slot at the accelerator in Sydney on the 14th. Can you help me tighten my opening line and the ask at the end?',
    intent: 'founder.pitch',
  },
  {
    id: 'b16-032',
    persona: 'founder',
    message:
      "I've been practising with my flatmate every night this week, which she's very tired of. The company is a climate-tech startup turning food waste from Sydney cafes into compost and selling it to urban farms. I've done six investor meetings and I keep getting the same vibe: they nod, they're polite, and then nothing. One partner said he didn't quite get why now. My deck is 22 slides, lots of charts, and I start with the history of landfill in Australia, which maybe is a bit much. I know the numbers really well but I think I'm telling the story badly. How do I restructure what I say in the first two minutes so investors get the problem, the traction and the ask straight away?",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b16-033',
    persona: 'founder',
    message: 'me and my cofounder arent speaking',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b16-034',
    persona: 'founder',
    message:
      "My cofounder wants to take VC money and I want to bootstrap. We've argued about it for weeks and the team is starting to pick sides.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b16-035',
    persona: 'founder',
    message:
      'My cofounder owns 50% but has been putting in maybe 10 hours a week since January. How do I raise this with him without blowing up the company?',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b16-036',
    persona: 'founder',
    message:
      "Me and my co-founder started this agency-turned-SaaS in Hyderabad four years ago, we were roommates in college. Lately every product meeting turns into an argument. He wants to keep taking custom client projects because they pay the bills, I want to stop and focus on the product. Last week he agreed a pricing change with a client without telling me and I found out from our account manager, which was embarassing. Now we're only communicating through Slack and the team has noticed. My parents think I should just buy him out but I don't even know if I want that. I still respect him alot. How do we have the conversation that actually fixes this instead of another shouting match?",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b16-037',
    persona: 'founder',
    message: 'need a technical partner for my startup',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b16-038',
    persona: 'founder',
    message:
      "I'm a non-technical founder with a fintech idea for smallholder farmers in Kenya. Where do I find a CTO-type partner who'll build it with me for equity?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b16-039',
    persona: 'founder',
    message:
      'Been going solo for a year. How do I test whether someone I met at a hackathon would make a good long-term business partner before we sign anything?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b16-040',
    persona: 'founder',
    message:
      "I've been running my edtech side project for about 10 months while working as a teacher in Birmingham. It's got 800 schools on the free tier now and a few have asked about paid plans, which is exciting but also terrifying because I can barely code. I built it on no-code tools and it's creaking. I really need a technical partner who'll own the platform and share the risk, not just a freelancer. I've tried a couple of those matching sites and had a few video calls but it feels like speed dating. One guy seemed great but wanted 50% straight away. My partner says I should just keep it as a hobby. Where do people actually find the right person, and how do I test if we'd work well together before splitting equity?",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b16-041',
    persona: 'founder',
    message: 'should we change direction or keep going',
    intent: 'founder.pivot',
  },
  {
    id: 'b16-042',
    persona: 'founder',
    message:
      'After 18 months our consumer fitness app has plateaued at 2,000 users, but gyms keep asking to license it. Do we switch to selling to gyms instead?',
    intent: 'founder.pivot',
  },
  {
    id: 'b16-043',
    persona: 'founder',
    message:
      "Our original idea isn't working but one small feature gets almost all the usage. Is it time to rebuild the whole company around that one thing?",
    intent: 'founder.pivot',
  },
  {
    id: 'b16-044',
    persona: 'founder',
    message:
      "Honestly I'm a bit lost. We've spent two years and most of our pre-seed money building a marketplace connecting freelance chefs with people hosting dinner parties in London. Demand is tiny and very seasonal, Christmas is fine and the rest of the year is dead. But weirdly, three corporate offices have started using us every week for team lunches and they pay way more and never complain. My co-founder thinks we just need better marketing for the consumer side. I'm starting to think the real business is corporate catering and we should drop the dinner party thing completely. My accountant thinks I'm mad to throw away the brand. I'm also helping plan my sister's wedding in Kerala so I'm distracted. How do I decide if this is a real signal to change course or just noise?",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b16-045',
    persona: 'founder',
    message: 'too many things, what do i do first',
    intent: 'founder.focus',
  },
  {
    id: 'b16-046',
    persona: 'founder',
    message:
      "This quarter I want to launch the mobile app, redo onboarding, start a partnership with a bank and hire a marketer. We're a team of three. How do I pick?",
    intent: 'founder.focus',
  },
  {
    id: 'b16-047',
    persona: 'founder',
    message:
      'Every week I chase something new, SEO one week, a shiny feature the next. How do I decide on the single thing that matters most this month and stick to it?',
    intent: 'founder.focus',
  },
  {
    id: 'b16-048',
    persona: 'founder',
    message:
      "My problem is that everything seems urgent. We're a five-person team in Nairobi building expense management for SMEs. Right now I've got a list of about fifteen important things: fix the onboarding drop-off, launch in Uganda, build the accounting integration three big customers want, start a podcast, redo our website, apply for an accelerator, hire a head of sales. Every morning I wake up and start on whichever one feels loudest, and by Friday nothing has really moved. My mentor told me I should only have one goal per quarter but I can't see how to choose when they all matter. My wife jokes that I treat the to-do list like a buffet. How do I actually pick the one thing that moves the needle and say no to the rest?",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b16-049',
    persona: 'founder',
    message: 'running this startup has wrecked me',
    intent: 'founder.burnout',
  },
  {
    id: 'b16-050',
    persona: 'founder',
    message:
      "Three years into my company and I dread opening my laptop. I used to love building this. I'm working 80 hours a week and feel nothing anymore.",
    intent: 'founder.burnout',
  },
  {
    id: 'b16-051',
    persona: 'founder',
    message:
      "I haven't taken a day off since we launched in 2022 and I'm snapping at my team. How do founders recover without the business falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b16-052',
    persona: 'founder',
    message:
      "I'm writing this from the car park outside our warehouse. I've been running my e-commerce brand for five years, we do about $3M a year in sustainable homeware, and from the outside it looks like it's going brilliantly. Inside I'm completely empty. I used to jump out of bed excited about new products; now I sit here for twenty minutes before I can make myself go in. I've stopped going to my Sunday football, I barely see my kids awake, and I snapped at a supplier last week over nothing. My team relies on me for every decision and I feel like if I step away even for a week the whole company collapses. How do other founders come back from this point without selling or shutting the business?",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b16-053',
    persona: 'founder',
    message: 'which features do we build next',
    intent: 'founder.product',
  },
  {
    id: 'b16-054',
    persona: 'founder',
    message:
      'Customers keep requesting about 30 different features for our CRM. How do I decide what goes on the roadmap and what to ignore?',
    intent: 'founder.product',
  },
  {
    id: 'b16-055',
    persona: 'founder',
    message:
      'Our MVP does too much and new users get confused in the first session. Should I strip it back to just the core workflow?',
    intent: 'founder.product',
  },
  {
    id: 'b16-056',
    persona: 'founder',
    message:
      "So we're building a booking app for independent hair salons in the UK, been live about eight months with 60 salons. The feedback is all over the place. Some owners want a stock management module, some want a loyalty card, some want Instagram integration, one lady in Bristol wants us to add payroll. My developer is one guy in Poland working part time, so we can maybe ship one meaningful thing a month. Meanwhile the core calendar still has bugs that annoy everyone. I spent the weekend at my in-laws trying to sort a spreadsheet of all the requests and ended up more confused. How do I decide what to build next and what to say no to, so the app actually gets better rather than just bigger?",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b16-057',
    persona: 'founder',
    message: 'how do we get more signups this quarter',
    intent: 'founder.growth',
  },
  {
    id: 'b16-058',
    persona: 'founder',
    message:
      "We've tried Facebook ads, SEO and cold email for our B2B app and nothing has really taken off. How do I find the one way of getting users that actually works for us?",
    intent: 'founder.growth',
  },
  {
    id: 'b16-059',
    persona: 'founder',
    message:
      "Word of mouth got us to 500 users but it's flattened out. Should we test TikTok, partnerships with accountants or a referral programme next?",
    intent: 'founder.growth',
  },
  {
    id: 'b16-060',
    persona: 'founder',
    message:
      "We've got a decent product, a budgeting app aimed at young people in Nigeria and Ghana, and the users we do have love it, our reviews are 4.7 stars. But signups have been flat at around 300 a week for six months. We've tried Instagram ads, which are expensive for us, a few influencers, which gave a spike and then nothing, and some blog posts that nobody reads. My co-founder wants to try a referral scheme with airtime rewards; our advisor says we should partner with universities. I'm also juggling my MBA evening classes so my time is limited. How do I figure out which channel is actually worth doubling down on instead of trying a bit of everything and getting nowhere?",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b16-061',
    persona: 'founder',
    message: 'we have 4 months of cash left now',
    intent: 'founder.runway',
  },
  {
    id: 'b16-062',
    persona: 'founder',
    message:
      'Burn is £45k a month and we have £220k in the bank. Should I cut costs now or hold on and hope the round closes?',
    intent: 'founder.runway',
  },
  {
    id: 'b16-063',
    persona: 'founder',
    message: 'How do I build a simple cash forecast so I know exactly which month we run out of money?',
    intent: 'founder.runway',
  },
  {
    id: 'b16-064',
    persona: 'founder',
    message:
      "Quick context: I run a hardware startup in Bangalore making smart irrigation controllers. We raised ₹3 crore last year and I thought it would last two years, but component costs went up and we've spent faster than planned. Our finance person just told me we have roughly seven months of money left at current spending. The next round is uncertain because investors want to see more sales first. I have 14 people on payroll, most of whom I hired myself, and the idea of cutting anyone makes me feel sick. My father keeps offering to put money in, which I really don't want. How do I think about stretching the months we have, whether that's cuts, revenue or a bridge loan, and when do I need to make the call?",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b16-065',
    persona: 'career',
    message: 'job hunting again, where do i begin',
    intent: 'career.job-search',
  },
  {
    id: 'b16-066',
    persona: 'career',
    message:
      "I'm a data analyst in Manchester and want to be in a new role by September. How should I organise my search - job boards, recruiters, or going direct to companies?",
    intent: 'career.job-search',
  },
  {
    id: 'b16-067',
    persona: 'career',
    message:
      "I've decided it's time to leave my current company. How many applications a week should I aim for and how do I keep track of them all?",
    intent: 'career.job-search',
  },
  {
    id: 'b16-068',
    persona: 'career',
    message:
      "I've been at the same logistics company in Birmingham for nine years, started in the warehouse and now I'm an operations supervisor. The last time I looked for work you just handed your CV in at the front desk. My wife's just started a new job so we're a bit more stable money-wise, and I think it's finally time to move on to somewhere bigger, maybe a national distributor. But I don't know how people go about it these days - do I sign up with agencies, go on Indeed, message people directly? How many roles should I go for, and how do I fit it around 12-hour shifts and two kids' football practice? I'd like to be somewhere new by spring, so I want a proper plan.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b16-069',
    persona: 'career',
    message: 'can u look over my resume',
    intent: 'career.cv',
  },
  {
    id: 'b16-070',
    persona: 'career',
    message:
      "My CV is three pages and lists every duty I've had since 2012. How do I cut it to two pages and make it show results instead?",
    intent: 'career.cv',
  },
  {
    id: 'b16-071',
    persona: 'career',
    message:
      "How do I write strong bullet points with numbers when my job as a receptionist doesn't really have any metrics?",
    intent: 'career.cv',
  },
  {
    id: 'b16-072',
    persona: 'career',
    message:
      "So I'm a mechanical engineer from Chennai, 7 years' experience in automotive, and I'm applying for roles in Germany and the UK. My cousin looked at my CV and said it looks very Indian format - it has my photo, date of birth, father's name, a long objective statement and a list of every training I ever attended. It's four pages. I honestly didn't know any of that was a problem. I'm also doing my IELTS next month so I'm juggling a lot. What should a good one look like for European employers, what should I remove, and how do I describe my projects so recruiters see the impact and not just the tasks?",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b16-073',
    persona: 'career',
    message: 'applied to 80 jobs, heard nothing back',
    intent: 'career.no-responses',
  },
  {
    id: 'b16-074',
    persona: 'career',
    message:
      "I've sent out 45 applications for marketing roles in Toronto over two months and only got two automated rejections. What am I doing wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b16-075',
    persona: 'career',
    message:
      'Recruiters never get back to me, not even a no. Is some ATS filtering me out before a human even sees my application?',
    intent: 'career.no-responses',
  },
  {
    id: 'b16-076',
    persona: 'career',
    message:
      "I graduated in June with a 2:1 in economics from Leeds and I've been applying for grad schemes and junior analyst jobs ever since. I've done maybe 120 applications now, tailored the cover letters, used the keywords, all of that. I've had exactly one phone screen, and they ghosted me afterwards. Most of the time I don't even get a rejection, just silence. All my course mates seem to be starting jobs in the City and posting about it on LinkedIn, and I'm still living at my mum's working shifts at Nando's. I'm starting to wonder if there's something obviously wrong with how I'm applying. How do people actually get past the first stage and get someone to reply?",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b16-077',
    persona: 'career',
    message: 'interview tmrw, so nervous, help me prep',
    intent: 'career.interview',
  },
  {
    id: 'b16-078',
    persona: 'career',
    message:
      'I have a final-round interview with a bank in Canary Wharf on Thursday, including a case study presentation. How should I prepare?',
    intent: 'career.interview',
  },
  {
    id: 'b16-079',
    persona: 'career',
    message:
      "What's a good way to answer the question about a time you failed in a product manager interview? I always freeze on that one.",
    intent: 'career.interview',
  },
  {
    id: 'b16-080',
    persona: 'career',
    message:
      "Okay so I've got an interview on Monday for a customer success manager role at a software company in Dublin. It's three rounds in one day: a chat with HR, a role-play with an angry client, and a panel with the VP. I haven't interviewed in six years since I got my current job through a friend. I'm the type who freezes when someone says tell me about yourself and then rambles about my childhood. My plan for the weekend was to go to my nephew's christening and then prep Sunday night, which is probably not enough. How should I get ready for the role-play and the behavioural questions so I come across calm and sharp?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b16-081',
    persona: 'career',
    message: 'do i send a thank you email after',
    intent: 'career.interview-after',
  },
  {
    id: 'b16-082',
    persona: 'career',
    message:
      "I interviewed for a project manager role 10 days ago and they said I'd hear back within a week. Is it okay to chase them?",
    intent: 'career.interview-after',
  },
  {
    id: 'b16-083',
    persona: 'career',
    message:
      'I think I bombed the technical round yesterday. Can I email the hiring manager to clarify one of my answers, or does that look bad?',
    intent: 'career.interview-after',
  },
  {
    id: 'b16-084',
    persona: 'career',
    message:
      "Last Tuesday I had what I thought was a brilliant final interview for a marketing lead job at a fashion brand in Manchester. The hiring manager even said they'd love to have someone like me on the team and told me I'd hear by Friday. It's now the following Thursday and nothing. I sent a thank you note the same evening and haven't heard anything. I've got another company asking if I'm still available, and I'm going to my best mate's hen do this weekend so I'd love to know before then. Do I follow up, how often, and what do I say without sounding desperate? And if they say no, is it okay to ask them why?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b16-085',
    persona: 'career',
    message: 'got an offer, can i ask for more',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b16-086',
    persona: 'career',
    message:
      'They offered me 18 LPA for a senior developer role and I was hoping for 22. How do I counter without them pulling the offer?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b16-087',
    persona: 'career',
    message:
      'The offer is £52k but the job ad said up to £60k. How do I push for more money plus an extra week of annual leave?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b16-088',
    persona: 'career',
    message:
      "So after four rounds I finally got a verbal offer for a senior product designer job at a fintech in Lagos. They offered ₦1.2 million a month and I was expecting closer to ₦1.6 million based on what friends at similar companies earn. They also want me to start in two weeks, but I have a one-month notice period and a trip to Accra for my cousin's wedding already booked. I'm scared that if I push on anything they'll withdraw it, since the market is tough. My current boss doesn't know I'm leaving yet. How do I ask for a higher figure and a later start date in a way that's firm but still keeps things friendly?",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b16-089',
    persona: 'career',
    message: 'two offers, cant pick one',
    intent: 'career.compare-offers',
  },
  {
    id: 'b16-090',
    persona: 'career',
    message:
      'One offer is a startup paying $95k with equity, the other is a big bank at $110k with great benefits. Which should I take?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b16-091',
    persona: 'career',
    message:
      'I have offers from Deloitte in Sydney and a smaller consultancy in Melbourne. How do I weigh the salary against growth and location?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b16-092',
    persona: 'career',
    message:
      "I'm in a lucky but stressful spot. I've been a software engineer at a mid-size company in Pune for three years and suddenly I have two offers on the table. One is from a big MNC in Bangalore - 28 LPA, great brand, solid work-life balance, but the team mostly maintains old systems. The other is a Series B startup in Pune - 24 LPA plus ESOPs, exciting product, but long hours and they've had one round of layoffs already. My parents obviously prefer the MNC. My girlfriend lives in Pune so staying has its advantages. Both want an answer by next Wednesday. How do I think this through beyond just comparing the salary numbers?",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b16-093',
    persona: 'career',
    message: 'underpaid, want more money from my boss',
    intent: 'career.raise',
  },
  {
    id: 'b16-094',
    persona: 'career',
    message:
      "I haven't had a pay rise in two years while my responsibilities have doubled. How do I bring this up with my manager at my review in June?",
    intent: 'career.raise',
  },
  {
    id: 'b16-095',
    persona: 'career',
    message:
      'I found out a colleague doing the exact same job earns 15% more than me. How do I ask for my salary to be brought in line?',
    intent: 'career.raise',
  },
  {
    id: 'b16-096',
    persona: 'career',
    message:
      "I've been an executive assistant at a mid-size engineering firm in Brisbane for almost four years now. When I started I was basically doing diaries and travel, but over the last 18 months I've been training the new admin staff, managing the office budget, and last month I organised the whole annual conference for 300 people. My pay has gone up by exactly 2% in that time, which doesn't even cover inflation with rent in Brisbane being what it is. I don't want a new title, I'm happy in my role, I just want to be paid fairly for what I'm actually doing. My performance review is in three weeks. How do I build my case and what number should I go in with?",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b16-097',
    persona: 'career',
    message: 'want to hit senior level this year',
    intent: 'career.promotion',
  },
  {
    id: 'b16-098',
    persona: 'career',
    message:
      "I've been a mid-level engineer for three years. What do I need to show to get bumped up to senior in the next cycle?",
    intent: 'career.promotion',
  },
  {
    id: 'b16-099',
    persona: 'career',
    message:
      "My manager says I'm not quite ready for the team lead role. How do I build a case so I can step up by December?",
    intent: 'career.promotion',
  },
  {
    id: 'b16-100',
    persona: 'career',
    message:
      "I work in a big accountancy firm in London, audit side, and I'm a senior associate hoping to make manager next year. The thing is, moving up here feels a bit political. People who get on with the partners seem to progress faster, and I'm more of a head-down-and-get-it-done type. My career sponsor says I need more visibility but can't really explain what that means. I've also just started my ACA exams again after failing one, so evenings are taken. What should I be doing over the next six months to show I'm ready for manager level, and how do I get the partners to notice my work?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b16-101',
    persona: 'career',
    message: "my review said i'm too quiet?? what",
    intent: 'career.feedback-received',
  },
  {
    id: 'b16-102',
    persona: 'career',
    message:
      "In my appraisal my manager said I lack strategic thinking but didn't give any examples. How do I work out what she actually meant?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b16-103',
    persona: 'career',
    message:
      "A colleague told me my presentations are too long and confusing. I felt hurt, but maybe she's right. How do I take this on board?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b16-104',
    persona: 'career',
    message:
      "I got my mid-year review back yesterday and I've been chewing on it all night. Overall it was positive, but there was one line that said I can come across as dismissive of others' ideas in meetings. I was honestly shocked. I think of myself as quite collaborative. I asked my manager for examples and she mentioned one meeting in May where I cut off a new joiner, which I do remember, but one time doesn't feel like a pattern? My partner says I interrupt at home too, which didn't help my mood. I don't want to get defensive, but I also don't know if this is fair. How do I figure out what to take from it and what to do next?",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b16-105',
    persona: 'career',
    message: "gotta tell someone their work's poor",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b16-106',
    persona: 'career',
    message:
      "One of my team members keeps missing deadlines and it's affecting clients. How do I tell him straight without demotivating him?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b16-107',
    persona: 'career',
    message:
      "I have to tell a junior designer that her work isn't at the standard we need for the client pitch. How do I say it kindly but clearly?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b16-108',
    persona: 'career',
    message:
      "I manage a small team of four in a call centre in Glasgow. One of my agents is lovely, everyone likes her, and she's been here longer than me. But her call times are nearly double everyone else's and customers have complained twice this month that she goes off-topic. I've been avoiding saying anything because I hate conflict and I'm worried she'll get upset or think I'm picking on her since I'm younger. Our quarterly one-to-ones are next week. My own boss has noticed and asked if I've addressed it yet. How do I tell her honestly what needs to change without crushing her or damaging our relationship?",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b16-109',
    persona: 'career',
    message: 'my boss is impossible to work for',
    intent: 'career.manager',
  },
  {
    id: 'b16-110',
    persona: 'career',
    message:
      'My manager micromanages everything, rewrites my emails and takes credit for my ideas in meetings. How do I handle him?',
    intent: 'career.manager',
  },
  {
    id: 'b16-111',
    persona: 'career',
    message:
      'My line manager changes priorities every single day and then blames me when things slip. What can I do about it?',
    intent: 'career.manager',
  },
  {
    id: 'b16-112',
    persona: 'career',
    message:
      "I started a new job in March at an insurance company in Leeds and I was really excited, but my manager has turned out to be a nightmare. She sends messages at 11pm and expects answers by morning, she criticises my work in front of the whole team, and then in our one-to-ones she's all smiles and says I'm doing great. Last week she told her boss that a report I wrote was hers. I've tried to keep my head down but I'm dreading Mondays. I can't really afford to leave right now because we've just taken on a mortgage. How do I handle things with her so I can survive and maybe even do well in this job?",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b16-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my work again',
    intent: 'career.colleague',
  },
  {
    id: 'b16-114',
    persona: 'career',
    message:
      "A teammate and I had a heated argument in a meeting last week and now we're barely speaking. We have to work on the same project until March.",
    intent: 'career.colleague',
  },
  {
    id: 'b16-115',
    persona: 'career',
    message:
      'Someone on my team keeps dumping their tasks on me and being passive-aggressive on Slack when I say no. How do I deal with her?',
    intent: 'career.colleague',
  },
  {
    id: 'b16-116',
    persona: 'career',
    message:
      "There's a guy on my team, we're both senior developers at an agency in Melbourne, and we just don't get along. He reviews my code with really snarky comments, rejects pull requests for tiny style things, and then approves his mate's stuff with no comments at all. In stand-ups he makes little jokes at my expense. I don't think it's big enough to go to HR but it's wearing me down, and the rest of the team can feel the tension. We have a huge client launch in six weeks and we'll be working closely on it. I also coach my daughter's netball team on Saturdays so I don't want to bring this home. How do I sort things out with him directly?",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b16-117',
    persona: 'career',
    message: 'want out of accounting into something totally different',
    intent: 'career.change',
  },
  {
    id: 'b16-118',
    persona: 'career',
    message:
      "I'm 38 and have been a secondary school teacher for 12 years. I'm thinking of moving into UX design. How do I plan the switch without losing my income?",
    intent: 'career.change',
  },
  {
    id: 'b16-119',
    persona: 'career',
    message:
      'Is it realistic to move from hospitality management into HR in my 40s, and what would the first steps be?',
    intent: 'career.change',
  },
  {
    id: 'b16-120',
    persona: 'career',
    message:
      "I've been a pharmacist in Lagos for eleven years. It's stable, well paid, my parents are proud, but I've been quietly obsessed with data and analytics for the last two years. I've built some dashboards for the pharmacy chain I work for, and I enjoy it much more than dispensing. I'm 36, married with two children, so I can't just quit and start from zero. I'm trying to work out whether I should aim for health data roles, where my background helps, or go for general analytics jobs. How do I plan a move into a whole new field realistically, with timelines, and without taking a massive pay cut?",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b16-121',
    persona: 'career',
    message: 'learning python, how do i stick with it',
    intent: 'career.retraining',
  },
  {
    id: 'b16-122',
    persona: 'career',
    message:
      "I want to get good at SQL and Power BI in the next three months for my analyst role. What's the best way to study while working full-time?",
    intent: 'career.retraining',
  },
  {
    id: 'b16-123',
    persona: 'career',
    message:
      'Should I do a bootcamp or an online certification to pick up cloud skills like AWS? My company will pay for one of them.',
    intent: 'career.retraining',
  },
  {
    id: 'b16-124',
    persona: 'career',
    message:
      "My company is rolling out a lot of AI tools and my job as a copywriter is changing fast. Instead of waiting to be replaced I want to properly get good at prompt design, basic Python and maybe some data analysis. The problem is I've started about five online courses in the past year and finished none. I work full-time in Sydney, I have a toddler, and by 8pm my brain is mush. My manager said the company will pay for one course up to $2,000 if I can show it's relevant. How do I pick something worthwhile, study consistently with so little time, and actually get to a level where I can use it at work?",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b16-125',
    persona: 'career',
    message: 'got made redundant today',
    intent: 'career.layoff',
  },
  {
    id: 'b16-126',
    persona: 'career',
    message:
      "I was laid off from a tech company last month along with 200 others. I'm struggling to get motivated and don't know what to do first.",
    intent: 'career.layoff',
  },
  {
    id: 'b16-127',
    persona: 'career',
    message:
      'My role was cut after 9 years at the same firm. How do I get my confidence back and explain what happened to future employers?',
    intent: 'career.layoff',
  },
  {
    id: 'b16-128',
    persona: 'career',
    message:
      "I got let go three weeks ago from a fintech in London where I'd been a product manager for six years. It was one of those 15-minute Zoom calls with HR and my laptop was locked by lunchtime. I got a decent package so money isn't an emergency for a few months, but I feel completely unmoored. I wake up at the normal time and then don't know what to do with myself. I haven't told my parents in Nigeria yet because they'll worry. Every time I open LinkedIn I see people posting that they're open to work and my stomach drops. How do I pick myself up, structure my days and start moving forward again?",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b16-129',
    persona: 'career',
    message: 'just promoted to manage my old team',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b16-130',
    persona: 'career',
    message:
      "I'm starting as a manager of 5 people next Monday, the first time I've led anyone. What should I focus on in the first 90 days?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b16-131',
    persona: 'career',
    message: 'How do I go from being mates with my coworkers to being their boss without it getting weird?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b16-132',
    persona: 'career',
    message:
      "So I've just been made team lead for the data engineering team at a bank in Mumbai. I was the strongest engineer on the team, which is probably why they chose me, but I've never managed anyone. Now I have six people, two of whom are older than me and one who also applied for this role and didn't get it. I don't know how to run one-to-ones, how much I should still be coding, or how to delegate without feeling like I'm dumping work on people. My wife says I'm talking about work in my sleep. The change happens officially on the first of next month. What should I focus on in the first few weeks?",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b16-133',
    persona: 'career',
    message: 'team morale is rock bottom, help',
    intent: 'career.leadership',
  },
  {
    id: 'b16-134',
    persona: 'career',
    message:
      "I've run a team of 12 for four years and we're going through a reorg. How do I keep everyone motivated and pulling in the same direction?",
    intent: 'career.leadership',
  },
  {
    id: 'b16-135',
    persona: 'career',
    message:
      'My team is spread across London, Lagos and Bangalore and feels disconnected. How do I build a stronger culture and sense of trust?',
    intent: 'career.leadership',
  },
  {
    id: 'b16-136',
    persona: 'career',
    message:
      "I've been heading up a product and engineering department of about 40 people at a healthtech company in Toronto for two years. We just had a tough year - missed targets, a round of layoffs, our CEO left. The people who stayed are tired and a bit cynical, and I can feel the trust has taken a hit. The managers under me are also struggling to keep their teams engaged. I'm trying to set a clear vision for next year but every all-hands feels flat. Outside work I'm training for a half marathon, which is the only thing keeping me sane. How do I rebuild trust and energy across the department and get everyone behind a shared goal again?",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b16-137',
    persona: 'career',
    message: 'should i just resign',
    intent: 'career.quit',
  },
  {
    id: 'b16-138',
    persona: 'career',
    message:
      "I've been unhappy at my job for a year. I have 6 months' savings and no other offer lined up. Is it mad to hand in my notice?",
    intent: 'career.quit',
  },
  {
    id: 'b16-139',
    persona: 'career',
    message:
      "Part of me wants to leave my job at the bank, part of me thinks I'll regret walking away. How do I decide?",
    intent: 'career.quit',
  },
  {
    id: 'b16-140',
    persona: 'career',
    message:
      "I've been at a consulting firm in Sydney for four years. On paper it's great - good salary, good brand, I was promoted last year. But I'm miserable most days. The hours are long, I travel every week, and I don't care about the projects anymore. I've got about eight months of expenses saved. Part of me wants to just resign and take some time out, maybe travel South America for a bit, and figure it out after. The other part worries I'll look flaky and won't find anything as well paid again. My partner is supportive but nervous. My dad thinks I'm crazy. How do I decide whether to walk away now or stick it out?",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b16-141',
    persona: 'career',
    message: 'no clue what career i want',
    intent: 'career.direction',
  },
  {
    id: 'b16-142',
    persona: 'career',
    message:
      "I'm 26, studied biology, and I've been working in retail since uni. I don't know what kind of work would actually suit me. How do I figure it out?",
    intent: 'career.direction',
  },
  {
    id: 'b16-143',
    persona: 'career',
    message:
      "I've done a bit of everything - sales, admin, events - and I have no idea which professional path to commit to.",
    intent: 'career.direction',
  },
  {
    id: 'b16-144',
    persona: 'career',
    message:
      "I'm 29 and I feel like I've been drifting professionally since uni. I studied English literature, did two years in marketing, then a year in a recruitment agency, and now I'm doing admin at a university in Glasgow. None of them felt like my thing. My friends all seem to have found their lane - one's a doctor, one's in tech, one's a teacher who loves it. I'm good at writing, I like helping people, I hate sales targets. I've looked at those online career quizzes but they just tell me to be a librarian. My flatmate is leaving next month so I've got a lot going on. How do I work out what kind of work would actually fit me?",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b16-145',
    persona: 'career',
    message: 'how to network without being cringe',
    intent: 'career.networking',
  },
  {
    id: 'b16-146',
    persona: 'career',
    message:
      "I'm a junior civil engineer in Lagos and I don't know anyone in the industry outside my firm. How do I start building professional contacts?",
    intent: 'career.networking',
  },
  {
    id: 'b16-147',
    persona: 'career',
    message: 'How do I message people on LinkedIn for a coffee chat without sounding desperate or salesy?',
    intent: 'career.networking',
  },
  {
    id: 'b16-148',
    persona: 'career',
    message:
      "I moved into tech sales in Lagos about a year ago after working in banking, and I'm realising how much of this industry runs on who you know. Everyone seems to get deals and jobs through WhatsApp groups and people they met at events. I'm quite introverted - I'll go to a meetup and end up talking to the one person I already know, then leave early. I've got about 300 LinkedIn connections, mostly old bank colleagues. My church has a lot of business people too but I feel awkward mixing that with work. How do I build real professional relationships in a way that doesn't feel fake, and keep them going over time?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b16-149',
    persona: 'career',
    message: 'drowning in work rn',
    intent: 'career.workload',
  },
  {
    id: 'b16-150',
    persona: 'career',
    message:
      "I'm covering two roles since my colleague left in January and working until 9pm most nights. How do I tell my manager it's too much?",
    intent: 'career.workload',
  },
  {
    id: 'b16-151',
    persona: 'career',
    message:
      'I have 40 open tickets, three deadlines this Friday and back-to-back meetings. How do I prioritise when everything is urgent?',
    intent: 'career.workload',
  },
  {
    id: 'b16-152',
    persona: 'career',
    message:
      "I'm a project coordinator at a construction company in Perth and since my colleague went on maternity leave in February I've been doing both our jobs. Nobody's been hired to cover. I'm answering emails at 10pm, working Saturdays, and I've got six projects with overlapping deadlines. I've missed my son's school assembly twice. My manager keeps saying I'm doing amazing and then adds more. I'm not burned out exactly, I'm just constantly behind and I know things are going to start slipping. How do I get on top of all this - prioritise, push back, ask for help - without looking like I can't cope?",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b16-153',
    persona: 'career',
    message: 'feel like a fraud at my new job lately',
    intent: 'career.imposter',
  },
  {
    id: 'b16-154',
    persona: 'career',
    message:
      "I just got hired as a senior analyst and everyone seems smarter than me. I'm scared they'll realise they made a mistake hiring me.",
    intent: 'career.imposter',
  },
  {
    id: 'b16-155',
    persona: 'career',
    message:
      "Even after good reviews I think I just got lucky and I'll be found out. How do I stop doubting myself at work?",
    intent: 'career.imposter',
  },
  {
    id: 'b16-156',
    persona: 'career',
    message:
      "Three months ago I joined a big tech company in Seattle as a senior software engineer, coming from a small startup in Hyderabad. Everyone here went to top schools, speaks confidently in design reviews and uses terms I have to google afterwards. My manager says my work is good and my first project shipped on time, but every time I open my mouth in a meeting I'm sure someone will realise I don't belong here. I spend hours triple-checking simple PRs. My wife says I'm being too hard on myself and I probably am. I also miss my family back home a lot. How do I stop feeling like I'm going to be exposed and actually trust that I earned this job?",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b16-157',
    persona: 'life',
    message: 'me n my partner keep fighting',
    intent: 'life.relationship',
  },
  {
    id: 'b16-158',
    persona: 'life',
    message:
      'My husband and I barely talk beyond logistics since our second child was born. How do we reconnect as a couple?',
    intent: 'life.relationship',
  },
  {
    id: 'b16-159',
    persona: 'life',
    message:
      "My girlfriend says I don't listen to her. We argue about chores every weekend. How can we communicate better?",
    intent: 'life.relationship',
  },
  {
    id: 'b16-160',
    persona: 'life',
    message:
      "We've been together seven years, married for three, living in Leeds. We love each other but it feels like we've turned into flatmates. He works late, I work early, and in the evenings we're both on our phones on the sofa. We haven't been on a proper date since last summer. When I try to say that I miss him, he gets defensive and says I'm nagging. We're also meant to be thinking about kids soon and his mum asks about it every Sunday lunch. I don't want to end things, I want us to feel close again. How do we get back to being a proper couple instead of just running a house together?",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b16-161',
    persona: 'life',
    message: 'she left me, cant stop thinking about her',
    intent: 'life.breakup',
  },
  {
    id: 'b16-162',
    persona: 'life',
    message:
      'We split up in April after five years and I still check his Instagram every day. How do I move on?',
    intent: 'life.breakup',
  },
  {
    id: 'b16-163',
    persona: 'life',
    message:
      "My fiancee called off our engagement last month. I'm still living in the flat we shared and everything reminds me of her.",
    intent: 'life.breakup',
  },
  {
    id: 'b16-164',
    persona: 'life',
    message:
      "My boyfriend of four years ended things three weeks ago. He said he'd fallen out of love and moved out the next weekend. We had a whole life in Brisbane - shared friends, a dog, a trip to Japan booked for October. I've been going to work and functioning but as soon as I get home I just cry and scroll through old photos. My friends keep telling me to get back out there, which I'm nowhere near ready for. I keep replaying every conversation wondering what I did wrong. I've also got to decide what to do about the Japan trip. How do I get through the next few months and start feeling like myself again?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b16-165',
    persona: 'life',
    message: 'massive row with my sister',
    intent: 'life.family',
  },
  {
    id: 'b16-166',
    persona: 'life',
    message:
      "My parents are angry that I'm not marrying within our community and they won't speak to me. How do I handle this?",
    intent: 'life.family',
  },
  {
    id: 'b16-167',
    persona: 'life',
    message:
      'My brother and I fell out over Christmas plans and now Mum is stuck in the middle. How do we sort this out before the holidays?',
    intent: 'life.family',
  },
  {
    id: 'b16-168',
    persona: 'life',
    message:
      "There's been tension in my family for months and it's come to a head. My older brother borrowed money from our parents for a business that failed, and now my parents are short and asking me and my sister to help cover their bills. My sister is furious at my brother, my brother refuses to discuss it, and my mum keeps calling me crying. Our family WhatsApp group has turned into a war zone. I live in Toronto and they're all in Delhi so I'm trying to mediate across time zones. Diwali is coming up and I don't know if we'll even be able to sit at the same table. How do I help get everyone talking again without taking sides?",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b16-169',
    persona: 'life',
    message: 'my teen wont talk to me anymore',
    intent: 'life.parenting',
  },
  {
    id: 'b16-170',
    persona: 'life',
    message:
      "My 6-year-old has huge meltdowns every morning before school. I'm exhausted and don't know what to try next.",
    intent: 'life.parenting',
  },
  {
    id: 'b16-171',
    persona: 'life',
    message:
      'Since the divorce my 14-year-old son has been angry and failing his classes. How do I support him through this?',
    intent: 'life.parenting',
  },
  {
    id: 'b16-172',
    persona: 'life',
    message:
      "My daughter is 15 and this year has been really tough. She's stopped doing homework, she's on her phone till all hours, and she's been really rude to me and her stepdad. Her school in Bristol called last week because she'd skipped three lessons. Whenever I try to talk to her she rolls her eyes and shuts her bedroom door. Her dad lives in Spain so I'm mostly doing this on my own. I work shifts at the hospital so I'm not always home in the evenings, which I feel guilty about. I don't want to just shout and ground her, I want to reach her. How do I get through this phase with her?",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b16-173',
    persona: 'life',
    message: 'lost my mum last month',
    intent: 'life.grief',
  },
  {
    id: 'b16-174',
    persona: 'life',
    message:
      "My best friend died suddenly in February and I can't seem to function. Everyone expects me to be okay by now.",
    intent: 'life.grief',
  },
  {
    id: 'b16-175',
    persona: 'life',
    message:
      "It's been a year since my dad passed and the anniversary is coming up next week. How do I get through the day?",
    intent: 'life.grief',
  },
  {
    id: 'b16-176',
    persona: 'life',
    message:
      "My grandmother passed away in March. She basically raised me while my parents worked in Dubai, so she was more like a mother to me. I flew back to Kerala for the funeral, came back to London a week later and went straight back to work because I didn't know what else to do. Everyone at work has moved on and I haven't really cried properly yet. Then yesterday I heard a song she used to hum while cooking and I had to leave the supermarket. I keep thinking I should have visited more often. My partner is supportive but never met her. How do I carry this and let myself feel it without it swallowing me?",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b16-177',
    persona: 'life',
    message: 'i feel so alone all the time',
    intent: 'life.loneliness',
  },
  {
    id: 'b16-178',
    persona: 'life',
    message:
      "I work from home and some weeks I don't speak to anyone face to face. How do I feel more connected to people?",
    intent: 'life.loneliness',
  },
  {
    id: 'b16-179',
    persona: 'life',
    message:
      "All my friends have moved away or had kids. I'm 34 and spend most weekends completely by myself.",
    intent: 'life.loneliness',
  },
  {
    id: 'b16-180',
    persona: 'life',
    message:
      "I'm 31, I live on my own in a one-bed flat in Sheffield and work remotely for a company based in London. On paper my life is fine - decent job, nice flat, I go to the gym. But some weekends I realise I haven't had a real conversation with anyone since Friday. My friends from uni are scattered around the country and most of them have partners and kids now, so we only message occasionally. I've tried a couple of meetups but found them awkward. My mum calls on Sundays, and that's often the highlight of my week, which feels a bit sad to admit. How do I build more connection into my life so I don't feel so isolated?",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b16-181',
    persona: 'life',
    message: "my best mate's been really distant",
    intent: 'life.friendship',
  },
  {
    id: 'b16-182',
    persona: 'life',
    message:
      "My oldest friend forgot my birthday and hasn't replied to my messages in weeks. Should I say something to her?",
    intent: 'life.friendship',
  },
  {
    id: 'b16-183',
    persona: 'life',
    message:
      "A friend keeps cancelling plans at the last minute. I value her a lot but it's starting to hurt. How do I bring it up?",
    intent: 'life.friendship',
  },
  {
    id: 'b16-184',
    persona: 'life',
    message:
      "My best friend since secondary school and I have been drifting apart since she got married last year. I was her bridesmaid, I organised her hen do, and now it feels like I only hear from her when she needs something. Last month I had a big thing happen at work and she didn't even reply to my message for a week. Then I saw on Instagram she'd gone out with her new couple friends that same weekend. I don't want to be petty, and I know life changes, but it hurts. I've also been going out less myself because I'm saving up. How do I raise this with her and try to keep the friendship alive?",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b16-185',
    persona: 'life',
    message: 'constant worry, cant switch my brain off',
    intent: 'life.anxiety',
  },
  {
    id: 'b16-186',
    persona: 'life',
    message:
      'I get a knot in my stomach and my mind spirals with what-ifs before every social event, even small ones. How can I calm down?',
    intent: 'life.anxiety',
  },
  {
    id: 'b16-187',
    persona: 'life',
    message:
      'I keep worrying something bad will happen to my family and I check my phone constantly for messages. How do I manage the worry?',
    intent: 'life.anxiety',
  },
  {
    id: 'b16-188',
    persona: 'life',
    message:
      "For the last few months I've had this low-level dread almost all the time. It's worst in the mornings - I wake up and my mind immediately goes through everything that could go wrong that day. If my partner is ten minutes late home, I'm convinced something's happened. Before meetings I rehearse what I'll say over and over. I've started avoiding the Friday drinks at work because the thought of small talk makes my chest tight. My GP already checked me over and said there's nothing physically wrong. I'm 27, I live in Auckland, and from the outside everything looks fine. What can I actually do day to day to manage these worries so they don't run my life?",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b16-189',
    persona: 'life',
    message: "so stressed i can't think straight",
    intent: 'life.stress',
  },
  {
    id: 'b16-190',
    persona: 'life',
    message:
      "Between my job, a house renovation and my kids' exams, everything feels like too much right now. How do I cope?",
    intent: 'life.stress',
  },
  {
    id: 'b16-191',
    persona: 'life',
    message:
      "I'm under so much pressure lately that my shoulders are always tense and I snap at people. What are practical ways to unwind?",
    intent: 'life.stress',
  },
  {
    id: 'b16-192',
    persona: 'life',
    message:
      "This year has been a lot. We bought our first house in March, which turned out to need a new roof. My job at the council has been restructured, so I'm doing more with less. My youngest started school and has been struggling to settle. And on top of that we're planning my brother's 40th. I'm not sad or anything, I just feel like I'm constantly running on adrenaline with my shoulders up round my ears. I grind my teeth, I'm short with the kids, and I can't remember the last time I just sat still. How do I bring the pressure down a notch and cope better day to day?",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b16-193',
    persona: 'life',
    message: 'i lose my temper way too fast',
    intent: 'life.anger',
  },
  {
    id: 'b16-194',
    persona: 'life',
    message:
      'I shouted at my partner over something tiny last night and felt awful afterwards. How do I stop blowing up like that?',
    intent: 'life.anger',
  },
  {
    id: 'b16-195',
    persona: 'life',
    message:
      'I get furious behind the wheel every single day on my commute. How do I calm myself down in the moment?',
    intent: 'life.anger',
  },
  {
    id: 'b16-196',
    persona: 'life',
    message:
      "I've always had a bit of a temper, but lately it's getting worse. Small things set me off - the kids leaving shoes in the hallway, someone pushing in the queue at Tesco, my laptop freezing. I raise my voice and slam cupboard doors, and then ten minutes later I feel guilty and embarrassed. My wife said last week that the kids go quiet when I come home in a mood, and that really hit me. I work long hours as an electrician and I know I'm tired a lot, but that's no excuse. How do I catch it before I explode and deal with the frustration in a better way?",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b16-197',
    persona: 'life',
    message: 'cant sleep lately',
    intent: 'life.sleep',
  },
  {
    id: 'b16-198',
    persona: 'life',
    message: "I wake up at 3am every night and can't drop back off. What can I try?",
    intent: 'life.sleep',
  },
  {
    id: 'b16-199',
    persona: 'life',
    message:
      "My bedtime is all over the place, sometimes 10pm, sometimes 2am, and I'm shattered all day. How do I get into a regular routine?",
    intent: 'life.sleep',
  },
  {
    id: 'b16-200',
    persona: 'life',
    message:
      "I'm 34 and for about six months now my nights have been terrible. I get to bed around 11, lie there for ages with my mind going over work stuff, finally drop off around 1, then wake at 4 and that's it. By 3pm I'm a zombie and mainlining coffee, which probably doesn't help. I've tried melatonin and a meditation app. We've got a newish puppy who occasionally wakes us too. Work's fine, relationship's fine, I'm not particularly stressed, so I don't know why it's happening. What can I actually change in my evenings and routine to get more decent nights of rest?",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b16-201',
    persona: 'life',
    message: "i don't like myself much",
    intent: 'life.self-esteem',
  },
  {
    id: 'b16-202',
    persona: 'life',
    message:
      "I constantly compare myself to others and feel I'm never good enough. How do I start believing in my own worth?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b16-203',
    persona: 'life',
    message:
      "Whenever someone compliments me I brush it off. I've always felt like the lesser one compared to my siblings.",
    intent: 'life.self-esteem',
  },
  {
    id: 'b16-204',
    persona: 'life',
    message:
      "I grew up as the chubby one in a family of very sporty, successful siblings, and I think it's stuck with me. I'm 32 now, I've got a good job, a kind partner, friends, but there's this voice in my head telling me I'm not as good as other people. When I look in the mirror I only see flaws. When someone is nice to me I assume they're just being polite. I turn down invitations because I think people only invite me to be kind. I know logically this isn't true but I can't shake it. My sister's wedding is in July and I'm already dreading the photos. How do I start actually liking and valuing myself?",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b16-205',
    persona: 'life',
    message: 'can never stick to anything',
    intent: 'life.habits',
  },
  {
    id: 'b16-206',
    persona: 'life',
    message:
      'I want to read 20 minutes a day and journal, but I always stop after about a week. How do I make it stick?',
    intent: 'life.habits',
  },
  {
    id: 'b16-207',
    persona: 'life',
    message: "What's the best way to build a morning routine that I'll keep up for more than a few days?",
    intent: 'life.habits',
  },
  {
    id: 'b16-208',
    persona: 'life',
    message:
      "Every January I make the same list: read more, journal, drink more water, meditate, learn Spanish on Duolingo. By February it's all gone. I'm not lazy - I hold down a demanding job as a nurse in Dublin and I get stuff done there. It's just that anything I'm trying to do for myself falls apart the minute life gets busy. This year I want to actually keep one or two things going. I've read Atomic Habits but I think I just got excited and then did nothing with it. My shifts change every week which makes routines hard. How do I make a small daily thing actually last for months, not weeks?",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b16-209',
    persona: 'life',
    message: 'want to start working out',
    intent: 'life.exercise',
  },
  {
    id: 'b16-210',
    persona: 'life',
    message:
      "I haven't done any sport since uni and I'm 42 now. How do I start moving again without getting bored and giving up?",
    intent: 'life.exercise',
  },
  {
    id: 'b16-211',
    persona: 'life',
    message:
      'I signed up for a gym in January and went twice. How do I actually get into a regular fitness routine?',
    intent: 'life.exercise',
  },
  {
    id: 'b16-212',
    persona: 'life',
    message:
      "I'm 45, I work in IT in Hyderabad and I basically sit for 12 hours a day. My doctor didn't say anything scary at my last check-up but he did say I should move more, and my trousers are getting tight. I used to play cricket in college and loved it, but now I just feel unfit and embarrassed. My kids want me to come cycling with them on weekends but I get out of breath quickly. I've tried joining a gym twice and gave up within a month both times because it's so boring. How do I build movement into my life in a way I'll actually enjoy and keep doing?",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b16-213',
    persona: 'life',
    message: 'on my phone like 9 hrs a day',
    intent: 'life.screen-time',
  },
  {
    id: 'b16-214',
    persona: 'life',
    message: 'I scroll TikTok for hours every night and then feel rubbish about it. How do I cut back?',
    intent: 'life.screen-time',
  },
  {
    id: 'b16-215',
    persona: 'life',
    message:
      'My phone says I averaged 7 hours a day on it last week. I want to get that under 3. Any tips that actually work?',
    intent: 'life.screen-time',
  },
  {
    id: 'b16-216',
    persona: 'life',
    message:
      "I counted last week and I picked up my phone over 150 times a day. It starts the second I wake up - emails, then Instagram, then news - and finishes with YouTube in bed. My partner has started making comments at dinner because I'm always half-looking at it. I used to read a book a week and now I can't get through a chapter. I'm a graphic designer so I'm on a computer all day for work anyway, which makes it feel worse. I've tried deleting apps but I just reinstall them within a couple of days. How do I actually cut back and get some of my attention back?",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b16-217',
    persona: 'life',
    message: 'keep putting things off',
    intent: 'life.procrastination',
  },
  {
    id: 'b16-218',
    persona: 'life',
    message:
      'I have a visa form, a course assignment and a job application all due and I keep doing literally anything else. How do I get started?',
    intent: 'life.procrastination',
  },
  {
    id: 'b16-219',
    persona: 'life',
    message:
      'I always leave things until the night before. How do I stop delaying everything till the last minute?',
    intent: 'life.procrastination',
  },
  {
    id: 'b16-220',
    persona: 'life',
    message:
      "I'm doing a part-time master's in public policy while working, and my dissertation proposal is due in three weeks. I've known about this deadline since September. Every evening I sit down to start and then somehow I'm cleaning the fridge, reorganising my Spotify playlists or researching holidays I'm not going on. Then I feel guilty, go to bed late, and repeat the next day. It's not that I don't care - I really want to do well. My supervisor emailed yesterday asking for a draft outline and I still haven't replied. Same thing happens with life admin, I've had a letter from the council sitting unopened for a week. How do I break this cycle and just begin?",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b16-221',
    persona: 'life',
    message: 'drinking too much on weeknights',
    intent: 'life.drinking',
  },
  {
    id: 'b16-222',
    persona: 'life',
    message:
      "I've gone from a couple of beers on a Friday to a bottle of wine most nights. How do I cut down?",
    intent: 'life.drinking',
  },
  {
    id: 'b16-223',
    persona: 'life',
    message: 'Every social thing at work involves the pub. How do I drink less without being the boring one?',
    intent: 'life.drinking',
  },
  {
    id: 'b16-224',
    persona: 'life',
    message:
      "During lockdown I got into the habit of a glass of wine while cooking, and now, a few years later, it's most of a bottle most nights. I'm a teacher in Newcastle so I've got a stressful job and it feels like my reward. I still go to work and function fine, but I wake up groggy and I know I'm relying on it. My husband drinks too so there's always wine in the house. When I try to have a night off I last until about 7pm. I'd like to cut down to weekends only. Friends think I'm being dramatic when I mention it. How do I actually change this?",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b16-225',
    persona: 'life',
    message: 'always broke before payday somehow',
    intent: 'life.money',
  },
  {
    id: 'b16-226',
    persona: 'life',
    message:
      "I earn £2,400 a month but I'm overdrawn by the 20th every time. How do I make a budget that actually works?",
    intent: 'life.money',
  },
  {
    id: 'b16-227',
    persona: 'life',
    message:
      "I've got about $8,000 on credit cards and it stresses me out. How do I make a realistic plan to clear it?",
    intent: 'life.money',
  },
  {
    id: 'b16-228',
    persona: 'life',
    message:
      "I'm 28, living in Sydney, working in marketing on about $85k. I should be doing fine but I'm not. Rent takes almost half, then there's Afterpay for things I barely remember buying, brunches, Ubers, and somehow every month I hit payday with nothing left. I've got about $6,000 on a credit card that I keep saying I'll pay down. My flatmate is saving for a house deposit on a smaller salary and it makes me feel a bit pathetic. I've downloaded budgeting apps and stopped using them after a week. I want to get a proper handle on where my money goes and start building a little cushion. Where do I start?",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b16-229',
    persona: 'life',
    message: 'just moved cities, feel unsettled',
    intent: 'life.moving',
  },
  {
    id: 'b16-230',
    persona: 'life',
    message:
      "We relocated from Lagos to Manchester three months ago and I still don't feel at home. How do I settle in?",
    intent: 'life.moving',
  },
  {
    id: 'b16-231',
    persona: 'life',
    message:
      "I moved to Perth for my partner's job and everything still feels unfamiliar. How long does it take to adjust to a new place?",
    intent: 'life.moving',
  },
  {
    id: 'b16-232',
    persona: 'life',
    message:
      "Six weeks ago we moved from Chennai to Birmingham for my husband's job. I left my teaching job back home and I'm on a dependant visa until I can get my qualifications recognised. Everything here is different - the weather, the food in the shops, even how people chat at the school gate. My son has adjusted faster than me. Most days I drop him at school, walk around the high street, and come home to an empty house. I miss my mother's cooking and my friends back home. I know it takes time, but I'd love some ideas for how to make this new city feel like home rather than somewhere I'm just staying.",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b16-233',
    persona: 'life',
    message: "can't say no to people",
    intent: 'life.boundaries',
  },
  {
    id: 'b16-234',
    persona: 'life',
    message:
      'My mother-in-law drops by unannounced several times a week. How do I tell her we need some notice without causing drama?',
    intent: 'life.boundaries',
  },
  {
    id: 'b16-235',
    persona: 'life',
    message:
      'Friends always ask me to lend them money and I feel guilty saying no. How do I set limits and stick to them?',
    intent: 'life.boundaries',
  },
  {
    id: 'b16-236',
    persona: 'life',
    message:
      "I've always been the reliable one. At work I take on extra projects, with friends I'm the one who organises everything, and my family call me for every problem. Lately my cousin has started dropping her kids at mine without asking, my manager messages me on my days off, and a friend borrows my car almost every weekend. I say yes every time because I hate disappointing people, and then I feel resentful and exhausted. I'm 35 and living in Abuja and I'd like to actually have some time for myself. How do I start saying no and being clear about what I will and won't do, without people thinking I've become selfish?",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b16-237',
    persona: 'life',
    message: 'feel lost, no sense of direction in life',
    intent: 'life.purpose',
  },
  {
    id: 'b16-238',
    persona: 'life',
    message:
      "I'm 45, the kids are grown, and I don't know what I want the next chapter of my life to be about.",
    intent: 'life.purpose',
  },
  {
    id: 'b16-239',
    persona: 'life',
    message:
      "I've ticked all the boxes - job, house, marriage - but life feels empty of meaning. How do I find what really matters to me?",
    intent: 'life.purpose',
  },
  {
    id: 'b16-240',
    persona: 'life',
    message:
      "I've just turned 50. My kids have both gone off to university, I took early retirement from the civil service last year, and my wife is still working full-time. For the first few months it was lovely - gardening, golf, catching up on books. But now I wake up and wonder what I'm actually for. I spent 30 years being needed, and now nobody really needs me. I don't want a new career and money is fine, I just want to feel like my days mean something. I've thought about volunteering, maybe mentoring young people, maybe something completely different. How do I work out what I want this next part of life to be about?",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b16-241',
    persona: 'life',
    message: 'big choice to make, totally stuck',
    intent: 'life.decision',
  },
  {
    id: 'b16-242',
    persona: 'life',
    message:
      'Should we move back to India to be near family or stay in Melbourne where our kids are settled? We have to decide by August.',
    intent: 'life.decision',
  },
  {
    id: 'b16-243',
    persona: 'life',
    message:
      "I've been offered a place on a master's abroad but it means being apart from my partner for two years. How do I decide?",
    intent: 'life.decision',
  },
  {
    id: 'b16-244',
    persona: 'life',
    message:
      "My partner and I have been together five years and living in Dublin. She's just been offered a great job in Singapore and wants us both to go for at least three years. I've got a good job here, my parents are getting older and live an hour away, and I'm part of a football club I love. But I'm also curious about living abroad and I know this could be huge for her. We have to let the company know by the end of the month. We keep going round in circles every evening and I'm not sure how to weigh everything up. How do we make a choice like this that we won't regret?",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b16-245',
    persona: 'life',
    message: 'looking after my dad is exhausting',
    intent: 'life.caregiving',
  },
  {
    id: 'b16-246',
    persona: 'life',
    message:
      "My mum has dementia and I'm her main carer while working part-time. How do I keep going without running myself into the ground?",
    intent: 'life.caregiving',
  },
  {
    id: 'b16-247',
    persona: 'life',
    message:
      "My husband had a stroke last year and I do everything for him now. I love him but I'm completely worn out.",
    intent: 'life.caregiving',
  },
  {
    id: 'b16-248',
    persona: 'life',
    message:
      "My dad was diagnosed with Parkinson's three years ago and as the only child living nearby I've become his main support. I live ten minutes away in Manchester, so I go round every morning before work and every evening to help with dinner and his tablets. My brother lives in Australia and sends money but can't help day to day. My own kids are 8 and 11 and I feel like I'm constantly choosing between them and Dad. I've had to cut my hours at work. I love him and I don't regret it, but I'm running on empty and I feel guilty even saying that. How do I keep looking after him without losing myself completely?",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b16-249',
    persona: 'life',
    message: 'weird rash for 2 weeks, see GP?',
    intent: 'any.health',
  },
  {
    id: 'b16-250',
    persona: 'founder',
    message:
      "I've had a dull headache most afternoons for a month since we started fundraising. Is it worth getting checked by a doctor, and what should I mention?",
    intent: 'any.health',
  },
  {
    id: 'b16-251',
    persona: 'career',
    message:
      'I sit at a desk 10 hours a day and my lower back has ached for weeks now, with some tingling down one leg. Should I see a doctor or a physio?',
    intent: 'any.health',
  },
  {
    id: 'b16-252',
    persona: 'life',
    message:
      "I'm 38, I work in a busy office in Lagos and I've got two small kids so I know I'm always tired, but this feels different. For about six weeks I've been exhausted even after a full night in bed, I'm always thirsty, and I'm getting up to pee two or three times a night. I've also lost a bit of weight without trying, which my sister says I should be happy about. My dad had diabetes so I'm wondering if it could be related. I'm not in pain or anything urgent, I've just been putting off a check-up because of work. Should I book a doctor's appointment and what tests should I ask about?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b16-253',
    persona: 'founder',
    message: 'can ex-employer sue me for competing?',
    intent: 'any.legal',
  },
  {
    id: 'b16-254',
    persona: 'career',
    message:
      'My new employer wants me to sign a 12-month non-compete. Is that even enforceable in California, and should I get it checked by a lawyer?',
    intent: 'any.legal',
  },
  {
    id: 'b16-255',
    persona: 'life',
    message:
      "My landlord is refusing to return my £1,200 deposit and hasn't given any reason. What are my rights here?",
    intent: 'any.legal',
  },
  {
    id: 'b16-256',
    persona: 'career',
    message:
      "I've been working for a small marketing agency in Manchester for two years. Last week they told me they're letting me go because of restructuring, but two days later they advertised my exact job on LinkedIn. I've got a written contract but I never really read the small print. They also haven't paid me for my last month of overtime, about £900. My partner says I should just let it go and focus on finding something new, but it feels wrong. I don't want to cause a scene but I'd like to know where I stand legally - could this count as unfair dismissal, and can I claim the unpaid overtime through a tribunal?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b16-257',
    persona: 'career',
    message: 'pension or pay off student loan first?',
    intent: 'any.finance',
  },
  {
    id: 'b16-258',
    persona: 'founder',
    message:
      'I sold some shares in my company last year. How is that taxed in the UK, and can I use any capital gains allowance or relief?',
    intent: 'any.finance',
  },
  {
    id: 'b16-259',
    persona: 'life',
    message:
      'I have about ₦5 million saved. Should I put it into index funds, treasury bills or a fixed deposit?',
    intent: 'any.finance',
  },
  {
    id: 'b16-260',
    persona: 'founder',
    message:
      "I'm a founder in Bristol, 41, and for years every spare pound went into my company. We had a small exit last year and I walked away with about £350k after the sale. I've never had this kind of money and I have no pension to speak of apart from a small one from an old job. My accountant handles the company books but not my personal stuff. I'm trying to work out how much to put into a pension, whether to use an ISA, whether to invest in index funds or overpay the mortgage, and what the tax implications are. Should I see a financial adviser and what should I ask them?",
    intent: 'any.finance',
  },
];
