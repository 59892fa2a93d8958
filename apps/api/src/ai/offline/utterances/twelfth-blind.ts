import type { MentorType } from '@mentor/validation';

/**
 * The twelfth blind set (260 messages, 4 per intent, ids b12-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the thirteenth blind set, src/ai/eval/blind-heldout-13.ts (then src/ai/eval/blind-heldout-14.ts), replaced it. Eight short
 * messages (b12-035, b12-041, b12-102, b12-126, b12-160, b12-198, b12-215, b12-233) were word for word messages of the
 * corpus when it was written; a word or two was added to each.
 */
export const TWELFTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b12-001',
    persona: 'founder',
    message: 'how do i kno if ppl actually want my app',
    intent: 'founder.discovery',
  },
  {
    id: 'b12-002',
    persona: 'founder',
    message:
      "I've got clickable mockups for a booking tool aimed at dental clinics in Leeds. Three receptionists said they liked it. How many more conversations do I need before I write a line of code, and what should I be asking them?",
    intent: 'founder.discovery',
  },
  {
    id: 'b12-003',
    persona: 'founder',
    message:
      "I left my job at a logistics firm in March and have been tinkering with a route-planning idea for small courier businesses. My partner thinks I should just build the thing, and I've also been wondering whether I need an accountant yet for the limited company. Friends keep telling me it sounds brilliant, but they're friends. A couple of couriers I know said they'd 'probably' use it. What's the right way to find out whether there's a real problem here before I pour my savings into it?",
    intent: 'founder.discovery',
  },
  {
    id: 'b12-004',
    persona: 'founder',
    message:
      "Everyone I describe the concept to nods politely and says 'cool', but not one person has asked when they can have it or what it costs. Should that worry me?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b12-005',
    persona: 'founder',
    message:
      "Nine months ago my cofounder and I started building an inventory tracker for small farming co-ops. We're both engineers, so marketing isn't really our thing, and we've been bickering about whether to add an M-Pesa integration next. The product works and the pilot co-op in Nakuru is happy with it. We just have no idea how to get co-op number two, let alone number ten. How do we go about winning those early customers?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b12-006',
    persona: 'founder',
    message: 'product is live, zero users lol. where do i even start',
    intent: 'founder.first-customers',
  },
  {
    id: 'b12-007',
    persona: 'founder',
    message:
      "The tool works and the one pilot user loves it, but the waiting room is empty. Whose door should I be knocking on first, and how do I get them to say yes to something that's barely known?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b12-008',
    persona: 'founder',
    message:
      'We built a bookkeeping add-on for Shopify stores that sell handmade goods. Launched six weeks ago out of Toronto, two paying users, both of them friends of mine. How do we land the next twenty?',
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b12-009',
    persona: 'founder',
    message:
      'Our compliance software for UK care homes is £29 a month flat, so a 60-bed home pays exactly what a 12-bed home pays. Should we switch to per-bed pricing, and roughly what would you charge?',
    intent: 'founder.pricing',
  },
  {
    id: 'b12-010',
    persona: 'founder',
    message:
      "Nobody has ever pushed back on the number we quote, and we close nearly every deal on the first call. An old mentor reckons that means we're leaving money on the table. How would I even test that without scaring people off?",
    intent: 'founder.pricing',
  },
  {
    id: 'b12-011',
    persona: 'founder',
    message: 'shd i charge monthly or one-off for my plugin?? no clue',
    intent: 'founder.pricing',
  },
  {
    id: 'b12-012',
    persona: 'founder',
    message:
      "I run a small design studio that's slowly turning into a software product, a proofing tool for print shops. Most of my hours still go on client work, and I'm also in the middle of sorting out VAT registration. The beta users love it, but when I floated $49 a month a few of them winced, while others said it was a steal. I genuinely can't tell which group to listen to. How do I work out what to actually charge?",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b12-013',
    persona: 'founder',
    message:
      'We add around 80 new accounts a month and yet our monthly revenue has barely budged since January. It feels like filling a bucket that has a hole in the bottom.',
    intent: 'founder.churn',
  },
  {
    id: 'b12-014',
    persona: 'founder',
    message:
      "We sell a scheduling app to independent hair salons across Ontario, about 900 of them now. The team is six people, and I've been spending most of my time on a payments partnership and on recruiting a support lead. Acquisition is fine, we sign 70-odd salons a month through trade shows. The trouble is that almost a third of them are gone within 90 days, and the exit survey mostly says 'not using it'. How do I get more of them to stick around?",
    intent: 'founder.churn',
  },
  {
    id: 'b12-015',
    persona: 'founder',
    message:
      'Our meal-kit subscription in Melbourne has about 1,400 subscribers but we lose roughly 9% of them every month, and most cancellations land around week seven. Where should we start fixing this?',
    intent: 'founder.churn',
  },
  {
    id: 'b12-016',
    persona: 'founder',
    message: 'ppl sign up then cancel after month 2, why tho',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b12-017',
    persona: 'founder',
    message: 'need an actual sales process, rn its just me winging calls',
    intent: 'founder.sales',
  },
  {
    id: 'b12-018',
    persona: 'founder',
    message:
      "Every deal we've ever closed happened because I personally charmed someone over coffee. I need a way for the next person I bring on to do the same thing without me being in the room.",
    intent: 'founder.sales',
  },
  {
    id: 'b12-019',
    persona: 'founder',
    message:
      "Ex-teacher here. I started a company selling classroom-behaviour software to secondary schools in England. We've got 23 schools paying, nearly all of them from old contacts and a couple of conference talks. I've just hired a second developer and I'm also trying to get our Cyber Essentials certificate sorted. Now I need a proper, repeatable way of selling into multi-academy trusts, where three people sign off and everything runs on a budget cycle. How do I build a sales process that works for that kind of buyer?",
    intent: 'founder.sales',
  },
  {
    id: 'b12-020',
    persona: 'founder',
    message:
      'I sell a $12k-a-year site-safety platform to mid-sized construction firms in Ohio. Deals take about four months and most of them stall right after the demo. How should I structure the pipeline so they keep moving?',
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b12-021',
    persona: 'founder',
    message:
      "There are four of us in Dublin, we've just closed €800k of seed money, and we need a senior backend developer. Recruiters want 20% of first-year salary. How do we find and assess someone properly ourselves?",
    intent: 'founder.hiring',
  },
  {
    id: 'b12-022',
    persona: 'founder',
    message:
      "We run a small agri-tech startup out of Eldoret making soil sensors for maize farmers. The last year has been a blur: we won a grant, moved into a bigger workshop and I finally took a week off in August. Right now it's me, my cofounder and two contractors. We need a hardware engineer who can also handle field support, and the last person we took on left after six weeks. How do I run a hiring process that gets the right person this time?",
    intent: 'founder.hiring',
  },
  {
    id: 'b12-023',
    persona: 'founder',
    message: 'first hire - engineer or marketer? help',
    intent: 'founder.hiring',
  },
  {
    id: 'b12-024',
    persona: 'founder',
    message:
      "I'm doing the work of three people and the cracks are starting to show. Bringing someone onto the payroll feels huge, though. How do I know what kind of person we need and how to pick well?",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b12-025',
    persona: 'founder',
    message: 'how do u even get in front of angel investors',
    intent: 'founder.fundraising',
  },
  {
    id: 'b12-026',
    persona: 'founder',
    message:
      "We're at ₹40 lakh ARR with a B2B logistics SaaS in Pune and want to raise a ₹5 crore seed round. Should we go to angels, micro-VCs, or hold off until we have more traction?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b12-027',
    persona: 'founder',
    message:
      "My cofounder and I bootstrapped our climate-reporting software for three years, and we're now at roughly $600k ARR with 40 customers in the Pacific Northwest. It's been a rough few months personally, since I moved house and she's had a new baby, but the business has kept growing. A customer introduced us to a VC partner who told us to 'come back when you're ready to raise'. We've never taken a cent of outside money and don't know how much to ask for, at what valuation, or who to approach first. How do we go about raising our first proper round?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b12-028',
    persona: 'founder',
    message:
      "A couple of wealthy people in my network have hinted they'd like to own a piece of the company. How do I turn that interest into an actual deal, and should I be lining up more people like them at the same time?",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b12-029',
    persona: 'founder',
    message:
      "I've spent the last month rebuilding our financial model and chasing a customer who pays late, so my prep got squeezed. Our startup does AI-assisted bookkeeping for tradespeople in Ireland and we're trying to raise €1.2m. I had six investor meetings in Dublin last week and four of them asked the same thing: why now, and why us? My deck opens with a long market-size slide followed by a product demo. How should I restructure the pitch so it actually lands?",
    intent: 'founder.pitch',
  },
  {
    id: 'b12-030',
    persona: 'founder',
    message: 'my deck is 30 slides, is that way too many',
    intent: 'founder.pitch',
  },
  {
    id: 'b12-031',
    persona: 'founder',
    message:
      "Investors keep glazing over somewhere around minute three when I present. By the time I get to the numbers they've stopped listening. What am I doing wrong up there?",
    intent: 'founder.pitch',
  },
  {
    id: 'b12-032',
    persona: 'founder',
    message:
      "In ten days I pitch to an angel group in Sydney: eight minutes on stage, then Q&A. The last time I did one of these the feedback was 'not clear what you do'. How do I tighten the story?",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b12-033',
    persona: 'founder',
    message:
      "We split the company 50/50, but my cofounder has been working two days a week since September while I'm full-time. We've got 18 months of runway. How do I raise this with her without blowing the company up?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b12-034',
    persona: 'founder',
    message:
      "The person I started this business with and I now talk only through Slack, and the team has definitely noticed. Two years ago we used to finish each other's sentences.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b12-035',
    persona: 'founder',
    message: 'me n my cofounder cant agree on anything anymore tbh',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b12-036',
    persona: 'founder',
    message:
      "We started our sustainable packaging company three years ago as best friends from university in Nairobi. Things went well: we landed two supermarket chains and hired eight people. Lately, though, he wants to take a big investment from a plastics conglomerate and I think it betrays everything we stand for. We've also been arguing about the new office lease and who should run the sales team. Our last board meeting ended with him walking out. How do we get through this disagreement without wrecking the friendship or the company?",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b12-037',
    persona: 'founder',
    message:
      'Doing this solo is wearing me down. I want someone alongside me with equal skin in the game who can write the code: not an employee, not a freelancer, a real partner.',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b12-038',
    persona: 'founder',
    message:
      "For the past year I've been running a small marketplace for secondhand school uniforms in Melbourne on my own. It makes a tiny profit, and I've been juggling it alongside part-time bookkeeping and looking after my two kids. The tech is held together with a no-code tool and a freelancer in the Philippines. I now want to take it national but I can't do the product side myself. How do I find the right cofounder, and how would I know if someone is a good fit?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b12-039',
    persona: 'founder',
    message:
      "ICU nurse in Calgary here, with an idea for shift-swap software for hospitals. I need a technical cofounder but I don't know a single developer. Where would you start looking?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b12-040',
    persona: 'founder',
    message: 'non-technical founder, need a tech partner, where do i look',
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b12-041',
    persona: 'founder',
    message: 'is it time to pivot or am i just being impatient',
    intent: 'founder.pivot',
  },
  {
    id: 'b12-042',
    persona: 'founder',
    message:
      "The thing we set out to build isn't working, but one little side feature is getting all the love. Do we throw out the original plan and chase that instead?",
    intent: 'founder.pivot',
  },
  {
    id: 'b12-043',
    persona: 'founder',
    message:
      "We launched an app in Hyderabad for booking home tutors eighteen months ago. Growth has been slow, about 400 families, and the unit economics are poor because tutors take bookings off the platform. Meanwhile, several schools have asked us to run their after-school tuition scheduling and they'd pay a yearly fee. My cofounder is excited, I'm nervous because our investors backed the consumer story, and there's a board update next month. Should we change direction or give the original idea more time?",
    intent: 'founder.pivot',
  },
  {
    id: 'b12-044',
    persona: 'founder',
    message:
      'Two years in, our consumer fitness app has 3,000 users and flat revenue, but three gym chains have asked to license the backend. Do we switch to selling B2B?',
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b12-045',
    persona: 'founder',
    message:
      "Right now I'm juggling a partnership with a Nairobi bank, a rebuild of our mobile app, a hiring round and an accelerator application, with a team of five. Which of these actually matters most?",
    intent: 'founder.focus',
  },
  {
    id: 'b12-046',
    persona: 'founder',
    message:
      "I run a furniture-restoration business that's grown into a proper company with an online shop, a workshop in Bristol and three staff. This quarter I've been trying to launch a YouTube channel, open a second workshop, redesign the website and move to a better accounting system all at once. My partner jokes that I have shiny object syndrome. Revenue is fine, but nothing seems to move forward. How do I choose the one thing to put my energy into?",
    intent: 'founder.focus',
  },
  {
    id: 'b12-047',
    persona: 'founder',
    message: 'too much on my plate as a founder, what first??',
    intent: 'founder.focus',
  },
  {
    id: 'b12-048',
    persona: 'founder',
    message:
      "Every Monday I write a list of fifteen things that all feel urgent, and by Friday I've nudged each one forward about 5%. Nothing ever gets finished.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b12-049',
    persona: 'founder',
    message: 'honestly so done with my own startup rn',
    intent: 'founder.burnout',
  },
  {
    id: 'b12-050',
    persona: 'founder',
    message:
      "Four years running my café-supply business, doing 70-hour weeks, and haven't taken more than three days off in a row. I dread opening my laptop now. How do I recover without the business falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b12-051',
    persona: 'founder',
    message:
      "It's been three years since I started my edtech company in Bangalore, and we've just closed a seed round, which should feel like a win. My parents still ask when I'll get a 'real job', and my cofounder is on paternity leave so everything is landing on me. I'm sleeping badly, snapping at the team, and I haven't read a book for fun in a year. Some mornings I sit in the car outside the office for twenty minutes before I can make myself go in. How do I get my energy back without walking away from the company?",
    intent: 'founder.burnout',
  },
  {
    id: 'b12-052',
    persona: 'founder',
    message:
      'I used to jump out of bed excited about the company. These days I stare at the ceiling and feel nothing about it, not even worry.',
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b12-053',
    persona: 'founder',
    message:
      "We built a scheduling tool for physiotherapy clinics in Wales and about 80 clinics use it. Our biggest customer, a chain of twelve clinics, wants a full patient-records module that would take us six months. Meanwhile the smaller clinics keep asking for simple things like SMS reminders and better invoices. I'm also trying to sort out our GDPR paperwork and a hiring plan. How do we decide what the product should become and what to build next?",
    intent: 'founder.product',
  },
  {
    id: 'b12-054',
    persona: 'founder',
    message: 'users want 100 features, how do i pick what to build',
    intent: 'founder.product',
  },
  {
    id: 'b12-055',
    persona: 'founder',
    message:
      'The app has got cluttered: every customer call seems to add another button. How do I keep it coherent and say no to the right things?',
    intent: 'founder.product',
  },
  {
    id: 'b12-056',
    persona: 'founder',
    message:
      'Our invoicing app has 600 users and a backlog of 140 feature requests, and our two devs can ship maybe four meaningful things a quarter. How do we decide what goes on the roadmap?',
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b12-057',
    persona: 'founder',
    message:
      'We run a pet-sitting marketplace in Brisbane. Paid Instagram gets us sitters at about $38 each but pet owners cost $110 to acquire. Should we be trying SEO, referrals or partnerships with vets?',
    intent: 'founder.growth',
  },
  {
    id: 'b12-058',
    persona: 'founder',
    message:
      "Word of mouth got us to 2,000 customers, but it's plateaued since spring. I need one reliable, repeatable way of bringing new people in.",
    intent: 'founder.growth',
  },
  {
    id: 'b12-059',
    persona: 'founder',
    message: 'how do i get more signups w/o paying for ads',
    intent: 'founder.growth',
  },
  {
    id: 'b12-060',
    persona: 'founder',
    message:
      "We sell refillable cleaning products online from a small unit in Galway. The first 1,500 customers came from friends, local markets and a lucky mention on a radio show. I've tried Facebook ads, a bit of influencer work and a referral code, but nothing has clearly worked and there's no budget to keep guessing. I'm also about to move house and my cofounder is going part-time for a few months. What's a sensible way to find the one channel that will actually grow the business?",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b12-061',
    persona: 'founder',
    message:
      'The balance has been dropping faster than I forecast every month, and payroll day now makes me sweat. How do I work out how long we can keep going and what to do about it?',
    intent: 'founder.runway',
  },
  {
    id: 'b12-062',
    persona: 'founder',
    message:
      "We're a two-year-old food-delivery startup covering three suburbs of Perth, and we've just lost our biggest restaurant partner. At the same time our seed investors said they won't do a bridge round until at least one suburb is profitable. I've been trying to hire a head of ops and renegotiate our kitchen lease, which eats up time. The bank balance is A$480k and we're spending about A$70k a month. How do I stretch our cash and decide what to cut?",
    intent: 'founder.runway',
  },
  {
    id: 'b12-063',
    persona: 'founder',
    message:
      "Burn is £42k a month, we've got £310k in the bank, and revenue is £9k MRR growing about 6% monthly. How long do we really have, and what should I cut first?",
    intent: 'founder.runway',
  },
  {
    id: 'b12-064',
    persona: 'founder',
    message: 'we got like 5 months cash left, panic?',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b12-065',
    persona: 'career',
    message: 'need a new job asap, where do i start lol',
    intent: 'career.job-search',
  },
  {
    id: 'b12-066',
    persona: 'career',
    message:
      "I've decided to leave my current place in the new year, but I haven't looked for anything in eight years and the whole process seems to have changed completely. Where do I even begin?",
    intent: 'career.job-search',
  },
  {
    id: 'b12-067',
    persona: 'career',
    message:
      "Nine years teaching secondary school geography in Dublin, and I'm ready to move into something corporate, maybe learning and development. My wife is expecting our second child in April, so I want a plan rather than firing off random applications. I've updated my LinkedIn and started going to the gym again to keep my head clear. I just don't know how to organise it all: how many applications, which sites, how to use the people I know. How should I plan a job hunt that fits around a full teaching timetable?",
    intent: 'career.job-search',
  },
  {
    id: 'b12-068',
    persona: 'career',
    message:
      '34, procurement officer in local government in Manchester, and I want to move into a private-sector role by the summer. How should I structure my search week by week?',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b12-069',
    persona: 'career',
    message:
      'Sparky here, twelve years in commercial fit-outs around Brisbane, now applying for project coordinator roles. How do I rewrite my résumé so it highlights the planning side rather than the tools?',
    intent: 'career.cv',
  },
  {
    id: 'b12-070',
    persona: 'career',
    message:
      "After twenty years running my own landscaping business in Kent, I've sold up and want to work for someone else, ideally as an operations manager for a council or a housing association. I've never written a CV in my life; I got my first job through my uncle. My daughter keeps offering to help, and I've also been doing a short course in project management. I have no idea how to squeeze two decades of self-employment onto a page or two. How would you structure a CV for someone like me?",
    intent: 'career.cv',
  },
  {
    id: 'b12-071',
    persona: 'career',
    message: 'my cv is 4 pages long is that bad',
    intent: 'career.cv',
  },
  {
    id: 'b12-072',
    persona: 'career',
    message:
      'The document I send to employers reads like a copy of my job description. How do I make it show what I actually achieved instead of just listing duties?',
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b12-073',
    persona: 'career',
    message: 'sent 60 applications, 0 replies. wtf',
    intent: 'career.no-responses',
  },
  {
    id: 'b12-074',
    persona: 'career',
    message:
      'Applied to 45 data analyst roles in Bangalore over two months through Naukri and LinkedIn. One automated rejection, silence from the rest. What am I doing wrong?',
    intent: 'career.no-responses',
  },
  {
    id: 'b12-075',
    persona: 'career',
    message:
      "Since graduating from the University of Nairobi with an economics degree last year, I've been doing some tutoring and helping out at my uncle's hardware shop. I've applied to maybe 70 graduate programmes and junior analyst roles, mostly online, and had two rejections and nothing else. The friends who got in seem to have had internships or connections. I've also been toying with doing a master's, but that's expensive. Why am I not hearing back from employers, and what should I change?",
    intent: 'career.no-responses',
  },
  {
    id: 'b12-076',
    persona: 'career',
    message: "It's like shouting into a void. I hit submit, and nothing ever comes back, not even a no.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b12-077',
    persona: 'career',
    message:
      "I've been a stay-at-home mum for six years and I'm going back to work as an admin officer; I've landed an interview at the council in Swansea next Wednesday. My youngest has just started school, and I've been brushing up on Excel through a free online course. I used to work in a solicitor's office, so I know the work, but I haven't been interviewed since 2017. I'm worried about explaining the gap and about those questions where you have to give an example of a time you did something. How can I get ready so I walk in feeling confident?",
    intent: 'career.interview',
  },
  {
    id: 'b12-078',
    persona: 'career',
    message: 'interview tmrw for barista supervisor, nervous af',
    intent: 'career.interview',
  },
  {
    id: 'b12-079',
    persona: 'career',
    message:
      "Next week I'll be sitting across a table from three people who'll decide whether I get the job. How do I get ready so I don't freeze when they ask about my weaknesses?",
    intent: 'career.interview',
  },
  {
    id: 'b12-080',
    persona: 'career',
    message:
      "I've got a panel interview on Thursday for a Band 6 physiotherapist post at an NHS trust: 45 minutes, competency-based questions. How should I prepare?",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b12-081',
    persona: 'career',
    message:
      "Nine days ago I did the final round with a Vancouver game studio. The recruiter said I'd hear 'early next week' and it's now Thursday. Should I follow up, and what exactly should I write?",
    intent: 'career.interview-after',
  },
  {
    id: 'b12-082',
    persona: 'career',
    message:
      "I walked out of the building on Tuesday replaying every answer I gave, and now I'm just refreshing my inbox every ten minutes. What should I be doing while I wait to hear?",
    intent: 'career.interview-after',
  },
  {
    id: 'b12-083',
    persona: 'career',
    message: 'had interview last wk, no word, should i email them',
    intent: 'career.interview-after',
  },
  {
    id: 'b12-084',
    persona: 'career',
    message:
      "Last Monday I had what I think was a great final interview for a marketing manager role at a brewery in Melbourne. The hiring manager said they'd be in touch in a few days, and I've also got a second-round interview elsewhere next week that I'm less keen on. My current job is fine, but my boss is about to go on leave, so timing matters. It's now been eight days and nothing. Should I chase them, and how do I handle the other process in the meantime?",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b12-085',
    persona: 'career',
    message:
      "They've said yes and sent over the paperwork. The figure on it is a bit lower than I'd hoped, and I've got until Friday to sign. Is there room to go back to them?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b12-086',
    persona: 'career',
    message:
      "After four months of searching, I've finally been offered a role as a clinical pharmacist at a hospital in Ottawa. The salary is $98,000, which is about what I earn now, and the commute would be longer. We've been debating moving closer, and my partner is halfway through a nursing qualification, so money is tight. The recruiter was warm and said to let her know if I had any questions. How do I push for a better package without putting the offer at risk?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b12-087',
    persona: 'career',
    message:
      "The offer is $78k for a UX designer role at an insurance company in Chicago. Market data says $85-92k for the role, and they're offering 15 days of PTO. How do I counter without sounding greedy?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b12-088',
    persona: 'career',
    message: 'got an offer!! ask for more or will they pull it?',
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b12-089',
    persona: 'career',
    message: '2 job offers, cant decide, help me',
    intent: 'career.compare-offers',
  },
  {
    id: 'b12-090',
    persona: 'career',
    message:
      "One place pays noticeably more, the other has people I'd actually enjoy working with. Both want an answer by Monday and I keep flip-flopping.",
    intent: 'career.compare-offers',
  },
  {
    id: 'b12-091',
    persona: 'career',
    message:
      "I'm finishing an MSc in environmental science in Edinburgh and somehow have two offers on the table. One is with a consultancy in London: better money and a graduate scheme, but long hours and far from my boyfriend. The other is with a conservation charity in the Highlands, lower pay but exactly the work I trained for. There's my student loan to think about too, and my flat lease ends in August. How do I weigh these two up and pick one?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b12-092',
    persona: 'career',
    message:
      'Offer A: ₹18 LPA at a Gurgaon startup with equity and long hours. Offer B: ₹15 LPA at an MNC in Hyderabad, stable, and twenty minutes from my parents. Which one should I take?',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b12-093',
    persona: 'career',
    message:
      'Three years as a veterinary nurse at the same practice in Cork, still on €31k, and I now train all the new staff. How do I ask for a pay rise at my annual review next month?',
    intent: 'career.raise',
  },
  {
    id: 'b12-094',
    persona: 'career',
    message:
      "I've been at a mid-sized accounting firm in Leeds for four years, starting as a junior and now running payroll for about thirty clients. Last year was rough, because my dad was ill and I had to take some time off, but this year I've been on top form. I recently found out that a new hire on my team earns £3,000 more than me. I'm also thinking about starting my ACCA exams, which the firm might sponsor. How should I go about asking for a raise?",
    intent: 'career.raise',
  },
  {
    id: 'b12-095',
    persona: 'career',
    message: 'how do i ask my boss for more $$',
    intent: 'career.raise',
  },
  {
    id: 'b12-096',
    persona: 'career',
    message:
      "My responsibilities have doubled since I joined, and my payslip hasn't changed once. I want to bring it up with my boss but I've no idea how to phrase it.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b12-097',
    persona: 'career',
    message: 'wanna get promoted to senior this yr, how',
    intent: 'career.promotion',
  },
  {
    id: 'b12-098',
    persona: 'career',
    message:
      "Level 3 software engineer at a Toronto bank, aiming to make level 4 in the October cycle. My manager just says 'keep doing what you're doing'. What should I actually be doing?",
    intent: 'career.promotion',
  },
  {
    id: 'b12-099',
    persona: 'career',
    message:
      "For three years I've been a team leader at a BPO in Mumbai, and I'd like to move up to operations manager. Our current ops manager is relocating to Chennai in six months, so a spot is opening up. I've been covering for her during her leave and doing an online MBA on weekends. Two other team leaders want the role too, and one of them is very good at self-promotion. How do I position myself to get this promotion?",
    intent: 'career.promotion',
  },
  {
    id: 'b12-100',
    persona: 'career',
    message:
      "I've been doing the team lead's job informally for a year. How do I get the title to match what I'm already doing?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b12-101',
    persona: 'career',
    message:
      "The 360 review landed on Friday and it's been rattling around my head all weekend. I'm a project manager at a construction company in Calgary, and I generally get good marks on delivery; we brought the hospital wing in on time. But several people said I'm 'hard to approach' and 'dismissive in meetings'. I'm also in the middle of buying a house, so I've been stressed, which probably hasn't helped. How do I make sense of this feedback and decide what to do with it?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b12-102',
    persona: 'career',
    message: "boss said im 'not strategic enough'. wth does that even mean in practice",
    intent: 'career.feedback-received',
  },
  {
    id: 'b12-103',
    persona: 'career',
    message:
      "My manager sat me down yesterday and listed three things I need to improve. I nodded along, but I'm stung, and I'm not sure all of it is fair.",
    intent: 'career.feedback-received',
  },
  {
    id: 'b12-104',
    persona: 'career',
    message:
      "My mid-year review as a retail store manager in Leeds says I 'lack presence' with head office, even though sales are up 11%. How do I make sense of that and respond to it?",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b12-105',
    persona: 'career',
    message:
      'I supervise six call centre agents in Nairobi. One of them, Wanjiru, has great customer scores but keeps arriving 20 minutes late. How do I raise it with her without demotivating her?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b12-106',
    persona: 'career',
    message:
      "There's a conversation I've been dodging for weeks with someone on my team whose reports are always riddled with errors. I want to say it kindly but clearly, and I don't know how to open it.",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b12-107',
    persona: 'career',
    message: 'need to tell a coworker their work is sloppy, how??',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b12-108',
    persona: 'career',
    message:
      "I run a small bakery in Wicklow with five staff, and I've always hated confrontation. Our newest baker, Ciarán, is talented, but he keeps cutting corners on hygiene: unlabelled containers, no gloves when handling the fillings. We've an inspection coming up in a few weeks and I've also been flat out with a new wholesale order for a café chain. I've hinted twice and he hasn't picked up on it. How do I tell him straight without crushing him or losing him?",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b12-109',
    persona: 'career',
    message:
      'The person I report to takes credit for my work in meetings and then ignores my emails for days. I actually like the job itself.',
    intent: 'career.manager',
  },
  {
    id: 'b12-110',
    persona: 'career',
    message:
      "Two years into a graphic design job at an agency in Sydney. My old manager was brilliant, but she left in January and the new one is difficult, to put it mildly. He rewrites briefs after I've finished the work, messages me at 10pm, and last week criticised me in front of a client. I've got a few freelance clients on the side and I'm thinking about going freelance full-time eventually. How do I deal with him in the meantime without it hurting my reputation?",
    intent: 'career.manager',
  },
  {
    id: 'b12-111',
    persona: 'career',
    message:
      "At the mining company in Perth where I work, my manager changes priorities every Monday, then criticises me on Friday for not finishing last week's list. How do I handle him?",
    intent: 'career.manager',
  },
  {
    id: 'b12-112',
    persona: 'career',
    message: 'my boss micromanages everything, driving me nuts',
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b12-113',
    persona: 'career',
    message: 'coworker keeps talking over me in meetings ugh',
    intent: 'career.colleague',
  },
  {
    id: 'b12-114',
    persona: 'career',
    message:
      "The guy who sits two desks away and I haven't spoken properly since an argument about a project back in May. It's making the whole office tense.",
    intent: 'career.colleague',
  },
  {
    id: 'b12-115',
    persona: 'career',
    message:
      "As a lab technician at a university in Nairobi, I've worked with the same small team for five years. A new postdoc joined in the spring, and she's very sharp, but she keeps reorganising the shared equipment and leaving notes about 'standards'. The rest of the team grumble to me because I've been there longest. Our PI is on sabbatical until next year, and I'm also helping organise the department's open day. How do I handle this conflict with her directly?",
    intent: 'career.colleague',
  },
  {
    id: 'b12-116',
    persona: 'career',
    message:
      "A fellow teacher in my department in Glasgow keeps booking the computer lab over my timetabled slots and then says it was a system error. That's three times this term. How do I sort this out with her?",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b12-117',
    persona: 'career',
    message:
      'Eleven years as an accountant in Mombasa and I want to become a primary school teacher. I have a mortgage and two kids. How do I plan the switch?',
    intent: 'career.change',
  },
  {
    id: 'b12-118',
    persona: 'career',
    message:
      "I've been a police officer in Manchester for sixteen years and done well, but I'm 44 and I'm tired of shift work. I've been doing some volunteer mentoring with young people and found I love it. My wife is supportive, though we've still got a mortgage and our eldest starts university next year. I'd like to move into something like youth work or social work. How do I plan that career change realistically?",
    intent: 'career.change',
  },
  {
    id: 'b12-119',
    persona: 'career',
    message: 'want to switch careers at 40, too late?',
    intent: 'career.change',
  },
  {
    id: 'b12-120',
    persona: 'career',
    message:
      'After fifteen years in banking I find myself drawn to working with wood. How would someone move from one world to a totally different one without going broke?',
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b12-121',
    persona: 'career',
    message: 'wanna learn python, where do i start',
    intent: 'career.retraining',
  },
  {
    id: 'b12-122',
    persona: 'career',
    message:
      'At 52, managing a print shop in Belfast, I want to learn digital marketing properly: Google Ads, analytics, the lot. Evening course, bootcamp, or teach myself?',
    intent: 'career.retraining',
  },
  {
    id: 'b12-123',
    persona: 'career',
    message:
      "Work is 'transforming' my job as a claims handler at an insurer in Cardiff, which means half of what I do is now automated. The company is offering a £1,500 learning budget and two hours a week of study time. I've always been interested in data, and a colleague keeps nudging me towards a Power BI course. I also run a local under-10s football team, so my evenings are busy. How do I pick the right skill to learn and actually stick with it?",
    intent: 'career.retraining',
  },
  {
    id: 'b12-124',
    persona: 'career',
    message:
      "My industry is changing and the software everyone uses now didn't exist when I trained. How do I get good at it quickly while still working full-time?",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b12-125',
    persona: 'career',
    message:
      "Last month the fintech I worked for in Toronto cut 30% of staff, including me and most of my product team. I got eight weeks of severance and a reference letter, which is something. My partner still has a steady job, and I've been using the time to finally fix our back deck and spend mornings with our toddler. But I'm 41 and I keep waking up feeling like I've failed. How do I get back on my feet and make a plan from here?",
    intent: 'career.layoff',
  },
  {
    id: 'b12-126',
    persona: 'career',
    message: 'got laid off today. what now then',
    intent: 'career.layoff',
  },
  {
    id: 'b12-127',
    persona: 'career',
    message:
      "The company restructured and my role simply stopped existing as of Friday. I'm 47 and I haven't been out of work since I left university.",
    intent: 'career.layoff',
  },
  {
    id: 'b12-128',
    persona: 'career',
    message:
      "I was made redundant last Friday after nine years as a logistics coordinator at a warehouse in Birmingham. I've got twelve weeks' pay. What should I do first?",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b12-129',
    persona: 'career',
    message:
      "From Monday I'll be managing five warehouse pickers in Edmonton, and two of them are older than me and applied for the same role. How do I start off on the right foot?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b12-130',
    persona: 'career',
    message:
      "Yesterday I was one of the team; from next week they'll all report to me. I've never run a one-to-one in my life.",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b12-131',
    persona: 'career',
    message: 'just got promoted to manage my old teammates, awkward',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b12-132',
    persona: 'career',
    message:
      "After four years as a developer at a healthcare startup in Pune, I've just been asked to lead a team of five. I'm excited but nervous, because I'll still have to write code for at least half my week. One person on the team has been there longer than me and was quietly hoping for the role. I'm also helping plan my sister's wedding in December, so there's a lot on. How do I make the move into managing people?",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b12-133',
    persona: 'career',
    message:
      "I've run the department for three years. The work gets done, but nobody brings me ideas anymore, and I want them to feel they own where we're heading.",
    intent: 'career.leadership',
  },
  {
    id: 'b12-134',
    persona: 'career',
    message:
      "I took over as head of science at a secondary school in Belfast last year after my predecessor retired. She was well loved and ran things informally, and I'm much more structured. The team has been polite but cool, and two experienced teachers push back on every new idea. Meanwhile there's an inspection due in spring and I'm finishing my master's dissertation. How do I lead this department so people actually follow?",
    intent: 'career.leadership',
  },
  {
    id: 'b12-135',
    persona: 'career',
    message:
      'I lead a team of 14 nurses on a surgical ward in Adelaide. Since the restructure, sick leave is up and people are quiet in huddles. How do I get them behind me again?',
    intent: 'career.leadership',
  },
  {
    id: 'b12-136',
    persona: 'career',
    message: 'team morale is in the bin, how do i lead better',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b12-137',
    persona: 'career',
    message: 'should i just quit, i hate this job',
    intent: 'career.quit',
  },
  {
    id: 'b12-138',
    persona: 'career',
    message:
      "Every Sunday evening I feel sick about Monday. I've half-written a resignation letter three times and deleted it each time.",
    intent: 'career.quit',
  },
  {
    id: 'b12-139',
    persona: 'career',
    message:
      "Seven years now as an architect at a big Sydney firm. The work used to excite me, but now it's all fit-outs for banks and I rarely get to design anything. My partner and I have been saving to buy a place, and I've been doing pottery classes on Thursday nights, which is the highlight of my week. I don't have another job lined up. Should I walk away now or wait until I've found something else?",
    intent: 'career.quit',
  },
  {
    id: 'b12-140',
    persona: 'career',
    message:
      "I'm a junior solicitor in Dublin on €52k, doing 60-hour weeks, eight months in. I've got €9k saved. Should I hand in my notice or stick it out to the one-year mark?",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b12-141',
    persona: 'career',
    message:
      '28 years old, biology degree, spent five years in retail management and do a bit of freelance photography on the side. How do I figure out which direction actually fits me?',
    intent: 'career.direction',
  },
  {
    id: 'b12-142',
    persona: 'career',
    message:
      "I'm 35 and I've spent the last decade in hospitality in Galway, first behind bars, then managing restaurants. I'm good at it, but I don't want to be doing late nights at 45. I've been volunteering in the evenings with a literacy charity and I've taken up running again. Friends suggest everything from HR to teaching to opening my own place. How do I work out which path is actually right for me?",
    intent: 'career.direction',
  },
  {
    id: 'b12-143',
    persona: 'career',
    message: 'no idea what career i want, graduating in may',
    intent: 'career.direction',
  },
  {
    id: 'b12-144',
    persona: 'career',
    message:
      "Everyone my age seems to know what they want to be. I've tried three very different jobs and none of them felt like mine.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b12-145',
    persona: 'career',
    message: 'hate networking but everyone says i gotta do it',
    intent: 'career.networking',
  },
  {
    id: 'b12-146',
    persona: 'career',
    message:
      "Come August I'm relocating to Toronto as a civil engineer, and I don't know a single person in the industry there. How do I build some contacts before I arrive?",
    intent: 'career.networking',
  },
  {
    id: 'b12-147',
    persona: 'career',
    message:
      "As a freelance sound engineer in Vancouver, most of my gigs over the last few years came through two producers I know. One has just retired and the other moved to LA, so my pipeline has dried up. I've been teaching a few workshops at a community college to fill the gap, and my landlord has just raised the rent. I'm honestly a bit shy at industry events. How do I build a wider professional network from scratch?",
    intent: 'career.networking',
  },
  {
    id: 'b12-148',
    persona: 'career',
    message:
      "Jobs in my field seem to go to people who know somebody, and I don't know anybody. How do I change that without feeling fake?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b12-149',
    persona: 'career',
    message:
      "Practice manager at a GP surgery in Norfolk here. Since the funding changes we've lost an admin post that won't be replaced. I now handle rotas, complaints, finance and IT issues myself. I love the team, and outside work I've been trying to get back into cycling, though I've only managed twice this month. I'm routinely staying until 7 and working Sunday evenings just to keep up. How do I manage this workload before it flattens me?",
    intent: 'career.workload',
  },
  {
    id: 'b12-150',
    persona: 'career',
    message: 'drowning at work, doing 3 ppls jobs',
    intent: 'career.workload',
  },
  {
    id: 'b12-151',
    persona: 'career',
    message:
      "My inbox has 400 unread messages, every task is marked urgent, and I've skipped lunch for the fourth day running.",
    intent: 'career.workload',
  },
  {
    id: 'b12-152',
    persona: 'career',
    message:
      "Since two colleagues left in March I've been covering payroll, accounts payable and month-end close for a 200-person company in Nairobi. I'm working until 9pm most nights. How do I get this under control?",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b12-153',
    persona: 'career',
    message:
      'I just started as a senior analyst at a Big Four firm in London after a comprehensive school and a former poly. Everyone else seems to have gone to Oxbridge. I keep waiting to be found out.',
    intent: 'career.imposter',
  },
  {
    id: 'b12-154',
    persona: 'career',
    message:
      "When my manager praised my presentation, my first thought was that she can't have looked closely. I'm sure I just got lucky getting hired here.",
    intent: 'career.imposter',
  },
  {
    id: 'b12-155',
    persona: 'career',
    message: 'feel like a total fraud at my new job tbh',
    intent: 'career.imposter',
  },
  {
    id: 'b12-156',
    persona: 'career',
    message:
      "I've just been promoted to head chef at a restaurant in Melbourne after five years as sous chef. The owner clearly trusts me and has given me free rein on the new autumn menu. But every time a plate goes out, I'm convinced someone's going to realise I don't know what I'm doing. I'm also training for a half-marathon and my partner is starting a new job, so life's busy. How do I stop doubting myself and feel like I belong in this role?",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b12-157',
    persona: 'life',
    message:
      "We share a bed and a mortgage, but lately it feels like we're flatmates. I still love him and want it to feel like it used to.",
    intent: 'life.relationship',
  },
  {
    id: 'b12-158',
    persona: 'life',
    message:
      "My partner and I have been together nine years and have a four-year-old. Since I went back to full-time work at the bank last spring, things have got tense between us; we argue about chores, money and who gets to sleep in. We've both been run down, and his mum has been unwell, which adds pressure. Neither of us wants to split up, we just feel like a team that's stopped talking. How can we work on our relationship?",
    intent: 'life.relationship',
  },
  {
    id: 'b12-159',
    persona: 'life',
    message:
      'Twenty-two years married, and since the kids left for uni in Leeds we barely talk about anything beyond logistics. How do we reconnect?',
    intent: 'life.relationship',
  },
  {
    id: 'b12-160',
    persona: 'life',
    message: 'me and my gf keep fighting over small stuff lately',
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b12-161',
    persona: 'life',
    message: 'she dumped me last week, cant stop checking her insta',
    intent: 'life.breakup',
  },
  {
    id: 'b12-162',
    persona: 'life',
    message:
      "His things are still in a box by the door, and I keep reaching for my phone to tell him stuff. It's been a month since he moved out.",
    intent: 'life.breakup',
  },
  {
    id: 'b12-163',
    persona: 'life',
    message:
      "Three years together, and now it's over. I'm 26. We shared a flat in Nairobi, so I've had to move back in with my parents, which has its own challenges. I've thrown myself into work and the gym, and my friends have been great, but at night it all catches up with me. I keep wondering whether to text him, and I scroll through old photos far too often. How do I actually get over this and move on?",
    intent: 'life.breakup',
  },
  {
    id: 'b12-164',
    persona: 'life',
    message:
      "My fiancé ended our six-year relationship in February, two months before the wedding in Galway, and we'd already paid the deposits. How do I get through this?",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b12-165',
    persona: 'life',
    message:
      "Mum and Dad are refusing to come to my wedding in Vancouver in June because it won't be in their church. How do I handle this without cutting them off?",
    intent: 'life.family',
  },
  {
    id: 'b12-166',
    persona: 'life',
    message:
      "My younger brother and I had a huge row at our dad's 70th in March about money he borrowed years ago and never paid back. Since then he's blocked me, and my parents are upset that the family is split. I've been busy with a job change and my daughter's exams, so I've let it slide. Christmas is coming and Mum wants everyone at the table. How do I handle this family conflict?",
    intent: 'life.family',
  },
  {
    id: 'b12-167',
    persona: 'life',
    message: 'my sister and i arent talking since xmas',
    intent: 'life.family',
  },
  {
    id: 'b12-168',
    persona: 'life',
    message:
      "Sunday dinners at my in-laws have become a minefield. One wrong word and my mother-in-law and my husband start shouting at each other, and I'm stuck in the middle.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b12-169',
    persona: 'life',
    message: 'my 14yo wont talk to me anymore, just grunts',
    intent: 'life.parenting',
  },
  {
    id: 'b12-170',
    persona: 'life',
    message:
      'Our six-year-old started Year 2 in Bristol and now has meltdowns every morning before school. My partner works nights. How do we get through this stretch?',
    intent: 'life.parenting',
  },
  {
    id: 'b12-171',
    persona: 'life',
    message:
      "Our eldest is seventeen and in his final year of school in Sydney. He's always been a good kid, but he's stopped going to footy, is on his phone all night and shuts his door the minute he gets home. My husband thinks it's a phase; I'm not so sure. We're also renovating the kitchen and my hours at work have gone up. How can we support him through this without pushing him away?",
    intent: 'life.parenting',
  },
  {
    id: 'b12-172',
    persona: 'life',
    message:
      "Since the baby arrived, our eldest has gone from easy-going to throwing toys at bedtime every single night. We're running on empty.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b12-173',
    persona: 'life',
    message:
      "My mum died in May after a long illness. I was her main support for the last two years, so in some ways it was expected, but the emptiness has surprised me. I'm back at work at the bank, and my brother and I have been sorting through her house, which stirs up a lot. People keep telling me it'll get easier, but some days it feels worse than the first week. How do I live with this?",
    intent: 'life.grief',
  },
  {
    id: 'b12-174',
    persona: 'life',
    message: 'lost my grandad last month, cant focus on anything',
    intent: 'life.grief',
  },
  {
    id: 'b12-175',
    persona: 'life',
    message:
      'Her coat is still on the hook by the door. Six months on, I still set out two cups in the morning without thinking.',
    intent: 'life.grief',
  },
  {
    id: 'b12-176',
    persona: 'life',
    message:
      "Forty-one years we were married, and she passed away in October. I'm 73 and living in Kilkenny, and the house is so quiet. I don't know what to do with the evenings.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b12-177',
    persona: 'life',
    message:
      'Retired postie, 67, living in Adelaide. Some weeks I go three days without talking to another person. How do I find some company?',
    intent: 'life.loneliness',
  },
  {
    id: 'b12-178',
    persona: 'life',
    message: 'My phone hardly buzzes anymore. At weekends I talk more to the cat than to actual people.',
    intent: 'life.loneliness',
  },
  {
    id: 'b12-179',
    persona: 'life',
    message: 'feel lonely even w ppl around me, weird?',
    intent: 'life.loneliness',
  },
  {
    id: 'b12-180',
    persona: 'life',
    message:
      "I moved to Calgary for work four years ago and I've got a decent job, a nice apartment and my dog. Most of my old friends are back in Halifax and we chat on WhatsApp, but it's not the same. I tried a climbing gym and a book club, but never quite clicked with anyone. I'm 38, single, and most people my age around here are busy with kids. How can I feel less lonely?",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b12-181',
    persona: 'life',
    message:
      "We used to talk every day at uni; now it's a birthday message once a year. I'd love to get that closeness back with her.",
    intent: 'life.friendship',
  },
  {
    id: 'b12-182',
    persona: 'life',
    message:
      "My best friend and I have known each other since primary school in Mombasa. She recently got engaged and spends all her time with her fiancé's crowd, and I feel a bit left out. I've been swamped with my own stuff too: a new job at a hotel and helping my brother with his business. Last week she forgot my birthday, which has never happened before. How do I talk to her about this without sounding jealous?",
    intent: 'life.friendship',
  },
  {
    id: 'b12-183',
    persona: 'life',
    message:
      "Aoife, my friend of 15 years, didn't come to my 40th in Limerick and hasn't said why. How do I bring it up without losing her?",
    intent: 'life.friendship',
  },
  {
    id: 'b12-184',
    persona: 'life',
    message: 'my bff is ignoring my texts, did i do smth',
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b12-185',
    persona: 'life',
    message: 'always anxious abt everything, how do i chill',
    intent: 'life.anxiety',
  },
  {
    id: 'b12-186',
    persona: 'life',
    message:
      "My mind runs through worst-case scenarios on a loop. What if the car breaks down, what if I've upset someone, what if the boiler goes. It's exhausting.",
    intent: 'life.anxiety',
  },
  {
    id: 'b12-187',
    persona: 'life',
    message:
      "I'm 23 and recently started my first graduate job at an accounting firm in London. On the surface things are going well; I passed probation and I've made a couple of friends. But I wake up with a tight chest most days and spend the commute worrying I've made a mistake in a spreadsheet. I'm also hunting for a new flatshare because my lease is ending. How can I get a handle on this anxiety?",
    intent: 'life.anxiety',
  },
  {
    id: 'b12-188',
    persona: 'life',
    message:
      "Before every team meeting at my council job in Sheffield my heart races and I rehearse what to say for an hour. It's been happening for about six months. What can I do about it?",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b12-189',
    persona: 'life',
    message:
      "Final year of a nursing degree in Nairobi, 20 hours a week at a pharmacy, and helping my mum with her shop every weekend. I'm stretched thin. How do I manage the stress?",
    intent: 'life.stress',
  },
  {
    id: 'b12-190',
    persona: 'life',
    message:
      "This year I took over running our family's dairy farm outside Ballarat when my father stepped back. Milk prices are down, we've had a wet winter, and I'm also trying to finish an agriculture diploma by distance. My partner has been supportive, but we hardly see each other. Most nights I'm running numbers in my head long after I should be asleep. How do I manage the pressure of it all?",
    intent: 'life.stress',
  },
  {
    id: 'b12-191',
    persona: 'life',
    message: 'so stressed with everything rn ngl',
    intent: 'life.stress',
  },
  {
    id: 'b12-192',
    persona: 'life',
    message:
      "My shoulders are up by my ears by ten in the morning and I clench my jaw all day. There's just too much on, all at once.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b12-193',
    persona: 'life',
    message: 'lost my temper at another driver today, again',
    intent: 'life.anger',
  },
  {
    id: 'b12-194',
    persona: 'life',
    message:
      "Last week I shouted at a customer on a job and nearly lost the contract. I'm a 45-year-old plumber in Leeds, and my wife says I've been short-fused for a year. How do I get a handle on it?",
    intent: 'life.anger',
  },
  {
    id: 'b12-195',
    persona: 'life',
    message:
      "I'm 52 and retired early from the fire service last year. I thought I'd be more relaxed, but I get angry at things that never used to bother me: the neighbours' dog, slow drivers, my wife loading the dishwasher 'wrong'. I've taken up fishing and I've been doing some work on the house. Last week I slammed a door so hard the frame cracked, and my grandson looked frightened. How do I get my temper under control?",
    intent: 'life.anger',
  },
  {
    id: 'b12-196',
    persona: 'life',
    message:
      'Little things, a slow queue or a dropped fork, and I go from zero to a hundred. Afterwards I feel ashamed of myself.',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b12-197',
    persona: 'life',
    message:
      "Second-year law student in Dublin, juggling a part-time job in a pub and a big moot court competition. My flatmates are night owls, and I usually end up scrolling on my phone until two or three in the morning. A friend gave me some melatonin gummies, but they didn't do much. Nine o'clock lectures are brutal. How can I fix my sleep?",
    intent: 'life.sleep',
  },
  {
    id: 'b12-198',
    persona: 'life',
    message: 'cant sleep, up til 3am every single night',
    intent: 'life.sleep',
  },
  {
    id: 'b12-199',
    persona: 'life',
    message:
      "I'm in bed by eleven but lie there staring at the ceiling until two, and then I'm a zombie all day.",
    intent: 'life.sleep',
  },
  {
    id: 'b12-200',
    persona: 'life',
    message:
      "I work rotating 12-hour shifts at a steel mill in Hamilton and can't get more than four hours of sleep after a run of nights. What can I do?",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b12-201',
    persona: 'life',
    message:
      'Nineteen, first year at a TAFE in Melbourne, and I compare myself to everyone on my course. I never think my work is any good, even when I get distinctions.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b12-202',
    persona: 'life',
    message:
      "When someone compliments me, I immediately explain why they're wrong. I'd like to actually believe I'm worth something.",
    intent: 'life.self-esteem',
  },
  {
    id: 'b12-203',
    persona: 'life',
    message: 'i feel like im not good enough for anything',
    intent: 'life.self-esteem',
  },
  {
    id: 'b12-204',
    persona: 'life',
    message:
      "I'm 31 and work as a hairdresser in Cardiff. My clients love me and I've built up a decent following on Instagram. But since my sister got married and had a baby, family gatherings leave me feeling like the failure of the family. My boyfriend says I'm too hard on myself, and Mum keeps asking when I'll 'settle down'. How do I start feeling better about who I am?",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b12-205',
    persona: 'life',
    message:
      "I'm brilliant at starting things on the 1st of January and hopeless by the 20th. Same pattern with reading, flossing, Duolingo, all of it.",
    intent: 'life.habits',
  },
  {
    id: 'b12-206',
    persona: 'life',
    message:
      "Over the summer I read a book on habits and got really fired up: I was going to meditate, run and learn Spanish. I'm a 45-year-old nurse working shifts in Toronto, so my schedule is all over the place. I managed about a week of everything and then dropped all three. My husband has been supportive, and we recently got a dog, which has added walks to the day. How do I build one routine that actually lasts this time?",
    intent: 'life.habits',
  },
  {
    id: 'b12-207',
    persona: 'life',
    message:
      "I've tried to journal every morning five times this year and never lasted more than nine days. I want to keep it up for a whole year. What would make it stick?",
    intent: 'life.habits',
  },
  {
    id: 'b12-208',
    persona: 'life',
    message: 'how do i make a habit actually stick',
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b12-209',
    persona: 'life',
    message: 'wanna get fit but i hate gyms',
    intent: 'life.exercise',
  },
  {
    id: 'b12-210',
    persona: 'life',
    message:
      "I get out of breath on the stairs to my flat, and my trainers still have the tags on. I'd like to change that.",
    intent: 'life.exercise',
  },
  {
    id: 'b12-211',
    persona: 'life',
    message:
      "I've just turned 50 and my GP says my blood pressure is creeping up. I drive trucks out of Adelaide, so I'm sitting most of the day, and when I get home I just want to eat and watch the footy. My wife has joined a walking group and keeps inviting me along. I played cricket in my twenties but haven't done much since. How do I get back into being active in a way I'll stick with?",
    intent: 'life.exercise',
  },
  {
    id: 'b12-212',
    persona: 'life',
    message:
      "58 years old, desk job at the tax office in Ottawa, and I haven't exercised in twenty years. My doctor says I need to move more. Where do I start?",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b12-213',
    persona: 'life',
    message:
      "Screen time report says six hours a day, three of which are Instagram reels. I'm a 22-year-old student in Mumbai with exams in April. How do I cut back?",
    intent: 'life.screen-time',
  },
  {
    id: 'b12-214',
    persona: 'life',
    message:
      "Retired primary teacher in Ottawa, and I've become embarrassingly hooked on my iPad. It started during the pandemic with video calls to my grandkids, which were lovely. Now I play word games and read the news until midnight, and my garden has gone to seed. My husband jokes that he's married to a tablet. How do I spend less time on devices without losing touch with the family?",
    intent: 'life.screen-time',
  },
  {
    id: 'b12-215',
    persona: 'life',
    message: 'on my phone like 9 hrs a day, pls help',
    intent: 'life.screen-time',
  },
  {
    id: 'b12-216',
    persona: 'life',
    message:
      "I pick up my phone to check the time and forty minutes later I'm watching videos of people restoring old tools.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b12-217',
    persona: 'life',
    message: 'keep putting off my essay, due friday 😩',
    intent: 'life.procrastination',
  },
  {
    id: 'b12-218',
    persona: 'life',
    message:
      "Freelance illustrator in Wellington, and I've had a 32-page picture book brief sitting in my inbox for three weeks without starting it. The deadline is the 15th. How do I get going?",
    intent: 'life.procrastination',
  },
  {
    id: 'b12-219',
    persona: 'life',
    message:
      "I'm doing a part-time PhD in history at University College Cork alongside a job at the county library. My supervisor wants a full chapter draft by the end of the month, and I have notes but no actual words on the page. Lately I've been reorganising my bookshelves, learning sourdough and helping my sister plan her move. Every day I tell myself I'll start tomorrow. How do I break the cycle and actually get writing?",
    intent: 'life.procrastination',
  },
  {
    id: 'b12-220',
    persona: 'life',
    message: 'I cleaned the entire oven rather than open that report. Twice this month.',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b12-221',
    persona: 'life',
    message:
      "Client entertainment is half my job as a 34-year-old sales rep in Nairobi. Between that, weekends out with friends and a beer or two at home to unwind, I'm drinking most days. I've put on weight and my running times have gone backwards. My girlfriend has mentioned it a couple of times. How do I cut back on the alcohol without losing my social life or my clients?",
    intent: 'life.drinking',
  },
  {
    id: 'b12-222',
    persona: 'life',
    message: 'drinking most nights lately, wanna cut down',
    intent: 'life.drinking',
  },
  {
    id: 'b12-223',
    persona: 'life',
    message:
      "The after-work glass of wine has quietly become a bottle, and I'm feeling it every Monday morning.",
    intent: 'life.drinking',
  },
  {
    id: 'b12-224',
    persona: 'life',
    message:
      "Construction worker in Cork, 39, and it's four or five pints most evenings plus more at the weekend. I'd like to cut back. How do I start?",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b12-225',
    persona: 'life',
    message:
      "I take home $3,400 a month as a dental receptionist in Phoenix, rent is $1,500, and there's $6k on my credit card. How do I get on top of things?",
    intent: 'life.money',
  },
  {
    id: 'b12-226',
    persona: 'life',
    message:
      "I avoid opening my banking app because I'm scared of what I'll see. By payday there's never anything left.",
    intent: 'life.money',
  },
  {
    id: 'b12-227',
    persona: 'life',
    message: 'always broke by the 20th of the month, how',
    intent: 'life.money',
  },
  {
    id: 'b12-228',
    persona: 'life',
    message:
      "I'm 29 and work as a junior social worker in Belfast. Nobody ever taught me how to handle money; my parents just didn't talk about it. I've got a car loan, an overdraft and a few Klarna payments, and I've just started a night class in Spanish. I'd love to save for a house one day, but right now I can't even put aside anything for Christmas. How do I get my finances in order?",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b12-229',
    persona: 'life',
    message:
      "The boxes are all unpacked, but I still can't find the supermarket without the map and I don't know a soul on my street.",
    intent: 'life.moving',
  },
  {
    id: 'b12-230',
    persona: 'life',
    message:
      "Three months ago we moved from Melbourne to a small town in north Queensland for my wife's job at the regional hospital. The kids have found their feet at school, and I'm working remotely for my old employer. But I feel completely disconnected; the pace is different, I don't know anyone, and I miss my Saturday footy mates. We've signed a two-year lease. How do I settle in properly?",
    intent: 'life.moving',
  },
  {
    id: 'b12-231',
    persona: 'life',
    message:
      "We relocated from Nairobi to Leeds in January for my husband's job. The kids are settling in, but I still feel like a visitor. How do I make this place feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b12-232',
    persona: 'life',
    message: 'just moved cities, everything feels so weird',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b12-233',
    persona: 'life',
    message: 'how do i say no to ppl without feeling so guilty',
    intent: 'life.boundaries',
  },
  {
    id: 'b12-234',
    persona: 'life',
    message:
      "Somehow I'm always the one covering shifts, lending money, driving people around and listening, and nobody ever asks how I'm doing.",
    intent: 'life.boundaries',
  },
  {
    id: 'b12-235',
    persona: 'life',
    message:
      "I'm the only one of four siblings still living in our home town in Kerala, so I'm the default for everything. My brothers ring when they need documents, my cousins borrow my car, and the neighbour drops her kids off without asking. I've got my own job at a bank, and my wife has started saying we never have time together. I don't want to be rude, but I'm worn out. How do I draw some lines without damaging these relationships?",
    intent: 'life.boundaries',
  },
  {
    id: 'b12-236',
    persona: 'life',
    message:
      'Mum calls four times a day and turns up unannounced at our flat in Pune. How do I set some limits without hurting her?',
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b12-237',
    persona: 'life',
    message:
      'Just retired at 62 after 35 years as a high school science teacher in Halifax. I want something meaningful to fill my days. Now what?',
    intent: 'life.purpose',
  },
  {
    id: 'b12-238',
    persona: 'life',
    message:
      "I sold my accounting practice in Winnipeg last year and I'm financially comfortable, which I know is a privilege. I've played a lot of golf, visited my grandkids in Vancouver and finally took that trip to Portugal. But I feel oddly flat, and the days blend together. I'm 64 and reckon I've got another good twenty years in me. How do I find a new sense of purpose?",
    intent: 'life.purpose',
  },
  {
    id: 'b12-239',
    persona: 'life',
    message: 'feel kinda aimless lately, what am i doing w my life',
    intent: 'life.purpose',
  },
  {
    id: 'b12-240',
    persona: 'life',
    message:
      "I've ticked off the house, the career and the kids' schooling, and now I wake up wondering what all of it was for.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b12-241',
    persona: 'life',
    message: 'big decision to make and im totally stuck',
    intent: 'life.decision',
  },
  {
    id: 'b12-242',
    persona: 'life',
    message:
      "Should we sell our house in Cork and move to Perth, where my sister lives? The kids are 8 and 11 and we've been going back and forth for a year.",
    intent: 'life.decision',
  },
  {
    id: 'b12-243',
    persona: 'life',
    message:
      "My husband has been offered a job in Dubai, tax-free and nearly double his salary. I work as a physio in Leeds and I love my job, and our daughter is settled at primary school. My parents are getting older too, and I'd feel guilty being so far away. We've got until the end of the month to give an answer. How do we make this call?",
    intent: 'life.decision',
  },
  {
    id: 'b12-244',
    persona: 'life',
    message:
      "I've written pro and con lists three times and they come out even every time. I have to choose by the end of the month.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b12-245',
    persona: 'life',
    message:
      "My husband was diagnosed with Parkinson's three years ago and his symptoms have progressed a lot this year. I've cut my hours at the library to part-time, and our son helps at weekends when he can. I've had to learn about medications, grab rails and physio exercises. I love him dearly, but I'm exhausted and sometimes I feel guilty for resenting it. How do I look after him without losing myself?",
    intent: 'life.caregiving',
  },
  {
    id: 'b12-246',
    persona: 'life',
    message: 'looking after my mum w dementia, so tired',
    intent: 'life.caregiving',
  },
  {
    id: 'b12-247',
    persona: 'life',
    message:
      "Every evening after work I drive forty minutes to my father's, cook, sort his tablets and help him into bed. I haven't seen my friends in months.",
    intent: 'life.caregiving',
  },
  {
    id: 'b12-248',
    persona: 'life',
    message:
      "Since Dad's stroke in March I've been his main carer in Thika while holding down a teaching job. My siblings are all abroad. How do I keep going?",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b12-249',
    persona: 'career',
    message:
      'Warehouse picker in Leicester, and my lower back has ached for three weeks, worse after long shifts. Should I see a GP or a physio, and is it safe to keep working?',
    intent: 'any.health',
  },
  {
    id: 'b12-250',
    persona: 'career',
    message:
      "My partner says the mole on my shoulder looks different from last summer. I'm a postman so I'm outdoors most of the day. Is that something to get looked at?",
    intent: 'any.health',
  },
  {
    id: 'b12-251',
    persona: 'founder',
    message: 'been getting headaches every arvo since launch, get it checked?',
    intent: 'any.health',
  },
  {
    id: 'b12-252',
    persona: 'life',
    message:
      "I'm 48 and teach at a primary school in Limerick, and I've been under a lot of pressure since our principal left. I've been sleeping poorly and getting heartburn most evenings, even when I eat early. My sister suggested cutting out coffee and wine, and I've tried that for a week. I'm not sure if it's stress or something that needs looking at. Should I see a doctor about it, and what might they check?",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b12-253',
    persona: 'founder',
    message:
      'A company in Texas has just launched with nearly the same name and logo as ours, and our customers are emailing them by mistake. What can we do about it?',
    intent: 'any.legal',
  },
  {
    id: 'b12-254',
    persona: 'life',
    message:
      "We've been renting a flat in Glasgow for three years with no problems at all. Last month the landlord told us he's selling and gave us four weeks to get out. We've got a baby on the way and my partner is starting a new job, so the timing couldn't be worse. I'm not sure he's allowed to do this with so little notice. What are our rights here, and do we need a solicitor?",
    intent: 'any.legal',
  },
  {
    id: 'b12-255',
    persona: 'founder',
    message:
      "My ex-cofounder walked away after eight months holding 40% of the shares, and there was no vesting in our shareholder agreement. We're a Delaware C-corp. Is there any way to get some of that equity back?",
    intent: 'any.legal',
  },
  {
    id: 'b12-256',
    persona: 'career',
    message: 'can my boss make me work unpaid overtime?? is that even legal',
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b12-257',
    persona: 'life',
    message: 'pay off student loan or invest? im 25, no clue',
    intent: 'any.finance',
  },
  {
    id: 'b12-258',
    persona: 'life',
    message:
      "About $120k from my late aunt is sitting in a savings account earning next to nothing, and has been since spring. My brother says I'm wasting it, but I don't know what the sensible move is.",
    intent: 'any.finance',
  },
  {
    id: 'b12-259',
    persona: 'founder',
    message:
      "I sold my small web agency in Bristol last month for about £350k after tax, which still feels surreal. I'm taking some time out, doing a bit of consulting for a former client and helping my partner renovate the house. I've never had this kind of money; all my savings were tied up in the business. I'm 44 with no pension to speak of. What should I be doing with it: pension, ISAs, paying down the mortgage?",
    intent: 'any.finance',
  },
  {
    id: 'b12-260',
    persona: 'career',
    message:
      "About £40k is sitting in an old workplace pension from my years at Tesco. Should I move it into my new employer's scheme or leave it where it is?",
    intent: 'any.finance',
  },
];
