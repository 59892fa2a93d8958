import type { Intent } from './types';

/** The Career Coach's playbook. */
export const CAREER_INTENTS: readonly Intent[] = [
  {
    id: 'career.job-search',
    persona: 'career',
    family: 'career.search',
    title: 'Planning the job search',
    about: 'finding your next job',
    guidance:
      'A focused search with a few tailored applications and real conversations beats sending many generic ones.',
    today:
      'Write down the one role you are aiming for and 10 companies where it exists, and message one person at the first of them.',
    steps: [
      [
        'Name one target role and list 10 companies where it exists.',
        'Send 3 tailored applications by {due}, each with two lines on why that company.',
        'Message 2 people who work at companies on your list and ask for a 15-minute chat about their team.',
      ],
      [
        'Keep a simple tracker of your applications (role, date, contact, next action).',
        'Spend half of your search time by {due} on conversations with people, not on job boards.',
        'Follow up on every application after a week with a short, friendly note.',
      ],
    ],
    signals: /\b(applica|apply|role|job|compan|network|search)/i,
  },
  {
    id: 'career.cv',
    persona: 'career',
    family: 'career.search',
    title: 'Sharpening your CV',
    about: 'your CV and how it presents you',
    guidance:
      'A CV works when its first third shows one target role and results with numbers; everything else supports that.',
    today:
      'Rewrite the top third of your CV for one target role: a one-line headline and three results with numbers.',
    steps: [
      [
        'Rewrite the top third of your CV for one target role: a headline and three results with numbers.',
        'Cut every line that does not support your target role, and keep it to two pages at most.',
        'Ask someone who hires for your target role to spend 10 minutes on your CV by {due}, and apply their top fix.',
      ],
      [
        'Turn each bullet of your last two jobs into action, result and number.',
        'Make a version of your CV for each of your two target roles by {due}.',
        'Update your LinkedIn headline and summary so they match the CV.',
      ],
    ],
    signals: /\b(cv|resume|résumé|bullet|headline|linkedin)/i,
  },
  {
    id: 'career.no-responses',
    persona: 'career',
    family: 'career.search',
    title: 'Getting replies to applications',
    about: 'applying and not hearing back',
    guidance:
      'Silence usually means the application does not show the fit fast enough, or it goes through the front door only; fix the match and add a person.',
    today:
      'Pick your last three applications and compare the first half page of your CV with the first five lines of each job ad.',
    steps: [
      [
        'Compare your CV with three job ads you applied to and note which key requirements it does not show.',
        'For each of your next 3 applications by {due}, find one person at that company and send them a short note.',
        'Ask a friend in hiring to tell you honestly, in five minutes, whether they would call you back and why.',
      ],
      [
        'Narrow your search to roles where you meet at least most of the requirements.',
        'Rewrite your CV headline and first three bullets for that narrower target by {due}.',
        'Track response rates for the new version against the old one over the next ten applications.',
      ],
    ],
    signals: /\b(respon|repl|hear back|applica|ats|rejection|fit)/i,
  },
  {
    id: 'career.interview',
    persona: 'career',
    family: 'career.interviews',
    title: 'Preparing for an interview',
    about: 'getting ready for an interview',
    guidance:
      'Interviews reward rehearsed stories with concrete results more than perfect answers, and a few good questions of your own.',
    today:
      'Write out your answer to the interview question you dread most as a short story (situation, action, result) and say it out loud twice.',
    steps: [
      [
        'Write out answers to the 3 interview questions you dread most, each as a short story with a result.',
        'Do a 30-minute mock interview with a friend or colleague by {due}, and ask for one thing to improve.',
        'Research the company for 20 minutes and write down two questions you genuinely want to ask.',
      ],
      [
        'Prepare 5 stories from your work (a success, a failure, a conflict, a leadership moment, a hard problem).',
        'Practise each story out loud in under two minutes by {due}, recording at least one.',
        'Plan the day of the interview: route, clothes, what you bring, and a calm ten minutes before it starts.',
      ],
    ],
    signals: /\b(interview|stor|question|practi|rehears|mock)/i,
  },
  {
    id: 'career.interview-after',
    persona: 'career',
    family: 'career.interviews',
    title: 'After the interview',
    about: 'what to do after an interview or a rejection',
    guidance:
      'After an interview, a short thank-you and an honest debrief with yourself matter more than replaying every answer.',
    today:
      'Write down the two questions that went best and the one that went worst, while you still remember them.',
    steps: [
      [
        'Send a short thank-you note to the interviewer that mentions one thing you discussed.',
        'Write down what went well and the one answer you would improve, by {due}.',
        'If you hear nothing, follow up once, politely, a week after the interview.',
      ],
      [
        'If you were turned down, ask the recruiter for one piece of feedback, briefly and without arguing.',
        'Practise the answer that went worst with a friend by {due}.',
        'Keep applying while you wait: send at least two new applications so no single process carries all your hope.',
      ],
    ],
    signals: /\b(thank|follow[- ]?up|feedback|rejected|debrief|recruiter)/i,
  },
  {
    id: 'career.offer-negotiation',
    persona: 'career',
    family: 'career.pay',
    title: 'Negotiating your offer',
    about: 'negotiating a job offer',
    guidance:
      'An offer is the start of a conversation: thank them, ask for time, and make one clear counter based on market data.',
    today:
      'Find two market data points for this kind of job and level (a salary survey, a friend in a similar role) and write down your counter-offer number.',
    steps: [
      [
        'Gather two or three market data points for the job, level and city.',
        'Write down your number, your walk-away point, and what else you value (start date, remote days, title).',
        'Reply by {due} with thanks, enthusiasm and one clear counter, in a call if you can.',
      ],
      [
        'Ask for the full offer in writing, including bonus, equity and benefits.',
        'Practise saying your number out loud with a friend by {due}, then stop talking after you say it.',
        'If salary is fixed, ask for something else that matters to you, such as a signing bonus or an earlier review.',
      ],
    ],
    signals: /\b(negotiat|counter|salary|offer|number|market)/i,
  },
  {
    id: 'career.compare-offers',
    persona: 'career',
    family: 'career.pay',
    title: 'Choosing between offers',
    about: 'choosing between job offers or options',
    guidance:
      'Choose by what each option gives you in two years (skills, people, story), not only by this year’s pay.',
    today: 'Write both options side by side with what each gives and costs you two years from now.',
    steps: [
      [
        'Write both options side by side: pay, what you will learn, the manager, and the story it gives your CV in two years.',
        'Talk to someone who works or worked at each company by {due} and ask what a hard week looks like.',
        'Decide by {due}, tell someone the decision, and reply to both sides graciously.',
      ],
      [
        'Score each option on your three most important criteria, then check whether the result matches your gut.',
        'Ask the employer you prefer whether it can move on the point where the other one is better, by {due}.',
        'Picture yourself a year into each choice and write down which one you would regret not taking.',
      ],
    ],
    signals: /\b(option|offer|choose|decid|compare|side by side|criteria)/i,
  },
  {
    id: 'career.raise',
    persona: 'career',
    family: 'career.pay',
    title: 'Asking for a raise',
    about: 'asking for better pay',
    guidance:
      'A raise is easier to win with evidence of impact and a market number, asked for in a meeting set up for it.',
    today: 'List three results from the last six months with their impact in numbers, money or time saved.',
    steps: [
      [
        'List three results from the last six months with their impact in numbers.',
        'Find one or two market data points for your role and level, and write down the number you will ask for.',
        'Ask the person who decides on pay for a 20-minute meeting by {due}, and say in advance it is about your pay.',
      ],
      [
        'Write the one-paragraph case for your raise: what you delivered, what you are taking on next, and your number.',
        'Practise the conversation with a friend by {due}, including what you will say if the answer is no.',
        'If the answer is not now, agree on what would change it and a date to review it.',
      ],
    ],
    signals: /\b(raise|pay|salary|market|impact|number)/i,
  },
  {
    id: 'career.promotion',
    persona: 'career',
    family: 'career.growth',
    title: 'Going for a promotion',
    about: 'getting promoted',
    guidance:
      'Promotions follow visible impact at the next level and a clear conversation about what that level needs.',
    today:
      'Write down what the next level looks like in your company, from the career framework or from someone already there.',
    steps: [
      [
        'Write down what the next level expects, from your company’s framework or someone already at it.',
        'Ask the person who decides on promotions for a conversation by {due} about the gaps they see.',
        'Pick one piece of work in the next month that shows the next level, and make its results visible.',
      ],
      [
        'Keep a weekly brag document of your results and who benefited.',
        'Find a sponsor at the level above by {due}: someone who knows your work and will speak for it.',
        'Agree on a date with the person you report to, to review progress toward the promotion.',
      ],
    ],
    signals: /\b(promot|next level|senior|lead|impact|visib)/i,
  },
  {
    id: 'career.feedback-received',
    persona: 'career',
    family: 'career.feedback',
    title: 'Making sense of feedback',
    about: 'feedback you received',
    guidance:
      'Feedback becomes useful once it is turned into one specific behaviour to change, with examples of what good looks like.',
    today:
      'Write the feedback down in your own words, then one example of when it was true and one of when it was not.',
    steps: [
      [
        'Ask the person who gave the feedback for two concrete examples and what good would look like to them.',
        'Pick one behaviour to change from it and try it in your next two meetings.',
        'On {due}, write down what you tried and how people responded, and share it with the person who gave the feedback.',
      ],
      [
        'Wait a day before reacting, then separate what was said from how it felt.',
        'Ask one trusted colleague by {due} whether they see the same pattern.',
        'Agree with the person who gave the feedback on how you will both know it has improved.',
      ],
    ],
    signals: /\b(feedback|example|behaviou?r|review|criticism)/i,
  },
  {
    id: 'career.feedback-giving',
    persona: 'career',
    family: 'career.feedback',
    title: 'Giving difficult feedback',
    about: 'giving someone feedback that is hard to hear',
    guidance:
      'Good feedback is specific, timely and about behaviour and its effect, never about the person’s character.',
    today:
      'Write down one specific situation, the behaviour you saw, and its effect, in three short sentences.',
    steps: [
      [
        'Write down the situation, the behaviour and its effect, in three sentences, for one recent example.',
        'Have the conversation in private by {due}, starting with the example and then asking for their view.',
        'Agree on one concrete change and a date to check in on it together.',
      ],
      [
        'Decide what you want the person to do differently, in one sentence.',
        'Practise the opening line out loud once before the conversation, and hold it by {due}.',
        'After the talk, send a short note with what you both agreed.',
      ],
    ],
    signals: /\b(feedback|specific|behaviou?r|conversation|private|effect)/i,
  },
  {
    id: 'career.manager',
    persona: 'career',
    family: 'career.people',
    title: 'Working with a difficult manager',
    about: 'a difficult situation with your manager',
    guidance:
      'With a difficult manager, facts and a calm direct conversation work better than hoping it stops; keep your own record of your work.',
    today: 'Start a simple log of your work and results, with dates, so your contributions are on record.',
    steps: [
      [
        'Keep a dated log of your work, results and who saw them.',
        'Ask your manager for a one-to-one by {due} and raise one specific example calmly, asking how they see it.',
        'Make your work visible on your own: share progress in team channels and meetings.',
      ],
      [
        'Write down what you need from your manager to do your job well, in three points.',
        'Talk to a mentor or a trusted senior colleague by {due} about how to handle it.',
        'If it continues or crosses a line, take your log to HR or your manager’s manager.',
      ],
    ],
    signals: /\b(manager|boss|one-to-one|1:1|credit|hr|log)/i,
  },
  {
    id: 'career.colleague',
    persona: 'career',
    family: 'career.people',
    title: 'Handling a conflict with a colleague',
    about: 'tension with a colleague',
    guidance:
      'Most conflicts at work come from different goals or unclear roles; talk about the work, one example at a time.',
    today:
      'Write down one recent example of the friction: what happened, what it cost the work, and what you would like instead.',
    steps: [
      [
        'Write down one recent example of the friction and what it cost the work.',
        'Ask the colleague for a private coffee by {due}, and start by asking how they see the work between you.',
        'Agree on one concrete change (who decides what, how you hand things over) and try it for two weeks.',
      ],
      [
        'Separate what the colleague does from what you assume about their intentions.',
        'Say one thing by {due} that you genuinely appreciate about their work.',
        'If nothing changes after an honest conversation, ask the person you both report to for help clarifying roles.',
      ],
    ],
    signals: /\b(colleague|coworker|co-worker|teammate|conflict|conversation|role)/i,
  },
  {
    id: 'career.change',
    persona: 'career',
    family: 'career.change',
    title: 'Planning a career change',
    about: 'changing careers',
    guidance:
      'A career change gets real through conversations with people already doing the work and a small project that proves you can do it.',
    today: 'Write down which of your current skills transfer to the new field, with one example for each.',
    steps: [
      [
        'Name 2 target roles and message one person doing each to ask for a 15-minute conversation.',
        'Start a small project that shows the skill your target role needs most, and share it by {due}.',
        'Write down which of your current skills transfer, with one example for each.',
      ],
      [
        'List what the new role requires and mark what you already have, what you can learn fast, and what needs training.',
        'Find one way by {due} to try the work before committing: a volunteer task, a shadow day or a freelance job.',
        'Work out how long you can live on less money while you switch, and what that means for your timing.',
      ],
    ],
    signals: /\b(switch|transition|change|new field|transfer|target role)/i,
  },
  {
    id: 'career.retraining',
    persona: 'career',
    family: 'career.change',
    title: 'Learning a new skill',
    about: 'learning a skill or retraining for a new field',
    guidance:
      'Skills grow with short, scheduled practice and something real to show at the end, more than with another course.',
    today:
      'Book three 45-minute practice blocks in your calendar for this week and choose the first small thing to build.',
    steps: [
      [
        'Choose one skill and put three 45-minute practice blocks in your calendar before {due}.',
        'Build one small thing with it that you can show someone by {due}.',
        'Write down how you will know you have improved: a test, a task you can do, or feedback.',
      ],
      [
        'Pick one course or book, not five, and drop the rest for now.',
        'Find one person who uses the skill at work and ask them what to learn first, by {due}.',
        'Share what you built in public or with a study group to get feedback.',
      ],
    ],
    signals: /\b(learn|course|practi|skill|study|build|training)/i,
  },
  {
    id: 'career.layoff',
    persona: 'career',
    family: 'career.search',
    title: 'Getting back on your feet after a layoff',
    about: 'being laid off',
    guidance:
      'A layoff is a blow, and it says more about your employer’s situation than about you; money and a routine first, then a focused search.',
    today: 'Write down your money situation: savings, severance, and how many months they cover.',
    steps: [
      [
        'Write down your savings, severance and how many months they cover, and check what unemployment support you can claim.',
        'Tell 10 people in your network by {due} that you are looking and what kind of role you want.',
        'Set a weekday routine for the search, with fixed hours and time off.',
      ],
      [
        'Ask your former employer for a reference and, if possible, a LinkedIn recommendation.',
        'Update your CV with your last role’s results by {due}.',
        'Give yourself a few days to feel it before you start, and talk to someone close about how you are doing.',
      ],
    ],
    signals: /\b(laid off|layoff|severance|network|savings|routine|unemploy)/i,
  },
  {
    id: 'career.first-time-manager',
    persona: 'career',
    family: 'career.leadership',
    title: 'Becoming a manager',
    about: 'leading people for the first time',
    guidance:
      'A new manager’s job moves from doing the work to getting it done through others: one-to-ones and clear expectations come first.',
    today: 'Schedule a 30-minute one-to-one with each person in your team for the coming two weeks.',
    steps: [
      [
        'Hold a one-to-one with each person in your team by {due}, asking what they need from you.',
        'Write down what you expect from each person in one sentence, and share it with them.',
        'Find a manager one level above you who will meet you monthly as a mentor.',
      ],
      [
        'List the tasks you still do yourself and hand over one of them by {due}.',
        'Ask your team for one thing you should start and one you should stop doing.',
        'Block an hour each week to think about the team rather than the work.',
      ],
    ],
    signals: /\b(one-to-one|1:1|team|expectation|delegat|manag)/i,
  },
  {
    id: 'career.leadership',
    persona: 'career',
    family: 'career.leadership',
    title: 'Leading the team',
    about: 'leading and motivating a team',
    guidance:
      'Teams follow clarity: a shared goal, clear ownership, and a leader who listens before deciding.',
    today: 'Write the team’s one goal for the next quarter in one sentence, and who owns which part of it.',
    steps: [
      [
        'Write the team’s goal for the quarter in one sentence, with who owns which part.',
        'Share it in a team meeting by {due} and ask what would stop them from reaching it.',
        'Remove one obstacle they name within the week.',
      ],
      [
        'Ask each person privately what motivates them and what drains them at work.',
        'Delegate one decision you usually make to the person closest to it, by {due}.',
        'Recognise one specific contribution in public each week.',
      ],
    ],
    signals: /\b(team|goal|owner|delegat|motivat|clarity|lead)/i,
  },
  {
    id: 'career.quit',
    persona: 'career',
    family: 'career.direction',
    title: 'Deciding whether to quit',
    about: 'whether to leave your job',
    guidance:
      'Quitting is easier to decide when you know what you are moving towards, not only what you are leaving, and how long your savings last.',
    today: 'Write down what exactly you want to leave behind, and what you would want in its place.',
    steps: [
      [
        'Write down what you want to leave behind and what you want instead.',
        'Check your savings and how many months they would cover without a salary.',
        'Test one alternative by {due} before resigning: talk to someone in the role or company you are drawn to.',
      ],
      [
        'Ask whether the problem can be fixed where you are: a role change, a new team, or a frank talk with the person you report to.',
        'Set a date of {due} to decide, and write down what would make you stay.',
        'If you leave, line up the next step or a clear plan before handing in your notice.',
      ],
    ],
    signals: /\b(quit|leave|resign|stay|savings|notice)/i,
  },
  {
    id: 'career.direction',
    persona: 'career',
    family: 'career.direction',
    title: 'Finding your career direction',
    about: 'not knowing what career you want',
    guidance:
      'Direction comes from trying things and noticing what energises you, more than from thinking alone.',
    today: 'Write down three moments at work or study when you lost track of time, and what you were doing.',
    steps: [
      [
        'Write down three moments at work or study when you felt most engaged, and what they have in common.',
        'Turn them into two or three possible roles and talk to one person in each by {due}.',
        'Try one small experiment in the most promising direction: a course session, a side task, or a shadow day.',
      ],
      [
        'List what you want from work (money, people, meaning, freedom) and rank the top three.',
        'Read about three roles that fit those three things, and note what a normal day looks like in each, by {due}.',
        'Pick one to explore properly for a month, knowing you can change your mind.',
      ],
    ],
    signals: /\b(direction|engag|explore|role|experiment|interest)/i,
  },
  {
    id: 'career.networking',
    persona: 'career',
    family: 'career.search',
    title: 'Building your network',
    about: 'building professional relationships',
    guidance:
      'Networking is easier as curiosity than as asking for favours: ask people about their work and follow up.',
    today: 'Send one message to someone whose work you admire, with one specific question about it.',
    steps: [
      [
        'List 10 people whose work interests you, including old colleagues.',
        'Send 3 short messages by {due}, each with one specific question about their work.',
        'After each chat, send a thank-you and one useful thing (an article, an introduction).',
      ],
      [
        'Go to one meetup or industry event by {due}, and set yourself a goal of two real conversations.',
        'Reconnect with two former colleagues just to hear how they are doing.',
        'Share one thing you learned at work publicly, so people know what you care about.',
      ],
    ],
    signals: /\b(network|message|reach out|connect|meetup|event|coffee)/i,
  },
  {
    id: 'career.workload',
    persona: 'career',
    family: 'career.wellbeing',
    title: 'Managing an overwhelming workload',
    about: 'too much work and long hours',
    guidance:
      'When everything is urgent, the way out is to make the trade-offs visible to the people who set your priorities.',
    today:
      'List everything on your plate at work with a rough number of hours for each, and mark the three that matter most.',
    steps: [
      [
        'List everything on your plate with rough hours, and mark the three that matter most.',
        'Take the list to the person who sets your priorities by {due} and ask which items can wait or go to someone else.',
        'Set a finish time for weekdays and keep it for the next two weeks.',
      ],
      [
        'Track your time for three days to see where the hours really go.',
        'Decline or postpone one meeting or request by {due}, with a short reason.',
        'Block two 90-minute focus sessions a week for your most important work.',
      ],
    ],
    signals: /\b(workload|hours|priorit|overtime|boundar|focus|manager)/i,
  },
  {
    id: 'career.imposter',
    persona: 'career',
    family: 'career.wellbeing',
    title: 'Dealing with self-doubt at work',
    about: 'doubting yourself at work',
    guidance:
      'Self-doubt at work is common among capable people; evidence of what you have done is the best answer to it.',
    today: 'Write down five things you did well at work this year, with one piece of evidence for each.',
    steps: [
      [
        'Write down five things you did well this year, with evidence for each.',
        'Ask two colleagues by {due} what they rely on you for.',
        'Keep a file of thanks and good results, and read it before hard meetings.',
      ],
      [
        'Notice when the doubt shows up and write down the thought and what actually happened next.',
        'Take on one stretch task by {due} and treat it as practice, not a test.',
        'Talk to a mentor about a time they felt the same.',
      ],
    ],
    signals: /\b(doubt|imposter|confiden|evidence|fraud|good enough)/i,
  },
];
