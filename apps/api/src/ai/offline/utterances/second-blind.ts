import type { MentorType } from '@mentor/validation';

/**
 * The second blind set (260 messages, 4 per intent, ids b2-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * the offline mentor's blend of its word and sentence-vector classifiers was then chosen with it in view, so it was
 * no longer blind. Its messages joined the corpus here (./index.ts appends them to each intent's list, after the
 * earlier writers'), and the blind set is now src/ai/eval/blind-heldout-21.ts.
 */
export const SECOND_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  {
    id: 'b2-001',
    persona: 'founder',
    message:
      'ok so i have this idea for an app that lets dentists fill last-minute cancelled slots. before i write a single line of code how do i find out if dentists actually care?? only spoken to my own dentist so far lol',
    intent: 'founder.discovery',
  },
  {
    id: 'b2-002',
    persona: 'founder',
    message:
      "Spoke to 11 restaurant owners last week about our stock-tracking tool. Everyone said 'yeah sounds great' but not one asked when they could have it. How do I tell polite nodding from a real problem?",
    intent: 'founder.discovery',
  },
  {
    id: 'b2-003',
    persona: 'founder',
    message:
      "what should i ask in a 20 min call with HR managers so i'm not just leading them into agreeing with my idea",
    intent: 'founder.discovery',
  },
  {
    id: 'b2-004',
    persona: 'founder',
    message:
      "I'm an engineer, zero clue how to talk to potential users. thinking of a driver-tracking tool for small logistics firms in Lagos. how many conversations before I know there's something real here?",
    intent: 'founder.discovery',
  },
  {
    id: 'b2-005',
    persona: 'founder',
    message:
      'MVP is live (booking + notes for physio clinics), works fine, demo looks nice. but nobody is paying yet 😬 where do i find the first 10 clinics willing to give it a go',
    intent: 'founder.first-customers',
  },
  {
    id: 'b2-006',
    persona: 'founder',
    message:
      'B2B tool for construction subcontractors and I have literally zero network in construction. how did people land their very first paying user when they knew nobody in the industry?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b2-007',
    persona: 'founder',
    message:
      'launched on product hunt, 300 upvotes, 0 signups that stuck. how do i get real paying users instead of tourists',
    intent: 'founder.first-customers',
  },
  {
    id: 'b2-008',
    persona: 'founder',
    message:
      'We have 2 paying customers and both are mates of mine. Need strangers to pay now. Should I be doing stuff like onboarding people by hand over zoom, or is that a waste of time?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b2-009',
    persona: 'founder',
    message:
      'charging £19/month for our bookkeeping tool and customers keep saying its a bargain. is that a sign im way too cheap? scared to touch it',
    intent: 'founder.pricing',
  },
  {
    id: 'b2-010',
    persona: 'founder',
    message:
      'per seat or one flat fee? our analytics dashboard gets used by teams of 3 up to 40 people and i genuinely cant decide what to charge',
    intent: 'founder.pricing',
  },
  {
    id: 'b2-011',
    persona: 'founder',
    message:
      "Competitors charge $99, we charge $29 thinking we'd win on being cheaper. It's not working. How do I figure out what number should actually go on the page?",
    intent: 'founder.pricing',
  },
  {
    id: 'b2-012',
    persona: 'founder',
    message: 'free tier or just a 14 day trial?? b2c meal planning app, about 2k users, maybe 60 paying',
    intent: 'founder.pricing',
  },
  {
    id: 'b2-013',
    persona: 'founder',
    message:
      "three of our biggest accounts didn't renew this quarter and none of them told us why. how do i find out what happened and stop the next ones walking",
    intent: 'founder.churn',
  },
  {
    id: 'b2-014',
    persona: 'founder',
    message:
      'people sign up, use it for about 2 weeks, then cancel. roughly 9% of paying users gone every month. what do i even look at first',
    intent: 'founder.churn',
  },
  {
    id: 'b2-015',
    persona: 'founder',
    message:
      'our home workout subscription keeps losing people in month 2. we tried offering a discount when they hit cancel, barely moves the needle. any ideas?',
    intent: 'founder.churn',
  },
  {
    id: 'b2-016',
    persona: 'founder',
    message:
      "Half the schools using our homework platform stop logging in after the first term. They paid for the year but won't renew if they're not using it. How do we keep them engaged?",
    intent: 'founder.churn',
  },
  {
    id: 'b2-017',
    persona: 'founder',
    message:
      "I've closed every deal myself as CEO purely on hustle. now want to bring on 2 SDRs but there's no playbook, it's all in my head. how do i write it down so someone else can repeat it",
    intent: 'founder.sales',
  },
  {
    id: 'b2-018',
    persona: 'founder',
    message:
      'our enterprise deals take 7 months and half of them die in procurement. what should the steps from first call to signed contract actually look like',
    intent: 'founder.sales',
  },
  {
    id: 'b2-019',
    persona: 'founder',
    message:
      '4 person startup selling software to private hospitals in India. leads live in a google sheet and we keep losing track of who we spoke to. how should we set this up properly',
    intent: 'founder.sales',
  },
  {
    id: 'b2-020',
    persona: 'founder',
    message:
      'we waste hours doing demos for people who turn out to have no budget and no authority. how do i filter them earlier 🙃',
    intent: 'founder.sales',
  },
  {
    id: 'b2-021',
    persona: 'founder',
    message:
      'need our first engineer. we can only pay ₦800k/month plus some equity. how do i compete with the banks paying triple that?',
    intent: 'founder.hiring',
  },
  {
    id: 'b2-022',
    persona: 'founder',
    message:
      "first sales person: experienced VP from a big corp or a hungry junior who'll grind? we're at $20k MRR",
    intent: 'founder.hiring',
  },
  {
    id: 'b2-023',
    persona: 'founder',
    message:
      "how much equity do the first 5 employees usually get? also i've never interviewed anyone in my life, how do i run these interviews",
    intent: 'founder.hiring',
  },
  {
    id: 'b2-024',
    persona: 'founder',
    message:
      "Brought on a designer 3 months ago and it's just not working out. Our process was basically one coffee chat and a vibe check. What should it look like next time so we don't repeat this?",
    intent: 'founder.hiring',
  },
  {
    id: 'b2-025',
    persona: 'founder',
    message:
      "how do i get warm intros to VCs when i don't know a single investor? based in Manchester, pre-seed fintech, no fancy network",
    intent: 'founder.fundraising',
  },
  {
    id: 'b2-026',
    persona: 'founder',
    message:
      "We're at $15k MRR growing about 12% month on month. Is it time to go out for a seed round or keep growing and wait?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b2-027',
    persona: 'founder',
    message:
      'angels vs a pre-seed fund vs SAFEs from friends and family... which first? need roughly £250k to get to launch',
    intent: 'founder.fundraising',
  },
  {
    id: 'b2-028',
    persona: 'founder',
    message:
      'how many investors should i be talking to at the same time? last time it dragged on for 6 months and killed our momentum',
    intent: 'founder.fundraising',
  },
  {
    id: 'b2-029',
    persona: 'founder',
    message: 'my deck is 24 slides. investors keep glazing over around slide 8. what do i cut',
    intent: 'founder.pitch',
  },
  {
    id: 'b2-030',
    persona: 'founder',
    message:
      'got a 3 minute slot at demo day next friday. how do i open so people actually remember us out of 40 startups',
    intent: 'founder.pitch',
  },
  {
    id: 'b2-031',
    persona: 'founder',
    message:
      "An angel told me after our meeting: 'I don't get why now.' How do I tell the timing part of our story better in the room?",
    intent: 'founder.pitch',
  },
  {
    id: 'b2-032',
    persona: 'founder',
    message:
      "roast my one liner pls: 'we are uber for laundry in nairobi'. need a better way to say what we do when i stand in front of angels",
    intent: 'founder.pitch',
  },
  {
    id: 'b2-033',
    persona: 'founder',
    message:
      "my cofounder and i haven't agreed on anything for 2 months. he wants to chase enterprise, i want SMBs. we barely talk outside standup now",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b2-034',
    persona: 'founder',
    message:
      "cofounder puts in maybe 20 hrs a week while i'm doing 70, and we're 50/50 on equity. how do i raise this without blowing up the company",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b2-035',
    persona: 'founder',
    message:
      'We argued in front of the whole team yesterday about the roadmap. It was awkward for everyone. How do the two of us fix the way we make decisions together?',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b2-036',
    persona: 'founder',
    message:
      "yaar my cofounder keeps making product calls without telling me. i'm the CTO and i find out from slack 🤦 how do i bring this up with him",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b2-037',
    persona: 'founder',
    message:
      "non-technical, 34, ex-consultant. where do people actually meet a technical partner who'll build with them for equity?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b2-038',
    persona: 'founder',
    message:
      "been talking to a potential CTO for 3 weeks, really like her. how do i know we'll work well together before we split the company",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b2-039',
    persona: 'founder',
    message:
      'is it crazy to start solo? everyone says accelerators prefer teams. how would i even find someone to build this with',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b2-040',
    persona: 'founder',
    message:
      "Met a guy at a hackathon, brilliant coder, but we've known each other for 5 days. What should we try together before we make it official and sign anything?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b2-041',
    persona: 'founder',
    message:
      '18 months in, 40 users, growth totally flat. but a handful of users use one tiny feature like crazy. do we drop everything and build around that?',
    intent: 'founder.pivot',
  },
  {
    id: 'b2-042',
    persona: 'founder',
    message:
      "how do you know when to give up on the current idea vs keep pushing? the team is sick of hearing 'one more quarter'",
    intent: 'founder.pivot',
  },
  {
    id: 'b2-043',
    persona: 'founder',
    message:
      "Our marketplace connecting tutors with parents isn't working, but schools keep asking if they can buy just the scheduling bit. Change direction or stay the course?",
    intent: 'founder.pivot',
  },
  {
    id: 'b2-044',
    persona: 'founder',
    message:
      "investors are hinting we should go B2B instead of consumer. we've put 2 yrs into the consumer app. is switching now madness or smart?",
    intent: 'founder.pivot',
  },
  {
    id: 'b2-045',
    persona: 'founder',
    message:
      "we're doing a mobile app, a web app, partnerships, content marketing AND an API. 3 people. everything is half done",
    intent: 'founder.focus',
  },
  {
    id: 'b2-046',
    persona: 'founder',
    message:
      'every week i start something new and nothing gets finished. solo founder, $3k MRR. how do i pick the one thing that actually matters this quarter',
    intent: 'founder.focus',
  },
  {
    id: 'b2-047',
    persona: 'founder',
    message:
      "Board wants growth, engineers want to fix tech debt, customers want features. I can't do all three. Where do I put the team's time for the next 90 days?",
    intent: 'founder.focus',
  },
  {
    id: 'b2-048',
    persona: 'founder',
    message:
      'too many ideas not enough hands lol. ceo of a 6 person agritech in Kano, everyone has a pet project. how do founders decide what to say no to',
    intent: 'founder.focus',
  },
  {
    id: 'b2-049',
    persona: 'founder',
    message:
      '4 years into my startup and i dread opening my laptop. i used to love this company. not sure i have anything left to give it',
    intent: 'founder.burnout',
  },
  {
    id: 'b2-050',
    persona: 'founder',
    message:
      "Haven't taken a single day off in 11 months. I'm snapping at my team and can't think straight in investor meetings. How do founders recover without the company falling apart?",
    intent: 'founder.burnout',
  },
  {
    id: 'b2-051',
    persona: 'founder',
    message:
      'honestly tired of carrying this whole business. payroll, product, sales, support, all me. i feel empty. is this just what being a founder is',
    intent: 'founder.burnout',
  },
  {
    id: 'b2-052',
    persona: 'founder',
    message:
      "mate i'm cooked. running the shop 7 days a week and i'm starting to resent the thing i built. how do i keep going without losing myself",
    intent: 'founder.burnout',
  },
  {
    id: 'b2-053',
    persona: 'founder',
    message:
      'customers keep asking for like 30 different features. how do i decide what goes into v2 without building a frankenstein',
    intent: 'founder.product',
  },
  {
    id: 'b2-054',
    persona: 'founder',
    message:
      "what should the very first version of a rental management app include? trying to keep it tiny but don't want it to look useless to landlords",
    intent: 'founder.product',
  },
  {
    id: 'b2-055',
    persona: 'founder',
    message:
      'Our onboarding has 9 steps and users get lost around step 4. How do I cut down what the product asks of someone on their first visit?',
    intent: 'founder.product',
  },
  {
    id: 'b2-056',
    persona: 'founder',
    message:
      "how do you plan what to build next when you're 2 engineers and no product manager? right now whoever shouts loudest wins 😅",
    intent: 'founder.product',
  },
  {
    id: 'b2-057',
    persona: 'founder',
    message:
      'tried fb ads, seo, influencers, a bit of everything, nothing brings users consistently. how do i find the one thing that actually works',
    intent: 'founder.growth',
  },
  {
    id: 'b2-058',
    persona: 'founder',
    message:
      "We're HR software doing $40k MRR, almost all from referrals. How do we get more signups beyond word of mouth?",
    intent: 'founder.growth',
  },
  {
    id: 'b2-059',
    persona: 'founder',
    message:
      'is cold email still a thing or should we be posting on linkedin to get in front of ops managers? need more people finding us',
    intent: 'founder.growth',
  },
  {
    id: 'b2-060',
    persona: 'founder',
    message:
      "g'day, running a small pet insurance startup in Brisbane. how do we test a new way of getting users cheaply? only about $2k a month to play with",
    intent: 'founder.growth',
  },
  {
    id: 'b2-061',
    persona: 'founder',
    message:
      "we've got £180k in the bank and spend about £30k a month. when should i start worrying? the raise is going slowly",
    intent: 'founder.runway',
  },
  {
    id: 'b2-062',
    persona: 'founder',
    message: 'how do i work out how many months we have left when revenue is growing but super lumpy?',
    intent: 'founder.runway',
  },
  {
    id: 'b2-063',
    persona: 'founder',
    message:
      'Need to cut costs by 40% to make it to next year. Where do founders usually cut first without killing the business?',
    intent: 'founder.runway',
  },
  {
    id: 'b2-064',
    persona: 'founder',
    message:
      "payroll due in 6 weeks and we're about 20k short. options other than a bridge round from existing investors?",
    intent: 'founder.runway',
  },
  {
    id: 'b2-065',
    persona: 'career',
    message:
      'finished my MSc in data science, 3 months of nothing. how should i structure my week to actually land something',
    intent: 'career.job-search',
  },
  {
    id: 'b2-066',
    persona: 'career',
    message:
      "been at the same company 9 years, honestly don't know how people look for jobs anymore. where do i even start?",
    intent: 'career.job-search',
  },
  {
    id: 'b2-067',
    persona: 'career',
    message:
      "Moving to Melbourne in March and want a marketing role there. How do I start looking while I'm still in the UK?",
    intent: 'career.job-search',
  },
  {
    id: 'b2-068',
    persona: 'career',
    message: 'how many jobs should i be going after? targeting 5 companies i really like or 50 that are ok?',
    intent: 'career.job-search',
  },
  {
    id: 'b2-069',
    persona: 'career',
    message:
      "my resume just lists duties like 'responsible for social media'. how do i make it sound like i actually achieved stuff",
    intent: 'career.cv',
  },
  {
    id: 'b2-070',
    persona: 'career',
    message: "My CV is 4 pages, 15 years of experience. A recruiter said it's too long. What do I take out?",
    intent: 'career.cv',
  },
  {
    id: 'b2-071',
    persona: 'career',
    message: 'how do i explain a 2 year gap on my résumé? stayed home with my kids',
    intent: 'career.cv',
  },
  {
    id: 'b2-072',
    persona: 'career',
    message:
      'fresher, B.Tech 2023, applying for SDE roles. should i put projects at the top or my CGPA? what goes first on the page',
    intent: 'career.cv',
  },
  {
    id: 'b2-073',
    persona: 'career',
    message:
      "applied to 120 jobs in 2 months. two replies, both rejections. something is clearly off but i don't know what",
    intent: 'career.no-responses',
  },
  {
    id: 'b2-074',
    persona: 'career',
    message: 'I keep getting ghosted after applying online. Not even an automated rejection. Is it me?',
    intent: 'career.no-responses',
  },
  {
    id: 'b2-075',
    persona: 'career',
    message:
      'sent in for 40 product manager roles, zero callbacks. i have 6 years experience. wtf is going on',
    intent: 'career.no-responses',
  },
  {
    id: 'b2-076',
    persona: 'career',
    message: "nobody calls me back even for jobs i'm overqualified for 😩 why is nobody biting",
    intent: 'career.no-responses',
  },
  {
    id: 'b2-077',
    persona: 'career',
    message: "final round at Deloitte on thursday, it's a case study. never done one. how do i prep",
    intent: 'career.interview',
  },
  {
    id: 'b2-078',
    persona: 'career',
    message:
      "how do i answer 'tell me about yourself' without rambling for 5 minutes? i always start from my childhood basically 😂",
    intent: 'career.interview',
  },
  {
    id: 'b2-079',
    persona: 'career',
    message: 'System design round next week for a senior backend role. How should I spend the next 7 days?',
    intent: 'career.interview',
  },
  {
    id: 'b2-080',
    persona: 'career',
    message:
      "pls help, tmrw i have the panel for a nursing position and they ask a lot of 'tell me about a time' questions. what stories should i have ready",
    intent: 'career.interview',
  },
  {
    id: 'b2-081',
    persona: 'career',
    message:
      "had the interview last tuesday, they said we'd hear by friday, it's now wednesday. should i email them or is that pushy",
    intent: 'career.interview-after',
  },
  {
    id: 'b2-082',
    persona: 'career',
    message: 'what do I write in a thank you note after a panel interview? is that even a thing in the UK?',
    intent: 'career.interview-after',
  },
  {
    id: 'b2-083',
    persona: 'career',
    message: 'got rejected after the 4th round 😞 should i ask for feedback? how do i phrase it',
    intent: 'career.interview-after',
  },
  {
    id: 'b2-084',
    persona: 'career',
    message:
      "Pretty sure I fumbled one answer in yesterday's interview. Can I send a follow-up email clarifying what I meant, or does that make it worse?",
    intent: 'career.interview-after',
  },
  {
    id: 'b2-085',
    persona: 'career',
    message:
      "got an offer for £52k, i was hoping for 58. they said the number is 'competitive'. can i push back without them pulling it?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b2-086',
    persona: 'career',
    message: 'the offer has a lower base than what I earn now but more equity. how do I counter?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b2-087',
    persona: 'career',
    message:
      'recruiter keeps asking my expected CTC before telling me their number. currently on 14 LPA. what do i say',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b2-088',
    persona: 'career',
    message:
      'they offered 20 days holiday and no signing bonus. is it ok to ask for more on the non-salary stuff before i sign?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b2-089',
    persona: 'career',
    message:
      "two offers on the table: startup paying $130k + options vs a bank paying $155k, super stable. i'm 27. which one??",
    intent: 'career.compare-offers',
  },
  {
    id: 'b2-090',
    persona: 'career',
    message:
      "one job is fully remote, the other is in office 4 days but with a better title and team. can't decide",
    intent: 'career.compare-offers',
  },
  {
    id: 'b2-091',
    persona: 'career',
    message:
      'Got offers from Infosys and a small product company in Pune. How should I weigh them against each other?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b2-092',
    persona: 'career',
    message:
      'offer A: bigger brand, boring work. offer B: smaller agency, cool clients, 3k less. both want an answer by monday. help me think it through',
    intent: 'career.compare-offers',
  },
  {
    id: 'b2-093',
    persona: 'career',
    message:
      'been at my company 3 yrs, took on twice the work since the reorg, same pay. how do i bring up money with my boss',
    intent: 'career.raise',
  },
  {
    id: 'b2-094',
    persona: 'career',
    message:
      'Found out a new hire on my team earns 15% more than me for the same role. I want to ask for more. How do I go about it?',
    intent: 'career.raise',
  },
  {
    id: 'b2-095',
    persona: 'career',
    message: 'annual review next month. what should i prepare so i can ask for a bump in my salary',
    intent: 'career.raise',
  },
  {
    id: 'b2-096',
    persona: 'career',
    message:
      "manager says there's 'no budget' for increases this year. any way to still get paid more where i am?",
    intent: 'career.raise',
  },
  {
    id: 'b2-097',
    persona: 'career',
    message:
      'want to go from senior engineer to staff within a year at a fintech, 200 engineers. what do i need to show',
    intent: 'career.promotion',
  },
  {
    id: 'b2-098',
    persona: 'career',
    message:
      'passed over for team lead twice now. the person who got it has less experience than me. how do i get it next time?',
    intent: 'career.promotion',
  },
  {
    id: 'b2-099',
    persona: 'career',
    message: 'How do I tell my manager I want to move up to senior associate without sounding entitled?',
    intent: 'career.promotion',
  },
  {
    id: 'b2-100',
    persona: 'career',
    message:
      "promo cycle is in october and i'm aiming for manager grade this time. what kind of evidence should i be collecting from now, mate",
    intent: 'career.promotion',
  },
  {
    id: 'b2-101',
    persona: 'career',
    message:
      "my review said i'm 'not strategic enough'. i'm a marketing manager, 4 yrs in. no idea what that means or what to do about it",
    intent: 'career.feedback-received',
  },
  {
    id: 'b2-102',
    persona: 'career',
    message:
      'Manager told me in our 1:1 that people find me abrupt in meetings. I was genuinely shocked. How do I process this and actually act on it?',
    intent: 'career.feedback-received',
  },
  {
    id: 'b2-103',
    persona: 'career',
    message:
      "got 'meets expectations' when i thought i'd smashed it this year, delivered the migration early and everything. how do i understand the gap",
    intent: 'career.feedback-received',
  },
  {
    id: 'b2-104',
    persona: 'career',
    message:
      '360 came back with loads of comments about me not delegating. feel a bit attacked tbh. what do i do with it',
    intent: 'career.feedback-received',
  },
  {
    id: 'b2-105',
    persona: 'career',
    message:
      'one of my reports keeps missing deadlines and i need to tell him straight. i hate confrontation. how do i say it',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b2-106',
    persona: 'career',
    message:
      'How do I tell a colleague more senior than me that their slides are confusing, before the client meeting on Friday?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b2-107',
    persona: 'career',
    message:
      'need to tell a team member their body odour is bothering people in the office. how do i even phrase that kindly',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b2-108',
    persona: 'career',
    message:
      "have to give a low rating to someone who genuinely thinks they're doing great. how do i deliver that conversation",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b2-109',
    persona: 'career',
    message: "my boss changes priorities every day and then blames me when things aren't done. what do i do",
    intent: 'career.manager',
  },
  {
    id: 'b2-110',
    persona: 'career',
    message:
      "manager wants to be cc'd on every single email and checks my work line by line. 8 years experience and i feel like an intern",
    intent: 'career.manager',
  },
  {
    id: 'b2-111',
    persona: 'career',
    message: "My line manager presents my work to leadership as if it's hers. How do I handle this?",
    intent: 'career.manager',
  },
  {
    id: 'b2-112',
    persona: 'career',
    message:
      'boss only replies at 11pm and expects answers by 8am. how do i deal with someone like this without getting on her bad side',
    intent: 'career.manager',
  },
  {
    id: 'b2-113',
    persona: 'career',
    message:
      'coworker keeps interrupting me in meetings and then repeats my ideas as his own. how do i deal with him',
    intent: 'career.colleague',
  },
  {
    id: 'b2-114',
    persona: 'career',
    message:
      "There's a guy on the finance team who refuses to share data we need and escalates everything to his VP. How do I work with him?",
    intent: 'career.colleague',
  },
  {
    id: 'b2-115',
    persona: 'career',
    message:
      "me and another analyst had a massive argument on slack, now it's awkward every single day. how to repair it",
    intent: 'career.colleague',
  },
  {
    id: 'b2-116',
    persona: 'career',
    message:
      "teammate keeps dumping her tasks on me when she's 'busy'. we're both account execs, same level. don't want to be the office snitch but i'm fed up",
    intent: 'career.colleague',
  },
  {
    id: 'b2-117',
    persona: 'career',
    message:
      'teacher for 8 years, want to move into UX design. how do i plan the switch without tanking my income',
    intent: 'career.change',
  },
  {
    id: 'b2-118',
    persona: 'career',
    message:
      '35, accountant, want to work on something climate related. is it too late to switch fields completely?',
    intent: 'career.change',
  },
  {
    id: 'b2-119',
    persona: 'career',
    message:
      "Lawyer here, thinking of moving into product management. What's a realistic path from one to the other?",
    intent: 'career.change',
  },
  {
    id: 'b2-120',
    persona: 'career',
    message:
      'nurse, done with 12 hr shifts, want to move into healthcare tech or something office-based. how do people make that jump',
    intent: 'career.change',
  },
  {
    id: 'b2-121',
    persona: 'career',
    message:
      'want to learn python for my finance job. bootcamp, online course, or just youtube? have about 5 hrs a week',
    intent: 'career.retraining',
  },
  {
    id: 'b2-122',
    persona: 'career',
    message:
      "is the google data analytics certificate worth it or a waste of time? i'm in customer service at a telco, want to get into reporting",
    intent: 'career.retraining',
  },
  {
    id: 'b2-123',
    persona: 'career',
    message: 'How do I pick up SQL fast enough to actually use it at work within 2 months?',
    intent: 'career.retraining',
  },
  {
    id: 'b2-124',
    persona: 'career',
    message:
      "i'm 45 and want to get properly good at excel and power bi. how should i fit studying around a full time job",
    intent: 'career.retraining',
  },
  {
    id: 'b2-125',
    persona: 'career',
    message:
      'laid off on monday along with 200 others. just sitting here staring at the wall. what should i do first this week',
    intent: 'career.layoff',
  },
  {
    id: 'b2-126',
    persona: 'career',
    message:
      'let go after 11 years at the same place. how do i explain it in interviews without sounding bitter',
    intent: 'career.layoff',
  },
  {
    id: 'b2-127',
    persona: 'career',
    message:
      'My role was made redundant. Severance covers 3 months. How do I pick myself up and make a plan?',
    intent: 'career.layoff',
  },
  {
    id: 'b2-128',
    persona: 'career',
    message:
      'company shut down our whole department. feel embarrassed telling people i got cut. how do i bounce back',
    intent: 'career.layoff',
  },
  {
    id: 'b2-129',
    persona: 'career',
    message: 'just got promoted to manage my old teammates, who are also my friends. how do i handle this',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b2-130',
    persona: 'career',
    message: 'first week managing 5 people. what should i actually do in my first 1:1s?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b2-131',
    persona: 'career',
    message:
      "I'm a strong engineer but now I'm the one running the team. How do I stop doing all the coding myself?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b2-132',
    persona: 'career',
    message:
      'new to having reports (3 junior devs as of last week). how often should i meet them and what do we even talk about?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b2-133',
    persona: 'career',
    message: 'i run a team of 12, morale is on the floor after the reorg. how do i get them fired up again',
    intent: 'career.leadership',
  },
  {
    id: 'b2-134',
    persona: 'career',
    message: 'How do I get my team to take ownership instead of coming to me for every single decision?',
    intent: 'career.leadership',
  },
  {
    id: 'b2-135',
    persona: 'career',
    message:
      "two of my team leads can't stand each other and it's splitting the department. what can i do as their director",
    intent: 'career.leadership',
  },
  {
    id: 'b2-136',
    persona: 'career',
    message:
      "how do i set a direction for my people (30 in customer ops) when company strategy changes every quarter? they keep asking me where we're headed",
    intent: 'career.leadership',
  },
  {
    id: 'b2-137',
    persona: 'career',
    message: 'hate my job, have 6 months of savings. is it stupid to leave without another offer lined up?',
    intent: 'career.quit',
  },
  {
    id: 'b2-138',
    persona: 'career',
    message:
      'Should I stick it out until my bonus in March or walk now? Every Sunday night I feel sick about going in.',
    intent: 'career.quit',
  },
  {
    id: 'b2-139',
    persona: 'career',
    message:
      "been unhappy at this company for a year. how do i know if it's time to go or just a rough patch",
    intent: 'career.quit',
  },
  {
    id: 'b2-140',
    persona: 'career',
    message:
      'thinking of handing in my notice but my team is already short staffed and i feel guilty leaving them',
    intent: 'career.quit',
  },
  {
    id: 'b2-141',
    persona: 'career',
    message:
      '26, biology degree, working in retail. no clue what job i actually want. how do i figure it out',
    intent: 'career.direction',
  },
  {
    id: 'b2-142',
    persona: 'career',
    message:
      "I'm decent at lots of things but not passionate about any of them. How do people work out which line of work suits them?",
    intent: 'career.direction',
  },
  {
    id: 'b2-143',
    persona: 'career',
    message:
      "5 years in sales, doing fine, but is this it? honestly don't know what else i'd even be good at professionally",
    intent: 'career.direction',
  },
  {
    id: 'b2-144',
    persona: 'career',
    message: "want work that feels meaningful but i don't know which field. where do i start looking",
    intent: 'career.direction',
  },
  {
    id: 'b2-145',
    persona: 'career',
    message:
      "i'm an introvert and i hate industry events, standing around with a lanyard making small talk. how do i meet people in my field otherwise",
    intent: 'career.networking',
  },
  {
    id: 'b2-146',
    persona: 'career',
    message:
      "how do i message someone on linkedin i don't know without it being weird? want to talk to a few supply chain heads at FMCG companies",
    intent: 'career.networking',
  },
  {
    id: 'b2-147',
    persona: 'career',
    message:
      "Moved to Toronto 2 months ago, don't know a single person in tech here. How do I build contacts from scratch?",
    intent: 'career.networking',
  },
  {
    id: 'b2-148',
    persona: 'career',
    message:
      'how do i keep in touch with ex colleagues without it feeling transactional? feels like i only ever message when i need something',
    intent: 'career.networking',
  },
  {
    id: 'b2-149',
    persona: 'career',
    message:
      "doing the work of 3 people since two left in april and they're not backfilling. 60 hr weeks. how do i push back",
    intent: 'career.workload',
  },
  {
    id: 'b2-150',
    persona: 'career',
    message:
      "Too many projects and everything is 'urgent'. How do I prioritise and tell my manager something has to give?",
    intent: 'career.workload',
  },
  {
    id: 'b2-151',
    persona: 'career',
    message:
      "abeg i keep saying yes to everything at work, now i'm covering payroll, two audits and the new ERP rollout. i'm drowning in tasks and closing at 9pm daily",
    intent: 'career.workload',
  },
  {
    id: 'b2-152',
    persona: 'career',
    message: 'inbox at 400 unread, 6 deadlines this week, meetings all day. how do i get through this',
    intent: 'career.workload',
  },
  {
    id: 'b2-153',
    persona: 'career',
    message: 'just joined google and everyone seems smarter than me. feel like they made a mistake hiring me',
    intent: 'career.imposter',
  },
  {
    id: 'b2-154',
    persona: 'career',
    message: "got promoted to senior and i keep waiting for someone to find out i don't know what i'm doing",
    intent: 'career.imposter',
  },
  {
    id: 'b2-155',
    persona: 'career',
    message:
      'Only woman on a team of 10 engineers and I second guess everything I say in meetings. How do I trust my own judgement?',
    intent: 'career.imposter',
  },
  {
    id: 'b2-156',
    persona: 'career',
    message:
      'manager praised my work in front of everyone but i feel like i just got lucky. how do i stop feeling like a fraud',
    intent: 'career.imposter',
  },
  {
    id: 'b2-157',
    persona: 'life',
    message:
      'me and my partner keep having the exact same fight about chores. he says i nag, i say he never notices anything. how do we break this cycle',
    intent: 'life.relationship',
  },
  {
    id: 'b2-158',
    persona: 'life',
    message:
      "married 7 years, two kids, and honestly it feels like we're flatmates who share a calendar now. how do we get the spark back 😔",
    intent: 'life.relationship',
  },
  {
    id: 'b2-159',
    persona: 'life',
    message:
      'boyfriend works nights at the hospital and i work 9-5, we basically just pass each other in the hallway. how do we stay close like this?',
    intent: 'life.relationship',
  },
  {
    id: 'b2-160',
    persona: 'life',
    message:
      "How do I bring up moving in together with my girlfriend? We've been together 2 years and every time I hint at it she changes the subject.",
    intent: 'life.relationship',
  },
  {
    id: 'b2-161',
    persona: 'life',
    message:
      'she ended things after 4 years last month. i keep checking her instagram at 1am like an idiot. how do i actually move on',
    intent: 'life.breakup',
  },
  {
    id: 'b2-162',
    persona: 'life',
    message: "got dumped over text lol. i'm fine. not fine. how long does it take to stop thinking about him",
    intent: 'life.breakup',
  },
  {
    id: 'b2-163',
    persona: 'life',
    message:
      'The divorce papers came through last week. 19 years together. I have no idea who I am on my own. How do I start again?',
    intent: 'life.breakup',
  },
  {
    id: 'b2-164',
    persona: 'life',
    message:
      'we split up in june but we still work in the same office, same floor 🙃 how am i supposed to get over him when i see him at the coffee machine every day',
    intent: 'life.breakup',
  },
  {
    id: 'b2-165',
    persona: 'life',
    message:
      "my brother and i haven't spoken in a year since he borrowed 2 lakh and never paid it back. mum wants us to make up before diwali. i don't know if i can",
    intent: 'life.family',
  },
  {
    id: 'b2-166',
    persona: 'life',
    message:
      "my parents keep pushing me to marry someone from our community. every phone call ends in shouting and my mum crying. i'm 29 and exhausted by it",
    intent: 'life.family',
  },
  {
    id: 'b2-167',
    persona: 'life',
    message:
      "Mum and my sister had a huge falling out over my sister's wedding and both of them want me on their side. I'm stuck in the middle. What do I do?",
    intent: 'life.family',
  },
  {
    id: 'b2-168',
    persona: 'life',
    message:
      "my dad and my husband can't be in the same room without arguing about politics. sunday lunches have become a nightmare and the kids notice",
    intent: 'life.family',
  },
  {
    id: 'b2-169',
    persona: 'life',
    message:
      'my 14yo barely says a word to us anymore, just stays in his room gaming with headphones on. how do i get through to him without it turning into a row',
    intent: 'life.parenting',
  },
  {
    id: 'b2-170',
    persona: 'life',
    message:
      "toddler meltdowns every single morning getting shoes on for nursery. 45 minutes of screaming before 8am. i'm at the end of my rope, tips??",
    intent: 'life.parenting',
  },
  {
    id: 'b2-171',
    persona: 'life',
    message:
      "Our daughter (8) has been crying before school every morning since we moved. The teacher says she's quiet in class. How can I help her?",
    intent: 'life.parenting',
  },
  {
    id: 'b2-172',
    persona: 'life',
    message:
      "single dad, two kids aged 7 and 10. since their mum and I separated the younger one's acting out and the older one shuts down. how do i handle this on my own",
    intent: 'life.parenting',
  },
  {
    id: 'b2-173',
    persona: 'life',
    message:
      "my mum passed in march and i still can't bring myself to open her last whatsapp messages. is that normal? 6 months on and it still hits me every morning",
    intent: 'life.grief',
  },
  {
    id: 'b2-174',
    persona: 'life',
    message:
      "lost my dog last week, he was 14. people keep saying 'it's just a dog' but i'm wrecked and can't face the walk we used to do",
    intent: 'life.grief',
  },
  {
    id: 'b2-175',
    persona: 'life',
    message:
      'My best friend died in a car accident last year and the anniversary is next Tuesday. How do I get through the day?',
    intent: 'life.grief',
  },
  {
    id: 'b2-176',
    persona: 'life',
    message:
      'how do you carry on after your dad dies? the funeral was 3 months ago and everyone has gone back to normal except me',
    intent: 'life.grief',
  },
  {
    id: 'b2-177',
    persona: 'life',
    message:
      "i work from home and live alone. some days i realise at 9pm i haven't spoken a single word out loud. how do i get more people in my life",
    intent: 'life.loneliness',
  },
  {
    id: 'b2-178',
    persona: 'life',
    message:
      "moved cities for work in january and weekends are soooo empty. scroll through my contacts and there's no one here to text",
    intent: 'life.loneliness',
  },
  {
    id: 'b2-179',
    persona: 'life',
    message:
      "All my friends got married and had kids. I'm 38, single, and most evenings it's just me and the telly. How do people build a life with others around at this age?",
    intent: 'life.loneliness',
  },
  {
    id: 'b2-180',
    persona: 'life',
    message:
      "even at parties i feel like i'm on the outside looking in, like nobody really knows me. how do i change that",
    intent: 'life.loneliness',
  },
  {
    id: 'b2-181',
    persona: 'life',
    message:
      "my best friend has gone quiet since she got a new boyfriend, we used to talk every day now it's once a fortnight. should i say something or let it be",
    intent: 'life.friendship',
  },
  {
    id: 'b2-182',
    persona: 'life',
    message:
      "mate always bails last minute, like 4 times in a row now. i want to keep him as a friend but it's doing my head in",
    intent: 'life.friendship',
  },
  {
    id: 'b2-183',
    persona: 'life',
    message:
      "Had a falling out with my oldest friend over a loan, haven't spoken in 2 months. I miss her. How do I reach out without making it worse?",
    intent: 'life.friendship',
  },
  {
    id: 'b2-184',
    persona: 'life',
    message:
      'my two closest friends moved to dubai and sydney. group chat is dying. how do we stay close with different time zones',
    intent: 'life.friendship',
  },
  {
    id: 'b2-185',
    persona: 'life',
    message:
      'my chest goes tight and my thoughts race before any social thing, even a small birthday drinks with 5 people. how do i calm myself down',
    intent: 'life.anxiety',
  },
  {
    id: 'b2-186',
    persona: 'life',
    message:
      "I constantly worry about things that will probably never happen, like my partner crashing the car or losing my job out of nowhere. My brain just won't switch off.",
    intent: 'life.anxiety',
  },
  {
    id: 'b2-187',
    persona: 'life',
    message:
      'i overthink every text i send and replay conversations for hours wondering if i said something wrong. how do i get out of my own head',
    intent: 'life.anxiety',
  },
  {
    id: 'b2-188',
    persona: 'life',
    message:
      'knot in my stomach every sunday evening imagining everything that could go wrong in the coming week. what actually helps with this dread',
    intent: 'life.anxiety',
  },
  {
    id: 'b2-189',
    persona: 'life',
    message:
      "uni exams, 20 hrs a week at my part time job and moving flats all in the same month. i'm stretched so thin i can feel my jaw clenched all day. how do i cope",
    intent: 'life.stress',
  },
  {
    id: 'b2-190',
    persona: 'life',
    message:
      "work deadlines, planning our wedding and a kitchen renovation all at once. i'm running on coffee and adrenaline. how do i not lose it",
    intent: 'life.stress',
  },
  {
    id: 'b2-191',
    persona: 'life',
    message:
      "Everything's piling up this month: the car needs fixing, work is mad, kids' school stuff. I'm tense all the time and my shoulders are in knots.",
    intent: 'life.stress',
  },
  {
    id: 'b2-192',
    persona: 'life',
    message:
      "how do i properly switch off after a long day so i'm not still wound up when i walk in the door to my family",
    intent: 'life.stress',
  },
  {
    id: 'b2-193',
    persona: 'life',
    message:
      'i lose my temper with my kids over spilled juice and shoes left out, then feel terrible afterwards. how do i stop blowing up at them',
    intent: 'life.anger',
  },
  {
    id: 'b2-194',
    persona: 'life',
    message:
      "road rage is getting bad. i'm shouting and honking at other drivers every morning on the M25, arrive at work already fuming",
    intent: 'life.anger',
  },
  {
    id: 'b2-195',
    persona: 'life',
    message:
      'I get so irritated with my wife over tiny stuff, like how she loads the dishwasher, and I snap before I can even think. How do I catch it earlier?',
    intent: 'life.anger',
  },
  {
    id: 'b2-196',
    persona: 'life',
    message:
      'how do i cool off in the moment when someone really gets under my skin? i say things i regret and then spend days apologising',
    intent: 'life.anger',
  },
  {
    id: 'b2-197',
    persona: 'life',
    message:
      "lie awake till 3am every night with my mind going a mile a minute. alarm goes at 6:30 and i'm a zombie all day",
    intent: 'life.sleep',
  },
  {
    id: 'b2-198',
    persona: 'life',
    message:
      "wake up at 4am on the dot and can't drop back off. just lie there staring at the ceiling. any tips",
    intent: 'life.sleep',
  },
  {
    id: 'b2-199',
    persona: 'life',
    message:
      "Eight months of night shifts completely wrecked my body clock and I'm back on days now. How do I reset it?",
    intent: 'life.sleep',
  },
  {
    id: 'b2-200',
    persona: 'life',
    message: "how do i actually nod off earlier? i get into bed at 11 and i'm still wide awake at 1",
    intent: 'life.sleep',
  },
  {
    id: 'b2-201',
    persona: 'life',
    message:
      'i always feel less than everyone else. i compare myself constantly to people on insta and come off it feeling like rubbish',
    intent: 'life.self-esteem',
  },
  {
    id: 'b2-202',
    persona: 'life',
    message:
      "can't take a compliment to save my life. someone says i look nice and i immediately think they're just being polite",
    intent: 'life.self-esteem',
  },
  {
    id: 'b2-203',
    persona: 'life',
    message:
      "How do I start actually liking myself? The voice in my head is so harsh, I'd never talk to a friend the way I talk to me.",
    intent: 'life.self-esteem',
  },
  {
    id: 'b2-204',
    persona: 'life',
    message:
      "after the divorce i feel unattractive and like i'm not worth much to anyone. how do i get my confidence back at 45",
    intent: 'life.self-esteem',
  },
  {
    id: 'b2-205',
    persona: 'life',
    message:
      'want to read 20 pages every night but i always fall off after a week. how do i make it stick this time',
    intent: 'life.habits',
  },
  {
    id: 'b2-206',
    persona: 'life',
    message: 'How do I build a morning routine and actually keep it going for more than 3 days?',
    intent: 'life.habits',
  },
  {
    id: 'b2-207',
    persona: 'life',
    message:
      "every january i make a list of resolutions and by mid feb they've all gone out the window. what am i doing wrong",
    intent: 'life.habits',
  },
  {
    id: 'b2-208',
    persona: 'life',
    message:
      "want to do 10 minutes of meditation daily but keep forgetting until i'm in bed. how do i make it automatic like brushing my teeth",
    intent: 'life.habits',
  },
  {
    id: 'b2-209',
    persona: 'life',
    message:
      "haven't done any sport in 5 years, desk job, back's stiff all the time. want to start moving my body. where do i begin",
    intent: 'life.exercise',
  },
  {
    id: 'b2-210',
    persona: 'life',
    message:
      "how do i get myself to the gym after work when i'm knackered? membership's been unused since march lol",
    intent: 'life.exercise',
  },
  {
    id: 'b2-211',
    persona: 'life',
    message:
      "I want to get fitter but I honestly hate running. What else could I try that doesn't feel like punishment?",
    intent: 'life.exercise',
  },
  {
    id: 'b2-212',
    persona: 'life',
    message:
      '40 and carrying a lot of extra weight, embarrassed to walk into a gym full of fit 20 year olds. how do i start',
    intent: 'life.exercise',
  },
  {
    id: 'b2-213',
    persona: 'life',
    message:
      "my phone says 7 hrs a day average, mostly tiktok and reels. that's a part time job 😳 how do i get that number way down",
    intent: 'life.screen-time',
  },
  {
    id: 'b2-214',
    persona: 'life',
    message: 'scrolling in bed till 2am every night then hating myself in the morning. need to break this',
    intent: 'life.screen-time',
  },
  {
    id: 'b2-215',
    persona: 'life',
    message: 'My weekly phone report is honestly embarrassing. Any tricks to pick it up less?',
    intent: 'life.screen-time',
  },
  {
    id: 'b2-216',
    persona: 'life',
    message:
      "how do i stop reaching for my phone every 5 minutes? even while watching a film i'm checking instagram",
    intent: 'life.screen-time',
  },
  {
    id: 'b2-217',
    persona: 'life',
    message:
      "essay due in 3 days and i haven't written a word. instead i've cleaned my whole room, reorganised my spotify and watched 2 seasons of something",
    intent: 'life.procrastination',
  },
  {
    id: 'b2-218',
    persona: 'life',
    message:
      'I always leave everything to the last minute and then panic the night before. How do I break that pattern?',
    intent: 'life.procrastination',
  },
  {
    id: 'b2-219',
    persona: 'life',
    message:
      "been meaning to clear out the garage and sort my paperwork for literally 8 months. every weekend i say 'next weekend'",
    intent: 'life.procrastination',
  },
  {
    id: 'b2-220',
    persona: 'life',
    message:
      "how do i get started on things i just don't feel like doing? once i start i'm fine, it's the starting",
    intent: 'life.procrastination',
  },
  {
    id: 'b2-221',
    persona: 'life',
    message:
      "a bottle of wine most nights to unwind after work has become normal for me. i'd like that to stop being every night",
    intent: 'life.drinking',
  },
  {
    id: 'b2-222',
    persona: 'life',
    message:
      'every friday turns into a massive session and i lose the whole weekend hungover. how do i keep it to a couple pints',
    intent: 'life.drinking',
  },
  {
    id: 'b2-223',
    persona: 'life',
    message:
      'Want to try going dry for January but my whole social life is the pub with the lads. How do I manage that?',
    intent: 'life.drinking',
  },
  {
    id: 'b2-224',
    persona: 'life',
    message:
      'how do i turn down drinks at work events without everyone making a big deal of it? they keep topping up my glass',
    intent: 'life.drinking',
  },
  {
    id: 'b2-225',
    persona: 'life',
    message:
      'always skint by the 20th of the month even though i earn decent money. where does it all go?? how do i plan my spending',
    intent: 'life.money',
  },
  {
    id: 'b2-226',
    persona: 'life',
    message: 'I have £4k on a credit card and want it gone. Where do I start?',
    intent: 'life.money',
  },
  {
    id: 'b2-227',
    persona: 'life',
    message:
      "me and my wife keep arguing about spending. she's a saver, i'm not. how do we get on the same page",
    intent: 'life.money',
  },
  {
    id: 'b2-228',
    persona: 'life',
    message:
      "how do i stop impulse buying online? amazon parcels arriving every other day and i don't even remember ordering half of it",
    intent: 'life.money',
  },
  {
    id: 'b2-229',
    persona: 'life',
    message:
      "moved to Berlin 3 months ago for a new job and it still feels foreign. don't know the rules, don't speak much german. how do i make it feel like my place",
    intent: 'life.moving',
  },
  {
    id: 'b2-230',
    persona: 'life',
    message: "relocated to Aberdeen for my husband's job. i don't know a soul and i miss home so much",
    intent: 'life.moving',
  },
  {
    id: 'b2-231',
    persona: 'life',
    message:
      "We've just moved to a small town with the kids after 10 years in the city. How do we make this place feel like home?",
    intent: 'life.moving',
  },
  {
    id: 'b2-232',
    persona: 'life',
    message: 'leaving Lagos for London next month. how do i prepare for the culture shock and the weather 🥶',
    intent: 'life.moving',
  },
  {
    id: 'b2-233',
    persona: 'life',
    message:
      "my mum rings me 5 times a day and gets upset if i don't pick up. i love her but i can't keep doing this",
    intent: 'life.boundaries',
  },
  {
    id: 'b2-234',
    persona: 'life',
    message:
      'a friend keeps asking me to watch her kids every weekend and i can never say no. now i resent her',
    intent: 'life.boundaries',
  },
  {
    id: 'b2-235',
    persona: 'life',
    message: 'How do I say no to people without feeling like the worst person alive?',
    intent: 'life.boundaries',
  },
  {
    id: 'b2-236',
    persona: 'life',
    message:
      "neighbour keeps popping round unannounced and staying for hours. she's lovely but how do i tell her i need my space",
    intent: 'life.boundaries',
  },
  {
    id: 'b2-237',
    persona: 'life',
    message:
      "I have the house, the car, a good job, everything I thought I wanted, but something's missing. What am I actually doing with my life?",
    intent: 'life.purpose',
  },
  {
    id: 'b2-238',
    persona: 'life',
    message:
      "kids have all left home, i'm 52, and i don't know what to do with this next chapter. what do i want my life to be about now",
    intent: 'life.purpose',
  },
  {
    id: 'b2-239',
    persona: 'life',
    message:
      "how do you figure out what really matters to you? i feel like i've been living by everyone else's script",
    intent: 'life.purpose',
  },
  {
    id: 'b2-240',
    persona: 'life',
    message:
      'retired last year after 35 years in the civil service and i feel aimless. how do i find something meaningful to fill my days',
    intent: 'life.purpose',
  },
  {
    id: 'b2-241',
    persona: 'life',
    message:
      "should i move back to Manila to be near my parents or stay in Canada where my career is? i've made pro/con lists for months",
    intent: 'life.decision',
  },
  {
    id: 'b2-242',
    persona: 'life',
    message:
      "trying to decide whether to have a second child. we keep going round in circles and can't land anywhere",
    intent: 'life.decision',
  },
  {
    id: 'b2-243',
    persona: 'life',
    message: 'He proposed and I said I needed time. I have to give him an answer by summer. How do I know?',
    intent: 'life.decision',
  },
  {
    id: 'b2-244',
    persona: 'life',
    message:
      'how do you make a huge life choice when you keep flip flopping every other day? i need some way to decide',
    intent: 'life.decision',
  },
  {
    id: 'b2-245',
    persona: 'life',
    message:
      "looking after my mum who has dementia, plus working full time. she doesn't always know who i am. i'm running on empty",
    intent: 'life.caregiving',
  },
  {
    id: 'b2-246',
    persona: 'life',
    message:
      'my husband had a stroke in may and now i do everything for him, washing, meds, appointments. how do i keep going and still be his wife not just his nurse',
    intent: 'life.caregiving',
  },
  {
    id: 'b2-247',
    persona: 'life',
    message:
      "My dad refuses any help but he can't manage on his own anymore, he's fallen twice this year. How do I support him without taking over?",
    intent: 'life.caregiving',
  },
  {
    id: 'b2-248',
    persona: 'life',
    message:
      "my brother does nothing, i'm the one driving to nan's 3 times a week to cook and clean for her. starting to resent both of them",
    intent: 'life.caregiving',
  },
  {
    id: 'b2-249',
    persona: 'founder',
    message:
      "bit off topic but i've had headaches every afternoon for 3 weeks and my smartwatch says my resting heart rate is up. should i get checked, could it be blood pressure?",
    intent: 'any.health',
  },
  {
    id: 'b2-250',
    persona: 'career',
    message:
      'my GP just started me on sertraline 50mg. can i still have my 3 coffees a day at work with it or does it interact',
    intent: 'any.health',
  },
  {
    id: 'b2-251',
    persona: 'life',
    message: 'is it safe to take ibuprofen and paracetamol together for my back? been doing it for a week',
    intent: 'any.health',
  },
  {
    id: 'b2-252',
    persona: 'life',
    message:
      'just got told i have type 2 diabetes at my checkup. what foods should i be avoiding and do i need to check my sugar levels every day',
    intent: 'any.health',
  },
  {
    id: 'b2-253',
    persona: 'founder',
    message:
      "is a non-compete clause in our first engineer's contract actually enforceable in california? lawyer is expensive so asking here first",
    intent: 'any.legal',
  },
  {
    id: 'b2-254',
    persona: 'career',
    message:
      'new employer wants me to sign a contract with a 6 month non-compete covering the whole UK. is that even legal or can they enforce it',
    intent: 'any.legal',
  },
  {
    id: 'b2-255',
    persona: 'career',
    message:
      "I told my boss I was pregnant and two weeks later I was let go for 'restructuring'. Do I have grounds to take them to a tribunal?",
    intent: 'any.legal',
  },
  {
    id: 'b2-256',
    persona: 'life',
    message:
      "landlord is keeping my entire £1,200 deposit and won't say why. what are my rights here, can i take him to small claims",
    intent: 'any.legal',
  },
  {
    id: 'b2-257',
    persona: 'founder',
    message:
      "as a founder in the uk should i pay myself a salary or dividends from the ltd company? what's more tax efficient",
    intent: 'any.finance',
  },
  {
    id: 'b2-258',
    persona: 'founder',
    message:
      "we sold the company last month and i'm about to have ~$2M land in my account. index funds? property? how do i invest it sensibly",
    intent: 'any.finance',
  },
  {
    id: 'b2-259',
    persona: 'career',
    message:
      'new job matches pension contributions up to 5%. how much should i put in and should i move my old workplace pension over',
    intent: 'any.finance',
  },
  {
    id: 'b2-260',
    persona: 'life',
    message: 'remortgage is due in august. fixed for 5 years or tracker? rates are all over the place',
    intent: 'any.finance',
  },
];
