import type { BlindMessage } from './blind-heldout';

/**
 * Twenty-first blind held-out set for the offline mentor (260 messages, 4 per intent): written by someone who saw only
 * the list of intents with a one-line title each, never the corpus, its vocabulary, the classifier or the earlier
 * blind sets. Measure it, never tune on it. One message (b21-201) was word for word a message of the corpus when it was
 * written; two words were added to it.
 */
export const BLIND_HELDOUT_21: readonly BlindMessage[] = [
  // founder.discovery
  {
    id: 'b21-001',
    persona: 'founder',
    message:
      'been talking to 11 restaurant owners about my inventory app. they all nod and say nice idea but not one has asked when they can start using it. how do i tell if they actually want it',
    intent: 'founder.discovery',
  },
  {
    id: 'b21-002',
    persona: 'founder',
    message:
      "Before I quit my job to build this, how can I find out whether small accounting firms would genuinely pay for automated receipt matching? I don't want to spend six months coding and hear crickets.",
    intent: 'founder.discovery',
  },
  {
    id: 'b21-003',
    persona: 'founder',
    message:
      'what questions do i ask dairy farmers in interviews without basically leading them to say yes to my milk yield sensor',
    intent: 'founder.discovery',
  },
  {
    id: 'b21-004',
    persona: 'founder',
    message:
      "My mum says my dog-walking booking app is brilliant. So does my flatmate. I'm starting to suspect that isn't evidence.",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b21-005',
    persona: 'founder',
    message:
      "We've got an MVP for our scheduling tool for physio clinics and zero paying users. Where would I find the first ten clinics willing to take a punt on it?",
    intent: 'founder.first-customers',
  },
  {
    id: 'b21-006',
    persona: 'founder',
    message:
      'launch day came and went. 3 signups, all mates. how do people get actual strangers using the thing at the very start',
    intent: 'founder.first-customers',
  },
  {
    id: 'b21-007',
    persona: 'founder',
    message:
      'Opening the food truck in Durban next month. How do I get people queuing on day one when nobody has heard of us?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b21-008',
    persona: 'founder',
    message:
      'Honestly I just need someone outside my own network to pay for our invoicing plugin. Is cold outreach the way to land the first handful, or should I be hanging around in online communities?',
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b21-009',
    persona: 'founder',
    message:
      'charging R150 a month for the salon booking app, competitors charge double. am i underpricing or is that my edge',
    intent: 'founder.pricing',
  },
  {
    id: 'b21-010',
    persona: 'founder',
    message:
      "Per-seat or usage-based for our API? Customers range from two-person agencies to 500-person enterprises and I can't find one model that fits both.",
    intent: 'founder.pricing',
  },
  {
    id: 'b21-011',
    persona: 'founder',
    message:
      "Thinking of adding a premium tier but I've no idea what goes in it or what to charge for it. Currently one plan at $29.",
    intent: 'founder.pricing',
  },
  {
    id: 'b21-012',
    persona: 'founder',
    message:
      'i literally picked 49 a month for my job scheduling software for plumbers out of thin air lol. how should i actually work out the number',
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b21-013',
    persona: 'founder',
    message:
      "Signups are healthy but about 40% of paying customers cancel after month two. What's the best way to find out why they leave?",
    intent: 'founder.churn',
  },
  {
    id: 'b21-014',
    persona: 'founder',
    message: 'ppl sign up for the meal kit boxes, get 2 deliveries and cancel. how do i keep them around',
    intent: 'founder.churn',
  },
  {
    id: 'b21-015',
    persona: 'founder',
    message:
      'Logo retention looks OK but NRR dropped to 88% this quarter, mostly downgrades. Where would you start digging?',
    intent: 'founder.churn',
  },
  {
    id: 'b21-016',
    persona: 'founder',
    message:
      'Customers dey leave us once the free month ends o. We run a POS app for provision shops in Ibadan. How we go take hold them?',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b21-017',
    persona: 'founder',
    message:
      "I'm the only one selling right now and the whole process lives in my head and a messy spreadsheet. How do I make it repeatable before I hire our first rep?",
    intent: 'founder.sales',
  },
  {
    id: 'b21-018',
    persona: 'founder',
    message:
      'deals keep stalling after the demo. prospects love it then go quiet for weeks. what should my follow up steps look like',
    intent: 'founder.sales',
  },
  {
    id: 'b21-019',
    persona: 'founder',
    message:
      'Selling into NHS trusts takes nine months and six stakeholders. How should we structure the pipeline so deals stop falling through the cracks?',
    intent: 'founder.sales',
  },
  {
    id: 'b21-020',
    persona: 'founder',
    message:
      'what should a first call look like when im selling hr software to 200 person companies, i just kind of wing it at the moment',
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b21-021',
    persona: 'founder',
    message:
      "Need our first engineer. Can't compete with big tech salaries. How do I attract someone really good with equity and the mission?",
    intent: 'founder.hiring',
  },
  {
    id: 'b21-022',
    persona: 'founder',
    message:
      'hired too fast last time and had to let the guy go after 2 months. how do i interview properly for a head of ops this time round',
    intent: 'founder.hiring',
  },
  {
    id: 'b21-023',
    persona: 'founder',
    message:
      "We're 6 people and need someone on customer support. Full-time or contractor, and what should I be looking for?",
    intent: 'founder.hiring',
  },
  {
    id: 'b21-024',
    persona: 'founder',
    message:
      "Kindly advise how I can test a developer's skills when I am not technical myself. We are an edtech startup in Pune and have shortlisted 4 candidates for the role.",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b21-025',
    persona: 'founder',
    message: 'Planning a £750k seed round. How many investors should I approach, and in what order?',
    intent: 'founder.fundraising',
  },
  {
    id: 'b21-026',
    persona: 'founder',
    message: 'angels or VCs first? 20k MRR growing 15% month on month',
    intent: 'founder.fundraising',
  },
  {
    id: 'b21-027',
    persona: 'founder',
    message:
      "Been turned down by 23 funds. Everyone says 'too early'. Do I keep knocking on doors or change something?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b21-028',
    persona: 'founder',
    message: 'how do SAFEs work and what valuation cap is normal for pre-seed in lagos right now',
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b21-029',
    persona: 'founder',
    message: 'My deck is 28 slides and investors keep zoning out around slide 9. Help me cut it down.',
    intent: 'founder.pitch',
  },
  {
    id: 'b21-030',
    persona: 'founder',
    message: 'whats the best way to open when i only get 3 mins on stage at demo day next week',
    intent: 'founder.pitch',
  },
  {
    id: 'b21-031',
    persona: 'founder',
    message:
      "An investor told me afterwards she couldn't tell if we're a marketplace or a SaaS. How do I explain what we do in one sentence?",
    intent: 'founder.pitch',
  },
  {
    id: 'b21-032',
    persona: 'founder',
    message:
      'can you poke holes in how i present our market size, i think its the weakest bit of the deck and they always pounce on it',
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b21-033',
    persona: 'founder',
    message:
      "My cofounder wants to raise and scale fast, I want to stay bootstrapped. We've argued about it for weeks and it's getting personal.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b21-034',
    persona: 'founder',
    message:
      'my co founder barely does any work anymore but still owns 50%. how do i bring it up without blowing up the company',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b21-035',
    persona: 'founder',
    message:
      "We never properly agreed who's CEO. We set up as equal partners and now it's causing friction in every single meeting.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b21-036',
    persona: 'founder',
    message:
      'me and my business partner on the food truck havent spoken properly in 4 days after a blowup about the menu. we still have to work side by side in a tiny van',
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b21-037',
    persona: 'founder',
    message:
      "I'm a solo non-technical founder. Where do people actually meet technical cofounders these days?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b21-038',
    persona: 'founder',
    message:
      "how do you know someone's right to start a company with before you commit? met a guy at a hackathon, seems sound",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b21-039',
    persona: 'founder',
    message:
      "Investors keep telling me they won't back a single founder. I need a partner with a sales background. How do I go about looking?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b21-040',
    persona: 'founder',
    message:
      'looking for a CTO type to join me on an agritech idea here in Nakuru, cant pay a salary yet. where do i find such a person',
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b21-041',
    persona: 'founder',
    message:
      'Eighteen months in, growth is flat, but one side feature gets all the usage. Do we drop the main product and go all in on that?',
    intent: 'founder.pivot',
  },
  {
    id: 'b21-042',
    persona: 'founder',
    message:
      'thinking of switching from consumers to selling to businesses. is that brave or am i just running away',
    intent: 'founder.pivot',
  },
  {
    id: 'b21-043',
    persona: 'founder',
    message:
      "How do you know when to stop pushing and change direction entirely? We've tried everything on this marketplace.",
    intent: 'founder.pivot',
  },
  {
    id: 'b21-044',
    persona: 'founder',
    message: 'pivot or persevere. 4k in the bank, 60 users, zero love',
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b21-045',
    persona: 'founder',
    message:
      "This week's list: website redesign, investor updates, bug backlog, a partnership call, two interviews, a conference talk. I can't do it all. What actually matters?",
    intent: 'founder.focus',
  },
  {
    id: 'b21-046',
    persona: 'founder',
    message:
      'we keep chasing every shiny thing. enterprise deal, new market, app store launch. team of 3 is spread thin',
    intent: 'founder.focus',
  },
  {
    id: 'b21-047',
    persona: 'founder',
    message: 'If I could only work on one thing for the next 90 days, how would I choose it?',
    intent: 'founder.focus',
  },
  {
    id: 'b21-048',
    persona: 'founder',
    message: 'everything feels urgent at the startup and nothing gets finished. what do i drop',
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b21-049',
    persona: 'founder',
    message:
      "I've worked every single day for 14 months on this startup. I don't even care about it anymore and I used to love it.",
    intent: 'founder.burnout',
  },
  {
    id: 'b21-050',
    persona: 'founder',
    message:
      'running the cheese business off the farm is wrecking me. i snap at everyone and cant remember my last day off',
    intent: 'founder.burnout',
  },
  {
    id: 'b21-051',
    persona: 'founder',
    message:
      "Not a business question for once. I'm completely running on empty. How do other founders keep going without frying themselves?",
    intent: 'founder.burnout',
  },
  {
    id: 'b21-052',
    persona: 'founder',
    message: 'exhausted. company is fine, me not so much',
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b21-053',
    persona: 'founder',
    message:
      'Customers keep asking for 20 different features. How do I decide what actually goes on the roadmap?',
    intent: 'founder.product',
  },
  {
    id: 'b21-054',
    persona: 'founder',
    message: 'what should go in v1 of our tenant app and what can wait',
    intent: 'founder.product',
  },
  {
    id: 'b21-055',
    persona: 'founder',
    message: "The app does too many things and nobody understands what it's for. How do I strip it back?",
    intent: 'founder.product',
  },
  {
    id: 'b21-056',
    persona: 'founder',
    message:
      'Users keep requesting a mobile app but I reckon what they really want is faster reports. How do I work out which problem to actually build for?',
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b21-057',
    persona: 'founder',
    message:
      "We've tried Facebook ads, SEO and a few influencers. Nothing really moved. How do I pick the one channel to double down on?",
    intent: 'founder.growth',
  },
  {
    id: 'b21-058',
    persona: 'founder',
    message: 'word of mouth got us to 500 users but its plateaued. what next',
    intent: 'founder.growth',
  },
  {
    id: 'b21-059',
    persona: 'founder',
    message: 'Is LinkedIn content worth it for a B2B compliance tool, or should I just be on paid search?',
    intent: 'founder.growth',
  },
  {
    id: 'b21-060',
    persona: 'founder',
    message: 'CAC on ads is 3x what a customer is worth to us. Need a cheaper way to bring users in.',
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b21-061',
    persona: 'founder',
    message:
      'We have 7 months of cash left. What should I cut first, and at what point should I start panicking?',
    intent: 'founder.runway',
  },
  {
    id: 'b21-062',
    persona: 'founder',
    message: 'how do i calculate burn properly, me and my cofounder keep getting different numbers',
    intent: 'founder.runway',
  },
  {
    id: 'b21-063',
    persona: 'founder',
    message: "Revenue dipped and payroll's due in six weeks. How do I stretch what we have?",
    intent: 'founder.runway',
  },
  {
    id: 'b21-064',
    persona: 'founder',
    message: '4 months of money left, no round in sight. what are my options to buy time',
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b21-065',
    persona: 'career',
    message:
      "I'm graduating in June with a chemistry degree and have no idea where to start applying. How should I structure my search?",
    intent: 'career.job-search',
  },
  {
    id: 'b21-066',
    persona: 'career',
    message:
      'been applying randomly for 2 weeks, want an actual plan po. targeting product roles in Manila or remote',
    intent: 'career.job-search',
  },
  {
    id: 'b21-067',
    persona: 'career',
    message:
      'How many applications a week is realistic while working full-time? I want to be out of here by Christmas.',
    intent: 'career.job-search',
  },
  {
    id: 'b21-068',
    persona: 'career',
    message:
      'moving to melbourne in march and need work lined up before i go. nursing background. where do i even look',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b21-069',
    persona: 'career',
    message: 'My CV is three pages. Recruiters keep saying two max. What should I cut?',
    intent: 'career.cv',
  },
  {
    id: 'b21-070',
    persona: 'career',
    message: 'how do i write bullet points that show impact when my job is basically fixing boilers',
    intent: 'career.cv',
  },
  {
    id: 'b21-071',
    persona: 'career',
    message:
      "Can you look at how I describe my PhD on my resume? I'm applying for industry data roles and it reads way too academic.",
    intent: 'career.cv',
  },
  {
    id: 'b21-072',
    persona: 'career',
    message: '2 year gap on my cv from caring for my dad. how do i word that section',
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b21-073',
    persona: 'career',
    message:
      "I've sent out 80 applications and heard back from maybe 3. Something's wrong but I don't know what.",
    intent: 'career.no-responses',
  },
  {
    id: 'b21-074',
    persona: 'career',
    message: 'months of applying. auto rejections or total silence. is it me or the market',
    intent: 'career.no-responses',
  },
  {
    id: 'b21-075',
    persona: 'career',
    message: 'Why do I never get past the first stage? Not even a phone screen.',
    intent: 'career.no-responses',
  },
  {
    id: 'b21-076',
    persona: 'career',
    message:
      "naebody is getting back to me at all. 50 applications in for primary teaching posts round Glasgow. it's like shouting into a void",
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b21-077',
    persona: 'career',
    message: 'Final round with a bank on Thursday: case study plus behavioural. How should I prepare?',
    intent: 'career.interview',
  },
  {
    id: 'b21-078',
    persona: 'career',
    message: 'how do i answer tell me about yourself without rambling for 5 mins',
    intent: 'career.interview',
  },
  {
    id: 'b21-079',
    persona: 'career',
    message:
      "Panel interview for porter supervisor at the hospital next week. I've never done a panel before and I'm bricking it.",
    intent: 'career.interview',
  },
  {
    id: 'b21-080',
    persona: 'career',
    message: 'whats a good answer to whats your biggest weakness that isnt cringe',
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b21-081',
    persona: 'career',
    message:
      "Had the interview last Tuesday, they said they'd be in touch within a week. Nothing yet. Should I chase?",
    intent: 'career.interview-after',
  },
  {
    id: 'b21-082',
    persona: 'career',
    message: 'should i send a thank you email after an interview or is that just an american thing',
    intent: 'career.interview-after',
  },
  {
    id: 'b21-083',
    persona: 'career',
    message:
      'I fluffed one of the technical questions yesterday. Can I email them a better answer or does that look desperate?',
    intent: 'career.interview-after',
  },
  {
    id: 'b21-084',
    persona: 'career',
    message: 'got rejected after the final round. how do i ask them what went wrong without sounding bitter',
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b21-085',
    persona: 'career',
    message: "They've offered £52k. I was hoping for 58. How do I counter without them pulling the offer?",
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b21-086',
    persona: 'career',
    message: 'got an offer!!! but the salary is lower than what im on now. can i push back on it',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b21-087',
    persona: 'career',
    message:
      'Is it okay to negotiate on remote days and start date instead of salary? They said the band is fixed.',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b21-088',
    persona: 'career',
    message:
      'how to ask for joining bonus. offer from a fintech in bangalore, they are not matching my current CTC',
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b21-089',
    persona: 'career',
    message:
      "Two offers: one at a startup with equity and more cash, one at a stable corporate with a better pension. I can't decide.",
    intent: 'career.compare-offers',
  },
  {
    id: 'b21-090',
    persona: 'career',
    message: 'offer A is 10 mins from home, offer B pays 10k more but 90 min commute each way. help',
    intent: 'career.compare-offers',
  },
  {
    id: 'b21-091',
    persona: 'career',
    message:
      'I have until Friday to choose between a hospital job in Cork and an agency role in Dublin. How do I weigh them up?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b21-092',
    persona: 'career',
    message:
      'which would you take, bigger title at a small company or smaller title at a big name? both landed this week',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b21-093',
    persona: 'career',
    message:
      "I've been doing the work of two people since my colleague left and haven't had a pay rise in three years. How do I bring it up?",
    intent: 'career.raise',
  },
  {
    id: 'b21-094',
    persona: 'career',
    message: 'abeg how do i ask my oga for more money without it sounding like a threat',
    intent: 'career.raise',
  },
  {
    id: 'b21-095',
    persona: 'career',
    message:
      'My annual review is next month and I want to ask for a 10% increase. What evidence should I bring?',
    intent: 'career.raise',
  },
  {
    id: 'b21-096',
    persona: 'career',
    message: 'found out the new hire earns more than me for the same job. want my salary looked at',
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b21-097',
    persona: 'career',
    message: 'I want to go from senior to staff engineer this year. My manager is vague about what it takes.',
    intent: 'career.promotion',
  },
  {
    id: 'b21-098',
    persona: 'career',
    message: 'passed over for team lead again. what do i need to do differently to get it next time',
    intent: 'career.promotion',
  },
  {
    id: 'b21-099',
    persona: 'career',
    message: "How do I make a case for moving up a level when my wins aren't visible to leadership?",
    intent: 'career.promotion',
  },
  {
    id: 'b21-100',
    persona: 'career',
    message: 'want to go for deputy head at my school next year, how should i position myself',
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b21-101',
    persona: 'career',
    message: "My review said I'm 'not strategic enough'. I have no idea what that means or how to fix it.",
    intent: 'career.feedback-received',
  },
  {
    id: 'b21-102',
    persona: 'career',
    message: 'got told in my 1:1 that i come across as abrasive in meetings. kinda stung. is it fair',
    intent: 'career.feedback-received',
  },
  {
    id: 'b21-103',
    persona: 'career',
    message:
      "360 results came back. Mostly good, but three people said I don't listen. How should I process this?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b21-104',
    persona: 'career',
    message:
      'my supervisor tore apart my thesis chapter with 200 comments. dont know which ones to take seriously',
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b21-105',
    persona: 'career',
    message:
      'One of my team keeps missing deadlines and I have to talk to him tomorrow. How do I say it without crushing him?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b21-106',
    persona: 'career',
    message: 'how do i tell a colleague her presentation style is putting clients off',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b21-107',
    persona: 'career',
    message:
      "I need to tell a volunteer at the food bank that their work isn't up to standard. They're lovely and I hate conflict.",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b21-108',
    persona: 'career',
    message: 'have to deliver a bad performance review to someone 20 years older than me',
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b21-109',
    persona: 'career',
    message:
      "My manager micromanages everything, rewrites my emails and cc's her boss on my mistakes. How do I handle her?",
    intent: 'career.manager',
  },
  {
    id: 'b21-110',
    persona: 'career',
    message: 'boss takes credit for my work in meetings, every single time. what do i do',
    intent: 'career.manager',
  },
  {
    id: 'b21-111',
    persona: 'career',
    message:
      "My line manager changes priorities every day and then blames me when things slip. I'm a wee bit at the end of my rope with her, to be honest.",
    intent: 'career.manager',
  },
  {
    id: 'b21-112',
    persona: 'career',
    message: 'new site manager is cold with me but friendly with everyone else on the job. feels personal',
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b21-113',
    persona: 'career',
    message: "A coworker keeps undermining me in meetings and talking over me. We're at the same level.",
    intent: 'career.colleague',
  },
  {
    id: 'b21-114',
    persona: 'career',
    message:
      'another nurse on my ward keeps leaving her tasks for me to finish at handover. how do i raise it with her',
    intent: 'career.colleague',
  },
  {
    id: 'b21-115',
    persona: 'career',
    message:
      "Tension with someone on my team has been building for months. Now we barely speak and it's affecting the project.",
    intent: 'career.colleague',
  },
  {
    id: 'b21-116',
    persona: 'career',
    message:
      'the guy i share a desk with is passive aggressive every day. not sure whether to go to HR or talk to him first',
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b21-117',
    persona: 'career',
    message:
      "I've been an accountant for 12 years and I want to become a teacher. Is it too late, and how would I even start?",
    intent: 'career.change',
  },
  {
    id: 'b21-118',
    persona: 'career',
    message: 'want to get out of hospitality and into tech. what would the steps look like',
    intent: 'career.change',
  },
  {
    id: 'b21-119',
    persona: 'career',
    message:
      "I'm 45, a plumber, been on the tools since I was 16. My knees are going and I can't see myself crawling under sinks at 60. I'm good with customers, I run my own jobs and I can price up work. What else could I realistically move into with that, and how would I start?",
    intent: 'career.change',
  },
  {
    id: 'b21-120',
    persona: 'career',
    message:
      'thinking of leaving law for something creative. how do people make that jump without going broke',
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b21-121',
    persona: 'career',
    message:
      'Is a 12-week coding bootcamp worth the money or should I teach myself with free courses? Currently a gig driver, want to get into web dev.',
    intent: 'career.retraining',
  },
  {
    id: 'b21-122',
    persona: 'career',
    message: 'want to learn excel properly. pivot tables, lookups. fastest route?',
    intent: 'career.retraining',
  },
  {
    id: 'b21-123',
    persona: 'career',
    message: 'My company will pay for one course this year. Project management or data analysis?',
    intent: 'career.retraining',
  },
  {
    id: 'b21-124',
    persona: 'career',
    message:
      'how do you fit learning python around rotating shifts? want to get good enough to automate stuff at work',
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b21-125',
    persona: 'career',
    message: "I was made redundant on Monday after 9 years. I don't know what to do with myself.",
    intent: 'career.layoff',
  },
  {
    id: 'b21-126',
    persona: 'career',
    message: 'laid off with 200 others this morning. what should i do first',
    intent: 'career.layoff',
  },
  {
    id: 'b21-127',
    persona: 'career',
    message: 'Lost my job in the restructure. Savings will last three months. How do I bounce back?',
    intent: 'career.layoff',
  },
  {
    id: 'b21-128',
    persona: 'career',
    message: 'retrenched last week, feeling useless. how do i even explain it in interviews',
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b21-129',
    persona: 'career',
    message:
      "I've just been promoted to lead the team I used to be part of. How do I manage my former peers, some of whom are friends?",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b21-130',
    persona: 'career',
    message: 'first week managing people. what should i actually do in 1:1s',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b21-131',
    persona: 'career',
    message:
      'Starting as a ward manager next month, first time with direct reports. Any advice for the first 90 days?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b21-132',
    persona: 'career',
    message: 'how do you delegate when youre used to doing it all yourself. just got my first reports',
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b21-133',
    persona: 'career',
    message: 'My team of 12 seems disengaged since the reorg. How do I rebuild morale?',
    intent: 'career.leadership',
  },
  {
    id: 'b21-134',
    persona: 'career',
    message: 'how do i get my leads to take ownership instead of bringing every decision to me',
    intent: 'career.leadership',
  },
  {
    id: 'b21-135',
    persona: 'career',
    message:
      'I manage a remote team across four time zones and it feels fragmented. How do I build a sense of team?',
    intent: 'career.leadership',
  },
  {
    id: 'b21-136',
    persona: 'career',
    message: 'been running the department 5 years. want to be a better leader, not just a good administrator',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b21-137',
    persona: 'career',
    message:
      'Every Sunday night I dread Monday. Thinking of handing in my notice with nothing lined up. Madness?',
    intent: 'career.quit',
  },
  {
    id: 'b21-138',
    persona: 'career',
    message: 'should i leave my job. good pay, terrible culture',
    intent: 'career.quit',
  },
  {
    id: 'b21-139',
    persona: 'career',
    message:
      'Eight years at the council. Comfortable but stagnant. Part of me wants to walk out, part of me is scared.',
    intent: 'career.quit',
  },
  {
    id: 'b21-140',
    persona: 'career',
    message: 'thinking of resigning before my probation ends. is that daft',
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b21-141',
    persona: 'career',
    message:
      "I'm 28 and still don't know what I want to do for a living. Everyone else seems to have it figured out.",
    intent: 'career.direction',
  },
  {
    id: 'b21-142',
    persona: 'career',
    message: 'final year phd and dont know if academia or industry or something else entirely',
    intent: 'career.direction',
  },
  {
    id: 'b21-143',
    persona: 'career',
    message:
      "I've done loads of different jobs and none stuck. How do I work out what I'm actually suited to?",
    intent: 'career.direction',
  },
  {
    id: 'b21-144',
    persona: 'career',
    message:
      'what kind of career would suit someone who likes people and numbers? im in matric and have to pick what to study',
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b21-145',
    persona: 'career',
    message: "I hate networking events. Is there a way to build connections that doesn't feel fake?",
    intent: 'career.networking',
  },
  {
    id: 'b21-146',
    persona: 'career',
    message: 'how do i message people on linkedin for a coffee chat without being weird',
    intent: 'career.networking',
  },
  {
    id: 'b21-147',
    persona: 'career',
    message: "New to the UK and don't know anyone in my industry here. How do I start building contacts?",
    intent: 'career.networking',
  },
  {
    id: 'b21-148',
    persona: 'career',
    message:
      'conference in Nairobi next week. how do i actually talk to people there instead of standing in a corner',
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b21-149',
    persona: 'career',
    message:
      "I've got three projects due the same week and my manager just added a fourth. How do I push back?",
    intent: 'career.workload',
  },
  {
    id: 'b21-150',
    persona: 'career',
    message: 'drowning in marking and admin. working till 10pm most nights. teacher',
    intent: 'career.workload',
  },
  {
    id: 'b21-151',
    persona: 'career',
    message:
      "There's too much on my plate at work, reckon I'm doing two jobs since the restructure. How do I decide what to drop?",
    intent: 'career.workload',
  },
  {
    id: 'b21-152',
    persona: 'career',
    message: 'my to do list at work is never ending, i never finish anything',
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b21-153',
    persona: 'career',
    message:
      "Just started at a big consultancy and everyone seems smarter than me. I'm waiting to be found out.",
    intent: 'career.imposter',
  },
  {
    id: 'b21-154',
    persona: 'career',
    message: 'got promoted but feel like i dont deserve it',
    intent: 'career.imposter',
  },
  {
    id: 'b21-155',
    persona: 'career',
    message: "Every time I present I'm sure people will realise I don't know what I'm talking about.",
    intent: 'career.imposter',
  },
  {
    id: 'b21-156',
    persona: 'career',
    message: 'only woman engineer on site, always second guessing myself',
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b21-157',
    persona: 'life',
    message: 'My partner and I keep having the exact same argument about chores. How do we break the cycle?',
    intent: 'life.relationship',
  },
  {
    id: 'b21-158',
    persona: 'life',
    message:
      'we been together 6 years and honestly it feels like flatmates now. how do we get the spark back',
    intent: 'life.relationship',
  },
  {
    id: 'b21-159',
    persona: 'life',
    message:
      "My wife says I don't listen. I think I do. Dictating this in the car so sorry for any typos but how do we actually talk to each other better without it turning into a row every time",
    intent: 'life.relationship',
  },
  {
    id: 'b21-160',
    persona: 'life',
    message:
      "hubby works nights at the depot, i work days, we barely see each other and when we do we just bicker. feels like we're drifting",
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b21-161',
    persona: 'life',
    message: 'She ended it three weeks ago after four years. I keep checking her Instagram. How do I stop?',
    intent: 'life.breakup',
  },
  {
    id: 'b21-162',
    persona: 'life',
    message: 'how long does it actually take to get over someone. asking for me obviously',
    intent: 'life.breakup',
  },
  {
    id: 'b21-163',
    persona: 'life',
    message:
      "We split but we're stuck sharing the flat until the lease ends in May. How do I move on when I see him every morning at the kettle?",
    intent: 'life.breakup',
  },
  {
    id: 'b21-164',
    persona: 'life',
    message:
      'got dumped over WhatsApp after 2 years, hey. feel like rubbish and my chommies keep saying plenty more fish. not helping',
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b21-165',
    persona: 'life',
    message:
      "My brother and I haven't spoken since a row over Dad's will. Christmas is coming and Mum wants us both there.",
    intent: 'life.family',
  },
  {
    id: 'b21-166',
    persona: 'life',
    message:
      'my mum criticises everything i do. im 34 with kids of my own. how do i deal with her without another shouting match',
    intent: 'life.family',
  },
  {
    id: 'b21-167',
    persona: 'life',
    message:
      "My in-laws keep turning up unannounced and my husband won't say a word to them. It's causing rows between all of us.",
    intent: 'life.family',
  },
  {
    id: 'b21-168',
    persona: 'life',
    message:
      "family group chat has been a war zone since my sister's wedding. everyone's taking sides and im stuck in the middle",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b21-169',
    persona: 'life',
    message:
      'Our 15-year-old has stopped talking to us. Just grunts and stays in his room. How do we reach him?',
    intent: 'life.parenting',
  },
  {
    id: 'b21-170',
    persona: 'life',
    message:
      'new dad here. no clue what im doing with a 3 week old. how do other dads cope with the first months',
    intent: 'life.parenting',
  },
  {
    id: 'b21-171',
    persona: 'life',
    message:
      "My daughter's having meltdowns every morning before school. She's 6. We've tried sticker charts, earlier nights, everything.",
    intent: 'life.parenting',
  },
  {
    id: 'b21-172',
    persona: 'life',
    message:
      'single mum with 3 kids under 8, how do i get bedtime under control, its taking 2 hours every night',
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b21-173',
    persona: 'life',
    message:
      "My dad died in March. Everyone's moved on and I'm still stuck. Back milking cows every morning like nothing happened.",
    intent: 'life.grief',
  },
  {
    id: 'b21-174',
    persona: 'life',
    message: 'lost my dog last week and people think its silly but i cant stop crying',
    intent: 'life.grief',
  },
  {
    id: 'b21-175',
    persona: 'life',
    message: "It's a year since my wife passed. How do I get through the anniversary?",
    intent: 'life.grief',
  },
  {
    id: 'b21-176',
    persona: 'life',
    message: 'my gran died on sunday and i feel nothing. is that normal? we were close',
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b21-177',
    persona: 'life',
    message: "I moved to Leeds for work a year ago and still don't have anyone to hang out with at weekends.",
    intent: 'life.loneliness',
  },
  {
    id: 'b21-178',
    persona: 'life',
    message:
      'since retiring from the railways i dont see a soul for days at a time. the wife passed 3 year ago and the house is awful quiet',
    intent: 'life.loneliness',
  },
  {
    id: 'b21-179',
    persona: 'life',
    message: "I work from home and live alone. Some days I realise I haven't spoken out loud once.",
    intent: 'life.loneliness',
  },
  {
    id: 'b21-180',
    persona: 'life',
    message:
      'how do people make friends as adults? genuinely asking. 31, moved to Cape Town for work, weekends are dead silent',
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b21-181',
    persona: 'life',
    message: 'My best friend has been distant since she got engaged. Should I say something?',
    intent: 'life.friendship',
  },
  {
    id: 'b21-182',
    persona: 'life',
    message: 'friend always cancels last minute. starting to feel like i care more than she does',
    intent: 'life.friendship',
  },
  {
    id: 'b21-183',
    persona: 'life',
    message: "I said something hurtful to a friend at a party and we haven't talked since. How do I fix it?",
    intent: 'life.friendship',
  },
  {
    id: 'b21-184',
    persona: 'life',
    message: 'how do you keep old friendships going when everyone has kids and lives miles apart',
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b21-185',
    persona: 'life',
    message:
      'I get this knot in my stomach before any social thing and end up cancelling. How do I manage it?',
    intent: 'life.anxiety',
  },
  {
    id: 'b21-186',
    persona: 'life',
    message: 'constant worry about everything. what if this what if that. cant switch it off',
    intent: 'life.anxiety',
  },
  {
    id: 'b21-187',
    persona: 'life',
    message: "My heart races every time my phone rings. I know it's irrational.",
    intent: 'life.anxiety',
  },
  {
    id: 'b21-188',
    persona: 'life',
    message: 'overthinking every text i send. reread it 10 times before i hit send',
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b21-189',
    persona: 'life',
    message:
      "Between work, the kids, and my mum being in hospital, I feel like I'm carrying too much. How do I not crack?",
    intent: 'life.stress',
  },
  {
    id: 'b21-190',
    persona: 'life',
    message:
      'so stressed i clench my jaw all day, even the dentist noticed. what actually helps bring it down',
    intent: 'life.stress',
  },
  {
    id: 'b21-191',
    persona: 'life',
    message: "Final exams, part-time job and moving flat all in the same month. I'm fried.",
    intent: 'life.stress',
  },
  {
    id: 'b21-192',
    persona: 'life',
    message:
      'how do i unwind after a 12 hour shift driving for uber. body is home but my head is still on the road',
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b21-193',
    persona: 'life',
    message: 'I lose my temper with my kids over small things and feel awful afterwards.',
    intent: 'life.anger',
  },
  {
    id: 'b21-194',
    persona: 'life',
    message: 'road rage is getting bad. shouted at a guy at the lights yesterday. im not like this normally',
    intent: 'life.anger',
  },
  {
    id: 'b21-195',
    persona: 'life',
    message: 'How do I stop snapping when someone criticises me? I go from calm to furious in seconds.',
    intent: 'life.anger',
  },
  {
    id: 'b21-196',
    persona: 'life',
    message: 'i get so wound up at work i have to go sit in my car for ten minutes to cool down',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b21-197',
    persona: 'life',
    message: "I lie awake until 3am most nights. Brain won't shut off.",
    intent: 'life.sleep',
  },
  {
    id: 'b21-198',
    persona: 'life',
    message: 'night shifts at the hospital have wrecked my body clock. how do i sleep during the day',
    intent: 'life.sleep',
  },
  {
    id: 'b21-199',
    persona: 'life',
    message: "I wake at 4 every morning and can't get back over. Any tips?",
    intent: 'life.sleep',
  },
  {
    id: 'b21-200',
    persona: 'life',
    message: 'how many hours should i actually be getting? always tired no matter what time i go to bed',
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b21-201',
    persona: 'life',
    message: 'I constantly compare myself to others and always seem to come up short.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b21-202',
    persona: 'life',
    message: 'how do i stop hating how i look in photos, i untag myself from everything',
    intent: 'life.self-esteem',
  },
  {
    id: 'b21-203',
    persona: 'life',
    message: 'I struggle to accept compliments. I always think people are just being nice.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b21-204',
    persona: 'life',
    message: 'feel like im not good enough for anyone. never have really',
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b21-205',
    persona: 'life',
    message: 'I want to start journaling every morning but I always give up after a week.',
    intent: 'life.habits',
  },
  {
    id: 'b21-206',
    persona: 'life',
    message: 'how do i make a habit actually stick. tried meditation 5 times, lasted 4 days each time',
    intent: 'life.habits',
  },
  {
    id: 'b21-207',
    persona: 'life',
    message: "Any tips for building a reading routine? I used to read loads and now I don't.",
    intent: 'life.habits',
  },
  {
    id: 'b21-208',
    persona: 'life',
    message: 'want to floss daily lol. sounds small but i never manage',
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b21-209',
    persona: 'life',
    message: "I haven't done any exercise in about 5 years. Where do I start without hurting myself?",
    intent: 'life.exercise',
  },
  {
    id: 'b21-210',
    persona: 'life',
    message: 'want to start running but i hate it. any tips to make it less grim',
    intent: 'life.exercise',
  },
  {
    id: 'b21-211',
    persona: 'life',
    message: "I'm 67 and want to get fitter. Walking is fine but I'd like to do more.",
    intent: 'life.exercise',
  },
  {
    id: 'b21-212',
    persona: 'life',
    message: 'paying R400 a month for a gym i never go to',
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b21-213',
    persona: 'life',
    message: 'I spend 6 hours a day on my phone according to the screen time report. How do I cut down?',
    intent: 'life.screen-time',
  },
  {
    id: 'b21-214',
    persona: 'life',
    message: 'doomscrolling in bed every night till 1am. i know exactly what im doing but cant put it down',
    intent: 'life.screen-time',
  },
  {
    id: 'b21-215',
    persona: 'life',
    message:
      'My phone is the first thing I touch in the morning and the last at night. I want to change that.',
    intent: 'life.screen-time',
  },
  {
    id: 'b21-216',
    persona: 'life',
    message: 'tiktok is eating my life',
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b21-217',
    persona: 'life',
    message: 'I have a dissertation due in 3 weeks and I keep finding reasons not to start.',
    intent: 'life.procrastination',
  },
  {
    id: 'b21-218',
    persona: 'life',
    message: 'i put off everything until the last minute then panic',
    intent: 'life.procrastination',
  },
  {
    id: 'b21-219',
    persona: 'life',
    message:
      "How do I get started on tasks I'm dreading? Tax return, clearing the garage, that kind of thing.",
    intent: 'life.procrastination',
  },
  {
    id: 'b21-220',
    persona: 'life',
    message: 'keep delaying booking the car service, replying to emails, everything. not busy, just avoiding',
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b21-221',
    persona: 'life',
    message: "I'm having a bottle of wine most nights to unwind. I'd like to cut back.",
    intent: 'life.drinking',
  },
  {
    id: 'b21-222',
    persona: 'life',
    message: 'want to do dry january but always fail by the 5th',
    intent: 'life.drinking',
  },
  {
    id: 'b21-223',
    persona: 'life',
    message:
      'Weekends are basically pub from Friday to Sunday. My mates all drink. How do I drink less without losing them?',
    intent: 'life.drinking',
  },
  {
    id: 'b21-224',
    persona: 'life',
    message: 'how do i cut down on the beers, its become every night after work not just weekends',
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b21-225',
    persona: 'life',
    message: "I never know where my money goes. By the 20th of every month I'm skint.",
    intent: 'life.money',
  },
  {
    id: 'b21-226',
    persona: 'life',
    message: 'credit card debt is 4k and i keep adding to it',
    intent: 'life.money',
  },
  {
    id: 'b21-227',
    persona: 'life',
    message: "How do I make a budget that I'll actually stick to?",
    intent: 'life.money',
  },
  {
    id: 'b21-228',
    persona: 'life',
    message: 'my partner and i fight about spending. need a system for bills and savings we both stick to',
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b21-229',
    persona: 'life',
    message: 'Just moved to Sydney from Dublin. Everything feels unfamiliar and I miss home.',
    intent: 'life.moving',
  },
  {
    id: 'b21-230',
    persona: 'life',
    message: 'moved house 2 months ago and still dont feel settled. boxes still in the hall',
    intent: 'life.moving',
  },
  {
    id: 'b21-231',
    persona: 'life',
    message:
      "We relocated for my husband's job. I don't know anyone yet and the kids are struggling at the new school.",
    intent: 'life.moving',
  },
  {
    id: 'b21-232',
    persona: 'life',
    message:
      'just relocated from Cebu to Manila po for work. everything still feels foreign, how do i settle in',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b21-233',
    persona: 'life',
    message: "My friend keeps asking to borrow money and I don't know how to say no.",
    intent: 'life.boundaries',
  },
  {
    id: 'b21-234',
    persona: 'life',
    message: 'coworkers message me at 11pm and i feel like i have to reply',
    intent: 'life.boundaries',
  },
  {
    id: 'b21-235',
    persona: 'life',
    message: "I'm always the one people dump their problems on. I'm exhausted but can't say no.",
    intent: 'life.boundaries',
  },
  {
    id: 'b21-236',
    persona: 'life',
    message: 'how do i tell my mum she cant just walk into my house whenever she likes',
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b21-237',
    persona: 'life',
    message:
      "I've got a good job, a nice house, but I feel like something's missing. What's the point of it all?",
    intent: 'life.purpose',
  },
  {
    id: 'b21-238',
    persona: 'life',
    message: 'retired six months ago and feel lost. no idea what to do with the rest of my life',
    intent: 'life.purpose',
  },
  {
    id: 'b21-239',
    persona: 'life',
    message: "What do I actually want out of life? I've spent so long doing what others expect.",
    intent: 'life.purpose',
  },
  {
    id: 'b21-240',
    persona: 'life',
    message: 'kids have left home. house is quiet. now what am i for',
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b21-241',
    persona: 'life',
    message:
      "Should I move back to Lagos to be near family or stay in London for my career? I've been going back and forth for months.",
    intent: 'life.decision',
  },
  {
    id: 'b21-242',
    persona: 'life',
    message:
      "can't decide whether to buy a house or keep renting and travel for a few years. been stuck on it for ages",
    intent: 'life.decision',
  },
  {
    id: 'b21-243',
    persona: 'life',
    message: 'Help me think through whether to have a second child.',
    intent: 'life.decision',
  },
  {
    id: 'b21-244',
    persona: 'life',
    message: 'take the transfer to Perth or stay near my folks in Adelaide. i keep flip flopping',
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b21-245',
    persona: 'life',
    message: "My mum has dementia and I'm her main carer. I'm doing it alone and it's wearing me down.",
    intent: 'life.caregiving',
  },
  {
    id: 'b21-246',
    persona: 'life',
    message:
      "Looking after my husband since his stroke in January. I do his meds, the physio exercises, the washing, the driving to appointments, and I still work three days at the school. The kids help when they can but they live in Auckland. I love him but I haven't had an afternoon to myself in months. How do I keep going?",
    intent: 'life.caregiving',
  },
  {
    id: 'b21-247',
    persona: 'life',
    message: "My sister and I take turns caring for Dad but I'm doing most of it.",
    intent: 'life.caregiving',
  },
  {
    id: 'b21-248',
    persona: 'life',
    message: 'how do i cope with being a young carer for my brother',
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b21-249',
    persona: 'life',
    message: "I've had a dull headache most afternoons for two weeks. Should I get it looked at?",
    intent: 'any.health',
  },
  {
    id: 'b21-250',
    persona: 'career',
    message: 'is it normal for my knee to click going upstairs? no pain. 38, play five-a-side',
    intent: 'any.health',
  },
  {
    id: 'b21-251',
    persona: 'founder',
    message: "What's a healthy blood pressure for someone in their 50s? Mine was 145 at the pharmacy.",
    intent: 'any.health',
  },
  {
    id: 'b21-252',
    persona: 'life',
    message: 'got a dry rash on my arm for about a week, not painful, not spreading. cream or GP?',
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b21-253',
    persona: 'life',
    message: 'My landlord is refusing to return my deposit. What are my rights?',
    intent: 'any.legal',
  },
  {
    id: 'b21-254',
    persona: 'founder',
    message:
      'do i need a shareholders agreement with my cofounder before we start or is a handshake fine for now',
    intent: 'any.legal',
  },
  {
    id: 'b21-255',
    persona: 'career',
    message: 'My employer wants me to sign a non-compete. Is it enforceable?',
    intent: 'any.legal',
  },
  {
    id: 'b21-256',
    persona: 'life',
    message: 'how do i write a will? two kids, own the house with my husband',
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b21-257',
    persona: 'career',
    message: 'Should I put extra money into my pension or pay off my mortgage faster?',
    intent: 'any.finance',
  },
  {
    id: 'b21-258',
    persona: 'life',
    message: 'whats the difference between an ISA and a SIPP',
    intent: 'any.finance',
  },
  {
    id: 'b21-259',
    persona: 'life',
    message: 'How should I invest the £20k I inherited from my aunt?',
    intent: 'any.finance',
  },
  {
    id: 'b21-260',
    persona: 'founder',
    message: 'do i have to pay tax on crypto gains',
    intent: 'any.finance',
  },
];
