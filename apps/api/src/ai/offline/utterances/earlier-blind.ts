import type { MentorType } from '@mentor/validation';

/**
 * The first blind set (195 messages, 3 per intent), now labelled training material. It was written by someone who saw
 * only the list of intents (never the corpus, its vocabulary or the classifier) and was measured once as a blind set
 * (59.5% on topic, 47 unrelated replies: docs/mentor.md). Its misses were then read and listed, so it was no longer
 * blind: its messages joined the corpus here, appended to each intent's list after the other writers' (the fixed
 * split holds out every fourth message of a list, as for the rest), and the blind set is now
 * src/ai/eval/blind-heldout-21.ts (the second and third are ./second-blind.ts and ./third-blind.ts, training material
 * too). Ids b-001 to b-195 of the old set are in order within each intent.
 */
export const EARLIER_BLIND_UTTERANCES: Record<string, readonly string[]> = {
  'founder.discovery': [
    "before i write a single line of code, how do i know restaurant owners actually care about food waste enough to pay for something? everyone i talk to says 'nice idea' and that's it",
    "I've done 14 calls with HR managers about onboarding paperwork. Half say it's annoying, half just shrug. Is that a real pain point or am I kidding myself?",
    "How can I tell if dentists would genuinely want this, or if they're just being polite to me in the meeting?",
  ],
  'founder.first-customers': [
    'We opened the beta last week and the only people on it are my friends. Where do I find the first 10 yoga studios who would actually pay for the scheduling tool?',
    'Sir, we need our very first paying clients for a B2B invoicing app here in Pune. Cold email, LinkedIn, or walking into offices? Not knowing where to begin.',
    'product is done, literally nobody has bought it yet. how did you land your first handful of buyers with no audience and no budget',
  ],
  'founder.pricing': [
    '$29/month or $99/month for our analytics dashboard? Competitors are all over the place.',
    "i think were way too cheap at £5 a seat but i'm scared putting it up will kill signups. how do people land on the number",
    'Freemium, a 14-day trial, or just a flat annual fee — which model makes sense for a small B2B tool with about 30 customers?',
  ],
  'founder.churn': [
    'about 9% of our subscribers cancel every month. how do i get them to stick around?',
    "People keep cancelling our meal kit after the second month. The exit survey just says 'not for me'. What should I be doing?",
    "Three of our biggest accounts didn't renew this quarter. How do I make sure the rest don't follow them out the door?",
  ],
  'founder.sales': [
    "I have a call with a hospital chain's procurement team on Thursday and they keep stalling on signing. How do I close this without sounding desperate?",
    "im an engineer not a salesperson. prospects love the demo then go quiet. how do i get from 'this is interesting' to a signed contract",
    "Our champion at the bank has gone silent and the deal has been sitting at 'verbal yes' for 6 weeks. How do I push it over the line?",
  ],
  'founder.hiring': [
    "About to bring on our first engineer. One senior at 140k or two juniors? And how do I even interview for this when I can't code?",
    'we grew fast and two of our first five people are not working out. how do i choose better for the next hires',
    "Need a head of sales for a 12-person startup in Berlin but we can't match big-company salaries. How do I attract someone strong?",
  ],
  'founder.fundraising': [
    'Trying to close a £750k pre-seed. Pitched 30 angels, zero commitments so far. What am I doing wrong?',
    'should we go to angels first or straight to VCs for the seed round? we have 20k MRR',
    "How do I get warm intros to investors? I'm a solo founder in Lagos with nobody in my contacts who has ever written a cheque.",
  ],
  'founder.pitch': [
    "My deck is 27 slides. An investor told me it's too long and she got lost around the market size slide. How should I structure it?",
    'can you help me tighten up my 2 minute pitch? i always ramble about the tech and forget to explain the problem',
    'demo day in 10 days. what goes on slide one and how do i open so the room doesnt zone out',
  ],
  'founder.cofounder-conflict': [
    "My cofounder wants to take VC money and I want to bootstrap. We've been arguing about it for a month and it's getting personal.",
    'my co-founder keeps making product calls without telling me and im fed up. how do we sort this out without blowing up the company',
    "We split 50/50 but honestly I feel like I'm carrying 80% of the work. How do I bring this up with him without a huge fight?",
  ],
  'founder.cofounder-search': [
    "I'm a non-technical founder looking for a technical cofounder. Where do people actually meet these people?",
    'solo for 8 months now and i want a partner to build this with. how do i find someone and know theyre the right one',
    'Is the YC matching platform worth it, or should I look among old colleagues for someone to start this with?',
  ],
  'founder.pivot': [
    '18 months in, growth is flat, but the side feature we built for one client is getting all the interest. Do we drop the main product and go all in on that?',
    'thinking of switching from selling to consumers to selling to businesses instead. how do i know if its the right call or if i should just push harder on what we have',
    "Our original idea still isn't working after a year of trying. When do you call it and try something different with the same team?",
  ],
  'founder.focus': [
    "My to-do list has 60 items and I'm the only full-timer. How do I decide what actually matters this month?",
    "every single day i'm putting out fires and never get to the big stuff. how do founders prioritise when it's all on fire at once",
    'Investor update, a bug in prod, an angry customer, payroll and a conference talk, all this week. What do I do first?',
  ],
  'founder.burnout': [
    "Been doing 90-hour weeks on my startup for a year. I'm exhausted all the time and I've started dreading opening my laptop.",
    "honestly the company is fine but i'm running on empty. haven't had a single day off since we launched in march",
    'I feel completely drained from building this thing. How do other founders keep going for years without frying themselves?',
  ],
  'founder.product': [
    'Should we release the MVP now with just bookings, or wait until payments and reviews are in too?',
    'users keep requesting like 20 different features. how do i decide what goes into the next release',
    "I keep adding features and we still haven't launched after 7 months. When is it good enough to put in front of people?",
  ],
  'founder.growth': [
    'We have 400 users and signups have flatlined. What channels should I try next to get more people in the door?',
    'SEO, tiktok, paid ads, referral program... which one actually works for a small consumer app with basically no marketing budget',
    "Word of mouth got us to 2,000 users but it's dried up. How do we get more people to discover the app and give it a go?",
  ],
  'founder.runway': [
    'We have £180k in the bank and spend about £25k a month. Do I need to cut costs now or can I wait?',
    'money runs out in 5 months. what should i cut first to buy us more time',
    'how do i work out how many months we can survive when our revenue is so lumpy? some months 2k, some months 15k',
  ],
  'career.job-search': [
    "I'm a data analyst with 4 years' experience looking for my next role in Manchester. Where should I be looking besides LinkedIn?",
    'been at the same company 9 years, no clue how job hunting even works these days. where do i start',
    'I am looking for remote backend developer job from Bangalore. Which portals are actually working? Kindly suggest.',
  ],
  'career.cv': [
    'My resume is 3 pages long. A recruiter said cut it to one. What do I keep?',
    'how do i explain the 18 month gap on my CV without it lookng bad',
    "Everything on my CV is just duties like 'responsible for monthly reporting' and it reads so flat. How do I make it show what I actually achieved?",
  ],
  'career.no-responses': [
    "Sent 120 applications in 2 months. Got 2 automated rejections and silence from everyone else. What's going wrong?",
    'i apply apply apply and noone ever writes back. not even a no',
    'Applied for 40 product manager roles, not one callback. Is it me or the market?',
  ],
  'career.interview': [
    "I have a final round at Google next Tuesday, it's system design. How should I prep?",
    "how do i answer 'tell me about yourself' without rambling? its tommorow at 9",
    'First interview in 6 years on Friday — a panel of four for a ward manager post. What should I have ready?',
  ],
  'career.interview-after': [
    "Interviewed 10 days ago and they said they'd be in touch within a week. Should I chase them or is that pushy?",
    'got turned down after the final round, third time this year. what am i supposed to do with that now',
    'Should I send a thank-you email after my interview this afternoon? What would I even say?',
  ],
  'career.offer-negotiation': [
    'They offered me 85k and I was hoping for 95k. How do I ask for more without them pulling the offer?',
    'offer came through with only 20 days holiday, can i push for more leave and a signing bonus or is that cheeky?',
    'Offer letter is lower than the market rate. Is it rude to counter as a fresher? This is in Hyderabad, 4.5 LPA.',
  ],
  'career.compare-offers': [
    "I've got two offers: a startup paying 70k plus equity, and a bank paying 90k. Which would you take?",
    'two offers on the table, product role at a fintech or an engineering role at a big consultancy. Same pay. how do i choose',
    'Got offers from Infosys and a 20-person startup. Startup is more exciting but less stable. How to compare them properly?',
  ],
  'career.raise': [
    'no pay rise in 3 yrs. how do i ask for one?',
    'salary review is next month. what do i say to get more than the usual 3%',
    "I'm paid about 20% below market for my role. How do I build a case for more money with my boss?",
  ],
  'career.promotion': [
    "I've been a senior engineer for 4 years and keep getting passed over for staff. What do I actually need to do to move up?",
    "how do i get to the next level at work? my manager just says 'keep doing what you're doing' which isn't helpful",
    'Want to go from associate to senior associate at my firm this cycle. What should I be doing now?',
  ],
  'career.feedback-received': [
    "My performance review said I'm 'not strategic enough'. I don't even know what that means. What do I do with it?",
    "client gave me some harsh comments on my presentation and i can't stop replaying them",
    '360 review came back and several people said I interrupt in meetings. How should I take this?',
  ],
  'career.feedback-giving': [
    'Someone on my team has turned in sloppy work for weeks. How do I tell her without crushing her?',
    'how do i tell a peer their presentation is honestly pretty bad before they show it to the board',
    "My intern thinks he's doing great but most of his code needs rework. I have to talk to him about it on Monday.",
  ],
  'career.manager': [
    'My boss presents my work as his own in front of leadership. What can I do?',
    "my manager micromanages everything, checks my slack status, asks for updates 5 times a day. i can't work like this",
    'New manager seems to have it in for me — she criticises me in meetings and leaves me off emails.',
  ],
  'career.colleague': [
    'A coworker keeps taking over my projects and talking over me in meetings. How do I handle it?',
    "theres this guy on my team who is passive aggressive with me on every PR review. we're peers, same level",
    "My desk mate and I had a blow-up over a shared deadline and now it's really awkward between us. How do I fix things?",
  ],
  'career.change': [
    "I'm a 38-year-old accountant and I want to become a UX designer. Is that realistic?",
    'teaching for 10 years and i want out of education entirely. how do people move into corporate jobs from teaching',
    'Thinking of leaving law for product management. How do I make the switch without starting from zero?',
  ],
  'career.retraining': [
    'Which is better for getting the skills for data science, a 6-month bootcamp or teaching myself Python online?',
    "I want to learn AWS to stay relevant. What's a realistic study plan while working full time?",
    "i'm in HR and keep getting stuck with excel and SQL. best way to learn them properly in the evenings?",
  ],
  'career.layoff': [
    'I was let go yesterday along with 200 others. What should I do first?',
    'made redundant after 12 years. 3 months severance. i feel numb, what now',
    'My role was cut in restructuring last week. How I should handle the next few weeks?',
  ],
  'career.first-time-manager': [
    'I just got put in charge of the team I used to be a peer on. How do I manage people who were my friends last week?',
    'first time having direct reports, 4 people starting monday. what should i do in the first month',
    "I've never had reports before and now I have 6. How do I run 1:1s?",
  ],
  'career.leadership': [
    'My team of 12 seems flat and unmotivated since the reorg. How do I get their energy back?',
    'how do i get my team to take ownership instead of waiting for me to tell them everything',
    "I've managed for 8 years but morale in my department has dipped badly. What do good leaders do in this situation?",
  ],
  'career.quit': [
    "Should I quit? I'm bored, the pay is fine, but I haven't learned anything in 2 years.",
    'handing in my notice with nothing lined up. crazy?',
    "i dread monday every week. how do i know if it's time to walk away from this job or if i'm just in a rut",
  ],
  'career.direction': [
    "I'm 27 and have no idea what I want to do for work. Everything sounds kind of okay and nothing sounds great.",
    'finished my biology degree, dont want to do lab work, no clue what else i could do with it',
    "I've drifted between jobs for years. How do I figure out what kind of work actually suits me?",
  ],
  'career.networking': [
    'I hate networking events. How do I build professional connections as an introvert?',
    'how do i message someone senior on linkedin for a coffee chat without it being weird',
    "New to fintech and I don't know a soul in the industry. How do people build contacts from scratch?",
  ],
  'career.workload': [
    "I'm doing the job of 3 people since two colleagues left and I'm at my desk till 10pm most nights.",
    '60 hour weeks and the tasks keep piling up. how do i get my hours back under control',
    'Constantly answering emails on weekends just to keep up. How do I manage this volume?',
  ],
  'career.imposter': [
    'Just joined a top consulting firm and everyone seems smarter than me. I feel like they hired me by mistake.',
    "i got bumped to senior and i keep waiting for someone to realise i'm not actually good enough",
    'Even when my work goes well I think I just got lucky. Will I ever feel like I belong in this role?',
  ],
  'life.relationship': [
    "My partner and I keep having the same argument about chores and it's wearing us both down.",
    "we've been togther 6 years and it feels like we're just flatmates now. how do we get close again",
    'my husband shuts down whenever I try to talk about anything serious. how do I reach him',
  ],
  'life.breakup': [
    "We split up 3 weeks ago after 4 years and I can't stop checking her instagram.",
    'how do you get over someone when you still see them at uni every day',
    "My fiancé called off the engagement last month. I don't know how to move on.",
  ],
  'life.family': [
    "My mum and sister haven't spoken in a year and I'm stuck in the middle at every family event.",
    'my parents keep pressurising me to get married and every phone call is becoming a fight',
    'Christmas at my in-laws is always tense, my father-in-law criticises everything. How do I get through it this year?',
  ],
  'life.parenting': [
    'My 14-year-old barely talks to me anymore, just stays in his room with headphones on. How do I reach him?',
    'my 3 year old has a massive meltdown every time we leave the park. what do I do',
    'My daughter is being left out by the other girls at school and comes home upset. How can I help her?',
  ],
  'life.grief': [
    "My dad died in January and I still can't believe he's gone. Some days I just sit in the car outside work and cry.",
    "lost my dog of 14 years last week and everyone says it's just a dog",
    'My grandmother passed away two months ago and it hits me at random moments, like in the supermarket.',
  ],
  'life.loneliness': [
    "I'm 34, all my friends have kids now and I spend most weekends completely on my own.",
    "wfh full time and some days i don't speak to a single person",
    "Even when I'm surrounded by people I feel like nobody really knows me.",
  ],
  'life.friendship': [
    "My best friend hasn't replied to my messages in weeks and I don't know if I did something wrong.",
    'a friend keeps cancelling plans last minute. should i say something or just let it fade',
    'My oldest friend and I have grown apart since she got a new boyfriend. How do I handle that?',
  ],
  'life.anxiety': [
    'I constantly worry something bad will happen to my family even when everything is fine.',
    'my mind keeps spinning with what-ifs before every social event and i end up cancelling',
    "Every morning I wake up with a knot of dread about things that probably won't happen.",
  ],
  'life.stress': [
    "Between my job, the house renovation and planning a wedding, I feel like I'm drowning.",
    "too much on my plate right now and i can't switch off. everything feels like too much",
    'Exams, a part-time job and a sick cat all at the same time. How do I stay calm with this much going on?',
  ],
  'life.anger': [
    "I blew up at another driver in traffic today over nothing. I don't recognise myself when I get like this.",
    'i go from 0 to furious so fast. small things like someone chewing loudly and i see red',
    "How do I stop snapping at people when I'm irritated? My short fuse is costing me.",
  ],
  'life.sleep': [
    "can't fall asleep before 3am most nights",
    'wake up at 4.30 evry morning and cant get back to sleep',
    "How do I fix my body clock? Since the holidays I've been going to bed at 2 and waking at 11.",
  ],
  'life.self-esteem': [
    "I always feel like I'm not as good as everyone else, especially when I look in the mirror.",
    'how do i stop being so hard on myself. i call myself stupid for every small mistake',
    "I don't really like who I am. How do people learn to feel better about themselves?",
  ],
  'life.habits': [
    'I want to journal every day but I always drop it after a week.',
    "how do you make a new routine last? i start strong every january and it's gone by feb",
    'Trying to read 20 pages every night but I keep forgetting. Any tricks to make it automatic?',
  ],
  'life.exercise': [
    "I want to get in shape but I've never been to a gym and it intimidates me.",
    'trying to run a 5k by summer, right now i can barely jog 1km. how should i train',
    "What's a good beginner workout I can do at home, 30 minutes a day, no equipment?",
  ],
  'life.screen-time': [
    "Screen time says I'm on my phone 6 hours a day. How do I cut back?",
    'i doomscroll reels for like 2 hours every evening and feel awful after',
    'how do i stop reaching for my phone every 2 mins',
  ],
  'life.procrastination': [
    'I have a thesis chapter due in 2 weeks and I keep cleaning my flat instead of writing.',
    'why do i always leave everything to the last minute, even things i actually care about',
    "I've been meaning to clear out the garage for months and I just keep avoiding it.",
  ],
  'life.drinking': [
    "I've noticed I'm having 3-4 glasses of wine every night to unwind. I want to cut down.",
    'trying to stop smoking weed every evening. how do i actually do it',
    'How do I go out with friends and not drink? Everyone pressures me at the pub.',
  ],
  'life.money': [
    "I earn decent money but somehow I'm skint by the 20th of every month. How do I budget?",
    'how do i stop spending so much on takeaways and online shopping? trying to put aside 300 a month',
    'I want a simple monthly budget, I have no idea where my salary goes.',
  ],
  'life.moving': [
    "Just moved to Dublin for my partner's job and I feel totally out of place here.",
    'i am relocating from Chennai to Berlin next month. how to settle in new country?',
    "We're moving across the country with two kids this summer. How do I make the transition easier for everyone?",
  ],
  'life.boundaries': [
    'I say yes to everything — every favour, every event — and I have no time left for myself.',
    'my neighbour keeps asking me to watch her kids and i dont know how to turn her down',
    'How do I stop people taking over my evenings? I feel guilty whenever I decline.',
  ],
  'life.purpose': [
    "I've ticked all the boxes — house, job, marriage — and I still feel like something's missing.",
    'what am i even doing with my life. just turned 40 and wondering what any of it is for',
    'How do I work out what really matters to me, not just what everyone expects of me?',
  ],
  'life.decision': [
    "I've got a big choice to make and I keep flip-flopping. How do people make choices they won't regret?",
    "should i do the gap year in south america or stay and start my masters? i've made a pros and cons list 5 times",
    'Cannot decide if we should adopt a dog. We are going back and forth since months.',
  ],
  'life.caregiving': [
    "I look after my mum who has dementia and I'm running out of patience and energy.",
    'caring for my husband since his stroke, i havent had a day to myself in 6 months',
    "I'm my disabled brother's main carer while studying. How do I keep up with both?",
  ],
};

/** The first blind set's questions for any mentor: [the mentor asked, the message]. */
export const EARLIER_BLIND_GENERAL: Record<string, readonly (readonly [MentorType, string])[]> = {
  'any.health': [
    [
      'founder',
      "I've had a nagging headache for two weeks since the launch crunch. Should I see a doctor about it?",
    ],
    [
      'career',
      'my wrists have been aching from typing all day for months. is that something i should get looked at?',
    ],
    ['life', 'A mole on my back seems to have changed shape. How soon should I get it checked?'],
  ],
  'any.legal': [
    ['founder', "Do I need to register a trademark for our startup name before launch? We're in the UK."],
    [
      'career',
      "My ex-employer still hasn't paid my final month's salary. Can I take legal action against them?",
    ],
    ['life', 'landlord is refusing to return my deposit. what are my rights here'],
  ],
  'any.finance': [
    [
      'founder',
      "As a founder of a UK limited company, should I pay myself salary or dividends? What's the tax difference?",
    ],
    ['career', 'My new job offers a 401k match. How much should I put in and which funds should I pick?'],
    ['life', "how does capital gains tax work if i sell shares i've held for 2 years?"],
  ],
};
