import type { Intent } from './types';

/** The Founder Advisor's playbook. */
export const FOUNDER_INTENTS: readonly Intent[] = [
  {
    id: 'founder.discovery',
    persona: 'founder',
    family: 'founder.customers',
    title: 'Validating the idea with customers',
    about: 'finding out whether the problem you want to solve is real for customers',
    guidance:
      'What people did the last time they had the problem is the evidence that counts, not what they say they would buy.',
    today:
      'Write down the five questions you will ask in a customer interview, each about something the person already did, and send one interview request before you stop work.',
    steps: [
      [
        'Write down who you believe has the problem, in one sentence, and list 10 people who fit it.',
        'Hold 5 problem interviews by {due}, asking about the last time each person had the problem and what they did.',
        'After each interview, note the three strongest quotes and whether the person has already paid for a workaround.',
      ],
      [
        'Decide in advance what answer from customers would make you drop the idea, and write it down.',
        'Post one short message in a community where your customers gather, asking to hear about their experience with the problem, by {due}.',
        'Sort what you hear into three piles (urgent, nice to have, no problem) and count each one.',
      ],
    ],
    signals: /\b(interview|talk to|conversation|validat|problem|evidence)/i,
  },
  {
    id: 'founder.first-customers',
    persona: 'founder',
    family: 'founder.customers',
    title: 'Finding your first customers',
    about: 'finding your first customers',
    guidance:
      'The first customers rarely come from marketing; they come from founders reaching out one by one to people who have the problem badly.',
    today:
      'Write a list of 20 people or companies who have the problem badly, with how you could reach each one.',
    steps: [
      [
        'List 20 people or companies who have the problem badly and where they spend time online or in person.',
        'Send 10 personal messages by {due} that name their problem and ask for a 20-minute call, not a sale.',
        'Offer the first three who say yes a hands-on pilot, where you do part of the work yourself, and agree on what success looks like.',
      ],
      [
        'Ask everyone in your network for one introduction to someone with the problem, with a two-line note they can forward.',
        'Go where your customers already meet (a forum, a trade group, an event) and help with one real question by {due}.',
        'Track every conversation in a simple sheet (who, when, next step) and follow up within two days.',
      ],
    ],
    signals: /\b(customers?|outreach|reach out|pilot|network|introduc)/i,
  },
  {
    id: 'founder.pricing',
    persona: 'founder',
    family: 'founder.revenue',
    title: 'Setting your pricing',
    about: 'what to charge',
    guidance:
      'Price follows the value to the customer, not your costs, and the fastest way to learn it is to ask real buyers to pay a specific number.',
    today:
      'Write the value your product creates for one real customer in money or hours, and divide it by ten as a first price to test.',
    steps: [
      [
        'Estimate what the problem costs one typical customer per month, in money or hours.',
        'Quote a specific price to 3 prospects by {due}, and note each reaction word for word.',
        'Set your list price from those answers and write down the one objection you heard most.',
      ],
      [
        'Write two packages with a clear difference in value, and one price for each.',
        'Show both packages to 5 prospects or customers by {due} and see which one they pick and why.',
        'Raise the price for the next new customer if nobody hesitated, and track whether the close rate changes.',
      ],
    ],
    signals: /\b(pric|charge|pay|\$|dollars|value|package|tier)/i,
  },
  {
    id: 'founder.churn',
    persona: 'founder',
    family: 'founder.revenue',
    title: 'Reducing churn',
    about: 'keeping paying customers from leaving',
    guidance:
      'Churn is a message from customers: find out exactly why the ones who left stopped getting value before you build anything new.',
    today:
      'Pull the list of customers who cancelled in the last two months and write down when each one signed up and when they last used the product.',
    steps: [
      [
        'List every customer who cancelled in the last 60 days, with when they joined and when they last used the product.',
        'Call or email 5 customers who left by {due} and ask what they were trying to do and what made them stop.',
        'Pick the one reason you heard most and design a fix for it before building anything else.',
      ],
      [
        'Find the moment most customers who stay reach in their first weeks (their first real result) and measure how many get there.',
        'Interview 3 of your most loyal customers by {due} about what they would miss most if the product disappeared.',
        'Change the first week of a new customer’s experience so that more of them reach that first result, and watch the next group.',
      ],
    ],
    signals: /\b(churn|cancel|retention|retain|left|leav|stay)/i,
  },
  {
    id: 'founder.sales',
    persona: 'founder',
    family: 'founder.revenue',
    title: 'Building a sales process',
    about: 'selling and closing deals',
    guidance:
      'Early sales is a repeatable conversation: find the pain, agree the next step in every call, and never leave a deal without a date.',
    today: 'Go through your open deals and give each one a concrete next step with a date, or mark it lost.',
    steps: [
      [
        'Write down the three questions that uncover a buyer’s pain, and use them in every sales call.',
        'End each sales call by {due} with a concrete next step and a date agreed with the buyer.',
        'Review your lost deals and write down the stage where most of them stalled.',
      ],
      [
        'Map who decides, who pays and who uses the product in your last three deals.',
        'Book 5 new sales conversations by {due} with buyers who match your best customer.',
        'Write a one-page summary of your sales steps so someone else could follow them.',
      ],
    ],
    signals: /\b(sales?|sell|deal|close|buyer|pipeline|prospect)/i,
  },
  {
    id: 'founder.hiring',
    persona: 'founder',
    family: 'founder.team',
    title: 'Hiring for the team',
    about: 'hiring the right people for your startup',
    guidance:
      'Hire for the outcome you need in the next six months, and test candidates on real work rather than on how well they interview.',
    today: 'Write the one outcome your next hire must own in their first 90 days, in two sentences.',
    steps: [
      [
        'Write the one outcome your next hire must own in their first 90 days.',
        'Ask 5 people you trust for referrals by {due}, sharing the outcome you need rather than a job title.',
        'Design a short paid work trial that looks like the real job, and use it with your top candidates.',
      ],
      [
        'List what you can offer besides salary: equity, flexibility, scope and what they will learn.',
        'Talk to 3 candidates by {due} and ask each about the hardest problem they solved in a small team.',
        'Call two references for your favourite candidate and ask what it takes to get their best work.',
      ],
    ],
    signals: /\b(hir|candidate|recruit|referr|role|engineer|trial)/i,
  },
  {
    id: 'founder.fundraising',
    persona: 'founder',
    family: 'founder.funding',
    title: 'Raising money from investors',
    about: 'raising money for your startup',
    guidance:
      'Investors fund evidence and a clear story more than a polished deck, so know your strongest number before you start the process.',
    today:
      'Write your one-paragraph story: the problem, who has it, your evidence so far, and how much you are raising for what.',
    steps: [
      [
        'Write your one-paragraph story: the problem, who has it, your evidence of traction, and the ask.',
        'List 20 investors who back your stage and sector, and ask for 3 warm introductions by {due}.',
        'Chart the one metric that best shows momentum, week by week, to open every investor meeting with.',
      ],
      [
        'Decide how much you are raising and the milestones that money gets you to, in one sentence.',
        'Pitch two friendly founders who raised recently by {due}, and ask what an investor would push back on.',
        'Keep a simple investor tracker (name, stage, last contact, next step) and update it after every call.',
      ],
    ],
    signals: /\b(investor|rais|fund|round|pitch|seed|angel|vc)/i,
  },
  {
    id: 'founder.pitch',
    persona: 'founder',
    family: 'founder.funding',
    title: 'Sharpening the investor pitch',
    about: 'your pitch and deck',
    guidance:
      'A pitch works when an investor can repeat your story in two sentences: problem, why now, your evidence, and the ask.',
    today: 'Write the two sentences you want an investor to repeat to their partners after your pitch.',
    steps: [
      [
        'Write the two sentences you want investors to repeat to their partners after your pitch.',
        'Cut your deck to 10 slides, each with one message in its headline, by {due}.',
        'Rehearse the pitch out loud with a timer three times, and record the last run.',
      ],
      [
        'Put your strongest evidence (revenue, growth or a customer quote) on the third slide, not the last.',
        'Pitch to two founders who raised recently by {due} and ask where they lost interest.',
        'Prepare short answers to the five questions investors ask most: market size, competition, team, use of funds, and why now.',
      ],
    ],
    signals: /\b(pitch|deck|slide|investor|story|rehears)/i,
  },
  {
    id: 'founder.cofounder-conflict',
    persona: 'founder',
    family: 'founder.team',
    title: 'Working through a cofounder conflict',
    about: 'a disagreement with your cofounder',
    guidance:
      'Cofounder fights are usually about unclear ownership or different goals for the business, so separate the goal you share from the competing ways to reach it.',
    today:
      'Write down, in two sentences each, what you want for the business and what you think your cofounder wants.',
    steps: [
      [
        'Write down in two sentences what you want, what your cofounder wants, and what you already agree on.',
        'Set a 60-minute talk with your cofounder by {due} where each of you explains the other’s view before your own.',
        'Agree who has the final say in each area (product, sales, money) and write it down.',
      ],
      [
        'List the decisions you disagreed on in the last month and what each was really about.',
        'Agree with your cofounder on one small, reversible test that settles the current question with evidence by {due}.',
        'If the same fight keeps coming back, book a session with a neutral advisor or coach for both of you.',
      ],
    ],
    signals: /\b(co-?founder|partner|disagree|conflict|decision|agree)/i,
  },
  {
    id: 'founder.cofounder-search',
    persona: 'founder',
    family: 'founder.team',
    title: 'Finding a cofounder',
    about: 'finding a cofounder',
    guidance:
      'A good cofounder is found by working together on something real, not by a perfect profile on paper.',
    today: 'Write down the skills you lack most and the values you will not compromise on in a cofounder.',
    steps: [
      [
        'Write down the skills you most need in a cofounder and the values you will not compromise on.',
        'Tell 10 people what you are building and who you are looking for by {due}, and ask for introductions.',
        'Before committing, work on one real project together for a few weeks to see how you decide and disagree.',
      ],
      [
        'Go to two events or communities where the people you need spend time, by {due}.',
        'Have an honest conversation with any candidate about money, time commitment and what happens if it fails.',
        'Agree on vesting with a cliff before you split any equity.',
      ],
    ],
    signals: /\b(co-?founder|partner|equity|vesting|together)/i,
  },
  {
    id: 'founder.pivot',
    persona: 'founder',
    family: 'founder.strategy',
    title: 'Deciding whether to pivot',
    about: 'whether to change direction with the business',
    guidance:
      'A pivot keeps what you learned and changes one big assumption; decide it on evidence and with a date, not in a bad week.',
    today:
      'Write down the one assumption about your business that has turned out wrong, and the evidence for it.',
    steps: [
      [
        'Write down which of your assumptions (customer, problem, solution, channel) the evidence has proven wrong.',
        'List the strongest signal you have seen so far, even a small one, that points to a different direction.',
        'Set a decision date of {due}, and run one quick test of the new direction with 5 customers before it.',
      ],
      [
        'Write the pivot in one sentence: what stays, what changes, and why now.',
        'Talk to 5 of your current users by {due} about whether they would follow you into the new direction.',
        'Agree on the one number that would tell you in 8 weeks whether the pivot is working.',
      ],
    ],
    signals: /\b(pivot|direction|assumption|evidence|change)/i,
  },
  {
    id: 'founder.focus',
    persona: 'founder',
    family: 'founder.strategy',
    title: 'Choosing the one priority',
    about: 'what to focus on when everything in the business feels urgent',
    guidance: 'At an early stage there is one bottleneck that matters most; name it and let the rest wait.',
    today:
      'List everything on your plate for the business, circle the one thing that moves revenue or learning most, and do an hour of it.',
    steps: [
      [
        'List everything on your plate and circle the one item that moves revenue or learning the most.',
        'Put three 90-minute blocks in your calendar before {due} for that one item, and protect them.',
        'Write a short not-now list and share it with your team so the rest can wait without guilt.',
      ],
      [
        'Name the biggest bottleneck in your business right now: getting customers, keeping them, or delivering.',
        'Choose one metric for that bottleneck and write down where it stands on {due}.',
        'Drop or delegate two tasks this week that do not touch that bottleneck.',
      ],
    ],
    signals: /\b(focus|priorit|bottleneck|one thing|metric)/i,
  },
  {
    id: 'founder.burnout',
    persona: 'founder',
    family: 'founder.wellbeing',
    title: 'Founder burnout',
    about: 'running yourself down while building the business',
    guidance:
      'Your energy is the scarcest resource your business has; protecting it is part of the job, not a break from it.',
    today:
      'Block one evening this week with no work at all, and tell someone close to you that you are doing it.',
    steps: [
      [
        'Write down what drains you most in the business right now, and what gives you energy.',
        'Take two half-days fully off by {due}, with work notifications switched off.',
        'Hand over or drop one recurring task that drains you, and tell the team who owns it now.',
      ],
      [
        'Tell your cofounder, an advisor or a friend honestly how you are doing.',
        'Set a hard stop time for work on weekdays and keep it every day until {due}.',
        'If you sleep badly or feel low for weeks, talk to a doctor or therapist; it is a sign to get support, not a weakness.',
      ],
    ],
    signals: /\b(burn|rest|energy|time off|recover|sleep|exhaust)/i,
  },
  {
    id: 'founder.product',
    persona: 'founder',
    family: 'founder.strategy',
    title: 'Shaping the product',
    about: 'what to build and when to ship',
    guidance:
      'A smaller scope shipped soon teaches you more than a big launch later; build only what customers already asked for.',
    today:
      'Cut your next release to the one workflow customers asked for most, and write down its ship date.',
    steps: [
      [
        'Cut your next release to the one workflow customers asked for most.',
        'Ship it to 3 users by {due} and watch them use it without helping.',
        'Write down the one number that tells you whether the release worked.',
      ],
      [
        'List your feature ideas and mark which ones a paying customer asked for.',
        'Build a rough prototype of the top one and show it to 5 users by {due}.',
        'Delete or park every feature on the list that no customer asked for.',
      ],
    ],
    signals: /\b(ship|build|feature|release|mvp|product|prototype|scope)/i,
  },
  {
    id: 'founder.growth',
    persona: 'founder',
    family: 'founder.customers',
    title: 'Finding a growth channel',
    about: 'getting more people to find and try your product',
    guidance:
      'Growth comes from one channel that works, found by small cheap tests, not from being everywhere at once.',
    today:
      'Write down three channels where your best customers already look for solutions, and rank them by how cheap they are to test.',
    steps: [
      [
        'List where your best current customers first heard of you.',
        'Run one small test on the most promising channel by {due}, with a budget and a number to beat.',
        'Double down on the channel that beat its number, and stop the ones that did not.',
      ],
      [
        'Write your landing page headline as the customer’s problem in their words.',
        'Send 50 visitors from one channel to that page by {due} and measure sign-ups.',
        'Ask 3 new sign-ups what almost stopped them from signing up.',
      ],
    ],
    signals: /\b(channel|growth|marketing|traffic|sign-?ups?|landing|ads?)/i,
  },
  {
    id: 'founder.runway',
    persona: 'founder',
    family: 'founder.funding',
    title: 'Managing cash and runway',
    about: 'cash, burn and how long your money lasts',
    guidance: 'Know your runway to the month, and decide what you will cut well before you have to.',
    today: 'Write down your cash in the bank, your monthly burn, and the month the money runs out.',
    steps: [
      [
        'Write down your cash, monthly burn and the month the money runs out.',
        'List your costs from largest to smallest and, by {due}, mark what you could cut quickly.',
        'Set the runway threshold (for example 6 months) at which you will cut costs or start raising.',
      ],
      [
        'Build a simple 12-month cash forecast with a good case and a bad case.',
        'Talk to your accountant or a finance-savvy founder about the forecast by {due}.',
        'Find one way to bring cash in sooner: annual prepayment, a paid pilot, or a service project.',
      ],
    ],
    signals: /\b(cash|runway|burn|cost|budget|money|forecast)/i,
  },
];
