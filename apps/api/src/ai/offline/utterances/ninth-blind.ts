import type { MentorType } from '@mentor/validation';

/**
 * The ninth blind set (260 messages, 4 per intent, ids b9-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the tenth blind set (then src/ai/eval/blind-heldout-10.ts) replaced it. Four messages
 * (b9-033, b9-093, b9-125, b9-241) were word for word messages of the corpus when it was written; a word or two was
 * added to each.
 */
export const NINTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b9-001',
    persona: 'founder',
    message: 'how do i know if ppl actually want my app idea',
    intent: 'founder.discovery',
  },
  {
    id: 'b9-002',
    persona: 'founder',
    message:
      "Physio in Leeds here, planning a booking tool for small clinics. I've spoken to 6 clinic owners and all of them said it sounds great, but none have committed to anything. How do I tell real demand from politeness before I build it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b9-003',
    persona: 'founder',
    message:
      "I spent eleven years in logistics in Johannesburg, mostly running cold-chain warehouses, and I keep seeing the same problem: small farmers lose stock because they can't book refrigerated space at short notice. I've sketched out a marketplace that matches spare cold storage with farmers who need it for a few days. My wife thinks I should just resign and build it, and honestly I'm also a bit worried about how I'd explain the gap on my CV if it fails. But before any of that, what's the best way to find out whether farmers would actually use this and pay for it, without spending money on building a product first?",
    intent: 'founder.discovery',
  },
  {
    id: 'b9-004',
    persona: 'founder',
    message:
      "Everyone I show my mockups to says they'd love it, but my gut tells me they're just being nice. I don't want to sink my savings into something only my friends think is cool.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b9-005',
    persona: 'founder',
    message: 'products live but zero users lol where do i even start',
    intent: 'founder.first-customers',
  },
  {
    id: 'b9-006',
    persona: 'founder',
    message:
      "We've built a shift-scheduling tool for independent restaurants in Toronto. It works, there's a free trial, and after 3 weeks we have exactly zero paying accounts. How would you go about landing the first 10 restaurants?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b9-007',
    persona: 'founder',
    message:
      "I'm 24, just finished a master's in Bangalore, and with a friend I've built a simple inventory app for small pharmacies. We did the customer interviews months ago and people told us they had the problem, so we built it. Now it's ready and... nothing. We posted on LinkedIn, made a landing page, and my cousin's pharmacy uses it for free, but that's it. My parents keep asking when I'm getting a proper job, which doesn't help. How do we actually get the first handful of pharmacies to sign up and pay? Should I be walking into shops door to door?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b9-008',
    persona: 'founder',
    message:
      "It's been two months since launch and the only people logging in are me, my cofounder and my mum. I genuinely don't know who to talk to next.",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b9-009',
    persona: 'founder',
    message: 'how much should i charge for my saas tbh no clue',
    intent: 'founder.pricing',
  },
  {
    id: 'b9-010',
    persona: 'founder',
    message:
      "I run bookkeeping software for tradespeople in Auckland. It's $15 a month flat, but our bigger customers with 20+ staff use it heavily. Should I move to per-seat pricing or tiers, and how do I change it without upsetting early users?",
    intent: 'founder.pricing',
  },
  {
    id: 'b9-011',
    persona: 'founder',
    message:
      "Some context: I left a consulting job in Frankfurt last year to start a compliance-training platform for mid-sized manufacturers. We have nine paying customers, all on annual contracts I negotiated one by one, and the amounts range from 4,000 to 19,000 euros because I basically made them up in each meeting. It's getting embarrassing now that customers talk to each other at trade fairs. I also need to hire a second developer soon, but that's a separate problem. What I need help with is a proper price list: how do I decide what to charge, and should it be based on number of employees, modules or something else?",
    intent: 'founder.pricing',
  },
  {
    id: 'b9-012',
    persona: 'founder',
    message:
      "Every customer I talk to says yes on the spot, nobody even pushes back. My accountant friend says that means I'm leaving money on the table, but I'm scared that asking for more will lose them.",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b9-013',
    persona: 'founder',
    message: 'ppl keep cancelling after the first month, help',
    intent: 'founder.churn',
  },
  {
    id: 'b9-014',
    persona: 'founder',
    message:
      'Our meal-kit subscription in Sydney has about 1,400 subscribers, but 18% cancel every month, mostly between week 3 and week 6. Acquisition is fine. What should I look at first to get people to stay?',
    intent: 'founder.churn',
  },
  {
    id: 'b9-015',
    persona: 'founder',
    message:
      "I co-founded a fitness app in Madrid two years ago. Sign-ups have been strong thanks to a partnership with a gym chain, and we crossed 30,000 downloads last quarter. The problem is that only about a quarter of paying users are still subscribed after three months, and our investors have started raising it at every board meeting. We've tried discount emails and a pause option, and neither moved the numbers much. My cofounder wants to spend more on ads to replace the people who leave, and we've argued about that a bit. How would you approach figuring out why people leave, and actually keeping them?",
    intent: 'founder.churn',
  },
  {
    id: 'b9-016',
    persona: 'founder',
    message:
      "We sign up plenty of new accounts every month, but the total barely grows. It feels like filling a bucket with a hole in it, and I can't tell where the hole is.",
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b9-017',
    persona: 'founder',
    message: 'need a real sales process, rn its just me winging it',
    intent: 'founder.sales',
  },
  {
    id: 'b9-018',
    persona: 'founder',
    message:
      'I sell HR software to hospitals in the US Midwest. Deals take 6 to 9 months, involve 5 or 6 stakeholders, and I lose track of where each one stands. How do I set up a repeatable sales pipeline?',
    intent: 'founder.sales',
  },
  {
    id: 'b9-019',
    persona: 'founder',
    message:
      "I'm a former teacher from Accra, and two years ago I started a company that sells exam-prep software to private schools. Until now, every school we've signed came through me personally: I know the heads, I visit, I demo, I follow up on WhatsApp. We have 40 schools and want to reach 200 across Ghana and Nigeria next year. I'm also trying to finish a board report tonight, so apologies for the rush. My question is how to turn what I do by instinct into a sales process other people can follow: stages, scripts, what to track, that kind of thing.",
    intent: 'founder.sales',
  },
  {
    id: 'b9-020',
    persona: 'founder',
    message:
      "Every deal we close feels like luck. Some prospects go quiet after the demo, some sign within a week, and I honestly couldn't tell you what made the difference or how to repeat it.",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b9-021',
    persona: 'founder',
    message: 'how do i hire a good engineer w basically no budget',
    intent: 'founder.hiring',
  },
  {
    id: 'b9-022',
    persona: 'founder',
    message:
      "We're a 5-person fintech startup in Lagos and need our first senior backend engineer. The big banks pay far more than we can. How do we attract and assess someone good when we can offer about 60% of market salary plus equity?",
    intent: 'founder.hiring',
  },
  {
    id: 'b9-023',
    persona: 'founder',
    message:
      "Background: I'm 41, I founded a drone-survey company in Perth after fifteen years in mining, and we've grown from two people to eleven in eighteen months. Every hire so far has been someone I knew or a friend of a friend, and that worked until it didn't: our last two hires both left within four months, and one of them was a real mismatch. We're now about to bring on an operations manager and two field pilots. I'm also thinking about moving office, though that can wait. How do I build an actual hiring process, from writing the role to interviewing and checking references, so we stop getting it wrong?",
    intent: 'founder.hiring',
  },
  {
    id: 'b9-024',
    persona: 'founder',
    message:
      "I'm doing three jobs at once and we finally have the budget for another person on the team, but the last person I brought on didn't work out and I'm nervous about getting it wrong again.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b9-025',
    persona: 'founder',
    message: 'how do u even find angel investors',
    intent: 'founder.fundraising',
  },
  {
    id: 'b9-026',
    persona: 'founder',
    message:
      "I'm raising a £750k pre-seed round for a climate-tech startup in Manchester. I've had 22 investor meetings, two soft commitments and no lead. How do I find a lead investor and actually get the round closed?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b9-027',
    persona: 'founder',
    message:
      "Three of us in Singapore are building logistics software for small importers. We've been bootstrapped for eighteen months and hit about 25,000 US dollars in monthly revenue, and now we want to expand into Indonesia and Vietnam, which means we need capital faster than revenue can give us. None of us has ever raised before. Some friends tell us to get a list of VCs and blast emails; others say warm intros are the only thing that works. I'm also not sure whether to use a SAFE or a priced round. Where do we start with raising, and how long should we expect it to take?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b9-028',
    persona: 'founder',
    message:
      'Our revenue covers salaries but not the expansion we planned, and I keep hearing other founders talk about closing rounds. I have no idea how people even get in a room with the people who write those cheques.',
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b9-029',
    persona: 'founder',
    message: 'can u look at my pitch deck, feels boring',
    intent: 'founder.pitch',
  },
  {
    id: 'b9-030',
    persona: 'founder',
    message:
      'I have a 10-minute slot at an accelerator demo day in Dublin in three weeks. My deck is 24 slides and in practice runs people keep asking what we actually do. How do I tighten the story and the opening?',
    intent: 'founder.pitch',
  },
  {
    id: 'b9-031',
    persona: 'founder',
    message:
      "Quick background: I'm a 29-year-old biomedical engineer in Boston, and I've spent two years developing a low-cost glucose monitor for clinics in low-income countries. The science is solid and we have pilot data from Ghana. I've done around fifteen investor meetings and the feedback is always some version of 'interesting, but I don't get the business'. I think I spend too long on the technology and rush the market and business model slides at the end. I'm also sleeping badly before these meetings, but that's a side thing. How would you restructure the presentation so investors understand the opportunity in the first two minutes?",
    intent: 'founder.pitch',
  },
  {
    id: 'b9-032',
    persona: 'founder',
    message:
      "Investors nod politely through my twenty minutes and then ask questions that show they didn't understand what we do. I clearly know my business, I just can't seem to get it across when I'm standing up in front of them.",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b9-033',
    persona: 'founder',
    message: 'me and my cofounder keep fighting about basically everything rn',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b9-034',
    persona: 'founder',
    message:
      "My cofounder and I own 50/50 of an e-commerce brand in Mexico City. She wants to raise money and scale fast; I want to stay profitable and grow slowly. We haven't had a calm conversation in a month. How do we work through this?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b9-035',
    persona: 'founder',
    message:
      "We started the company four years ago in Cape Town, two best friends from university. I handle product and he does sales and finance. For the first three years it was great. Since our seed round, though, he's been working maybe thirty hours a week, skipping standups, and making big promises to customers without telling me. When I bring it up he gets defensive and says I'm micromanaging. The team has started noticing the tension. I've also been wondering whether we need an outside board member. How do I have this conversation with him in a way that actually fixes things rather than blowing up the friendship and the company?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b9-036',
    persona: 'founder',
    message:
      "The person I started this business with and I can't agree on anything anymore, and the team is starting to pick sides. I miss when we used to finish each other's sentences.",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b9-037',
    persona: 'founder',
    message: 'where do ppl find a technical cofounder??',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b9-038',
    persona: 'founder',
    message:
      "After twelve years nursing in Birmingham, I have an idea for a staffing app for care homes. I can't code and I've got about £8k saved. Where should I look for a technical cofounder, and how do I know if someone's the right fit?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b9-039',
    persona: 'founder',
    message:
      "I've been working on a legal-tech idea alone for about eight months here in Vancouver. I've got a prototype I built with no-code tools, twelve law firms on a waitlist and a small grant from a provincial programme. Everyone at the accelerator info session said solo founders struggle to raise, and honestly doing everything myself is wearing thin. I've met a couple of engineers at meetups, but I have no idea how you go from a coffee to deciding to build a company together. I'm also unsure how I'd split equity with someone joining now. How do I find the right partner, and how do I test whether we'd work well together?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b9-040',
    persona: 'founder',
    message:
      "I'm great at selling and talking to customers but I can't build the thing. I keep wishing there was someone who'd want to own this with me, not just be paid to write the code.",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b9-041',
    persona: 'founder',
    message: 'thinking of pivoting... is that dumb after 1 yr',
    intent: 'founder.pivot',
  },
  {
    id: 'b9-042',
    persona: 'founder',
    message:
      'We built a consumer language-learning app in Berlin. Growth has been flat for 14 months, but three corporate clients keep asking for a team version. Should we pivot to B2B, and how do we decide?',
    intent: 'founder.pivot',
  },
  {
    id: 'b9-043',
    persona: 'founder',
    message:
      "I launched a craft beer subscription box in Melbourne three years ago. It grew fine at first, but since the pandemic it's been shrinking slowly, and meanwhile a small side project, a software tool that helps small breweries run their own subscriptions, has gone from two customers to thirty without any marketing. My instinct says the software is the real business, but the boxes still bring in most of the revenue and I have four staff who work on them. My partner thinks I'm just bored. How do I decide whether to change direction, and if so, how do I do it without crashing the company?",
    intent: 'founder.pivot',
  },
  {
    id: 'b9-044',
    persona: 'founder',
    message:
      "We've tried every tweak to make the original idea work and it still isn't clicking, but customers keep asking us for something completely different. Part of me wants to follow them, part of me feels like that's giving up.",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b9-045',
    persona: 'founder',
    message: 'too many things to do, what do i focus on first',
    intent: 'founder.focus',
  },
  {
    id: 'b9-046',
    persona: 'founder',
    message:
      "Solo founder here, running a pet-insurance comparison site in Dublin. This week's list: redo the website, start a podcast, apply to two accelerators, fix onboarding and chase a partnership with a vet chain. Which one actually matters?",
    intent: 'founder.focus',
  },
  {
    id: 'b9-047',
    persona: 'founder',
    message:
      "We're a team of six in Hyderabad running a B2B marketplace for textile suppliers. In the last quarter we've launched a mobile app, started a content marketing push, opened talks about two new cities, begun building a financing feature and hired an agency for paid ads. Everything is half-done and revenue has been flat for five months. My cofounder says we just need to work harder, and I've been sleeping about five hours a night. I suspect the real problem is that we're doing too many things. How do I pick the single most important thing for the next quarter and get the team to drop the rest?",
    intent: 'founder.focus',
  },
  {
    id: 'b9-048',
    persona: 'founder',
    message:
      "Every morning I open my list and there are thirty things on it that all feel urgent. By the evening I've nudged everything forward a little and nothing has really moved for the startup.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b9-049',
    persona: 'founder',
    message: 'so burnt out running this startup, cant think straight',
    intent: 'founder.burnout',
  },
  {
    id: 'b9-050',
    persona: 'founder',
    message:
      "I've run my digital agency in Bristol for 6 years, 14 staff. I work 70-hour weeks, haven't taken more than two days off since 2021, and I dread opening my laptop. How do I recover without the business falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b9-051',
    persona: 'founder',
    message:
      "I'm 38 and I founded a health-tech company in Austin five years ago. We've raised a Series A, we have forty employees, and from the outside things look great. But for the last six months I've felt empty. I used to love solving problems at work; now I sit in meetings and feel nothing, and I've stopped caring about things I used to obsess over. My wife has noticed and we had a hard talk about it last weekend. I'm also meant to be planning our Series B this year, which feels impossible right now. How do I get my energy back while still running the company, and is it normal to feel like this?",
    intent: 'founder.burnout',
  },
  {
    id: 'b9-052',
    persona: 'founder',
    message:
      "I used to jump out of bed excited about the company. Now I stare at my inbox for an hour before I can answer anything, and weekends don't refill the tank anymore.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b9-053',
    persona: 'founder',
    message: 'which features should go in the mvp?',
    intent: 'founder.product',
  },
  {
    id: 'b9-054',
    persona: 'founder',
    message:
      "We're building a patient-intake app for dental clinics in Ontario. Our backlog has 60 feature requests from 12 clinics. How do we decide what to build next without turning the product into a mess?",
    intent: 'founder.product',
  },
  {
    id: 'b9-055',
    persona: 'founder',
    message:
      "I run a small startup in Cork making software that helps farmers track herd health. About 300 farms use it, and the feedback is mixed: older farmers find it confusing, younger ones want more, like integration with milking machines and some kind of AI assistant. My developer and I have been adding whatever the loudest customer asks for, and the app now has eight menus nobody can navigate. I'm also trying to decide whether to apply for an Enterprise Ireland grant. How should I go about deciding what the product should be, what to cut, and how to lay out a roadmap that makes sense?",
    intent: 'founder.product',
  },
  {
    id: 'b9-056',
    persona: 'founder',
    message:
      "Our users keep asking for more and more things, and we keep saying yes. Now the app does twenty things badly and new people can't work out how to do the one thing it was meant for.",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b9-057',
    persona: 'founder',
    message: 'how to get more users, ads or seo or what',
    intent: 'founder.growth',
  },
  {
    id: 'b9-058',
    persona: 'founder',
    message:
      'Our budgeting app in Chicago gets about 400 sign-ups a month, almost all from word of mouth. We have $10k to test marketing. Should we try TikTok, SEO, referrals or paid search first?',
    intent: 'founder.growth',
  },
  {
    id: 'b9-059',
    persona: 'founder',
    message:
      "I run a small online shop selling handmade ceramics out of Wellington. For three years most of my sales came from Instagram, and I grew to about 25,000 followers. Since the algorithm changes last year my reach has collapsed, and monthly sales have dropped by roughly forty percent. I've dabbled with Pinterest and a newsletter, but nothing has really clicked, and I don't have a big budget for ads. I also need to sort out shipping costs to Australia at some point. How do I find a new, reliable way of reaching customers that doesn't depend on one platform?",
    intent: 'founder.growth',
  },
  {
    id: 'b9-060',
    persona: 'founder',
    message:
      "The people who find us tend to love us and stick around. The trouble is that hardly anyone finds us, and I've tried a bit of everything without a clue which one to double down on.",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b9-061',
    persona: 'founder',
    message: 'we have like 4 months cash left, what do i do',
    intent: 'founder.runway',
  },
  {
    id: 'b9-062',
    persona: 'founder',
    message:
      'My e-bike startup in Hamburg has €180k in the bank and burns €35k a month. The next round is at least six months away. What should I cut first, and how do I plan the next half-year?',
    intent: 'founder.runway',
  },
  {
    id: 'b9-063',
    persona: 'founder',
    message:
      "We're a twelve-person edtech startup in Kumasi. We raised a seed round of 900,000 dollars eighteen months ago, and growth has been slower than we planned. Looking at the bank balance last night, I realised we have about seven months left at our current spending, and our lead investor has told us informally that they won't do a bridge. I haven't told the team yet. I'm also wondering whether I should stop taking a salary myself. How do I build a realistic cash plan, stretch what we have, and decide when to start raising versus cutting costs?",
    intent: 'founder.runway',
  },
  {
    id: 'b9-064',
    persona: 'founder',
    message:
      "I check the bank balance every morning and do the maths in my head about how many more payrolls we can make. It's starting to keep me up at night.",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b9-065',
    persona: 'career',
    message: 'just graduated, how do i even start looking for jobs',
    intent: 'career.job-search',
  },
  {
    id: 'b9-066',
    persona: 'career',
    message:
      "My family and I are moving from Pune to Toronto in March, and I'm a 34-year-old civil engineer. I want a job lined up within three months of landing. How should I structure my search: job boards, recruiters, or targeting specific companies?",
    intent: 'career.job-search',
  },
  {
    id: 'b9-067',
    persona: 'career',
    message:
      "I've been a primary school teacher in Dublin for nine years, and I've decided I want to move into instructional design at an edtech company. I've done a course and built a small portfolio, so the decision itself is made. What I'm struggling with is the actual search: I apply randomly to whatever appears on LinkedIn on a Sunday night, with no system, and I've no idea how many applications a week is sensible or how to keep track of them. I also have a holiday booked in July. How do I plan a proper job hunt that fits around full-time teaching?",
    intent: 'career.job-search',
  },
  {
    id: 'b9-068',
    persona: 'career',
    message:
      "My contract ends in August and I have nothing lined up. I don't know whether to apply for everything or be picky, how many hours a week to give it, or where to look first.",
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b9-069',
    persona: 'career',
    message: 'can u check my cv its kinda messy',
    intent: 'career.cv',
  },
  {
    id: 'b9-070',
    persona: 'career',
    message:
      "Eight years as a warehouse supervisor in Leicester, and now I'm applying for operations manager roles. My CV is three pages and lists duties, not achievements. How do I cut it to two pages and make it stand out?",
    intent: 'career.cv',
  },
  {
    id: 'b9-071',
    persona: 'career',
    message:
      "I'm 52 and I've worked in banking in Johannesburg for almost thirty years, mostly in credit risk. I'm now applying for roles at fintech firms, and a recruiter told me my résumé looks dated and gives away my age. It still has my school results and a photo on it, and it lists every job since 1994. I'm also unsure whether to mention the six months I took off to look after my father. How should I rewrite it so it looks modern and gets past the screening software these companies use?",
    intent: 'career.cv',
  },
  {
    id: 'b9-072',
    persona: 'career',
    message:
      "The document I send with my applications is basically a list of everything I've done since uni in tiny font. I suspect nobody reads past the first half page.",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b9-073',
    persona: 'career',
    message: 'sent 80 applications and heard nothing back. nothing',
    intent: 'career.no-responses',
  },
  {
    id: 'b9-074',
    persona: 'career',
    message:
      "Data analyst in Melbourne, 3 years' experience. I've applied to 60 roles since January and received two automated rejections and silence from the rest. What am I doing wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b9-075',
    persona: 'career',
    message:
      "After finishing my MBA in Madrid last year I moved back to Monterrey to be near my family. I've been applying for product manager roles at tech companies in Mexico and remotely for US companies. I tailor every cover letter, I've had my résumé reviewed twice, and I apply within a day of a job being posted. In four months I've sent about 120 applications and got exactly three replies, all rejections. I'm doing some freelance consulting to pay the bills in the meantime. Why would my applications vanish like this, and what should I change to actually hear back?",
    intent: 'career.no-responses',
  },
  {
    id: 'b9-076',
    persona: 'career',
    message:
      "I send something off, get the auto-confirmation email, and then it's just silence. Weeks of it. I'm starting to wonder if there's a person on the other end at all.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b9-077',
    persona: 'career',
    message: 'interview tmrw, any tips?? so nervous',
    intent: 'career.interview',
  },
  {
    id: 'b9-078',
    persona: 'career',
    message:
      "I've got a panel interview on Thursday for a senior nurse manager post at a hospital in Glasgow. They've said it includes a 10-minute presentation on improving patient flow. How should I prepare?",
    intent: 'career.interview',
  },
  {
    id: 'b9-079',
    persona: 'career',
    message:
      "Some background: I'm 27, a software developer in Bangalore, and I've worked at the same services company since college. I've just been invited to interview at a product company in Singapore, which would be a huge step for me. There are four rounds: an online coding test, a system design round, a behavioural round and a final conversation with the hiring manager. I've never done a system design interview, and I freeze when people ask about my weaknesses. I'm also wondering whether to mention up front that I'd need visa sponsorship. How should I use the next two weeks to prepare?",
    intent: 'career.interview',
  },
  {
    id: 'b9-080',
    persona: 'career',
    message:
      "On Monday I'll be sitting across from three people who'll decide whether I get the job I really want. Last time I was in that seat my mind went blank on the very first question.",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b9-081',
    persona: 'career',
    message: 'had interview fri, no word yet, should i email them?',
    intent: 'career.interview-after',
  },
  {
    id: 'b9-082',
    persona: 'career',
    message:
      "I had a final-round interview with a consultancy in Sydney 9 days ago. They said I'd hear within a week. Should I follow up, and what do I write without sounding desperate?",
    intent: 'career.interview-after',
  },
  {
    id: 'b9-083',
    persona: 'career',
    message:
      "Last Tuesday I had what I thought was a great interview for a marketing lead role at a beverage company in Lagos. The conversation ran twenty minutes over and the CEO joined at the end. They asked about my notice period and salary expectations. Since then I haven't heard a thing, and I'm also waiting on another company's second round, which complicates things. I didn't send a thank-you note at the time because I wasn't sure it's done here. Is it too late to send one now, and how should I handle the waiting and the follow-up?",
    intent: 'career.interview-after',
  },
  {
    id: 'b9-084',
    persona: 'career',
    message:
      "It's been a week since I walked out of their office feeling great, and now I'm replaying every answer I gave and checking my phone every ten minutes.",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b9-085',
    persona: 'career',
    message: 'got an offer! can i ask for more or is that rude',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b9-086',
    persona: 'career',
    message:
      'A logistics firm in Düsseldorf has offered me a supply-chain manager role at €72k. Salary data suggests €78-85k for similar roles. How do I counter without risking the offer, and should I ask for extra holiday too?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b9-087',
    persona: 'career',
    message:
      "I'm 31, a mechanical engineer in Houston, and after a long search I've just had a verbal offer from an energy company I really like. The base salary is about 8 percent above what I earn now, which is fine but lower than I hoped, and they mentioned a sign-on bonus only briefly. They've asked me to reply by Friday. I've never negotiated before; at my current job I just accepted the first number. My partner also wants to know whether we'd need to move, which I should clarify. How do I go about negotiating the package, and what exactly should I say on the call?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b9-088',
    persona: 'career',
    message:
      "They want me and told me the number on the phone, and I said it sounded great, but afterwards I realised it's less than a friend in a similar job makes. Is it too late to go back to them?",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b9-089',
    persona: 'career',
    message: '2 job offers, cant pick, help',
    intent: 'career.compare-offers',
  },
  {
    id: 'b9-090',
    persona: 'career',
    message:
      "I have two offers in London: a fintech startup at £65k plus equity, or a big bank at £75k with a strong pension and a commute that's 40 minutes shorter. I'm 28 and single. How do I weigh them up?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b9-091',
    persona: 'career',
    message:
      "I've been job hunting in Auckland for four months, and this week two offers arrived at once. The first is a senior analyst role at a government agency: stable, good hours, slightly lower pay. The second is a product role at a fast-growing agritech company: more interesting work and a higher salary, but they've had layoffs before and the hours sound long. I have a toddler and my partner works shifts, so flexibility matters a lot. I also need to give notice at my current job soon. How should I decide between them, and are there questions I should ask each company before choosing?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b9-092',
    persona: 'career',
    message:
      'After months of nothing, two companies said yes in the same week. One feels safe and the other feels exciting, and I have until Monday to give both of them an answer.',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b9-093',
    persona: 'career',
    message: 'how do i ask my boss for more money this year',
    intent: 'career.raise',
  },
  {
    id: 'b9-094',
    persona: 'career',
    message:
      "Three years as a UX designer at a Cape Town agency and not a single salary increase. Since then I've taken on two major clients. Industry surveys suggest I'm about 20% below market. How do I ask for a raise?",
    intent: 'career.raise',
  },
  {
    id: 'b9-095',
    persona: 'career',
    message:
      "I work as a pharmacist for a chain in Calgary and I've been there four years. When I started, the pay was competitive, but with inflation and new graduates being hired at almost my rate, I feel like I'm falling behind. I've trained three of the new hires and I cover extra shifts whenever they're short. I'm happy in my current role and don't want a different title. My annual review is next month. I'm also considering a clinical certification, but that's for later. How should I prepare to ask for more pay, and what do I do if my manager says there's no budget?",
    intent: 'career.raise',
  },
  {
    id: 'b9-096',
    persona: 'career',
    message:
      "I found out the new hire on my team earns more than me, and I've been here five years. I don't want to leave, I just want what I'm paid to reflect what I actually do.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b9-097',
    persona: 'career',
    message: 'how do i get promoted to senior? been stuck 3 yrs',
    intent: 'career.promotion',
  },
  {
    id: 'b9-098',
    persona: 'career',
    message:
      'Mid-level accountant at a Big Four firm in Singapore here. The next promotion cycle for manager is in October. What should I be doing over the next six months to make a strong case?',
    intent: 'career.promotion',
  },
  {
    id: 'b9-099',
    persona: 'career',
    message:
      "I'm 36, a team lead in customer support at a telecoms company in Manchester. I've been in the role for four years and my reviews are consistently good. Last year a head-of-support role opened up and they hired externally, and nobody really explained why. My manager says I'm doing great but never talks about next steps. I'm also doing a part-time course in data analysis in the evenings. How do I find out what the company actually needs to see before moving me up, and how do I get the decision makers to notice me?",
    intent: 'career.promotion',
  },
  {
    id: 'b9-100',
    persona: 'career',
    message:
      "I've been doing the job of the level above mine for over a year, covering for my manager and running projects, but my title hasn't budged. Two people who joined after me have already moved up.",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b9-101',
    persona: 'career',
    message: "my review said i'm 'not strategic enough'?? what does that even mean",
    intent: 'career.feedback-received',
  },
  {
    id: 'b9-102',
    persona: 'career',
    message:
      'At my mid-year review at an insurance firm in Chicago, my manager said I come across as abrupt in meetings. Nobody has told me that in 12 years. How do I make sense of it and what do I do with it?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b9-103',
    persona: 'career',
    message:
      "I work as a junior architect in Barcelona, in my second year at a mid-sized practice. Yesterday I had my first formal appraisal, and while the technical comments were positive, my director wrote that I lack initiative and need to take more ownership of projects. I was honestly shocked, because I thought I was doing what I was asked and I didn't want to overstep. I ended up crying in the bathroom afterwards, which I'm a bit embarrassed about. My flatmate thinks I should look for another job, but I'm not sure. How do I understand what they mean and turn it into something I can actually work on?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b9-104',
    persona: 'career',
    message:
      "My manager sat me down and said a few things about how I work that stung. Part of me thinks they were unfair, part of me wonders if they were right, and I can't stop turning it over.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b9-105',
    persona: 'career',
    message: 'need to tell a team member their work isnt good enough',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b9-106',
    persona: 'career',
    message:
      'I manage 7 engineers at a SaaS company in Dublin. One senior developer has missed three deadlines and is dismissive in code reviews. I need to raise it in our one-to-one on Tuesday. How do I say it well?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b9-107',
    persona: 'career',
    message:
      "I manage a small team of four in the communications department of a hospital trust in Bristol. One of my team members is lovely, well liked and has been here longer than me, but her reports are full of mistakes and I've been quietly fixing them for months. Now my director has noticed and asked me to deal with it. I'm worried she'll be hurt and the team dynamic will suffer, and I'm also planning our away day next month. How do I tell her honestly about the quality of her work without damaging our relationship?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b9-108',
    persona: 'career',
    message:
      "One of the people who reports to me keeps turning up late and leaving things unfinished, and I've been dropping hints for weeks. I know I need to sit him down properly, but I hate confrontation.",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b9-109',
    persona: 'career',
    message: 'my boss is a nightmare, micromanages everything',
    intent: 'career.manager',
  },
  {
    id: 'b9-110',
    persona: 'career',
    message:
      "My manager at a retail head office in Johannesburg changes priorities daily, criticises me in front of the team and takes credit for my reports. I've been there 18 months. How do I handle her?",
    intent: 'career.manager',
  },
  {
    id: 'b9-111',
    persona: 'career',
    message:
      "I've worked in the civil service in Ottawa for twenty years, I'm 45, and I got a new director six months ago. He's young, very ambitious, and frankly doesn't seem to trust anyone who was here before him. He emails at midnight expecting answers by seven, rewrites everything I send him and cancels our one-to-ones at the last minute. I have good relationships with everyone else and I don't want to leave, especially with my pension five years away. I'm also helping my daughter apply to university this year. How do I work with this person without losing my mind or my reputation?",
    intent: 'career.manager',
  },
  {
    id: 'b9-112',
    persona: 'career',
    message:
      "Every time the person I report to messages me, my stomach drops. Nothing I do is ever right, and I've started rewriting emails five times before I send them.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b9-113',
    persona: 'career',
    message: 'coworker keeps taking credit for my work ugh',
    intent: 'career.colleague',
  },
  {
    id: 'b9-114',
    persona: 'career',
    message:
      'A colleague on my sales team in Accra keeps poaching clients from my territory and then complains to our manager when I object. We sit next to each other. How do I handle this without making it worse?',
    intent: 'career.colleague',
  },
  {
    id: 'b9-115',
    persona: 'career',
    message:
      "Lab technician at a university in Christchurch here. Three of us share a lab, and one of my colleagues and I have fallen out badly over scheduling equipment. It started small, with her booking the machines for days at a time, and it escalated to a heated argument in front of students last week. Now we're barely speaking and the third technician is stuck in the middle. Our supervisor is on leave until next month. I'm also applying for a permanent contract. How do I repair things with her, or at least get to a place where we can work together?",
    intent: 'career.colleague',
  },
  {
    id: 'b9-116',
    persona: 'career',
    message:
      "There's someone on my team who talks over me in every meeting and then goes quiet when I'm presenting. We're supposed to run a project together next quarter and I'm dreading it.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b9-117',
    persona: 'career',
    message: '30 and want to switch careers, is it too late',
    intent: 'career.change',
  },
  {
    id: 'b9-118',
    persona: 'career',
    message:
      "Dentist in Toronto, 11 years in, and I want to move into UX research. I have a mortgage and two kids. How do I plan the switch so that we don't take too big a financial hit?",
    intent: 'career.change',
  },
  {
    id: 'b9-119',
    persona: 'career',
    message:
      "I'm 47 and I've worked in hospitality management in Cape Town my whole adult life: hotels first, then restaurant groups. The pandemic shook me and, although the industry recovered, my enthusiasm never came back. I've volunteered with a literacy charity for two years and I think I'd like to move into the non-profit sector, probably programme management. My skills seem relevant, but nobody in that world knows me and I'd likely take a pay cut. My son is also starting university next year. How do I plan a move like this realistically, and in what order should I do things?",
    intent: 'career.change',
  },
  {
    id: 'b9-120',
    persona: 'career',
    message:
      "I've spent fifteen years in accounting and I'm good at it, but I keep looking at the teachers at my kids' school and thinking that's what I should be doing. I just don't know how people actually make that leap at my age.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b9-121',
    persona: 'career',
    message: 'best way to learn python fast for work?',
    intent: 'career.retraining',
  },
  {
    id: 'b9-122',
    persona: 'career',
    message:
      'My company in Sydney is moving to data-driven campaigns, and as a 41-year-old marketing manager I need to learn SQL and basic analytics within 4 months. Bootcamp, online course, or teach myself?',
    intent: 'career.retraining',
  },
  {
    id: 'b9-123',
    persona: 'career',
    message:
      "Mechanic here, 38, based in Sheffield, and I've worked on petrol and diesel engines since I was seventeen. More and more of the cars coming in are hybrids or fully electric, and the garage owner has said he'll pay for training if I find the right course. There's a Level 3 EV qualification at the local college and some online options, but I left school with very few qualifications and classrooms and exams make me nervous. I'm also coaching my son's football team at weekends. How do I pick the right course and actually stick with learning at my age?",
    intent: 'career.retraining',
  },
  {
    id: 'b9-124',
    persona: 'career',
    message:
      "Everyone at work has started using these new AI tools and I feel like I'm being left behind. I'd like to get properly good at them, but every time I open a tutorial I'm lost within ten minutes.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b9-125',
    persona: 'career',
    message: 'got laid off today. what do i do now',
    intent: 'career.layoff',
  },
  {
    id: 'b9-126',
    persona: 'career',
    message:
      "I was made redundant last week after 14 years at a car manufacturer in Stuttgart. I'm 49, with 3 months' severance and a family to support. What should I do in the first few weeks?",
    intent: 'career.layoff',
  },
  {
    id: 'b9-127',
    persona: 'career',
    message:
      "Two months ago the startup I worked for in San Francisco shut down overnight, and the whole team of sixty was let go by email. I'd been a product designer there for three years. At first I treated it like a holiday, but now my savings are shrinking, I've moved back in with my parents in Sacramento, and my confidence is at rock bottom. Most of my former colleagues already seem to have new jobs, at least judging by LinkedIn. I'm also trying to sort out health insurance. How do I get myself back on track, both practically and mentally?",
    intent: 'career.layoff',
  },
  {
    id: 'b9-128',
    persona: 'career',
    message:
      "Last Thursday HR called me into a room with my manager, and by lunchtime my laptop was gone. I've been sitting at home all week not knowing what to do with myself.",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b9-129',
    persona: 'career',
    message: 'just got made team lead, no idea how to manage ppl',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b9-130',
    persona: 'career',
    message:
      "From Monday I'm managing the 6 people I used to work alongside as a claims handler in Durban. Two of them applied for the same job. How do I handle the first few weeks?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b9-131',
    persona: 'career',
    message:
      "I'm 26 and work as a software engineer in Berlin. Our team lead left unexpectedly, and my director has asked me to step up and manage the team of five. I've never managed anyone before, I'm the second-youngest on the team, and I'm still expected to write code about half the time. I don't know how to run one-to-ones, how to set goals, or what to do if someone isn't performing. I'm also moving flats next month, so life is a bit chaotic. What should I focus on in my first ninety days as a manager?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b9-132',
    persona: 'career',
    message:
      "Until last month I was one of the group, joking around at lunch. Now I'm the one signing off their holidays and writing their reviews, and it feels really strange. Nobody gave me any training for this.",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b9-133',
    persona: 'career',
    message: 'how to keep my team motivated, morale is low',
    intent: 'career.leadership',
  },
  {
    id: 'b9-134',
    persona: 'career',
    message:
      "I lead a team of 25 engineers split between Pune and Toronto. After a reorg, trust is low and people don't speak up in meetings. How do I rebuild engagement and set a clear direction for the next year?",
    intent: 'career.leadership',
  },
  {
    id: 'b9-135',
    persona: 'career',
    message:
      "I've been managing people for about twelve years, and I now head a department of forty at a logistics company in Johannesburg, with four managers reporting to me. The basics are fine, but I feel I've plateaued as a leader. The team delivers, but there's no energy, no new ideas, and my managers bring every decision to me rather than owning it. Last year's engagement survey was mediocre. I'm also trying to get fitter, which has slipped. How do I shift from managing tasks to actually leading, so the team takes ownership and grows without me in the middle of everything?",
    intent: 'career.leadership',
  },
  {
    id: 'b9-136',
    persona: 'career',
    message:
      "My people do exactly what I ask and nothing more. When I'm on holiday, everything stalls. I want them to care about where we're going, not just wait for instructions.",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b9-137',
    persona: 'career',
    message: 'should i just quit my job lol',
    intent: 'career.quit',
  },
  {
    id: 'b9-138',
    persona: 'career',
    message:
      "Four years at an accounting firm in Karachi now. The hours are brutal and I've got about 5 months of savings. Should I hand in my notice now or wait until I have something else lined up?",
    intent: 'career.quit',
  },
  {
    id: 'b9-139',
    persona: 'career',
    message:
      "I'm 33, working as a project manager at a construction firm in Brisbane. The money is good and I like my colleagues, but the company has changed since it was bought out last year: new rules, constant cost cutting and a culture of blame. I've started dreading Sundays. My partner says I should leave and we'd cope on one income for a while, but my dad thinks walking out without another job lined up is reckless. I've also been training for a triathlon, which keeps me sane. How do I decide whether to leave now, wait, or try to make it work?",
    intent: 'career.quit',
  },
  {
    id: 'b9-140',
    persona: 'career',
    message:
      "I've drafted the resignation email three times and deleted it every time. Part of me wants out so badly, and part of me thinks I'd regret it within a month.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b9-141',
    persona: 'career',
    message: 'no idea what career i want, 22 and lost',
    intent: 'career.direction',
  },
  {
    id: 'b9-142',
    persona: 'career',
    message:
      "I'm 19, in my second year of a business degree in Lahore, and I feel no pull towards finance, marketing or anything else on offer. My parents want me to become a chartered accountant. How do I figure out what I actually want to do?",
    intent: 'career.direction',
  },
  {
    id: 'b9-143',
    persona: 'career',
    message:
      "I've had five different jobs in the eight years since university: recruitment, sales, a stint teaching English in Spain, admin at a charity and now operations at a start-up in Belfast. Each one was fine for a year, then I got restless. My friends seem to have a clear path and I don't. I'm 31 and it's starting to feel like time is passing. I'm also about to move in with my girlfriend. I don't want to jump into another random role. How do I work out what kind of work actually suits me long term?",
    intent: 'career.direction',
  },
  {
    id: 'b9-144',
    persona: 'career',
    message:
      "Everyone asks what I want to do for work and I give a different answer every time. I'm decent at lots of things, but nothing feels like mine.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b9-145',
    persona: 'career',
    message: 'hate networking but everyone says i need to. tips?',
    intent: 'career.networking',
  },
  {
    id: 'b9-146',
    persona: 'career',
    message:
      "I moved to Vancouver from Lagos 6 months ago to work in cybersecurity. I don't know anyone in the industry here. How do I build professional contacts from scratch, and are meetups or LinkedIn better?",
    intent: 'career.networking',
  },
  {
    id: 'b9-147',
    persona: 'career',
    message:
      "I'm an introvert and a freelance translator in Seville, working in Spanish, English and German. For years most of my work has come from two agencies, and one of them has just cut its rates. I know I need direct clients and more connections in the industry, but the idea of conferences makes me uneasy and I don't know what to post on LinkedIn without sounding like a salesperson. I'm also trying to update my website. How do I build a network that actually brings opportunities, in a way that suits my personality?",
    intent: 'career.networking',
  },
  {
    id: 'b9-148',
    persona: 'career',
    message:
      "Whenever I hear about a good job, it's already been filled by someone who knew someone. I've had my head down at my desk for ten years and realise I barely know anyone outside my own company.",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b9-149',
    persona: 'career',
    message: 'drowning in work, 3 ppls jobs on my plate',
    intent: 'career.workload',
  },
  {
    id: 'b9-150',
    persona: 'career',
    message:
      "Since two colleagues left our finance team in Birmingham, I've absorbed their work. I'm doing 55-hour weeks, month-end close is slipping, and my manager says hiring is frozen until Q3. How do I manage this?",
    intent: 'career.workload',
  },
  {
    id: 'b9-151',
    persona: 'career',
    message:
      "I teach secondary school science in Auckland and this is my sixth year. This year I've been given two extra classes, a head-of-year role and the school's STEM club, on top of marking for 150 students. I'm working every evening and most of Sunday, and things are still slipping. I don't want to let the students down, and I don't want to be seen as not coping either. My partner has started joking that we're just flatmates. How do I get this under control, prioritise, and push back on what's been added without damaging my standing at school?",
    intent: 'career.workload',
  },
  {
    id: 'b9-152',
    persona: 'career',
    message:
      "My inbox has 400 unread emails, I'm in meetings from nine to five, and the actual work only starts after my kids are asleep. Every week someone adds another project and I just say yes.",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b9-153',
    persona: 'career',
    message: 'new job and i feel like a fraud tbh',
    intent: 'career.imposter',
  },
  {
    id: 'b9-154',
    persona: 'career',
    message:
      "I just joined a top consulting firm in New York after an MBA. Everyone else seems to have gone to Ivy League schools; I went to a state college. I'm 3 weeks in and convinced they'll realise they made a mistake.",
    intent: 'career.imposter',
  },
  {
    id: 'b9-155',
    persona: 'career',
    message:
      "I'm 42 and I was recently appointed head of research at a pharmaceutical company in Munich. It's the job I've worked towards my whole career, and on paper I'm qualified: a PhD, twenty publications, fifteen years in industry. But since I started, I've felt like I'm bluffing. In leadership meetings I keep quiet because I'm afraid of saying something stupid, and I spend weekends over-preparing. My husband says I'm being ridiculous, which doesn't really help. I'm also learning German properly for the first time. How do I stop feeling that I don't belong in this role?",
    intent: 'career.imposter',
  },
  {
    id: 'b9-156',
    persona: 'career',
    message:
      "I got the role and the good reviews, but I keep thinking it was luck and that one day someone will work out I don't really know what I'm doing.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b9-157',
    persona: 'life',
    message: 'me n my gf keep arguing about small stuff, how to fix',
    intent: 'life.relationship',
  },
  {
    id: 'b9-158',
    persona: 'life',
    message:
      'My husband and I have been married 12 years, live in Leeds and have two kids under 6. We barely talk about anything except logistics and whose turn it is. How do we reconnect as a couple?',
    intent: 'life.relationship',
  },
  {
    id: 'b9-159',
    persona: 'life',
    message:
      "My partner and I have been together for seven years, and we moved from Delhi to Melbourne two years ago for his job. I left a career I loved to come here and I'm still rebuilding. Lately it feels like we're housemates: he works long hours, and when we do talk it turns into an argument about chores or money. I love him and I don't want to leave, but I don't know how to bring back what we had. I'm also trying to find work in my field here. How do we get closer again?",
    intent: 'life.relationship',
  },
  {
    id: 'b9-160',
    persona: 'life',
    message:
      "We used to stay up talking until 2am. Now we eat dinner in silence and go to bed at different times, and I honestly don't know when that happened.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b9-161',
    persona: 'life',
    message: 'got dumped last week, cant stop thinking abt him',
    intent: 'life.breakup',
  },
  {
    id: 'b9-162',
    persona: 'life',
    message:
      "My girlfriend of 4 years ended things a month ago. We shared a flat in Glasgow and I've had to move back in with my parents at 29. How do I get through this?",
    intent: 'life.breakup',
  },
  {
    id: 'b9-163',
    persona: 'life',
    message:
      "I'm 54 and my husband of twenty-six years told me in March that he wanted a divorce. We've sold the house in Adelaide, the kids are adults and have been supportive, and the paperwork is almost done. What I wasn't ready for is how lost I feel. I don't know who I am without being half of a couple, and every routine reminds me of him. I've started walking with a neighbour in the mornings, which helps a little. How do I move on from this and start building a life on my own?",
    intent: 'life.breakup',
  },
  {
    id: 'b9-164',
    persona: 'life',
    message:
      "It's been three months since he moved out and I still reach for two mugs in the morning. My friends say I should be over it by now.",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b9-165',
    persona: 'life',
    message: 'my parents and i cant talk without fighting',
    intent: 'life.family',
  },
  {
    id: 'b9-166',
    persona: 'life',
    message:
      "My brother and I haven't spoken in 2 years, since a row over who should look after our mum's house in Cork. There's a family wedding in June. Should I reach out first, and how?",
    intent: 'life.family',
  },
  {
    id: 'b9-167',
    persona: 'life',
    message:
      "I'm 26, a software engineer in Hyderabad, and my parents are pushing hard for an arranged marriage. They've shortlisted families, and every phone call turns into an argument. I'm not against marriage, but I want to choose someone myself, and I'm seeing someone they don't know about. My younger sister is caught in the middle, and my grandmother has started taking sides. I'm also thinking about moving to Bangalore for work. How do I handle this conflict with my parents without breaking the relationship completely?",
    intent: 'life.family',
  },
  {
    id: 'b9-168',
    persona: 'life',
    message:
      "Christmas is coming and I'm already dreading it. My sister and my mum will be shouting at each other within an hour, and everyone expects me to keep the peace.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b9-169',
    persona: 'life',
    message: 'my 15yo wont talk to me anymore, just slams doors',
    intent: 'life.parenting',
  },
  {
    id: 'b9-170',
    persona: 'life',
    message:
      "Our 7-year-old son in Calgary started refusing to go to school after we moved house. Every morning is tears and meltdowns, and I'm late for work three days a week. How do we get through this phase?",
    intent: 'life.parenting',
  },
  {
    id: 'b9-171',
    persona: 'life',
    message:
      "I'm a single dad in Dunedin with two daughters, 10 and 13. Their mum moved to Australia last year for work, and they see her in the holidays. Since then my eldest has been withdrawn, her grades have dropped, and she picks fights with her sister constantly. My youngest has become clingy and cries at school drop-off. I work full time as an electrician and I'm doing my best, but I feel out of my depth. My own mum helps out on Wednesdays. How do I support them both through this and keep the household steady?",
    intent: 'life.parenting',
  },
  {
    id: 'b9-172',
    persona: 'life',
    message:
      "Since the new baby arrived, our four-year-old has tantrums over everything and refuses to sleep in his own bed. I've run out of ideas and I feel like I'm failing all of them.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b9-173',
    persona: 'life',
    message: 'lost my dad last month and idk how to deal',
    intent: 'life.grief',
  },
  {
    id: 'b9-174',
    persona: 'life',
    message:
      "My wife passed away in February after 41 years of marriage. I'm 72, living in Limerick, and the house is so quiet. How do people carry on after losing someone like this?",
    intent: 'life.grief',
  },
  {
    id: 'b9-175',
    persona: 'life',
    message:
      "My best friend from school died in a car accident eight months ago. We were both 23, and we'd planned to travel through South America together this year. Everyone around me seems to have gone back to normal; her family held a memorial in Accra and then everything just moved on. I still have her voice notes on my phone and I listen to them sometimes. Some days I'm fine and others I can barely get through work. I've also been skipping the gym. Is this normal, and how do I live with it?",
    intent: 'life.grief',
  },
  {
    id: 'b9-176',
    persona: 'life',
    message:
      "My mum's birthday is next week, the first one since the funeral. I keep picking up the phone to call her before I remember.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b9-177',
    persona: 'life',
    message: 'i have no one to talk to on weekends',
    intent: 'life.loneliness',
  },
  {
    id: 'b9-178',
    persona: 'life',
    message:
      "I'm 68 and retired three years ago from teaching in a small town outside Toronto. My kids live in Vancouver, my friends have moved away, and I can go days without speaking to anyone. How do I feel less isolated?",
    intent: 'life.loneliness',
  },
  {
    id: 'b9-179',
    persona: 'life',
    message:
      "I'm 30, a remote developer living in Pretoria. I've worked from home since 2020, and although I like the work, I realised recently that I haven't had a proper conversation with anyone apart from my mother in weeks. My university friends have married and drifted off, and I never really built a social life outside work. I'm also trying to cut back on caffeine, which is a separate thing. I'm not depressed exactly, but evenings feel empty and weekends even more so. How do I start building some connection and company into my life when I don't know where to begin?",
    intent: 'life.loneliness',
  },
  {
    id: 'b9-180',
    persona: 'life',
    message:
      "I scroll through my contacts and there's nobody I could call just to chat. Saturday nights are the worst, when everyone else seems to be out with someone.",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b9-181',
    persona: 'life',
    message: 'my best friend has been ignoring me, did i do smth',
    intent: 'life.friendship',
  },
  {
    id: 'b9-182',
    persona: 'life',
    message:
      "My closest friend from uni moved to Singapore 2 years ago. We used to talk every day; now it's once a month and it feels forced. How do we keep the friendship going across time zones?",
    intent: 'life.friendship',
  },
  {
    id: 'b9-183',
    persona: 'life',
    message:
      "I've been friends with Priya since we were eleven; we're both 34 now and live in Leicester. Last year she had her first baby and I started a new job with a lot of travel. Since then we've barely seen each other, and the last time we met she made a comment about me never being around that really hurt. I said something sharp back and we haven't properly talked since. I'm also planning a trip to Lisbon with my sister. I don't want to lose her. How do I repair things and make our friendship work in this new stage of our lives?",
    intent: 'life.friendship',
  },
  {
    id: 'b9-184',
    persona: 'life',
    message:
      "It's always me who suggests meeting up. If I stopped messaging, I honestly don't think she'd notice, and we've known each other fifteen years.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b9-185',
    persona: 'life',
    message: 'constant worrying about everything, how do i make it stop',
    intent: 'life.anxiety',
  },
  {
    id: 'b9-186',
    persona: 'life',
    message:
      "Accountant in Karachi, 24 years old. Before client meetings my heart races, my hands shake, and I replay worst-case scenarios for hours. It's happening more often. What can I do day to day to manage the anxiety?",
    intent: 'life.anxiety',
  },
  {
    id: 'b9-187',
    persona: 'life',
    message:
      "I'm 19 and in my first year studying biology at university in Toronto. Back home in Ottawa I was fine, but since coming here I've been worrying about everything: whether I'll fail, whether people like me, whether I locked the door. I check things several times, and my mind races with what could go wrong. I've stopped going to some lectures because the crowded halls make me feel trapped. I'm also figuring out whether to switch majors. I have an appointment with the campus counselling service, but it's three weeks away. What can I do in the meantime to calm the worry?",
    intent: 'life.anxiety',
  },
  {
    id: 'b9-188',
    persona: 'life',
    message:
      "Whenever my phone rings from an unknown number my chest tightens and I assume something terrible has happened. Even on good days there's this buzzing sense of dread in the background.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b9-189',
    persona: 'life',
    message: 'so stressed w work and kids, need to decompress',
    intent: 'life.stress',
  },
  {
    id: 'b9-190',
    persona: 'life',
    message:
      'Mum of three in Brisbane here, 45, working part time as a pharmacist, renovating our house and nursing a dog through surgery recovery. I feel wound up constantly. How do I bring my stress levels down?',
    intent: 'life.stress',
  },
  {
    id: 'b9-191',
    persona: 'life',
    message:
      "This year has been a lot. I'm 37, living in Lagos, and in the last six months I've started a new job as a project manager at a bank, moved into a new flat, and my younger brother has moved in with us while he looks for work. The traffic means I'm out of the house from 6am to 8pm. I'm not unhappy exactly, but I feel tense all the time, my shoulders are always tight and I've stopped enjoying weekends. My doctor says my blood pressure is slightly up. How do I manage all this pressure better?",
    intent: 'life.stress',
  },
  {
    id: 'b9-192',
    persona: 'life',
    message:
      "I feel like I'm holding my breath all day. By the time I get home my jaw aches from clenching and I can't switch off, even in front of the telly.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b9-193',
    persona: 'life',
    message: 'i lose my temper way too easily lately',
    intent: 'life.anger',
  },
  {
    id: 'b9-194',
    persona: 'life',
    message:
      "I manage building sites in Cardiff and I'm 41. Three times this month I've shouted at contractors over small mistakes, and last week my teenage son told me I'm always angry. I need to get a handle on my temper.",
    intent: 'life.anger',
  },
  {
    id: 'b9-195',
    persona: 'life',
    message:
      "I'm 28 and I work in customer service for an airline in Dublin. Most days I'm calm and patient with passengers, but I bottle it up and then explode at home over tiny things, like my flatmate leaving dishes or the internet being slow. Afterwards I feel awful and apologise, but it keeps happening. My dad had a temper too and I really don't want to turn into him. I've also been thinking about going back to college. How do I deal with these outbursts before they damage my relationships?",
    intent: 'life.anger',
  },
  {
    id: 'b9-196',
    persona: 'life',
    message:
      "Someone cut me off on the motorway yesterday and I was shaking and swearing for twenty minutes afterwards. Little things set me off and I hate how I feel once it's over.",
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b9-197',
    persona: 'life',
    message: 'cant sleep, up til 3am every night',
    intent: 'life.sleep',
  },
  {
    id: 'b9-198',
    persona: 'life',
    message:
      "Rotating night shifts as a nurse in Newcastle have wrecked my body clock. On my days off I can't get back to a normal pattern and I'm lying awake until 4am. What can I do to sleep better?",
    intent: 'life.sleep',
  },
  {
    id: 'b9-199',
    persona: 'life',
    message:
      "I'm 58 and I've always been a good sleeper, but since I retired from the fire service in Halifax last year, my nights have been terrible. I drop off fine around ten but wake at three and can't get back to sleep, so I'm tired all day and end up napping in the afternoon, which probably makes it worse. I've cut out coffee after lunch, but it hasn't made much difference. I've also started volunteering at the local food bank twice a week. What changes could help me get better rest?",
    intent: 'life.sleep',
  },
  {
    id: 'b9-200',
    persona: 'life',
    message:
      "I lie there with my brain running through tomorrow's to-do list, flip the pillow, check the time, and suddenly it's 2am again. I'm running on fumes.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b9-201',
    persona: 'life',
    message: 'i feel like im not good enough at anything',
    intent: 'life.self-esteem',
  },
  {
    id: 'b9-202',
    persona: 'life',
    message:
      "I'm 17, in my final year of school in Auckland. I compare myself to everyone, hate how I look in photos and never put my hand up in class. How do I start feeling better about myself?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b9-203',
    persona: 'life',
    message:
      "For nine years I've been a stay-at-home mum in Sheffield; I'm 39 now. Before kids I had a busy job in events and felt capable. Now my youngest has started school and I'm thinking about going back to work, but I've realised I have almost no confidence left. I talk myself down constantly, apologise for everything and assume the other mums think I'm boring. My husband is supportive, but I can't seem to believe him when he says nice things. I've also been trying to learn to swim properly. How do I build my sense of worth back up?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b9-204',
    persona: 'life',
    message:
      "When someone compliments me I change the subject or point out what's wrong. There's a voice in my head that's harsher than anyone else would ever be.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b9-205',
    persona: 'life',
    message: 'cant make habits stick, always give up after a week',
    intent: 'life.habits',
  },
  {
    id: 'b9-206',
    persona: 'life',
    message:
      "I want to read for 20 minutes and meditate for 10 every day. I've started 6 times since January and never lasted past day 9. I'm 33 and work shifts at a hospital in Melbourne. What's the trick?",
    intent: 'life.habits',
  },
  {
    id: 'b9-207',
    persona: 'life',
    message:
      "Every January I make the same list: journal daily, learn Spanish, cook at home more, drink more water. I'm 44, a civil engineer in Dublin with two teenagers, and my life is pretty structured otherwise, so I don't understand why I can't make these things stick. I go strong for two weeks, miss a day, and then abandon the whole thing. My wife has started teasing me about it. I'm also planning a family holiday to Portugal. What actually works for building routines that last?",
    intent: 'life.habits',
  },
  {
    id: 'b9-208',
    persona: 'life',
    message:
      "I've downloaded a tracker app, bought a nice notebook and set reminders, and after ten days it's all gathering dust again. I start things with real enthusiasm and then it just fizzles.",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b9-209',
    persona: 'life',
    message: 'wanna start working out but dont know where to start',
    intent: 'life.exercise',
  },
  {
    id: 'b9-210',
    persona: 'life',
    message:
      "I'm 52, a taxi driver in Johannesburg, sitting 11 hours a day. My doctor says I need to move more and I haven't exercised in 20 years. What's a realistic way to start?",
    intent: 'life.exercise',
  },
  {
    id: 'b9-211',
    persona: 'life',
    message:
      "I was really sporty as a teenager in Cork, playing camogie and running, but between university, a desk job in insurance and two pregnancies, I haven't done any real exercise in about fifteen years. I'm 38 now and I get out of breath on the stairs, which worries me a bit. I've bought gym memberships twice and gone maybe four times each. I'm also trying to sort out our garden this summer. How do I get back into being active in a way I might actually enjoy and keep up?",
    intent: 'life.exercise',
  },
  {
    id: 'b9-212',
    persona: 'life',
    message:
      "I spend all day at my desk and all evening on the couch, and my body feels stiff and heavy. I'd love to feel strong again, but gyms intimidate me.",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b9-213',
    persona: 'life',
    message: 'on my phone 9 hrs a day, need to cut down',
    intent: 'life.screen-time',
  },
  {
    id: 'b9-214',
    persona: 'life',
    message:
      "My screen time report says I averaged 7 hours a day last week, mostly TikTok and Instagram. I'm 22, a student in Mumbai, and my exams start in 5 weeks. How do I cut it down?",
    intent: 'life.screen-time',
  },
  {
    id: 'b9-215',
    persona: 'life',
    message:
      "I'm 47 and work in marketing in Manchester, so I'm on a laptop all day, which is fine. The problem is the evenings: I come home, cook, and then sit with my phone for three or four hours, scrolling news and YouTube, often with the TV on in the background. My 12-year-old daughter recently pointed out that I tell her off for her phone use and then do exactly the same. She's right, and it stung. I'm also trying to read more. How do I break the scrolling habit and spend less time on screens?",
    intent: 'life.screen-time',
  },
  {
    id: 'b9-216',
    persona: 'life',
    message:
      "I pick it up to check the weather and forty minutes later I'm watching strangers renovate kitchens. It's the first thing I touch in the morning and the last thing at night.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b9-217',
    persona: 'life',
    message: 'i keep putting everything off til the last min',
    intent: 'life.procrastination',
  },
  {
    id: 'b9-218',
    persona: 'life',
    message:
      "I'm writing my master's dissertation in Edinburgh, due in 6 weeks. I've written 2,000 of 15,000 words. Every day I plan to start at 9 and end up cleaning or watching YouTube. How do I just start?",
    intent: 'life.procrastination',
  },
  {
    id: 'b9-219',
    persona: 'life',
    message:
      "I'm 35 and self-employed as a graphic designer in Perth. I love the creative side, but there are tasks I just keep avoiding: renewing my insurance documents, chasing unpaid invoices, updating my portfolio. They sit on my list for weeks making me feel guilty, and then I do them in a panic at the last minute. My partner is very organised and doesn't understand it at all. I'm also thinking about adopting a dog. Why do I keep delaying these things, and how can I break the cycle?",
    intent: 'life.procrastination',
  },
  {
    id: 'b9-220',
    persona: 'life',
    message:
      "I have a report due Friday and instead I've reorganised my bookshelf, cleaned the oven and watched a documentary about penguins. I know exactly what I need to do, I just don't do it.",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b9-221',
    persona: 'life',
    message: 'prob drinking too much on weeknights, want to cut back',
    intent: 'life.drinking',
  },
  {
    id: 'b9-222',
    persona: 'life',
    message:
      'Sales manager in Sydney, 39. Client dinners mean I drink 4 or 5 nights a week, often a bottle of wine. I want to cut back to weekends only. How do I manage it at work events?',
    intent: 'life.drinking',
  },
  {
    id: 'b9-223',
    persona: 'life',
    message:
      "I'm 61 and recently retired from teaching in Auckland. My wife and I always enjoyed a glass of wine with dinner, but since I've been home all day I've noticed the glass has become two or three, and it starts earlier in the afternoon. I don't think it's serious yet, but I've been sleeping worse and my wife made a gentle comment about it last week. I'm also helping look after our grandson two days a week. How do I cut back on alcohol without making a big drama of it?",
    intent: 'life.drinking',
  },
  {
    id: 'b9-224',
    persona: 'life',
    message:
      "Friday night wine has turned into Monday, Tuesday and Wednesday wine too. I'm not sure when that happened, but I'd like it to go back to being a treat.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b9-225',
    persona: 'life',
    message: 'always broke by the 20th of the month, help',
    intent: 'life.money',
  },
  {
    id: 'b9-226',
    persona: 'life',
    message:
      "I'm 26, a retail assistant in Galway earning €2,100 a month after tax. After rent I have almost nothing left, and I owe €3,000 on a credit card. How do I make a budget that actually works?",
    intent: 'life.money',
  },
  {
    id: 'b9-227',
    persona: 'life',
    message:
      "My husband and I are both 33, live in Cape Town, and earn decent salaries, one in IT and one in nursing. Yet somehow we never have savings, we argue about spending, and last month we had to borrow from my mum to cover a car repair. We don't really track anything; money comes in and just disappears. We'd like to start a family in the next couple of years. I'm also working on my fitness. How do we get organised with our day-to-day spending and start building a cushion?",
    intent: 'life.money',
  },
  {
    id: 'b9-228',
    persona: 'life',
    message:
      "I avoid opening my banking app because I don't want to see the number. Somehow my salary just evaporates and I couldn't tell you where it goes.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b9-229',
    persona: 'life',
    message: 'just moved to a new city and it feels weird, no routine',
    intent: 'life.moving',
  },
  {
    id: 'b9-230',
    persona: 'life',
    message:
      "We relocated from Lagos to Manchester 3 months ago for my husband's job. The kids are settling at school, but I still feel like a visitor here: the weather, the food, everything. How do I make it feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b9-231',
    persona: 'life',
    message:
      "I'm 27 and I moved from Mexico City to Berlin in January for a job at a start-up. The job is going well, but everything else is harder than I expected. The paperwork was a nightmare, I still don't understand the recycling rules, my German is basic and the winter was so dark. I miss tacos and Sunday lunches at my grandmother's house. I've joined a climbing gym, which is something. I'm also debating whether to get a cat. How do I settle in properly and stop feeling like I'm just passing through?",
    intent: 'life.moving',
  },
  {
    id: 'b9-232',
    persona: 'life',
    message:
      "The boxes are unpacked, but I still take the wrong turn walking home and I don't know a single neighbour's name. It doesn't feel like my place yet.",
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b9-233',
    persona: 'life',
    message: 'how do i say no to ppl without feeling guilty',
    intent: 'life.boundaries',
  },
  {
    id: 'b9-234',
    persona: 'life',
    message:
      "My mother-in-law in Madrid drops by unannounced 3 or 4 times a week and rearranges our kitchen. My husband won't say anything. How do I set some limits kindly without starting a war?",
    intent: 'life.boundaries',
  },
  {
    id: 'b9-235',
    persona: 'life',
    message:
      "I'm 32, a nurse in Vancouver, and everyone knows me as the one who always says yes. Colleagues ask me to swap shifts, my sister leaves her kids with me at short notice, and a friend calls me for an hour every evening to vent about her ex. I love them all, but I'm exhausted and starting to feel resentful, which I hate. Whenever I try to say no I end up over-explaining and giving in. I'm also trying to save for a trip to Japan. How do I protect my time and energy without feeling like a bad person?",
    intent: 'life.boundaries',
  },
  {
    id: 'b9-236',
    persona: 'life',
    message:
      "My phone buzzes at 10pm with my boss asking for 'just a quick thing', and I always reply. Then a friend wants a favour and I say yes to that too. There's nothing left for me.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b9-237',
    persona: 'life',
    message: 'feel kinda aimless lately, like im just going thru the motions',
    intent: 'life.purpose',
  },
  {
    id: 'b9-238',
    persona: 'life',
    message:
      "I'm 58 and recently sold my plumbing business in Wollongong after 30 years. Financially I'm fine, but I wake up without any sense of what I'm for. How do I find something meaningful for this next chapter?",
    intent: 'life.purpose',
  },
  {
    id: 'b9-239',
    persona: 'life',
    message:
      "On paper my life is good. I'm 36, I have a stable job in public relations in Singapore, a nice flat, a kind partner and good friends. But over the last year I've had a growing feeling that I'm living someone else's script: school, university, job, flat, and now everyone asking when we'll get married. I don't think it's the job itself; it's more that I don't know what matters to me or what I want my life to be about. I've also taken up pottery, which I love. How do I figure out what I actually want from life?",
    intent: 'life.purpose',
  },
  {
    id: 'b9-240',
    persona: 'life',
    message:
      "My kids have left home, I'm coasting at work, and I wake up on Saturdays with no idea what I'm building towards. I used to have dreams; I can't remember what they were.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b9-241',
    persona: 'life',
    message: 'big decision to make and i keep flip flopping on it',
    intent: 'life.decision',
  },
  {
    id: 'b9-242',
    persona: 'life',
    message:
      "My partner's been offered a job in Perth and we live in Auckland, near both our families. We have 3 weeks to decide whether to go. How do we make a choice we won't regret?",
    intent: 'life.decision',
  },
  {
    id: 'b9-243',
    persona: 'life',
    message:
      "I'm 43 and I've been offered the chance to buy into my uncle's farm in Tipperary. It would mean leaving my job in Dublin, taking my kids out of their school and putting most of our savings in. My wife is open to it but nervous, my uncle needs an answer by the end of the summer, and my head changes every day. Some mornings it feels like the dream, other nights it feels reckless. I've also got a knee operation coming up. How do I make a decision this big in a clear-headed way?",
    intent: 'life.decision',
  },
  {
    id: 'b9-244',
    persona: 'life',
    message:
      "I've written pros and cons lists, asked everyone I know and even flipped a coin. Whichever way I lean, I wake up the next day leaning the other way.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b9-245',
    persona: 'life',
    message: 'looking after my mum w dementia and im exhausted',
    intent: 'life.caregiving',
  },
  {
    id: 'b9-246',
    persona: 'life',
    message:
      "I'm 49, working full time in Accra and caring for my father after his stroke. My siblings abroad send money but don't help day to day. How do I cope and keep my job going?",
    intent: 'life.caregiving',
  },
  {
    id: 'b9-247',
    persona: 'life',
    message:
      "My wife was diagnosed with multiple sclerosis four years ago, and over the last year her mobility has declined a lot. I'm 66, recently retired from the railways in Winnipeg, and I've become her main carer: helping her dress, managing appointments, cooking and driving. I love her and I want to do this, but I'm worn down and I've lost touch with my friends. Our daughter visits at weekends. I'm also dealing with some repairs on the house. How do I look after her well without running myself into the ground?",
    intent: 'life.caregiving',
  },
  {
    id: 'b9-248',
    persona: 'life',
    message:
      "Between work, school runs and driving across town every evening to make sure Dad's taken his tablets and eaten something, I have no time left. I love him, but I'm running on empty.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b9-249',
    persona: 'career',
    message: 'keep getting headaches at work, should i see a doctor',
    intent: 'any.health',
  },
  {
    id: 'b9-250',
    persona: 'founder',
    message:
      "I'm a 44-year-old founder in Singapore. For the past month I've had heart palpitations and dizzy spells, mostly in the afternoons. I've put it down to caffeine and stress. Should I get this checked, and what kind of doctor should I see?",
    intent: 'any.health',
  },
  {
    id: 'b9-251',
    persona: 'life',
    message:
      "I'm 63 and live in Hamilton, New Zealand, with my husband. Over the past few months I've noticed I'm much thirstier than usual, I get up to use the toilet several times a night, and I've lost about four kilos without trying. My sister has type 2 diabetes. I've been putting off seeing my GP because I hate a fuss, and I've also been busy helping my daughter plan her wedding. Could these symptoms be something serious, and what should I ask the doctor when I go?",
    intent: 'any.health',
  },
  {
    id: 'b9-252',
    persona: 'career',
    message:
      "My right wrist has been aching and tingling for weeks from typing all day, and now it wakes me up at night. Painkillers aren't really doing much anymore.",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b9-253',
    persona: 'founder',
    message: 'do i need a lawyer to check our shareholders agreement',
    intent: 'any.legal',
  },
  {
    id: 'b9-254',
    persona: 'career',
    message:
      "My employer in Toronto has just changed my contract to add a 12-month non-compete covering the whole province. I'm a sales rep. Is that even enforceable, and do I have to sign it?",
    intent: 'any.legal',
  },
  {
    id: 'b9-255',
    persona: 'life',
    message:
      "My landlord in Dublin has given us notice to leave, saying he's selling the property. We've lived here for six years with no problems, always paid the rent on time, and our two kids go to the local school. A neighbour says the notice period he gave might not be valid for a tenancy as long as ours, and that there are rules about selling with tenants in place. I'm also looking at other places just in case. What are my rights here, and should I contact Threshold or a solicitor?",
    intent: 'any.legal',
  },
  {
    id: 'b9-256',
    persona: 'founder',
    message:
      "A former contractor says the code he wrote for our app belongs to him because we never signed anything, and he's threatening to make us take it down. I don't know where we stand.",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b9-257',
    persona: 'life',
    message: 'isa or paying off the mortgage faster, which is smarter?',
    intent: 'any.finance',
  },
  {
    id: 'b9-258',
    persona: 'career',
    message:
      "I'm 35 and just moved from a job in Sydney to one in London. I have about A$60k in Australian super. Should I transfer it to a UK pension, and what are the tax implications?",
    intent: 'any.finance',
  },
  {
    id: 'b9-259',
    persona: 'founder',
    message:
      "I sold my first company last year, a small software business in Austin, and after taxes I've got about 1.2 million dollars sitting in a savings account. I'm 39, I'm starting a second company, and I've never really invested before because everything I had went into the first business. Friends keep recommending index funds, property, even crypto, and my accountant says I should think about retirement accounts. I'm also helping my parents with their house. How should I think about investing this money, and what kind of adviser should I be talking to?",
    intent: 'any.finance',
  },
  {
    id: 'b9-260',
    persona: 'life',
    message:
      "My grandmother left me about 40 lakh rupees and it's been sitting in my current account for six months because I'm scared of doing the wrong thing with it. Everyone in the family has a different opinion, and I'm 28 with no clue.",
    intent: 'any.finance',
  },
];
