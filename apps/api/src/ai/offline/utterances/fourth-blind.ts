import type { MentorType } from '@mentor/validation';

/**
 * The fourth blind set (260 messages, 4 per intent, ids b4-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the fifth blind set (now ./fifth-blind.ts) replaced it.
 */
export const FOURTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  {
    id: 'b4-001',
    persona: 'founder',
    message: 'before I write a single line of code, how do I know anyone actually wants this?',
    intent: 'founder.discovery',
  },
  {
    id: 'b4-002',
    persona: 'founder',
    message:
      "I've got an idea for a booking tool for dog groomers. I talked to 3 groomers and they all said it sounded cool. Is that enough signal or were they just being nice?",
    intent: 'founder.discovery',
  },
  {
    id: 'b4-003',
    persona: 'founder',
    message: 'how many convos with potential users should i have before building an mvp',
    intent: 'founder.discovery',
  },
  {
    id: 'b4-004',
    persona: 'founder',
    message:
      "Quick context: I left my job at a logistics firm in March with about £40k saved, and I've been sketching a marketplace that matches small warehouses with overflow stock from e-commerce sellers. Everyone I mention it to nods along, but nobody has offered to pay or even asked when it launches. I'm worried I'm building something only I care about. What should I be asking warehouse owners so I get honest answers instead of polite encouragement?",
    intent: 'founder.discovery',
  },
  {
    id: 'b4-005',
    persona: 'founder',
    message: 'product is live, zero users. where do i even find the first 10 people',
    intent: 'founder.first-customers',
  },
  {
    id: 'b4-006',
    persona: 'founder',
    message:
      "We launched our invoicing app for freelance translators two weeks ago. Friends signed up, but no actual strangers yet. How do I get the very first paying users who aren't doing me a favour?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b4-007',
    persona: 'founder',
    message:
      "Everyone says do things that don't scale to land your initial clients. What does that actually look like for a B2B product?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b4-008',
    persona: 'founder',
    message:
      "I run a two-person startup in Lisbon making software for physiotherapy clinics to track patients' home exercises. We finished the beta in January. I have a list of about 200 clinics in Portugal and Spain but cold emails get ignored. Ideally I'd like 5 clinics using it daily by summer so I can learn from them. How would you go about getting those first few clinics on board?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b4-009',
    persona: 'founder',
    message: 'what should i charge for this thing lol. $9/mo feels too cheap but idk',
    intent: 'founder.pricing',
  },
  {
    id: 'b4-010',
    persona: 'founder',
    message: 'Is it better to bill per seat or a flat monthly fee for a team collaboration tool?',
    intent: 'founder.pricing',
  },
  {
    id: 'b4-011',
    persona: 'founder',
    message:
      "Our competitors all sit around $49 a month and I'm tempted to undercut them at $29. Smart move, or will it make us look cheap?",
    intent: 'founder.pricing',
  },
  {
    id: 'b4-012',
    persona: 'founder',
    message:
      "We sell a compliance-tracking tool to mid-sized construction companies. Right now it's a flat €300/month regardless of size, so a 12-person firm pays the same as one with 400 employees. A couple of big customers told us they'd happily pay more, and two small ones said it's a stretch. I want to introduce tiers before we sign more deals this quarter without spooking existing accounts. How should I structure it?",
    intent: 'founder.pricing',
  },
  {
    id: 'b4-013',
    persona: 'founder',
    message: 'people sign up, use it for a month and then cancel. why??',
    intent: 'founder.churn',
  },
  {
    id: 'b4-014',
    persona: 'founder',
    message: "Monthly cancellations are sitting at 8% and it's eating all our growth. Where do I start?",
    intent: 'founder.churn',
  },
  {
    id: 'b4-015',
    persona: 'founder',
    message: 'How do I find out why subscribers are leaving when almost none of them answer the exit survey?',
    intent: 'founder.churn',
  },
  {
    id: 'b4-016',
    persona: 'founder',
    message:
      "We're a meal-planning subscription with around 1,400 paying users at $12/month. Acquisition is fine, but about 60% of people are gone by month three. The ones who stay love it. I suspect the ones who leave never set up their preferences properly in week one, but I'm not sure. What would you look at first to get more people sticking around past the first quarter?",
    intent: 'founder.churn',
  },
  {
    id: 'b4-017',
    persona: 'founder',
    message:
      "i close deals on gut feel and it's not repeatable. how do i turn this into something a new rep could follow",
    intent: 'founder.sales',
  },
  {
    id: 'b4-018',
    persona: 'founder',
    message:
      'What stages should our pipeline have when we are selling 20k annual contracts to mid-market companies?',
    intent: 'founder.sales',
  },
  {
    id: 'b4-019',
    persona: 'founder',
    message: 'demos go great and then the prospect ghosts. every. time.',
    intent: 'founder.sales',
  },
  {
    id: 'b4-020',
    persona: 'founder',
    message:
      "I'm CEO of a 9-person company selling fleet-tracking software to regional trucking firms. Up to now I've done all the selling myself, mostly through my network, and we're at about $600k ARR. Deals take 3 to 5 months and I have no real idea which ones will close. Our first account executive starts in September. Before then, what should I put in place so the way we close deals is written down and predictable?",
    intent: 'founder.sales',
  },
  {
    id: 'b4-021',
    persona: 'founder',
    message: 'first engineer: one senior generalist or two juniors?',
    intent: 'founder.hiring',
  },
  {
    id: 'b4-022',
    persona: 'founder',
    message:
      "We have budget for one more person and I can't tell if we need a marketer or another developer. How do I decide who to bring on next?",
    intent: 'founder.hiring',
  },
  {
    id: 'b4-023',
    persona: 'founder',
    message:
      'how do you convince strong people to join a startup that can only pay 70% of market plus equity',
    intent: 'founder.hiring',
  },
  {
    id: 'b4-024',
    persona: 'founder',
    message:
      "We're a seed-stage fintech in Nairobi with 6 people. Our last two recruits didn't work out: one left after 10 weeks and the other just wasn't at the level their CV suggested. Both came through referrals and I basically interviewed them over coffee. I need to add a backend engineer and a customer success lead this spring. How do I run a more rigorous process without it taking forever?",
    intent: 'founder.hiring',
  },
  {
    id: 'b4-025',
    persona: 'founder',
    message: 'how much should we be asking for in a seed round, and at roughly what valuation',
    intent: 'founder.fundraising',
  },
  {
    id: 'b4-026',
    persona: 'founder',
    message: 'Is it smarter to take angel money first or go straight to VCs for pre-seed?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b4-027',
    persona: 'founder',
    message: 'SAFE or priced round for our first outside money? totally lost on this',
    intent: 'founder.fundraising',
  },
  {
    id: 'b4-028',
    persona: 'founder',
    message:
      "We're 14 months in, at $25k MRR growing about 10% month over month. A couple of angels said they'd put in $50k each if someone leads. I've never done this before and don't know anyone at a fund. How do I get in front of the right investors and run the process so it doesn't drag on for a year?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b4-029',
    persona: 'founder',
    message: 'can you look at how i open my deck? investors zone out by slide 3',
    intent: 'founder.pitch',
  },
  {
    id: 'b4-030',
    persona: 'founder',
    message: 'What should the story arc of a 10-slide seed deck look like?',
    intent: 'founder.pitch',
  },
  {
    id: 'b4-031',
    persona: 'founder',
    message: "Every VC asks 'why now' and my answer sounds weak out loud. How do I make that part land?",
    intent: 'founder.pitch',
  },
  {
    id: 'b4-032',
    persona: 'founder',
    message:
      'Demo day is in 12 days: 3 minutes on stage, then Q&A. My talk currently starts with my personal story, then the product, then the market, and I run out of time before I even get to traction, which is honestly our strongest point ($40k MRR in 7 months). A mentor told me the structure is backwards. How would you reorder it, and what should I cut?',
    intent: 'founder.pitch',
  },
  {
    id: 'b4-033',
    persona: 'founder',
    message: 'me and my cofounder cant agree on anything anymore and the team is starting to notice',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b4-034',
    persona: 'founder',
    message:
      "My co-founder wants to take VC money and grow fast; I want to stay bootstrapped and profitable. We've been arguing about it for months and it's getting personal. How do we get past this?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b4-035',
    persona: 'founder',
    message:
      'My technical partner in the business has been checking out: shipping less, missing standups. How do I bring it up without blowing up our partnership?',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b4-036',
    persona: 'founder',
    message:
      "We started the company 50/50 two years ago. Since then I've been doing sales, fundraising, hiring and ops, while my cofounder works on the product maybe 30 hours a week because he also consults on the side. I feel resentful every time I see him log off at 4. I don't want to lose him but something has to change. How do I have this conversation with him?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b4-037',
    persona: 'founder',
    message: 'non-technical founder looking for a CTO partner, where do people actually meet these folks',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b4-038',
    persona: 'founder',
    message: "How can I tell whether someone I've met twice is the right person to build a company with?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b4-039',
    persona: 'founder',
    message: 'Is it a mistake to start solo, or should I find someone to build this with first?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b4-040',
    persona: 'founder',
    message:
      "I'm a former nurse building a tool to help hospitals schedule shifts. I've validated it with 3 ward managers and have a clickable prototype, but I can't code and I don't want to outsource everything to an agency. I'm 38, based in Manchester, and I don't really know anyone in tech. How do I find someone technical who'd want to go all in on this with me as an equal?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b4-041',
    persona: 'founder',
    message: '18 months in, revenue flat. do we keep going or change direction',
    intent: 'founder.pivot',
  },
  {
    id: 'b4-042',
    persona: 'founder',
    message:
      'Our customers keep using one small feature and ignoring the main product. Should we rebuild the whole company around that feature?',
    intent: 'founder.pivot',
  },
  {
    id: 'b4-043',
    persona: 'founder',
    message: 'how do you know when to abandon a startup idea vs push through',
    intent: 'founder.pivot',
  },
  {
    id: 'b4-044',
    persona: 'founder',
    message:
      'We built a consumer language-learning app, raised €300k, and after two years we have 20k downloads but terrible retention. Meanwhile three language schools have asked to license our speech-recognition engine for their students, and one offered €2k a month. My cofounder thinks going B2B would be selling out. I think the signal is obvious. How do we decide whether to change what the company is?',
    intent: 'founder.pivot',
  },
  {
    id: 'b4-045',
    persona: 'founder',
    message: 'too many things on my list. product, content, fundraising, partnerships. what do i do FIRST',
    intent: 'founder.focus',
  },
  {
    id: 'b4-046',
    persona: 'founder',
    message:
      "I'm chasing three customer segments at once and making little progress with any of them. How do I pick just one?",
    intent: 'founder.focus',
  },
  {
    id: 'b4-047',
    persona: 'founder',
    message: 'What is the most important thing a pre-revenue founder should spend this month on?',
    intent: 'founder.focus',
  },
  {
    id: 'b4-048',
    persona: 'founder',
    message:
      "I'm a solo founder running a small e-commerce brand for eco cleaning products, around $8k/month in revenue. This week alone I've started redesigning the website, launched a TikTok account, opened talks with a wholesale distributor, and begun building a subscription feature. Nothing is finished. I end every day frustrated with nothing to show. How do I decide which one thing actually deserves my attention for the next quarter?",
    intent: 'founder.focus',
  },
  {
    id: 'b4-049',
    persona: 'founder',
    message: 'been running my startup for 3 years and i genuinely dread opening my laptop now',
    intent: 'founder.burnout',
  },
  {
    id: 'b4-050',
    persona: 'founder',
    message:
      "I haven't taken a day off since we launched. I'm forgetting things, snapping at the team, and I don't even care about the wins anymore. Is this what running on empty looks like?",
    intent: 'founder.burnout',
  },
  {
    id: 'b4-051',
    persona: 'founder',
    message: 'how do other founders keep going for years without completely frying themselves',
    intent: 'founder.burnout',
  },
  {
    id: 'b4-052',
    persona: 'founder',
    message:
      "We closed our Series A in the spring and everyone congratulated me, but honestly I felt nothing. I'm working 80-hour weeks and I've stopped seeing friends. The company is doing fine on paper. I just feel hollow and worn out, and I'm scared that if I step back everything will fall apart. How do I get my energy back without letting the business slide?",
    intent: 'founder.burnout',
  },
  {
    id: 'b4-053',
    persona: 'founder',
    message: 'users keep requesting features and my roadmap is a mess. how do i decide what to build',
    intent: 'founder.product',
  },
  {
    id: 'b4-054',
    persona: 'founder',
    message: 'What belongs in the first version of the app, and what should wait?',
    intent: 'founder.product',
  },
  {
    id: 'b4-055',
    persona: 'founder',
    message:
      "Our app does a lot, but new users say they don't understand what it's for. How do I simplify it?",
    intent: 'founder.product',
  },
  {
    id: 'b4-056',
    persona: 'founder',
    message:
      "We make a B2B tool for restaurants to manage supplier orders. Our biggest customer, a chain of 40 locations, wants a full inventory module and says they'll renew only if we build it. Our smaller customers want better mobile ordering instead. We have 3 developers. I'm torn between building for the whale and keeping the thing coherent for everyone else. How should I think about what goes on the roadmap?",
    intent: 'founder.product',
  },
  {
    id: 'b4-057',
    persona: 'founder',
    message: "we've tried ads, seo, cold email and linkedin. nothing really moves the needle. what next",
    intent: 'founder.growth',
  },
  {
    id: 'b4-058',
    persona: 'founder',
    message: 'How do I figure out which acquisition channel to double down on?',
    intent: 'founder.growth',
  },
  {
    id: 'b4-059',
    persona: 'founder',
    message:
      "Word of mouth got us to 500 customers but it's plateaued. How do we find a repeatable way to bring in more?",
    intent: 'founder.growth',
  },
  {
    id: 'b4-060',
    persona: 'founder',
    message:
      "I run a consumer budgeting app with about 3,000 active users, mostly from one Reddit post that went viral last year. Since then we've spent $4k on Instagram ads at roughly $18 per install, which is far more than a user is worth to us. I've got $10k left for marketing this year. Is there a smarter way to test where users might come from before I burn through it?",
    intent: 'founder.growth',
  },
  {
    id: 'b4-061',
    persona: 'founder',
    message: 'we have 4 months of cash left. what do i cut first',
    intent: 'founder.runway',
  },
  {
    id: 'b4-062',
    persona: 'founder',
    message:
      "How do I work out our monthly burn properly? My accountant's numbers and my spreadsheet don't match, and I need to know how long we can last.",
    intent: 'founder.runway',
  },
  {
    id: 'b4-063',
    persona: 'founder',
    message: 'Should I stop paying myself to stretch how long the money in the company account lasts?',
    intent: 'founder.runway',
  },
  {
    id: 'b4-064',
    persona: 'founder',
    message:
      "Our startup has £180k in the bank and we spend about £30k a month, mostly salaries for 5 people. Revenue is £6k a month and growing slowly. The investment market looks rough and I don't think we can close a round before autumn. I need a plan that gets us at least 12 months of life without killing morale. What levers do I have?",
    intent: 'founder.runway',
  },
  {
    id: 'b4-065',
    persona: 'career',
    message: 'been at the same company 9 yrs, no clue how looking for a job even works now',
    intent: 'career.job-search',
  },
  {
    id: 'b4-066',
    persona: 'career',
    message: 'How many applications a week is realistic if I still have a full-time job?',
    intent: 'career.job-search',
  },
  {
    id: 'b4-067',
    persona: 'career',
    message:
      'I want to move from Berlin to Amsterdam for work. How should I organise my hunt for roles in a different country?',
    intent: 'career.job-search',
  },
  {
    id: 'b4-068',
    persona: 'career',
    message:
      "I finish my master's in environmental engineering in June. Most of my classmates already have something lined up and I haven't even started. I'm interested in water treatment or urban planning consultancies, ideally in the Pacific Northwest. I don't know whether to apply widely, focus on a shortlist, go through recruiters, or lean on my professors. Can you help me put together a plan for the next three months?",
    intent: 'career.job-search',
  },
  {
    id: 'b4-069',
    persona: 'career',
    message: 'can u check if my resume is too long, its 3 pages',
    intent: 'career.cv',
  },
  {
    id: 'b4-070',
    persona: 'career',
    message: 'How do I write bullet points that show impact instead of just listing duties?',
    intent: 'career.cv',
  },
  {
    id: 'b4-071',
    persona: 'career',
    message: 'I have a two-year gap in my work history. How should it appear on my resume?',
    intent: 'career.cv',
  },
  {
    id: 'b4-072',
    persona: 'career',
    message:
      "I've been a secondary school teacher for 11 years and I'm applying for instructional design roles. My current document reads like a teaching CV: classes taught, exam results, extracurriculars. Recruiters probably skim it, think 'teacher' and move on. What should I rewrite so it reflects the skills corporate learning teams care about?",
    intent: 'career.cv',
  },
  {
    id: 'b4-073',
    persona: 'career',
    message: 'sent 120 applications, got 2 replies, both rejections. what am i doing wrong',
    intent: 'career.no-responses',
  },
  {
    id: 'b4-074',
    persona: 'career',
    message: "I apply for jobs I'm clearly qualified for and never hear anything back. Not even a no.",
    intent: 'career.no-responses',
  },
  {
    id: 'b4-075',
    persona: 'career',
    message: 'is it normal to get ghosted by literally every company i apply to?',
    intent: 'career.no-responses',
  },
  {
    id: 'b4-076',
    persona: 'career',
    message:
      "Since January I've been going after mid-level data analyst roles in Toronto. I tailor every cover letter, I meet most of the requirements, and I have 4 years of SQL and Tableau. Out of roughly 80 applications I've had one phone screen. Friends with less experience seem to get interviews easily. I don't know if it's my documents, the way I apply, or the market. Why is nobody getting back to me?",
    intent: 'career.no-responses',
  },
  {
    id: 'b4-077',
    persona: 'career',
    message: 'final round tomorrow w the VP, what should i prep',
    intent: 'career.interview',
  },
  {
    id: 'b4-078',
    persona: 'career',
    message: 'How should I answer "tell me about a time you failed"?',
    intent: 'career.interview',
  },
  {
    id: 'b4-079',
    persona: 'career',
    message:
      'My mind goes blank when a hiring panel asks me questions, even when I know the material. How do I get ready so that stops happening?',
    intent: 'career.interview',
  },
  {
    id: 'b4-080',
    persona: 'career',
    message:
      "I have a case interview with a management consultancy next Thursday, my first ever. It's a 45-minute market-sizing case plus a fit section. I've read a couple of guides but never practised out loud. I have about 6 free evenings before then. How would you split that time so I walk in ready?",
    intent: 'career.interview',
  },
  {
    id: 'b4-081',
    persona: 'career',
    message: 'interviewed 10 days ago, they said theyd be in touch within a week. nothing. do i chase them?',
    intent: 'career.interview-after',
  },
  {
    id: 'b4-082',
    persona: 'career',
    message: 'Is it worth sending a thank-you email after a second-round interview, and what should it say?',
    intent: 'career.interview-after',
  },
  {
    id: 'b4-083',
    persona: 'career',
    message:
      "Got turned down after the final round and they won't say why. How do I move on and learn something from it?",
    intent: 'career.interview-after',
  },
  {
    id: 'b4-084',
    persona: 'career',
    message:
      "I had what I thought was a great final interview on Monday. The hiring manager said I was a strong candidate and they'd decide by Friday. It's now the following Wednesday and I've heard nothing. Meanwhile another company wants me to do a take-home task. I don't want to seem desperate but I don't want to lose this one either. How should I handle the silence?",
    intent: 'career.interview-after',
  },
  {
    id: 'b4-085',
    persona: 'career',
    message: 'they offered 72k, i was hoping for 80. can i push back without them pulling it',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b4-086',
    persona: 'career',
    message: 'How do I ask for more holiday days in a job offer instead of a higher salary?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b4-087',
    persona: 'career',
    message:
      'The recruiter wants my salary expectations before they put a number on the table. What do I say?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b4-088',
    persona: 'career',
    message:
      "I just got a verbal offer for a senior product designer role at a London fintech: £85k base, 10% bonus, 25 days leave. I'm on £78k now. Market data suggests £90-95k for this level, and I know they've struggled to fill the role for months. I really want the job. How do I ask for more without souring things before I've even started?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b4-089',
    persona: 'career',
    message: "two offers on the table: big bank with great pay or a startup i'm actually excited about. help",
    intent: 'career.compare-offers',
  },
  {
    id: 'b4-090',
    persona: 'career',
    message:
      "Job A pays 15% more but I'd commute 90 minutes each way. Job B is fully remote. Both have said yes to me. How do I weigh this?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b4-091',
    persona: 'career',
    message:
      'got 2 job offers, one with stock options at a series b company and one with a higher cash salary. how do i compare them',
    intent: 'career.compare-offers',
  },
  {
    id: 'b4-092',
    persona: 'career',
    message:
      "I have until Friday to choose. One offer is a team lead role at a mid-sized logistics company in my city, $110k, stable, but the tech stack is dated. The other is a senior engineer role at a fast-growing healthtech, $98k plus options, fully remote, with a manager I really clicked with. I'm 34 with a mortgage and a toddler. Which factors should weigh the most here?",
    intent: 'career.compare-offers',
  },
  {
    id: 'b4-093',
    persona: 'career',
    message: "haven't had a pay bump in 3 years while doing way more. how do i bring it up",
    intent: 'career.raise',
  },
  {
    id: 'b4-094',
    persona: 'career',
    message: 'When is the best time of year to ask my boss for more money?',
    intent: 'career.raise',
  },
  {
    id: 'b4-095',
    persona: 'career',
    message:
      'I found out a new hire on my team earns 12k more than me for the same job. How do I use that to get my salary fixed?',
    intent: 'career.raise',
  },
  {
    id: 'b4-096',
    persona: 'career',
    message:
      "I've been a senior accountant at a mid-sized firm for 2.5 years. Since last year I've taken over two clients from a colleague who left, trained the new juniors, and led our move to a new reporting system. My pay hasn't moved beyond the 2% cost-of-living adjustment. My annual review is in six weeks. How should I prepare so I can make a strong case for earning more?",
    intent: 'career.raise',
  },
  {
    id: 'b4-097',
    persona: 'career',
    message: 'passed over for senior again. what do they actually want from me',
    intent: 'career.promotion',
  },
  {
    id: 'b4-098',
    persona: 'career',
    message: 'How do I get my manager to back me for the next level in this review cycle?',
    intent: 'career.promotion',
  },
  {
    id: 'b4-099',
    persona: 'career',
    message:
      "I've been doing the job of a team lead for a year without the title. How do I make it official?",
    intent: 'career.promotion',
  },
  {
    id: 'b4-100',
    persona: 'career',
    message:
      "I'm a mid-level software engineer at a big tech company. Packets for moving up a level go to a committee in November. My manager is supportive but vague, and says I need 'more scope' and 'more visibility'. I've shipped solid work but mostly inside my own team. With 5 months to go, what can I actually do to get to senior this time?",
    intent: 'career.promotion',
  },
  {
    id: 'b4-101',
    persona: 'career',
    message: 'my review said i "lack executive presence". what does that even mean',
    intent: 'career.feedback-received',
  },
  {
    id: 'b4-102',
    persona: 'career',
    message:
      'My manager told me I come across as dismissive in meetings. I honestly had no idea. How do I take this in?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b4-103',
    persona: 'career',
    message:
      'Got a harsh 360 review and I feel attacked. How do I separate what is useful from what is just noise?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b4-104',
    persona: 'career',
    message:
      "At my mid-year check-in, my lead said my work is technically excellent but other teams find me hard to collaborate with, and it's holding me back. She gave one example from March where I rewrote someone's code without asking. I got defensive in the moment and now I feel embarrassed. What do I do with her comments now, and how do I show I've taken them on board?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b4-105',
    persona: 'career',
    message: 'one of my reports keeps missing deadlines and i need to tell him its a problem. dreading it',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b4-106',
    persona: 'career',
    message:
      'A coworker asked for my honest opinion on her presentation and honestly it was weak. How do I tell her without being brutal?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b4-107',
    persona: 'career',
    message:
      'A really likeable person on my team has a hygiene issue and others have complained to me. How do I raise it kindly?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b4-108',
    persona: 'career',
    message:
      "I manage 7 people at a marketing agency. One of my senior designers is very talented but her work has got sloppy over the last two months: typos in client decks, ignored brand guidelines, one near-miss with a major client. She's been here longer than me and I think she'll take it badly. Our one-to-one is on Thursday. How do I say this clearly without crushing her?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b4-109',
    persona: 'career',
    message: 'my boss micromanages everything, even the font in my emails. its exhausting',
    intent: 'career.manager',
  },
  {
    id: 'b4-110',
    persona: 'career',
    message: 'My manager takes credit for my work in front of leadership. What can I do about it?',
    intent: 'career.manager',
  },
  {
    id: 'b4-111',
    persona: 'career',
    message:
      'How do I work for someone who changes priorities every week and then blames me when things slip?',
    intent: 'career.manager',
  },
  {
    id: 'b4-112',
    persona: 'career',
    message:
      "I moved teams in February and my new boss is cold and impossible to read. She answers my messages with one word and checks her phone during our one-to-ones. I used to love my job and now I dread Mondays. I'm not ready to leave because I like everything else about the company. How do I build some kind of working relationship with her?",
    intent: 'career.manager',
  },
  {
    id: 'b4-113',
    persona: 'career',
    message: 'coworker keeps talking over me in every meeting and its making me look bad',
    intent: 'career.colleague',
  },
  {
    id: 'b4-114',
    persona: 'career',
    message:
      "A peer on another team keeps missing handoffs and then says I never sent the files. I'm sick of it. How do I handle him?",
    intent: 'career.colleague',
  },
  {
    id: 'b4-115',
    persona: 'career',
    message: 'How do I deal with a teammate who is openly rude to me but nice to everyone else?',
    intent: 'career.colleague',
  },
  {
    id: 'b4-116',
    persona: 'career',
    message:
      "I sit next to someone who's been at the company 15 years. Ever since I was given the project he wanted, he's been cold, leaving me off email threads and making little comments in stand-ups. Our manager is hands-off and I don't want to run to her over something that might look petty. But it's affecting my work. How do I approach him directly?",
    intent: 'career.colleague',
  },
  {
    id: 'b4-117',
    persona: 'career',
    message: "I'm a lawyer and I want out. thinking UX design but no idea if that's crazy at 41",
    intent: 'career.change',
  },
  {
    id: 'b4-118',
    persona: 'career',
    message: 'What is a realistic path from hospitality management into HR?',
    intent: 'career.change',
  },
  {
    id: 'b4-119',
    persona: 'career',
    message: 'How do I move into a completely different industry without taking a huge pay cut?',
    intent: 'career.change',
  },
  {
    id: 'b4-120',
    persona: 'career',
    message:
      "I've been a pharmacist for 12 years. It's stable, well paid, and I'm bored out of my mind. I've been reading about product roles in health tech and about data analytics, and both appeal to me. I have a family and a mortgage, so I can't just quit and go back to school full-time. How would you map out a switch over the next two years that doesn't risk everything?",
    intent: 'career.change',
  },
  {
    id: 'b4-121',
    persona: 'career',
    message: 'best way to learn python in the evenings? 1hr a day max',
    intent: 'career.retraining',
  },
  {
    id: 'b4-122',
    persona: 'career',
    message: 'Is a coding bootcamp worth the money or can I teach myself from free resources?',
    intent: 'career.retraining',
  },
  {
    id: 'b4-123',
    persona: 'career',
    message:
      'My company will pay for a course so I can pick up data skills. Which certification actually matters for analysts?',
    intent: 'career.retraining',
  },
  {
    id: 'b4-124',
    persona: 'career',
    message:
      "I work in finance operations and our team is being pushed to automate reporting. Everyone is expected to get comfortable with SQL and Power BI by the end of the year. I'm 52 and I haven't studied anything since university. I start an online course next month. How do I structure my studying so it actually sticks alongside a full-time job?",
    intent: 'career.retraining',
  },
  {
    id: 'b4-125',
    persona: 'career',
    message: 'got laid off this morning. whole team gone. what do i do first',
    intent: 'career.layoff',
  },
  {
    id: 'b4-126',
    persona: 'career',
    message:
      "It's been two months since my position was eliminated and I still feel ashamed telling people. How do I start moving again?",
    intent: 'career.layoff',
  },
  {
    id: 'b4-127',
    persona: 'career',
    message: 'What should I be doing in the first week after being let go in a round of cuts?',
    intent: 'career.layoff',
  },
  {
    id: 'b4-128',
    persona: 'career',
    message:
      "Our company cut 30% of staff last Tuesday and I was one of them after 6 years. I got 8 weeks' severance. Part of me wants to take a month off to decompress, and part of me thinks I should start applying immediately before the gap shows. I'm also not sure how to explain being let go in interviews. What would you do in my position?",
    intent: 'career.layoff',
  },
  {
    id: 'b4-129',
    persona: 'career',
    message: 'just became team lead over people who were my peers last week. awkward af',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b4-130',
    persona: 'career',
    message: 'What should I focus on in my first 90 days running a team, never having had reports before?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b4-131',
    persona: 'career',
    message:
      "Since I took over the team a month ago I keep doing the work myself instead of handing it off, because it's faster. How do I stop?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b4-132',
    persona: 'career',
    message:
      "In two weeks I start my first people-management role: 5 direct reports in customer support. I've been an individual contributor for 8 years and I'm good at the work itself, but I've never run a one-to-one, written a performance review, or dealt with someone underperforming. What should I learn first, and how do I set up those early conversations?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b4-133',
    persona: 'career',
    message: 'morale on my team is in the gutter after the reorg. how do i lift it',
    intent: 'career.leadership',
  },
  {
    id: 'b4-134',
    persona: 'career',
    message:
      'I run a group of 25 people across three time zones and it feels like everyone is pulling in different directions. How do I get them aligned?',
    intent: 'career.leadership',
  },
  {
    id: 'b4-135',
    persona: 'career',
    message: 'How do you build trust with a department that has had four heads in two years?',
    intent: 'career.leadership',
  },
  {
    id: 'b4-136',
    persona: 'career',
    message:
      "I've managed people for 10 years, and last month I was made head of engineering over four teams, about 40 people. The managers under me have strong opinions and don't always agree. Decisions get relitigated in every meeting and we're shipping slower than ever. I don't want to become a dictator, but I need to set a clear direction. How do I operate at this scale?",
    intent: 'career.leadership',
  },
  {
    id: 'b4-137',
    persona: 'career',
    message: 'should i just hand in my notice? hate it there but no plan b',
    intent: 'career.quit',
  },
  {
    id: 'b4-138',
    persona: 'career',
    message:
      "I've been unhappy at work for a year. How do I know if it's time to leave or just a rough patch?",
    intent: 'career.quit',
  },
  {
    id: 'b4-139',
    persona: 'career',
    message: 'Is it irresponsible to walk away from a stable job without another one lined up?',
    intent: 'career.quit',
  },
  {
    id: 'b4-140',
    persona: 'career',
    message:
      "I've been at a consulting firm for 4 years. The pay is great, but I travel 4 days a week and I've missed my niece's birthday, two weddings and most of my partner's life. I have about 9 months of savings. I keep drafting a resignation email and deleting it. Part of me thinks I'm being ungrateful. How do I decide whether to go?",
    intent: 'career.quit',
  },
  {
    id: 'b4-141',
    persona: 'career',
    message: 'im 26 and have no idea what i actually want to do for work',
    intent: 'career.direction',
  },
  {
    id: 'b4-142',
    persona: 'career',
    message:
      "I'm good at my job but it doesn't mean anything to me. How do I work out what kind of work I'd find worthwhile?",
    intent: 'career.direction',
  },
  {
    id: 'b4-143',
    persona: 'career',
    message: 'How do I figure out which of my strengths I should build a career around?',
    intent: 'career.direction',
  },
  {
    id: 'b4-144',
    persona: 'career',
    message:
      "I graduated with a history degree three years ago and have bounced between a temp admin job, a year at a museum, and now customer service at a software company. I don't hate any of them but none feels like the thing. Friends seem to be on a clear track. I don't know what to aim for professionally or what a good next step even looks like. Where do I start?",
    intent: 'career.direction',
  },
  {
    id: 'b4-145',
    persona: 'career',
    message: 'i hate industry mixers. is there another way to get to know people in my field',
    intent: 'career.networking',
  },
  {
    id: 'b4-146',
    persona: 'career',
    message:
      "How do I reach out to someone senior on LinkedIn without it feeling like I'm begging for a job?",
    intent: 'career.networking',
  },
  {
    id: 'b4-147',
    persona: 'career',
    message: 'Any tips for keeping in touch with old colleagues without it being weird?',
    intent: 'career.networking',
  },
  {
    id: 'b4-148',
    persona: 'career',
    message:
      "I moved into renewable energy last year after a decade in oil and gas. I know almost nobody in this space, and I keep hearing that most good roles go through personal connections. I'm going to a big industry conference in Hamburg in October. How should I prepare so I come away with real contacts rather than a pile of business cards?",
    intent: 'career.networking',
  },
  {
    id: 'b4-149',
    persona: 'career',
    message: 'drowning at work. 3 projects, all urgent, all mine',
    intent: 'career.workload',
  },
  {
    id: 'b4-150',
    persona: 'career',
    message:
      "My manager keeps adding projects and I'm at my desk until 9pm most nights. How do I get this under control?",
    intent: 'career.workload',
  },
  {
    id: 'b4-151',
    persona: 'career',
    message: 'How do you prioritise at work when literally everything is marked urgent?',
    intent: 'career.workload',
  },
  {
    id: 'b4-152',
    persona: 'career',
    message:
      "Since a colleague went on parental leave in May, I've been covering her accounts as well as mine: 22 clients instead of 12. I'm working evenings and Saturdays, and small things are starting to slip. Nobody has said when she's back or whether they'll hire cover. I want to talk to my manager but I don't want to sound like I'm complaining. How do I make the case that this is too much?",
    intent: 'career.workload',
  },
  {
    id: 'b4-153',
    persona: 'career',
    message: 'everyone at my new job seems smarter than me and im just waiting to be found out',
    intent: 'career.imposter',
  },
  {
    id: 'b4-154',
    persona: 'career',
    message: 'I just stepped into a senior role and I feel like a fraud. Is this normal?',
    intent: 'career.imposter',
  },
  {
    id: 'b4-155',
    persona: 'career',
    message: 'How do I stop feeling like I do not belong in the room at work, even after good reviews?',
    intent: 'career.imposter',
  },
  {
    id: 'b4-156',
    persona: 'career',
    message:
      "I was hired as the only data scientist at a small company six months ago. My manager says they're happy, and I've shipped two models that are in production. But every time I present, I'm convinced someone will point out that I don't really know what I'm doing. I over-prepare for hours and still feel like a fake. How do I quiet that voice?",
    intent: 'career.imposter',
  },
  {
    id: 'b4-157',
    persona: 'life',
    message: 'my partner and i keep having the same fight about chores. how do we break the loop',
    intent: 'life.relationship',
  },
  {
    id: 'b4-158',
    persona: 'life',
    message:
      "We've been together 7 years and it feels more like being flatmates than a couple. How do we get the spark back?",
    intent: 'life.relationship',
  },
  {
    id: 'b4-159',
    persona: 'life',
    message: 'How do I tell my boyfriend I want more time together without sounding needy?',
    intent: 'life.relationship',
  },
  {
    id: 'b4-160',
    persona: 'life',
    message:
      "My wife and I have two kids under five and we both work full time. We barely talk about anything except logistics anymore. Last week she said she feels invisible, and I didn't know what to say. I love her and I want things to be better between us, but we have maybe 30 minutes a day that isn't swallowed by work or the kids. Where do we start?",
    intent: 'life.relationship',
  },
  {
    id: 'b4-161',
    persona: 'life',
    message: 'she ended it 3 weeks ago and i still check her instagram 20 times a day',
    intent: 'life.breakup',
  },
  {
    id: 'b4-162',
    persona: 'life',
    message: 'How long does it take to stop feeling this bad after a long relationship ends?',
    intent: 'life.breakup',
  },
  {
    id: 'b4-163',
    persona: 'life',
    message: 'we split up but still live together until the lease ends in august. how do i survive this',
    intent: 'life.breakup',
  },
  {
    id: 'b4-164',
    persona: 'life',
    message:
      "My fiancé called off our engagement in January, four months before the wedding. We'd been together six years. I've moved back in with my parents, cancelled the venue, and told everyone. People keep saying I'll be fine, but I can't picture my life without him and I feel like I wasted my twenties. How do I start rebuilding?",
    intent: 'life.breakup',
  },
  {
    id: 'b4-165',
    persona: 'life',
    message: 'my sister and i havent spoken since a blowup at christmas 2 yrs ago. i miss her kids',
    intent: 'life.family',
  },
  {
    id: 'b4-166',
    persona: 'life',
    message:
      "My brother and my mum aren't speaking, and I'm stuck in the middle at every family gathering. How do I handle this?",
    intent: 'life.family',
  },
  {
    id: 'b4-167',
    persona: 'life',
    message:
      "How do I get through my cousin's wedding when half my relatives are still angry at me over last year?",
    intent: 'life.family',
  },
  {
    id: 'b4-168',
    persona: 'life',
    message:
      "My dad remarried two years ago and my stepmother and I have never got along. She makes passive-aggressive comments, and he always takes her side. Now they want to host Christmas and my husband says I should just go and keep the peace. I feel like I'm losing my dad. How can I repair things with him without pretending everything is fine?",
    intent: 'life.family',
  },
  {
    id: 'b4-169',
    persona: 'life',
    message: 'my 15yo barely talks to me anymore, just grunts and goes to her room',
    intent: 'life.parenting',
  },
  {
    id: 'b4-170',
    persona: 'life',
    message:
      "Our 3-year-old has started having massive tantrums every evening and we're both worn out. What helps?",
    intent: 'life.parenting',
  },
  {
    id: 'b4-171',
    persona: 'life',
    message:
      'How do I help my 8-year-old cope with the divorce? He has been acting out at school since his dad moved out.',
    intent: 'life.parenting',
  },
  {
    id: 'b4-172',
    persona: 'life',
    message:
      "We moved our 10-year-old to a new school in September and it's been rough. He says nobody likes him, he's stopped wanting to go to football, and most mornings there are tears before school. His teacher says he's quiet but fine in class. My partner thinks we should let him work it out; I think we need to do something. How do we help him through this?",
    intent: 'life.parenting',
  },
  {
    id: 'b4-173',
    persona: 'life',
    message: 'my dad died in march and everyone expects me to be back to normal by now',
    intent: 'life.grief',
  },
  {
    id: 'b4-174',
    persona: 'life',
    message:
      "It's been a year since my best friend passed and I still can't delete her number. Is that strange?",
    intent: 'life.grief',
  },
  {
    id: 'b4-175',
    persona: 'life',
    message: 'how do you cope with losing a dog you had for 14 years',
    intent: 'life.grief',
  },
  {
    id: 'b4-176',
    persona: 'life',
    message:
      'My mum died in October after a long illness. I looked after her for the last two years, so my whole routine revolved around her. Now I wake up with nothing to do and a huge hole. I feel sad, but also guilty for feeling relieved sometimes. My siblings seem to be coping better than me. How do I carry this?',
    intent: 'life.grief',
  },
  {
    id: 'b4-177',
    persona: 'life',
    message: 'i work from home, live alone, and some weeks i dont say a word out loud to anyone',
    intent: 'life.loneliness',
  },
  {
    id: 'b4-178',
    persona: 'life',
    message:
      "I'm surrounded by people at uni but I still feel completely on my own. Why is that, and what can I do?",
    intent: 'life.loneliness',
  },
  {
    id: 'b4-179',
    persona: 'life',
    message: 'how do i stop feeling so isolated since retiring? the days are so quiet',
    intent: 'life.loneliness',
  },
  {
    id: 'b4-180',
    persona: 'life',
    message:
      "Since my divorce last year I've been living on my own for the first time in 20 years, and the kids are at university. Weekends are the worst: I can go from Friday evening to Monday morning without a single conversation. I've thought about joining something but don't know what, and the idea of walking into a room of strangers makes me want to stay home. How do I feel less cut off?",
    intent: 'life.loneliness',
  },
  {
    id: 'b4-181',
    persona: 'life',
    message: 'my best friend has been distant since she got a new boyfriend. do i say something',
    intent: 'life.friendship',
  },
  {
    id: 'b4-182',
    persona: 'life',
    message:
      "A mate keeps cancelling plans at the last minute. I value her but I'm getting fed up. How do I raise it without losing her?",
    intent: 'life.friendship',
  },
  {
    id: 'b4-183',
    persona: 'life',
    message: 'How do you keep a close friendship going when one of you moves abroad?',
    intent: 'life.friendship',
  },
  {
    id: 'b4-184',
    persona: 'life',
    message:
      "I've been friends with Tom since we were 11. Lately every conversation turns into him complaining about his job, and he never asks about my life. Last month I told him I'd got engaged and he changed the subject within a minute. I don't want to lose him, but I feel more like his therapist than his mate. How do I bring this up without wrecking 20 years?",
    intent: 'life.friendship',
  },
  {
    id: 'b4-185',
    persona: 'life',
    message:
      'i get so wound up before social events that i end up cancelling most of them. how do i calm the nerves',
    intent: 'life.anxiety',
  },
  {
    id: 'b4-186',
    persona: 'life',
    message: "I can't stop worrying about things that haven't happened yet. It's constant.",
    intent: 'life.anxiety',
  },
  {
    id: 'b4-187',
    persona: 'life',
    message: 'Any techniques for stopping a worry spiral once it starts?',
    intent: 'life.anxiety',
  },
  {
    id: 'b4-188',
    persona: 'life',
    message:
      "For the last six months I've had this constant sense of dread. I check my emails obsessively, I replay conversations for hours wondering if I upset someone, and a call from an unknown number makes my stomach drop. Nothing is actually wrong in my life. I'd like some practical ways to manage these feelings day to day.",
    intent: 'life.anxiety',
  },
  {
    id: 'b4-189',
    persona: 'life',
    message: 'between work, the house renovation and planning the wedding im stretched to breaking point',
    intent: 'life.stress',
  },
  {
    id: 'b4-190',
    persona: 'life',
    message: 'Everything feels like too much lately. How do I decompress after the day?',
    intent: 'life.stress',
  },
  {
    id: 'b4-191',
    persona: 'life',
    message: 'How do I handle the pressure when several big things in my life are happening at once?',
    intent: 'life.stress',
  },
  {
    id: 'b4-192',
    persona: 'life',
    message:
      "This year I started a new job, we bought our first house, and my partner's been travelling for work half of every month. I'm not sad or panicky exactly, just permanently tense. I grind my teeth, I snap at small things, and I can't remember the last time I felt relaxed. What can I do to bring the pressure down?",
    intent: 'life.stress',
  },
  {
    id: 'b4-193',
    persona: 'life',
    message: 'i lose my temper over tiny things and then feel awful after',
    intent: 'life.anger',
  },
  {
    id: 'b4-194',
    persona: 'life',
    message:
      'I completely lost it at another driver over a parking spot today and it shocked me how fast I went from zero to furious. How do I get a grip on this?',
    intent: 'life.anger',
  },
  {
    id: 'b4-195',
    persona: 'life',
    message: 'How do I stay calm in arguments instead of exploding?',
    intent: 'life.anger',
  },
  {
    id: 'b4-196',
    persona: 'life',
    message:
      "My partner says I have a short fuse, and she's right. Little things, like someone moving my stuff or being late, make me furious in seconds. I raise my voice and say things I regret. Afterwards I feel ashamed and apologise, but it keeps happening. I want to learn to catch it before it boils over.",
    intent: 'life.anger',
  },
  {
    id: 'b4-197',
    persona: 'life',
    message: 'cant drift off before 3am no matter what i try',
    intent: 'life.sleep',
  },
  {
    id: 'b4-198',
    persona: 'life',
    message: "I wake up at 4:30 every morning and can't nod off again. How do I fix this?",
    intent: 'life.sleep',
  },
  {
    id: 'b4-199',
    persona: 'life',
    message: 'What does a good wind-down routine before bed actually look like?',
    intent: 'life.sleep',
  },
  {
    id: 'b4-200',
    persona: 'life',
    message:
      "I'm a nurse and I've just come off six months of rotating night shifts. Now I'm back on days but my body hasn't caught up. I lie awake until 2 or 3, then I'm a wreck at work. I've cut coffee after midday and I don't drink alcohol. What else can I try to reset my body clock?",
    intent: 'life.sleep',
  },
  {
    id: 'b4-201',
    persona: 'life',
    message: 'i always feel like im not good enough compared to everyone else',
    intent: 'life.self-esteem',
  },
  {
    id: 'b4-202',
    persona: 'life',
    message: 'How do I stop being so hard on myself all the time?',
    intent: 'life.self-esteem',
  },
  {
    id: 'b4-203',
    persona: 'life',
    message: 'my inner critic is loud and mean. how do i talk back to it',
    intent: 'life.self-esteem',
  },
  {
    id: 'b4-204',
    persona: 'life',
    message:
      "I'm 29 and I've always felt like the least interesting person in any room. When people compliment me I assume they're being polite. I turn down invitations because I think people only asked me to be nice. Rationally I know I have a good job and decent friends, but I don't feel like I'm worth much. How do I start seeing myself differently?",
    intent: 'life.self-esteem',
  },
  {
    id: 'b4-205',
    persona: 'life',
    message: 'i start new routines and drop them after like 5 days. every single time',
    intent: 'life.habits',
  },
  {
    id: 'b4-206',
    persona: 'life',
    message: "How do I make journaling stick? I've tried three times this year.",
    intent: 'life.habits',
  },
  {
    id: 'b4-207',
    persona: 'life',
    message: 'What is the trick to keeping something going every day once the motivation fades?',
    intent: 'life.habits',
  },
  {
    id: 'b4-208',
    persona: 'life',
    message:
      "Every January I set the same goals: read 20 minutes a day, meditate, meal prep on Sundays. By mid-February they've all gone. I don't think it's laziness: I just lose the thread when life gets busy for a week. I'm 35 with a demanding job. How do I set things up so the good routines survive a chaotic week?",
    intent: 'life.habits',
  },
  {
    id: 'b4-209',
    persona: 'life',
    message: 'havent worked out in 2 years, how do i start again without hating it',
    intent: 'life.exercise',
  },
  {
    id: 'b4-210',
    persona: 'life',
    message:
      'I sit at a desk all day and get out of breath on the stairs. Where do I begin with moving more?',
    intent: 'life.exercise',
  },
  {
    id: 'b4-211',
    persona: 'life',
    message: 'Is it better to go to the gym or do home workouts if I get bored easily?',
    intent: 'life.exercise',
  },
  {
    id: 'b4-212',
    persona: 'life',
    message:
      "I'm 47, about 15 kilos heavier than I'd like, and my doctor has given me the all-clear to start moving more. The problem is I've always hated sports and gyms intimidate me. I walk the dog for 20 minutes a day and that's it. What's a realistic way to build up to something that actually improves my fitness over the next six months?",
    intent: 'life.exercise',
  },
  {
    id: 'b4-213',
    persona: 'life',
    message: 'my phone says 7 hrs a day. mostly tiktok. help',
    intent: 'life.screen-time',
  },
  {
    id: 'b4-214',
    persona: 'life',
    message: "I pick up my phone before I'm even fully awake. How do I stop reaching for it?",
    intent: 'life.screen-time',
  },
  {
    id: 'b4-215',
    persona: 'life',
    message: 'How do I stop mindlessly scrolling every time I have a spare minute?',
    intent: 'life.screen-time',
  },
  {
    id: 'b4-216',
    persona: 'life',
    message:
      "I counted, and I'm on my laptop or phone about 11 hours a day between work and everything else. In the evenings I watch YouTube with Instagram open on my phone at the same time. I used to read books and play guitar and now I never do. I don't want to go offline completely, but I'd like my evenings back. What's a sensible plan?",
    intent: 'life.screen-time',
  },
  {
    id: 'b4-217',
    persona: 'life',
    message: 'essay due friday and i havent started, keep finding other stuff to do instead',
    intent: 'life.procrastination',
  },
  {
    id: 'b4-218',
    persona: 'life',
    message: "Why do I always leave everything to the last minute even when I know it'll stress me out?",
    intent: 'life.procrastination',
  },
  {
    id: 'b4-219',
    persona: 'life',
    message: 'How do I get myself to start a task I have been putting off for weeks?',
    intent: 'life.procrastination',
  },
  {
    id: 'b4-220',
    persona: 'life',
    message:
      "I'm writing my PhD thesis and I've got roughly 6 months left. Every morning I sit down intending to write, then I reorganise my references, answer emails, tidy my desk, check the news. By 4pm I've written 100 words and I feel terrible. I know exactly what I need to do, I just can't make myself do it. What actually works?",
    intent: 'life.procrastination',
  },
  {
    id: 'b4-221',
    persona: 'life',
    message: 'i think im having too much wine in the evenings. like a bottle most nights',
    intent: 'life.drinking',
  },
  {
    id: 'b4-222',
    persona: 'life',
    message: 'How do I enjoy a night out with friends without ending up six pints deep?',
    intent: 'life.drinking',
  },
  {
    id: 'b4-223',
    persona: 'life',
    message: 'thinking of doing a dry month. any tips for actually getting through it?',
    intent: 'life.drinking',
  },
  {
    id: 'b4-224',
    persona: 'life',
    message:
      "Since working from home became permanent, the 'one beer after work' has turned into three or four most nights. I'm not falling over or missing work, but I feel sluggish in the mornings and I've put on weight. My partner has started commenting. I don't necessarily want to stop altogether, I just want to get it back to a level where I feel in control. Where should I start?",
    intent: 'life.drinking',
  },
  {
    id: 'b4-225',
    persona: 'life',
    message: 'always broke by the 20th of the month and no idea where it goes',
    intent: 'life.money',
  },
  {
    id: 'b4-226',
    persona: 'life',
    message: "How do I make a simple budget I'll actually stick to?",
    intent: 'life.money',
  },
  {
    id: 'b4-227',
    persona: 'life',
    message: 'I have 4 credit cards and around 6k owing across them. how do i chip away at it?',
    intent: 'life.money',
  },
  {
    id: 'b4-228',
    persona: 'life',
    message:
      "My partner and I earn about £70k combined, but we never seem to save anything. We eat out a lot, we've got three streaming services and a gym membership neither of us uses, and holidays go on the credit card. We want to buy a house in three years. How do we get a grip on our day-to-day spending?",
    intent: 'life.money',
  },
  {
    id: 'b4-229',
    persona: 'life',
    message: "moved to a new city 2 months ago for my partner's job and it still doesnt feel like home",
    intent: 'life.moving',
  },
  {
    id: 'b4-230',
    persona: 'life',
    message: 'We just relocated from Chicago to a small town in Vermont. How do I build a life here?',
    intent: 'life.moving',
  },
  {
    id: 'b4-231',
    persona: 'life',
    message: 'Any advice for settling in after going abroad? Everything feels foreign and tiring.',
    intent: 'life.moving',
  },
  {
    id: 'b4-232',
    persona: 'life',
    message:
      "Three months ago I relocated from Dublin to Singapore for work. The job is fine and the apartment is nice, but I still feel like a tourist. I don't know where to get a decent haircut, I eat the same three meals, and I haven't found a routine outside of work. My contract is for two years. How do I actually put down roots rather than counting down the days?",
    intent: 'life.moving',
  },
  {
    id: 'b4-233',
    persona: 'life',
    message: 'my mum calls me 5 times a day and gets upset if i dont pick up. how do i set some limits',
    intent: 'life.boundaries',
  },
  {
    id: 'b4-234',
    persona: 'life',
    message: 'I say yes to every favour and end up resentful. How do I learn to say no?',
    intent: 'life.boundaries',
  },
  {
    id: 'b4-235',
    persona: 'life',
    message:
      'A neighbour keeps dropping by unannounced. How do I tell her I need notice without hurting her feelings?',
    intent: 'life.boundaries',
  },
  {
    id: 'b4-236',
    persona: 'life',
    message:
      "I'm the person everyone comes to with their problems: my sister, two close friends, even my neighbour. I like helping, but lately I spend hours on the phone every evening just listening, and I have nothing left for myself. When I tried to cut a call short last week, my friend got upset and I caved. How do I protect my time and energy without feeling like a bad person?",
    intent: 'life.boundaries',
  },
  {
    id: 'b4-237',
    persona: 'life',
    message: 'i have a good life on paper but no sense of what im here to do',
    intent: 'life.purpose',
  },
  {
    id: 'b4-238',
    persona: 'life',
    message:
      "My kids have left home and I don't know what my life is about anymore. How do I find something meaningful?",
    intent: 'life.purpose',
  },
  {
    id: 'b4-239',
    persona: 'life',
    message: 'How do you figure out what you really care about in life?',
    intent: 'life.purpose',
  },
  {
    id: 'b4-240',
    persona: 'life',
    message:
      "I'm 52, recently took early retirement after a 30-year career in banking, and the finances are sorted. For the first few months it felt like a holiday. Now I feel adrift. Golf and gardening aren't enough. I want to spend the next chapter on something that matters, but I genuinely don't know what that is. How do I work it out?",
    intent: 'life.purpose',
  },
  {
    id: 'b4-241',
    persona: 'life',
    message:
      'should i take the flat in the city or the house further out, been going back and forth for weeks',
    intent: 'life.decision',
  },
  {
    id: 'b4-242',
    persona: 'life',
    message:
      'My partner got a job offer in Australia. Do we go? We have to choose by June and I keep flip-flopping.',
    intent: 'life.decision',
  },
  {
    id: 'b4-243',
    persona: 'life',
    message: 'How do you make a huge choice when both options have real downsides?',
    intent: 'life.decision',
  },
  {
    id: 'b4-244',
    persona: 'life',
    message:
      "I've been offered a place on a master's programme in Edinburgh starting in September. It would mean leaving my job, spending about £25k of savings, and being away from my partner for a year. The course would open doors I really want, but it's a huge gamble at 31. I keep making pro and con lists and they come out even. How do I actually decide?",
    intent: 'life.decision',
  },
  {
    id: 'b4-245',
    persona: 'life',
    message:
      'my dad has dementia and i do pretty much everything for him now. i have nothing left for myself',
    intent: 'life.caregiving',
  },
  {
    id: 'b4-246',
    persona: 'life',
    message:
      "My husband had a stroke last year and I'm the one who looks after him full-time now. How do I cope with this new life?",
    intent: 'life.caregiving',
  },
  {
    id: 'b4-247',
    persona: 'life',
    message: 'How do I arrange some respite so I can take a break from looking after my disabled son?',
    intent: 'life.caregiving',
  },
  {
    id: 'b4-248',
    persona: 'life',
    message:
      "My mother-in-law moved in with us in April after a fall. She needs help washing, getting dressed and remembering her medication. I work part-time and my husband works long hours, so most of it falls on me. I love her, but I'm exhausted and I feel guilty for resenting it. What can I do to make this sustainable for the long haul?",
    intent: 'life.caregiving',
  },
  {
    id: 'b4-249',
    persona: 'life',
    message: 'is it normal to get dizzy every time i stand up? been happening for about a week',
    intent: 'any.health',
  },
  {
    id: 'b4-250',
    persona: 'career',
    message:
      "I'm a chef and I've got a rash on my hands that flares up during service. Could it be the cleaning products, and should I see a dermatologist?",
    intent: 'any.health',
  },
  {
    id: 'b4-251',
    persona: 'founder',
    message:
      "Unrelated to the business: I've had heartburn almost every night for a month. Is that something to get checked, and is it OK to keep taking antacids?",
    intent: 'any.health',
  },
  {
    id: 'b4-252',
    persona: 'life',
    message:
      'What side effects should I expect coming off sertraline? My GP wants me to taper over six weeks.',
    intent: 'any.health',
  },
  {
    id: 'b4-253',
    persona: 'founder',
    message:
      'A former contractor says he owns the code he wrote for us because we never signed an IP assignment. Is he right?',
    intent: 'any.legal',
  },
  {
    id: 'b4-254',
    persona: 'career',
    message: 'my employer wants me to sign a 2 year non-compete. is that even enforceable in california',
    intent: 'any.legal',
  },
  {
    id: 'b4-255',
    persona: 'life',
    message:
      "My landlord is refusing to return my £1,200 deposit, claiming the carpet was damaged, which it wasn't. What are my rights here?",
    intent: 'any.legal',
  },
  {
    id: 'b4-256',
    persona: 'career',
    message:
      "I was dismissed a week after telling HR I'm pregnant. Do I have grounds for a discrimination claim?",
    intent: 'any.legal',
  },
  {
    id: 'b4-257',
    persona: 'life',
    message: 'should i pay off my student loan early or put the money in an index fund',
    intent: 'any.finance',
  },
  {
    id: 'b4-258',
    persona: 'career',
    message:
      'My new employer matches pension contributions up to 5%. How much should I put in, and should I transfer my old workplace pension over?',
    intent: 'any.finance',
  },
  {
    id: 'b4-259',
    persona: 'founder',
    message:
      "I'm about to sell my company for roughly $2M. How should I structure the proceeds to keep the capital gains tax bill down?",
    intent: 'any.finance',
  },
  {
    id: 'b4-260',
    persona: 'life',
    message:
      "I've inherited £60k from my grandmother. I'm 33 with no debt. Should I invest it, put it towards a house deposit, or something else?",
    intent: 'any.finance',
  },
];
