import type { Rule } from './rule';

/**
 * Self-harm patterns for the signs around the words (./self-harm.ts has the words themselves): a hope not to wake,
 * starving or purging with the body giving way, pills saved up, a date held on to and belongings shared out, not
 * caring whether one wakes, picturing a crash, the means at hand and a word to someone first, the wish not to be
 * alive said through a negation, "not sure I'll still be here", leaving "everything", a family better off with
 * someone else. Each was added once a spent blind set showed it (docs/decisions.md).
 */
export const SELF_HARM_SIGN_RULES: readonly Rule[] = [
  {
    id: 'sh-hope-not-wake',
    category: 'self_harm',
    re: /\b(?:hop(?:e|es|ing)|pray(?:s|ing)?|wish(?:ing)?) (?:\w+ ){0,3}(?:that )?i (?:just |simply )?(?:will not|would not|do not|never|won t) wake up\b/,
  },
  {
    id: 'sh-eating',
    category: 'self_harm',
    // Starving or purging with the body already giving way (fainting, hair falling out, the heart), or hidden.
    re: /\b(?:(?:have not|had not|not|barely) eaten (?:\w+ ){0,2}(?:in|for) (?:\d+|a|two|three|four|five|six|ten|eleven|twelve) (?:days|weeks)|(?:eating|had|eaten|having|down to|living on|surviving on) (?:maybe |about |around |only |like |under |less than |fewer than )?\d{2,3} (?:calories|kcal|cals)|laxatives? (?:every|a day|after)|(?:take|taking|took) (?:\w+ ){0,3}laxatives|purg(?:e|es|ing)\b|making myself (?:sick|throw up|vomit)|throw(?:ing)? up after (?:i eat|eating|meals|every))(?=[^]{0,400}\b(?:faint\w*|dizzy|pass(?:ed|ing) out|hair|heart|goal weight|can not stop|hide|hiding|look normal|clumps|bones|binge\w*|disciplined|blacked out)\b)|\b(?:faint\w*|dizzy|hair (?:is )?(?:coming|falling) out|heart (?:is )?(?:skipping|racing|fluttering))\b(?=[^]{0,400}\b(?:(?:have not|had not|not|barely) eaten|\d{2,3} (?:calories|kcal|cals)|laxatives|purg(?:e|ing)|goal weight)\b)/,
  },
  {
    id: 'sh-stockpile',
    category: 'self_harm',
    re: /\b(?:saving|stockpil\w+|hoarding|collecting|saved up|stashing|stashed|been saving) (?:up )?(?:my |some |all my |a few of my )?(?:\w+ ){0,2}(?:pills|tablets|meds|medication|antidepressants|painkillers|insulin|paracetamol|co codamol|codeine|tramadol|sertraline|oxycodone|oxy|opioids|morphine|diazepam|benzos|fentanyl|lithium|amitriptyline|propranolol)\b(?! (?:for (?:the |a |my )?(?:trip|travel|holiday|flight|journey)|in (?:a|the|my) (?:pill box|organi[sz]er)))/,
    notInFiction: true,
  },
  {
    id: 'sh-after-that',
    category: 'self_harm',
    // Holding on until a date and no further, or sharing out belongings: "after that I can stop", "who gets what".
    re: /\b(?:lists?|list) of who gets what\b|\bwho gets my (?:\w+ )?(?:stuff|things|cat|dog|savings|guitar|car)\b|\b(?:i (?:just )?need to|if i can) (?:get to|make it to|hold on (?:until|till)|last until|get through) (?:that|the \w+|\w+ s (?:wedding|birthday|graduation)|june|july|christmas|the new year)\b(?=[^]{0,200}\b(?:i can stop|then i can (?:stop|go|rest)|after that i can|who gets)\b)/,
  },
  {
    id: 'sh-not-care-wake',
    category: 'self_harm',
    re: /\b(?:stopped caring|do not care|not care|no longer care|do not really care) (?:if|whether) i (?:wake up|live|die|am alive|make it|am here|see tomorrow)\b/,
  },
  {
    id: 'sh-picture-crash',
    category: 'self_harm',
    re: /\b(?:picturing|imagining|imagine|thinking about|fantasi[sz]ing about|visuali[sz]ing|urge to|tempted to) (?:myself )?(?:just )?(?:driving|crashing|swerving|steering|veering) (?:my car |the car )?(?:into|off|in front of)\b/,
  },
  {
    id: 'sh-means-then-talk',
    category: 'self_harm',
    // The means at hand, then a word to someone first: a disclosure before an act.
    re: /(?<=\b(?:gun|shotgun|rifle|pistol|pills|tablets|rope|noose|knife|blade|razor|bridge|roof|ledge)\b[^]{0,300})\b(?:just )?wanted to (?:talk to|tell|speak to) (?:someone|something|anyone|somebody|you) (?:first|before)\b/,
    urgent: true,
  },
  {
    id: 'sh-not-want-alive',
    category: 'self_harm',
    // The negation is the crisis here ("i do not really want to be alive next year").
    re: /\b(?:do not|does not|no longer|not) (?:really |even |actually )?(?:want|wish|care) to (?:be alive|stay alive|live|exist|be here|keep living|keep going)\b(?! (?:in|with|at|near|like|on|there|here|abroad|anymore in|together)\b)/,
    negatable: false,
  },
  {
    id: 'sh-not-here-by',
    category: 'self_harm',
    re: /\b(?:not sure|do not know if|doubt|do not think) (?:i will|i am going to) (?:still )?be (?:here|around|alive) (?:by|for|next|much longer|at|on)\b/,
  },
  {
    id: 'sh-leaving-everything',
    category: 'self_harm',
    // "I'm leaving. Not the job. Everything." and a date set for it.
    re: /\bleaving\b[^]{0,40}\bnot (?:just )?(?:the|my) (?:job|company|team|city|country)\b[^]{0,20}\b(?:everything|life|for good|the world|all of it)\b/,
    urgent: true,
  },
  {
    id: 'sh-better-parent',
    category: 'self_harm',
    re: /\bbetter off with (?:a|another|some) (?:\w+ )?(?:mum|mom|dad|father|mother|parent|partner|wife|husband|person) (?:who is not|that is not|other than|instead of) me\b/,
  },
  {
    id: 'sh-accident-payout',
    category: 'self_harm',
    // A death made to look like an accident so that the family is paid: "so my wife still gets the pension".
    re: /\b(?:make|making|look(?:ing)? up how to make) (?:it|my death|this) look like an accident\b(?=[^]{0,200}\b(?:so (?:that )?(?:my|the) (?:\w+ )?(?:wife|husband|family|kids|children|partner|mum|mom|son|daughter|parents)s? (?:still )?(?:gets?|get|can have|would get|receive|are paid)|pension|insurance|payout|life cover|policy|pays out)\b)|\bsuicide clause\b(?=[^]{0,200}\b(?:expires?|runs out|ends|lapses|is over|next month|on mine|my policy)\b)/,
    negatable: false,
  },
  {
    id: 'sh-means-ready',
    category: 'self_harm',
    // The means laid out for a time, and belongings given away with a "look after mum".
    re: /\b(?:got|have|put|laid|lined|set) (?:\w+ ){0,2}(?:tablets|pills|meds|rope|blade|razor|noose|belt) (?:\w+ )?(?:ready|out|lined up|counted out) (?:for|by) (?:tonight|later|today|the weekend|when)\b|\bgave (?:away )?(?:my \w+ (?:\w+ )?(?:and (?:my )?\w+ )?)?to (?:my )?(?:little |big |younger |older )?(?:brother|sister|cousin|mate|friend|best friend|neighbour|neighbor)\b(?=[^]{0,120}\btold (?:him|her|them) to look after\b)/,
    urgent: true,
  },
  {
    id: 'sh-tying',
    category: 'self_harm',
    unless:
      /\b(?:swing|hammock|dog|lead|boat|tent|tarp|decorat\w*|fairy lights|lights|bunting|christmas|washing line|plant|tomato\w*|bike|roof rack|trailer|climbing|abseil\w*)\b/,
    re: /\bty(?:ing|ed|e) (?:the |a |my )?(?:cable|rope|belt|cord|scarf|tie|sheet|noose|dressing gown cord|charger cable|extension cord) (?:\w+ )?(?:to|round|around|over|on) (?:the |a |my )?(?:banister|bannister|beam|door|hook|railing|rail|loft hatch|light fitting|pipe|curtain rail|wardrobe rail)\b/,
    urgent: true,
  },
  {
    id: 'sh-rope-set',
    category: 'self_harm',
    // A ligature set up, with the chair or stool beside it.
    unless:
      /\b(?:swing|hammock|dog|boat|tent|tarp|decorat\w*|lights|bunting|christmas|washing|climbing|abseil\w*|gym|boxing|punching bag|pi[nñ]ata|prop|halloween|stage|set design)\b/,
    re: /\b(?:rope|noose|belt|cord|cable|ligature) (?:is |has been )?(?:tied|ready|set up|up|hung|hanging|round the beam|over the beam)\b(?=[^]{0,120}\b(?:chair|stool|step ?ladder|beam|banister|bannister|my neck|tonight|now)\b)/,
    urgent: true,
  },
  {
    id: 'sh-gun-sitting',
    category: 'self_harm',
    // A gun taken out, and the writer sitting alone with it, with no one named as a target.
    unless: /\b(?:clean\w*|hunting|range|clay|licen[cs]e|target practice|deer|rabbits?|pigeons?)\b/,
    re: /\b(?:gun|shotgun|rifle|pistol|revolver)\b(?=[^]{0,300}\b(?:sitting|sat|lying|alone|here) (?:\w+ ){0,4}with it\b)/,
    urgent: true,
  },

  // --- Added from the fourteenth held-out set, read after its one look (now training set P) ---------------
  {
    id: 'sh-not-existing',
    category: 'self_harm',
    // "the kindest thing for everyone is me not existing".
    re: /\bme (?:not (?:existing|being (?:here|around|alive))|no longer existing|ceasing to exist)\b(?! (?:in|on|at|for) (?:the|this|that|their|his|her|my|social)\b)/,
    negatable: false,
  },
  {
    id: 'sh-ligature-now',
    category: 'self_harm',
    unless:
      /\b(?:coat|jacket|towel|dressing gown to dry|picture|mirror|decorat\w*|lights|wreath|bag|hammock|swing)\b/,
    re: /\b(?:hanging|hung|tying|tied|looping|looped|fixing|fixed|putting|put) (?:the |a |my )?(?:belt|rope|cord|cable|scarf|noose|sheet|tie|lead|dog lead) (?:\w+ )?(?:over|on|to|round|around) (?:the |a |my )?(?:door|doorframe|door frame|beam|banister|bannister|hook|rail|railing|loft hatch|wardrobe|curtain rail|pipe)\b(?=[^]{0,80}\b(?:now|tonight|sorry|goodbye|ready|chair|stool|neck|last)\b)/,
    urgent: true,
  },
  {
    id: 'sh-into-water',
    category: 'self_harm',
    // Walking out into the sea or a river, further and further.
    unless:
      /\b(?:surf\w*|swim(?:ming)? (?:lesson|club|race)|wetsuit|paddle\w*|fishing|waders|kids|dog|boogie board|snorkel\w*)\b/,
    re: /\b(?:standing|walking|wading|sitting|lying|going) (?:\w+ ){0,2}(?:in|into) (?:the )?(?:sea|river|lake|ocean|water|canal|loch|reservoir)\b(?=[^]{0,200}\b(?:keep (?:walking|going)|walking out|further out|deeper|up to my (?:waist|chest|neck)|can not swim|let (?:it|the current|the water) take me|not coming back)\b)/,
    urgent: true,
  },
  {
    id: 'sh-gun-thinking',
    category: 'self_harm',
    // A gun within reach that the writer keeps thinking about, with no one named to use it on.
    unless:
      /\b(?:on|at|shoot) (?:him|her|them|my (?:boss|ex|dad|mum|husband|wife|brother|sister|neighbou?r))\b/,
    re: /\b(?:rifle|gun|shotgun|pistol|revolver)\b[^]{0,150}\b(?:started |been |keep |i keep )?thinking about (?:it|using it)\b(?: (?:way )?too much| a lot| all the time| constantly| every (?:day|night))/,
  },

  // --- Added from the fifteenth held-out set, read after its one look (now training set Q) ----------------
  {
    id: 'sh-not-need-where',
    category: 'self_harm',
    // Belongings or a pet given away "where I'm going", "it isn't just for a bit".
    re: /\b(?:will not|won t|do not|would not) need (?:them|it|these|those|my \w+|anything|any of it) (?:where i am going|where i will be|after (?:this week|next week|friday|tonight|that))\b|\bgave (?:my|the|our) (?:dog|cat|pets?|puppy|kitten|rabbit|budgie|parrot|fish|tortoise) (?:away )?to (?:my |a |the |our )?\w+\b(?=[^]{0,150}\b(?:it is not|it isn t|is not (?:just )?for a bit|not coming back|for good|forever|will not be back)\b)/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-stop-vital-meds',
    category: 'self_harm',
    // Vital medication stopped or not refilled, hoping things end by themselves.
    re: /\b(?:stopped|stopping|quit|quitting|not (?:going to )?(?:take|taking|refill\w*)|skipping|binned|flushed) (?:taking )?(?:my |all my )?(?:lithium|insulin|heart (?:meds|medication|medicine|pills|tablets)|blood thinners?|warfarin|anti ?seizure (?:meds|medication)|epilepsy (?:meds|medication)|transplant (?:meds|medication)|dialysis)\b(?=[^]{0,200}\b(?:end|ends|let nature|die|not wake|on their own|on its own|decide|take its course|whatever happens|just stop|happens happens|on purpose|that is the point|not (?:going to )?start (?:it|them|taking (?:it|them)) again)\b)/,
    negatable: false,
  },

  // --- Added from the sixteenth held-out set, read after its one look (now training set R) ----------------
  {
    id: 'sh-height-letting-go',
    category: 'self_harm',
    // Leaning over a balcony or a bridge, thinking about letting go ("not going to. probably.").
    re: /\b(?:lean\w*|stand\w*|stood|sit\w*|sat|look\w*) (?:\w+ ){0,4}(?:over|on|off|at) (?:the |my |a )?(?:\w+ )?(?:balcony|ledge|edge|railings?|parapet|bridge|roof|cliff)\b[^]{0,160}\bthink\w* (?:about|of) (?:letting go|jumping|falling|stepping off|going over|tipping over)\b/,
    negatable: false,
  },
  {
    id: 'sh-out-permanently',
    category: 'self_harm',
    // "want out. permanently".
    unless:
      /\b(?:job|industry|career|company|contract|lease|marriage|relationship|country|city|town|startup|business|partnership|group|band|team)\b/,
    re: /\b(?:want|need|wanna|looking for|find) (?:a |the )?(?:way )?out (?:\. |, )?(?:permanently|for good|forever)\b|\bpermanent way out\b/,
  },

  // --- Added from the seventeenth held-out set, read after its one look (now training set S) --------------
  {
    id: 'sh-leaving-for-good',
    category: 'self_harm',
    // "Not leaving the company, leaving for good."
    re: /\bnot (?:just )?leaving (?:the |my |this )?(?:company|job|team|firm|country|city|role|office)\b[^]{0,40}\bleaving (?:for good|everything|this world|it all|permanently)\b/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-last-day-decided',
    category: 'self_harm',
    // "I've decided Sunday is my last day", and money left for others "out of whatever is left".
    re: /\bi (?:have )?decided (?:that )?(?:\w+ ){0,2}(?:is|will be) my last day\b(?! (?:at|in|with|of|as|on|working|there|here)\b)(?=[^]{0,250}\b(?:whatever is left|what is left|paid out|after i am gone|when i am gone|bailiffs|debts?|goodbye|sorry)\b)/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-starving-hiding',
    category: 'self_harm',
    // Starving to a few hundred calories a day, fainting, and asking how to hide it.
    re: /\b(?:[1-6]\d\d|a few hundred) (?:calories|cals|kcal) a day\b(?=[^]{0,300}\b(?:fainted|fainting|passed out|hide it|hiding it|terrified to eat|scared to eat|keep going|collapsed)\b)/,
  },

  // --- Added from the eighteenth held-out set, read after its one look (now training set T) --------------
  {
    id: 'sh-wont-need-after',
    category: 'self_harm',
    // "I won't be needing the subscription after this week. Thanks for all the help"; a will signed by tomorrow
    // night, "after that it won't matter anyway".
    unless:
      /\b(?:switch\w*|moving|move|new job|changing|team plan|another|cheaper|found|budget|upgrad\w*|downgrad\w*|cancel\w* because|holiday|travel\w*)\b/,
    re: /\b(?:will not|won t|do not|shan t) (?:be )?need(?:ing)? (?:the|my|this|that|it|them|any of (?:it|this)) ?(?:subscription|account|plan|membership|phone|car|flat|room|stuff|things|coaching|sessions)? after (?:this week|tonight|today|tomorrow|the weekend|friday|saturday|sunday|monday|next week)\b(?=[^]{0,200}\b(?:thanks for (?:all|everything)|thank you for (?:all|everything)|goodbye|for everything)\b)|(?<=\b(?:will|wills|note|letters?|goodbye|affairs|insurance|funeral|kids|family)\b[^]{0,200})\bafter (?:that|tomorrow|tonight|this week|friday|the weekend) (?:it|nothing) (?:will not|won t|would not) matter (?:anyway|any more|anymore)\b/,
    negatable: false,
  },
  {
    id: 'sh-rope-tested',
    category: 'self_harm',
    // A rope and a beam, tested "that it holds" ("asking for a story").
    re: /\b(?:rope|noose|belt|cord)\b[^]{0,80}\b(?:beam|banister|bannister|loft|hook|rafter|tree)\b[^]{0,120}\b(?:tested|checked|tried) (?:that |if |whether )?(?:it|they) (?:holds?|would hold|takes? (?:my|the) weight)\b/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-starving-low-weight',
    category: 'self_harm',
    // A weight far below healthy and still wanting to lose more, or days on water only.
    re: /(?<=\b(?:weigh\w*|weight|i am|i m|down to|bmi)\b[^]{0,20})\b(?:3\d|4[0-4]) ?kg\b(?=[^]{0,200}\b(?:lose|losing|drop|dropping) (?:\w+ ){0,2}more\b|[^]{0,200}\b(?:water only|only water|water fast\w*|stop eating|not eating)\b)/,
  },
  {
    id: 'sh-join-them',
    category: 'self_harm',
    // "Grandma's funeral was last month and I keep thinking I should just go and join her."
    re: /(?<=\b(?:funeral|died|passed|death|grave|heaven|lost (?:my|our)|gone)\b[^]{0,250})\b(?:i should|i want to|i could|i will|i am going to|time to|ready to) (?:just )?(?:go and |go )?join (?:her|him|them|my (?:mum|mom|dad|wife|husband|son|daughter|gran\w*|nan|nana|brother|sister|partner|baby|boy|girl))\b(?! (?:for|at|on|in) )/,
    negatable: false,
  },

  // --- Added from the nineteenth held-out set, read after its second look (now training set U) -----------
  {
    id: 'sh-note-blame',
    category: 'self_harm',
    // "the best way to write a note so my mum doesn't blame herself after" (not a note so the new hire does not blame
    // himself for the outage).
    re: /\b(?:note|letter|letters|notes)\b[^]{0,80}\b(?:blames?|blaming) (?:herself|himself|themselves|themself|yourself)\b(?=[^]{0,40}\b(?:after|afterwards|when i am gone|once i am gone|when i go|for what i (?:do|did|am going to do)|for my death|for losing me)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-weight-holds',
    category: 'self_harm',
    // "so low that you start looking up how much weight a curtain rail holds" (not a question about hanging curtains
    // with nothing low about it).
    re: /\bhow much weight (?:a |the |my )?(?:curtain rail|curtain pole|shower rail|rail|beam|banister|bannister|hook|door|doorframe|door frame|loft hatch|pipe|light fitting|ceiling fan|tree branch|branch)s? (?:can |will |would )?(?:hold|holds|take|takes|support|supports)\b(?:(?<=\b(?:so low|rock bottom|dark place|hopeless|no point|end it|give up|cannot go on|can not go on|done with (?:it|life|everything))\b[^]{0,200})|(?=[^]{0,200}\b(?:so low|rock bottom|dark place|hopeless|no point|end it|give up|get there|because i have|cannot go on|can not go on)\b))/,
    negatable: false,
  },
  {
    id: 'sh-pills-working-goodbye',
    category: 'self_harm',
    // "this is the last time i'll log in. the tablets are working. thank u for the help" (not pills that work on a
    // headache, with thanks for the tips).
    re: /\b(?:tablets|pills|meds|pills i took|tablets i took) (?:are|r) (?:working|kicking in|starting to work)\b(?:(?<=\b(?:last time|goodbye|farewell|thank you for (?:everything|all)|thanks for (?:everything|all))\b[^]{0,200})|(?=[^]{0,200}\b(?:last time|goodbye|farewell|thank you for (?:everything|all)|thanks for (?:everything|all))\b))/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-stash-pills',
    category: 'self_harm',
    // "a stash of pills 'just in case'. Mine's been growing for about a year".
    re: /\b(?:stash|stockpile|hoard|store) of (?:\w+ )?(?:pills|tablets|meds|painkillers|paracetamol|codeine|sleeping pills)\b(?=[^]{0,150}\b(?:just in case|in case i|growing|for when|mine)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-going-too',
    category: 'self_harm',
    // "the only reason i haven't done anything is my dog. she's 14. when she goes i'm going too".
    re: /\bwhen (?:she|he|they|my \w+) (?:goes|dies|is gone|passes|passes away)(?: ?[,.;])? (?:then |so )?i am (?:going|gone|going with (?:her|him|them)) (?:too|as well|with (?:her|him|them))\b/,
    negatable: false,
  },
  // --- Added from the twentieth held-out set, read after its second look (now training set V) ------------
  {
    id: 'sh-cutting-again',
    category: 'self_harm',
    // "my therapist doesn't know i started cutting again. three weeks clean before this".
    re: /\b(?:started|start|been|am|keep|kept|i m|back to)(?: \w+)? (?:cutting|burning|scratching|hurting myself|self harming|selfharming) again\b|(?<=\b(?:cut|cutting|blade|razor|relaps\w*|self harm\w*)\b[^]{0,200})\b(?:\d+|a|one|two|three|four|five|six) (?:months?|days?|weeks?|years?) clean\b/,
    notInFiction: true,
  },
];
