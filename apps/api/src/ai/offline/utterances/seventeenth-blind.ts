import type { MentorType } from '@mentor/validation';

/**
 * The seventeenth blind set (260 messages, 4 per intent, ids b17-*), now labelled training material. It was written
 * by someone who saw only the list of intents with a one-line title each, and measured as the blind set
 * (docs/mentor.md); its misses were never printed. It joined the corpus here (./index.ts appends its messages to each
 * intent's list, after the earlier writers') when the eighteenth blind set, src/ai/eval/blind-heldout-18.ts (now ./eighteenth-blind.ts),
 * replaced it.
 */
export const SEVENTEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b17-001',
    persona: 'founder',
    message: 'do people actually want a dog-walk rota app',
    intent: 'founder.discovery',
  },
  {
    id: 'b17-002',
    persona: 'founder',
    message:
      "I'm a nurse with an idea for a shift-swap app for hospital staff. Before I write a line of code, how do I find out if other nurses would actually use it and not just say 'nice idea'?",
    intent: 'founder.discovery',
  },
  {
    id: 'b17-003',
    persona: 'founder',
    message:
      "I've done 12 interviews with independent bakery owners about a food-waste tracking tool. Half said they'd love it but nobody asked when they could try it. How do I tell real interest from politeness?",
    intent: 'founder.discovery',
  },
  {
    id: 'b17-004',
    persona: 'founder',
    message:
      "So I've been farming sheep in Wales for about twenty years and my knees are going, which is partly why I started thinking about this. The idea is a simple app where neighbouring farmers can share machinery, like a baler sitting idle for eleven months of the year. My daughter says it's brilliant but she would. I mentioned it at the mart last Tuesday and two blokes nodded, one laughed. Before I spend my savings paying some developer in Cardiff, I want to know if farmers round here would genuinly pay for it or if they'd rather just phone each other like they always have. What questions should I be asking them and how many people do I need to talk to before I trust the answer?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b17-005',
    persona: 'founder',
    message: 'zero users, launch was last week, now what',
    intent: 'founder.first-customers',
  },
  {
    id: 'b17-006',
    persona: 'founder',
    message:
      "We built a booking tool for independent physiotherapists and it's live, but we don't have a single paying clinic yet. Where would you look for the first 10?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b17-007',
    persona: 'founder',
    message:
      "I left the army in March and started a small cybersecurity consultancy for local businesses. I've got the certificates and the website, but no clients at all. How do people land that very first contract when nobody knows them?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b17-008',
    persona: 'founder',
    message:
      "Bit of background: I'm a single mum of two, I work part-time at a library, and in the evenings I've built a little web app that helps primary school teachers plan reading groups. It's done. It works. My sister's colleague tested it and liked it. The problem is that's the entire list of people who have ever touched it. I don't have a marketing budget, I'm awkward on LinkedIn, and I only have about two hours a night after bedtime. I keep refreshing the signup page hoping somebody appears. How do I get the first handful of actual teachers using it, and ideally paying, so I have something real to show? Should I just email schools directly?",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b17-009',
    persona: 'founder',
    message: '£9 or £29 a month, honestly no clue',
    intent: 'founder.pricing',
  },
  {
    id: 'b17-010',
    persona: 'founder',
    message:
      'Our scheduling software for dental clinics is free in beta with 40 clinics using it. We want to start charging in September. Per seat, per location, or one flat fee?',
    intent: 'founder.pricing',
  },
  {
    id: 'b17-011',
    persona: 'founder',
    message:
      "A customer told me my $49/month plan is 'way too cheap for what it does.' Should I raise it for new signups, and what do I do about the people already on it?",
    intent: 'founder.pricing',
  },
  {
    id: 'b17-012',
    persona: 'founder',
    message:
      "I run a small hardware shop in Leeds and on the side I've made a stock-counting app that I use myself, and now three other shop owners use it too, for free, because I didn't know what to ask. My accountant keeps telling me to sort out what I'm charging. I've looked at competitors and they're all over the place, from a tenner a month to hundreds with setup fees. My worry is that if I go high, my three mates will drop it, and if I go low I'll never cover the hosting and the bit of contract work I pay for. I also wonder if I should charge per till or per shop. How do you actually work out what number to put on it?",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b17-013',
    persona: 'founder',
    message: 'customers keep cancelling after month two',
    intent: 'founder.churn',
  },
  {
    id: 'b17-014',
    persona: 'founder',
    message:
      'We lose about 8% of our subscribers every month on our meal-kit service for students. Most cancel around exam season. What can we do to keep them?',
    intent: 'founder.churn',
  },
  {
    id: 'b17-015',
    persona: 'founder',
    message:
      "Our HR software has 120 paying companies but 15 cancelled in Q1. The exit survey just says 'not using it enough'. How do I dig into why they're leaving?",
    intent: 'founder.churn',
  },
  {
    id: 'b17-016',
    persona: 'founder',
    message:
      "I retired from teaching at 62 and, against my wife's better judgement, started a subscription box of puzzles and brain games for older people. Signups have been lovely, mostly sons and daughters buying it for their parents as gifts, and we're at about 600 subscribers now. The trouble is the cancellations. A huge chunk drop off after the third box, and I suspect the gift-givers forget, or the parents don't finish the puzzles and feel guilty about the pile. I spend my mornings packing boxes in the garage and my afternoons watching the cancellation emails come in, which is a bit demoralising. What can I realistically do to keep people subscribed longer, without being pushy or tricking anyone?",
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b17-017',
    persona: 'founder',
    message: 'no repeatable way to close deals yet',
    intent: 'founder.sales',
  },
  {
    id: 'b17-018',
    persona: 'founder',
    message:
      "I'm the CEO and still the only one selling. We've closed 14 logistics companies through my own contacts, but I need something a new sales hire could follow. Where do I start with stages, scripts and a CRM?",
    intent: 'founder.sales',
  },
  {
    id: 'b17-019',
    persona: 'founder',
    message:
      'Our demos go well but then deals stall for months in hospital procurement. How should I structure follow-ups and qualify leads so we stop wasting time on ones that never sign?',
    intent: 'founder.sales',
  },
  {
    id: 'b17-020',
    persona: 'founder',
    message:
      "Quick context: we're a three-person startup selling inventory software to mid-sized breweries, mostly in the US Midwest. I'm the technical cofounder, which is a fancy way of saying I'm terrible at talking to people, but our other cofounder just had a baby and is out for three months, so the selling has landed on me. We've got maybe 30 leads in a spreadsheet, no real idea which ones are warm, and I've been sending random emails whenever I remember. Last week I forgot to follow up with a brewery in Milwaukee that had asked for a quote. I want some kind of proper pipeline, steps from first call to signed contract, who to talk to, when to chase. How do small teams set this up without buying expensive tools?",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b17-021',
    persona: 'founder',
    message: 'first engineer hire, terrified of getting it wrong',
    intent: 'founder.hiring',
  },
  {
    id: 'b17-022',
    persona: 'founder',
    message:
      "We just closed our seed round and need two backend developers and a designer in the next 3 months. We can't match Google salaries. How do we attract good people?",
    intent: 'founder.hiring',
  },
  {
    id: 'b17-023',
    persona: 'founder',
    message:
      "I've interviewed 9 candidates for a customer support lead at my skincare brand and none feel right. Am I being too picky, or is my job description the problem?",
    intent: 'founder.hiring',
  },
  {
    id: 'b17-024',
    persona: 'founder',
    message:
      "My startup makes smart irrigation sensors for small farms and it's been just me and my cofounder for two years, working out of a converted shed behind my parents' house in Nebraska. We finally have enough revenue to bring someone on, and we think it should be a hardware engineer, but honestly we also desperately need someone for operations and shipping because I'm spending my Sundays taping boxes. I have no idea how to write a job ad, what to pay, whether equity makes sense for employee number one, or how to tell in an interview if someone will cope with the chaos of a tiny company. A friend of a friend has already asked about it, which makes it feel more real. How should we approach this?",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b17-025',
    persona: 'founder',
    message: 'should we even go after a seed round',
    intent: 'founder.fundraising',
  },
  {
    id: 'b17-026',
    persona: 'founder',
    message:
      'We have $30k MRR growing 10% a month. I want to raise a $2M seed in the autumn. How do I build a list of investors and how long does the process usually take?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b17-027',
    persona: 'founder',
    message:
      'Three angels have verbally committed £150k between them but nobody will go first with the paperwork. How do I get someone to lead and actually close the round?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b17-028',
    persona: 'founder',
    message:
      "I'm a software engineer who's been building a climate-tech startup nights and weekends for about eighteen months, and I finally quit my job at the bank in January. We have a working pilot with two councils and a waitlist. Everyone in the Berlin startup scene keeps telling me I need to go out and get VC money now, but I've never done it. I don't know whether I should be talking to angels first, or applying to accelerators, or cold emailing funds I've seen on Twitter, or how much to ask for, or what dilution is normal. My girlfriend is also asking when I'll have a salary again, which is fair. Where do I even begin with getting investors on board?",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b17-029',
    persona: 'founder',
    message: 'my deck is 31 slides, too many?',
    intent: 'founder.pitch',
  },
  {
    id: 'b17-030',
    persona: 'founder',
    message:
      "I've pitched to 12 VCs and they all say 'interesting, keep us posted'. I think my story is muddled. Can you help me tighten the opening two minutes?",
    intent: 'founder.pitch',
  },
  {
    id: 'b17-031',
    persona: 'founder',
    message:
      'I have a 5-minute demo day slot on 14 June in front of about 200 investors. How should I structure the talk so the traction numbers actually land?',
    intent: 'founder.pitch',
  },
  {
    id: 'b17-032',
    persona: 'founder',
    message:
      "Okay so I'm a former nurse and my startup does remote monitoring for people recovering from hip surgery, and I genuinely know the problem better than anyone. But when I stand up in front of investors I turn into a mumbling mess. I spend ten minutes on clinical detail and then rush through the business model because I can see them checking their phones. Last Thursday a partner at a fund in Manchester literally stopped me and asked 'so what's the market size?' and I had it on slide 19. My cofounder says I should lead with the patient story, my mentor says lead with numbers. I've got another meeting in two weeks and I want the way I tell it, and the slides, to be much sharper.",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b17-033',
    persona: 'founder',
    message: "cofounder and i haven't spoken in days",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b17-034',
    persona: 'founder',
    message:
      "My business partner wants to take a big enterprise contract that would pull us off our roadmap for six months. I think it'll sink the compnay. We've argued about it three times this week. How do we settle this?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b17-035',
    persona: 'founder',
    message:
      "We split equity 50/50 two years ago, but I'm now doing 70 hour weeks while my cofounder is working 20 and has started a side gig. How do I raise this without blowing up the partnership?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b17-036',
    persona: 'founder',
    message:
      "I've known my cofounder since university, we were flatmates in Glasgow and started our events-ticketing company together four years ago. Lately everything feels like a fight. He makes product decisions without telling me, he rewrote the onboarding over a weekend, and when I bring it up in our Monday meeting he says I'm being controlling. Meanwhile I'm the one dealing with investors and payroll and I feel like he doesn't respect that side. Our team of eight has definately noticed the tension, someone asked me last week if we were 'okay'. I don't want to lose the friendship or the company, but I can't keep going like this. How do we have an honest conversation that actually changes something?",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b17-037',
    persona: 'founder',
    message: 'need a techie partner for my startup idea',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b17-038',
    persona: 'founder',
    message:
      "I'm a non-technical founder with 5 pilot customers for a legal-document tool. I need a CTO-type partner who'd work for equity. Where do people actually meet someone like that?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b17-039',
    persona: 'founder',
    message:
      "I've been on a matching site for people wanting to start a company together for 2 months and had 6 coffee chats. How do I tell if someone is right before agreeing to split the business with them?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b17-040',
    persona: 'founder',
    message:
      "I left the Royal Navy last autumn after twelve years as an engineer, and I've got a business idea for predictive maintenance on small fishing boats that I really believe in. The problem is I'm great with the engineering and hopeless at the commercial side: sales, marketing, raising money, all of it. Doing it alone feels like a recipe for failure. I live in Plymouth, don't know anyone in the startup world, and most of my mates are still serving or doing contract work offshore. I'd like to find someone with a business background who'd go all-in with me as an equal partner, not an employee. Where would someone like me even find that person, and how would I know we'd work well together long-term?",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b17-041',
    persona: 'founder',
    message: 'keep going or change the whole idea?',
    intent: 'founder.pivot',
  },
  {
    id: 'b17-042',
    persona: 'founder',
    message:
      '18 months in, our fitness app for pregnant women has 2,000 downloads but almost nobody comes back. Oddly, personal trainers keep asking to use it with clients. Should we switch to serving trainers instead?',
    intent: 'founder.pivot',
  },
  {
    id: 'b17-043',
    persona: 'founder',
    message:
      "Our consumer language app isn't working, but a few corporate HR teams are paying us for a custom version. Is it time to change direction completely, or am I giving up too early?",
    intent: 'founder.pivot',
  },
  {
    id: 'b17-044',
    persona: 'founder',
    message:
      "I've been running a marketplace for second-hand camping gear for about two years now. I started it after a trip to the Lake District where I realised how much kit people buy and use once. We've got decent traffic but margins are tiny and I'm exhausted by disputes about broken tent poles. What's interesting is that three outdoor shops have asked if they could license our listing and inspection software to run their own used-gear sections, and one offered to pay upfront. My partner thinks I should jump at it. Part of me feels like that would mean admitting the original idea failed, and I still love the community side. How do I decide whether to change what the company actually does?",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b17-045',
    persona: 'founder',
    message: 'seven projects, one founder, zero progress',
    intent: 'founder.focus',
  },
  {
    id: 'b17-046',
    persona: 'founder',
    message:
      "This quarter I'm trying to launch a mobile app, redo our website, start a podcast and raise money. My cofounder says we're spread too thin. How do I pick the one thing that matters most right now?",
    intent: 'founder.focus',
  },
  {
    id: 'b17-047',
    persona: 'founder',
    message:
      'My to-do list has 43 items and everything feels urgent: hiring, a partnership deal, fixing onboarding, investor updates. How do founders decide what actually moves the needle this month?',
    intent: 'founder.focus',
  },
  {
    id: 'b17-048',
    persona: 'founder',
    message:
      "I run a small coffee roastery in Bristol that's slowly becoming a tech company, if that makes sense. We built our own subscription platform and other roasters want to use it. So now I'm juggling the café, wholesale accounts, the subscription software, a grant application due on the 30th, and a possible second location my landlord offered. My days are all over the place. I start the morning answering bug reports, then I'm behind the counter, then I'm on a call about the lease. Nothing gets my full attention and I feel like I'm doing five things badly. I need to work out which single thing to put my energy into for the next few months and let the rest wait. How do I choose?",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b17-049',
    persona: 'founder',
    message: 'startup has eaten me alive, totally fried',
    intent: 'founder.burnout',
  },
  {
    id: 'b17-050',
    persona: 'founder',
    message:
      "I haven't taken a day off in 14 months since founding the company. I'm snapping at my team, forgetting things, and I dread opening Slack. How do I recover without the business falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b17-051',
    persona: 'founder',
    message:
      'I used to love building this company. Now I wake up exhausted even after eight hours and feel nothing when we win a deal. Is this normal for founders and what do I do about it?',
    intent: 'founder.burnout',
  },
  {
    id: 'b17-052',
    persona: 'founder',
    message:
      "I'm a single dad with a seven-year-old and I run a fintech startup with eleven employees. For the first two years the adrenaline carried me. Now it's year four and I'm just depleted. I drag myself through investor calls, I've stopped going to the gym, I eat lunch at my desk, and last weekend at my son's football match I realised I hadn't watched a single minute because I was answering emails. My cofounder took two weeks off last summer and came back refreshed, but every time I plan a break something blows up. I don't hate the company, I just have nothing left to give it. How do founders actually climb out of this without walking away?",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b17-053',
    persona: 'founder',
    message: 'what to build next when users want everything',
    intent: 'founder.product',
  },
  {
    id: 'b17-054',
    persona: 'founder',
    message:
      'Our customers keep requesting about 30 different features. How do I decide what goes into the next version of our invoicing tool for freelancers without it becoming bloated?',
    intent: 'founder.product',
  },
  {
    id: 'b17-055',
    persona: 'founder',
    message:
      "We're building the first version of a pet-sitting marketplace. What's the minimum we need at launch: reviews, payments, messaging, insurance? I want to ship by 1 March.",
    intent: 'founder.product',
  },
  {
    id: 'b17-056',
    persona: 'founder',
    message:
      "I'm a software engineer by background so I probably over-think this, but here goes. We make a scheduling tool for home care agencies, the people who send carers to elderly people's houses. Our users are the coordinators in the office, but the carers also use our mobile app and they hate it. Coordinators want more reporting, carers want fewer taps, and the agency owners who actually pay want compliance features for inspections. Our roadmap is a mess of sticky notes. Last sprint we spent two weeks on a dashboard nobody has opened. I've got three developers and I want to figure out how to decide what we build, what we cut, and how to make the app simpler rather than just bigger.",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b17-057',
    persona: 'founder',
    message: 'word of mouth has stalled at 300 users',
    intent: 'founder.growth',
  },
  {
    id: 'b17-058',
    persona: 'founder',
    message:
      "We've got 500 paying customers, mostly from referrals, and now signups have flatlined. Should we try paid ads, SEO, or partnerships with accountants, and how do I test which works?",
    intent: 'founder.growth',
  },
  {
    id: 'b17-059',
    persona: 'founder',
    message:
      'We spent $8,000 on Facebook ads last month for our language-learning app and got 40 signups. What other ways could we reach new users more cheaply?',
    intent: 'founder.growth',
  },
  {
    id: 'b17-060',
    persona: 'founder',
    message:
      "Our startup sells booking software to independent hair salons, and for the first year most of our 200 customers came from me literally walking into salons around Birmingham with a laptop. That got us here, but it doesn't scale, and my feet hurt. We tried Google Ads for two months and the cost per signup was silly. A friend said try TikTok because stylists are all on there; another said partner with the wholesalers who sell shampoo to salons. I've got a small budget, maybe £3k a month, and one part-time marketing person who also does customer support. I want to find one reliable way to bring in new salons every month that doesn't depend on me physically visiting. Where should we focus our experiments?",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b17-061',
    persona: 'founder',
    message: '6 months cash left, what do i cut',
    intent: 'founder.runway',
  },
  {
    id: 'b17-062',
    persona: 'founder',
    message:
      'We burn about $45k a month and have $310k in the bank, with $12k MRR coming in. How should I model this, and when do I need to start cutting costs?',
    intent: 'founder.runway',
  },
  {
    id: 'b17-063',
    persona: 'founder',
    message:
      "Our biggest customer just paid 90 days late again and payroll is due Friday. How do small companies manage cash flow so this doesn't keep happening?",
    intent: 'founder.runway',
  },
  {
    id: 'b17-064',
    persona: 'founder',
    message:
      "I run a small hardware startup making bike locks with GPS, and we're in that awkward spot where inventory eats all our money. We paid our manufacturer in Shenzhen upfront for 2,000 units, and they're sitting in a warehouse in Rotterdam while sales trickle in. My spreadsheet says we have about five months before the account hits zero, but my spreadsheet has been wrong before. My accountant is lovely but she's only part-time and mostly does VAT returns. I'm wondering whether to cut my own salary, let go of the freelance designer, or delay the next production order. I just want a clear view of how long we can last and which levers I can pull to stretch the money we have.",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b17-065',
    persona: 'career',
    message: 'grad in june, where do i even apply',
    intent: 'career.job-search',
  },
  {
    id: 'b17-066',
    persona: 'career',
    message:
      "I'm a registered nurse looking to move into a clinic job with regular hours within 3 months. How should I organise my search: job boards, agencies, or contacting clinics directly?",
    intent: 'career.job-search',
  },
  {
    id: 'b17-067',
    persona: 'career',
    message:
      'After 10 years teaching secondary science in Leeds, I want a post at an international school in Dubai or Singapore. How do I plan a hunt abroad while still working full time?',
    intent: 'career.job-search',
  },
  {
    id: 'b17-068',
    persona: 'career',
    message:
      "I finished my master's in environmental science in September and I've been living back at my parents' house in Ohio since. Every morning i sit at the kitchen table, open about five job sites, scroll for an hour, apply to whatever looks close, and then feel vaguely guilty for the rest of the day. I don't have a system. I don't know if I should be targeting consultancies, government agencies, or nonprofits, or how many applications a week is reasonable. My dad keeps forwarding me listings for roles that need ten years' experience. I'd like a proper plan for finding work: where to look, how to keep track, how to spend my days, because drifting like this for four months hasn't gotten me anywhere.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b17-069',
    persona: 'career',
    message: 'my resume is 4 pages, too long?',
    intent: 'career.cv',
  },
  {
    id: 'b17-070',
    persona: 'career',
    message:
      "I'm leaving the army after 8 years as a logistics sergeant. How do I turn the military jargon on my CV into something a civilian warehouse manager would understand?",
    intent: 'career.cv',
  },
  {
    id: 'b17-071',
    persona: 'career',
    message:
      "Can you help me rewrite my bullet points? Right now they just list duties like 'responsible for social media' instead of results. I'm applying for marketing roles next month.",
    intent: 'career.cv',
  },
  {
    id: 'b17-072',
    persona: 'career',
    message:
      "So I've been a stay-at-home parent for six years, since my twins were born, and before that I was an office manager at a law firm in Bristol for eight years. The kids started school in September and I'm ready to go back. I opened my old resume last night and it's honestly embarassing: Comic Sans heading, a photo of me from 2012, and a section called 'Hobbies' that mentions salsa. I don't know how to handle the six-year gap, whether to mention the volunteer work at the PTA, or what format is normal now. I'd like the document to look modern and make recruiters see I'm still capable. Where do I start with fixing it?",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b17-073',
    persona: 'career',
    message: '80 applications, 0 replies. what gives',
    intent: 'career.no-responses',
  },
  {
    id: 'b17-074',
    persona: 'career',
    message:
      "I've applied to 45 data analyst jobs since February and heard back from 2, both rejections. My friend with a similar background gets interviews. What could be going wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b17-075',
    persona: 'career',
    message:
      "Every application I send seems to vanish into a black hole, not even an automated rejection. I'm a 58-year-old accountant. Could my age be showing on paper, and how do I get noticed?",
    intent: 'career.no-responses',
  },
  {
    id: 'b17-076',
    persona: 'career',
    message:
      "I'm a software engineer with five years' experience at a mid-size fintech in Toronto, and I was sure switching jobs would be easy. I started applying in January. It's now April. I've sent something like 120 applications through LinkedIn Easy Apply and company career pages and I've had three phone screens total, none of which went anywhere. Meanwhile my partner keeps asking how it's going and I've started saying 'fine' to avoid the conversation. I don't write cover letters because nobody reads them, right? Maybe that's the problem. I honestly don't know if it's the market, the roles I'm choosing, or the way I'm applying. How do I start actually hearing back from companies?",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b17-077',
    persona: 'career',
    message: 'panel interview thursday, nervous as hell',
    intent: 'career.interview',
  },
  {
    id: 'b17-078',
    persona: 'career',
    message:
      "I have a second-round interview for a project manager role at a construction firm next Tuesday. They said it'll include a case study. How should I get ready?",
    intent: 'career.interview',
  },
  {
    id: 'b17-079',
    persona: 'career',
    message:
      "How do I answer 'tell me about a time you failed' without sounding like a disaster? My interview at the hospital is on the 12th.",
    intent: 'career.interview',
  },
  {
    id: 'b17-080',
    persona: 'career',
    message:
      "I've been a shop assistant for nine years and I've finally got an interview for an assistant store manager position at a big supermarket chain, which is a huge deal for me. It's on Monday at 10am at their regional office. I haven't had a proper interview since I was nineteen; for the job I have now, the owner just knew my mum. They sent an email saying it'll be 'competency-based' and I had to google what that even means. I've got a shirt ironed and I know the route, but I have no idea what kind of questions they'll ask, how long my answers should be, or what I should ask them at the end. Can you walk me through preparing?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b17-081',
    persona: 'career',
    message: 'final round was 2 weeks ago, total silence',
    intent: 'career.interview-after',
  },
  {
    id: 'b17-082',
    persona: 'career',
    message:
      "I had my final interview on Friday for a UX role. Should I send a thank-you email, and if they said they'd decide 'by end of next week', when is it okay to chase?",
    intent: 'career.interview-after',
  },
  {
    id: 'b17-083',
    persona: 'career',
    message:
      'I just got turned down after the fourth round at a consultancy. Is it worth asking them for feedback, and how do I word that email?',
    intent: 'career.interview-after',
  },
  {
    id: 'b17-084',
    persona: 'career',
    message:
      "Yesterday I had what I think was the best interview of my life, for a grant-writing position at a charity in Edinburgh. The panel laughed at my jokes, the director said 'we'll be in touch very soon', and one of them walked me out and chatted about her dog. Now I'm replaying every answer at 2am, convinced I said something stupid about my salary expectations. I haven't sent any message since. My flatmate says I should email them today, my mum says I'll seem desperate. I've also got another application in elsewhere that I've been neglecting. What's the right thing to do now: follow up, wait, keep applying? How do I handle this waiting bit?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b17-085',
    persona: 'career',
    message: 'they offered 62k, can i push higher?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b17-086',
    persona: 'career',
    message:
      'I got an offer as a senior nurse at a private hospital: £41,000 and 25 days leave. Is it reasonable to ask for more money or extra holiday, and how do I phrase it without them withdrawing?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b17-087',
    persona: 'career',
    message:
      'The startup offered me $120k base plus 0.1% equity. I was hoping for $135k. How do I counter without seeming greedy?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b17-088',
    persona: 'career',
    message:
      "After a long search I've finally got an offer from a logistics company for an operations analyst role. I left the army in the summer after ten years, so this is my first civilian job, and I genuinely have no idea what's normal. They offered £38k, standard pension, and want me to start in three weeks. I found on Glassdoor that similar roles go for £42-45k. My wife thinks I should just accept because we need the income, and I don't want to look ungrateful or pushy, which is drilled out of you in the forces. But I also don't want to leave money on the table for years. Is there a way to ask for a better package that won't backfire?",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b17-089',
    persona: 'career',
    message: 'two job offers, same week, help',
    intent: 'career.compare-offers',
  },
  {
    id: 'b17-090',
    persona: 'career',
    message:
      'Offer A: £55k at a big bank, 45-minute commute, fully in office. Offer B: £48k at a startup, fully remote, more responsibility. I have to reply to both by Monday. How do I weigh them up?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b17-091',
    persona: 'career',
    message:
      "One hospital is offering me night shifts at a higher rate, the other is days only with lower pay but it's 10 minutes from my daughter's school. How should I think about picking?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b17-092',
    persona: 'career',
    message:
      "Honestly this is a nice problem to have, but it's stressing me out. I'm a mechanical engineer and after six months of looking I have two offers at the same time. One is at a well-known car manufacturer near Stuttgart: great name on the CV, solid pension, but very hierarchical and I'd be doing testing for years. The other is at a 40-person e-bike startup in Amsterdam, pays about 8% less, offers shares that might be worth nothing, but I'd be designing drivetrains from day one. My girlfriend already has a job in Amsterdam, which obviously matters. My dad says go with the big company, my friends say startup. Both want an answer by Friday. How do I actually compare these properly?",
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b17-093',
    persona: 'career',
    message: 'no pay bump in 3 years, same job',
    intent: 'career.raise',
  },
  {
    id: 'b17-094',
    persona: 'career',
    message:
      "I've taken on all the duties of a colleague who left in January, with no change to my salary. My review is in May. How do I make the case for more money?",
    intent: 'career.raise',
  },
  {
    id: 'b17-095',
    persona: 'career',
    message:
      'I found out a new hire doing exactly the same job earns £6,000 more than me. How do I bring this up with my boss and get my salary adjusted?',
    intent: 'career.raise',
  },
  {
    id: 'b17-096',
    persona: 'career',
    message:
      "I work as a lab technician at a university and I've been there four years. Prices have gone up massively; my rent in Manchester went up £150 this year alone and I'm doing the weekly shop with a calculator. Meanwhile I've trained three new technicians, sorted out the ordering system that was a mess for years, and I cover weekends when nobody else will. My manager is nice enough but never mentions pay, and I've never brought it up because I grew up thinking you just wait to be rewarded. A friend told me I need to actually go in and ask for more, with evidence. How do I prepare for that conversation and what should I say?",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b17-097',
    persona: 'career',
    message: "want the senior title, manager says 'next cycle'",
    intent: 'career.promotion',
  },
  {
    id: 'b17-098',
    persona: 'career',
    message:
      "I'm a mid-level software engineer and the committee that decides senior levels meets in October. What should I be doing over the next 5 months to get there?",
    intent: 'career.promotion',
  },
  {
    id: 'b17-099',
    persona: 'career',
    message:
      "A team lead post is opening in my department at the council. I've been there 6 years. How do I position myself as the obvious internal candidate?",
    intent: 'career.promotion',
  },
  {
    id: 'b17-100',
    persona: 'career',
    message:
      "I've been an account executive at an advertising agency in Chicago for almost four years. I hit my targets every quarter, clients ask for me by name, and I've basically been doing the account director job since Megan went on maternity leave and then didn't come back. But every time I ask about moving up, I get vague answers like 'you're on the radar' and 'let's revisit after Q3'. Two people who joined after me have already stepped up a level. I'm starting to wonder what I'm missing, whether it's visibility with the partners, some skill I don't have, or just politics. I want to stay, I like the place, but I want the title and the step up this year. How do I make that happen?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b17-101',
    persona: 'career',
    message: "review said i'm 'not strategic'. meaning??",
    intent: 'career.feedback-received',
  },
  {
    id: 'b17-102',
    persona: 'career',
    message:
      "My manager told me in my annual review that I 'come across as abrasive in meetings'. I was shocked. How do I figure out what she actually means and whether it's fair?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b17-103',
    persona: 'career',
    message:
      "My 360 review came back mixed: great technical work but 'doesn't share information with the wider team'. I'm not sure what to do with that.",
    intent: 'career.feedback-received',
  },
  {
    id: 'b17-104',
    persona: 'career',
    message:
      "I'm a junior architect and I just had my six-month check-in. Most of it was fine, but my boss said my drawings are 'technically solid but lack conviction' and that I 'need to own my work more'. I've been turning that over all weekend. I went for a long walk along the canal yesterday and still couldn't work out what it means in practice. Does she want me to speak up more in design reviews? Push back on the senior partners? Work longer hours? I don't want to ask and look like I didn't understand, but I also don't want to guess wrong and spend six months fixing the wrong thing. How do I make sense of comments like this and turn them into something I can act on?",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b17-105',
    persona: 'career',
    message: "need to tell my intern their work's sloppy",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b17-106',
    persona: 'career',
    message:
      "One of my nurses keeps arriving 15 minutes late for handover and it's affecting the whole ward. I'm the ward sister. How do I raise it firmly but kindly?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b17-107',
    persona: 'career',
    message:
      "A developer on my team writes code that works but is impossible to read, and he's very proud of it. How do I tell him it needs to change without crushing him?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b17-108',
    persona: 'career',
    message:
      "I run a small bakery with five staff and one of them, Tom, has been with me since we opened seven years ago. He's basically family; he came to my daughter's christening. But lately his decorating work has gotten careless, customers have complained twice about birthday cakes, and yesterday he told a customer 'that's not my problem'. I know he's going through a divorce and I feel awful. I've been putting off saying anything for weeks because I hate confrontation and I don't want to lose him. But the other staff are noticing, and it's not fair on them. How do I tell him honestly that things need to improve, without it turning into a big falling-out?",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b17-109',
    persona: 'career',
    message: 'boss rewrites every email i send',
    intent: 'career.manager',
  },
  {
    id: 'b17-110',
    persona: 'career',
    message:
      'My manager changes priorities every day, then criticises me in team meetings for not finishing the things he changed. How do I work with someone like this?',
    intent: 'career.manager',
  },
  {
    id: 'b17-111',
    persona: 'career',
    message:
      "My new line manager is 10 years younger than me and dismisses every suggestion I make at the warehouse. I've worked here 15 years. How do I handle him?",
    intent: 'career.manager',
  },
  {
    id: 'b17-112',
    persona: 'career',
    message:
      "I'm a paralegal at a mid-sized firm and my supervising solicitor is, to put it politely, a nightmare. She sends emails at 11pm expecting answers by 7am, she never gives clear instructions and then says I got things wrong, and last month she took credit for research I did in front of the senior partner. I've started getting a knot in my stomach on Sunday evenings. I like the actual work and my colleagues are great, and I don't want to leave because of one person, especially since I'm only eighteen months in. HR seems to be friends with her. How do I deal with her day to day, protect myself, and maybe improve things between us?",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b17-113',
    persona: 'career',
    message: 'coworker keeps passing off my work as his',
    intent: 'career.colleague',
  },
  {
    id: 'b17-114',
    persona: 'career',
    message:
      "Another supervisor on my shift keeps leaving the till short and blaming it on me. We're at the same level. How should I deal with her?",
    intent: 'career.colleague',
  },
  {
    id: 'b17-115',
    persona: 'career',
    message:
      "There's a guy in my team who talks over me every time I speak in meetings. Our manager hasn't noticed. How do I handle it without making things awkward between us?",
    intent: 'career.colleague',
  },
  {
    id: 'b17-116',
    persona: 'career',
    message:
      "I work in a busy hospital pharmacy and there's another pharmacist, Dave, who I used to get on with fine. About two months ago we disagreed about a dosing issue and I escalated it, and I was right, but since then he's been cold. He doesn't say hello, he gives me the worst tasks on the rota he writes, and he made a comment in the break room about people who 'run to management'. We work side by side eight hours a day so it's exhausting. I don't want to make a formal complaint because it'll make everything worse, and our manager is already stretched. How do I sort things out with him, or at least make working together bearable?",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b17-117',
    persona: 'career',
    message: 'accountant wanting to become a chef, realistic?',
    intent: 'career.change',
  },
  {
    id: 'b17-118',
    persona: 'career',
    message:
      "I'm 42 and have been a police officer for 18 years. I'd like to move into cybersecurity. What would a realistic 2-year plan for switching fields look like?",
    intent: 'career.change',
  },
  {
    id: 'b17-119',
    persona: 'career',
    message:
      "I'm a primary teacher thinking about moving into UX design. How do I test whether I'd enjoy it before I give up a stable salary and pension?",
    intent: 'career.change',
  },
  {
    id: 'b17-120',
    persona: 'career',
    message:
      "I've been a dairy farmer my whole working life, took over from my father at twenty-three, and I'm now fifty-one. Milk prices are brutal and honestly my back won't let me do this forever. We're probably going to sell the herd next year. I've always been good with numbers and I do all the farm accounts myself, plus I've been helping neighbours with their grant applications for years. I wonder about becoming a rural business adviser or something in agricultural finance. But I don't have a degree and I've never had a boss. My wife says go for it, my son thinks I'm mad. How does someone my age go about switching into a completely different line of work?",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b17-121',
    persona: 'career',
    message: 'learning python at 50, where to start',
    intent: 'career.retraining',
  },
  {
    id: 'b17-122',
    persona: 'career',
    message:
      "I want to get properly good at Excel for my admin job: pivot tables, formulas, maybe Power BI. I've got about 5 hours a week. What's the best way to learn it?",
    intent: 'career.retraining',
  },
  {
    id: 'b17-123',
    persona: 'career',
    message:
      'My warehouse is bringing in automated picking systems and I want to get qualified to maintain them. Should I do an evening course at the college or ask about an apprenticeship?',
    intent: 'career.retraining',
  },
  {
    id: 'b17-124',
    persona: 'career',
    message:
      "I'm a single mum and I work as a receptionist at a vet practice in Cork. I've got about an hour after my son goes to bed most nights, and I'd really like to learn bookkeeping properly so I can take over the practice accounts, which my boss has hinted at. I started a free online course in January but stopped after three weeks because life got in the way and I felt like I was just watching videos without it sticking. There are so many options, evening classes at the college, certificates online, YouTube, and I don't know which is actually worth it or which would give me something employers recognise. What's a sensible way to pick this up?",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b17-125',
    persona: 'career',
    message: 'got let go yesterday along with 20 others',
    intent: 'career.layoff',
  },
  {
    id: 'b17-126',
    persona: 'career',
    message:
      "My role was made redundant last week after 11 years at the same printing company. I've got 3 months' severance. What should I do first to get back on track?",
    intent: 'career.layoff',
  },
  {
    id: 'b17-127',
    persona: 'career',
    message:
      "I was cut in a restructuring two months ago and I'm still struggling to get out of bed and explain what happened. How do I talk about it in interviews and rebuild my confidence?",
    intent: 'career.layoff',
  },
  {
    id: 'b17-128',
    persona: 'career',
    message:
      "Last Tuesday the whole marketing team at my tech company was called into a fifteen-minute video call and told our jobs were gone, effective immediately. I'd been there four years. Laptop access was cut by lunchtime. I'm sitting here a week later still in shock; I keep reaching for Slack out of habit and it's not there. I've got a mortgage, two kids, and my husband's job is steady but not enough on its own. Friends keep sending me job links but I can't even think straight. I don't know whether to take a week to breathe, jump straight into applying, sign up for benefits, or what. How do I pick myself back up and get going again after something like this?",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b17-129',
    persona: 'career',
    message: 'suddenly managing my old teammates. awkward',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b17-130',
    persona: 'career',
    message:
      'I start as a team manager on Monday, first time ever, with 6 direct reports in a call centre. What should I focus on in my first 90 days?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b17-131',
    persona: 'career',
    message:
      "I was promoted to head chef three weeks ago and I can't stop doing everything myself. How do I go from doing the cooking to running the people?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b17-132',
    persona: 'career',
    message:
      "I was a senior developer for seven years and last month they made me engineering manager for a team of five, two of whom I've been friends with for years and go to the pub with on Fridays. Nobody gave me any training. Suddenly I'm doing one-to-ones, approving holidays, and somehow I'm meant to tell one of my friends his performance is slipping. I miss coding and I sneak in tickets late at night, which I know isn't right. My own manager is in another time zone and mostly says 'you'll figure it out'. How do people make this switch? What do I need to learn first, and how do I handle the friends thing?",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b17-133',
    persona: 'career',
    message: 'team morale tanked after the reorg',
    intent: 'career.leadership',
  },
  {
    id: 'b17-134',
    persona: 'career',
    message:
      'I head a group of 12 field engineers spread across three regions. They rarely talk to each other and it shows. How do I build a sense of one team with a shared direction?',
    intent: 'career.leadership',
  },
  {
    id: 'b17-135',
    persona: 'career',
    message:
      "My team of nurses is being merged with another ward in March. How do I keep them motivated and communicate changes I'm often not told about in advance?",
    intent: 'career.leadership',
  },
  {
    id: 'b17-136',
    persona: 'career',
    message:
      "I've been running the operations department at a regional bus company for about five years, around 40 people including drivers' supervisors and schedulers. We're switching to electric buses over the next two years and there's a lot of fear: older staff think they'll be pushed out, younger ones are excited but impatient. I'm good at the technical planning, less sure about the people side at this scale. Meetings have turned into complaint sessions. My wife says I come home looking grey. I want my people to trust where we're going, feel heard, and actually pull in the same direction. How do I set a vision and take a group this size through a big change?",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b17-137',
    persona: 'career',
    message: 'hate my job, hand in notice or stay?',
    intent: 'career.quit',
  },
  {
    id: 'b17-138',
    persona: 'career',
    message:
      "I've been at an insurance firm for 5 years. The pay is good but I'm bored and dread Mondays. I have 6 months of savings. Is it stupid to resign without another job lined up?",
    intent: 'career.quit',
  },
  {
    id: 'b17-139',
    persona: 'career',
    message:
      'My company was bought out last year and the culture has gone downhill fast. Should I hand in my notice now or wait and see if it improves?',
    intent: 'career.quit',
  },
  {
    id: 'b17-140',
    persona: 'career',
    message:
      "I'm a secondary school maths teacher, twelve years in, and I'm seriosly thinking about handing in my notice at Easter. Behaviour in my Year 9 class is awful, I spend Sunday afternoons marking instead of seeing my kids, and I've lost the spark. But I'm good at it, and some students genuinely need me. My mortgage isn't small, and the pension is decent. My husband says whatever I decide he'll back me, which is lovely but not helpful. I don't have a clear plan B, I just know I can't imagine doing another twelve years of this. How do I decide whether it's time to walk away or whether I should stick it out?",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b17-141',
    persona: 'career',
    message: '23, no clue what work suits me',
    intent: 'career.direction',
  },
  {
    id: 'b17-142',
    persona: 'career',
    message:
      "I've got a biology degree, worked in a café for two years, and I have no idea what kind of work I'd actually be good at. How do I figure out which way to go?",
    intent: 'career.direction',
  },
  {
    id: 'b17-143',
    persona: 'career',
    message:
      "I'm in the final year of my engineering degree and everyone seems to know what they want except me. Consulting, research, industry? How do I narrow it down?",
    intent: 'career.direction',
  },
  {
    id: 'b17-144',
    persona: 'career',
    message:
      "I'm 29 and I've drifted through jobs: two years in a call centre, a year doing admin for a plumbing firm, eighteen months in retail management, and now temp work for the council. None of it was terrible, none of it felt like mine. My brother's a surgeon and my best friend knew she wanted to be a vet at age eight, so I feel behind. I like solving problems, I like talking to people, I hate sitting still all day, but that describes half the jobs in the world. I'm not looking to throw everything away, I just want some idea of what kind of work I should be aiming at. How do people work out what they're suited to?",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b17-145',
    persona: 'career',
    message: 'know literally nobody in the tech industry',
    intent: 'career.networking',
  },
  {
    id: 'b17-146',
    persona: 'career',
    message:
      'I moved to Melbourne 6 months ago and know nobody in finance here. How do I build professional connections without it feeling fake or transactional?',
    intent: 'career.networking',
  },
  {
    id: 'b17-147',
    persona: 'career',
    message:
      "I'm leaving the military in September. How do I use LinkedIn and reach out to people in project management when I've never done that kind of thing?",
    intent: 'career.networking',
  },
  {
    id: 'b17-148',
    persona: 'career',
    message:
      "I've been a freelance graphic designer for three years, working from my spare room in Cardiff, and I've realised all my work comes from about four clients, two of whom found me through my cousin. If one of them goes, I'm in trouble. Everyone says I should be building relationships in the industry: going to meetups, having coffees, posting on LinkedIn. I'm quite introverted and the idea of walking into a room full of strangers with name badges makes me want to stay home with the cat. I'd still like to know more people in design, marketing and agencies who might pass work my way. How do I meet people professionally in a way that suits someone like me?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b17-149',
    persona: 'career',
    message: "47 open tickets and it's just me",
    intent: 'career.workload',
  },
  {
    id: 'b17-150',
    persona: 'career',
    message:
      "Since two people on my team left, I'm doing three jobs. I'm working until 9pm most nights and still falling behind. How do I push back or decide what to drop?",
    intent: 'career.workload',
  },
  {
    id: 'b17-151',
    persona: 'career',
    message:
      "As a practice nurse I've got back-to-back appointments, admin, and now they've added vaccination clinics on top. How do I fit it all in without dropping things?",
    intent: 'career.workload',
  },
  {
    id: 'b17-152',
    persona: 'career',
    message:
      "I'm an HR coordinator at a hospital trust and it's just become too much. I'm handling recruitment for three departments, covering payroll queries since a colleague went on long-term leave, and now I've been asked to organise the staff awards in June. My inbox has 600 unread emails. I come in at 7:30 and leave at 7, eat at my desk, and I still feel like I'm failing at everything. My managers response is 'we're all busy'. I don't want to quit, I like the job when it's normal. I need a way to get this under control: decide what to drop, what to hand off, and how to say no without looking like I can't cope.",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b17-153',
    persona: 'career',
    message: 'new job, everyone seems smarter than me',
    intent: 'career.imposter',
  },
  {
    id: 'b17-154',
    persona: 'career',
    message:
      "I just got promoted to senior data scientist and I'm convinced they made a mistake. In every meeting I'm waiting for someone to find out I don't really know what I'm doing.",
    intent: 'career.imposter',
  },
  {
    id: 'b17-155',
    persona: 'career',
    message:
      "I'm the only person on my engineering team without a degree. Even though my reviews are good, I feel like a fraud. How do I stop feeling like this?",
    intent: 'career.imposter',
  },
  {
    id: 'b17-156',
    persona: 'career',
    message:
      "I started as a junior doctor in August and I'm constantly sure I'm the weakest person on the ward. My consultant seems happy enough with me, and a registrar told me last week I'd handled a difficult patient well, but I immediately thought she was just being nice. I double-check everything three times, stay late re-reading notes, and dread being asked a question on the ward round in front of everyone in case I blank. My friends from med school say they feel the same, but they all seem so much more confident to me. I'm not sure how to get past this feeling that I don't really belong here and will be found out.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b17-157',
    persona: 'life',
    message: 'we only talk about bills and kids now',
    intent: 'life.relationship',
  },
  {
    id: 'b17-158',
    persona: 'life',
    message:
      'My boyfriend and I have been together 4 years and we keep having the same argument about how much time he spends with his mates. How do we break the cycle?',
    intent: 'life.relationship',
  },
  {
    id: 'b17-159',
    persona: 'life',
    message:
      "My wife and I both work shifts, I'm a nurse and she's a firefighter, and we barely see each other. How do we keep our marriage feeling close?",
    intent: 'life.relationship',
  },
  {
    id: 'b17-160',
    persona: 'life',
    message:
      "I've been married for twenty-two years and lately I feel like my husband and I are flatmates. The kids have both moved out, one at uni in Leeds, the other working in London, and without them in the house we don't really know what to talk about. He watches football, I read or garden, and we eat dinner in front of the telly. There's no big problem, no affair, nothing dramatic, just distance. I retired from the council last year so I'm at home more than ever, and somehow that makes it more obvious. I love him and I think he loves me. How do we find our way back to actually being a couple?",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b17-161',
    persona: 'life',
    message: 'she ended it after 6 years. gutted.',
    intent: 'life.breakup',
  },
  {
    id: 'b17-162',
    persona: 'life',
    message:
      "My boyfriend dumped me two weeks ago by text. I keep checking his Instagram and can't focus at work. How do I get past this?",
    intent: 'life.breakup',
  },
  {
    id: 'b17-163',
    persona: 'life',
    message:
      'We split up in March after 3 years and still share a flat until the lease ends in August. How do I cope with seeing him every day?',
    intent: 'life.breakup',
  },
  {
    id: 'b17-164',
    persona: 'life',
    message:
      "My fiancée called off the engagement in January, about five months before the wedding. We'd already booked the venue in the Cotswolds and paid deposits. She said she'd fallen out of love and had been feeling it for a while. I moved back into my parents' spare room because I couldn't afford our place alone, and I'm thirty-four, which adds to the humiliation. Every song in the car reminds me of her. My mates keep trying to get me on dating apps, but the idea makes me feel sick. I go to work, come home, and sit in my old childhood bedroom. How do I start moving on from this?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b17-165',
    persona: 'life',
    message: 'not speaking to my sister since xmas',
    intent: 'life.family',
  },
  {
    id: 'b17-166',
    persona: 'life',
    message:
      'My parents keep criticising how we raise our kids, right in front of them. My husband is fed up and wants to stop visiting. How do I handle this without a family war?',
    intent: 'life.family',
  },
  {
    id: 'b17-167',
    persona: 'life',
    message:
      "My two brothers and I are arguing about whether to sell our mum's house now she's moved into a care home. Every phone call turns into a shouting match. How do we stop fighting?",
    intent: 'life.family',
  },
  {
    id: 'b17-168',
    persona: 'life',
    message:
      "My dad and my husband really don't get on, and it's been bubbling for years, but it boiled over at my son's birthday party last month. Dad made a comment about my husband's job (he's a plumber, Dad was a bank manager and has opinions) and my husband snapped back, and Dad left early. Since then Dad won't come round if my husband is home, and my mum keeps ringing me in tears asking me to 'fix it'. I feel stuck in the middle, defending each to the other. Christmas is at their house this year and I honestly don't know what's going to happen. How do I handle this so my family isn't split in two?",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b17-169',
    persona: 'life',
    message: 'my 14yo has stopped talking to me',
    intent: 'life.parenting',
  },
  {
    id: 'b17-170',
    persona: 'life',
    message:
      "My 4-year-old has started having huge meltdowns at nursery drop-off since his baby sister was born. I'm exhausted. How do I help him through this?",
    intent: 'life.parenting',
  },
  {
    id: 'b17-171',
    persona: 'life',
    message:
      "I'm a single dad and my 16-year-old daughter is skipping school and staying out late. I work nights at a warehouse. How do I get through to her?",
    intent: 'life.parenting',
  },
  {
    id: 'b17-172',
    persona: 'life',
    message:
      "We moved from Glasgow to a small town in Devon in the summer for my wife's job, and our ten-year-old has taken it very badly. He misses his friends, says the new school is 'rubbish', and has started refusing to do homework. Most evenings end with him slamming his bedroom door and me shouting something I regret. His little sister has settled in fine, which almost makes it worse because he feels compared. I'm working from home now, which should help, but I'm also tired and short-tempered. I want to be patient and actually help him rather than battling every night. How do we get through this rough patch together?",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b17-173',
    persona: 'life',
    message: 'dad died in may, still numb',
    intent: 'life.grief',
  },
  {
    id: 'b17-174',
    persona: 'life',
    message:
      'My best friend died of cancer six months ago and people expect me to be over it. I still pick up my phone to text her. Is this normal?',
    intent: 'life.grief',
  },
  {
    id: 'b17-175',
    persona: 'life',
    message:
      "Our dog of 14 years was put to sleep last week and I feel silly for how hard it's hitting me. How do I cope with the empty house?",
    intent: 'life.grief',
  },
  {
    id: 'b17-176',
    persona: 'life',
    message:
      "My wife died eighteen months ago after forty-one years together. I'm seventy-three, retired from the railways, and the house is very quiet now. The first year was all paperwork and people popping round, but that's stopped and I find the second year harder, if anything. I still set two cups out some mornings before I remember. My daughter lives in Australia and rings on Sundays, and I tell her I'm fine because I don't want her worrying. I go to the allotment most days because that was something we did together, and sometimes it helps and sometimes I just sit in the shed. How does one go on living with this loss?",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b17-177',
    persona: 'life',
    message: 'whole weekends pass without talking to anyone',
    intent: 'life.loneliness',
  },
  {
    id: 'b17-178',
    persona: 'life',
    message:
      'I work remotely as a developer and some weeks the only person I speak to is the cashier at Tesco. How do I feel less isolated?',
    intent: 'life.loneliness',
  },
  {
    id: 'b17-179',
    persona: 'life',
    message:
      "Since retiring in January I've realised most of my social life was at work. My days are long and quiet. How do people my age meet others?",
    intent: 'life.loneliness',
  },
  {
    id: 'b17-180',
    persona: 'life',
    message:
      "I'm a student in my second year at uni in Nottingham and everyone assumes I'm having the time of my life. The truth is most evenings I'm in my room eating pasta and watching YouTube. I had a group in first year through my halls, but they all moved into a house together and I ended up with two postgrads who I barely see. I go to lectures, I say hi to people, but nothing goes deeper. Scrolling through photos of everyone's nights out makes it worse. Im not depressed exactly, I just feel very alone in a city full of people. How do I build some real connection?",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b17-181',
    persona: 'life',
    message: "best mate hasn't texted back in weeks",
    intent: 'life.friendship',
  },
  {
    id: 'b17-182',
    persona: 'life',
    message:
      "My oldest friend and I have drifted since she had a baby. I don't know how to stay close when our lives look so different now. Any advice?",
    intent: 'life.friendship',
  },
  {
    id: 'b17-183',
    persona: 'life',
    message:
      "A friend made a hurtful joke about my weight at a dinner last month and I've been avoiding her since. Should I bring it up with her or let it go?",
    intent: 'life.friendship',
  },
  {
    id: 'b17-184',
    persona: 'life',
    message:
      "I've been friends with Jess since we were eleven, and we're thirty-eight now. She's been through a rough couple of years: divorce, moving house twice, a new job she hates. I've tried to be there, but lately every conversation is about her problems and she never asks about mine. Last month I told her about my dad's hospital appointment and she changed the subject to her ex within a minute. I love her and I don't want to lose her, but I'm starting to feel drained and a bit resentful. I've been making excuses not to meet up. How do I talk to her about this without hurting her or ending things between us?",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b17-185',
    persona: 'life',
    message: 'heart races every time my phone rings',
    intent: 'life.anxiety',
  },
  {
    id: 'b17-186',
    persona: 'life',
    message:
      "I've got a constant knot of worry about things that might go wrong: the car breaking down, my kids getting ill, losing my job. It's there from the moment I wake up. How do I calm it?",
    intent: 'life.anxiety',
  },
  {
    id: 'b17-187',
    persona: 'life',
    message:
      "Before any social event I spend days imagining everything that could go wrong, then usually cancel. I'm 26. How do I start getting a handle on this?",
    intent: 'life.anxiety',
  },
  {
    id: 'b17-188',
    persona: 'life',
    message:
      "I'm a farmer's wife, mum of three, and I do the books for the farm as well as part-time work at the village school. I've always been a worrier but this last year it's become something else. I lie awake running through worst-case scenarios: the harvest failing, the bank calling in the loan, one of the kids having an accident on the quad bike. My chest feels tight most days and I keep checking things, like whether I locked the gate, three or four times. My husband just says 'stop fretting', which doesn't help. I'd like some practical ways to manage these thoughts day to day.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b17-189',
    persona: 'life',
    message: "everything's piling up, i'm frazzled",
    intent: 'life.stress',
  },
  {
    id: 'b17-190',
    persona: 'life',
    message:
      "Between the kitchen renovation, my son's GCSEs and a car that keeps breaking down, I feel permanently wound up and I'm grinding my teeth at night. How do I bring the pressure down?",
    intent: 'life.stress',
  },
  {
    id: 'b17-191',
    persona: 'life',
    message:
      "I'm a nursing student with placements, a part-time bar job and exams in May. My shoulders are permanently up by my ears. How do I cope with the pressure?",
    intent: 'life.stress',
  },
  {
    id: 'b17-192',
    persona: 'life',
    message:
      "I'm a shop owner, small convenience store in a village near York, and I'm in my mid-fifties. This year has thrown everything at me at once: the energy bills for the fridges doubled, my wife had a knee operation so I'm doing all the house stuff, our daughter is getting married in September and the planning is relentless, and the boiler packed in last week. None of it is a disaster on its own, but together it feels like I'm carrying a rucksack full of bricks. I'm short with customers, my jaw aches in the morning, and I can't switch off. How do I get the pressure down?",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b17-193',
    persona: 'life',
    message: 'snapped at a customer over nothing again',
    intent: 'life.anger',
  },
  {
    id: 'b17-194',
    persona: 'life',
    message:
      "I get bad road rage: shouting, honking, muttering at every driver. Last week my daughter in the back seat asked why I'm always cross. I want to change this.",
    intent: 'life.anger',
  },
  {
    id: 'b17-195',
    persona: 'life',
    message:
      'Small things set me off, like my partner leaving dishes or a slow website, and I go from calm to furious in seconds. Then I feel awful afterwards. How do I catch it earlier?',
    intent: 'life.anger',
  },
  {
    id: 'b17-196',
    persona: 'life',
    message:
      "I left the army two years ago after fifteen years, and I now work as a security supervisor at a shopping centre. I've always had a short fuse but it was sort of channelled in the forces. Now it comes out at the wrong times. I've sworn at a delivery driver, slammed a door hard enough to rattle the whole house, and last month I had a shouting match with my brother over a football result. My partner says she's walking on eggshells and that's not who I want to be. I want to learn how to notice my temper building and cool it down before I blow.",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b17-197',
    persona: 'life',
    message: 'awake at 3am every single night',
    intent: 'life.sleep',
  },
  {
    id: 'b17-198',
    persona: 'life',
    message:
      "I'm a nurse on rotating shifts and my sleep is a mess. After nights I can't sleep in the day, and on days off I'm wide awake till 2am. Any tips?",
    intent: 'life.sleep',
  },
  {
    id: 'b17-199',
    persona: 'life',
    message:
      "I lie in bed for an hour or more before I drop off, then wake up tired. I've already cut out coffee after noon. What else can I try?",
    intent: 'life.sleep',
  },
  {
    id: 'b17-200',
    persona: 'life',
    message:
      "Since our twins turned one they've finally started sleeping through, which should be brilliant, but now I'm the one who can't. I go to bed around eleven, then lie there with my brain replaying the day. I'll finally drop off around one, and then I'm up at five-thirty anyway because that's when the house wakes. I drink about four coffees a day just to get through my admin job at the estate agents. My partner is out the second his head hits the pillow, which I find deeply unfair. I'd really like a proper night's rest again. What routines actually help?",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b17-201',
    persona: 'life',
    message: 'i never feel good enough for anyone',
    intent: 'life.self-esteem',
  },
  {
    id: 'b17-202',
    persona: 'life',
    message:
      "Whenever someone compliments me I brush it off, and I constantly compare myself to my sister who's a lawyer. How do I start actually liking myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b17-203',
    persona: 'life',
    message:
      "I'm 45, spent 20 years putting everyone else first, and I've no idea what I'm worth anymore. I look in the mirror and just see someone who's let herself down. How do I rebuild how I see myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b17-204',
    persona: 'life',
    message:
      "I'm a student nurse in my final year and on paper I'm doing fine: decent grades, good placement reports. But inside I constantly feel like I'm not enough. I replay every little thing I said in a conversation and decide it was stupid. I won't post photos of myself online. When my boyfriend says I look nice, I assume he's just being kind. I grew up with a dad who only ever pointed out what I got wrong, and I think that voice just moved into my head. I'd like to feel decent about myself without needing other people to tell me. Where do I start?",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b17-205',
    persona: 'life',
    message: 'i always quit new routines by day 5',
    intent: 'life.habits',
  },
  {
    id: 'b17-206',
    persona: 'life',
    message:
      "I want to read for 20 minutes every night. I start strong on Mondays and by Thursday it's gone. How do I make something like this stick?",
    intent: 'life.habits',
  },
  {
    id: 'b17-207',
    persona: 'life',
    message:
      "I've tried three times this year to start journaling every morning. What actually makes a routine last beyond the first couple of weeks?",
    intent: 'life.habits',
  },
  {
    id: 'b17-208',
    persona: 'life',
    message:
      "I retired from the post office in the spring and I had this big list of things I'd do every day: practise Spanish on the app, stretch each morning, write a page of memoirs for the grandkids. It's now October and I've done maybe two weeks of each, in fits and starts. I'll be great for four or five days, then something breaks the chain, a visit from my son, a rainy day, a bad night, and I never pick it back up. My wife says I'm all enthusiasm and no follow-through. I'd like to get just one or two of these to become a regular part of my day. How do people make things stick?",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b17-209',
    persona: 'life',
    message: "haven't run since school, want to start",
    intent: 'life.exercise',
  },
  {
    id: 'b17-210',
    persona: 'life',
    message:
      "I sit at a desk 10 hours a day as a software engineer and haven't done any proper exercise in about five years. How do I start moving more when I hate gyms?",
    intent: 'life.exercise',
  },
  {
    id: 'b17-211',
    persona: 'life',
    message:
      "I'm 60 and want to get fitter for hiking with my grandchildren next summer. What's a sensible way to build up without overdoing it?",
    intent: 'life.exercise',
  },
  {
    id: 'b17-212',
    persona: 'life',
    message:
      "Since having my daughter three years ago I just haven't moved much. I used to play netball twice a week in my twenties, but now it's work, nursery pickup, dinner, bath, bed, collapse. I'm a single parent so I can't just pop to the gym in the evening, and honestly the thought of a gym full of mirrors puts me off. I've got an old bike in the shed and a park near our flat. I'd love to feel strong and have more energy, and I want my daughter to see me doing something active. What's a realistic way to get fitter with about twenty spare minutes a day and no childcare?",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b17-213',
    persona: 'life',
    message: 'phone says 9 hours daily average. yikes',
    intent: 'life.screen-time',
  },
  {
    id: 'b17-214',
    persona: 'life',
    message:
      "I reach for my phone the second I wake up and scroll TikTok until I'm late for work. How do I break this?",
    intent: 'life.screen-time',
  },
  {
    id: 'b17-215',
    persona: 'life',
    message:
      'My husband and I sit on our phones every evening instead of talking. We both want to cut down but we keep picking them up. Any tricks that work?',
    intent: 'life.screen-time',
  },
  {
    id: 'b17-216',
    persona: 'life',
    message:
      "I'm a long-haul lorry driver, so I spend a lot of nights alone in the cab, and I've got into the habit of watching videos on my phone until two or three in the morning. Then at home on my days off I'm the same, phone in hand on the sofa while my kids are trying to show me things. My youngest said last weekend, 'Dad, you're always on your phone', and it stung. I've tried deleting apps but I just reinstall them a day later. I don't want to get rid of the phone altogether because I need it for work and to call home. How do I actually use it less?",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b17-217',
    persona: 'life',
    message: "essay due friday, haven't written a word",
    intent: 'life.procrastination',
  },
  {
    id: 'b17-218',
    persona: 'life',
    message:
      "I've been meaning to clear out the garage, fix the fence and call the council about the bins for months. I keep saying I'll do it tommorow. Why do I keep putting things off and how do I stop?",
    intent: 'life.procrastination',
  },
  {
    id: 'b17-219',
    persona: 'life',
    message:
      'I work from home as a translator and lose half the morning to tidying, snacks and YouTube before I start. How do I just get going?',
    intent: 'life.procrastination',
  },
  {
    id: 'b17-220',
    persona: 'life',
    message:
      "I'm doing a part-time MA in history while working as a library assistant, and my dissertation is due in eight weeks. I've had the topic since last year. I have a folder of notes, sixty open browser tabs and roughly 400 words. Every evening I sit down with good intentions and then suddenly the bathroom needs cleaning, or I reorganise my bookshelf, or I 'just check' the news for an hour. I feel sick about it at night. I'm not lazy, I work full weeks and visit my gran on Sundays, but when it comes to this I just avoid it. How do I break the cycle and actually start writing?",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b17-221',
    persona: 'life',
    message: 'a bottle of wine most nights lately',
    intent: 'life.drinking',
  },
  {
    id: 'b17-222',
    persona: 'life',
    message:
      "Since the lockdowns I've been having 4 or 5 beers every evening after work. I'm not in trouble, but I'd like to cut down. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b17-223',
    persona: 'life',
    message:
      "Every social thing at my work revolves around the pub. I want to drink less but I'm worried about being the boring one. How do people handle that?",
    intent: 'life.drinking',
  },
  {
    id: 'b17-224',
    persona: 'life',
    message:
      "I'm fifty-eight, run a small garage fixing cars, and I've always liked a pint. But somewhere over the last few years, one pint after work became three or four, and at weekends it's more. My wife has started counting the cans in the recycling and making comments. I feel fine most mornings and I've never missed work, but I've put on weight and I know it's not great. I'd like to get back to something sensible without going completely teetotal, because the pub quiz on Thursdays is half my social life. How do I go about it?",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b17-225',
    persona: 'life',
    message: 'broke again a week before payday',
    intent: 'life.money',
  },
  {
    id: 'b17-226',
    persona: 'life',
    message:
      "I'm a single parent on about £1,800 a month and I keep ending up in my overdraft. How do I make a budget that actually works?",
    intent: 'life.money',
  },
  {
    id: 'b17-227',
    persona: 'life',
    message:
      "I've got £4,000 spread across two credit cards and a store card and I don't know which to pay off first. How do I get on top of this?",
    intent: 'life.money',
  },
  {
    id: 'b17-228',
    persona: 'life',
    message:
      "I'm twenty-six and I work as a barista and a part-time tutor, so my income goes up and down month to month. I've never really budgeted; I just check my banking app and panic or relax depending on the number. Last month my car needed new tyres and I had to borrow from my mum, which was embarrassing. I've also got a few subscriptions I forgot about, and I eat out more than I should because I'm always rushing between jobs. I'd love to have even a small emergency pot and stop dreading the end of the month. How do I get a handle on my spending and start putting a bit aside?",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b17-229',
    persona: 'life',
    message: 'new city, boxes unpacked, still feels wrong',
    intent: 'life.moving',
  },
  {
    id: 'b17-230',
    persona: 'life',
    message:
      "We relocated from London to Edinburgh in August for my husband's work. The kids are settling but I feel completely out of place. How do I start feeling at home here?",
    intent: 'life.moving',
  },
  {
    id: 'b17-231',
    persona: 'life',
    message:
      "I've just moved into my first flat on my own after living with my parents for 28 years. It feels weird and unfamiliar. How do I make it feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b17-232',
    persona: 'life',
    message:
      "Six weeks ago I moved from a small town in Kerala to Toronto for a nursing job. Work is okay, hard, but I know what I'm doing. It's everything else. I don't understand the bus system, the supermarket is overwhelming, winter hasn't even started and I'm already cold, and I miss my mother's cooking so much. I share an apartment with a girl from my hospital who is nice but always out. I keep telling my family on video calls that I'm settling in, but honestly I still feel like a visitor. How do I make this new place feel like somewhere I actually live?",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b17-233',
    persona: 'life',
    message: 'neighbour expects me to babysit every weekend',
    intent: 'life.boundaries',
  },
  {
    id: 'b17-234',
    persona: 'life',
    message:
      "My mother-in-law has a key to our house and lets herself in whenever she likes. My husband thinks it's fine. How do I ask her to stop without offending her?",
    intent: 'life.boundaries',
  },
  {
    id: 'b17-235',
    persona: 'life',
    message:
      "My boss texts me on my days off and I always answer. I'm a pharmacist and I want my weekends back. How do I set limits without seeming unhelpful?",
    intent: 'life.boundaries',
  },
  {
    id: 'b17-236',
    persona: 'life',
    message:
      "I'm the one everyone comes to. I'm a retired nurse, sixty-four, and since I stopped working my diary has filled up with other people's plans for me: my son drops the grandkids off three days a week and assumes I'll have them, my neighbour wants lifts to the shops, the church has me on three committees, and my sister rings every evening for an hour. I love them all, but I've not had a day to myself since I retired. Every time I try to say no, I feel guilty and end up saying yes anyway. How do I start protecting my time without upsetting everyone?",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b17-237',
    persona: 'life',
    message: 'kids left home, who am i now',
    intent: 'life.purpose',
  },
  {
    id: 'b17-238',
    persona: 'life',
    message:
      "I've ticked all the boxes: house, job, marriage. I'm 40 and feel oddly empty. What do I actually want from the rest of my life?",
    intent: 'life.purpose',
  },
  {
    id: 'b17-239',
    persona: 'life',
    message:
      "Since leaving the army last year I've lost the sense of mission I had. I have a job and a family, but nothing feels meaningful. How do I find something that matters to me again?",
    intent: 'life.purpose',
  },
  {
    id: 'b17-240',
    persona: 'life',
    message:
      "I sold my shop last year after thirty years, a little hardware place on the high street, and I got a decent price, so money isn't the issue. My wife still works part-time. I thought I'd love the freedom, but most days I potter around, watch the news, fix things that aren't broken. I used to know exactly why I got up in the morning: open up at eight, look after my regulars, keep the place going. Now I'm sixty-three and I don't know what I'm for. I'm not after another job necessarily. I just want something that gives my days a bit of meaning. How do people find that at this stage?",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b17-241',
    persona: 'life',
    message: 'leave the city for a farm? so torn',
    intent: 'life.decision',
  },
  {
    id: 'b17-242',
    persona: 'life',
    message:
      "We've been offered the chance to move to Portugal for 2 years with my partner's job. I'd have to give up my nursing post. How do I make a choice like this?",
    intent: 'life.decision',
  },
  {
    id: 'b17-243',
    persona: 'life',
    message:
      "I'm 37 and trying to decide whether to have a second child. My husband's keen, I'm unsure. How do we think through something this big?",
    intent: 'life.decision',
  },
  {
    id: 'b17-244',
    persona: 'life',
    message:
      "My mother has offered us her house if my partner and I move back to the village I grew up in, three hours from where we live now. It would mean no rent, a garden for our dog, and being near her as she gets older. But it would also mean my partner leaving his job, me going fully remote, and us being far away from all our friends. We've made pros and cons lists, asked everyone we know, and I change my mind daily. Some mornings I'm certain, by dinner I've flipped. We need to give her an answer by the end of the month. How do I actually make a call like this without regretting it?",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b17-245',
    persona: 'life',
    message: 'looking after mum with dementia, wiped out',
    intent: 'life.caregiving',
  },
  {
    id: 'b17-246',
    persona: 'life',
    message:
      "My husband had a stroke in January and I'm now his full-time carer while working part-time. How do I cope and still look after myself?",
    intent: 'life.caregiving',
  },
  {
    id: 'b17-247',
    persona: 'life',
    message:
      "My dad is 84 and won't accept outside help, so I drive over every day after work to cook and sort his pills. My siblings live far away. How do I keep this up?",
    intent: 'life.caregiving',
  },
  {
    id: 'b17-248',
    persona: 'life',
    message:
      "My son is nineteen and has severe autism; he lives at home with me and will probably always need a lot of support. His dad left when he was little, so it's mostly me, with some respite care one weekend a month. I work from home doing bookkeeping so I can be around. I love him fiercely, but I'm fifty-one and I'm tired in my bones. I haven't been on holiday in eleven years. My friends have drifted because I can never commit to plans. I'm not asking how to change anything about him, I'm asking how I keep going, look after my own wellbeing, and plan for the future as the one who looks after him.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b17-249',
    persona: 'life',
    message: 'weird itchy rash on my arm for weeks',
    intent: 'any.health',
  },
  {
    id: 'b17-250',
    persona: 'founder',
    message:
      "I've had a dry cough that won't go away for about five weeks now, no fever. I keep putting off the doctor because of investor meetings. Is this something I should get looked at?",
    intent: 'any.health',
  },
  {
    id: 'b17-251',
    persona: 'career',
    message:
      "I work nights at a distribution centre and for a fortnight I've had a nagging pain in my lower back that runs down my left leg. What kind of doctor should I see, and what should I tell them?",
    intent: 'any.health',
  },
  {
    id: 'b17-252',
    persona: 'life',
    message:
      "I'm a 52-year-old ex-soldier and my wife has been nagging me to get my knees looked at. The right one swells up after I walk the dog for more than half an hour, and it clicks going up stairs. I did a lot of parachute jumps back in the day so I assumed it was just wear and tear, and I've been taking ibuprofen on and off. It's not agony, but it's stopping me doing the long walks I love, and I was planning a bit of hill walking in Scotland this summer. I dont want to make a fuss. Should I be getting this checked by a GP or a physio, and what might they do?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b17-253',
    persona: 'life',
    message: 'landlord keeping my whole deposit, is that allowed',
    intent: 'any.legal',
  },
  {
    id: 'b17-254',
    persona: 'founder',
    message:
      'A former contractor claims he owns the copyright to the code he wrote for our app because we never signed anything. Do we own it, and should I get a solicitor to draw up an agreement now?',
    intent: 'any.legal',
  },
  {
    id: 'b17-255',
    persona: 'career',
    message:
      'My employer wants me to sign a non-compete that stops me working for any competitor for 18 months after I leave. Is that even enforceable in California?',
    intent: 'any.legal',
  },
  {
    id: 'b17-256',
    persona: 'life',
    message:
      "My neighbour has put up a new fence and I'm fairly sure it's about half a metre onto our land; the old fence line is still visible in the grass. We've lived here twelve years and always got on, so I don't want a big fight. I mentioned it over the hedge and he said his surveyor says it's fine, but wouldn't show me anything. I've dug out our deeds from the loft but I can't make sense of the plan. I'm a retired teacher, not a property expert, and I don't know if I have a case, what it would cost to pursue, or if I'd need a solicitor. What are my rights here?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b17-257',
    persona: 'life',
    message: 'pension or ISA, where should spare savings go',
    intent: 'any.finance',
  },
  {
    id: 'b17-258',
    persona: 'founder',
    message:
      "I'm a sole trader turning my business into a limited company this year. Should I pay myself a salary, dividends, or a mix, to be tax-efficient in the UK?",
    intent: 'any.finance',
  },
  {
    id: 'b17-259',
    persona: 'career',
    message:
      "I'm switching jobs in June. Should I transfer my old workplace pension of about £34,000 into the new scheme, or leave it where it is?",
    intent: 'any.finance',
  },
  {
    id: 'b17-260',
    persona: 'life',
    message:
      "My aunt passed away last year and left me about £60,000, which is more money than I've ever had in one place. I'm forty-four, work as a hospital porter, rent a flat, and have a small workplace pension. Everyone has an opinion: my brother says property, my colleague says crypto, my mum says leave it in the bank where it's safe. I've read a bit about index funds and ISAs but I don't really understand the tax side or the risks. I don't want to blow it or make a silly decision. Should I be speaking to a financial adviser, and what sort of questions should I be asking about investing it?",
    intent: 'any.finance',
  },
];
