import type { MentorType } from '@mentor/validation';

/**
 * The nineteenth blind set (260 messages, 4 per intent, ids b19-*), now labelled training material. It was written by
 * someone who saw only the list of intents with a one-line title each, and measured as the blind set (docs/mentor.md);
 * its misses were never printed. One short message (b19-238) was word for word a message of the corpus when it was
 * written; a word was added to it. It joined the corpus here (./index.ts appends its messages to each intent's list,
 * after the earlier writers') when the twentieth blind set, src/ai/eval/blind-heldout-20.ts (now ./twentieth-blind.ts), replaced it.
 */
export const NINETEENTH_BLIND: readonly {
  id: string;
  persona: MentorType;
  message: string;
  intent: string;
}[] = [
  // founder.discovery
  {
    id: 'b19-001',
    persona: 'founder',
    message:
      'Before I build anything for dog groomers I want to know whether booking appointments is actually a headache for them. How do I talk to them without leading them to the answer I want?',
    intent: 'founder.discovery',
  },
  {
    id: 'b19-002',
    persona: 'founder',
    message:
      'ok so ive done 12 calls with restaurant owners and everyone says cool idea but nobody asks when they can have it. bad sign??',
    intent: 'founder.discovery',
  },
  {
    id: 'b19-003',
    persona: 'founder',
    message:
      "How many conversations with farmers do I need before I can trust they'd really pay for soil moisture readings?",
    intent: 'founder.discovery',
  },
  {
    id: 'b19-004',
    persona: 'founder',
    message:
      "I'm a dentist with an idea for an app that reminds patients about check-ups. My colleagues say they love it but they're also my friends. How do I get honest answers from strangers in the profession before I spend my savings on developers?",
    intent: 'founder.discovery',
  },
  // founder.first-customers
  {
    id: 'b19-005',
    persona: 'founder',
    message:
      'Product works, landing page is live, zero users. Where do I find the first ten independent florists willing to try it?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b19-006',
    persona: 'founder',
    message:
      'we launched our booking tool for DJs last month and literally my cousin is the only one paying lol. how do people land those first handful of accounts',
    intent: 'founder.first-customers',
  },
  {
    id: 'b19-007',
    persona: 'founder',
    message:
      'I have a compliance tool for small pharmacies in Portugal. For the very first pilots, should I visit them in person or do cold outreach on LinkedIn?',
    intent: 'founder.first-customers',
  },
  {
    id: 'b19-008',
    persona: 'founder',
    message:
      'Got a working beta of my tabletop-game companion app but no audience at all. How did you get your first hundred real users?',
    intent: 'founder.first-customers',
  },
  // founder.pricing
  {
    id: 'b19-009',
    persona: 'founder',
    message:
      "We charge 9 dollars a month for our HR software and it feels way too cheap for what it does, but I'm scared of scaring people off. How do I work out the right number?",
    intent: 'founder.pricing',
  },
  {
    id: 'b19-010',
    persona: 'founder',
    message: 'Per seat or flat fee for a project tool aimed at small architecture firms?',
    intent: 'founder.pricing',
  },
  {
    id: 'b19-011',
    persona: 'founder',
    message:
      "We sell menu planning to school canteens and haven't changed what we charge since 2021 while our costs went up. How do I put it up without losing half our schools?",
    intent: 'founder.pricing',
  },
  {
    id: 'b19-012',
    persona: 'founder',
    message:
      'freemium or free trial?? building a language app for nurses and cant decide what stays free and what people pay for',
    intent: 'founder.pricing',
  },
  // founder.churn
  {
    id: 'b19-013',
    persona: 'founder',
    message:
      'About 8% of our yoga studios cancel every month, most of them in month two. How do I find out why and make them stay?',
    intent: 'founder.churn',
  },
  {
    id: 'b19-014',
    persona: 'founder',
    message: 'people sign up for our meal kit, get two boxes, then cancel. what am I missing',
    intent: 'founder.churn',
  },
  {
    id: 'b19-015',
    persona: 'founder',
    message:
      "Customers of our bookkeeping app drift away after the first quarter. Our exit survey answers are vague, like 'not using it enough'. How do I dig deeper into why they leave?",
    intent: 'founder.churn',
  },
  {
    id: 'b19-016',
    persona: 'founder',
    message:
      'Net revenue retention is at 85% and every investor flags it. Where do I start if I want accounts to stick around longer?',
    intent: 'founder.churn',
  },
  // founder.sales
  {
    id: 'b19-017',
    persona: 'founder',
    message:
      "Right now I close every deal myself over WhatsApp and it's chaos. I want something repeatable before I bring anyone else in to sell. What should the steps look like from first contact to signed contract?",
    intent: 'founder.sales',
  },
  {
    id: 'b19-018',
    persona: 'founder',
    message:
      'how do i run demo calls so they dont turn into 45 min rambles and actually end with a next step',
    intent: 'founder.sales',
  },
  {
    id: 'b19-019',
    persona: 'founder',
    message:
      "We sell fleet tracking to bus operators and deals take nine months. How do I build a pipeline that doesn't live only in my head?",
    intent: 'founder.sales',
  },
  {
    id: 'b19-020',
    persona: 'founder',
    message:
      "What's a sensible way to qualify leads so I stop wasting weeks on hospitals that were never going to buy?",
    intent: 'founder.sales',
  },
  // founder.hiring
  {
    id: 'b19-021',
    persona: 'founder',
    message:
      "I need my first engineer but I can't match big-tech salaries. How does a five-person games studio attract someone really good?",
    intent: 'founder.hiring',
  },
  {
    id: 'b19-022',
    persona: 'founder',
    message:
      "I've interviewed 20 people for a head of operations role and nobody feels right. Am I too picky or is my process broken?",
    intent: 'founder.hiring',
  },
  {
    id: 'b19-023',
    persona: 'founder',
    message:
      'equity vs salary for early employees, how much do ppl usually give the first three people they bring on',
    intent: 'founder.hiring',
  },
  {
    id: 'b19-024',
    persona: 'founder',
    message:
      "We're a small agritech company in Nairobi and need a field agronomist who also understands data. Where do people like that look for work, and how should I test them during interviews?",
    intent: 'founder.hiring',
  },
  // founder.fundraising
  {
    id: 'b19-025',
    persona: 'founder',
    message:
      "Thinking about a seed round for my warehouse robotics company. How do I know if I'm ready, and who should I approach first?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b19-026',
    persona: 'founder',
    message: 'Angels or a small fund? We need roughly 500k to reach revenue.',
    intent: 'founder.fundraising',
  },
  {
    id: 'b19-027',
    persona: 'founder',
    message:
      "I've had 30 meetings with VCs and not one term sheet. At what point do I stop and rethink the whole approach?",
    intent: 'founder.fundraising',
  },
  {
    id: 'b19-028',
    persona: 'founder',
    message:
      'How do I organise things so that investor conversations happen all at once instead of dribbling out over six months?',
    intent: 'founder.fundraising',
  },
  // founder.pitch
  {
    id: 'b19-029',
    persona: 'founder',
    message: 'My deck is 28 slides and investors glaze over by slide six. Help me tighten the story.',
    intent: 'founder.pitch',
  },
  {
    id: 'b19-030',
    persona: 'founder',
    message: 'how do i present our market size without it sounding made up',
    intent: 'founder.pitch',
  },
  {
    id: 'b19-031',
    persona: 'founder',
    message:
      'I get two minutes on stage at a demo day next Thursday for our pet insurance startup. What should the first sentence be?',
    intent: 'founder.pitch',
  },
  {
    id: 'b19-032',
    persona: 'founder',
    message:
      "Every time I present, someone asks 'why now?' and I fumble it. How do I shape the opening so that's answered before they ask?",
    intent: 'founder.pitch',
  },
  // founder.cofounder-conflict
  {
    id: 'b19-033',
    persona: 'founder',
    message:
      "My cofounder wants to take outside money and I want to stay bootstrapped. We've argued about it for weeks and the team is starting to notice.",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b19-034',
    persona: 'founder',
    message:
      'my co-founder works maybe 20 hrs a week and I do 70 and we own equal shares. how do i bring it up without blowing up the company',
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b19-035',
    persona: 'founder',
    message:
      "We disagree on almost every product decision now. He's CTO, I'm CEO, and our meetings end in silence. How do we reset?",
    intent: 'founder.cofounder-conflict',
  },
  {
    id: 'b19-036',
    persona: 'founder',
    message:
      'My business partner and I opened a coffee roastery together, we were best friends since school, now we only speak about invoices. Is there a way to repair this before it kills the business?',
    intent: 'founder.cofounder-conflict',
  },
  // founder.cofounder-search
  {
    id: 'b19-037',
    persona: 'founder',
    message:
      "Non-technical founder, solid idea in freight logistics, need someone who can build it. Where do people find a technical partner who isn't just a freelancer?",
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b19-038',
    persona: 'founder',
    message:
      'How do I test whether someone would be a good long-term partner in the business before we split equity?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b19-039',
    persona: 'founder',
    message:
      'looking for someone to start a climate company with. tried the matching sites but it feels like dating apps lol. better ways?',
    intent: 'founder.cofounder-search',
  },
  {
    id: 'b19-040',
    persona: 'founder',
    message:
      'I am a nurse with a healthcare idea and I know nobody in tech in Lyon. How can I meet a person who would build this with me as an equal, not as employee?',
    intent: 'founder.cofounder-search',
  },
  // founder.pivot
  {
    id: 'b19-041',
    persona: 'founder',
    message:
      'Eighteen months in, growth is flat, but one small feature gets used far more than the main product. Should we rebuild the company around it?',
    intent: 'founder.pivot',
  },
  {
    id: 'b19-042',
    persona: 'founder',
    message:
      'thinking of switching from selling to consumers to selling to businesses. how do i know if its the right move or if im just bored',
    intent: 'founder.pivot',
  },
  {
    id: 'b19-043',
    persona: 'founder',
    message:
      'We built a marketplace for tutors, but parents keep asking us for just the scheduling software. Do we change what the company is?',
    intent: 'founder.pivot',
  },
  {
    id: 'b19-044',
    persona: 'founder',
    message: 'How do you decide between pushing on for six more months or changing direction completely?',
    intent: 'founder.pivot',
  },
  // founder.focus
  {
    id: 'b19-045',
    persona: 'founder',
    message:
      "We're doing a mobile app, a web version, partnerships and a podcast, all with three people. How do I pick what actually matters this quarter?",
    intent: 'founder.focus',
  },
  {
    id: 'b19-046',
    persona: 'founder',
    message:
      'too many ideas, every week i start something new and my team is confused. how do i choose ONE thing',
    intent: 'founder.focus',
  },
  {
    id: 'b19-047',
    persona: 'founder',
    message:
      'Enterprise deal or self-serve launch: I can only do one properly in the next 90 days. How do I choose?',
    intent: 'founder.focus',
  },
  {
    id: 'b19-048',
    persona: 'founder',
    message:
      'My board hands me ten goals every meeting. How do I narrow it down to the one that really moves the company?',
    intent: 'founder.focus',
  },
  // founder.burnout
  {
    id: 'b19-049',
    persona: 'founder',
    message:
      "Three years building this company and now I dread opening my laptop. I used to love it. I'm running on fumes.",
    intent: 'founder.burnout',
  },
  {
    id: 'b19-050',
    persona: 'founder',
    message:
      'havent taken a day off since launch, sleeping 5h, snapping at my team. how do founders recover without the company falling apart',
    intent: 'founder.burnout',
  },
  {
    id: 'b19-051',
    persona: 'founder',
    message:
      'I started a small chain of bakeries and these days I feel completely drained and numb about the thing I built. What helps?',
    intent: 'founder.burnout',
  },
  {
    id: 'b19-052',
    persona: 'founder',
    message:
      "Is it normal to feel this exhausted two years into a startup? I honestly can't tell if I need a proper break or something more.",
    intent: 'founder.burnout',
  },
  // founder.product
  {
    id: 'b19-053',
    persona: 'founder',
    message: 'Users keep asking for features and my roadmap is a mess. How do I decide what to build next?',
    intent: 'founder.product',
  },
  {
    id: 'b19-054',
    persona: 'founder',
    message:
      'How much should go into the first version of our music-lesson app? I keep adding things and the launch keeps slipping.',
    intent: 'founder.product',
  },
  {
    id: 'b19-055',
    persona: 'founder',
    message:
      "our onboarding is 9 screens and people drop off halfway. what's the core thing a new user actually needs to see",
    intent: 'founder.product',
  },
  {
    id: 'b19-056',
    persona: 'founder',
    message:
      "I'm building software for veterinary clinics. The vets want one thing, the receptionists want another. Whose needs should shape what we make?",
    intent: 'founder.product',
  },
  // founder.growth
  {
    id: 'b19-057',
    persona: 'founder',
    message:
      'Word of mouth got us to about 2,000 users and has stalled. Which should we test next: content, paid ads or partnerships?',
    intent: 'founder.growth',
  },
  {
    id: 'b19-058',
    persona: 'founder',
    message:
      'Instagram ads cost us 60 euros per signup for a 15 euro product. What else can I try to bring people in?',
    intent: 'founder.growth',
  },
  {
    id: 'b19-059',
    persona: 'founder',
    message: "how do b2b startups actually get leads at scale once the founders' personal network runs dry",
    intent: 'founder.growth',
  },
  {
    id: 'b19-060',
    persona: 'founder',
    message:
      'We make a plant-care app. TikTok gave us one big spike but nothing consistent since. How do we find a single repeatable way to get new people?',
    intent: 'founder.growth',
  },
  // founder.runway
  {
    id: 'b19-061',
    persona: 'founder',
    message:
      'We have seven months of money left. When should I start cutting costs versus pushing harder for revenue?',
    intent: 'founder.runway',
  },
  {
    id: 'b19-062',
    persona: 'founder',
    message: 'burn is 40k a month, 260k in the bank, and the raise isnt going well. what do i do now',
    intent: 'founder.runway',
  },
  {
    id: 'b19-063',
    persona: 'founder',
    message:
      'How do I build a simple cash forecast for my startup so payroll never catches me by surprise again?',
    intent: 'founder.runway',
  },
  {
    id: 'b19-064',
    persona: 'founder',
    message:
      "Should I stop paying myself to make the company's cash last longer? We're at about nine months.",
    intent: 'founder.runway',
  },
  // career.job-search
  {
    id: 'b19-065',
    persona: 'career',
    message:
      "I'm starting to look for a new role in data analytics. How do I organise the hunt so it doesn't take over my whole life?",
    intent: 'career.job-search',
  },
  {
    id: 'b19-066',
    persona: 'career',
    message:
      'finishing my PhD in chemistry in 6 months. when should i start applying and where do people even look for industry roles',
    intent: 'career.job-search',
  },
  {
    id: 'b19-067',
    persona: 'career',
    message:
      "I've worked hotel reception in Cairo for five years and want to move to a big hotel group in Dubai. What's a realistic plan for finding openings over there?",
    intent: 'career.job-search',
  },
  {
    id: 'b19-068',
    persona: 'career',
    message:
      'How many applications a week is reasonable, and should I focus on job boards or approach companies directly?',
    intent: 'career.job-search',
  },
  // career.cv
  {
    id: 'b19-069',
    persona: 'career',
    message:
      "My resume is three pages long. I'm a mechanical engineer with 15 years of experience. What do I cut?",
    intent: 'career.cv',
  },
  {
    id: 'b19-070',
    persona: 'career',
    message: 'how do i make my cv show results instead of just a list of duties? im in retail management',
    intent: 'career.cv',
  },
  {
    id: 'b19-071',
    persona: 'career',
    message: 'I have a two-year gap on my CV from caring for my mother. How should I show it?',
    intent: 'career.cv',
  },
  {
    id: 'b19-072',
    persona: 'career',
    message:
      'Is it okay to list my freelance DJ work on my resume when I apply for marketing jobs, or does it look unprofessional?',
    intent: 'career.cv',
  },
  // career.no-responses
  {
    id: 'b19-073',
    persona: 'career',
    message:
      'Sent 80 applications in two months and heard nothing. Not even rejections. What am I doing wrong?',
    intent: 'career.no-responses',
  },
  {
    id: 'b19-074',
    persona: 'career',
    message: 'i apply and apply and its just silence. is it the ATS robot thing or is it me',
    intent: 'career.no-responses',
  },
  {
    id: 'b19-075',
    persona: 'career',
    message:
      "I'm a qualified teacher who moved to Canada and none of the schools reply to my emails. How do I get noticed?",
    intent: 'career.no-responses',
  },
  {
    id: 'b19-076',
    persona: 'career',
    message:
      'Why am I getting zero callbacks for junior developer roles when I have a decent portfolio on GitHub?',
    intent: 'career.no-responses',
  },
  // career.interview
  {
    id: 'b19-077',
    persona: 'career',
    message: 'I have a panel interview for a ward manager job on Monday. How should I get ready?',
    intent: 'career.interview',
  },
  {
    id: 'b19-078',
    persona: 'career',
    message: 'how do i answer tell me about yourself without rambling for 5 minutes',
    intent: 'career.interview',
  },
  {
    id: 'b19-079',
    persona: 'career',
    message:
      "I've got a case study round at a consulting firm next week and I've never done one. Where do I start?",
    intent: 'career.interview',
  },
  {
    id: 'b19-080',
    persona: 'career',
    message:
      'My English becomes not so good when I am nervous. I have a video interview with a German logistics company on Friday, what can I practise before?',
    intent: 'career.interview',
  },
  // career.interview-after
  {
    id: 'b19-081',
    persona: 'career',
    message:
      "Had a final round ten days ago and they said I'd hear within a week. Should I email them or is that pushy?",
    intent: 'career.interview-after',
  },
  {
    id: 'b19-082',
    persona: 'career',
    message: 'what do i write in a thank you note after an interview, is that even still a thing',
    intent: 'career.interview-after',
  },
  {
    id: 'b19-083',
    persona: 'career',
    message:
      'I think I completely botched the technical question yesterday. Is there any way to follow up with a better answer now?',
    intent: 'career.interview-after',
  },
  {
    id: 'b19-084',
    persona: 'career',
    message: 'They turned me down after the last stage. Is it okay to ask them why, and how do I word it?',
    intent: 'career.interview-after',
  },
  // career.offer-negotiation
  {
    id: 'b19-085',
    persona: 'career',
    message:
      'They offered me 62k and I was hoping for 70k. How do I ask for more without them pulling the offer?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b19-086',
    persona: 'career',
    message: 'got the job!! but the salary is lower than what im on now. can i push back or is that rude',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b19-087',
    persona: 'career',
    message:
      'The base salary is fine but I want an extra week of holiday and remote Fridays. How do I counter on those?',
    intent: 'career.offer-negotiation',
  },
  {
    id: 'b19-088',
    persona: 'career',
    message:
      'The recruiter wants my salary expectations before she sends the written offer. What number do I give?',
    intent: 'career.offer-negotiation',
  },
  // career.compare-offers
  {
    id: 'b19-089',
    persona: 'career',
    message: 'Two offers on the table: a startup with equity and a bank with a steady salary. How do I pick?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b19-090',
    persona: 'career',
    message:
      'offer A pays more, offer B has a better manager and more learning. what should matter more at 26',
    intent: 'career.compare-offers',
  },
  {
    id: 'b19-091',
    persona: 'career',
    message:
      'One job is in Amsterdam, the other is in my hometown near my parents. Pay is about the same. How do I weigh them?',
    intent: 'career.compare-offers',
  },
  {
    id: 'b19-092',
    persona: 'career',
    message:
      'Can you help me build a way to compare a hospital pharmacy role against a retail pharmacy chain? Both said yes and I have until Friday.',
    intent: 'career.compare-offers',
  },
  // career.raise
  {
    id: 'b19-093',
    persona: 'career',
    message:
      "I've been doing the work of two people since my coworker left in March. How do I ask my boss to pay me for it?",
    intent: 'career.raise',
  },
  {
    id: 'b19-094',
    persona: 'career',
    message:
      'havent had a pay increase in 3 yrs at this dental practice. how do i bring it up with the owner',
    intent: 'career.raise',
  },
  {
    id: 'b19-095',
    persona: 'career',
    message:
      "What numbers should I bring to a salary conversation to show I'm underpaid compared to the market?",
    intent: 'career.raise',
  },
  {
    id: 'b19-096',
    persona: 'career',
    message: 'My annual review is in May. Should I ask for more money then, or bring it up before?',
    intent: 'career.raise',
  },
  // career.promotion
  {
    id: 'b19-097',
    persona: 'career',
    message:
      'I want to make senior engineer this cycle. What do I need to show, and how do I make sure my manager notices?',
    intent: 'career.promotion',
  },
  {
    id: 'b19-098',
    persona: 'career',
    message: 'got passed over for team lead again. how do i set myself up for next time',
    intent: 'career.promotion',
  },
  {
    id: 'b19-099',
    persona: 'career',
    message: 'How do I make a case for moving from associate to manager at an accounting firm?',
    intent: 'career.promotion',
  },
  {
    id: 'b19-100',
    persona: 'career',
    message:
      "I'm already doing the work of the level above me but my title hasn't changed in three years. How do I get it to match?",
    intent: 'career.promotion',
  },
  // career.feedback-received
  {
    id: 'b19-101',
    persona: 'career',
    message:
      "My annual review said I'm 'not strategic enough'. I don't know what that means or what to do with it.",
    intent: 'career.feedback-received',
  },
  {
    id: 'b19-102',
    persona: 'career',
    message: 'my manager told me i come across as abrupt in meetings. i was shocked. is she right??',
    intent: 'career.feedback-received',
  },
  {
    id: 'b19-103',
    persona: 'career',
    message:
      "My 360 came back mixed: some people say I'm a great mentor, others say I micromanage. How do I make sense of that?",
    intent: 'career.feedback-received',
  },
  {
    id: 'b19-104',
    persona: 'career',
    message:
      "Head chef told me in front of everyone that my plating is sloppy. I'm upset but I want to learn from it instead of sulking.",
    intent: 'career.feedback-received',
  },
  // career.feedback-giving
  {
    id: 'b19-105',
    persona: 'career',
    message:
      'One of my team keeps missing deadlines and I need to talk to him about it. How do I say it without crushing him?',
    intent: 'career.feedback-giving',
  },
  {
    id: 'b19-106',
    persona: 'career',
    message:
      "I have to tell a freelance illustrator that her latest drawings aren't good enough, and she's also a friend. Help.",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b19-107',
    persona: 'career',
    message:
      "What's a good structure for telling someone that the way they present is hurting their chances?",
    intent: 'career.feedback-giving',
  },
  {
    id: 'b19-108',
    persona: 'career',
    message:
      'i run a warehouse shift and one guy is always on his phone. im terrible at confrontation. what do i actually say to him',
    intent: 'career.feedback-giving',
  },
  // career.manager
  {
    id: 'b19-109',
    persona: 'career',
    message:
      'My boss changes priorities every day and then blames me when things slip. How do I cope with this?',
    intent: 'career.manager',
  },
  {
    id: 'b19-110',
    persona: 'career',
    message: 'manager micromanages everything, copies herself on all my emails. its driving me crazy',
    intent: 'career.manager',
  },
  {
    id: 'b19-111',
    persona: 'career',
    message: 'My supervisor presents my ideas as his own in meetings with the director. What can I do?',
    intent: 'career.manager',
  },
  {
    id: 'b19-112',
    persona: 'career',
    message:
      "Our new head of department is very cold and only talks to me to criticise. I'm a lab technician and I dread our one-to-ones every week.",
    intent: 'career.manager',
  },
  // career.colleague
  {
    id: 'b19-113',
    persona: 'career',
    message: 'A coworker keeps interrupting me in meetings and brushing off my ideas. How do I handle it?',
    intent: 'career.colleague',
  },
  {
    id: 'b19-114',
    persona: 'career',
    message:
      'another designer on my team keeps redoing my work without telling me. we sit next to each other and its so awkward',
    intent: 'career.colleague',
  },
  {
    id: 'b19-115',
    persona: 'career',
    message:
      "There's tension between me and another teacher over the shared science lab. How do we sort it out like adults?",
    intent: 'career.colleague',
  },
  {
    id: 'b19-116',
    persona: 'career',
    message:
      'My colleague complained about me to our manager instead of talking to me first. How do I approach her now?',
    intent: 'career.colleague',
  },
  // career.change
  {
    id: 'b19-117',
    persona: 'career',
    message: "I'm 38, been an accountant for 15 years, and I want to move into UX design. Is that realistic?",
    intent: 'career.change',
  },
  {
    id: 'b19-118',
    persona: 'career',
    message: 'thinking about leaving nursing for something in tech but dont know where to even begin',
    intent: 'career.change',
  },
  {
    id: 'b19-119',
    persona: 'career',
    message: 'How do I go from classroom teaching to corporate training without starting at the very bottom?',
    intent: 'career.change',
  },
  {
    id: 'b19-120',
    persona: 'career',
    message:
      "I'm a lawyer who dreams of working in the wine trade. How do I plan the jump without throwing away a decade of experience?",
    intent: 'career.change',
  },
  // career.retraining
  {
    id: 'b19-121',
    persona: 'career',
    message:
      "I want to learn Python for my job in finance. What's the best way to go about it with only evenings free?",
    intent: 'career.retraining',
  },
  {
    id: 'b19-122',
    persona: 'career',
    message: 'is a bootcamp worth it or should i just do online courses for data analysis',
    intent: 'career.retraining',
  },
  {
    id: 'b19-123',
    persona: 'career',
    message:
      "I'm a farmer and want to get certified to fly drones for crop spraying. How should I structure the studying?",
    intent: 'career.retraining',
  },
  {
    id: 'b19-124',
    persona: 'career',
    message: "What's a good way to pick up Excel properly at 50? I feel so far behind my younger colleagues.",
    intent: 'career.retraining',
  },
  // career.layoff
  {
    id: 'b19-125',
    persona: 'career',
    message: "I was let go last week along with 40 others. I'm in shock and don't know what to do first.",
    intent: 'career.layoff',
  },
  {
    id: 'b19-126',
    persona: 'career',
    message: 'made redundant after 11 yrs at the same company. how do i even start again',
    intent: 'career.layoff',
  },
  {
    id: 'b19-127',
    persona: 'career',
    message:
      "It's been two months since they cut my position and I still haven't got my confidence back. How do I pick myself up?",
    intent: 'career.layoff',
  },
  {
    id: 'b19-128',
    persona: 'career',
    message: 'Our games studio shut down overnight, whole team out. How do I handle the next few weeks?',
    intent: 'career.layoff',
  },
  // career.first-time-manager
  {
    id: 'b19-129',
    persona: 'career',
    message:
      'I just got put in charge of the team I used to be part of. How do I handle managing my former peers?',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b19-130',
    persona: 'career',
    message: 'first week leading people, zero training, what should i do first',
    intent: 'career.first-time-manager',
  },
  {
    id: 'b19-131',
    persona: 'career',
    message: "How do I run one-on-ones? I've only ever been on the other side of them.",
    intent: 'career.first-time-manager',
  },
  {
    id: 'b19-132',
    persona: 'career',
    message:
      "I'm a new shift supervisor at a supermarket. Some staff are older than me and ignore what I ask. How do I get them to take me seriously?",
    intent: 'career.first-time-manager',
  },
  // career.leadership
  {
    id: 'b19-133',
    persona: 'career',
    message: 'My team of 12 is flat after a reorg. How do I rebuild energy and trust?',
    intent: 'career.leadership',
  },
  {
    id: 'b19-134',
    persona: 'career',
    message: 'how do i get my people to own decisions instead of coming to me for every little thing',
    intent: 'career.leadership',
  },
  {
    id: 'b19-135',
    persona: 'career',
    message:
      'I run a remote team across four time zones. How do I keep everyone aligned without endless meetings?',
    intent: 'career.leadership',
  },
  {
    id: 'b19-136',
    persona: 'career',
    message:
      'Morale dropped after we lost our biggest client. As head of the studio, what should I say and do this week?',
    intent: 'career.leadership',
  },
  // career.quit
  {
    id: 'b19-137',
    persona: 'career',
    message: "I'm thinking of leaving my job without another one lined up. Is that crazy?",
    intent: 'career.quit',
  },
  {
    id: 'b19-138',
    persona: 'career',
    message: 'hate my job but its good money. stay or go',
    intent: 'career.quit',
  },
  {
    id: 'b19-139',
    persona: 'career',
    message: "How do I know if it's time to hand in my resignation or if I'm just having a bad month?",
    intent: 'career.quit',
  },
  {
    id: 'b19-140',
    persona: 'career',
    message:
      "Six years at this bank and every Sunday night I feel sick about Monday. Part of me wants to give notice tomorrow and part of me says I'd be throwing away security.",
    intent: 'career.quit',
  },
  // career.direction
  {
    id: 'b19-141',
    persona: 'career',
    message: "I'm 24, graduated in history, and I have no idea what kind of work I want to do.",
    intent: 'career.direction',
  },
  {
    id: 'b19-142',
    persona: 'career',
    message: 'i like too many things and cant commit to one path. how do people figure it out',
    intent: 'career.direction',
  },
  {
    id: 'b19-143',
    persona: 'career',
    message:
      "Ten years in marketing and I honestly don't know if it's what I want long term. How do I work out what would suit me better?",
    intent: 'career.direction',
  },
  {
    id: 'b19-144',
    persona: 'career',
    message: 'Are there exercises that help you figure out what kind of work fits your strengths and values?',
    intent: 'career.direction',
  },
  // career.networking
  {
    id: 'b19-145',
    persona: 'career',
    message: "I'm an introvert and I hate industry events. How else can I build professional connections?",
    intent: 'career.networking',
  },
  {
    id: 'b19-146',
    persona: 'career',
    message: 'how do i message someone on linkedin i dont know without sounding desperate',
    intent: 'career.networking',
  },
  {
    id: 'b19-147',
    persona: 'career',
    message:
      "I moved to Singapore for work and don't know a single person in my field here. How do I build contacts?",
    intent: 'career.networking',
  },
  {
    id: 'b19-148',
    persona: 'career',
    message:
      "What's a natural way to keep in touch with old colleagues without it feeling fake or transactional?",
    intent: 'career.networking',
  },
  // career.workload
  {
    id: 'b19-149',
    persona: 'career',
    message: 'I have way too much on my plate at work and my manager keeps adding more. How do I push back?',
    intent: 'career.workload',
  },
  {
    id: 'b19-150',
    persona: 'career',
    message:
      'working 60 hr weeks just to keep up, cant see an end. how do i prioritise when everything is urgent',
    intent: 'career.workload',
  },
  {
    id: 'b19-151',
    persona: 'career',
    message: 'How do I turn down extra projects without looking lazy?',
    intent: 'career.workload',
  },
  {
    id: 'b19-152',
    persona: 'career',
    message:
      "End of the financial year and I'm drowning in reports with three deadlines on the same day. How do I get through the next month?",
    intent: 'career.workload',
  },
  // career.imposter
  {
    id: 'b19-153',
    persona: 'career',
    message:
      "I just started at a big tech company and feel like I don't belong. Everyone seems smarter than me.",
    intent: 'career.imposter',
  },
  {
    id: 'b19-154',
    persona: 'career',
    message: 'everyone thinks im good at my job but i feel like a fraud and one day theyll figure it out',
    intent: 'career.imposter',
  },
  {
    id: 'b19-155',
    persona: 'career',
    message:
      "I've been invited to speak at a conference and I feel completely unqualified. How do I get past that?",
    intent: 'career.imposter',
  },
  {
    id: 'b19-156',
    persona: 'career',
    message:
      "I'm the only woman engineer on my team and I second-guess every comment I make in code review. How do I stop?",
    intent: 'career.imposter',
  },
  // life.relationship
  {
    id: 'b19-157',
    persona: 'life',
    message:
      'My partner and I have the same fight about who does the dishes, almost word for word, every week. How do we get out of that loop?',
    intent: 'life.relationship',
  },
  {
    id: 'b19-158',
    persona: 'life',
    message:
      "we've been together 7 yrs and honestly it feels like flatmates now. how do we get some closeness back",
    intent: 'life.relationship',
  },
  {
    id: 'b19-159',
    persona: 'life',
    message:
      "How can I tell my husband I feel unheard without it turning into a fight? He drives long-haul and when he's home he just wants peace and quiet.",
    intent: 'life.relationship',
  },
  {
    id: 'b19-160',
    persona: 'life',
    message:
      'My girlfriend want that we live together from September. I love her but I am not sure I am ready, how I can talk about this honest without hurting her?',
    intent: 'life.relationship',
  },
  // life.breakup
  {
    id: 'b19-161',
    persona: 'life',
    message: "She ended it two weeks ago and I can't stop checking her Instagram at 1am.",
    intent: 'life.breakup',
  },
  {
    id: 'b19-162',
    persona: 'life',
    message: 'how do you get over someone you were with for 5 years when all your friends are shared',
    intent: 'life.breakup',
  },
  {
    id: 'b19-163',
    persona: 'life',
    message:
      'We split after my ex cheated and I keep replaying every conversation looking for the signs I missed. How do I stop and move forward?',
    intent: 'life.breakup',
  },
  {
    id: 'b19-164',
    persona: 'life',
    message:
      "Boyfriend ended things by text after three years. I'm gutted and half my flat is still full of his records and his bike.",
    intent: 'life.breakup',
  },
  // life.family
  {
    id: 'b19-165',
    persona: 'life',
    message:
      "My brother and I haven't spoken since we argued about selling dad's house last spring. How do I make the first move?",
    intent: 'life.family',
  },
  {
    id: 'b19-166',
    persona: 'life',
    message:
      'my mum criticises everything i do, my job, my hair, my cooking. christmas is coming and im dreading 4 days at hers',
    intent: 'life.family',
  },
  {
    id: 'b19-167',
    persona: 'life',
    message:
      "My in-laws keep interfering in our wedding plans and my wife won't say anything to them. I'm starting to resent all of them.",
    intent: 'life.family',
  },
  {
    id: 'b19-168',
    persona: 'life',
    message:
      "Me and my two sisters can't agree what to do with the family farm in Limousin now that our parents are too old to run it, and every phone call ends in shouting. How do we talk about it calmly?",
    intent: 'life.family',
  },
  // life.parenting
  {
    id: 'b19-169',
    persona: 'life',
    message:
      'My 14-year-old barely says a word to me anymore, just grunts and goes to his room. How do I reconnect?',
    intent: 'life.parenting',
  },
  {
    id: 'b19-170',
    persona: 'life',
    message: 'toddler meltdowns every single night at bedtime, we are so exhausted, nothing works',
    intent: 'life.parenting',
  },
  {
    id: 'b19-171',
    persona: 'life',
    message:
      "My son's marks have dropped since his father and I separated, and his teacher says he's withdrawn in class. How can I support him?",
    intent: 'life.parenting',
  },
  {
    id: 'b19-172',
    persona: 'life',
    message:
      "My daughter just started university in Glasgow, 600 km away, and calls crying every night because she's homesick. How do I help without smothering her?",
    intent: 'life.parenting',
  },
  // life.grief
  {
    id: 'b19-173',
    persona: 'life',
    message: 'My dad died three months ago and some mornings I still reach for my phone to call him.',
    intent: 'life.grief',
  },
  {
    id: 'b19-174',
    persona: 'life',
    message: 'lost my dog last week, 14 years together, everyone says its just a dog but i cant stop crying',
    intent: 'life.grief',
  },
  {
    id: 'b19-175',
    persona: 'life',
    message:
      "It's been a year since my wife passed and people at church expect me to be over it. I'm not, and I don't know what to say when they ask.",
    intent: 'life.grief',
  },
  {
    id: 'b19-176',
    persona: 'life',
    message:
      'How do I get through the first Christmas without my grandmother? She was the one who cooked for all of us.',
    intent: 'life.grief',
  },
  // life.loneliness
  {
    id: 'b19-177',
    persona: 'life',
    message: 'I live alone and sometimes go days without saying a word to anyone.',
    intent: 'life.loneliness',
  },
  {
    id: 'b19-178',
    persona: 'life',
    message:
      'all my friends got married and had kids and i feel left out of everything, the group chat is just baby photos',
    intent: 'life.loneliness',
  },
  {
    id: 'b19-179',
    persona: 'life',
    message:
      'Since I retired from driving the number 42 bus the days are very quiet. I miss having people around me.',
    intent: 'life.loneliness',
  },
  {
    id: 'b19-180',
    persona: 'life',
    message:
      "I test software from my spare room and realised I haven't had a proper conversation with another human in weeks. How do I feel more connected?",
    intent: 'life.loneliness',
  },
  // life.friendship
  {
    id: 'b19-181',
    persona: 'life',
    message:
      "My best friend since uni seems to be pulling away and I don't know why. Do I ask her straight out?",
    intent: 'life.friendship',
  },
  {
    id: 'b19-182',
    persona: 'life',
    message: 'friend always cancels last minute, 4 times now. do i say something or let it go',
    intent: 'life.friendship',
  },
  {
    id: 'b19-183',
    persona: 'life',
    message: "How do I keep a friendship going now that she's moved to Melbourne and I'm still in Dublin?",
    intent: 'life.friendship',
  },
  {
    id: 'b19-184',
    persona: 'life',
    message:
      "I made a joke about a friend's new job at a party and she's been cold ever since. How do I make it right?",
    intent: 'life.friendship',
  },
  // life.anxiety
  {
    id: 'b19-185',
    persona: 'life',
    message: 'I get a knot in my stomach before every social event and usually end up cancelling.',
    intent: 'life.anxiety',
  },
  {
    id: 'b19-186',
    persona: 'life',
    message: 'my mind races with what ifs all day, always jumping to the worst case',
    intent: 'life.anxiety',
  },
  {
    id: 'b19-187',
    persona: 'life',
    message:
      "How do I stop my brain running through every disaster that could happen on a trip before I've even booked it?",
    intent: 'life.anxiety',
  },
  {
    id: 'b19-188',
    persona: 'life',
    message:
      'My heart pounds before any phone call, even to the bank. Is there something I can practise to calm down?',
    intent: 'life.anxiety',
  },
  // life.stress
  {
    id: 'b19-189',
    persona: 'life',
    message:
      "Between the house renovation, my evening accountancy classes and the kids' school stuff, I feel stretched thin and tense all the time.",
    intent: 'life.stress',
  },
  {
    id: 'b19-190',
    persona: 'life',
    message: 'always on edge, jaw clenched, shoulders up to my ears. how do i actually unwind',
    intent: 'life.stress',
  },
  {
    id: 'b19-191',
    persona: 'life',
    message: 'What are quick ways to decompress when I get home after a twelve-hour day?',
    intent: 'life.stress',
  },
  {
    id: 'b19-192',
    persona: 'life',
    message:
      "My wedding is in six weeks and I'm wound up all the time, snapping at everyone. How do I cope with the pressure?",
    intent: 'life.stress',
  },
  // life.anger
  {
    id: 'b19-193',
    persona: 'life',
    message: 'I shouted at my kids again this morning over spilled cereal. I hate that I keep doing it.',
    intent: 'life.anger',
  },
  {
    id: 'b19-194',
    persona: 'life',
    message: 'road rage getting bad, i yell at other drivers every day on the commute',
    intent: 'life.anger',
  },
  {
    id: 'b19-195',
    persona: 'life',
    message: 'How can I stop flaring up when my partner comments on my driving?',
    intent: 'life.anger',
  },
  {
    id: 'b19-196',
    persona: 'life',
    message:
      'Small things set me off, like a slow queue at the post office, and I say things I regret. How do I cool down before it happens?',
    intent: 'life.anger',
  },
  // life.sleep
  {
    id: 'b19-197',
    persona: 'life',
    message: "I wake up at 3am every night and can't drift off again.",
    intent: 'life.sleep',
  },
  {
    id: 'b19-198',
    persona: 'life',
    message: 'cant switch off at night, lie awake for hours going over the day',
    intent: 'life.sleep',
  },
  {
    id: 'b19-199',
    persona: 'life',
    message: "I'm a nurse on rotating night shifts and my rest is a total mess. Any tips?",
    intent: 'life.sleep',
  },
  {
    id: 'b19-200',
    persona: 'life',
    message: 'What sort of evening routine helps you nod off faster?',
    intent: 'life.sleep',
  },
  // life.self-esteem
  {
    id: 'b19-201',
    persona: 'life',
    message: 'I constantly compare myself to my sister and always come up short.',
    intent: 'life.self-esteem',
  },
  {
    id: 'b19-202',
    persona: 'life',
    message: 'i hate how i look in photos and dodge every group picture',
    intent: 'life.self-esteem',
  },
  {
    id: 'b19-203',
    persona: 'life',
    message: "How do I start liking myself more? I talk to myself in a way I'd never talk to a friend.",
    intent: 'life.self-esteem',
  },
  {
    id: 'b19-204',
    persona: 'life',
    message: "I've got a master's degree and a job I'm good at, and I still never feel good enough.",
    intent: 'life.self-esteem',
  },
  // life.habits
  {
    id: 'b19-205',
    persona: 'life',
    message: 'I keep trying to journal every day and give up after a week.',
    intent: 'life.habits',
  },
  {
    id: 'b19-206',
    persona: 'life',
    message: 'how do you actually make something stick long term, not just for 2 weeks',
    intent: 'life.habits',
  },
  {
    id: 'b19-207',
    persona: 'life',
    message:
      'I want to practise guitar twenty minutes a day but I always skip it by Thursday. How do I build consistency?',
    intent: 'life.habits',
  },
  {
    id: 'b19-208',
    persona: 'life',
    message: "What's the trick to making a routine automatic instead of relying on willpower?",
    intent: 'life.habits',
  },
  // life.exercise
  {
    id: 'b19-209',
    persona: 'life',
    message: "I haven't done any sport in ten years. How do I start without hating it?",
    intent: 'life.exercise',
  },
  {
    id: 'b19-210',
    persona: 'life',
    message: 'want to start running but get bored after 10 min lol',
    intent: 'life.exercise',
  },
  {
    id: 'b19-211',
    persona: 'life',
    message:
      "I'm 55 and farm for a living, strong in the arms but out of breath on stairs. Where do I begin to get fitter?",
    intent: 'life.exercise',
  },
  {
    id: 'b19-212',
    persona: 'life',
    message: 'Desk job, nine hours sitting. How do I move my body more?',
    intent: 'life.exercise',
  },
  // life.screen-time
  {
    id: 'b19-213',
    persona: 'life',
    message: "I spend six hours a day on my phone and it's honestly embarrassing.",
    intent: 'life.screen-time',
  },
  {
    id: 'b19-214',
    persona: 'life',
    message: 'doomscrolling till 2am every night, how do i stop',
    intent: 'life.screen-time',
  },
  {
    id: 'b19-215',
    persona: 'life',
    message: "How do I cut back on YouTube when I'm bored? It eats my whole evening.",
    intent: 'life.screen-time',
  },
  {
    id: 'b19-216',
    persona: 'life',
    message:
      'I reach for Instagram the second I open my eyes, before I even get out of bed. How do I change that?',
    intent: 'life.screen-time',
  },
  // life.procrastination
  {
    id: 'b19-217',
    persona: 'life',
    message:
      "My thesis chapter is due in ten days and I haven't written a word. I keep cleaning the flat instead.",
    intent: 'life.procrastination',
  },
  {
    id: 'b19-218',
    persona: 'life',
    message: 'always leave things to the last minute then panic, every single time',
    intent: 'life.procrastination',
  },
  {
    id: 'b19-219',
    persona: 'life',
    message: 'How do I get myself to start on boring tasks like filling in forms?',
    intent: 'life.procrastination',
  },
  {
    id: 'b19-220',
    persona: 'life',
    message:
      "I have a list of life admin that's months old: renew passport, fix the bike, call the insurer. Why can't I just do it?",
    intent: 'life.procrastination',
  },
  // life.drinking
  {
    id: 'b19-221',
    persona: 'life',
    message: "I've noticed I'm getting through a bottle of wine most nights now. I want to cut down.",
    intent: 'life.drinking',
  },
  {
    id: 'b19-222',
    persona: 'life',
    message: 'weekends turn into 3 day benders, want to slow down but all my mates are the same',
    intent: 'life.drinking',
  },
  {
    id: 'b19-223',
    persona: 'life',
    message: 'How do I socialise without alcohol when the rugby club bar is basically my whole social life?',
    intent: 'life.drinking',
  },
  {
    id: 'b19-224',
    persona: 'life',
    message: 'Trying dry January but struggling already. Tips?',
    intent: 'life.drinking',
  },
  // life.money
  {
    id: 'b19-225',
    persona: 'life',
    message:
      'I always run out before payday even though I earn decent money as an electrician. How do I budget?',
    intent: 'life.money',
  },
  {
    id: 'b19-226',
    persona: 'life',
    message: 'credit card balance keeps creeping up, i feel stuck',
    intent: 'life.money',
  },
  {
    id: 'b19-227',
    persona: 'life',
    message: 'How do I start saving when I barely have anything left at the end of the month?',
    intent: 'life.money',
  },
  {
    id: 'b19-228',
    persona: 'life',
    message: 'I have no idea where my salary goes each month. How do I get a grip on it?',
    intent: 'life.money',
  },
  // life.moving
  {
    id: 'b19-229',
    persona: 'life',
    message: "I moved to Berlin three months ago for my partner and it still doesn't feel like home.",
    intent: 'life.moving',
  },
  {
    id: 'b19-230',
    persona: 'life',
    message: 'just moved from the city to a small town and everything feels strange, how do i settle in',
    intent: 'life.moving',
  },
  {
    id: 'b19-231',
    persona: 'life',
    message: "How do you make a new place feel like home when you don't speak the language yet?",
    intent: 'life.moving',
  },
  {
    id: 'b19-232',
    persona: 'life',
    message:
      'We moved from Manila to Toronto with two kids and everything is so unfamiliar. How do we adjust as a family?',
    intent: 'life.moving',
  },
  // life.boundaries
  {
    id: 'b19-233',
    persona: 'life',
    message: 'My friend keeps asking to borrow money and I feel bad saying no.',
    intent: 'life.boundaries',
  },
  {
    id: 'b19-234',
    persona: 'life',
    message: 'my mum calls 5 times a day and gets upset if i dont pick up',
    intent: 'life.boundaries',
  },
  {
    id: 'b19-235',
    persona: 'life',
    message:
      'How do I say no to people without feeling guilty? I always end up hosting, driving, babysitting.',
    intent: 'life.boundaries',
  },
  {
    id: 'b19-236',
    persona: 'life',
    message:
      "My neighbour drops in unannounced every evening and I don't know how to tell her I need time to myself.",
    intent: 'life.boundaries',
  },
  // life.purpose
  {
    id: 'b19-237',
    persona: 'life',
    message: "I have a good job and a family but feel like something's missing.",
    intent: 'life.purpose',
  },
  {
    id: 'b19-238',
    persona: 'life',
    message: 'what am i even doing with my life tbh',
    intent: 'life.purpose',
  },
  {
    id: 'b19-239',
    persona: 'life',
    message: 'How do I find what truly matters to me, beyond paying the bills and getting through the week?',
    intent: 'life.purpose',
  },
  {
    id: 'b19-240',
    persona: 'life',
    message: 'Just turned 50, kids have left home, and I feel lost about what the next chapter should be.',
    intent: 'life.purpose',
  },
  // life.decision
  {
    id: 'b19-241',
    persona: 'life',
    message: 'Should I move abroad to be with my partner or stay near my family?',
    intent: 'life.decision',
  },
  {
    id: 'b19-242',
    persona: 'life',
    message:
      "Move back to my hometown or stay in the city? I've been going back and forth for months and it's all I think about.",
    intent: 'life.decision',
  },
  {
    id: 'b19-243',
    persona: 'life',
    message:
      "How do you make a big choice when both options have real pros and cons and you're scared of regretting it?",
    intent: 'life.decision',
  },
  {
    id: 'b19-244',
    persona: 'life',
    message: "We're deciding whether to have a second child and I keep going round in circles.",
    intent: 'life.decision',
  },
  // life.caregiving
  {
    id: 'b19-245',
    persona: 'life',
    message: "I'm looking after my mum with dementia and I'm exhausted.",
    intent: 'life.caregiving',
  },
  {
    id: 'b19-246',
    persona: 'life',
    message: "caring for my husband since his stroke, i feel like i've lost myself",
    intent: 'life.caregiving',
  },
  {
    id: 'b19-247',
    persona: 'life',
    message: 'How do I balance my job at the pharmacy with looking after my disabled brother?',
    intent: 'life.caregiving',
  },
  {
    id: 'b19-248',
    persona: 'life',
    message:
      'My dad needs more help every month and my siblings live far away. How do I cope with being the one he depends on?',
    intent: 'life.caregiving',
  },
  // any.health
  {
    id: 'b19-249',
    persona: 'career',
    message:
      'I get headaches most afternoons at my desk. Could it be my screen setup, or should I get it looked at?',
    intent: 'any.health',
  },
  {
    id: 'b19-250',
    persona: 'founder',
    message:
      'My lower back has ached for months from sitting at my desk building this company. What kind of specialist should I see?',
    intent: 'any.health',
  },
  {
    id: 'b19-251',
    persona: 'life',
    message: 'blood test says my vitamin d is low. should i take supplements and how much',
    intent: 'any.health',
  },
  {
    id: 'b19-252',
    persona: 'career',
    message: 'Is it normal for my ears to ring for a whole day after a gig? I DJ most weekends.',
    intent: 'any.health',
  },
  // any.legal
  {
    id: 'b19-253',
    persona: 'founder',
    message: 'A former employee says we owe her unpaid overtime. Do I need a lawyer?',
    intent: 'any.legal',
  },
  {
    id: 'b19-254',
    persona: 'career',
    message: 'Can my employer actually enforce a non-compete if I join a competitor in the same city?',
    intent: 'any.legal',
  },
  {
    id: 'b19-255',
    persona: 'life',
    message: "Landlord in Madrid won't return my deposit three months after I moved out. What are my rights?",
    intent: 'any.legal',
  },
  {
    id: 'b19-256',
    persona: 'founder',
    message: 'Do I need to register a trademark for our brand name before we launch in the EU?',
    intent: 'any.legal',
  },
  // any.finance
  {
    id: 'b19-257',
    persona: 'career',
    message: 'Should I put my bonus into my pension or pay off my student loan?',
    intent: 'any.finance',
  },
  {
    id: 'b19-258',
    persona: 'life',
    message: 'Is it smart to put money into index funds at 30, or should I keep it in savings?',
    intent: 'any.finance',
  },
  {
    id: 'b19-259',
    persona: 'founder',
    message: 'I sold part of my shares in a secondary. How should I invest the proceeds?',
    intent: 'any.finance',
  },
  {
    id: 'b19-260',
    persona: 'life',
    message: 'fixed or variable mortgage rate right now? first time buyer',
    intent: 'any.finance',
  },
];
