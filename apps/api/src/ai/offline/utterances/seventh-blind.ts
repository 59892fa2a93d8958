import type { MentorType } from '@mentor/validation';

/**
 * The seventh blind set (260 messages, 4 per intent, ids b7-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the eighth blind set (now ./eighth-blind.ts) replaced it. One message
 * (b7-197) was word for word a message of the corpus when it was written; two words were added to it.
 */
export const SEVENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b7-001',
    persona: 'founder',
    message: 'want to check people would pay for this before i write any code',
    intent: 'founder.discovery',
  },
  {
    id: 'b7-002',
    persona: 'founder',
    message:
      "Spoke to 14 dental practice managers in Leeds about our scheduling tool, and 11 said they'd love it. None have agreed to a paid pilot though. Are those conversations actually validating anything, or am I asking the wrong questions?",
    intent: 'founder.discovery',
  },
  {
    id: 'b7-003',
    persona: 'founder',
    message:
      "My background is twelve years in logistics at a freight forwarder in Hamburg, and for most of that time I watched small importers struggle with customs paperwork. I finally left in March to do something about it. I've sketched out a tool that pre-fills the declarations from invoices, and a couple of old colleagues think it's brilliant, but they're friends, so I don't fully trust them. My wife also wants me to take a proper holiday before I sink our savings into this, which is fair. Before I pay a developer, what's the best way to find out whether importers would actually use and pay for this, rather than just nodding politely when I describe it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b7-004',
    persona: 'founder',
    message:
      "I've got a notebook full of sketches for an app for dog walkers and I keep wondering whether anyone besides me would actually care. My sister says just build it. Something feels off about spending six months on a hunch.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b7-005',
    persona: 'founder',
    message: 'got the mvp live, zero users. where do i find the first ones',
    intent: 'founder.first-customers',
  },
  {
    id: 'b7-006',
    persona: 'founder',
    message:
      "We've built a bookkeeping tool for hair salons in Lagos. It works, and 3 friends use it for free. How do I get the first 10 paying salons when I have no marketing budget and no contacts in the industry?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b7-007',
    persona: 'founder',
    message:
      "Quick background: I spent eight years as a physio in Brisbane before building a little app that lets clinics send home-exercise videos to patients. My cousin coded it, it's stable, and we launched a month ago with a simple website. We also just registered the company, which was a headache in itself. So far the only clinics using it are the two I used to work at, and they're not paying. I don't have a marketing budget and I've never sold anything in my life. Where should I look for the first ten clinics that would actually sign up and pay, and how do I approach them without sounding like a spammer?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b7-008',
    persona: 'founder',
    message:
      "The app has been live for three weeks. I refresh the dashboard every morning and it's still just me and my cofounder's mum. Nobody we don't know has signed up yet, and I can't work out where strangers would even come from.",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b7-009',
    persona: 'founder',
    message: 'no idea what to charge for my saas, any tips',
    intent: 'founder.pricing',
  },
  {
    id: 'b7-010',
    persona: 'founder',
    message:
      'We sell a compliance checklist tool to UK care homes at £49 a month flat. A competitor charges £15 per bed. Should we switch to per-bed pricing or tiered plans, and how do we test that without scaring off our 40 existing accounts?',
    intent: 'founder.pricing',
  },
  {
    id: 'b7-011',
    persona: 'founder',
    message:
      "We've been running a small B2B tool for restaurant inventory in Bengaluru for about a year now. It started as a side project with my flatmate and now has 60 restaurants using it. Originally we charged ₹1,500 a month for everyone because we just wanted people on board. Some of the larger chains use it across ten locations and still pay the same as a single café, which feels wrong. We're also moving offices next month, so it's been hectic. My question is whether we should move to per-location pricing or introduce tiers, and how we raise prices for existing customers without losing half of them.",
    intent: 'founder.pricing',
  },
  {
    id: 'b7-012',
    persona: 'founder',
    message:
      "Every time a prospect asks how much it costs, I mumble a number and then immediately offer a discount. Honestly, I picked £30 a month because it sounded reasonable. I have no idea if that's far too cheap or way too expensive for what we do.",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b7-013',
    persona: 'founder',
    message: 'users keep cancelling after the first month, what am i missing',
    intent: 'founder.churn',
  },
  {
    id: 'b7-014',
    persona: 'founder',
    message:
      'Our meal-planning app in Melbourne has about 2,000 subscribers and monthly churn is around 9%, mostly people leaving in months two and three. What should I look at first to bring that number down?',
    intent: 'founder.churn',
  },
  {
    id: 'b7-015',
    persona: 'founder',
    message:
      "I run a subscription box for home bakers out of Bristol with my partner. We started in 2022, grew to about 1,400 subscribers through Instagram, and the unboxing videos do well. The problem shows up after the third box: loads of people cancel, and the exit survey mostly says 'too many ingredients piling up' or nothing at all. We've tried a discount offer at cancellation, which saved a few, but it feels like a plaster. I'm also trying to sort out a new courier because the current one keeps squashing boxes. What should we be doing to keep subscribers past month three?",
    intent: 'founder.churn',
  },
  {
    id: 'b7-016',
    persona: 'founder',
    message:
      'Sign-ups look great every month, but when I look back at who joined in January, barely a third of them are still paying. It feels like filling a bucket that has a hole in the bottom.',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b7-017',
    persona: 'founder',
    message: 'our sales process is basically me winging it, need structure',
    intent: 'founder.sales',
  },
  {
    id: 'b7-018',
    persona: 'founder',
    message:
      "I'm the only one selling our HR software to mid-size firms in Bangalore. Deals take 4 to 6 months and I lose track of where each one is. What stages should my pipeline have, and what should I track at each stage?",
    intent: 'founder.sales',
  },
  {
    id: 'b7-019',
    persona: 'founder',
    message:
      "I co-founded a cybersecurity training company in Manchester two years ago. So far every client has come through my old network at the bank, and I've closed all twelve of them personally over coffee and long email threads. We've now got funding to grow, and the board wants predictable revenue rather than my heroics. I've got no CRM beyond a spreadsheet, no standard proposal, and no idea how long our average deal takes. We're also redoing the website, which is eating my weekends. How do I turn what I do instinctively into a repeatable sales process that someone else could run?",
    intent: 'founder.sales',
  },
  {
    id: 'b7-020',
    persona: 'founder',
    message:
      "Every deal we've closed so far happened because I personally kept chasing the buyer until they signed. It works, but it lives entirely in my head and my inbox, and I'm supposed to hand it over to two new reps next month.",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b7-021',
    persona: 'founder',
    message: 'need to hire my first engineer, where do i even start',
    intent: 'founder.hiring',
  },
  {
    id: 'b7-022',
    persona: 'founder',
    message:
      "We've raised £600k pre-seed in Manchester and need two backend engineers. Recruiters want 20% of first-year salary. Is that worth it, or should I source candidates myself, and what should the take-home test look like?",
    intent: 'founder.hiring',
  },
  {
    id: 'b7-023',
    persona: 'founder',
    message:
      "We're a six-person climate-tech startup in Munich, building software that helps factories track their energy use. I've done all of the hiring so far through friends of friends, and it's worked, but we've just closed a seed round and need to add eight people this year, including a head of sales and several engineers. I'm also trying to find an office that isn't my living room. I have no recruiter, no selection process beyond a chat and a beer, and I'm worried about making expensive mistakes. How should I structure hiring so we find good people quickly without lowering the bar?",
    intent: 'founder.hiring',
  },
  {
    id: 'b7-024',
    persona: 'founder',
    message:
      "It's just me and my cofounder doing everything, and we finally have the money to bring someone on. The last person we took on left after six weeks, and I still don't know if that was a bad pick on our side.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b7-025',
    persona: 'founder',
    message: "when's the right time to start raising a seed round?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b7-026',
    persona: 'founder',
    message:
      "We're at $18k MRR, growing 12% month on month, based in Austin. Should we raise a $2M seed now or wait until $30k MRR? And roughly how many VCs should we expect to speak to before one commits?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b7-027',
    persona: 'founder',
    message:
      "My cofounder and I have been bootstrapping a B2B payroll product for Nigerian SMEs for two years out of Lagos. We're profitable on a small scale, around $9k a month, and growing through word of mouth. A few people, including an advisor from my accelerator cohort, keep saying we should raise to expand into Ghana and Kenya. I've also been wrestling with whether to get a proper office. I've never raised before and I'm unsure whether we should go for angels, local VCs or international funds, how much to raise, and how long the process typically takes from first meeting to money in the bank.",
    intent: 'founder.fundraising',
  },
  {
    id: 'b7-028',
    persona: 'founder',
    message:
      "Our growth is decent and two angels from my old company have asked to grab coffee. I've never taken outside money before and honestly don't understand how it works, from the first chat to cash in the bank, or how much of the company I'd be giving away.",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b7-029',
    persona: 'founder',
    message: 'can you look at my pitch deck opener, it feels flat',
    intent: 'founder.pitch',
  },
  {
    id: 'b7-030',
    persona: 'founder',
    message:
      'I have a 10-minute slot at a Berlin demo day on 14 June and my deck is 22 slides. Which slides should I cut, and how should I open so the investors in the room remember us?',
    intent: 'founder.pitch',
  },
  {
    id: 'b7-031',
    persona: 'founder',
    message:
      "Background: I'm a former secondary school teacher from Leicester and I've built an app that helps pupils revise using short voice quizzes. We've got 4,000 student users and three schools paying. I'm presenting at an accelerator demo day in London in two weeks, three minutes on stage in front of around 80 investors, followed by Q&A. I rewrote my story around the kids I taught, but my mentor says it's too emotional and buries the traction. I'm also nervous about the Q&A because I'm rubbish at numbers on the spot. How do I tighten the pitch so the traction lands without losing the personal hook?",
    intent: 'founder.pitch',
  },
  {
    id: 'b7-032',
    persona: 'founder',
    message:
      "Every time I present to investors they nod, ask about the team slide, and then I never hear back. Yesterday one said the story wasn't landing. I've rehearsed the thing forty times, so I'm not sure what they're not getting.",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b7-033',
    persona: 'founder',
    message: 'me and my cofounder keep fighting about everything lately',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b7-034',
    persona: 'founder',
    message:
      "My cofounder wants to accept a $500k acquisition offer and I want to keep going. We each own 45%. We've stopped talking outside meetings. How do we work through this without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b7-035',
    persona: 'founder',
    message:
      "Three of us started a fitness app in Sydney eighteen months ago. I handle product, one cofounder does engineering, and the third runs marketing. Recently the marketing cofounder has started missing stand-ups, and when we raised it he said he's carrying more than his share and wants his equity bumped up. The engineer and I disagree, and the atmosphere is now awful. We also have an investor update due next week that I'm dreading writing. I realise it was naive not to agree on any of this at the start. How do the three of us have this conversation honestly and get back to working together?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b7-036',
    persona: 'founder',
    message:
      'My business partner and I started this three years ago as best friends. Now every product meeting ends with one of us walking out, and the team has started noticing. I dread Monday mornings because of him.',
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b7-037',
    persona: 'founder',
    message: 'looking for a technical cofounder, where do people find them',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b7-038',
    persona: 'founder',
    message:
      'Non-technical founder in Lagos, building a logistics app for market traders. I need a CTO-type partner willing to work for equity only for 6 months. Are things like YC co-founder matching worth it, or should I look elsewhere?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b7-039',
    persona: 'founder',
    message:
      "For the last eighteen months I've been building a marketplace for secondhand school uniforms in Leeds, mostly on my own with some freelance help. It's got real traction: 3,000 parents and a partnership with two academies. Investors I've spoken to like it but keep asking the same thing: where's your cofounder? I've tried a couple of friends, but they have mortgages and don't want the risk. I'm also thinking of applying to an accelerator later this year. Where do people actually find a good cofounder, and how do you test whether you'd work well together before splitting equity?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b7-040',
    persona: 'founder',
    message:
      "A year of building this solo, and I'm realising I can't do the technical side alone. I'd love someone to share it with, equal stakes, but I don't know where people like that hang out or how I'd know they're the right one.",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b7-041',
    persona: 'founder',
    message: 'thinking about pivoting, is it too early to give up on v1?',
    intent: 'founder.pivot',
  },
  {
    id: 'b7-042',
    persona: 'founder',
    message:
      '18 months in: 300 free users, only 6 paying. But 4 enterprise clients keep asking for our internal analytics dashboard as a standalone product. Do we pivot toward that or keep pushing the original app?',
    intent: 'founder.pivot',
  },
  {
    id: 'b7-043',
    persona: 'founder',
    message:
      "We started two years ago in Pune building an app to help college students find flatmates. We raised a small angel round, built a decent product, and got to about 8,000 users, but students won't pay. Meanwhile, three property management firms have approached us asking to license the matching engine for their own tenants, and one is offering ₹20 lakh for a year. My cofounder is excited; I'm torn because the student mission is why I started, and our angels haven't weighed in yet. I've also been fighting a cold for a week. Should we pivot to B2B or give the consumer app another six months?",
    intent: 'founder.pivot',
  },
  {
    id: 'b7-044',
    persona: 'founder',
    message:
      "The thing we set out to build just isn't landing, but a side feature we threw together keeps getting all the attention. Part of me wants to drop the original plan entirely and chase that instead; part of me thinks I'm just being impatient.",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b7-045',
    persona: 'founder',
    message: '5 big bets for the startup, team can only do one. how to pick',
    intent: 'founder.focus',
  },
  {
    id: 'b7-046',
    persona: 'founder',
    message:
      'Team of 4 in Sydney. This quarter we could build the mobile app, launch in New Zealand, redo onboarding, or chase a partnership with a big bank. Realistically we can do one of those well. How do I pick?',
    intent: 'founder.focus',
  },
  {
    id: 'b7-047',
    persona: 'founder',
    message:
      "I'm the CEO of a twelve-person edtech startup in Berlin. We've got real traction in German-speaking schools and a supportive board. The problem is that everyone has a pet project: sales wants a French launch, engineering wants to rebuild the backend, our designer wants a parent app, and I keep getting excited about an AI tutor feature. We've ended up doing a bit of everything and nothing properly. My partner also keeps reminding me we promised ourselves a holiday this year. How do I choose the single priority for the next six months and get the team to genuinely let go of the rest?",
    intent: 'founder.focus',
  },
  {
    id: 'b7-048',
    persona: 'founder',
    message:
      "Our startup roadmap has 37 items on it, all marked urgent, and my team keeps asking me what matters most. Honestly, I couldn't tell them. We're spread across six half-finished projects and nothing is getting done properly.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b7-049',
    persona: 'founder',
    message: '3 yrs running my startup and im completely fried',
    intent: 'founder.burnout',
  },
  {
    id: 'b7-050',
    persona: 'founder',
    message:
      "I've worked 80-hour weeks for 14 months since launching our fintech in Abuja. No days off, I snap at my team, and I've stopped caring about the metrics. How do I recover without the company falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b7-051',
    persona: 'founder',
    message:
      "Four years ago I left a comfortable job at Accenture in Gurgaon to start a logistics company. We've grown to thirty people and just closed our Series A, so on paper it's going brilliantly. But I'm exhausted all the time, I've gained twelve kilos, and last week I forgot my daughter's school play because I was on an investor call. I've started dreading the office I used to love. My cofounder is supportive, though she's stretched too, and we're also midway through moving warehouses. How do I recover from this without stepping away from the company at such a critical time?",
    intent: 'founder.burnout',
  },
  {
    id: 'b7-052',
    persona: 'founder',
    message:
      "I used to jump out of bed excited about what we're building. Now I stare at my laptop for an hour before I can open Slack, and I feel nothing when we land a big customer. My cofounder thinks I need a break, but the company can't spare me.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b7-053',
    persona: 'founder',
    message: 'struggling to decide which features make it into v2',
    intent: 'founder.product',
  },
  {
    id: 'b7-054',
    persona: 'founder',
    message:
      'Our booking app for physiotherapists in Pune has 40 feature requests in the backlog. Clinics ask for invoicing, reminders and a patient portal. How do I decide what goes into the product and what to say no to?',
    intent: 'founder.product',
  },
  {
    id: 'b7-055',
    persona: 'founder',
    message:
      "We're a small team in Melbourne making a scheduling app for dog groomers. It started simple, but after a year of saying yes to every feature request we've got payments, SMS reminders, a loyalty scheme, inventory and a half-built marketing module. New users get lost in onboarding and our best customers only use the calendar. We're also in the middle of switching accountants, which is its own saga. How do I decide what the product should actually be, what to strip out, and how to say no to customers who ask for things without upsetting them?",
    intent: 'founder.product',
  },
  {
    id: 'b7-056',
    persona: 'founder',
    message:
      "Users keep telling us the app is confusing, and every time someone asks for something we just add another button. It's turned into a bit of a Frankenstein and I'm not sure what it's meant to be anymore.",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b7-057',
    persona: 'founder',
    message: 'what marketing channel should we try first, seo or paid ads?',
    intent: 'founder.growth',
  },
  {
    id: 'b7-058',
    persona: 'founder',
    message:
      "We're a D2C skincare brand in London doing £25k a month, 80% of it from Instagram. Our acquisition cost has doubled to £38 since the iOS changes. Which new channel should we test next with a £5k budget?",
    intent: 'founder.growth',
  },
  {
    id: 'b7-059',
    persona: 'founder',
    message:
      "We launched our language-exchange app in Lagos eighteen months ago, and the early growth came entirely from my cofounder's TikTok videos and university ambassadors. We're at 25,000 users and have a small seed round, but growth has flattened to around 3% a month. We've dabbled in Google Ads, influencer posts and a referral scheme without really measuring any of them properly. I'm also recruiting a designer at the moment. How do we figure out which growth channel to double down on, and how should we run experiments so we learn something instead of just burning cash?",
    intent: 'founder.growth',
  },
  {
    id: 'b7-060',
    persona: 'founder',
    message:
      "We have 800 users now, mostly from friends, LinkedIn posts and a Product Hunt launch. That well has run dry: sign-ups have flatlined at about 20 a week, and I've no idea where the next ten thousand people come from, or what we could repeat reliably.",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b7-061',
    persona: 'founder',
    message: 'how many months of runway should i have before i start panicking',
    intent: 'founder.runway',
  },
  {
    id: 'b7-062',
    persona: 'founder',
    message:
      'We have £240k in the bank and burn £38k a month from our office in Bristol. Revenue is £6k a month. Should I cut the two contractors now, or wait and see if the Q3 contracts land?',
    intent: 'founder.runway',
  },
  {
    id: 'b7-063',
    persona: 'founder',
    message:
      "I run a hardware startup in Cambridge making smart sensors for greenhouses. We raised £1.2M eighteen months ago, and on our current burn of about £70k a month we've got roughly seven months left. Manufacturing costs came in 30% over plan, and a big distributor deal slipped to next year. I'm starting conversations with investors, but realistically a round takes four to six months. My cofounder also wants to talk about moving to a four-day week, which I'll deal with later. What should I cut or change now to stretch our cash so we're not raising from a position of desperation?",
    intent: 'founder.runway',
  },
  {
    id: 'b7-064',
    persona: 'founder',
    message:
      'I did the sums last night and at our current spending we run out of money in early November. Nobody on the team knows yet. I keep opening the bank balance and feeling sick.',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b7-065',
    persona: 'career',
    message: 'just graduated, no clue how to start looking for jobs',
    intent: 'career.job-search',
  },
  {
    id: 'b7-066',
    persona: 'career',
    message:
      "Data analyst in Pune with 4 years' experience, hoping to land a product analytics role in Bangalore within 3 months. How should I plan my search across job boards, referrals and recruiters, and how many applications a week is realistic?",
    intent: 'career.job-search',
  },
  {
    id: 'b7-067',
    persona: 'career',
    message:
      "I've spent the last seven years as a stay-at-home dad in Brisbane while my wife built her career, and now both kids are in school full-time. Before that I worked in procurement for a mining company. I'm 44, my skills feel rusty, and the whole way people look for work seems to have changed: everyone talks about LinkedIn, applicant tracking systems and referrals. I've also started volunteering at the school canteen twice a week, which I enjoy. Where should I begin with planning a job search, how should I structure my week, and what kind of roles should I target first?",
    intent: 'career.job-search',
  },
  {
    id: 'b7-068',
    persona: 'career',
    message:
      "My contract ends in June and I want something lined up before then. I've got a spreadsheet with about 30 companies on it but no real plan for how to go after them, and evenings after work are the only time I have.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b7-069',
    persona: 'career',
    message: 'can u help me make my cv less boring',
    intent: 'career.cv',
  },
  {
    id: 'b7-070',
    persona: 'career',
    message:
      "My CV is 3 pages covering 15 years as a nurse in Birmingham, and I'm now applying for healthcare operations roles. What should I cut, and how do I rewrite clinical duties as achievements?",
    intent: 'career.cv',
  },
  {
    id: 'b7-071',
    persona: 'career',
    message:
      "I've been a chef for fifteen years, most recently head chef at a hotel in Edinburgh, and I'm moving into food safety and operations roles because the hours are wrecking my back. I've got plenty to show for it: I ran a team of 18, cut food waste by a third, and passed every inspection. But my CV reads like a list of kitchens and dates, and it's three pages long. I'm also doing a Level 4 food safety course in the evenings. How do I rewrite my CV so a hiring manager outside hospitality sees the transferable skills?",
    intent: 'career.cv',
  },
  {
    id: 'b7-072',
    persona: 'career',
    message:
      "The document I send out is basically a list of every duty I've had since 2011. A friend who hires people said she'd stop reading after the first half page. I don't know how to make two sides of A4 say I'm good at what I do.",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b7-073',
    persona: 'career',
    message: 'sent 80 applications, heard back from none. whats wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b7-074',
    persona: 'career',
    message:
      "Applied to 45 marketing roles in Sydney over 6 weeks, all through Seek and LinkedIn. Two automated rejections, the rest silence. I have 5 years' experience. Why am I not getting replies, and what should I change?",
    intent: 'career.no-responses',
  },
  {
    id: 'b7-075',
    persona: 'career',
    message:
      "After eight years in retail banking in Lagos, I moved to London last year on a skilled-worker visa with my husband. I've been applying for compliance analyst roles since January, probably 120 applications now, tailored each time, mostly through LinkedIn Easy Apply and company websites. I've had one phone screen, which went nowhere, and nothing else. My qualifications are solid, and I've even completed the ICA certificate. We're also still looking for a bigger flat, which adds to the pressure. Why might I be getting almost no responses, and what should I change so employers actually reply?",
    intent: 'career.no-responses',
  },
  {
    id: 'b7-076',
    persona: 'career',
    message:
      "Every night I send my details off to another company and then nothing. Not even a no. It's been two months of shouting into a void and I'm starting to take it personally.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b7-077',
    persona: 'career',
    message: 'got an interview on friday, how should i prepare',
    intent: 'career.interview',
  },
  {
    id: 'b7-078',
    persona: 'career',
    message:
      'Second-round interview at Deloitte in Manchester next Tuesday for a senior consultant role: a case study plus 45 minutes of competency questions. How should I structure my prep over the next 5 days?',
    intent: 'career.interview',
  },
  {
    id: 'b7-079',
    persona: 'career',
    message:
      "I've worked as a staff nurse on a cardiac ward in Leeds for six years and I've finally applied for a charge nurse post. The interview is in ten days: a panel of three, including the matron, plus a short presentation on improving patient flow. I've never faced a panel before, and my last interview was when I qualified. I'm also covering extra night shifts this month because we're short-staffed, so my time is limited. What's the best way to prepare for the questions and the presentation in such a short window?",
    intent: 'career.interview',
  },
  {
    id: 'b7-080',
    persona: 'career',
    message:
      "A hiring panel at a bank in Frankfurt wants to meet me on Thursday for an hour. My mind goes blank whenever people ask me to talk about myself, and I've no idea what they'll throw at me.",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b7-081',
    persona: 'career',
    message: 'had the interview yesterday, should i send a thank you email',
    intent: 'career.interview-after',
  },
  {
    id: 'b7-082',
    persona: 'career',
    message:
      "My final round with Infosys in Hyderabad was 10 days ago. The recruiter said they'd decide within a week, and there's been nothing since. Is it okay to chase, and what should I write?",
    intent: 'career.interview-after',
  },
  {
    id: 'b7-083',
    persona: 'career',
    message:
      "Last Thursday I had a final-round interview for a product manager role at a healthtech startup in Berlin. It went well, I thought: four hours, a case study, and a relaxed chat with the CEO at the end, who said they'd be in touch early this week. It's now Wednesday and I haven't heard anything. I've got another process at a bank moving quickly too. I also need to sort out my residence permit renewal at some point. Should I follow up with the recruiter now, what should I say, and is it wise to mention the other process?",
    intent: 'career.interview-after',
  },
  {
    id: 'b7-084',
    persona: 'career',
    message:
      "It's been eight days since I sat across from the panel, and I keep replaying one answer where I completely rambled. I check my inbox every twenty minutes. Do I reach out, or just wait it out?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b7-085',
    persona: 'career',
    message: 'got an offer, is it rude to ask for more money',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b7-086',
    persona: 'career',
    message:
      "Seattle company, senior PM role, $112k base on the table. Levels.fyi puts the range at $125–145k, and I'd also like an extra week of leave. How do I counter without losing the offer?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b7-087',
    persona: 'career',
    message:
      "Five years into backend development in Bangalore, I'm currently earning ₹24 lakh. Last week a global fintech with an office in Hyderabad offered me ₹28 lakh plus some RSUs, which would mean relocating with my wife and our son. The recruiter called it their 'best and final', but a friend who joined last year got ₹33 lakh at a similar level. Relocation support isn't mentioned at all. I'm also due a performance review at my current job next month. How should I negotiate salary and relocation costs without damaging the relationship before I've even started?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b7-088',
    persona: 'career',
    message:
      "They called this morning to say they want me, and quoted a salary about 10% below what I'm on now. The recruiter made it sound final. I really want the job, but I can't take a pay cut with a mortgage.",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b7-089',
    persona: 'career',
    message: 'two job offers, cant decide which one to take',
    intent: 'career.compare-offers',
  },
  {
    id: 'b7-090',
    persona: 'career',
    message:
      "Offer A: £68k at a Series B fintech in London, hybrid. Offer B: £58k at the NHS in Leeds, fully remote, with a much better pension. I'm 34 with a toddler. How should I weigh these up?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b7-091',
    persona: 'career',
    message:
      "I finished my MBA in Chicago in May, and after a long process I've got two offers on the table. One is a strategy role at a big consumer goods company in Cincinnati: $145k, great training, very structured. The other is at a 40-person climate startup in San Francisco: $125k plus equity and much more responsibility, but their funding is uncertain. My partner can work remotely, so either city is possible, though her family is near Chicago. I also still owe about $60k in student loans. How would you think about choosing between the two?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b7-092',
    persona: 'career',
    message:
      "Both companies came back with a yes in the same week. One is a big name with a long commute, the other a small team that feels more exciting but riskier. I've written pros and cons lists three times and they keep cancelling each other out.",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b7-093',
    persona: 'career',
    message: 'whats the best way to ask my boss for a pay rise',
    intent: 'career.raise',
  },
  {
    id: 'b7-094',
    persona: 'career',
    message:
      'UX designer at an agency in Melbourne, 2.5 years in, on A$85k. Market rate is around A$100k and I led our biggest client account this year. How do I ask for a 15% increase when we meet next month?',
    intent: 'career.raise',
  },
  {
    id: 'b7-095',
    persona: 'career',
    message:
      "I've been a paralegal at a mid-sized firm in Sydney for three years. When I joined, I was doing mostly admin, but now I draft documents, supervise two junior staff and handle a big client on my own. My pay has only gone up with inflation, and I recently saw a similar role advertised at A$15k more. Our salary reviews happen in July, and my manager is fair but very busy. I'm also thinking about doing a law degree part-time eventually. How should I prepare for and raise the subject of a pay rise so it actually lands?",
    intent: 'career.raise',
  },
  {
    id: 'b7-096',
    persona: 'career',
    message:
      "A new starter on my team just let slip what she's earning, and it's more than me, even though I trained her. I've been there four years. I want to bring up my pay with my manager, but I get flustered whenever money comes up.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b7-097',
    persona: 'career',
    message: 'been senior for 3 yrs, what gets you promoted to lead',
    intent: 'career.promotion',
  },
  {
    id: 'b7-098',
    persona: 'career',
    message:
      'Senior software engineer at a bank in Pune. Promotion cycles are in October, and my manager says I need more visibility. What concrete things should I do in the next 5 months to make the case for staff engineer?',
    intent: 'career.promotion',
  },
  {
    id: 'b7-099',
    persona: 'career',
    message:
      "I joined a large consultancy in London as an analyst four years ago and became a consultant two years later. The jump to manager is the big one, and our promotion panel meets in November. My counsellor says I'm 'tracking well', but the guidance is vague, and two peers in my cohort seem to be getting more airtime with partners. I've also just been asked to help organise the summer party, which is a time sink. What should I be doing over the next six months to build a strong case for promotion, and how do I get more concrete signals from my counsellor?",
    intent: 'career.promotion',
  },
  {
    id: 'b7-100',
    persona: 'career',
    message:
      "Two people who joined after me have moved up a level this year and I'm still on the same title. My manager keeps saying I'm doing great, but nothing changes. I want the next step; I just don't know what they're looking for.",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b7-101',
    persona: 'career',
    message: 'my review said im not strategic enough, what does that even mean',
    intent: 'career.feedback-received',
  },
  {
    id: 'b7-102',
    persona: 'career',
    message:
      "At my mid-year review in Bristol my manager rated me 'meets expectations' and said I should 'communicate more proactively'. I thought I'd had a great year. How do I make sense of this and act on it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b7-103',
    persona: 'career',
    message:
      "I've just had my first annual review since joining a software company in Munich as a QA engineer. Most of it was positive, but my manager said I 'lack ownership' and that some developers find my bug reports 'a bit blunt'. I was genuinely shocked. I thought I was being efficient and clear. I'm not a native German speaker, so I wonder if tone is getting lost in translation. I'm also starting German classes next month. How do I figure out what's fair in this feedback, and what should I actually do about it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b7-104',
    persona: 'career',
    message:
      "My boss sat me down and said a few people find me 'hard to approach' in meetings. It's been rattling around my head for a week. I can't tell if it's fair, or what I'm meant to do differently.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b7-105',
    persona: 'career',
    message: 'have to tell someone on my team their work isnt good enough, ugh',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b7-106',
    persona: 'career',
    message:
      "One of my 6 analysts in Chennai has missed deadlines 3 times this month, and it's affecting the client. I have a one-to-one with her on Thursday. How do I raise it directly without crushing her?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b7-107',
    persona: 'career',
    message:
      "I manage a team of eight customer support agents for an airline in Manchester. One of my most experienced agents, who has been here ten years and trained half the team, has become sloppy: her call quality scores have dropped, and customers have complained twice about her tone. Everyone respects her and I'm fifteen years younger, which makes this awkward. I'm also juggling the rota for the summer holidays. How do I give her honest, difficult feedback in a way that's respectful but makes it clear things need to change?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b7-108',
    persona: 'career',
    message:
      "There's a guy on my team who talks over everyone in meetings, and two people have quietly complained to me about it. I'm his lead, I like him, and I've been putting off saying anything because I hate awkward conversations.",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b7-109',
    persona: 'career',
    message: 'my manager micromanages everything i do and its exhausting',
    intent: 'career.manager',
  },
  {
    id: 'b7-110',
    persona: 'career',
    message:
      'My line manager at a retailer in Leicester changes priorities 3 times a week, then blames me in team meetings when things slip. HR are friendly with her. How do I handle this without wrecking my prospects there?',
    intent: 'career.manager',
  },
  {
    id: 'b7-111',
    persona: 'career',
    message:
      "I've been at a marketing agency in Melbourne for three years and loved it until a restructure eight months ago put me under a new head of department. She cancels our one-to-ones at the last minute, changes briefs after I've finished them, and recently criticised my work in front of a client. Others on the team say she's the same with them. I'm also finishing a part-time diploma in the evenings, which is tiring. I don't want to leave, because the clients are great. How do I work with her more effectively, and should I go to HR?",
    intent: 'career.manager',
  },
  {
    id: 'b7-112',
    persona: 'career',
    message:
      "The person I report to takes credit for my work in front of the directors and rewrites my emails before they go out. I used to love this job. I don't know whether to push back or keep my head down.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b7-113',
    persona: 'career',
    message: 'coworker keeps talking over me in meetings, how to handle',
    intent: 'career.colleague',
  },
  {
    id: 'b7-114',
    persona: 'career',
    message:
      "A fellow project lead in our Munich office keeps moving my engineers onto his project without asking. We're at the same level and report to different directors. How do I sort this out with him directly?",
    intent: 'career.colleague',
  },
  {
    id: 'b7-115',
    persona: 'career',
    message:
      "I work in a university admissions office in Leeds with a team of five. About a year ago a new colleague joined, and at first we got on fine. Recently, though, she's started sending me curt emails, copying our boss in on minor things, and complaining that I'm 'slow' with shared tasks. I suspect she thinks I'm getting the easier work. Our manager is hands-off and doesn't like drama. I'm also helping with open days next month, so things will get busier. How do I raise this with her directly and clear the air before it gets worse?",
    intent: 'career.colleague',
  },
  {
    id: 'b7-116',
    persona: 'career',
    message:
      "There's someone I sit next to who's been cold with me since I got the project she wanted. She ignores my messages and makes little comments in stand-up. We have to work side by side for another six months.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b7-117',
    persona: 'career',
    message: 'want to switch from teaching to tech, is that realistic at 38',
    intent: 'career.change',
  },
  {
    id: 'b7-118',
    persona: 'career',
    message:
      "I'm a 41-year-old accountant in Lagos and I want to move into UX research. I can afford a 30% pay cut for a year. What's a realistic plan for making the switch over 12 to 18 months?",
    intent: 'career.change',
  },
  {
    id: 'b7-119',
    persona: 'career',
    message:
      "For the past twelve years I've been a secondary school PE teacher in Birmingham. I'm 39, and I'm tired of the marking, the politics and the feeling that I've hit a ceiling. I've always loved physiology, and I'm looking at moving into physiotherapy or sports science, but that means going back to study. We've got two kids and my husband works part-time, so money is tight. I'm also coaching the under-11s football team at weekends. Is it realistic to make this kind of career change at my age, and how should I plan the transition?",
    intent: 'career.change',
  },
  {
    id: 'b7-120',
    persona: 'career',
    message:
      "Eleven years as a pharmacist and I've realised I don't want to spend the next twenty counting pills. I'm drawn to something in data or public health, but I've got a mortgage and two kids, and I don't know how people actually make the jump.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b7-121',
    persona: 'career',
    message: 'best way to learn python while working full time?',
    intent: 'career.retraining',
  },
  {
    id: 'b7-122',
    persona: 'career',
    message:
      'I work in finance ops in Leeds and want to learn SQL and Power BI in the next 4 months, with about 6 hours a week. Should I do a Coursera certificate, a bootcamp, or just build projects?',
    intent: 'career.retraining',
  },
  {
    id: 'b7-123',
    persona: 'career',
    message:
      "I've worked as a graphic designer in Cologne for nine years, mostly print and branding. Clients are asking more and more for motion graphics and simple web animations, and I'm losing jobs to younger designers who can do both. I'm not trying to change careers; I just need to add this skill. I've got about five hours a week, a small budget, and a three-year-old who goes to bed at seven. I'm also in the middle of redoing my portfolio site. Should I start with After Effects or something like Rive, and what's the most efficient way to learn while working?",
    intent: 'career.retraining',
  },
  {
    id: 'b7-124',
    persona: 'career',
    message:
      "Everyone at my firm is suddenly using AI tools and data dashboards, and I'm the one nodding along in meetings. I've got my evenings free and a £500 training budget from work, but no idea where to start.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b7-125',
    persona: 'career',
    message: 'got laid off today. what do i do first',
    intent: 'career.layoff',
  },
  {
    id: 'b7-126',
    persona: 'career',
    message:
      "Made redundant last week after 9 years at a telecoms firm in Reading. I got 3 months' severance and I'm 52. How do I rebuild and get back into work without panicking?",
    intent: 'career.layoff',
  },
  {
    id: 'b7-127',
    persona: 'career',
    message:
      "Until two weeks ago I was a senior recruiter at a tech company in Austin. They cut 30% of staff, including almost the entire talent team, in a ten-minute video call. I've got eight weeks of severance and health coverage through the end of the month. I'm 36, single, with a mortgage. Ironically I know the job market well, which is part of why I'm panicking: hiring is frozen everywhere. My sister wants me to come and stay with her in Denver for a week, which might be good. How do I get back on my feet after the layoff, both practically and mentally?",
    intent: 'career.layoff',
  },
  {
    id: 'b7-128',
    persona: 'career',
    message:
      "Friday was my last day, and not by choice. They cut the whole department in a 15-minute call. I keep waking up at 7 with nowhere to go, and I'm embarrassed to tell my parents.",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b7-129',
    persona: 'career',
    message: 'just got made team lead, no idea how to manage people',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b7-130',
    persona: 'career',
    message:
      "From next month I'll manage 5 engineers at a startup in Berlin, two of whom were my peers until last week. What should I focus on in my first 90 days?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b7-131',
    persona: 'career',
    message:
      "Six years as a software engineer at a London bank, and then last month my manager left. I was asked to step in as team lead for five developers, two of whom are older and more experienced than me. I said yes, partly because I didn't want someone external coming in. Now I'm in meetings all day, my code commits have dropped to nearly zero, and I'm not sure whether I'm supposed to be making decisions or facilitating them. I'm also planning my wedding for September. What should a new manager focus on in the first few months?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b7-132',
    persona: 'career',
    message:
      "Last week I was one of the team; now they all report to me. My old lunch buddies go quiet when I walk in, and I'm not sure if I should still be writing code or running meetings all day.",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b7-133',
    persona: 'career',
    message: 'any tips for getting my team more motivated',
    intent: 'career.leadership',
  },
  {
    id: 'b7-134',
    persona: 'career',
    message:
      'I lead a team of 14 split across London and Pune. Morale dropped after a reorg, two people resigned, and the time-zone split means we rarely feel like one team. How do I pull them together?',
    intent: 'career.leadership',
  },
  {
    id: 'b7-135',
    persona: 'career',
    message:
      "I've led a product team of about twenty people at an insurance company in Sydney for four years. We ship reliably, but engagement survey scores have fallen two years running, and the comments say people feel decisions are made without them and that the vision is unclear. I'd always thought of myself as an approachable leader, so that stung. We've also just moved to a new office floor, which disrupted everyone. What can I change about how I lead so the team feels more ownership and clarity, without slowing everything down?",
    intent: 'career.leadership',
  },
  {
    id: 'b7-136',
    persona: 'career',
    message:
      "I've run this group for six years and it used to hum. Lately people come to me for every decision, nobody pushes back in meetings, and I feel like the only one steering. I want them to own things again.",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b7-137',
    persona: 'career',
    message: 'should i just quit my job, i hate it',
    intent: 'career.quit',
  },
  {
    id: 'b7-138',
    persona: 'career',
    message:
      "Civil engineer in Perth on A$120k, 6 years in. I've got 8 months of savings and no offer lined up. Is it reckless to resign now, or should I stay until I find something else?",
    intent: 'career.quit',
  },
  {
    id: 'b7-139',
    persona: 'career',
    message:
      "Three years ago I started as an actuarial analyst at an insurer in Edinburgh. I've passed five exams, the salary is great, and my parents are very proud. But I feel nothing about the work, and I've been secretly teaching myself pottery, which I love. I've got about £15k saved and share a flat, so my costs are low. My manager has also just asked if I want to lead a small project next quarter, which complicates the timing. Should I quit now, stay another year and save more, or is this just a phase?",
    intent: 'career.quit',
  },
  {
    id: 'b7-140',
    persona: 'career',
    message:
      "Sunday nights I get a knot in my stomach thinking about Monday. I've been at this firm five years, the pay is fine, but I fantasise about handing in my notice almost daily. Is it time to walk?",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b7-141',
    persona: 'career',
    message: '27 and still no idea what career i actually want',
    intent: 'career.direction',
  },
  {
    id: 'b7-142',
    persona: 'career',
    message:
      'Studied economics in Delhi, did 2 years in consulting, then 1 year in sales at a SaaS company. Neither felt right. How do I figure out what kind of work actually suits me?',
    intent: 'career.direction',
  },
  {
    id: 'b7-143',
    persona: 'career',
    message:
      "I studied law in Lagos because my parents wanted me to, then realised in my final year that I didn't want to practise. Since then I've done two years in a bank's operations team and one year in digital marketing at a startup. I'm 28, and I'm good at things but passionate about none of them. Friends are settling into careers and getting promotions, while I keep applying for wildly different roles. I'm also trying to save for a flat. How do I figure out which direction to commit to professionally, instead of bouncing around?",
    intent: 'career.direction',
  },
  {
    id: 'b7-144',
    persona: 'career',
    message:
      "Everyone from my course seems to know exactly where they're heading. I've had four jobs in five years, all fine, none of them really me. I genuinely can't picture what I want to be doing for work at 40.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b7-145',
    persona: 'career',
    message: 'i hate networking events but everyone says i need to network',
    intent: 'career.networking',
  },
  {
    id: 'b7-146',
    persona: 'career',
    message:
      'Just moved to Sydney from Mumbai as a supply chain analyst and I know nobody in the industry here. How do I build professional contacts over the next 6 months, and is cold messaging on LinkedIn acceptable?',
    intent: 'career.networking',
  },
  {
    id: 'b7-147',
    persona: 'career',
    message:
      "I moved from Pune to Frankfurt eighteen months ago for a data engineering job, and work is going well. The problem is that I know almost nobody professionally outside my own team. I'd like to move into a lead role within two years, and colleagues say most good roles here are filled through contacts. My German isn't great yet, I find meetups awkward, and LinkedIn feels like shouting into a void. I've also just started playing cricket at weekends. How do I build a professional network here from scratch in a way that feels genuine?",
    intent: 'career.networking',
  },
  {
    id: 'b7-148',
    persona: 'career',
    message:
      "Every good job I've heard of goes to someone who knew someone. I'm an introvert, I've got maybe five work contacts outside my company, and the idea of walking up to strangers at a conference makes me want to go home.",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b7-149',
    persona: 'career',
    message: 'drowning in work, my to do list never ends',
    intent: 'career.workload',
  },
  {
    id: 'b7-150',
    persona: 'career',
    message:
      "Since two colleagues left in March, I'm covering 3 roles at an insurer in Chester. I'm doing 55-hour weeks and still missing deadlines. How do I get my manager to agree what I can drop?",
    intent: 'career.workload',
  },
  {
    id: 'b7-151',
    persona: 'career',
    message:
      "I'm a project manager at a construction firm in Manchester. Since our department lost two people in a restructure, I've inherited their projects on top of mine, so I'm now running seven sites instead of three. I work from 7am to 8pm most days, check email at weekends, and still feel behind on everything. My director says he appreciates it, but there's no budget to replace them. I'm also trying to get fit for a charity walk in June. How do I get this workload under control and push back on what's realistic?",
    intent: 'career.workload',
  },
  {
    id: 'b7-152',
    persona: 'career',
    message:
      'I answer emails at 11pm, eat lunch at my desk, and my inbox still has 400 unread. Every week someone adds another project to my plate and I just say yes.',
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b7-153',
    persona: 'career',
    message: 'everyone at my new job seems smarter than me',
    intent: 'career.imposter',
  },
  {
    id: 'b7-154',
    persona: 'career',
    message:
      "Three months into a data science role at a fintech in Bangalore after a physics PhD. In code reviews I freeze up, and I'm convinced they'll work out I was a mistake hire. How do I get past this?",
    intent: 'career.imposter',
  },
  {
    id: 'b7-155',
    persona: 'career',
    message:
      "Six months ago I was hired as a lecturer in computer science at a university in Melbourne, straight after finishing my PhD in India. My colleagues have decades of experience and dozens of publications. When students ask me something I can't immediately answer, I feel like a fraud, and I over-prepare every lecture to the point of exhaustion. My head of school says I'm doing well, but I can't quite believe her. I'm also still getting used to the Australian winter, oddly. How do I stop feeling like I don't deserve this job?",
    intent: 'career.imposter',
  },
  {
    id: 'b7-156',
    persona: 'career',
    message:
      "I got the senior title six months ago and I'm still waiting for someone to tap me on the shoulder and say there's been an error. When my work gets praised, I assume they're just being nice.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b7-157',
    persona: 'life',
    message: 'me and my partner keep having the same argument over and over',
    intent: 'life.relationship',
  },
  {
    id: 'b7-158',
    persona: 'life',
    message:
      "Been with my husband 9 years, two kids under 5, living in Leeds. We barely talk beyond logistics and haven't had an evening out alone since 2022. How do we reconnect?",
    intent: 'life.relationship',
  },
  {
    id: 'b7-159',
    persona: 'life',
    message:
      "My partner and I have been together eleven years and married for six. We live in Bristol with our daughter, who's now four. Things aren't bad exactly, but we've become flatmates who co-parent. He works late, I'm tired, and when we do talk it's about nursery pickups or the boiler. Last month he forgot our anniversary and I realised I hadn't really noticed either. My mum has also offered to babysit more often, which could help. What can we actually do to feel close again before this drift becomes permanent?",
    intent: 'life.relationship',
  },
  {
    id: 'b7-160',
    persona: 'life',
    message:
      "My girlfriend and I used to talk for hours. Now we eat dinner in near silence and go to bed at different times, and when I try to bring it up she says everything's fine. I don't want to lose what we had.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b7-161',
    persona: 'life',
    message: 'she ended it last week and i cant stop checking her instagram',
    intent: 'life.breakup',
  },
  {
    id: 'b7-162',
    persona: 'life',
    message:
      "My fiancé called off our engagement 2 months before the wedding. We'd been together 6 years in Melbourne and shared a flat. I've moved back in with my parents. How do I get through this?",
    intent: 'life.breakup',
  },
  {
    id: 'b7-163',
    persona: 'life',
    message:
      "Kavya and I were together for five years, from our second year of uni in Delhi until three months ago, when she told me she'd fallen out of love. We'd talked about marriage and our families knew each other well, which makes everything harder. I moved out of our flat in Gurgaon and I'm staying with a friend. Work has been a welcome distraction, though a new project there is tiring me out. Mostly I keep replaying the last year looking for what I did wrong. How do I get through this break-up and stop going over it every night?",
    intent: 'life.breakup',
  },
  {
    id: 'b7-164',
    persona: 'life',
    message:
      "He moved his stuff out on Sunday. The flat is so quiet and I keep setting out two mugs in the morning. Everyone says time heals, but right now I can't imagine feeling normal again.",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b7-165',
    persona: 'life',
    message: 'my sister and i havent spoken since mums birthday',
    intent: 'life.family',
  },
  {
    id: 'b7-166',
    persona: 'life',
    message:
      "My parents in Chennai want me to move back and join the family business; I'm settled in London with my wife. Every phone call turns into a fight. How do I handle this without damaging things with them for good?",
    intent: 'life.family',
  },
  {
    id: 'b7-167',
    persona: 'life',
    message:
      "My dad remarried two years ago, and my stepmother and I have never got on. Last month at my nephew's christening in Leicester she made a comment about my divorce in front of everyone, and I left early. Dad says I overreacted and wants me to apologise. My younger brother is staying neutral, which hurts. I'm also busy with a big project at work, so I don't have energy for drama. But I miss my dad, and my kids miss their grandad. How do I handle this family conflict without pretending I wasn't genuinely upset?",
    intent: 'life.family',
  },
  {
    id: 'b7-168',
    persona: 'life',
    message:
      "Christmas is in three weeks and my brother and dad still aren't speaking after what happened at the wedding. Mum keeps asking me to fix it, and I'm stuck in the middle, passing messages between them.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b7-169',
    persona: 'life',
    message: 'my teenager wont talk to me anymore, just grunts',
    intent: 'life.parenting',
  },
  {
    id: 'b7-170',
    persona: 'life',
    message:
      "Our 7-year-old son in Stuttgart has refused to go into school every morning since January, crying at the gate. The school is patient, but it's been 8 weeks. How do we help him through this?",
    intent: 'life.parenting',
  },
  {
    id: 'b7-171',
    persona: 'life',
    message:
      "Our eldest is fourteen and has been having a really hard year. We moved from Lagos to Manchester last summer, and she's struggled to make friends at her new school. Her grades have slipped, she spends most evenings in her room, and any question about her day gets a shrug or a slammed door. My husband thinks it's typical teenage stuff and she'll grow out of it; I'm not so sure. Our younger son is thriving, which I think makes it worse for her. I'm also adjusting to a new job myself. How do we support her through this stretch?",
    intent: 'life.parenting',
  },
  {
    id: 'b7-172',
    persona: 'life',
    message:
      "Since the baby arrived, our four-year-old has been throwing tantrums at bedtime and wetting the bed again. I'm running on four hours' sleep and I don't recognise the patient mum I used to be.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b7-173',
    persona: 'life',
    message: 'lost my dad last month and i cant focus on anything',
    intent: 'life.grief',
  },
  {
    id: 'b7-174',
    persona: 'life',
    message:
      "My mum died in March after a long illness. I'm 29, in Manchester, and back at work, and everyone expects me to be fine by now. How do I cope with the waves that hit me out of nowhere?",
    intent: 'life.grief',
  },
  {
    id: 'b7-175',
    persona: 'life',
    message:
      "My husband died fourteen months ago, very suddenly, from a heart attack at 52. We'd been married twenty-four years and ran a small bakery together in Geelong. I've kept the bakery going with our son, which gives me something to do, but the evenings are long and quiet. Friends have stopped asking how I am, and I think they assume I'm past the worst of it. Sometimes I am, and then a song on the radio undoes me. I'm also thinking about selling the house eventually. How do people carry grief like this over the long term?",
    intent: 'life.grief',
  },
  {
    id: 'b7-176',
    persona: 'life',
    message:
      "It's been a year since Nan passed and her chair is still in the living room. I still pick up the phone to call her on Sunday afternoons before I remember.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b7-177',
    persona: 'life',
    message: 'work from home and go days without talking to anyone',
    intent: 'life.loneliness',
  },
  {
    id: 'b7-178',
    persona: 'life',
    message:
      "I'm 68, widowed three years ago, and live in a village in Kent. My kids are both in Australia. Some weeks the only person I speak to is the postman. How do I feel less alone?",
    intent: 'life.loneliness',
  },
  {
    id: 'b7-179',
    persona: 'life',
    message:
      "At 34 I work remotely as a software tester for a company based in Berlin, though I live in a small town in Lower Saxony. I moved here for a partner four years ago, and after we split I stayed because the rent is cheap. Most days my only conversations are on Teams calls. My old friends are scattered across Germany, and whole weekends pass without me saying a word out loud. I've also been meaning to fix my bike and start cycling again. How do I build some real connection and feel less lonely here?",
    intent: 'life.loneliness',
  },
  {
    id: 'b7-180',
    persona: 'life',
    message:
      "Friday nights I tell people I've got plans, then sit at home with a takeaway. My phone hardly buzzes unless it's work. I'm surrounded by people all day and still feel invisible.",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b7-181',
    persona: 'life',
    message: 'my best friend has gone quiet on me, did i do somthing',
    intent: 'life.friendship',
  },
  {
    id: 'b7-182',
    persona: 'life',
    message:
      "My closest friend from uni in Brisbane had a baby 6 months ago and we've barely spoken since. I've sent 4 messages and she replies days later. How do I keep this friendship alive without being pushy?",
    intent: 'life.friendship',
  },
  {
    id: 'b7-183',
    persona: 'life',
    message:
      "Jess and I have been best friends since we were eleven, and we're now 30. She got engaged last year and I'm her maid of honour, but since then every conversation is about the wedding, and when I mentioned my dad's surgery she changed the subject within a minute. I've started avoiding her calls, which isn't like me. I'm also saving up for the hen weekend in Lisbon, which is pricey. I don't want to lose her over this. How do I bring it up without seeming jealous or selfish?",
    intent: 'life.friendship',
  },
  {
    id: 'b7-184',
    persona: 'life',
    message:
      "Someone I've known since we were seven made a joke about my job at a dinner party. I laughed it off, but it stung. We've drifted a bit this year anyway and I can't tell if I should say something or let it go.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b7-185',
    persona: 'life',
    message: 'constantly worried something bad is going to happen, cant switch off',
    intent: 'life.anxiety',
  },
  {
    id: 'b7-186',
    persona: 'life',
    message:
      "Before every team meeting my heart races and my hands shake, even though I've been doing them for 3 years. I'm 26 and live in Leeds. What practical things can I do to manage the anxiety?",
    intent: 'life.anxiety',
  },
  {
    id: 'b7-187',
    persona: 'life',
    message:
      "I've always been a worrier, but since having my second baby eight months ago it's become something else. I check the baby monitor constantly, I can't leave the kids with my mother-in-law without imagining accidents, and my heart pounds when my phone rings from an unknown number. My partner is patient but doesn't really understand. I'm back at work part-time in Perth, and I'm also trying to sort out childcare for next year. I've read a bit about CBT. What can I do day to day to bring the anxiety down to a more manageable level?",
    intent: 'life.anxiety',
  },
  {
    id: 'b7-188',
    persona: 'life',
    message:
      'My mind runs through worst-case scenarios all day: the kids getting hurt, me getting sacked, the house burning down. None of it is happening, but my chest feels tight most of the time.',
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b7-189',
    persona: 'life',
    message: 'so stressed lately, everything feels like too much',
    intent: 'life.stress',
  },
  {
    id: 'b7-190',
    persona: 'life',
    message:
      "Between night shifts as a nurse in Lagos, my mum's visa paperwork and our flat renovation, I've had about 4 hours to myself in 3 weeks. How do I manage the pressure before I snap?",
    intent: 'life.stress',
  },
  {
    id: 'b7-191',
    persona: 'life',
    message:
      "This year has been a lot. I'm an accountant in Chennai and it's the peak of audit season, so I'm working long days. At the same time we're renovating our flat, my in-laws are staying with us for two months, and our daughter has board exams in March. I'm not anxious exactly, more stretched thin and irritable, and I've started getting headaches most afternoons. I've also promised to help my brother with his wedding plans. How do I manage all this stress without falling apart before things calm down in April?",
    intent: 'life.stress',
  },
  {
    id: 'b7-192',
    persona: 'life',
    message:
      "My jaw aches from clenching, I've got a twitch in my eye, and I bite the kids' heads off over nothing. The house move, my dad's operation and the end-of-year rush at work all landed in the same month.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b7-193',
    persona: 'life',
    message: 'i lose my temper way too easily, even over small stuff',
    intent: 'life.anger',
  },
  {
    id: 'b7-194',
    persona: 'life',
    message:
      "I snapped at my 10-year-old this morning over spilled cereal, then yelled at a driver in traffic in Leeds. It's happening 3 or 4 times a week. How can I get a grip on my anger?",
    intent: 'life.anger',
  },
  {
    id: 'b7-195',
    persona: 'life',
    message:
      "I'm 41, run a busy plumbing business in Leeds, and have two boys aged eight and eleven. I've always had a short fuse, but lately it's worse: I shouted at a customer last week, slammed a door at home, and my eldest told me he doesn't like it when I'm angry. That hit hard. I can feel the heat rising before I blow, but by then it's too late to stop. I'm also trying to cut down on takeaways. What are practical ways to catch the anger earlier and handle it better?",
    intent: 'life.anger',
  },
  {
    id: 'b7-196',
    persona: 'life',
    message:
      "Little things set me off: someone cutting in the queue, my partner loading the dishwasher wrong. I go red, my voice goes up, and ten minutes later I'm embarrassed and apologising. I don't like who I am in those moments.",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b7-197',
    persona: 'life',
    message: 'honestly cant fall asleep before 2am lately no matter what i try',
    intent: 'life.sleep',
  },
  {
    id: 'b7-198',
    persona: 'life',
    message:
      "I wake at 3:30am almost every night and can't get back to sleep. I'm 45, working in Sydney, and I have no caffeine after noon. What can I try to sleep through the night?",
    intent: 'life.sleep',
  },
  {
    id: 'b7-199',
    persona: 'life',
    message:
      "For about a year now I've been sleeping badly. I work as a pharmacist in Hyderabad, usually finishing at nine at night, and by the time I eat and unwind it's past midnight. Then my mind keeps going until two or three, and I'm up at seven for the commute. I've tried melatonin from a friend, herbal tea and no phone in bed, which helped a little. I'm also thinking of joining a gym. What can I change about my routine to get better sleep on these hours?",
    intent: 'life.sleep',
  },
  {
    id: 'b7-200',
    persona: 'life',
    message:
      "I lie there replaying the day for hours, then the alarm goes at 6:30 and I drag myself through on three coffees. At weekends I crash until noon. I'd love to feel rested for once.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b7-201',
    persona: 'life',
    message: 'i feel like im just not good enough at anything',
    intent: 'life.self-esteem',
  },
  {
    id: 'b7-202',
    persona: 'life',
    message:
      "I'm 31, in Birmingham. Whenever I look in the mirror or compare myself with my sisters, I feel worthless. Where do I even start building some confidence in myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b7-203',
    persona: 'life',
    message:
      "I grew up in a household where nothing was ever quite good enough. My mum compared me to my cousins constantly, and my grades, my weight and my friends were always up for comment. I'm 35 now, live in Sydney, and have a good job and a kind partner, yet I still feel like a disappointment. I struggle to accept compliments, I avoid photos, and I never speak up first in groups. I've also been thinking about taking up painting again. How do I start building genuine self-esteem at this point in my life?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b7-204',
    persona: 'life',
    message:
      "When someone compliments me I immediately list the reasons they're wrong. I apologise for taking up space in conversations, and I assume people only invite me out of pity.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b7-205',
    persona: 'life',
    message: 'any tricks for sticking to a habit longer than a week',
    intent: 'life.habits',
  },
  {
    id: 'b7-206',
    persona: 'life',
    message:
      'I want to journal for 10 minutes and meditate every morning before work in Pune. I manage 4 days, then skip one and give up completely. How do I make it last this time?',
    intent: 'life.habits',
  },
  {
    id: 'b7-207',
    persona: 'life',
    message:
      "Every few months I decide I'm going to become a morning person: up at 6, read for twenty minutes, stretch, and plan the day. I'm a 29-year-old nurse in Cardiff, so my shift pattern makes routines tricky. I usually manage it for a week or two, then a run of night shifts knocks it over, and I never quite get back on track. I've tried tracker apps and streaks, but I just feel guilty when I break them. I'm also trying to learn Welsh, slowly. How do I build a habit that survives a chaotic schedule?",
    intent: 'life.habits',
  },
  {
    id: 'b7-208',
    persona: 'life',
    message:
      "Every January I start something new: reading before bed, flossing, Duolingo. By February it's gone. I'm starting to think I'm just someone who can't keep anything going.",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b7-209',
    persona: 'life',
    message: 'havent worked out in 2 years, where do i even start',
    intent: 'life.exercise',
  },
  {
    id: 'b7-210',
    persona: 'life',
    message:
      "I'm 52, about 15kg heavier than I'd like, and live in Adelaide. I've never been sporty. What's a realistic way to get moving 3 times a week that's gentle on my knees?",
    intent: 'life.exercise',
  },
  {
    id: 'b7-211',
    persona: 'life',
    message:
      "At school I was the kid who hid in the changing rooms during PE, and that feeling never really left. I'm 47 now, an office manager in Leicester, and at a recent check-up my GP said more activity would do me good. Gyms intimidate me and I hate running. My husband cycles, but I'd feel slow next to him. I also want to spend more time in the garden this year. What's a gentle but realistic way to start getting active and actually enjoy it?",
    intent: 'life.exercise',
  },
  {
    id: 'b7-212',
    persona: 'life',
    message:
      'I sit at a desk nine hours a day, then on the sofa. Climbing the stairs to my flat leaves me puffing, and my kids now beat me in every race at the park.',
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b7-213',
    persona: 'life',
    message: 'spend like 7 hours a day on my phone, need to stop',
    intent: 'life.screen-time',
  },
  {
    id: 'b7-214',
    persona: 'life',
    message:
      "My screen time report says 6h 40m a day, mostly TikTok and Reddit. I'm 24 and live in London. I'd like to get it under 2 hours. What actually works?",
    intent: 'life.screen-time',
  },
  {
    id: 'b7-215',
    persona: 'life',
    message:
      "I'm a 19-year-old uni student in Melbourne, and I've started to notice that my phone is eating my life. My screen time averages nine hours a day, mostly short videos and group chats. I'll sit down to study and realise two hours have gone. My flatmates are the same, so it feels normal, but I feel foggy all the time. I'm also working weekend shifts at a café. What are realistic ways to cut down on screen time without deleting everything and missing out on plans?",
    intent: 'life.screen-time',
  },
  {
    id: 'b7-216',
    persona: 'life',
    message:
      "I pick up my phone to check the weather and look up forty minutes later, having watched strangers cook pasta. It's the first thing I touch in the morning and the last thing at night.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b7-217',
    persona: 'life',
    message: 'keep putting everything off till the last minute, its getting bad',
    intent: 'life.procrastination',
  },
  {
    id: 'b7-218',
    persona: 'life',
    message:
      "My master's dissertation at Edinburgh is due in 6 weeks and I've written 800 of 15,000 words. Every day I plan to start and end up cleaning the flat instead. How do I stop procrastinating?",
    intent: 'life.procrastination',
  },
  {
    id: 'b7-219',
    persona: 'life',
    message:
      "I freelance as a copywriter from home in Bristol, which means nobody checks what I do between nine and five. I have four client projects due this month, and I've started all of them but finished none. Each morning I tell myself I'll start at ten, then it's eleven, and I've tidied the kitchen, answered emails and read the news. The work gets done in a panic at midnight before each deadline, and the quality shows. My partner has also been asking me to sort out our holiday plans. How do I stop putting things off and work steadily?",
    intent: 'life.procrastination',
  },
  {
    id: 'b7-220',
    persona: 'life',
    message:
      'The car insurance renewal, the dentist, the email to my landlord: all sitting there for weeks. I know each one takes twenty minutes, and I still find myself reorganising my bookshelf instead.',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b7-221',
    persona: 'life',
    message: 'think im drinking a bit too much lately, want to cut back',
    intent: 'life.drinking',
  },
  {
    id: 'b7-222',
    persona: 'life',
    message:
      "I'm having 3 or 4 beers most weeknights and more at weekends, probably 35 units a week. I'm 38, in Manchester. I don't want to stop entirely, just cut back. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b7-223',
    persona: 'life',
    message:
      "I'm 44 and work in hospitality supply in Sydney, so alcohol is part of the culture: client lunches, Friday sessions, tastings. Over the past few years I've gone from a few beers at weekends to drinking most nights, and my wife has started counting the bottles in the recycling. I'd like to cut back to weekends only, but every plan falls apart by Wednesday. I'm also training for a 10k with my daughter. How do I cut back on drinking when it's so tied up with work and socialising?",
    intent: 'life.drinking',
  },
  {
    id: 'b7-224',
    persona: 'life',
    message:
      "The wine used to be a Friday treat. Now a bottle disappears most evenings after the kids are in bed, and I've started putting the empties out before my husband gets home.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b7-225',
    persona: 'life',
    message: 'always broke by the 20th, need a budget that works',
    intent: 'life.money',
  },
  {
    id: 'b7-226',
    persona: 'life',
    message:
      "Take-home pay is £2,300 a month in Leeds, rent is £950, and I've got £4k on credit cards. I'm 27. How do I set up a budget and start clearing the debt?",
    intent: 'life.money',
  },
  {
    id: 'b7-227',
    persona: 'life',
    message:
      "My partner and I both work, me as a teaching assistant and him as a delivery driver in Birmingham, and together we bring home about £3,400 a month. We've got two kids, rent of £1,200, and somehow there's never anything left. We owe about £6k across two credit cards and I've got a Klarna habit I'm not proud of. I'm also trying to plan a cheap holiday for the summer. I don't need investment advice; I just want to get on top of day-to-day money. Where do we start with a budget that actually works for a family?",
    intent: 'life.money',
  },
  {
    id: 'b7-228',
    persona: 'life',
    message:
      "I avoid opening my banking app because I'm scared of what I'll see. Payday comes, then somehow by the third week I'm living on pasta and putting petrol on the card.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b7-229',
    persona: 'life',
    message: 'just moved to a new city and nothing feels like home yet',
    intent: 'life.moving',
  },
  {
    id: 'b7-230',
    persona: 'life',
    message:
      "We relocated from Lagos to Manchester 3 months ago with our 2 kids. The weather, the schools, the food: everything's different. How do we settle in faster as a family?",
    intent: 'life.moving',
  },
  {
    id: 'b7-231',
    persona: 'life',
    message:
      "We moved from Manchester to Perth in January for my husband's job, with our two kids aged six and nine. The kids have settled at school faster than I expected, but I'm finding it hard. I gave up my job as a practice manager, I don't know anyone yet, and I miss the rhythm of home, even the rain. The time difference makes it hard to call my mum. I've also been looking for part-time work, though that's slow. What helps people settle into a new country and start to feel at home?",
    intent: 'life.moving',
  },
  {
    id: 'b7-232',
    persona: 'life',
    message:
      'The boxes are unpacked but I still take wrong turns going to the supermarket, the neighbours just nod, and I keep comparing everything to back home in Chennai.',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b7-233',
    persona: 'life',
    message: 'saying no to people makes me feel so guilty, help',
    intent: 'life.boundaries',
  },
  {
    id: 'b7-234',
    persona: 'life',
    message:
      "My mother-in-law in Düsseldorf drops by unannounced 3 or 4 times a week and rearranges our kitchen. My husband won't say anything. How do I set boundaries kindly without starting a war?",
    intent: 'life.boundaries',
  },
  {
    id: 'b7-235',
    persona: 'life',
    message:
      "I'm 32, single, and the only one of four siblings without kids, so it's somehow become my job to sort everything. I'm the one who takes Mum to appointments, hosts Christmas, lends my brother money and babysits at short notice. I live in Leeds and work full-time in marketing. Last weekend I cancelled my own birthday plans to cover for my sister again, and I was furious afterwards. I'm also thinking about booking a solo trip this year. How do I start setting boundaries with my family without them thinking I've turned selfish?",
    intent: 'life.boundaries',
  },
  {
    id: 'b7-236',
    persona: 'life',
    message:
      "I'm the person everyone calls when they need something: lifts to the airport, covering shifts, listening to my cousin's dramas for hours. I never say no, and then I lie awake resenting all of them.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b7-237',
    persona: 'life',
    message: "everything's fine but i feel like i'm drifting with no real direction",
    intent: 'life.purpose',
  },
  {
    id: 'b7-238',
    persona: 'life',
    message:
      "I'm 45, the kids are off at uni, and I have a comfortable job in Brisbane. I've ticked every box I set myself at 25 and have no idea what the next 20 years are for. How do I find some direction in life?",
    intent: 'life.purpose',
  },
  {
    id: 'b7-239',
    persona: 'life',
    message:
      "I retired last year at 62 after thirty-five years as a civil servant in Bonn. I was looking forward to it: travel, the garden, more time with the grandchildren. And I've done those things, but there's an emptiness I didn't expect. My work gave the week a shape and made me feel useful. My wife seems to be thriving, with her choir and volunteering, while I'm drifting. I've also been having trouble with my knee, which limits my walks. How do I find a new sense of purpose and direction at this stage of life?",
    intent: 'life.purpose',
  },
  {
    id: 'b7-240',
    persona: 'life',
    message:
      "On paper my life is good: nice flat, stable partner, decent job. But I wake up wondering what it's all adding up to. I want to feel like I'm heading somewhere, not just ticking along.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b7-241',
    persona: 'life',
    message: 'big decision to make and i keep going round in circles',
    intent: 'life.decision',
  },
  {
    id: 'b7-242',
    persona: 'life',
    message:
      "My wife has been offered a 2-year contract in Perth at 15% more pay. We'd be leaving Leeds, where my parents, both 70, live. We have to answer by the end of the month. How do we decide?",
    intent: 'life.decision',
  },
  {
    id: 'b7-243',
    persona: 'life',
    message:
      "My partner and I have lived in London for ten years, renting a small flat. We've been offered the chance to buy a house in my hometown near Newcastle, where prices are a third of what they are here, and my parents would be nearby to help with our baby, due in October. But all our friends are in London, my partner's job needs two office days a week, and I worry we'd feel isolated. We've also been arguing about baby names, which is less serious. How do we make this decision without one of us feeling pushed into it?",
    intent: 'life.decision',
  },
  {
    id: 'b7-244',
    persona: 'life',
    message:
      "I've got until Friday to accept a place on a full-time master's in Berlin, which would mean leaving my job and my flat. Every night I flip: my gut says one thing and my spreadsheet says the other.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b7-245',
    persona: 'life',
    message: 'looking after my mum with dementia and im running on empty',
    intent: 'life.caregiving',
  },
  {
    id: 'b7-246',
    persona: 'life',
    message:
      "My dad had a stroke in January. I'm 48, working full-time in Bangalore, and I'm his main carer while my brother is in the US. How do I cope, and what support should I look for?",
    intent: 'life.caregiving',
  },
  {
    id: 'b7-247',
    persona: 'life',
    message:
      "My mum was diagnosed with Parkinson's three years ago and moved in with us last spring. I'm 51, work part-time as a bookkeeper in Adelaide, and my husband is supportive but works long hours. I do her medication, appointments, meals and most of her personal care. My brother lives in Perth and sends money, but he's not here. I love her and I'd choose this again, but I'm exhausted and I've lost touch with my own friends. I've also got a daughter starting uni. How do I keep caring for Mum without losing myself completely?",
    intent: 'life.caregiving',
  },
  {
    id: 'b7-248',
    persona: 'life',
    message:
      "Every morning before work I go round to Dad's to give him his tablets and help him wash, then back again at lunch. My own kids say they never see me. I love him, but I'm wearing thin.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b7-249',
    persona: 'founder',
    message: 'been getting chest pains late at night, should i see a doctor',
    intent: 'any.health',
  },
  {
    id: 'b7-250',
    persona: 'career',
    message:
      "I've had migraines three times a week for the past month, usually mid-afternoon at the office in Leeds. Paracetamol barely touches them and my vision goes blurry. Is this something to get checked urgently, and which specialist would I see?",
    intent: 'any.health',
  },
  {
    id: 'b7-251',
    persona: 'life',
    message:
      "I'm 58 and live in Pune with my wife. I've always been healthy, walk every morning and eat mostly vegetarian. For the past two months I've been unusually thirsty, getting up three times a night to use the bathroom, and I've lost about four kilos without trying. My wife thinks it's the heat. My daughter is visiting from Canada next month and I'd like to be well for that. My father had diabetes late in life. Should I be worried about these symptoms, and what tests should I ask a doctor for?",
    intent: 'any.health',
  },
  {
    id: 'b7-252',
    persona: 'founder',
    message:
      "There's a lump on the side of my neck that's been there three weeks. It doesn't hurt, but I keep pressing on it between calls, and I haven't had a spare hour to get anything looked at.",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b7-253',
    persona: 'career',
    message: 'can my employer legally make me do unpaid overtime every week',
    intent: 'any.legal',
  },
  {
    id: 'b7-254',
    persona: 'life',
    message:
      'My landlord in Bristol is keeping £1,200 of my £1,500 deposit for wear and tear, and the deposit was never put in a protection scheme. What are my rights, and should I take it to small claims?',
    intent: 'any.legal',
  },
  {
    id: 'b7-255',
    persona: 'founder',
    message:
      "We're a three-person design studio in Manchester. Last spring we built a full website and booking system for a chain of gyms, invoiced £18,000 in stages, and received only the first £6,000. They're now refusing to pay the rest, saying the project was late, even though the delays came from them sending content months after deadlines. We had a signed contract, though it was a template I found online. I'm also trying to bring on a junior designer, so cash matters. Can we legally recover the money, and is it worth going to a solicitor or using the small claims court?",
    intent: 'any.legal',
  },
  {
    id: 'b7-256',
    persona: 'career',
    message:
      'My old company sent a letter saying the side project I built on weekends belongs to them, and they want me to hand over the code. I never used their laptop or their time. Where do I stand?',
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b7-257',
    persona: 'life',
    message: 'should i pay off my student loan early or invest the cash',
    intent: 'any.finance',
  },
  {
    id: 'b7-258',
    persona: 'founder',
    message:
      "I sold my startup and after tax I'll have about £1.2M. I'm 39 and live in London. How should I split it between pension, ISAs and property, and do I need a financial adviser?",
    intent: 'any.finance',
  },
  {
    id: 'b7-259',
    persona: 'career',
    message:
      "I've just moved from a startup to a big tech company in London, and for the first time I've got a proper salary, RSUs vesting quarterly, and a pension with employer matching up to 8%. I'm 33, I rent, and I've got about £25k in a cash ISA that's barely earning anything. I'd like to buy a flat in three to five years. I'm also getting married next summer. What should I be doing with the RSUs when they vest, how much should I put into the pension, and is it worth paying for an independent financial adviser?",
    intent: 'any.finance',
  },
  {
    id: 'b7-260',
    persona: 'life',
    message:
      "My grandmother left me about 40 grand and it's just sitting in my current account. Everyone has an opinion: crypto, a flat, index funds. I don't know what I'm doing and I don't want to blow it.",
    intent: 'any.finance',
  },
];
