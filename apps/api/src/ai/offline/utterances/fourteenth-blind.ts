import type { MentorType } from '@mentor/validation';

/**
 * The fourteenth blind set (260 messages, 4 per intent, ids b14-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the fifteenth blind set, src/ai/eval/blind-heldout-15.ts (then src/ai/eval/blind-heldout-16.ts), replaced it.
 */
export const FOURTEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b14-001',
    persona: 'founder',
    message: 'is my idea real or just in my head',
    intent: 'founder.discovery',
  },
  {
    id: 'b14-002',
    persona: 'founder',
    message:
      "I've got 14 interviews booked with dental practice managers in Leeds before next Friday. What should I ask so they don't just tell me the idea sounds nice?",
    intent: 'founder.discovery',
  },
  {
    id: 'b14-003',
    persona: 'founder',
    message:
      "Bit of a ramble, sorry. I'm still working at the bank three days a week, my partner thinks I'm mad, and I've spent most weekends sketching an app that helps small gyms handle class waitlists. Before I quit anything or spend money on a developer I want to find out whether gym owners would actually pay for this or if it's a nice-to-have. I've spoken to two owners I know personally and they were polite and encouraging, which probably means nothing. How do I test demand properly, who should I talk to, and what would count as a real signal rather than friends being kind? Also my landlord's raising the rent, so time matters.",
    intent: 'founder.discovery',
  },
  {
    id: 'b14-004',
    persona: 'founder',
    message:
      "Everyone I describe the thing to says oh, I'd totally use that, but when I ask them to put down a small deposit they go quiet. I can't tell whether the problem is real for them or they're just being nice to me.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b14-005',
    persona: 'founder',
    message: 'launched tues, 0 customers, where to find the first few',
    intent: 'founder.first-customers',
  },
  {
    id: 'b14-006',
    persona: 'founder',
    message:
      "We're a two-person team in Bangalore with a billing tool for clinics, and we need our first 10 paying clinics by 30 June. Should I start with cold WhatsApp messages to doctors or go through a pharma distributor I know?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b14-007',
    persona: 'founder',
    message:
      "So I finally shipped the MVP of our bookkeeping tool for tradies (plumbers, sparkies, that sort of crowd) after eight months of nights and weekends. My day job at the council is getting busier too and my footy team trains twice a week, so time's tight. The thing is, I don't actually know any tradies apart from my brother-in-law. Do I turn up at Bunnings car parks at 6am, post in Facebook groups, or partner with an accountant who has a bunch of them as clients? I just need the first handful of paying users to prove this works, and I'd rather not waste money on ads yet.",
    intent: 'founder.first-customers',
  },
  {
    id: 'b14-008',
    persona: 'founder',
    message:
      "The product works, the demo looks good, and my mum has signed up. Beyond her and two mates from uni there's literally nobody on the other side of it yet, and I don't know which stranger I should even try first.",
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b14-009',
    persona: 'founder',
    message: 'charging $9/mo, feels way too cheap?',
    intent: 'founder.pricing',
  },
  {
    id: 'b14-010',
    persona: 'founder',
    message:
      'We sell a Shopify plugin for inventory forecasting at a flat £29 a month, but our biggest user has 40 stores and pays the same as a single-shop seller. Should we switch to per-store tiers before the relaunch on 3 April?',
    intent: 'founder.pricing',
  },
  {
    id: 'b14-011',
    persona: 'founder',
    message:
      "We're about to launch the paid plan for our scheduling tool for yoga studios, and honestly I've been avoiding the question of what to charge. My co-founder wants to go low, something like $15 a month, to get volume, whereas I think studios would pay $60 if it saves them admin time. We also haven't sorted our trademark, I've got a wedding in Portugal next month, and our designer is leaving, so my head's all over the place. How do I actually decide: per seat, per studio, freemium, annual discount? What's a sensible way to test it without annoying the beta users who've had it free?",
    intent: 'founder.pricing',
  },
  {
    id: 'b14-012',
    persona: 'founder',
    message:
      "Nobody has ever said no to us on cost. Not once in 30 deals. My co-founder says that's a good sign; I suspect we're leaving money on the table, but I have no idea what number to put on the website instead.",
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b14-013',
    persona: 'founder',
    message: 'why do ppl cancel after month 2',
    intent: 'founder.churn',
  },
  {
    id: 'b14-014',
    persona: 'founder',
    message:
      "Our monthly cancellation rate on the meal-planning app jumped from 4% to 9% since we raised fees in January. What should I look at first in Mixpanel to understand who's leaving?",
    intent: 'founder.churn',
  },
  {
    id: 'b14-015',
    persona: 'founder',
    message:
      "Quick context: we run a subscription box for specialty coffee in Australia, about 1,800 subscribers. Fundraising's on hold until next year, and I'm also juggling a newborn so sleep is a distant memory. The stat that keeps me up (well, besides the baby) is that roughly 12% of subscribers cancel every month, mostly after their third box. The exit survey mostly says too much coffee, or nothing at all. We've tried a pause button and a discount offer at cancellation, but neither moved it much. What should I be digging into, and what kind of changes usually help keep subscribers around longer?",
    intent: 'founder.churn',
  },
  {
    id: 'b14-016',
    persona: 'founder',
    message:
      'Signups look great every week, but by the third month about half of them have quietly stopped logging in and their cards stop getting charged. It feels like filling a bucket that has a hole in the bottom.',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b14-017',
    persona: 'founder',
    message: 'closing deals is all vibes rn, zero process',
    intent: 'founder.sales',
  },
  {
    id: 'b14-018',
    persona: 'founder',
    message:
      "I've been closing every deal myself out of a Google Sheet, about 6 a month at ₹2 lakh each. Before I bring anyone else in by May, I need a repeatable pipeline with clear stages. Where do I start?",
    intent: 'founder.sales',
  },
  {
    id: 'b14-019',
    persona: 'founder',
    message:
      'Hi, I am founder of a small HR software company in Noida, 9 employees. Till now all our 40 customers came from my personal contacts and LinkedIn posts, and I did every demo myself. My father is also unwell so I am travelling to Lucknow often, which means deals are slipping. I want to build a proper system where leads come in, someone qualifies them, demos are given, follow-ups happen, and I only join for the big ones. Which CRM is good for this stage, how do I define the stages, and what should I measure every week? Kindly suggest a practical approach.',
    intent: 'founder.sales',
  },
  {
    id: 'b14-020',
    persona: 'founder',
    message:
      "Every deal we win feels like luck. Some prospects go from first call to signed in a week, others sit in limbo for months, and I couldn't tell you what we did differently or what step is supposed to come after a demo.",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b14-021',
    persona: 'founder',
    message: 'first engineer hire, how not to mess it up',
    intent: 'founder.hiring',
  },
  {
    id: 'b14-022',
    persona: 'founder',
    message:
      "We've got budget for one senior backend developer at around €85k, and we've interviewed 11 people via Otta with no one standing out. Should I lower the bar, use a recruiter, or rewrite the role?",
    intent: 'founder.hiring',
  },
  {
    id: 'b14-023',
    persona: 'founder',
    message:
      "Ok so things are finally moving: we closed a small pre-seed in April, our office is basically my kitchen table in Brooklyn, and I've been trying to keep up with the gym but failing. The urgent thing is that we need a first designer who can also do some front-end, and I've never hired anyone in my life. I don't know what to pay, whether to offer equity, where people like that hang out, or how to run an interview that isn't just a vibe check. I also worry about taking on a friend-of-a-friend and then having to let them go. Can you walk me through a sensible process?",
    intent: 'founder.hiring',
  },
  {
    id: 'b14-024',
    persona: 'founder',
    message:
      "There are three of us doing everything and we're drowning. I keep writing a description of the person we need and then deleting it, because I can't decide if they should be a generalist or a specialist, or how to tell in an hour-long chat whether they'll fit.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b14-025',
    persona: 'founder',
    message: 'seed round w no warm intros, ideas?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b14-026',
    persona: 'founder',
    message:
      "We're aiming to close a $1.5M seed by the end of September and I've got 40 investors in an Airtable list. How many should I contact at once, and how do I create some urgency without faking a lead?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b14-027',
    persona: 'founder',
    message:
      "Right, where to start. We're a fintech for freelancers in Manchester, £25k MRR, growing nicely, and I've decided it's time to raise a proper seed round, probably £1.2M. My co-founder is off on paternity leave for the next month, our bookkeeper has just quit, and I've got a dentist appointment I keep rescheduling, so I'm running on fumes. I've got some intros from an accelerator but no lead investor. How do I run the process: who to talk to first, how to build momentum, how long it usually takes, and which terms I should watch out for on a SAFE versus a priced round?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b14-028',
    persona: 'founder',
    message:
      "Revenue is growing 15% a month but we can't afford the sales team we need out of what we earn. I've never sat across from an angel or a VC, and I don't know how the process works, what terms are normal, or how long it usually takes to get cash in the bank.",
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b14-029',
    persona: 'founder',
    message: 'my deck is 32 slides. too many?',
    intent: 'founder.pitch',
  },
  {
    id: 'b14-030',
    persona: 'founder',
    message:
      "I'm on stage at the Startupbootcamp demo day in Amsterdam on 12 March and get exactly 3 minutes. Can you help me tighten the opening so investors understand the problem in the first 20 seconds?",
    intent: 'founder.pitch',
  },
  {
    id: 'b14-031',
    persona: 'founder',
    message:
      "I've got a partner meeting at a VC in Bangalore next Wednesday, which is huge for us. The problem is my deck. It's grown to 24 slides because every advisor added something, and when I rehearsed it with my sister (who is not in tech at all) she said she couldn't follow what the product does until slide nine. Meanwhile our office internet has been down all week and I'm working from a café. Can you help me restructure the story: which slides to cut, how to open with the problem, how to present traction that is still small, and how to handle the question about competitors?",
    intent: 'founder.pitch',
  },
  {
    id: 'b14-032',
    persona: 'founder',
    message:
      "After I present, the partners always ask so what exactly do you do, which tells me the story isn't landing even though our numbers are good. I keep walking out of those rooms feeling like I explained it badly.",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b14-033',
    persona: 'founder',
    message: 'me n my cofounder havent spoken in 4 days',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b14-034',
    persona: 'founder',
    message:
      'My co-founder wants to take a €2M acquisition offer from a competitor; I want to keep building. We each own 45% and the board meeting is next Thursday. How do we even talk about this without it turning nasty?',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b14-035',
    persona: 'founder',
    message:
      "Honestly I don't know who else to ask. My co-founder Tom and I started the company at uni four years ago and split equity 50/50. Lately he's been working maybe 20 hours a week on it while running a side consultancy, and I'm doing 60. I brought it up once and it turned into a massive row. On top of that we're moving offices next month, I've got my driving test on Saturday, and our biggest client renewal is coming up. I don't want to blow up the friendship or the business. How do I have the conversation properly, and what options exist if we can't fix it?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b14-036',
    persona: 'founder',
    message:
      "My business partner keeps rewriting the roadmap without telling me, and when I bring it up he says I'm being controlling. We started this together as best friends and now I dread our Monday calls.",
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b14-037',
    persona: 'founder',
    message: 'non-tech solo founder, want a technical other half',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b14-038',
    persona: 'founder',
    message:
      "I'm a solo founder in Melbourne building a climate-data tool, and I want a technical cofounder who'd take 30 to 40% equity. I've tried YC co-founder matching for two months with no luck, so where else should I look?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b14-039',
    persona: 'founder',
    message:
      "Background: I spent ten years in logistics in Rotterdam, and I'm now building software for small freight forwarders. I can sell and I know the industry inside out, but I can't code and every agency quote is €80k. My wife is supportive but asks how long the savings will last, and my knee surgery is in June so I'll be slowed down for a bit. I want a technical co-founder, not a contractor, someone who'll own a real chunk of the company. Where do people actually find these partners, how do you test working together before committing, and how should I think about splitting equity?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b14-040',
    persona: 'founder',
    message:
      "I've been doing this alone for a year: product, sales, accounts, all of it. I want someone who's in it with me as an equal owner, not an employee, but I've no idea where people meet that person or how you know they're the right one.",
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b14-041',
    persona: 'founder',
    message: 'should we ditch b2c and go b2b',
    intent: 'founder.pivot',
  },
  {
    id: 'b14-042',
    persona: 'founder',
    message:
      "We've spent 14 months on a consumer budgeting app with 2,000 users and flat revenue, but three companies have asked us to build a white-label version for their staff. Do we switch to B2B completely?",
    intent: 'founder.pivot',
  },
  {
    id: 'b14-043',
    persona: 'founder',
    message:
      "It's been two years on our event-ticketing app for small venues in Chicago. We have about 60 venues but only 15 use it regularly, revenue is $4k a month, and we've got maybe one more year if we're careful. Meanwhile a few of those venues keep asking whether we could handle their staff scheduling instead, which we never planned to build. My partner is pregnant, my cofounder is tired, and I'm questioning everything. How do I figure out whether this is the moment to change what we're building, or whether we just haven't pushed hard enough on the original idea?",
    intent: 'founder.pivot',
  },
  {
    id: 'b14-044',
    persona: 'founder',
    message:
      "The thing we set out to build isn't working, but one side feature we threw together in a weekend is the only part people actually talk about. Part of me wants to throw away the rest and rebuild the whole company around that bit.",
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b14-045',
    persona: 'founder',
    message: 'everything feels urgent, cant pick one thing',
    intent: 'founder.focus',
  },
  {
    id: 'b14-046',
    persona: 'founder',
    message:
      "This quarter I've got a website redesign, an Android app, a partnership with Xero and a new hire all on my list. With only 2 developers, which one do we bet on and which do we park?",
    intent: 'founder.focus',
  },
  {
    id: 'b14-047',
    persona: 'founder',
    message:
      "Bit of a brain dump. We're a 6-person team selling a B2B analytics tool, about 30 customers. On my list right now: a security certification that two prospects want, a self-serve onboarding flow, a HubSpot integration, a content marketing push, and rebuilding the dashboard. Plus I'm trying to run again after injuring my ankle, and my parents are visiting from Kerala for three weeks. Every one of these projects has someone on the team arguing it's the most important. How do I pick the single thing we should go all-in on for the next 90 days and say no to everything else?",
    intent: 'founder.focus',
  },
  {
    id: 'b14-048',
    persona: 'founder',
    message:
      "I finish every week having touched twelve things and moved none of them forward. My board asks what we're betting on this quarter and I give a different answer each time.",
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b14-049',
    persona: 'founder',
    message: 'honestly so tired of my own company',
    intent: 'founder.burnout',
  },
  {
    id: 'b14-050',
    persona: 'founder',
    message:
      "I've been working 80-hour weeks since we launched in October and haven't taken a single day off. This morning I sat in the car outside the office for 40 minutes because I couldn't face going in.",
    intent: 'founder.burnout',
  },
  {
    id: 'b14-051',
    persona: 'founder',
    message:
      "Not sure if this is the right place. I've been running my e-commerce business for five years, we're profitable and doing about $2M a year, and from the outside everything looks fine. But I haven't had a proper holiday since 2019, I'm answering Slack from bed, I've stopped seeing friends, and I cried in the shower last week for no clear reason. I've put on weight and stopped going to the gym. My partner wants us to look at buying a house and I can't even think about that. I don't want to sell the company, but I can't keep going like this. How do other founders recover?",
    intent: 'founder.burnout',
  },
  {
    id: 'b14-052',
    persona: 'founder',
    message:
      "I used to love this startup. Now I wake up already exhausted, I snap at the team, and the thought of writing another investor update makes me want to hide under the desk. I can't keep running at this pace much longer.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b14-053',
    persona: 'founder',
    message: 'whats the smallest v1 i can ship',
    intent: 'founder.product',
  },
  {
    id: 'b14-054',
    persona: 'founder',
    message:
      "Our beta testers keep asking for a calendar integration, dark mode and team accounts, and we've got 6 weeks until the public launch on 1 September. Which of these actually belongs in the first release?",
    intent: 'founder.product',
  },
  {
    id: 'b14-055',
    persona: 'founder',
    message:
      "We've got a working prototype of our app that helps renters in Sydney track repairs and bond disputes, and about 200 people on the waitlist. My co-founder wants to add a full chat system with landlords, a document scanner and an AI letter writer before launch. I think we should ship something tiny. I'm also finishing my final semester at uni and working weekends at a café, so my time is limited. How do we decide what goes into the first version and what to leave out, and how do we make sure we build what renters need rather than what we think is cool?",
    intent: 'founder.product',
  },
  {
    id: 'b14-056',
    persona: 'founder',
    message:
      "Every time a customer asks for something we add a button for it, and now the app has four different settings pages and new users can't work out what it's supposed to do.",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b14-057',
    persona: 'founder',
    message: 'paid ads flopped. where else do users come from',
    intent: 'founder.growth',
  },
  {
    id: 'b14-058',
    persona: 'founder',
    message:
      "We've tried Google Ads, TikTok and a Product Hunt launch for our language-learning app, and nothing has brought more than 200 signups. Where should we look for a channel that can scale to 10k a month?",
    intent: 'founder.growth',
  },
  {
    id: 'b14-059',
    persona: 'founder',
    message:
      "So we've hit a ceiling. Our Notion template store made about £8k last month, almost all from my Twitter following and a couple of YouTubers who mentioned us. Growth has flattened since the summer. I've been thinking about SEO, affiliate partnerships, paid Pinterest, maybe a newsletter sponsorship, but as a team of two we can't test everything. On a personal note I'm also trying to move to Lisbon in spring and sort out my visa, which is eating my evenings. What's a sensible way to pick and test channels so we find one that actually scales?",
    intent: 'founder.growth',
  },
  {
    id: 'b14-060',
    persona: 'founder',
    message:
      "Almost everyone who joins us comes through word of mouth, which is lovely but it's slow and I can't control it. I need some way of reaching strangers that we can repeat every month and put more money into.",
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b14-061',
    persona: 'founder',
    message: 'bank balance says 5 months. panic?',
    intent: 'founder.runway',
  },
  {
    id: 'b14-062',
    persona: 'founder',
    message:
      "We've got $310k in the bank and burn about $42k a month, with the next round unlikely before Q2. Should I cut the two contractors now or wait until March?",
    intent: 'founder.runway',
  },
  {
    id: 'b14-063',
    persona: 'founder',
    message:
      "Hi. We are an edtech start-up in Hyderabad, 12 people. Our last bridge round came in at less than we expected, so now we have about ₹1.8 crore in the bank and monthly expenses are around ₹22 lakh. I'm also getting married in December and family is asking many questions about the start-up. I need to understand how many months we truly have, which costs I should cut first, whether to ask employees for salary deferral, and at what point I should start worrying seriously. Please help me build a simple cash plan so I can stop guessing.",
    intent: 'founder.runway',
  },
  {
    id: 'b14-064',
    persona: 'founder',
    message:
      "I opened the bank account this morning and did the sums on the back of an envelope. If nothing changes, we can pay salaries until about August, and after that I genuinely don't know.",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b14-065',
    persona: 'career',
    message: 'back on the market, need a game plan',
    intent: 'career.job-search',
  },
  {
    id: 'b14-066',
    persona: 'career',
    message:
      "I'm a data analyst in Pune wanting to move to Bangalore by December. Should I focus on Naukri, LinkedIn or approaching companies directly, and how many applications a week is realistic alongside my current job?",
    intent: 'career.job-search',
  },
  {
    id: 'b14-067',
    persona: 'career',
    message:
      "I finish my contract at the university at the end of August and I'm ready to go back to industry, probably a research or analytics role. I'm also in the middle of renovating our bathroom, my daughter starts school in September, and I've promised myself I'll finally learn to swim this year. I need a plan for the next 12 weeks: which sites to use, how many roles to go for each week, whether to use recruiters, whether to target companies directly. Everything feels scattered and I keep spending hours on LinkedIn without actually progressing anything. How would you structure it?",
    intent: 'career.job-search',
  },
  {
    id: 'b14-068',
    persona: 'career',
    message:
      'I know I want something new by the summer, but right now I just browse listings at midnight, save a few, and never do anything with them. I need some kind of structure for the next three months.',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b14-069',
    persona: 'career',
    message: 'resume is 3 pages, what do i cut',
    intent: 'career.cv',
  },
  {
    id: 'b14-070',
    persona: 'career',
    message:
      "My CV lists duties like 'managed social media' but no results. I'm applying to marketing roles at Canva on Friday, so how do I rewrite the bullet points to show impact?",
    intent: 'career.cv',
  },
  {
    id: 'b14-071',
    persona: 'career',
    message:
      "Bit of background: I've been a secondary school maths teacher in Glasgow for nine years and I'm applying for learning-design jobs at edtech companies. My CV reads like a teaching application, with lots of detail about pastoral duties and exam results. I'm also helping my mum move house this weekend and trying to keep my marathon training on track, so I've only got evenings. How should I restructure the document so recruiters see transferable skills? Should it be one page or two, do I need a personal statement, and how do I describe classroom work in a way corporate readers understand?",
    intent: 'career.cv',
  },
  {
    id: 'b14-072',
    persona: 'career',
    message:
      "The document I send to employers still has my school grades at the top and a paragraph about being a hard-working team player. I have a feeling it's not doing me any favours but I can't see how to make it stronger.",
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b14-073',
    persona: 'career',
    message: '60 applications, 0 replies. whats wrong w me',
    intent: 'career.no-responses',
  },
  {
    id: 'b14-074',
    persona: 'career',
    message:
      "Since January I've applied to 85 product roles on LinkedIn and Seek and heard back from two, both automated rejections. My experience matches the ads, so what's going wrong?",
    intent: 'career.no-responses',
  },
  {
    id: 'b14-075',
    persona: 'career',
    message:
      "I've been applying since March for junior developer roles (React, Node) and I've sent roughly 150 applications through LinkedIn, Indeed and company sites. I got three phone screens, all in April, and nothing since. My bootcamp ended in February, my savings are getting thin, and my flatmate is moving out so I need to find someone new for the room too. I tailor the cover letters, I've had my CV reviewed, and I have a GitHub with three projects. I can't work out why almost nobody gets back to me. What could be going wrong and what should I change?",
    intent: 'career.no-responses',
  },
  {
    id: 'b14-076',
    persona: 'career',
    message:
      "I send things off and it's like dropping them into a well. No emails, no calls, not even a no thank you. I've started wondering if anyone on the other end is even opening them.",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b14-077',
    persona: 'career',
    message: 'final round tmrw with the VP, how to prep',
    intent: 'career.interview',
  },
  {
    id: 'b14-078',
    persona: 'career',
    message:
      'I have a case interview with Deloitte on 12 March for a consulting analyst role. How should I practise structuring market-sizing questions in the next ten days?',
    intent: 'career.interview',
  },
  {
    id: 'b14-079',
    persona: 'career',
    message:
      "I have a final-round interview with Amazon in Seattle next Tuesday for a senior program manager role: four back-to-back sessions plus a bar raiser. I'm flying in Monday night, so I'll be jet-lagged, and my kids have a school play that week which I'll miss, and I feel guilty about it. I've read the leadership principles but I struggle to keep my STAR answers short and I tend to ramble (as you can tell). How should I prepare my stories over the next few days, how many should I have, and how do I handle a question I don't have a good example for?",
    intent: 'career.interview',
  },
  {
    id: 'b14-080',
    persona: 'career',
    message:
      "On Thursday I'll be sitting across a table from three people on the hiring panel, and they've told me there'll be a presentation plus competency questions. I want to walk in with stories ready rather than making things up on the spot.",
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b14-081',
    persona: 'career',
    message: 'they said theyd let me know.. its been 2 weeks',
    intent: 'career.interview-after',
  },
  {
    id: 'b14-082',
    persona: 'career',
    message:
      'I had the second interview at Atlassian last Tuesday and the recruiter promised an update by Friday, which has now passed. Should I email her, and what should I say?',
    intent: 'career.interview-after',
  },
  {
    id: 'b14-083',
    persona: 'career',
    message:
      "So I had my panel interview at the council on Thursday for a policy officer role. I thought it went well, they laughed at my joke, and one of them said they'd be in touch very soon. It's now been eight working days and nothing. Meanwhile I've got another interview next week at a charity, my car failed its MOT, and my partner keeps asking if I've heard anything, which doesn't help. Is it normal for it to take this long? Should I chase, and if so who and how? And how do I stop reading into every silence?",
    intent: 'career.interview-after',
  },
  {
    id: 'b14-084',
    persona: 'career',
    message:
      "I walked out of the building on Monday replaying every answer in my head. I think I fluffed the salary question, and now I'm not sure whether to send a thank-you note or just sit tight until they decide.",
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b14-085',
    persona: 'career',
    message: 'offer came in lower than i hoped, push back?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b14-086',
    persona: 'career',
    message:
      'Shopify offered me $118k base with no signing bonus, and the posted range went up to $140k. I have until Wednesday to respond, so how do I ask for more without them pulling the offer?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b14-087',
    persona: 'career',
    message:
      "Good news first: after four rounds I got an offer from a consulting firm in Sydney, $135k plus super. Bad news: my current employer pays $128k plus a car allowance, so it's barely a step up, and they've given me until Friday. I'm also moving in with my partner next month and we're trying to plan a trip to Bali, so money is on my mind. I'd love this job, but I'd also like a better base, or at least a signing bonus and an extra week of leave. How do I go back to them, what should I ask for, and what if they say no?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b14-088',
    persona: 'career',
    message:
      "They've said they want me and sent the paperwork over. The number's about 10% under what I'm on now, and the start date clashes with my notice period. I'd like to go back to them but I'm scared of seeming greedy.",
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b14-089',
    persona: 'career',
    message: '2 offers on the table, cant pick',
    intent: 'career.compare-offers',
  },
  {
    id: 'b14-090',
    persona: 'career',
    message:
      "I've got one offer from Infosys in Hyderabad at ₹18 LPA and one from a Series A startup in Bangalore at ₹15 LPA plus ESOPs. Which makes more sense for someone three years into their career?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b14-091',
    persona: 'career',
    message:
      "I'm in a lucky but stressful position. One offer is from a large bank in Toronto, senior analyst, $105k, great benefits, hybrid with three days in the office. The other is from a health-tech startup, $95k plus equity, fully remote, much more interesting work. My partner thinks the bank is the safe bet because we're trying for a baby next year. I also play in a weekend hockey league, which the remote job would make easier. Both want answers by next Thursday. How do I weigh stability against growth, and equity that may end up worth nothing?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b14-092',
    persona: 'career',
    message:
      'One company is big, stable and boring and pays more; the other is small, exciting and might not exist in two years. Both want an answer by Monday and I keep changing my mind every hour.',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b14-093',
    persona: 'career',
    message: '3 yrs here, still on my starting pay',
    intent: 'career.raise',
  },
  {
    id: 'b14-094',
    persona: 'career',
    message:
      "I've taken on the work of a colleague who left in June and my pay hasn't changed. My review with my manager is on 20 November, so how do I make the case for a 12% increase?",
    intent: 'career.raise',
  },
  {
    id: 'b14-095',
    persona: 'career',
    message:
      "So I've been at this logistics firm in Leicester for nearly four years. I started as a coordinator, and now I basically run the whole inbound team and train the new starters, but my salary has only gone up with inflation. I found out through a job advert that they're hiring a coordinator on £2k more than me. I'm also saving for a deposit on a flat, my cat needed surgery last month, and I'm knackered. I want to ask for a proper increase at my review in March. How do I prepare the numbers, and what do I do if my manager says there's no budget?",
    intent: 'career.raise',
  },
  {
    id: 'b14-096',
    persona: 'career',
    message:
      "My salary's been frozen for two years while rent has gone up by a third. I'm doing far more than when I started, and I want to bring up what I'm paid with my boss without it sounding like a threat.",
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b14-097',
    persona: 'career',
    message: 'want the senior title by next cycle',
    intent: 'career.promotion',
  },
  {
    id: 'b14-098',
    persona: 'career',
    message:
      'Our promotion cycle closes on 15 January and I want to go from Senior Engineer to Staff. What evidence should I gather and who needs to be in my corner?',
    intent: 'career.promotion',
  },
  {
    id: 'b14-099',
    persona: 'career',
    message:
      "I'm a senior associate at a law firm in Mumbai and the partner track decisions happen every April. My billable hours are among the highest in the team and my clients are happy, but I'm told I lack visibility with the senior partners. Separately I'm planning my sister's wedding, my gym attendance has dropped to zero, and my landlord wants to increase the rent. How can I build a stronger case for moving up this year, who should I be talking to, and what should I do differently in the next six months to be seen as ready?",
    intent: 'career.promotion',
  },
  {
    id: 'b14-100',
    persona: 'career',
    message:
      "Two people who joined after me have moved up a level this year. I'm already doing the work of the next grade, but nobody seems to notice, and I don't know what the committee actually looks for.",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b14-101',
    persona: 'career',
    message: "boss said im 'too quiet' in meetings. meaning??",
    intent: 'career.feedback-received',
  },
  {
    id: 'b14-102',
    persona: 'career',
    message:
      "My mid-year review came back with 'needs to show more ownership' and nothing more specific. I have a follow-up with my lead next Monday, so what should I ask to understand what she means?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b14-103',
    persona: 'career',
    message:
      "I got my annual review back yesterday. Mostly positive, but one section said I need to be more strategic and less in the weeds. I honestly don't know what that means in practice. I work in operations at a hotel group in Dubai, I've been there two years, and I pride myself on detail, so it stung. I've also been dealing with a flat hunt and my brother's visiting next week, so I haven't had much headspace. How do I work out what they're really asking for, and how do I respond without sounding defensive?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b14-104',
    persona: 'career',
    message:
      "In my one-to-one my manager told me that some people find me abrupt on Slack. I've been turning it over all weekend, partly hurt and partly wondering if they're right.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b14-105',
    persona: 'career',
    message: 'have to tell my report his work is sloppy',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b14-106',
    persona: 'career',
    message:
      'One of my designers keeps missing handoff deadlines, three times this month. I need to raise it in our one-to-one on Thursday without crushing her. How do I phrase it?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b14-107',
    persona: 'career',
    message:
      "I manage a small customer service team in Leeds, and one of my most experienced people has developed a habit of being curt with customers. We've had three complaints this month. She's been here longer than me, she's well liked, and she's going through a divorce, which I only know about through the grapevine. I'm also preparing for our quarterly targets review and trying to take some annual leave before it expires. How do I tell her the behaviour has to change, kindly but clearly, without damaging our relationship or making assumptions about her personal life?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b14-108',
    persona: 'career',
    message:
      "A guy on my team talks over everyone in client meetings and it's costing us. Nobody has said anything to him directly, and I think it's going to have to be me, but I've never had that kind of conversation.",
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b14-109',
    persona: 'career',
    message: 'my boss micromanages every email i send',
    intent: 'career.manager',
  },
  {
    id: 'b14-110',
    persona: 'career',
    message:
      "My manager changes priorities every Monday, then criticises me on Friday for not finishing the old ones. I've been in the team for 8 months at a bank in Canary Wharf and it's wearing me down.",
    intent: 'career.manager',
  },
  {
    id: 'b14-111',
    persona: 'career',
    message:
      "Some context: I work in marketing at a mid-sized FMCG company in Sydney, been there three years, and I was really happy until my new manager arrived in January. She rewrites everything I send, copies her boss into every email where I've made a small mistake, and cancels our one-to-ones half the time. I've started to dread Mondays. Outside work I'm training for a half-marathon and planning a trip to Japan, which is keeping me sane. I don't want to leave a job I otherwise like. How do I handle her, and should I raise it with HR or with her manager?",
    intent: 'career.manager',
  },
  {
    id: 'b14-112',
    persona: 'career',
    message:
      "The person I report to takes credit for my work in leadership meetings and only talks to me when something has gone wrong. I like the job itself; it's just that one relationship.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b14-113',
    persona: 'career',
    message: 'coworker ignores me in standups, so awkward',
    intent: 'career.colleague',
  },
  {
    id: 'b14-114',
    persona: 'career',
    message:
      "A colleague on the same project keeps rewriting my code in the repo without telling me, and yesterday he did it in front of the client. We're peers at the same level. How do I address it?",
    intent: 'career.colleague',
  },
  {
    id: 'b14-115',
    persona: 'career',
    message:
      "I'm a nurse on a busy surgical ward in Manchester. One of the other band 5s and I just don't get along. She makes little comments about how slow I am in handovers, and last week she swapped my shifts without asking. It's not bullying exactly, but it's constant. I'm also doing a part-time degree, my partner works nights, and our dog needs walking twice a day, so I don't have energy for this. Our ward manager is nice but busy. Should I talk to her directly, and how do I do it without making things worse on the ward?",
    intent: 'career.colleague',
  },
  {
    id: 'b14-116',
    persona: 'career',
    message:
      "The guy at the next desk and I had words over a shared spreadsheet last week, and since then it's been icy. We're on the same rota until March, so I can't just avoid him.",
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b14-117',
    persona: 'career',
    message: '10 yrs in accounting, want a totally different field',
    intent: 'career.change',
  },
  {
    id: 'b14-118',
    persona: 'career',
    message:
      "I'm 38, a pharmacist in Birmingham, and I want to move into product management within 18 months. How do I plan the switch without taking a huge pay cut?",
    intent: 'career.change',
  },
  {
    id: 'b14-119',
    persona: 'career',
    message:
      "I'm 44, I've worked in retail management for twenty years, and I want to move into something more meaningful, maybe social work or counselling. My kids are teenagers now, the mortgage is manageable, and my wife is supportive but nervous about the money. I've also been doing a lot of volunteering at a food bank, which is partly what sparked this. I don't know whether it makes sense to study full-time, part-time, or find a way in through an adjacent role. What's a realistic plan for switching fields in my mid-forties without wrecking the family finances?",
    intent: 'career.change',
  },
  {
    id: 'b14-120',
    persona: 'career',
    message:
      "I've been a nurse for twelve years and I'm good at it, but I want to spend the second half of my working life doing something completely different, maybe in health tech. I just don't know how people actually make that jump at my age.",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b14-121',
    persona: 'career',
    message: 'learning python at 40, best way?',
    intent: 'career.retraining',
  },
  {
    id: 'b14-122',
    persona: 'career',
    message:
      'My company will pay for one course this year and I want to learn SQL and Power BI. Is the Google Data Analytics certificate worth it, or should I do something self-paced on Coursera?',
    intent: 'career.retraining',
  },
  {
    id: 'b14-123',
    persona: 'career',
    message:
      "So my job as a graphic designer is changing fast, and I've decided I want to learn motion design properly: After Effects, maybe Blender. I've got a full-time job, a one-year-old who doesn't sleep, and I'm also trying to sort out our garden before summer. Realistically I have two evenings a week and Saturday mornings. Should I do a structured course like School of Motion, or just follow YouTube tutorials and build projects? How do I stay consistent, and how long before I'm good enough to do paid work with it?",
    intent: 'career.retraining',
  },
  {
    id: 'b14-124',
    persona: 'career',
    message:
      "Everyone in my department is suddenly expected to use machine learning tools and I'm the only one who doesn't understand them. I have about five hours a week and I'd like to be properly competent by spring.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b14-125',
    persona: 'career',
    message: 'got let go friday. now what',
    intent: 'career.layoff',
  },
  {
    id: 'b14-126',
    persona: 'career',
    message:
      "I was made redundant from Meta's London office on 3 February along with 40% of my team. I've got 12 weeks of severance. How do I pick myself up and use the first month well?",
    intent: 'career.layoff',
  },
  {
    id: 'b14-127',
    persona: 'career',
    message:
      "Well, it finally happened. The startup I worked at in Austin ran out of money and all 30 of us were let go on Monday with two weeks' pay. I'd been there four years, built the whole support function, and I'm honestly in shock. My partner has a steady job, so we're OK for a few months, and my parents keep calling to check in, which is sweet but a lot. I've also got a half-finished kitchen renovation we might need to pause. How do I deal with the feeling of being thrown away, and how do I get back on my feet over the next few weeks?",
    intent: 'career.layoff',
  },
  {
    id: 'b14-128',
    persona: 'career',
    message:
      "My whole team was called into a 15-minute video call yesterday and by lunchtime our laptops were locked. I'd been at that company nine years and I don't really know who I am without it.",
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b14-129',
    persona: 'career',
    message: 'managing my ex-teammates from monday, help',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b14-130',
    persona: 'career',
    message:
      "Starting Monday I'll manage 5 people, two of whom were my peers last week. What should I do in my first 30 days?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b14-131',
    persona: 'career',
    message:
      "I've just been made team lead for the claims processing team at an insurance company in Brisbane. Eight people, and at 27 I'm the youngest in the team. Two of them applied for the same job. I'm also in the middle of buying my first car and my girlfriend's moving in next month, so life's a bit hectic. I've never done a one-to-one, delegated properly or had to deal with performance issues. What should I focus on in the first few weeks, how do I earn respect from the people who wanted the role, and what do people new to this usually get wrong?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b14-132',
    persona: 'career',
    message:
      'Until last month I was writing code all day. Now I have people reporting to me, one-to-ones in my calendar and a headcount plan to write, and I feel like nobody told me how any of this works.',
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b14-133',
    persona: 'career',
    message: 'team morale is on the floor, how to lift it',
    intent: 'career.leadership',
  },
  {
    id: 'b14-134',
    persona: 'career',
    message:
      'I lead 14 engineers across Sydney and Manila, and since the reorg people seem disengaged. How do I set a clear direction for the next two quarters and get everyone behind it?',
    intent: 'career.leadership',
  },
  {
    id: 'b14-135',
    persona: 'career',
    message:
      "I'm head of engineering at a scale-up in Berlin, 40 people across five squads. We've just come out of a tough year with two rounds of layoffs, and the teams that remain are cautious and not taking risks. I also have a new CEO who wants faster delivery, and I've been travelling so much that my partner jokes I live at Heathrow. How do I rebuild trust, create a shared sense of purpose and set a direction people actually believe in, while also handling the pressure from above? What do good leaders do in the months after a difficult period?",
    intent: 'career.leadership',
  },
  {
    id: 'b14-136',
    persona: 'career',
    message:
      "I've been running this department for three years and it works, but it only works when I'm in the room. I want the people under me to make calls without checking with me first.",
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b14-137',
    persona: 'career',
    message: 'hand in notice or hang on?',
    intent: 'career.quit',
  },
  {
    id: 'b14-138',
    persona: 'career',
    message:
      "I've been unhappy at my agency for a year, I've got 6 months of savings, and my bonus pays out on 31 March. Should I resign now or wait until after the bonus lands?",
    intent: 'career.quit',
  },
  {
    id: 'b14-139',
    persona: 'career',
    message:
      "I've been a project manager at a construction firm in Auckland for five years. The pay is good, but the hours have crept up to 60 a week, my director shouts in meetings, and I haven't had a proper weekend since February. I have about eight months of savings. My partner says just leave, my dad says never leave without something lined up. Meanwhile I'm also coaching my son's cricket team and trying to get back into surfing. Should I walk away now and look for work afterwards, or stick it out until I have another job?",
    intent: 'career.quit',
  },
  {
    id: 'b14-140',
    persona: 'career',
    message:
      "Every Sunday evening I feel sick at the thought of Monday. I keep writing the email to HR and then leaving it in drafts. Part of me thinks I should just go, part of me thinks I'm being dramatic.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b14-141',
    persona: 'career',
    message: 'no clue what job i actually want',
    intent: 'career.direction',
  },
  {
    id: 'b14-142',
    persona: 'career',
    message:
      'I graduated in economics from Delhi University last year and have done internships in banking, marketing and at an NGO. I liked bits of each but cannot tell which path to commit to.',
    intent: 'career.direction',
  },
  {
    id: 'b14-143',
    persona: 'career',
    message:
      "I'm 27 and feel stuck in my career. I did engineering because my parents wanted it, then an MBA, and now I'm in a corporate strategy role in Gurgaon. It's fine, but I don't feel any pull towards it. I like writing, I enjoyed teaching during my college days, and I find climate topics interesting. My friends are getting promoted and buying flats, I'm also trying to lose some weight, and my mother keeps asking about marriage. How do I figure out which kind of work actually suits me, and what steps can I take to explore options without resigning?",
    intent: 'career.direction',
  },
  {
    id: 'b14-144',
    persona: 'career',
    message:
      "Friends seem to know whether they're a lawyer or a designer or whatever. I've had four different roles in six years and none of them feel like the thing I'd want to build a working life around.",
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b14-145',
    persona: 'career',
    message: 'i know nobody in my industry lol',
    intent: 'career.networking',
  },
  {
    id: 'b14-146',
    persona: 'career',
    message:
      "I'm moving into fintech and I'm going to Money20/20 in Amsterdam in June. How do I approach people there without feeling like I'm begging for a job?",
    intent: 'career.networking',
  },
  {
    id: 'b14-147',
    persona: 'career',
    message:
      "I moved from Lagos to Manchester two years ago and I work as a junior accountant. Everyone says jobs in finance come through connections, but I don't have any here. I'm also studying for my ACCA exams, learning to drive, and my church community keeps me busy on Sundays. I've joined LinkedIn groups and gone to one ICAEW event, where I stood in a corner holding a drink. How do I build real relationships with people in my field, what do I say when I message someone, and how do I follow up without being annoying?",
    intent: 'career.networking',
  },
  {
    id: 'b14-148',
    persona: 'career',
    message:
      "Every job I've had came through an ad, while the people around me get roles through someone they had coffee with. I want more people in my field to know who I am, but messaging strangers feels fake.",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b14-149',
    persona: 'career',
    message: '3 ppls job on my plate, drowning',
    intent: 'career.workload',
  },
  {
    id: 'b14-150',
    persona: 'career',
    message:
      "I'm covering two roles since my colleague went on maternity leave, and I have 47 open tickets in Jira with a release on Friday. How do I tell my lead what I can realistically get done?",
    intent: 'career.workload',
  },
  {
    id: 'b14-151',
    persona: 'career',
    message:
      "My job as an account manager at an agency in Melbourne has been crazy since we lost two people and nobody was replaced. I'm now handling 14 clients instead of 8. Every client thinks they're my priority, my boss keeps saying just do your best, and I'm skipping lunch daily. My sister's getting married in a month and I've barely helped with anything, and my plants are all dying, which feels symbolic. How do I decide what to drop, how do I push back on new work, and how do I have an honest conversation with my boss about capacity?",
    intent: 'career.workload',
  },
  {
    id: 'b14-152',
    persona: 'career',
    message:
      "My to-do list at work is longer at the end of each day than at the start. I'm answering emails at 11pm and still missing things, and every new request from the directors just gets piled on top.",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b14-153',
    persona: 'career',
    message: 'everyone at work is smarter than me',
    intent: 'career.imposter',
  },
  {
    id: 'b14-154',
    persona: 'career',
    message:
      "I just joined Google as a product manager and in every meeting I'm convinced someone will realise I was hired by mistake. How do I stop second-guessing every comment I make?",
    intent: 'career.imposter',
  },
  {
    id: 'b14-155',
    persona: 'career',
    message:
      "I was promoted to senior data scientist in September at a fintech in Bangalore. Since then I feel like everyone else knows more than me. When my team asks questions I answer, but then I go home and double-check everything for hours. My wife says I am too hard on myself, and my parents are proud, which somehow makes it worse. I also started badminton on weekends to relax but can't switch off. My manager keeps giving positive feedback. How do I stop feeling like I don't deserve this role and that I will be found out?",
    intent: 'career.imposter',
  },
  {
    id: 'b14-156',
    persona: 'career',
    message:
      "My manager says I'm doing well and I got a top rating, but I'm sure it's only because nobody has looked closely yet. I over-prepare for everything and still feel like a fraud waiting to be caught.",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b14-157',
    persona: 'life',
    message: 'me n my gf keep having the same fight',
    intent: 'life.relationship',
  },
  {
    id: 'b14-158',
    persona: 'life',
    message:
      "My husband and I have been together 11 years, and lately we only talk about school runs and bills. Our anniversary is on 14 May and I'd like us to feel like a couple again by then. Where do we start?",
    intent: 'life.relationship',
  },
  {
    id: 'b14-159',
    persona: 'life',
    message:
      "My girlfriend and I have been together four years and live together in Brighton. Lately we're arguing about small stuff (dishes, who plans weekends, how much time I spend at my brother's) and it always escalates. We still love each other, I'm sure about that. Work has been busy for both of us, I've been trying to quit vaping, and her mum's been unwell so she's stressed. I want us to communicate better and stop having the same fights on repeat. What can we actually do, and how do I bring it up without it becoming another argument?",
    intent: 'life.relationship',
  },
  {
    id: 'b14-160',
    persona: 'life',
    message:
      "When my partner gets home we eat dinner almost in silence and then go to separate rooms. We don't fight, but it feels more like being flatmates than being together.",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b14-161',
    persona: 'life',
    message: 'she ended it sunday. cant stop checking her insta',
    intent: 'life.breakup',
  },
  {
    id: 'b14-162',
    persona: 'life',
    message:
      'My fiancé called off our engagement three weeks ago, two months before the wedding in Goa. How do I get through the days when everything reminds me of him?',
    intent: 'life.breakup',
  },
  {
    id: 'b14-163',
    persona: 'life',
    message:
      "Hi, so my boyfriend of three years ended things last month. He said he fell out of love, which I still can't get my head around. We shared a flat in Bristol so I've moved back in with my parents for now, which is its own drama. Work's been okay, but I keep crying in the toilets, and my friends are sick of hearing about it. I've also got a big presentation coming up and I'm supposed to be going on a hen do in Spain. How do I stop thinking about him constantly and start moving on?",
    intent: 'life.breakup',
  },
  {
    id: 'b14-164',
    persona: 'life',
    message:
      'After six years together he moved his things out on Saturday. The flat is half empty, his toothbrush is gone, and I keep reaching for my phone to tell him about my day.',
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b14-165',
    persona: 'life',
    message: 'mum and sister not talking again, stuck in middle',
    intent: 'life.family',
  },
  {
    id: 'b14-166',
    persona: 'life',
    message:
      "My brother and I have fallen out over whether to sell Mum and Dad's old house in Perth now they've moved into a unit, and Christmas is in three weeks. How do I talk to him without another shouting match?",
    intent: 'life.family',
  },
  {
    id: 'b14-167',
    persona: 'life',
    message:
      "My parents and my older brother haven't spoken since an argument about money at my cousin's wedding last year. Now my dad's 70th is in six weeks and my mum wants a big party, but my brother says he won't come unless Dad apologises. Somehow I've become the messenger between them. My own job is hectic, I'm studying part-time, and my husband thinks I should stay out of it entirely. I love them all and I hate this. How can I help them talk, or at least stop being pulled into the middle?",
    intent: 'life.family',
  },
  {
    id: 'b14-168',
    persona: 'life',
    message:
      "My parents haven't spoken to my uncle since my sister's wedding, and now every family WhatsApp message turns into a row. They expect me to pick a side and I really don't want to.",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b14-169',
    persona: 'life',
    message: 'toddler tantrums every single night help',
    intent: 'life.parenting',
  },
  {
    id: 'b14-170',
    persona: 'life',
    message:
      'My 14-year-old son has stopped talking to us and spends every evening in his room. His school report last week said his grades have dropped in maths and science. How do I reach him?',
    intent: 'life.parenting',
  },
  {
    id: 'b14-171',
    persona: 'life',
    message:
      "My daughter is 16 and in the middle of her GCSE year. Since Christmas she's been withdrawn, rude, and spending most evenings at a friend's house I know little about. Her dad and I disagree on how strict to be. My mother has also just moved in with us after a fall, and I'm working four days a week, so there's a lot going on at home. I don't want to push her away, but I'm worried. How do I keep communication open with a teenager who barely speaks to me, and where do I draw lines?",
    intent: 'life.parenting',
  },
  {
    id: 'b14-172',
    persona: 'life',
    message:
      "Since her dad and I separated, my eight-year-old has started wetting the bed again and refusing to go to school. I'm trying to hold it together for her but I'm not sure what she needs from me.",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b14-173',
    persona: 'life',
    message: 'lost my nan in may, still not ok',
    intent: 'life.grief',
  },
  {
    id: 'b14-174',
    persona: 'life',
    message:
      "My dad died in February and his birthday is next Tuesday. I don't know how to get through the day or whether I should do something to mark it.",
    intent: 'life.grief',
  },
  {
    id: 'b14-175',
    persona: 'life',
    message:
      "My mum died in October after a short illness. I thought I'd be doing better by now, but I keep getting hit by waves at random times, in the supermarket or when her favourite song comes on. Work has been understanding but I can tell my manager expects me to be back to normal. I'm also dealing with selling her house with my siblings, and my own kids are asking questions I don't know how to answer. I'm not looking for a fix, just some way to carry this. How do people live with a loss like this?",
    intent: 'life.grief',
  },
  {
    id: 'b14-176',
    persona: 'life',
    message:
      "It's been a year since my best friend's funeral and people seem to expect me to be over it. I still pick up the phone to text her before I remember.",
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b14-177',
    persona: 'life',
    message: 'no one to talk to on weekends',
    intent: 'life.loneliness',
  },
  {
    id: 'b14-178',
    persona: 'life',
    message:
      "I'm 34, I work from home, and most of my friends have married and drifted off. I can go from Friday evening to Monday morning without speaking to a single person. How do I change that?",
    intent: 'life.loneliness',
  },
  {
    id: 'b14-179',
    persona: 'life',
    message:
      "I'm 31, work remotely as a software tester, and live alone in a small flat in Leeds. Most of my friends from uni have moved away or had kids, and I go days without a real conversation. I tried a pottery class but didn't click with anyone. I'm also trying to cut down on takeaways and I've been thinking about getting a dog. Weekends are the worst, they feel endless. I'm not depressed exactly, just very alone. How do I build some connection into my life when I'm not naturally outgoing?",
    intent: 'life.loneliness',
  },
  {
    id: 'b14-180',
    persona: 'life',
    message:
      "My kids have grown up and live abroad, I've retired from the school, and some days the only voice I hear is the radio. The phone doesn't ring much anymore.",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b14-181',
    persona: 'life',
    message: 'my bff has gone quiet on me',
    intent: 'life.friendship',
  },
  {
    id: 'b14-182',
    persona: 'life',
    message:
      "My oldest friend forgot my 30th birthday drinks last Saturday and hasn't mentioned it since. We've been friends since Year 7. Should I say something or let it go?",
    intent: 'life.friendship',
  },
  {
    id: 'b14-183',
    persona: 'life',
    message:
      "I've been friends with Sam since we were eight. Lately it feels one-sided: I always organise, I always call, and when we meet he's on his phone. Last month he didn't turn up to my engagement drinks and just sent a thumbs-up emoji the day after. My fiancée thinks I should let it fade. I'm also busy planning the wedding and starting a new role at work, so I'm not sure how much energy I have. But I don't want to lose him. How do I bring it up honestly without ending things?",
    intent: 'life.friendship',
  },
  {
    id: 'b14-184',
    persona: 'life',
    message:
      "Since Priya had her twins, every time I suggest meeting up she cancels. I understand she's busy, but I miss her, and I don't want us to slowly drift apart after fifteen years.",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b14-185',
    persona: 'life',
    message: 'constant what-ifs in my head all day',
    intent: 'life.anxiety',
  },
  {
    id: 'b14-186',
    persona: 'life',
    message:
      "Before the train to work every morning my heart races and I'm convinced something terrible is about to happen, even though nothing's actually wrong. It's been like this since September.",
    intent: 'life.anxiety',
  },
  {
    id: 'b14-187',
    persona: 'life',
    message:
      "For about six months I've had this constant background worry. Not about anything in particular, just a feeling that something bad is about to happen. My heart pounds when my phone rings, and I avoid opening emails in case there's bad news. My GP said my bloods were fine. Work is actually quiet at the moment, my relationship is good, and I've even been getting into baking, so there's no obvious reason. I want to understand what's going on in my head and learn some practical ways to calm it down when it flares up.",
    intent: 'life.anxiety',
  },
  {
    id: 'b14-188',
    persona: 'life',
    message:
      "I rehearse conversations that haven't happened yet and picture the worst outcome for everything, from a slightly odd text to my kids being five minutes late. Nothing is actually wrong, but my mind won't stop.",
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b14-189',
    persona: 'life',
    message: 'too much on at once, im fried',
    intent: 'life.stress',
  },
  {
    id: 'b14-190',
    persona: 'life',
    message:
      'Between my final exams on 5 June, a part-time job at Tesco and looking after my younger brother after school, I feel stretched to snapping point. How do I keep all of it going?',
    intent: 'life.stress',
  },
  {
    id: 'b14-191',
    persona: 'life',
    message:
      "Life is just a lot at the moment. I'm a single dad with two kids, working full-time as an electrician in Adelaide, and my landlord has given us notice to move out by the end of next month. On top of that the car needs a new clutch, school keeps sending notes about excursions and payments, and my ex and I are renegotiating the custody schedule. I'm not sleeping great and my neck is permanently tight. I don't need a lecture on self-care, I need some realistic ways to manage the pressure so I don't crack.",
    intent: 'life.stress',
  },
  {
    id: 'b14-192',
    persona: 'life',
    message:
      "House move, a sick dog, a big deadline at work and the in-laws visiting, all in the same fortnight. My shoulders are up round my ears and I've had a headache that won't shift since Monday.",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b14-193',
    persona: 'life',
    message: 'i blow up over tiny things lately',
    intent: 'life.anger',
  },
  {
    id: 'b14-194',
    persona: 'life',
    message:
      "Last week I shouted at a colleague over a printer jam and had to apologise in front of everyone. I'm 45 and I don't recognise this short fuse in myself.",
    intent: 'life.anger',
  },
  {
    id: 'b14-195',
    persona: 'life',
    message:
      "I've always been a bit hot-headed but it's got worse this year. Last week I slammed my laptop shut and shouted at my partner because the Wi-Fi dropped during a work call. I apologised, but she said she's tired of it. I'm in a demanding sales job, I'm trying to get fit again, and we've got a holiday in Crete booked for September which I'm really looking forward to. I don't want to be that person. How do I catch it before it comes out, and what do I do in the moment?",
    intent: 'life.anger',
  },
  {
    id: 'b14-196',
    persona: 'life',
    message:
      'Small things set me off: someone chewing loudly, a slow queue at Woolies, my partner leaving a cup in the sink. I go from zero to red in seconds and then feel ashamed for hours afterwards.',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b14-197',
    persona: 'life',
    message: 'awake at 3am every night, why',
    intent: 'life.sleep',
  },
  {
    id: 'b14-198',
    persona: 'life',
    message:
      'It takes me about two hours to drop off most nights, and my alarm goes at 5:30 for my shift at the hospital. What can I change this week?',
    intent: 'life.sleep',
  },
  {
    id: 'b14-199',
    persona: 'life',
    message:
      "I've had trouble sleeping since I started a new job in January. I fall asleep fine at 11, but then I'm wide awake at 3 or 4 and my mind starts going over work, bills, random stuff. I've cut caffeine after 2pm, I don't drink, and I've tried melatonin from the chemist. My partner sleeps like a log, which is annoying. I'm also trying to train for a 10k and my legs feel like lead from being tired all the time. What else can I try so I get a full night?",
    intent: 'life.sleep',
  },
  {
    id: 'b14-200',
    persona: 'life',
    message:
      "I go to bed at eleven and stare at the ceiling until two. Then I'm a zombie all day and survive on four coffees.",
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b14-201',
    persona: 'life',
    message: 'i dont like myself much tbh',
    intent: 'life.self-esteem',
  },
  {
    id: 'b14-202',
    persona: 'life',
    message:
      "Whenever someone compliments me I brush it off, and when I make a tiny mistake I replay it for days. I've got a performance review on 2 April and I already know I'll undersell myself. How do I start seeing myself more fairly?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b14-203',
    persona: 'life',
    message:
      "I'm 24 and I've always felt like I'm not quite enough: not smart enough, not attractive enough, not interesting enough. At my cousin's wedding last weekend everyone was chatting and I just stood there thinking nobody wanted to talk to me. I've got a decent job in payroll, some good friends, and I'm learning Spanish on Duolingo, so objectively things are fine. But I constantly compare myself with others and always come out worse. How do I start actually believing I'm worth something?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b14-204',
    persona: 'life',
    message:
      "When I look in the mirror, all I hear is a voice listing what's wrong with me. Everyone else seems to deserve good things more than I do.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b14-205',
    persona: 'life',
    message: 'want to journal daily, always drop it by day 3',
    intent: 'life.habits',
  },
  {
    id: 'b14-206',
    persona: 'life',
    message:
      "I've tried to start a 10-minute morning meditation with Headspace four times this year, and each time it lasts about a week. How do I make it actually stick?",
    intent: 'life.habits',
  },
  {
    id: 'b14-207',
    persona: 'life',
    message:
      "I want to build a habit of doing 20 minutes of Italian practice every day. We're moving to Bologna for a year in September for my partner's job. I've got the apps, the books, and a tutor on italki once a week. The problem is consistency: I'll do five days, miss one, then the whole thing collapses and I don't start again for weeks. I'm also trying to cook more and I've been sleeping badly, which doesn't help. What's the trick to making a small daily routine actually last long-term?",
    intent: 'life.habits',
  },
  {
    id: 'b14-208',
    persona: 'life',
    message:
      "Every January I decide I'll read before bed, drink more water and stretch in the mornings. By February all of it has quietly disappeared and I'm back to my old routine.",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b14-209',
    persona: 'life',
    message: 'havent moved off the couch in months',
    intent: 'life.exercise',
  },
  {
    id: 'b14-210',
    persona: 'life',
    message:
      "I'm 52 and want to do the Parkrun in my town by the end of summer, but I can't run for more than a minute at a time. Where should I start?",
    intent: 'life.exercise',
  },
  {
    id: 'b14-211',
    persona: 'life',
    message:
      "I'm 46, work at a desk all day as a solicitor, and haven't done any exercise since school apart from the odd walk. My GP mentioned my weight at my last check-up, and my kids have started asking me to play football with them, which I can't keep up with. I'm also dealing with a busy case at work and a leaking roof at home. I don't love gyms and I'm not sure what's realistic. How do I start getting fitter in a way I'll actually enjoy and not give up on after two weeks?",
    intent: 'life.exercise',
  },
  {
    id: 'b14-212',
    persona: 'life',
    message:
      "I get out of breath climbing the stairs to my flat and my jeans don't fit anymore. I want to feel strong again, but gyms intimidate me.",
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b14-213',
    persona: 'life',
    message: 'phone says 9 hrs a day. yikes',
    intent: 'life.screen-time',
  },
  {
    id: 'b14-214',
    persona: 'life',
    message:
      "I lose two hours every night scrolling Instagram Reels in bed. I've set the app timer to 30 minutes but I just tap ignore every time. What else can I try?",
    intent: 'life.screen-time',
  },
  {
    id: 'b14-215',
    persona: 'life',
    message:
      "My screen time report on Sunday said 7 hours 40 minutes a day on average, and that's not counting my work laptop. Mostly TikTok, Reddit and news. I notice I can't watch a film without scrolling, and I used to read loads of books. I've got a new puppy, I'm trying to get back into cooking, and work is busy, so it's not like I have time to waste. I've tried grayscale mode and deleting apps, but I reinstall them within a day. What actually works to get my phone use under control?",
    intent: 'life.screen-time',
  },
  {
    id: 'b14-216',
    persona: 'life',
    message:
      "I pick up my phone before I'm properly awake, and I'll open YouTube while the kettle boils, on the loo, in the queue. I can't sit for two minutes without reaching for it.",
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b14-217',
    persona: 'life',
    message: 'thesis due in 3 wks, wrote 0 words',
    intent: 'life.procrastination',
  },
  {
    id: 'b14-218',
    persona: 'life',
    message:
      'I have a grant application due on 15 May and every time I open the Word document I end up cleaning the kitchen instead. How do I actually get started?',
    intent: 'life.procrastination',
  },
  {
    id: 'b14-219',
    persona: 'life',
    message:
      "I'm a freelance illustrator and I have a children's book due to the publisher at the end of the month. I've done maybe a third. Every morning I plan to start at nine and somehow it's 3pm and I've answered emails, tidied the studio, walked the dog twice and watched tutorials about techniques I'll never use. I'm also sorting out some paperwork and my mum's birthday party is this weekend. I know I'm capable; I just can't make myself begin. Why do I keep avoiding it, and how do I break the cycle?",
    intent: 'life.procrastination',
  },
  {
    id: 'b14-220',
    persona: 'life',
    message:
      "The task takes maybe an hour, I know exactly what to do, and yet it's been on my list for five weeks. I'll reorganise my desk, reply to every other email, anything except that.",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b14-221',
    persona: 'life',
    message: 'wine every night has become a thing',
    intent: 'life.drinking',
  },
  {
    id: 'b14-222',
    persona: 'life',
    message:
      "I've signed up for Dry January, but I usually have 3 or 4 pints with the team after work on Thursdays. How do I stick to it without skipping the social side?",
    intent: 'life.drinking',
  },
  {
    id: 'b14-223',
    persona: 'life',
    message:
      "I've noticed I'm drinking more since lockdown and it hasn't gone back down. It's usually beer after work, four or five cans most nights, more at weekends. I'm not in trouble or anything, but I feel foggy in the mornings and I've put on weight. My wife mentioned it gently last month. I also coach the under-12s rugby on Saturdays and don't want to turn up hungover. Work's fine, money's fine. I just want to cut back without making it a huge deal. Where do I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b14-224',
    persona: 'life',
    message:
      "It started as one glass after the kids were in bed. Now it's most of a bottle, and I catch myself looking forward to it from about 3pm.",
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b14-225',
    persona: 'life',
    message: 'always broke a week before payday',
    intent: 'life.money',
  },
  {
    id: 'b14-226',
    persona: 'life',
    message:
      "I earn £2,400 a month after tax and somehow I'm £600 into my overdraft by the 20th. Can you help me set up a simple budget I'll actually stick to?",
    intent: 'life.money',
  },
  {
    id: 'b14-227',
    persona: 'life',
    message:
      "I'm 29, I earn decent money as a physiotherapist in Brisbane, but I have nothing saved. Rent is $580 a week, I eat out a lot, and I've got about $6k on a credit card from a trip to Bali last year. My partner is great with money and I feel embarrassed. I'm also trying to get back into rock climbing and my car rego is due soon. I want to get organised: track spending, pay off the card, start an emergency fund. Where should I start, and what's a simple system that doesn't feel like a punishment?",
    intent: 'life.money',
  },
  {
    id: 'b14-228',
    persona: 'life',
    message:
      "I honestly couldn't tell you where my salary goes. There are subscriptions I've forgotten about, takeaways I don't remember ordering, and a credit card balance I avoid looking at.",
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b14-229',
    persona: 'life',
    message: 'new city, nothing feels like home yet',
    intent: 'life.moving',
  },
  {
    id: 'b14-230',
    persona: 'life',
    message:
      "We relocated from Chennai to Dublin in August for my wife's job. The kids are settling at school, but I still feel like a visitor here and don't know where to begin making this place ours.",
    intent: 'life.moving',
  },
  {
    id: 'b14-231',
    persona: 'life',
    message:
      "We moved from Mumbai to Melbourne three months ago for my husband's job. The kids have adjusted faster than I expected and like their school. But I don't have work yet because of my visa, the weather is confusing me, and I miss my parents and the noise of home. I've joined an Indian community WhatsApp group but haven't gone to any meetups. I also need to sort out my driving licence. How do I start feeling at home here and build a routine that is mine?",
    intent: 'life.moving',
  },
  {
    id: 'b14-232',
    persona: 'life',
    message:
      'The boxes are unpacked and I know the way to the supermarket, but I still take the wrong turn home and nothing in this town feels like mine. I keep comparing everything with where we used to live.',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b14-233',
    persona: 'life',
    message: 'i say yes to everyone and hate it',
    intent: 'life.boundaries',
  },
  {
    id: 'b14-234',
    persona: 'life',
    message:
      "My flatmate borrows my car every weekend and it's come back on empty three times now. I want to tell her it has to stop, but I always cave when she asks.",
    intent: 'life.boundaries',
  },
  {
    id: 'b14-235',
    persona: 'life',
    message:
      "My mother-in-law has a key to our house and drops in unannounced several times a week, sometimes when we're still in bed. She means well and she helps with the kids, but I feel like I never have my own space. My husband says that's just how she is. I'm also back at work after maternity leave and trying to keep up with my Pilates class. How do I ask her to call before coming over without offending her or starting a war in the family? And how do I get my husband on board?",
    intent: 'life.boundaries',
  },
  {
    id: 'b14-236',
    persona: 'life',
    message:
      "People just assume I'll do it: host the family dinner, lend money, cover the school run for the neighbours. I agree every time and then feel resentful for days.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b14-237',
    persona: 'life',
    message: 'feel like im drifting thru life',
    intent: 'life.purpose',
  },
  {
    id: 'b14-238',
    persona: 'life',
    message:
      "I turned 40 in January, have a good job, a house in Surrey and two kids, and I still wake up wondering what I'm actually here for. How do people figure out what gives their life meaning?",
    intent: 'life.purpose',
  },
  {
    id: 'b14-239',
    persona: 'life',
    message:
      "I'm 58, the kids have left home, and I've taken early retirement from the civil service. I thought I'd feel free, but mostly I feel a bit lost. I spend mornings gardening, afternoons watching cricket, and wonder what the next twenty years are actually for. My wife has her book club and volunteering; I've never really had interests outside work. My knees aren't great either, so golf is out. I'm not after a new job, I want something that gives my days meaning. How do people work out what matters to them at this stage?",
    intent: 'life.purpose',
  },
  {
    id: 'b14-240',
    persona: 'life',
    message:
      "I've ticked every box I was told to tick, degree, job, marriage, mortgage, and now that I'm here I feel strangely empty, like I followed someone else's map.",
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b14-241',
    persona: 'life',
    message: 'need a yes or no by sunday, help me think',
    intent: 'life.decision',
  },
  {
    id: 'b14-242',
    persona: 'life',
    message:
      "I've been accepted onto a master's in Edinburgh starting in September, but it means a year apart from my partner in Sydney. I have to accept or decline by 30 June.",
    intent: 'life.decision',
  },
  {
    id: 'b14-243',
    persona: 'life',
    message:
      "My partner and I are trying to decide whether to have a second child. I'm 38, our daughter is four, and we've just about got our lives back. Part of me really wants it, part of me is terrified of the sleepless years again. Money is okay but tight, and we'd need a bigger place. I've also started a part-time course and I love having a bit of my own time again. We've gone round in circles for months. How do we actually make this choice together instead of just talking about it forever?",
    intent: 'life.decision',
  },
  {
    id: 'b14-244',
    persona: 'life',
    message:
      "I've made pros and cons lists, asked five friends, even flipped a coin, and I still can't choose between buying the flat or keeping our savings to travel for a year. Whichever way I go, I'm scared I'll regret it.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b14-245',
    persona: 'life',
    message: 'looking after mum w dementia, im so tired',
    intent: 'life.caregiving',
  },
  {
    id: 'b14-246',
    persona: 'life',
    message:
      "My father had a stroke in March and I'm now his main carer, driving over every evening after work. How do I keep going without falling apart myself?",
    intent: 'life.caregiving',
  },
  {
    id: 'b14-247',
    persona: 'life',
    message:
      "My mum was diagnosed with Parkinson's two years ago and I've become her main carer. I live ten minutes away, so every morning I help her get dressed, then I go to work, and in the evening I cook for her. My brother lives in Singapore and sends money, which helps, but he's not here. I haven't been on holiday in two years, my own kids complain they never see me, and my back's started hurting from helping her up. I love her and want to do this well, but I don't know how long I can keep going like this. How do I look after her without losing myself?",
    intent: 'life.caregiving',
  },
  {
    id: 'b14-248',
    persona: 'life',
    message:
      "I do my husband's medication, his appointments, his showers, and then I go to work. Since his diagnosis, nobody asks how I am anymore.",
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b14-249',
    persona: 'life',
    message: 'mole on my arm got darker, see someone?',
    intent: 'any.health',
  },
  {
    id: 'b14-250',
    persona: 'career',
    message:
      "I've had headaches every afternoon for three weeks since starting the new office job, and ibuprofen barely helps. Should I be seeing a GP about this?",
    intent: 'any.health',
  },
  {
    id: 'b14-251',
    persona: 'founder',
    message:
      "Random one. I've been working on my startup non-stop for about a year, lots of coffee, not much sleep, and I'm pitching investors in Singapore next month. For the last two weeks I've been getting a fluttering feeling in my chest, sometimes with dizziness when I stand up quickly. My co-founder thinks it's nothing, and honestly my diet's terrible too. I don't have time to be ill. Is this something I should get checked by a doctor urgently, or can it wait until after the roadshow? What kind of tests would they even run?",
    intent: 'any.health',
  },
  {
    id: 'b14-252',
    persona: 'career',
    message:
      "I've been doing data entry eight hours a day since March, and now my right wrist tingles, my fingers go numb at night, and I've dropped my mug twice this week.",
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b14-253',
    persona: 'life',
    message: 'landlord keeping my whole bond, is that allowed',
    intent: 'any.legal',
  },
  {
    id: 'b14-254',
    persona: 'career',
    message:
      'My employer in Ontario wants me to sign a non-compete that bans me from working in the industry for 2 years. Is that even enforceable, and do I need a lawyer before I sign on Friday?',
    intent: 'any.legal',
  },
  {
    id: 'b14-255',
    persona: 'founder',
    message:
      "Morning. We run a small candle brand in Cornwall and sell through Etsy and our own website. Yesterday we got a letter from a solicitor representing a large US company saying our brand name infringes their trademark and that we must stop using it within 14 days. We registered our name with Companies House but never trademarked it. We've also got a big Christmas market coming up, my partner's pregnant, and our supplier just raised prices, so the timing is awful. Do I need a solicitor straight away, and what are our options here?",
    intent: 'any.legal',
  },
  {
    id: 'b14-256',
    persona: 'career',
    message:
      "My contract says I'm self-employed, but they set my hours, give me a company email and tell me exactly how to do everything. What are my rights if they decide to let me go next month?",
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b14-257',
    persona: 'career',
    message: 'is salary sacrifice into my pension worth it',
    intent: 'any.finance',
  },
  {
    id: 'b14-258',
    persona: 'founder',
    message:
      "I'm selling my SaaS business in May for about $2M, mostly cash with some earn-out. How should the proceeds be structured for tax, and should I speak to a wealth manager before signing?",
    intent: 'any.finance',
  },
  {
    id: 'b14-259',
    persona: 'life',
    message:
      "I've just sold my flat in Edinburgh and after paying off the mortgage I'll have about £90,000. I'm 41, renting for now while we look for a bigger place, and I've got a small workplace pension I've never looked at. My partner wants to put it all into a house deposit, my brother says index funds, and a colleague swears by crypto. I'm also training for a triathlon and changing jobs in the spring, so I'd like to get this sorted properly. Should I be speaking to an independent financial adviser, and what should I ask about pensions and tax?",
    intent: 'any.finance',
  },
  {
    id: 'b14-260',
    persona: 'life',
    message:
      "My employer is offering either a lump sum now or a bigger monthly pension later as part of a restructure, and the paperwork is full of terms like transfer value and guaranteed annuity rate. I'm 58 and I really can't afford to get this wrong.",
    intent: 'any.finance',
  },
];
