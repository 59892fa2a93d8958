import type { MentorType } from '@mentor/validation';

/**
 * The eighth blind set (260 messages, 4 per intent, ids b8-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the ninth blind set (then src/ai/eval/blind-heldout-9.ts) replaced it. One message
 * (b8-177) was word for word a message of the corpus when it was written; two words were added to it.
 */
export const EIGHTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b8-001',
    persona: 'founder',
    message: 'is there a way to tell if ppl want my app idea',
    intent: 'founder.discovery',
  },
  {
    id: 'b8-002',
    persona: 'founder',
    message:
      "Planning a meal-kit service for shift nurses in Manchester. 40 survey responses say they'd 'love it', but nobody has paid a penny. What should I ask in follow-up conversations to find out whether this is a real problem worth solving?",
    intent: 'founder.discovery',
  },
  {
    id: 'b8-003',
    persona: 'founder',
    message:
      "Some background: I spent eleven years as a site engineer in Lagos and watched contractors lose a fortune to cement and steel going missing between the supplier and the site. My idea is a simple phone app where every delivery gets photographed and signed off. I've mocked up a few screens, and my brother-in-law, who runs a small construction firm, says he'd use it. I'm also still deciding whether to keep my job part-time while I work on this. My real question is how to test whether contractors would genuinely pay for this before I build anything. What should I ask them, and how many conversations are enough?",
    intent: 'founder.discovery',
  },
  {
    id: 'b8-004',
    persona: 'founder',
    message:
      "Everyone I describe the idea to says it sounds great, but I have a nagging feeling they're just being polite. Before I spend my savings building it, I want some proof that somebody out there actually has this problem.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b8-005',
    persona: 'founder',
    message: 'got the mvp done, where do i find my first users??',
    intent: 'founder.first-customers',
  },
  {
    id: 'b8-006',
    persona: 'founder',
    message:
      'We built scheduling software for independent physiotherapy clinics in Toronto. It works, and two clinics are testing it for free. How do I land the first ten paying clinics with zero sales background and a budget of about $2,000?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b8-007',
    persona: 'founder',
    message:
      "Last January I left my job at a Nairobi bank to build a tool that helps small dairy cooperatives record milk deliveries and pay farmers by M-Pesa. Four months of building later, the product works well in the one cooperative my uncle chairs, and they use it every day, which is encouraging. I'm juggling a small consulting gig to cover rent, so my time is limited. The problem is that there are hundreds of cooperatives in the Rift Valley and I have no relationship with any of them. How do I get the next five or ten to sign up and pay, and should I be going door to door or through county officials?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b8-008',
    persona: 'founder',
    message:
      "The app has been live for six weeks and the only people using it are my mum and my flatmate. I honestly don't know who to show it to next or how to get strangers to give it a go.",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b8-009',
    persona: 'founder',
    message: 'what shd i charge for my saas, genuinely no clue',
    intent: 'founder.pricing',
  },
  {
    id: 'b8-010',
    persona: 'founder',
    message:
      'Bookkeeping tool for Australian tradies, currently $19 a month flat. Competitors charge $35 to $60. About 120 users and almost nobody complains about price. Should I raise it, move to tiers, or charge per invoice sent?',
    intent: 'founder.pricing',
  },
  {
    id: 'b8-011',
    persona: 'founder',
    message:
      "We're a four-person team in Berlin building compliance software for small logistics companies, mostly firms with 10 to 50 trucks. We launched with a single plan at €99 a month because it felt like a safe number, and 38 companies have signed up. Recently a much larger carrier with 400 trucks asked for a quote and I froze. I also need to sort out our VAT registration, but that's another story. What I want to figure out is how to structure what we charge so it works for both the small firms and the big ones: per truck, per user, or tiers? And how do I move existing customers over without upsetting them?",
    intent: 'founder.pricing',
  },
  {
    id: 'b8-012',
    persona: 'founder',
    message:
      "Whenever a prospect asks what it costs, I make up a different number on the spot. Half of them say yes instantly, which makes me suspect I'm leaving a lot of money on the table.",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b8-013',
    persona: 'founder',
    message: 'users keep leaving after month 2, help',
    intent: 'founder.churn',
  },
  {
    id: 'b8-014',
    persona: 'founder',
    message:
      'Our language-learning subscription in Brazil has about 3,000 paying users, but 11% cancel every month, mostly in their second month. What should I look at first to keep more of them around?',
    intent: 'founder.churn',
  },
  {
    id: 'b8-015',
    persona: 'founder',
    message:
      "Quick context: I run a meal-planning subscription app out of Melbourne. We launched eighteen months ago, we're at about 2,400 paying subscribers on $12 a month, and acquisition is going fine thanks to a couple of food influencers. The issue shows up in the cohort charts: roughly 40% of people are gone by month three. The exit survey mostly says 'not using it enough', which doesn't tell me much. We're also about to hire our first support person, which might help a little. How do I figure out why people are leaving, and what are the highest-impact things to try first to keep subscribers longer?",
    intent: 'founder.churn',
  },
  {
    id: 'b8-016',
    persona: 'founder',
    message:
      'We sign up plenty of new accounts every month, but the total barely moves because about as many quietly disappear. It feels like filling a bathtub with the plug pulled out.',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b8-017',
    persona: 'founder',
    message: 'need a real sales process, not just me winging calls',
    intent: 'founder.sales',
  },
  {
    id: 'b8-018',
    persona: 'founder',
    message:
      'Six-person cybersecurity startup in Dublin selling to mid-sized banks. Deals take 5 to 9 months and I handle every single one personally. How do I set up stages, a CRM and a repeatable pipeline so a first sales hire could take over?',
    intent: 'founder.sales',
  },
  {
    id: 'b8-019',
    persona: 'founder',
    message:
      "I'm the technical cofounder of a B2B analytics startup in Austin, and since our commercial cofounder left in the spring I've been doing all the selling myself. We have 22 customers, average deal about $18k a year, and almost all of them came from warm intros. I keep a spreadsheet of leads that's honestly a mess, and I never know which deals are real. We're also moving offices next month, so everything is chaotic. What I need is a basic, repeatable sales process: how to qualify leads, what stages to track, and when it makes sense to bring in a first account executive rather than keep doing it myself.",
    intent: 'founder.sales',
  },
  {
    id: 'b8-020',
    persona: 'founder',
    message:
      "Every deal we've closed happened because I personally charmed someone over coffee, and there's no way to hand that to anyone else. I need a way of winning business that works without me being in every conversation.",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b8-021',
    persona: 'founder',
    message: 'first engineer hire, no recruiter budget, where to start',
    intent: 'founder.hiring',
  },
  {
    id: 'b8-022',
    persona: 'founder',
    message:
      'We just closed a $1.2M seed in Bangalore and need three backend engineers and a product designer within the quarter. Competing with big tech salaries is impossible. How do we attract good candidates and run a fair hiring process?',
    intent: 'founder.hiring',
  },
  {
    id: 'b8-023',
    persona: 'founder',
    message:
      "We're a seven-person agritech startup in Kenya, and so far everyone has joined through friends or former colleagues. That worked for a while, but our last two additions didn't work out and one left after six weeks, which cost us a lot of time. Now we need a senior mobile developer and a field operations lead before the harvest season. I'm also trying to sort out a proper employee share scheme, which I'll need advice on later. For now, my question is how to run a structured process for these two roles: where to find candidates, what to test for, and how to avoid repeating the same mistakes.",
    intent: 'founder.hiring',
  },
  {
    id: 'b8-024',
    persona: 'founder',
    message:
      "I'm doing five jobs at once and it's obvious we need more people, but the thought of bringing on the wrong person and being stuck with them for years terrifies me.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b8-025',
    persona: 'founder',
    message: 'is it too early to raise a pre seed round',
    intent: 'founder.fundraising',
  },
  {
    id: 'b8-026',
    persona: 'founder',
    message:
      'Climate-tech startup in Munich, €40k MRR growing 12% a month. We want to raise a €2M seed. Should I go to angels first or straight to VCs, and roughly how many investor meetings should I expect to need?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b8-027',
    persona: 'founder',
    message:
      "My cofounder and I have bootstrapped a B2B payroll product in Toronto for two years. We're at about CAD 70k in monthly recurring revenue, profitable some months, and growing around 8% a month. A couple of angels have reached out unprompted, and one VC asked for a coffee. We've never raised a cent, so I don't understand how term sheets, valuations or SAFEs work, and frankly I'm not sure we even need the money. We're also trying to hire a head of sales, which is slow going. Should we raise a seed round now while things look good, and if so, how do we approach it without wasting six months?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b8-028',
    persona: 'founder',
    message:
      "We can't grow fast enough on our own revenue, and I keep wondering whether to bring in outside money and give up a slice of the company. I don't even know where to start with that world or who to talk to.",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b8-029',
    persona: 'founder',
    message: 'my pitch deck is 30 slides lol, too long?',
    intent: 'founder.pitch',
  },
  {
    id: 'b8-030',
    persona: 'founder',
    message:
      'Ten minutes at a demo day in Nairobi next month, in front of about 25 investors. My deck is 18 slides and I always run over on the market-size section. How should I restructure it and what should I cut?',
    intent: 'founder.pitch',
  },
  {
    id: 'b8-031',
    persona: 'founder',
    message:
      "Over the last two months I've had around fifteen investor meetings for our B2B logistics platform for small manufacturers in Bangalore, and the feedback I keep getting is that the story is confusing. I open with market size, then the technology, then traction near the end, which I'm now thinking is backwards. Our traction is actually decent: 60 customers and 3x growth this year. I also have a podcast appearance next week that I'm nervous about. How should I restructure the deck and the first two minutes of my talk so investors immediately understand why we matter?",
    intent: 'founder.pitch',
  },
  {
    id: 'b8-032',
    persona: 'founder',
    message:
      'When I present the company to VCs their eyes glaze over by slide four, and afterwards nobody can repeat back what we actually do or why now is the moment.',
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b8-033',
    persona: 'founder',
    message: 'me and my cofounder keep fighting about everything rn',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b8-034',
    persona: 'founder',
    message:
      "My cofounder and I split equity 50/50 two years ago in Sydney. He now works maybe 20 hours a week while I'm doing 60+. We've argued about it three times already. How do I raise this properly without blowing up the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b8-035',
    persona: 'founder',
    message:
      "We started our Dublin edtech company three years ago as best friends from university, 50/50 equity, me on product and him on commercial. Things were great until we raised a small seed last year. Since then he wants to chase big school districts in the US, while I think we should stay focused on Irish and UK schools where we're actually winning. Board meetings have become tense, and last week he said something in front of the team that really stung. I'm also dealing with a house move this month, so I'm short on patience. How do we work through this disagreement without it destroying the friendship or the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b8-036',
    persona: 'founder',
    message:
      'The person I started this company with and I have stopped talking in meetings. We communicate through short Slack messages and both of us are quietly keeping score of who does what.',
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b8-037',
    persona: 'founder',
    message: 'where do ppl even find a technical cofounder',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b8-038',
    persona: 'founder',
    message:
      "Non-technical founder in Lagos with a fintech idea for market traders and 200 people on a waitlist. I need a CTO-type cofounder willing to work for equity. Where should I look, and how do I test whether we'd work well together?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b8-039',
    persona: 'founder',
    message:
      "For about eight months I've been working on a B2B tool for independent pharmacies in Ontario. I'm a pharmacist by training, so I understand the problem deeply, and I've got letters of intent from six pharmacies. What I don't have is anyone who can build software. I tried a freelancer from an online marketplace, which was expensive and slow. An accelerator told me they won't look at us without a technical person on the founding team. I'm also figuring out whether to incorporate federally or provincially. Where do people actually meet a technical cofounder, and how do you know whether someone is the right person to build a company with?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b8-040',
    persona: 'founder',
    message:
      'Building this alone is exhausting. I want someone to share the whole thing with, not an employee but someone with real skin in the game who can own the technical side while I handle the rest.',
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b8-041',
    persona: 'founder',
    message: 'shld we pivot or give it more time',
    intent: 'founder.pivot',
  },
  {
    id: 'b8-042',
    persona: 'founder',
    message:
      'Eighteen months into an HR analytics product for UK retailers: 14 customers, flat revenue around £9k a month. But three customers keep using one side feature heavily. Is it time to change direction and build the company around that?',
    intent: 'founder.pivot',
  },
  {
    id: 'b8-043',
    persona: 'founder',
    message:
      "Our startup in Lagos began as a marketplace connecting homeowners with vetted plumbers and electricians. We've been at it for two years, raised a small pre-seed, and the marketplace has never really taken off; repeat usage is low and the artisans keep taking jobs offline. Meanwhile, the scheduling and invoicing tool we built for the artisans themselves has 900 weekly active users and some are asking to pay for it. My cofounder thinks we just need better marketing. I also need to sort out our office lease, which ends in March. How do I decide whether to drop the marketplace and rebuild the whole company around the tool?",
    intent: 'founder.pivot',
  },
  {
    id: 'b8-044',
    persona: 'founder',
    message:
      "Part of me thinks the original idea simply isn't working and we should rebuild around something different, but saying it out loud feels like admitting two years were wasted.",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b8-045',
    persona: 'founder',
    message: 'startup has like 10 priorities, how do i pick one',
    intent: 'founder.focus',
  },
  {
    id: 'b8-046',
    persona: 'founder',
    message:
      "Our Manila edtech team of 5 has 23 'top priorities' this quarter: new features, a school partnership, SEO, a Series A deck. How do I pick the single thing that matters most and get everyone to drop the rest?",
    intent: 'founder.focus',
  },
  {
    id: 'b8-047',
    persona: 'founder',
    message:
      "As the solo founder of a small sustainable fashion brand in Melbourne, doing about $25k a month in revenue, my days are split between wholesale conversations, a new product line, TikTok content, a possible pop-up store, fixing the website, and an accelerator application due in two weeks. Everything seems urgent and important, and I'm doing a little of each badly. A friend suggested I get a virtual assistant, which I might do later. But the real question is how to choose the single most important thing to work on for the next three months, and how do I stop myself drifting back to the rest?",
    intent: 'founder.focus',
  },
  {
    id: 'b8-048',
    persona: 'founder',
    message:
      "We start on something new every Monday and by Friday we've switched again. The team is working hard, yet it feels like we're running in circles and nothing ever really moves.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b8-049',
    persona: 'founder',
    message: 'startup is draining me, running on empty',
    intent: 'founder.burnout',
  },
  {
    id: 'b8-050',
    persona: 'founder',
    message:
      "Three years running my logistics startup in Chicago, 80-hour weeks since our seed round. I've stopped enjoying anything about the business and I snap at my team. How do I recover from founder burnout without letting the company fall apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b8-051',
    persona: 'founder',
    message:
      "Four years into running my fintech startup in London, things look good on paper. We raised a Series A last autumn and the team has grown to 35. But I haven't had a proper holiday since 2021, I answer Slack at midnight, and I've started dreading board meetings I used to enjoy. My partner says I'm not present at home anymore. I'm also trying to figure out whether to bring in a COO. Mostly, though, I'm asking how founders come back from this kind of exhaustion without stepping away from the company entirely. Is there a way to recover while still running it?",
    intent: 'founder.burnout',
  },
  {
    id: 'b8-052',
    persona: 'founder',
    message:
      "I used to wake up excited about the company. Now I open my laptop and feel nothing, just heavy. I still believe in what we're building, but I have nothing left to give it.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b8-053',
    persona: 'founder',
    message: 'what features should actually go in v1',
    intent: 'founder.product',
  },
  {
    id: 'b8-054',
    persona: 'founder',
    message:
      "We're building a B2B inventory tool for restaurants in Mumbai. Customers have asked for 40+ features and our 3 engineers can ship maybe 4 things this quarter. How do I decide what goes on the product roadmap and what to say no to?",
    intent: 'founder.product',
  },
  {
    id: 'b8-055',
    persona: 'founder',
    message:
      "We're an eight-month-old startup in São Paulo building software for small veterinary clinics. The first version handles appointments and reminders, and about 40 clinics use it. Now every clinic has a wish list: inventory, billing, lab results, a pet owner app. My cofounder wants to build all of it and become the 'operating system' for vets, while I worry we'll end up with a bloated tool that does nothing well. We're also migrating our servers next month. How do we decide what the product should be over the next year, and which problems to solve first versus ignore?",
    intent: 'founder.product',
  },
  {
    id: 'b8-056',
    persona: 'founder',
    message:
      "Every customer wants something slightly different, and the app has become a cluttered mess of buttons nobody understands. I'm no longer sure what it's supposed to be or who it's really for.",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b8-057',
    persona: 'founder',
    message: 'which marketing channel should i try first',
    intent: 'founder.growth',
  },
  {
    id: 'b8-058',
    persona: 'founder',
    message:
      'D2C skincare brand in São Paulo, about R$80k revenue a month, almost all from Instagram ads, and our cost per acquisition doubled this year. What other growth channels should we test, and how do we run cheap experiments?',
    intent: 'founder.growth',
  },
  {
    id: 'b8-059',
    persona: 'founder',
    message:
      "We make accounting software for freelancers in the UK, about 1,800 paying users after two years. Almost all our signups have come from word of mouth and a couple of Reddit threads that went well. That's been great, but growth has flattened at around 60 new users a month. We've dabbled in Google Ads without much success, and I'm also rewriting our onboarding emails, which is a separate project. I'd like to find one reliable channel that can take us to 200 new users a month. How should I go about choosing and testing channels on a small budget without spreading myself thin?",
    intent: 'founder.growth',
  },
  {
    id: 'b8-060',
    persona: 'founder',
    message:
      "We've tried paid ads, a bit of content, a podcast sponsorship, and nothing consistently brings in new people. We're stuck at the same number of signups every single week.",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b8-061',
    persona: 'founder',
    message: 'how long will my cash last lol, scared to check',
    intent: 'founder.runway',
  },
  {
    id: 'b8-062',
    persona: 'founder',
    message:
      "$310k in the bank, burning about $42k a month, revenue around $8k. That's roughly 9 months of runway and the next round is uncertain. Which costs should I cut first, and when should I start worrying seriously?",
    intent: 'founder.runway',
  },
  {
    id: 'b8-063',
    persona: 'founder',
    message:
      "Our hardware startup in Munich makes smart sensors for greenhouses. We raised €1.5M eighteen months ago, and with manufacturing costs higher than planned we have roughly €380k left, burning about €55k a month. Revenue is starting, around €12k a month, but it's lumpy because growers buy seasonally. Our lead investor has hinted they might do a bridge, but nothing is signed. I also have to renew our office lease soon. How should I think about managing what's left: what to cut, how to model the next twelve months, and at what point I should start planning for the worst case?",
    intent: 'founder.runway',
  },
  {
    id: 'b8-064',
    persona: 'founder',
    message:
      "I've been avoiding the bank balance spreadsheet. The money in there has a date when it hits zero, and I think that date is closer than I want to admit to my team.",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b8-065',
    persona: 'career',
    message: 'starting my job hunt, where do i even begin',
    intent: 'career.job-search',
  },
  {
    id: 'b8-066',
    persona: 'career',
    message:
      "Data analyst, 29, in Leeds, planning to leave my current role in about four months. I'd like to target fintechs in Manchester or remote roles. How should I plan the job search week by week so I'm not just spraying applications everywhere?",
    intent: 'career.job-search',
  },
  {
    id: 'b8-067',
    persona: 'career',
    message:
      "Twelve years in procurement at a large manufacturer in Birmingham, and the company is being acquired. Nobody's been let go yet, but I'd rather leave on my own terms. The last time I looked for work was 2012, and everything seems to have changed: LinkedIn, recruiters, online assessments. I'm also doing a part-time CIPS qualification in the evenings. How should I plan the whole job search, including which companies to target, how many hours a week to spend, and how to run it alongside a full-time job without my current employer noticing?",
    intent: 'career.job-search',
  },
  {
    id: 'b8-068',
    persona: 'career',
    message:
      'My contract ends in June and I have no idea what comes next. This time I want to be organised about finding something, with an actual plan, rather than panicking in May.',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b8-069',
    persona: 'career',
    message: 'can my resume be 2 pages or is that bad',
    intent: 'career.cv',
  },
  {
    id: 'b8-070',
    persona: 'career',
    message:
      "After 12 years in hospital pharmacy in Cork, I'm aiming for pharma regulatory affairs. My CV is basically a list of duties. How do I rewrite the bullet points to show achievements and skills that transfer?",
    intent: 'career.cv',
  },
  {
    id: 'b8-071',
    persona: 'career',
    message:
      "At 52, I've worked in retail management in Sydney for most of my adult life, running stores with up to 80 staff. My CV is four pages long, starts with my school results from the 1980s, and lists every role I've ever had. My daughter says it looks dated and that recruiters will skim it in seconds. I'm also wondering whether to show my age on LinkedIn at all. How do I cut the CV down, what should go at the top, and how do I make my experience sound relevant to head office roles rather than just shop floor work?",
    intent: 'career.cv',
  },
  {
    id: 'b8-072',
    persona: 'career',
    message:
      "The document I send out reads like a list of chores: 'responsible for', 'assisted with', 'helped to'. It says nothing about what I'm actually good at, and I don't know how to fix it.",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b8-073',
    persona: 'career',
    message: 'applied to 80 jobs, heard back from literally none',
    intent: 'career.no-responses',
  },
  {
    id: 'b8-074',
    persona: 'career',
    message:
      "Over two months I've sent 65 applications for junior UX roles in Berlin, each with a tailored cover letter. Two automated rejections and silence from everyone else. What am I doing wrong, and why is nobody replying?",
    intent: 'career.no-responses',
  },
  {
    id: 'b8-075',
    persona: 'career',
    message:
      "After finishing my master's in environmental science in Dublin last summer, I started applying for graduate roles with consultancies and councils. I've sent around 90 applications so far, some with cover letters, some through quick-apply buttons. I had two phone screens early on, and since then absolutely nothing, not even rejections from most. Part-time work in a café covers the rent, and I'm also volunteering with a river clean-up group at weekends. Is there something obviously wrong with how I'm applying? How do I actually get employers to reply?",
    intent: 'career.no-responses',
  },
  {
    id: 'b8-076',
    persona: 'career',
    message:
      "It's like shouting into a void. I hit submit, get the automatic email, and then nothing, week after week. I'm starting to wonder whether a human ever reads them at all.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b8-077',
    persona: 'career',
    message: 'interview tmrw for a barista job, any tips',
    intent: 'career.interview',
  },
  {
    id: 'b8-078',
    persona: 'career',
    message:
      'Final-round interview on Thursday for a product manager role at a health-tech company in Boston: a 45-minute case study plus behavioural questions. How should I structure my answers and prepare in the next three days?',
    intent: 'career.interview',
  },
  {
    id: 'b8-079',
    persona: 'career',
    message:
      "Nine years as a primary school teacher in Melbourne, and I've applied to become assistant principal at a different school. To my surprise I've been shortlisted. The interview panel will be the principal, a parent rep and someone from the department, and they've said there will be a presentation on a school improvement priority plus questions. I haven't been through a formal process like this since my graduate job. I'm also covering a colleague's class that week, so time is tight. How should I prepare for the presentation and the questions so I come across as ready for leadership?",
    intent: 'career.interview',
  },
  {
    id: 'b8-080',
    persona: 'career',
    message:
      "On Monday I sit across a table from three senior engineers who'll be asking about my experience for an hour. I ramble when I'm nervous. How do I get ready so I actually come across well?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b8-081',
    persona: 'career',
    message: 'should i send a thank u email after the interview',
    intent: 'career.interview-after',
  },
  {
    id: 'b8-082',
    persona: 'career',
    message:
      "Second interview with an accounting firm in Calgary was eight days ago. They said I'd hear back 'within the week' and I haven't. Is it okay to follow up, and what should the email say?",
    intent: 'career.interview-after',
  },
  {
    id: 'b8-083',
    persona: 'career',
    message:
      "Last Tuesday I had what I thought was a great final interview for a senior analyst job at an energy company in Calgary. The hiring manager even said 'we'd love to have you on the team' as I was leaving. They told me I'd hear by Friday. It's now the following Wednesday and nothing. I sent a thank-you note the same day and got no reply. Meanwhile another company wants to book a first round with me next week, and I'm also in the middle of selling my car. Should I chase them, and what do I say without sounding desperate?",
    intent: 'career.interview-after',
  },
  {
    id: 'b8-084',
    persona: 'career',
    message:
      "It's been two weeks since I met the hiring panel and I keep refreshing my inbox. I replay every answer I gave and can't tell whether it went well or badly, or whether to get in touch.",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b8-085',
    persona: 'career',
    message: 'got an offer!! can i ask for more money',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b8-086',
    persona: 'career',
    message:
      'Offer for a senior nurse educator role in Melbourne: AUD 118k base, no sign-on bonus. Market data suggests 125k to 135k. I really want the job. How do I counter without sounding ungrateful or risking the offer?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b8-087',
    persona: 'career',
    message:
      "Last week a remote-first European company offered me a software engineering role, paying $48,000 a year in dollars, which is already far more than I earn now here in Lagos. A friend who works there told me people at my level get closer to $60,000. The recruiter was very friendly and said the number was 'fairly standard'. I'm 27 and not sure how taxes work when I'm paid by a foreign company, but that's a separate worry. Is it reasonable to ask for more, and how should I word the counter-offer so they don't pull it?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b8-088',
    persona: 'career',
    message:
      "They came back with a number lower than I hoped and want an answer by Friday. I'd like to push back, but I've never done that before and I'm worried they'll walk away.",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b8-089',
    persona: 'career',
    message: '2 job offers, cant decide which one to take',
    intent: 'career.compare-offers',
  },
  {
    id: 'b8-090',
    persona: 'career',
    message:
      "Option A: £62k at a big insurer in London, hybrid, good pension. Option B: £55k plus equity at a 40-person climate startup, fully remote. I'm 34 with a toddler. How should I weigh these two offers?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b8-091',
    persona: 'career',
    message:
      "Twelve years as a civil engineer in Brisbane and I'm finally ready to move on. Two companies have offered me roles. One is a large government contractor: AUD 145k, secure, a 50-minute commute, lots of bureaucracy. The other is a small sustainability consultancy: AUD 128k, ten minutes from home, more interesting projects but less stability. My wife is pregnant with our second child, which makes me lean toward security, but I think I'd be happier at the smaller firm. I also need to tell my current boss either way. How do I choose between the two?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b8-092',
    persona: 'career',
    message:
      "Both companies said yes to me in the same week and now I'm lying awake making lists. One is safe and a bit boring, the other exciting and shaky, and I have to answer both by Monday.",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b8-093',
    persona: 'career',
    message: 'want more pay but scared to ask my boss',
    intent: 'career.raise',
  },
  {
    id: 'b8-094',
    persona: 'career',
    message:
      'QA engineer at a Pune software company for 3 years, last salary revision was 4%. Similar roles now pay about 30% more. My review is next month. How do I make the case for a proper raise?',
    intent: 'career.raise',
  },
  {
    id: 'b8-095',
    persona: 'career',
    message:
      "Three years ago I joined a marketing agency in Manchester as a junior, and since then I've taken over two major client accounts, trained the new hires, and basically run the social team since my manager went on maternity leave. My salary has gone from £24k to £26k in that time. Job ads for similar roles show £32k to £35k. Annual reviews are in six weeks, and I'm also hoping to take a couple of weeks off in the summer. How do I prepare a case for a proper pay rise, and what if they say there's no budget?",
    intent: 'career.raise',
  },
  {
    id: 'b8-096',
    persona: 'career',
    message:
      "I've taken on twice the work since my colleague left and my paycheck hasn't moved a cent. I want to bring it up with my manager but have no idea how to start that conversation.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b8-097',
    persona: 'career',
    message: 'want to get promoted to senior this yr, tips?',
    intent: 'career.promotion',
  },
  {
    id: 'b8-098',
    persona: 'career',
    message:
      'Mid-level marketing manager at a retail chain in Nairobi, six years in, strong results. The director role opens in Q3. How do I position myself for the promotion and make my case to leadership?',
    intent: 'career.promotion',
  },
  {
    id: 'b8-099',
    persona: 'career',
    message:
      "Five years as a software engineer at a mid-sized insurance company in Toronto. I consistently get good reviews and my manager says I'm 'operating at senior level already', but I've been passed over in the last two promotion cycles. The explanation each time is vague, something about needing more 'impact across teams'. Meanwhile I've been mentoring two juniors and leading a migration project. I'm also thinking about going back to school part-time eventually. What can I do before the next cycle in October to actually get promoted this time?",
    intent: 'career.promotion',
  },
  {
    id: 'b8-100',
    persona: 'career',
    message:
      "Two people who joined after me have moved up a level, and I'm still in the same seat with the same title. I want to be next, but I'm not sure what I'm missing.",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b8-101',
    persona: 'career',
    message: "boss said im 'not strategic enough' wtf does that mean",
    intent: 'career.feedback-received',
  },
  {
    id: 'b8-102',
    persona: 'career',
    message:
      "My annual review at an engineering consultancy in Hamburg said my technical work is excellent but I 'lack visibility with stakeholders'. I got a 3 out of 5. How should I interpret this feedback and what should I do with it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b8-103',
    persona: 'career',
    message:
      "For two years I've been a project coordinator at a construction firm in Sydney, and I always thought I was doing well. In my mid-year review last week, my manager said I'm reliable but that I 'don't take ownership' and 'wait to be told what to do'. It came as a shock, and when I asked for examples she gave just one, about a supplier delay. I'm also studying for my PMP certification, which eats into my evenings. How do I work out whether this criticism is fair, and what should I do with it without getting defensive?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b8-104',
    persona: 'career',
    message:
      "In our one-to-one, my manager mentioned that people find me 'a bit abrupt' in meetings. I've been turning it over for days, half hurt and half wondering whether they're right.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b8-105',
    persona: 'career',
    message: 'need to tell my report their work is sloppy, how',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b8-106',
    persona: 'career',
    message:
      "One of my 7 support agents in Manila keeps missing SLA targets, and customers have complained twice this month. She's well-liked and quite sensitive. How do I give her honest feedback without crushing her?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b8-107',
    persona: 'career',
    message:
      "I manage a team of nine nurses on a surgical ward in Cork. One of my most experienced nurses, who has been there twenty years longer than me, has started cutting corners on patient handovers. Two junior staff have mentioned it to me, and I've seen it myself a few times. She's respected, and I'm worried she'll see it as a new manager throwing her weight around. We're also short-staffed going into winter. How do I have an honest conversation with her about this that's clear but doesn't damage our working relationship?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b8-108',
    persona: 'career',
    message:
      "A guy on my team talks over everyone in meetings and people are starting to complain to me about it. I have to say something to him, and I've been putting it off for weeks.",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b8-109',
    persona: 'career',
    message: 'my boss micromanages everything, its driving me nuts',
    intent: 'career.manager',
  },
  {
    id: 'b8-110',
    persona: 'career',
    message:
      "My new manager at a Dallas marketing agency changes priorities daily, cc's the VP on my mistakes and cancels our one-to-ones. I've been there 4 years and liked it until she arrived. How do I handle her?",
    intent: 'career.manager',
  },
  {
    id: 'b8-111',
    persona: 'career',
    message:
      "Seven years in the finance department of a hospital trust in Leeds, and since a new manager started in January things have been rough. She sends emails at 10pm expecting answers by morning, criticises my work in team meetings rather than privately, and has twice changed a deadline without telling me. I tried to raise it once in a one-to-one and she said I was 'being sensitive'. I'm also the union rep for our floor, which makes things awkward. How do I deal with working under her without just putting up with it or walking out?",
    intent: 'career.manager',
  },
  {
    id: 'b8-112',
    persona: 'career',
    message:
      'The person I report to rewrites everything I hand in, then presents it as his own in front of the director. I dread every Monday check-in with him.',
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b8-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my work, ugh',
    intent: 'career.colleague',
  },
  {
    id: 'b8-114',
    persona: 'career',
    message:
      'A colleague on my finance team in Toronto keeps ignoring my emails and then tells our manager I never sent the numbers. We sit next to each other. How should I handle this without turning it into an HR thing?',
    intent: 'career.colleague',
  },
  {
    id: 'b8-115',
    persona: 'career',
    message:
      "Working as a sous chef at a busy hotel restaurant in Dublin, I've clashed with another sous chef almost from the day he joined six months ago. He changes my prep lists without asking, makes comments about my cooking in front of the junior staff, and last week we had a proper argument during service that the head chef had to break up. The head chef just told us to sort it out ourselves. I'm also trying to get time off for my sister's wedding in June. How do I fix things with him so we can actually work together?",
    intent: 'career.colleague',
  },
  {
    id: 'b8-116',
    persona: 'career',
    message:
      "There's someone two desks over who sighs loudly whenever I speak in stand-up, and we had a snippy exchange on Slack last week. The atmosphere on our team is awful now.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b8-117',
    persona: 'career',
    message: 'is 40 too late to switch careers',
    intent: 'career.change',
  },
  {
    id: 'b8-118',
    persona: 'career',
    message:
      'Secondary school chemistry teacher in Belfast for 15 years, thinking of moving into data science or environmental consulting. How do I plan a career change like this without a big pay cut for my family of four?',
    intent: 'career.change',
  },
  {
    id: 'b8-119',
    persona: 'career',
    message:
      "Sixteen years as an accountant, first at a Big Four firm and now in-house at a retailer in Frankfurt. The work is fine and the pay is good, but I've known for a while that I don't want to do this until I retire. I've always been drawn to teaching, and I've been volunteering with a youth maths club on Saturdays. I'm 44, with a mortgage and two teenagers. My wife is supportive but nervous. I'm also thinking about improving my German, since I'm still at B1. How do I plan a realistic move into teaching without putting the family at financial risk?",
    intent: 'career.change',
  },
  {
    id: 'b8-120',
    persona: 'career',
    message:
      "Twenty years in banking and I can't face another decade of it. I keep looking at people doing completely different work, carpentry, nursing, and wondering if someone my age could actually start over.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b8-121',
    persona: 'career',
    message: 'best way to learn python after work?',
    intent: 'career.retraining',
  },
  {
    id: 'b8-122',
    persona: 'career',
    message:
      'HR coordinator in Nairobi wanting to learn SQL and Power BI to move toward people analytics. I have about 6 hours a week. Should I do a paid course, a certificate, or teach myself from free material?',
    intent: 'career.retraining',
  },
  {
    id: 'b8-123',
    persona: 'career',
    message:
      "Eight years as a graphic designer in Manila, mostly print work: brochures, packaging, posters. Clients increasingly ask for UX and motion design, and I'm losing projects to younger designers who can do both. I'd like to get properly good at Figma prototyping and After Effects this year. I work full-time and have a four-year-old, so I can spare maybe an hour a night. I'm also trying to redo my portfolio website. What's the most effective way to learn these skills in that time, and how do I know when I'm good enough?",
    intent: 'career.retraining',
  },
  {
    id: 'b8-124',
    persona: 'career',
    message:
      "Everyone in my office seems to use these AI tools and spreadsheets properly and I'm still doing things by hand. I want to catch up, but I'm 58 and don't know where to start.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b8-125',
    persona: 'career',
    message: 'got laid off today. what now',
    intent: 'career.layoff',
  },
  {
    id: 'b8-126',
    persona: 'career',
    message:
      "After 9 years at a telecoms company in Atlanta, I was cut in a restructuring last week with 12 weeks' severance. I'm 47. What should I do first: update my CV, talk to recruiters, or take a break?",
    intent: 'career.layoff',
  },
  {
    id: 'b8-127',
    persona: 'career',
    message:
      "Until three weeks ago I was a senior recruiter at a tech company in San Francisco, when they cut 20% of staff, including most of the talent team. Ironically, I now have to find a job myself. I'm 41, my partner works part-time, and we have a mortgage. The severance covers about two months. The first week I just slept and watched TV; now I'm trying to get going but feel lost and embarrassed. I'm also wondering whether to sign up for unemployment benefits. How do I get back on my feet after the layoff and plan the next couple of months?",
    intent: 'career.layoff',
  },
  {
    id: 'b8-128',
    persona: 'career',
    message:
      'On Tuesday they called the whole department into a meeting and by lunch our laptops were switched off. I keep waking up at 7 with nowhere to go and no idea what to do with myself.',
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b8-129',
    persona: 'career',
    message: 'just got made team lead, no clue what im doing',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b8-130',
    persona: 'career',
    message:
      'Last month I went from senior developer to engineering manager of 6 people at a Dublin fintech. Two of them used to be my peers. How do I run one-to-ones and stop writing all the code myself?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b8-131',
    persona: 'career',
    message:
      "Seven years as a pharmacist at a hospital in Toronto, and last month I was appointed pharmacy supervisor for a team of eight. I was chosen partly because I'm good at the clinical side, but I've never managed anyone, not even an intern. Two of the team applied for the same role and didn't get it, and the atmosphere with them is a little cool. I'm also still covering some of my old shifts until they backfill. What should I focus on in my first three months as a manager, and how do I handle the two who wanted the job?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b8-132',
    persona: 'career',
    message:
      "From Monday I'm in charge of the same five people I used to grab lunch with. I have no idea how to go from being one of them to being the person who signs off their leave.",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b8-133',
    persona: 'career',
    message: 'how do i get my team motivated again',
    intent: 'career.leadership',
  },
  {
    id: 'b8-134',
    persona: 'career',
    message:
      'Leading a 14-person operations team at a logistics firm in Frankfurt through a merger. Morale is low and two people resigned last month. How do I keep the team aligned and engaged over the next six months?',
    intent: 'career.leadership',
  },
  {
    id: 'b8-135',
    persona: 'career',
    message:
      "For six years I've been a department head at a secondary school in Nairobi, with twelve teachers reporting to me. We're good at the day-to-day, but the department feels stuck. Results have plateaued, staff meetings are mostly admin, and a few of the older teachers resist anything new. The principal has asked me to lead a change in how we teach maths, and I'm not sure people will follow. I'm also studying for a master's in education part-time. How do I set a clear direction and bring the team along rather than forcing it on them?",
    intent: 'career.leadership',
  },
  {
    id: 'b8-136',
    persona: 'career',
    message:
      "My people do what I ask, but nobody brings ideas anymore and meetings are silent. I've run this group for five years and it used to have real energy.",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b8-137',
    persona: 'career',
    message: 'should i just quit my job, so over it',
    intent: 'career.quit',
  },
  {
    id: 'b8-138',
    persona: 'career',
    message:
      '26, junior auditor at a Big Four firm in Lagos. 70-hour weeks, decent pay, zero joy. I have 5 months of savings. Is it sensible to resign without another job lined up?',
    intent: 'career.quit',
  },
  {
    id: 'b8-139',
    persona: 'career',
    message:
      "Four years as a paralegal at a law firm in Chicago, and honestly I've been unhappy for at least two. I'm not planning to become a lawyer, the hours are long, and my team lead is fine but uninspiring. I've got about seven months of savings, no kids, and a vague idea of working in nonprofit communications. My parents think I'd be crazy to leave a stable job. I'm also training for a half marathon, which is the one thing keeping me sane. Should I quit now, or stay until I have something lined up?",
    intent: 'career.quit',
  },
  {
    id: 'b8-140',
    persona: 'career',
    message:
      "I've drafted the email to HR three times and deleted it each time. Part of me wants to walk out on Friday; the other part says stay another year for the bonus.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b8-141',
    persona: 'career',
    message: 'no idea what job i actually want tbh',
    intent: 'career.direction',
  },
  {
    id: 'b8-142',
    persona: 'career',
    message:
      'Graduated in economics from Manchester last year and now temping in admin. Friends went into consulting, banking, the civil service. None of it excites me. How do I figure out which career path actually fits me?',
    intent: 'career.direction',
  },
  {
    id: 'b8-143',
    persona: 'career',
    message:
      "At 20, I'm in my second year studying biology at a university in Lagos. I chose biology because my parents wanted me to do medicine and I didn't get the grades. I don't hate it, but I can't picture myself working in a lab. I've really enjoyed running the social media for our student union, and people say I'm good at organising events. I'm also trying to decide whether to do an internship this summer or just take a holiday job. How do I figure out what kind of work I actually want to do after graduating?",
    intent: 'career.direction',
  },
  {
    id: 'b8-144',
    persona: 'career',
    message:
      "When people ask what I want to do for work, I just shrug. I'm 23, I've liked bits of every job I've tried and loved none of them.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b8-145',
    persona: 'career',
    message: 'how to network when u hate small talk',
    intent: 'career.networking',
  },
  {
    id: 'b8-146',
    persona: 'career',
    message:
      'Moved to Vancouver from Manila six months ago and work as a civil engineer. I know almost nobody in the industry here. How can I build professional connections in a new country, and is LinkedIn worth the effort?',
    intent: 'career.networking',
  },
  {
    id: 'b8-147',
    persona: 'career',
    message:
      "Two years ago I moved from Manchester to Brisbane as a quantity surveyor. Work-wise things are fine, but I've realised I know almost nobody in the industry here outside my own firm, and back home most of my jobs came through people I'd worked with. I'm 45 and naturally quite introverted, so industry drinks make me want to hide in the toilets. I'm also trying to get my qualifications recognised by the Australian institute. How do I build genuine professional relationships here without it feeling fake or exhausting?",
    intent: 'career.networking',
  },
  {
    id: 'b8-148',
    persona: 'career',
    message:
      "Everyone says the best roles come through people you know, but I don't really know anyone in my field beyond my immediate team. The idea of approaching strangers at events makes me cringe.",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b8-149',
    persona: 'career',
    message: 'drowning in tasks at work, cant keep up',
    intent: 'career.workload',
  },
  {
    id: 'b8-150',
    persona: 'career',
    message:
      "Since two people left our legal ops team in Chicago, I'm covering three roles: about 60 open tickets and 4 project deadlines this month. My manager just says 'prioritise'. How do I push back and manage my workload?",
    intent: 'career.workload',
  },
  {
    id: 'b8-151',
    persona: 'career',
    message:
      "Four years qualified as a solicitor at a mid-sized firm in Bristol, and since a partner retired in the spring his clients have been split across the rest of us. I've ended up with about 40 active files, up from 25. I'm billing well over target, working most weekends, and I still feel behind on everything. My supervising partner keeps adding new matters without asking what I'm already carrying. I'm also planning a wedding, which isn't helping. How do I get this under control and tell him I can't take any more without sounding like I can't cope?",
    intent: 'career.workload',
  },
  {
    id: 'b8-152',
    persona: 'career',
    message:
      "My to-do list at the office is longer every evening than it was in the morning, and I'm answering emails at 11pm just to stay level. Nothing gets finished, it just piles up.",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b8-153',
    persona: 'career',
    message: 'feel like a fraud at my new job lol',
    intent: 'career.imposter',
  },
  {
    id: 'b8-154',
    persona: 'career',
    message:
      "Just started as a senior data scientist at a big tech company in Hyderabad. Everyone seems smarter, and I'm sure they'll realise hiring me was a mistake. How do I stop second-guessing every piece of work I do?",
    intent: 'career.imposter',
  },
  {
    id: 'b8-155',
    persona: 'career',
    message:
      "Six months ago I moved from a small charity to a policy adviser role in a government department in London. I got the job after a tough process, and my manager has been supportive. Still, in meetings with senior officials I freeze up, convinced everyone else understands the issues better and that I'll be found out. I over-prepare for everything, rewriting documents until 1am. My reviews have been positive, which somehow makes it worse. I'm also settling into a new flat share. How do I stop feeling like I don't belong at work?",
    intent: 'career.imposter',
  },
  {
    id: 'b8-156',
    persona: 'career',
    message:
      "When my manager praises my work I always assume she's just being kind. I'm convinced that one day someone will notice I don't really know what I'm doing.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b8-157',
    persona: 'life',
    message: 'me n my gf keep arguing about small stuff',
    intent: 'life.relationship',
  },
  {
    id: 'b8-158',
    persona: 'life',
    message:
      "Married 11 years, two kids, living in Brisbane. My husband and I barely talk beyond logistics and haven't had a date night in a year. How do we reconnect before our relationship gets worse?",
    intent: 'life.relationship',
  },
  {
    id: 'b8-159',
    persona: 'life',
    message:
      "My partner and I have been together seven years, living together in Vancouver for four. We love each other, but over the last year we've drifted into a pattern where every conversation about chores or money turns into a row. He shuts down and goes quiet; I push harder and get louder. Afterwards we make up, but nothing changes. We're also thinking about getting a dog, which is probably a bad idea right now. How can we break this cycle and actually communicate better as a couple?",
    intent: 'life.relationship',
  },
  {
    id: 'b8-160',
    persona: 'life',
    message:
      "Lately when he gets home we sit on opposite ends of the sofa, both on our phones. I miss how we used to laugh together and I'm not sure he even notices.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b8-161',
    persona: 'life',
    message: 'just got dumped, cant stop crying',
    intent: 'life.breakup',
  },
  {
    id: 'b8-162',
    persona: 'life',
    message:
      'My partner of 6 years moved out of our flat in Glasgow three weeks ago. We share a dog and a lot of friends. How do I get through this break-up without falling apart?',
    intent: 'life.breakup',
  },
  {
    id: 'b8-163',
    persona: 'life',
    message:
      "Three months ago my girlfriend of four years ended things, just before we were supposed to sign a lease together in Bangalore. She said she'd fallen out of love and needed space. I'm 28, and I thought we'd get married. Since then I've been going through the motions: work, gym, home. I still check her Instagram most nights, which I know isn't helping. My friends have been great, but I think they're tired of hearing about it. I'm also considering a job offer in Hyderabad. How do I actually move on from her?",
    intent: 'life.breakup',
  },
  {
    id: 'b8-164',
    persona: 'life',
    message:
      "Her toothbrush is still in the bathroom and I can't bring myself to throw it away. It's been a month since she said it was over and I still reach for my phone to text her.",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b8-165',
    persona: 'life',
    message: 'my sister and i arent speaking since xmas',
    intent: 'life.family',
  },
  {
    id: 'b8-166',
    persona: 'life',
    message:
      "My brother and I disagree about selling our parents' old house in Kerala. He wants to sell; I want to keep it for our mother to live in. Our calls end in shouting. How can we talk this through?",
    intent: 'life.family',
  },
  {
    id: 'b8-167',
    persona: 'life',
    message:
      "My parents are divorced and both live near me in Cork. My wedding is in September, and my mum has said she won't come if my dad's new partner is there. My dad says he won't come without her. I've been going back and forth between them for weeks, and every conversation ends with someone upset. My fiancé is being patient, but it's starting to affect us too. I'm also trying to finish a work certification before the wedding. How do I handle this family conflict without losing either of my parents or ruining the day?",
    intent: 'life.family',
  },
  {
    id: 'b8-168',
    persona: 'life',
    message:
      "Every Sunday lunch at my parents' ends with my dad and my husband in a standoff and my mum crying in the kitchen. I'm always stuck in the middle trying to keep the peace.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b8-169',
    persona: 'life',
    message: 'my 15yo wont talk to me anymore. help',
    intent: 'life.parenting',
  },
  {
    id: 'b8-170',
    persona: 'life',
    message:
      "My 8-year-old son in Calgary has had meltdowns every morning before school since his baby sister was born in September. His teacher says he's fine during the day. How do I handle the mornings?",
    intent: 'life.parenting',
  },
  {
    id: 'b8-171',
    persona: 'life',
    message:
      "Single dad in Toronto, two kids aged 11 and 14. Their mum moved abroad for work last year, and they see her in the summer. Since then my 14-year-old has gone quiet, spends all her time in her room, and her grades have dropped. My son is mostly fine, though clingier than before. I work shifts at a warehouse, so I'm not always home in the evenings. I'm also trying to sort out our car, which is on its last legs. How do I support my daughter through this without pushing her further away?",
    intent: 'life.parenting',
  },
  {
    id: 'b8-172',
    persona: 'life',
    message:
      "Trips to the supermarket always end with our 4-year-old screaming on the floor, and by the end I'm shouting too and she's sobbing. I feel like I'm failing her.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b8-173',
    persona: 'life',
    message: 'lost my grandad last week, feel numb',
    intent: 'life.grief',
  },
  {
    id: 'b8-174',
    persona: 'life',
    message:
      "My mother died in March after a long illness. I'm 52, in Dublin, and back at work, but I still can't go into her house or sort her things. Is this normal grief, and how do I even start?",
    intent: 'life.grief',
  },
  {
    id: 'b8-175',
    persona: 'life',
    message:
      "My best friend from school died suddenly in January. He was 34, a heart condition nobody knew about. We'd been friends since we were eleven, growing up in a small town in County Kerry. Everyone rallied round at the funeral, but now people seem to expect me to be back to normal, and I'm not. Some days I'm fine, and then a song or a photo comes up and I'm in pieces. I've also been putting off replying to his mum, who wants to meet. How do I live with this loss, and how long does this feeling last?",
    intent: 'life.grief',
  },
  {
    id: 'b8-176',
    persona: 'life',
    message:
      "It's been a year since my wife passed and everyone around me has moved on. At 70 I still set two cups out in the morning sometimes before I remember.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b8-177',
    persona: 'life',
    message: 'feel so alone lately, no one to really talk to anymore',
    intent: 'life.loneliness',
  },
  {
    id: 'b8-178',
    persona: 'life',
    message:
      "31, working remotely as a translator in Perth. Most days I don't speak to anyone out loud. My friends all had kids and drifted away. How do I start building connection again and feel less lonely?",
    intent: 'life.loneliness',
  },
  {
    id: 'b8-179',
    persona: 'life',
    message:
      "Widowed three years ago, I live on my own in a village outside Leeds. My children are in London and Canada, and they call every week, which I'm grateful for. But the days are long. Most of my friends have either moved into care or passed on, and I don't drive anymore. Sometimes I go three or four days without a proper conversation with anyone. I've also been meaning to sort out my garden for the spring. How does someone my age, 70 next month, go about meeting people and feeling less alone?",
    intent: 'life.loneliness',
  },
  {
    id: 'b8-180',
    persona: 'life',
    message:
      "Weekends are the hardest. I look through my phone and there's nobody I could ring to just go for a walk with. The flat is so quiet.",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b8-181',
    persona: 'life',
    message: 'my best friend has been ignoring my texts for weeks',
    intent: 'life.friendship',
  },
  {
    id: 'b8-182',
    persona: 'life',
    message:
      'A friend of 20 years in Leeds has stopped inviting me to things since I got engaged. We used to talk daily. I want to raise it without sounding needy. How do I bring it up?',
    intent: 'life.friendship',
  },
  {
    id: 'b8-183',
    persona: 'life',
    message:
      "My closest friend and I have been inseparable since university in Manchester, about fifteen years now. Last month she got engaged and asked someone else from our group to be maid of honour. She didn't explain, and I pretended it was fine, but I was hurt and I've been quieter with her since. She's noticed and asked if everything's okay, and I said yes. I'm also busy with a work project, so it's been easy to avoid her. Should I tell her how I feel, and how do I do that without it becoming all about the wedding?",
    intent: 'life.friendship',
  },
  {
    id: 'b8-184',
    persona: 'life',
    message:
      "Priya and I have known each other since primary school, but lately it's always me who reaches out and plans things. I'm starting to feel like I matter less to her than she does to me.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b8-185',
    persona: 'life',
    message: 'constant worry, heart racing for no reason',
    intent: 'life.anxiety',
  },
  {
    id: 'b8-186',
    persona: 'life',
    message:
      "Nursing student in Manila, 24. Before every clinical placement shift my chest gets tight and I'm sure something will go wrong. It's happening almost daily now. What can I do about the anxiety in the moment?",
    intent: 'life.anxiety',
  },
  {
    id: 'b8-187',
    persona: 'life',
    message:
      "For about six months I've had this constant background anxiety. I'm 35, a software developer in Berlin, and it started after a health scare with my father, who's fine now. But I find myself checking my own pulse, avoiding the news, and rehearsing conversations over and over. Sometimes a wave of panic hits me in the supermarket and I have to leave. I've started running again, which helps a bit. I'm also planning a trip home to see my parents. What can I do day to day to manage this before it takes over?",
    intent: 'life.anxiety',
  },
  {
    id: 'b8-188',
    persona: 'life',
    message:
      "My mind runs through every worst case before anything happens: the flight will crash, my kid will get hurt at school. I know it's irrational, but I can't switch it off.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b8-189',
    persona: 'life',
    message: 'so stressed with everything going on rn',
    intent: 'life.stress',
  },
  {
    id: 'b8-190',
    persona: 'life',
    message:
      "Between a full-time job at a bank in Nairobi, evening MBA classes and planning our wedding for May, I'm stretched thin. Tension headaches most days. How do I manage the stress for the next 8 months?",
    intent: 'life.stress',
  },
  {
    id: 'b8-191',
    persona: 'life',
    message:
      "Mother of three in Sydney, 46, working full-time as a project manager. My husband travels for work two weeks a month, my eldest is doing her final school exams, and we're renovating the kitchen, so we're cooking on a camping stove. Every day feels like juggling too many balls and dropping at least one. I can't remember the last time I sat down without my phone in my hand. I'm also trying to organise my mum's 70th birthday party. How do I get through the next few months without feeling constantly on edge?",
    intent: 'life.stress',
  },
  {
    id: 'b8-192',
    persona: 'life',
    message:
      "My jaw aches from clenching, I snap at the kids over nothing, and my shoulders are up around my ears all day. There's just too much on at once.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b8-193',
    persona: 'life',
    message: 'i lose my temper way too easily',
    intent: 'life.anger',
  },
  {
    id: 'b8-194',
    persona: 'life',
    message:
      "Twice this month I've shouted at other drivers on my commute in Lagos, and last week I snapped at my wife over the dishes in a way I really regretted. I'm 38. How do I get a handle on my anger?",
    intent: 'life.anger',
  },
  {
    id: 'b8-195',
    persona: 'life',
    message:
      "Running a small plumbing business in Birmingham at 44, I've always had a short fuse, but lately it's been worse. I shout at my apprentice when he gets things wrong, I've had a couple of rows with customers, and last week I raised my voice at my teenage son over a messy room and saw the look on his face. That stuck with me. I don't want to be like my own dad. I'm also trying to cut down on coffee, which might not be helping. What can I actually do to stop flying off the handle like this?",
    intent: 'life.anger',
  },
  {
    id: 'b8-196',
    persona: 'life',
    message:
      "Something small, like someone chewing loudly or the printer jamming, and suddenly I'm red-faced and saying things I regret. Afterwards I feel awful about it.",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b8-197',
    persona: 'life',
    message: 'cant fall asleep before 3am, help',
    intent: 'life.sleep',
  },
  {
    id: 'b8-198',
    persona: 'life',
    message:
      "45-year-old teacher in Birmingham. I fall asleep fine but wake around 3:30 every night and lie awake until 6. It's been two months. What can I change in my routine to sleep through?",
    intent: 'life.sleep',
  },
  {
    id: 'b8-199',
    persona: 'life',
    message:
      "Since starting a new job in Mumbai six months ago, with a long commute and late calls with the US team, my sleep has fallen apart. I'm usually on calls until 11pm, then I can't switch off and lie awake till 2 or 3. The alarm goes at 6:30. I tried melatonin from the chemist, which helped for a few nights. At weekends I stay in bed till noon, which probably doesn't help. I'm also trying to eat better, with mixed results. What routine changes would help me sleep properly again?",
    intent: 'life.sleep',
  },
  {
    id: 'b8-200',
    persona: 'life',
    message:
      "Night after night I'm lying there staring at the ceiling while my partner snores, and then I drag myself through the next day on coffee.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b8-201',
    persona: 'life',
    message: 'i just dont like myself much tbh',
    intent: 'life.self-esteem',
  },
  {
    id: 'b8-202',
    persona: 'life',
    message:
      "At uni in Sydney, 19, and I compare myself to everyone on my course and always come out worse. When someone compliments me I assume they're lying. How can I build some self-worth?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b8-203',
    persona: 'life',
    message:
      "Growing up in Manila, I was always compared to my older sister, who was the smart one, the pretty one, the one who got into medical school. I'm 29 now, a nurse, and good at my job, but I still feel second best. I downplay anything I achieve, apologise constantly, and when my boyfriend says something nice I assume he's just being kind. I'm also thinking about doing a postgraduate course. How can I start believing I'm worth something on my own terms, not only in comparison to her?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b8-204',
    persona: 'life',
    message:
      "When I look in the mirror or think about what I've done with my life, a voice says I'm not good enough and never will be. I've heard it since I was a kid.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b8-205',
    persona: 'life',
    message: 'why cant i make a habit stick past wk 2',
    intent: 'life.habits',
  },
  {
    id: 'b8-206',
    persona: 'life',
    message:
      "I want to read 20 minutes and journal every day. I've started in January three years running and always stop by February. I'm 36, in Melbourne, with a toddler. What actually makes a routine last?",
    intent: 'life.habits',
  },
  {
    id: 'b8-207',
    persona: 'life',
    message:
      "Every year I set the same goals: meditate daily, read before bed, do some stretching in the morning. I'm 42 and work as an accountant in Ottawa. I download apps, buy books, and start strong, but after a week or two life gets busy and it all falls away. My wife has the same problem, so we've tried doing things together, which helped for about a month. I'm also dealing with a bad back, which doesn't help the stretching. What's the trick to making a small daily habit last for more than a few weeks?",
    intent: 'life.habits',
  },
  {
    id: 'b8-208',
    persona: 'life',
    message:
      "I'm great at starting things. Meditation, language apps, journaling, each one lasts about ten days and then quietly disappears from my life.",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b8-209',
    persona: 'life',
    message: 'want to start working out, zero motivation',
    intent: 'life.exercise',
  },
  {
    id: 'b8-210',
    persona: 'life',
    message:
      "58, living in Galway, haven't exercised in about 20 years, and my GP suggested I get moving. Knees aren't great. What's a realistic way to start, maybe three times a week?",
    intent: 'life.exercise',
  },
  {
    id: 'b8-211',
    persona: 'life',
    message:
      "Working from home as a copywriter in Dublin since the pandemic, I've basically stopped moving. Some days I take fewer than 2,000 steps, and I've put on about 12 kilos. I played camogie as a teenager and loved it, but the idea of a gym makes me cringe. There's a bike in the shed with flat tyres. I'm 34. I'm also trying to eat more vegetables, which is going okay. How do I start exercising in a way I'll actually enjoy and keep up?",
    intent: 'life.exercise',
  },
  {
    id: 'b8-212',
    persona: 'life',
    message:
      "I get out of breath climbing the stairs to my flat, and my kids run circles around me in the park. I'd like to feel strong in my body again.",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b8-213',
    persona: 'life',
    message: 'im on my phone like 9 hrs a day lol',
    intent: 'life.screen-time',
  },
  {
    id: 'b8-214',
    persona: 'life',
    message:
      "My screen time report says I average 6h40m a day, mostly TikTok and Instagram. 22-year-old student in Quezon City, and it's eating into study time. How do I cut it down to 2 hours?",
    intent: 'life.screen-time',
  },
  {
    id: 'b8-215',
    persona: 'life',
    message:
      "Two teenagers, and I've been getting on at them about their phones for years. The irony is that I'm probably the worst in the house. I'm 47, living in Brisbane, and I check email and news constantly, scroll in bed, and last week my youngest told me I wasn't listening to her because I was looking at my phone. That hit hard. I'm also trying to get back into reading, which seems connected. How can I cut down on my own screen time, realistically, without going completely offline for work?",
    intent: 'life.screen-time',
  },
  {
    id: 'b8-216',
    persona: 'life',
    message:
      "I pick up my phone to check one thing and look up an hour later with no idea where the evening went. Even in bed I'm scrolling until my eyes hurt.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b8-217',
    persona: 'life',
    message: 'keep putting everything off till the last min',
    intent: 'life.procrastination',
  },
  {
    id: 'b8-218',
    persona: 'life',
    message:
      "10,000-word dissertation due in 5 weeks at uni in Cork and I've written 400 words. I keep cleaning my room instead. How do I stop procrastinating and actually get started?",
    intent: 'life.procrastination',
  },
  {
    id: 'b8-219',
    persona: 'life',
    message:
      "Freelancing as a translator in São Paulo, I love the work itself, but I keep leaving everything until the last possible moment. A job that should take three days gets done in one frantic night before the deadline. I've missed two deadlines this year and lost a client because of it. I know exactly what I need to do, and instead I tidy, watch videos, or answer unimportant emails. I'm 26. I'm also trying to sort out my tax registration, which of course I'm putting off too. Why do I do this, and how do I stop?",
    intent: 'life.procrastination',
  },
  {
    id: 'b8-220',
    persona: 'life',
    message:
      'A passport renewal form, a dentist booking and a birthday card have sat on my list for weeks. Each would take ten minutes and I just keep not doing them.',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b8-221',
    persona: 'life',
    message: 'want to cut back on the booze a bit',
    intent: 'life.drinking',
  },
  {
    id: 'b8-222',
    persona: 'life',
    message:
      "41, work in sales in Manchester, and I'm drinking a bottle of wine most weeknights, more at weekends. No major problems yet, but I want to get to 3 alcohol-free days a week. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b8-223',
    persona: 'life',
    message:
      "Drinks have always been part of the culture at my law firm in Toronto: client dinners, Friday drinks, celebrations. Over the past couple of years it has crept up at home too, and I'd guess I'm having 25 to 30 drinks a week now. I'm 52, and my doctor raised an eyebrow at my liver tests, nothing serious yet. I'm not ready to stop entirely, but I'd like to cut back a lot. I'm also worried about how to handle client events. How do I start drinking less and keep it that way?",
    intent: 'life.drinking',
  },
  {
    id: 'b8-224',
    persona: 'life',
    message:
      "The glass of red after work has turned into three, and on Saturdays I lose count. My wife raised an eyebrow last week and I didn't have an answer for her.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b8-225',
    persona: 'life',
    message: 'always broke by the 20th, how do ppl budget',
    intent: 'life.money',
  },
  {
    id: 'b8-226',
    persona: 'life',
    message:
      "I take home about ₦450,000 a month in Abuja, but between rent, helping my siblings and eating out I save nothing. How do I set up a simple budget I'll actually stick to?",
    intent: 'life.money',
  },
  {
    id: 'b8-227',
    persona: 'life',
    message:
      "My wife and I are both 30, living in Lagos with one child and another on the way. We both earn decently, but by the end of every month there's nothing left, and honestly we can't say where it goes. We've argued about spending a few times, mostly about my phone upgrades and her shopping. There's also a small loan from a cousin we need to pay back. I'm also thinking about changing jobs later this year. How do we get a grip on our money and start saving something each month?",
    intent: 'life.money',
  },
  {
    id: 'b8-228',
    persona: 'life',
    message:
      "I avoid opening my banking app because I'm scared of what I'll see. By the last week of each month I'm checking whether I can afford groceries.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b8-229',
    persona: 'life',
    message: 'just moved cities, feel so out of place',
    intent: 'life.moving',
  },
  {
    id: 'b8-230',
    persona: 'life',
    message:
      "We relocated from Chennai to Frankfurt for my husband's job 3 months ago with two kids. I don't speak German yet and the days feel long. How do we settle in and make this place feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b8-231',
    persona: 'life',
    message:
      "Four months ago we moved from Manchester to a small town in Ontario for my wife's job. The kids have settled into school faster than I expected, and she loves her work. I'm the one struggling. I gave up a job I liked, I'm looking for work here, and I don't know anyone. Winter is coming and people keep warning me about it. I'm also still sorting out my driving licence, which is a bureaucratic nightmare. How do I start feeling like this is home rather than somewhere I'm just staying?",
    intent: 'life.moving',
  },
  {
    id: 'b8-232',
    persona: 'life',
    message:
      "All the boxes are unpacked but nothing here feels like mine yet. I still don't know where to buy decent bread or who my neighbours are.",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b8-233',
    persona: 'life',
    message: 'how to say no to ppl without feeling guilty',
    intent: 'life.boundaries',
  },
  {
    id: 'b8-234',
    persona: 'life',
    message:
      'My mother-in-law in Belo Horizonte drops by unannounced 4 or 5 times a week and rearranges our kitchen. My husband says to ignore it. How do I set boundaries politely but firmly?',
    intent: 'life.boundaries',
  },
  {
    id: 'b8-235',
    persona: 'life',
    message:
      "As the eldest of five siblings in Nairobi, and the one with a good job, I'm the person the extended family comes to for school fees, hospital bills, or help with their businesses. I want to help, and culturally it's expected, but I'm struggling to save for my own kids. When I've said no before, I've been called selfish. My wife is frustrated with the situation. I'm 39, and I'm also thinking of moving us to a bigger house. How do I set clear limits with my family without damaging those relationships?",
    intent: 'life.boundaries',
  },
  {
    id: 'b8-236',
    persona: 'life',
    message:
      "I'm the person everyone calls when they need a favour, a lift, a loan, a listening ear at midnight. I always say yes, and then I quietly resent them for it.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b8-237',
    persona: 'life',
    message: 'feel kinda lost in life, no real direction',
    intent: 'life.purpose',
  },
  {
    id: 'b8-238',
    persona: 'life',
    message:
      "50, kids have left home, comfortable in Adelaide. I've ticked all the boxes but I wake up wondering what the next 30 years are for. How do I find something that feels meaningful?",
    intent: 'life.purpose',
  },
  {
    id: 'b8-239',
    persona: 'life',
    message:
      "Retired from the civil service in Dublin last spring at 61. For forty years my days were structured around work, and I didn't think about it much. Now I have everything I thought I wanted: time, a pension, good health, grandchildren nearby. But I wake up most mornings wondering what I'm for. Golf is fine but it's not enough, and my wife has her own friends and routines. I've also been thinking about selling the car since I barely drive. How do I find a sense of purpose in this stage of life?",
    intent: 'life.purpose',
  },
  {
    id: 'b8-240',
    persona: 'life',
    message:
      "On paper things are fine: decent job, nice flat, good friends. But I'm drifting through my days without knowing what any of it adds up to.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b8-241',
    persona: 'life',
    message: 'big decision to make and i keep flip flopping',
    intent: 'life.decision',
  },
  {
    id: 'b8-242',
    persona: 'life',
    message:
      "We've been offered the chance to move from Dublin to my husband's hometown in Kerala to be near his parents. It means leaving my stable job. We have to decide by August. How do we make this call?",
    intent: 'life.decision',
  },
  {
    id: 'b8-243',
    persona: 'life',
    message:
      "My company has offered me a two-year posting in Singapore. I'm 36, living in Sydney with my partner, and it's a big step up with excellent money. My partner could work remotely, mostly, but her parents are getting older and she's close to them. We've been talking about it for weeks, making lists, and we keep ending up at fifty-fifty. They need an answer by the end of the month. I'm also dealing with a minor knee injury, which is annoying. How do we actually make a decision we'll both feel okay about?",
    intent: 'life.decision',
  },
  {
    id: 'b8-244',
    persona: 'life',
    message:
      "I've made pro and con lists, asked everyone I know, even flipped a coin, and I'm still stuck between two paths. Whichever I choose, I'm scared I'll regret it.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b8-245',
    persona: 'life',
    message: 'looking after my mum w dementia, so exhausted',
    intent: 'life.caregiving',
  },
  {
    id: 'b8-246',
    persona: 'life',
    message:
      '44, caring for my dad after his stroke while working part-time in Leeds. My siblings live abroad, so I do everything: meds, appointments, bathing. How do I keep going without losing myself?',
    intent: 'life.caregiving',
  },
  {
    id: 'b8-247',
    persona: 'life',
    message:
      "My mum is 82 and has Parkinson's, and she's lived with us in Bristol since her fall last year. My husband has been supportive, and we have carers in twice a day, but I do most of the evenings, nights and weekends. I've dropped to three days a week at work. I love her and I want to do this, but I'm worn out and haven't seen my friends in months. I'm also struggling to keep up with my own GP appointments. How do other people manage caring for a parent like this without completely losing themselves?",
    intent: 'life.caregiving',
  },
  {
    id: 'b8-248',
    persona: 'life',
    message:
      "Since my husband's diagnosis I do his meals, his pills, and drive him to every appointment. I love him, but I haven't had an afternoon to myself in a year.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b8-249',
    persona: 'founder',
    message: 'is it normal to get chest pains when stressed',
    intent: 'any.health',
  },
  {
    id: 'b8-250',
    persona: 'career',
    message:
      "Software tester in Pune. For 3 weeks I've had sharp wrist pain and tingling in my fingers after long days at the keyboard. Should I see a doctor about this, or is it something rest will fix?",
    intent: 'any.health',
  },
  {
    id: 'b8-251',
    persona: 'life',
    message:
      "Lately I've been unusually tired for a couple of months, even though my routine hasn't changed. I'm 57 and live in Melbourne. I've also noticed I'm thirsty all the time and getting up two or three times a night to use the toilet. My mother had type 2 diabetes. I keep telling myself it's just age and a busy patch at work. I'm also trying to plan a trip to see my sister in Perth. Should I be worried about these symptoms, and what should I ask my doctor?",
    intent: 'any.health',
  },
  {
    id: 'b8-252',
    persona: 'founder',
    message:
      "Since the launch I've had a twitch in my left eye and a headache that hasn't gone away for ten days. Painkillers barely touch it. Is that something I should get checked out?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b8-253',
    persona: 'career',
    message: 'can my employer fire me over a tweet??',
    intent: 'any.legal',
  },
  {
    id: 'b8-254',
    persona: 'life',
    message:
      "My landlord in Melbourne is keeping my whole AUD 2,400 bond for 'wear and tear' on the carpet after 4 years. Do I have any legal right to challenge this, and how?",
    intent: 'any.legal',
  },
  {
    id: 'b8-255',
    persona: 'founder',
    message:
      "Our small coffee subscription startup in Hamburg has traded under its name for three years, with a registered domain and a decent Instagram following. Last week a letter arrived from a large drinks company's lawyers claiming our name infringes their EU trademark and demanding we stop using it within 30 days. We never registered a trademark ourselves, which I now realise was naive. I'm also in the middle of hiring our first employee. Do we have any legal grounds to keep the name, and should we talk to a specialist lawyer before we reply?",
    intent: 'any.legal',
  },
  {
    id: 'b8-256',
    persona: 'career',
    message:
      "My old company says I can't work for any competitor for 18 months because of a clause in the contract I signed. Can they actually stop me from taking this new role?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b8-257',
    persona: 'life',
    message: 'should i pay off my student loan or invest',
    intent: 'any.finance',
  },
  {
    id: 'b8-258',
    persona: 'founder',
    message:
      'Sold my small agency in Bristol for £400k. Should I put it into a pension, an ISA, or index funds, and how do I handle capital gains tax on the sale?',
    intent: 'any.finance',
  },
  {
    id: 'b8-259',
    persona: 'career',
    message:
      "Eight years at a tech company in Seattle have left me with a lot of company stock through RSUs, around $400k now, which is most of my net worth apart from our house. My 401(k) sits in a default target-date fund I've never looked at. My partner and I want to retire by 60 and help our two kids with college. I'm 43, and I'm also wondering whether to take a manager role next year. Should I be diversifying out of my company stock, and how should I think about the overall plan?",
    intent: 'any.finance',
  },
  {
    id: 'b8-260',
    persona: 'life',
    message:
      "My dad left me about $90,000 and it's just sitting in a savings account earning almost nothing. I'd like it to grow for retirement, but I don't trust myself to choose what to put it in.",
    intent: 'any.finance',
  },
];
