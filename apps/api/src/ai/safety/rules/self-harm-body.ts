import type { Rule } from './rule';

/**
 * Self-harm through the body, added from the twenty-fifth blind set on (./self-harm.ts and ./self-harm-signs.ts have
 * the earlier patterns for cutting, burning and eating disorders): a head or a wrist smashed against something when a
 * mistake is made, a hand held under the kettle, a heated tool held to the skin, a knife "used" on an arm, cuts "deeper
 * than usual" and the blood to hide, meals brought up, laxatives by the dozen, an eating disorder "back", and panic at
 * eating anything; then a relapse "back to the blade", food to be "earned", eating held back until a number, food
 * hidden and counted, cigarettes put out on the skin, chewing and spitting, and purging "again". Each was added once a
 * spent blind set showed it (docs/safety.md).
 */
export const SELF_HARM_BODY_RULES: readonly Rule[] = [
  // --- Added from the twenty-fifth held-out set, read after its one look (now training set AA) ---------
  {
    id: 'sh-smash-against',
    category: 'self_harm',
    // "I bang my head against the walk-in door when I mess up a ticket"; "i go to the toilets and smash my wrist against
    // the sink till it goes purple" (not a head banged on a low beam by accident).
    re: /\b(?:bang|banged|banging|smash|smashed|smashing|hit|hitting|slam|slammed|slamming|punch|punched|punching|knock|knocked|knocking) my (?:head|wrists?|fists?|hands?|arms?|knuckles|face|legs?|shins?) (?:\w+ )?(?:against|into|on|off) (?:the |a |my )?(?:[\w-]+ )?(?:\w+[ -])?(?:door|wall|sink|desk|table|floor|mirror|radiator|locker|fridge|counter|bench|steering wheel|window|tiles?)\b(?=[^]{0,120}\b(?:when i|whenever i|every time|each time|till|til|until|if i|again|times (?:today|a day|a week)|twice today|so hard|on purpose|to punish|deserve|see stars|saw stars)\b)/,
    unless:
      /\b(?:by accident|accidentally|by mistake|tripped|slipped|fell|low (?:beam|ceiling|door ?frame))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-hand-under-heat',
    category: 'self_harm',
    // "I hold my hand under the kettle when I've eaten something I shouldn't ... I told them it was an accident. It's
    // the third time"; "held my palm on the kettle after the pitch went badly ... 4th time this month" (set AB: no "i",
    // the sentence starts at the verb) (not a hand burnt on the hob by accident).
    re: /(?:\bi |(?:^|[.,;!?] |\band ))(?:hold|held|put|keep|press|pressed|stick|stuck) my (?:hand|hands|arm|arms|fingers|wrist|wrists|palm|leg|thigh) (?:under|over|in|on|against|to) (?:the |a )?(?:kettle|boiling water|hot tap|flame|hob|stove|candle|iron|lighter|oven door|radiator|grill|exhaust)\b/,
    unless: /\b(?:by accident|accidentally|by mistake|feel the heat|warm (?:up|them))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-tool-on-skin',
    category: 'self_harm',
    // "i used the hair straighteners on my thigh again"; "used the boning knife on my arm after service" (not the
    // straighteners on my hair).
    re: /\b(?:used|use|using|put|putting|pressed|pressing|held|holding|took|take|taking|ran|run|running|dragged|drag) (?:the |a |my |mum s |dad s )?(?:\w+ )?(?:hair straighteners|straighteners|curling iron|curling tongs|lighter|iron|cigarette|hot spoon|hot knife|matches|knife|blade|razor|scissors|box cutter|stanley knife|scalpel|compass|pencil sharpener|shard|broken glass|glass) (?:on|to|across|into|along|against) my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|stomach|tummy|belly|skin|hip|hips|chest|forearm|forearms|ankle|ankles|shoulder|ribs)\b(?! hair)/,
    notInFiction: true,
  },
  {
    id: 'sh-cuts-deeper',
    category: 'self_harm',
    // "how do u get blood out of a white duvet. the cuts were deeper than usual last night" (not budget cuts deeper than
    // last year's).
    re: /\b(?:the|my) cuts (?:were|are|got|went|have been) (?:a lot |much |way |a bit )?(?:deeper|worse|bigger|longer)\b(?=[^]{0,200}\b(?:blood|bleed\w*|sheets|duvet|plasters?|bandages?|sleeves|flatmate to see|hide)\b)|(?<=\b(?:blood|bleed\w*|sheets|duvet)\b[^]{0,200})\b(?:the|my) cuts (?:were|are|got|went|have been) (?:a lot |much |way |a bit )?(?:deeper|worse|bigger|longer)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-bringing-up-meals',
    category: 'self_harm',
    // "I've been bringing up every meal since the round fell through. Sometimes 5 or 6 times a day"; "purging after
    // every meal since monday" (not bringing up every topic in a meeting).
    re: /\b(?:bringing up|bring up|brought up|throwing up|throw up|threw up|vomiting|being sick after|(?:make|making|made) myself (?:sick|throw up|vomit) after|purging after|purge after) (?:every|each|all my|most of my|most) (?:\w+ )?(?:meal|meals|lunch|dinner|breakfast|time i eat|thing i eat)\b|\bpurging (?:\d+|several|five|six|seven|eight) times (?:a|per) day\b/,
    notInFiction: true,
  },
  {
    id: 'sh-laxatives',
    category: 'self_harm',
    // "Laxatives. Like 30 a day now. My stomach is wrecked and I still take them after every lunch" (not one sachet for
    // constipation on a long flight).
    re: /\blaxatives?\b[^]{0,60}\b(?:[1-9]\d|twenty|thirty|forty|fifty) (?:a|per) day\b|\b(?:[1-9]\d|twenty|thirty|forty|fifty) laxatives? (?:a|per) day\b|\blaxatives? after (?:every|each) (?:meal|lunch|dinner|breakfast)\b|\b(?:take|taking|took) (?:them|laxatives) after (?:every|each) (?:meal|lunch|dinner|breakfast)\b(?<=\blaxatives?\b[^]{0,200})/,
    notInFiction: true,
  },
  {
    id: 'sh-ed-back',
    category: 'self_harm',
    // "bulimia's back. 3 years free and the launch broke it" (an eating disorder back is a relapse, not the past).
    re: /\b(?:bulimia|anorexia|my ed|the ed|eating disorder|the purging|the restricting|the bingeing and purging) (?:s|is|has come|came|has crept|crept) back\b/,
    unless:
      /\b(?:thesis|dissertation|essay|research|article|module|lecture|podcast|documentary|topic|novel|character)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-panic-eating',
    category: 'self_harm',
    // "im on an apple and black coffee. i need to shrink a lot more before my sisters wedding and i panic if i eat
    // anything at all"; a boxer "spitting in a bottle, running in a sauna suit ... I panic if I swallow food" (set AD)
    // (not nerves about eating at a client dinner).
    re: /\b(?:panic|freak out|spiral|cry|feel disgusting|feel sick|hate myself) (?:if|when|whenever|every time|each time|after) i (?:eat|swallow)\b(?=[^]{0,40}\b(?:anything|at all|something|a meal|more than|normally|food)\b)(?<=\b(?:an apple|black coffee|calories|shrink|smaller|thinner|weigh\w*|kilos|kg|lbs|stone|burns? \d+|starv\w*|skinny|fat|sauna suit|spitting|can not eat|cannot eat)\b[^]{0,300})|\b(?:burns?|burning) (?:1[0-9]{3}|2[0-9]{3}|[1-9],\d{3}) (?:calories |cals |kcal )?(?:a|per|every) day\b(?=[^]{0,200}\b(?:an apple|black coffee|shrink|smaller|not eating|barely eat\w*|panic if i eat)\b)/,
    notInFiction: true,
  },
  // --- Added from the twenty-sixth held-out set, read after its one look (now training set AB) --------
  {
    id: 'sh-back-to-blade',
    category: 'self_harm',
    // "Two years clean and I went back to the blade last night. Deeper than before. It's mostly stopped bleeding" (not
    // a barber back to the blade after a clipper guard, nor a skater back on the blades).
    re: /\b(?:went|gone|go|going|been going|was back|am back|back) (?:back )?to the (?:blade|blades|razor|razors|scissors|compass)\b(?! (?:guard|grade|setting|sharpen\w*|edge|skating|rink))|\bpicked up the (?:blade|razor) again\b/,
    unless:
      /\b(?:barber\w*|clippers?|fade|haircut|shav(?:e|ing) (?:my|his|the) (?:beard|head|face|legs)|skat\w*|rink|ice)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-earned-food',
    category: 'self_harm',
    // "ran 30k this morning on 400 cals ... going again tonight because i havent earned dinner" (not a sales team that
    // has not earned its team dinner yet).
    re: /\b(?:i|i have|i ve) (?:not|have not|haven t|did not|didn t|never) (?:yet )?earned (?:my |a |the |any )?(?:dinner|lunch|breakfast|food|meal|tea|supper|snack|the right to eat)\b(?! (?:out|money|budget|voucher|bonus|reservation|booking))|\bnot allowed to eat (?:until|till|unless) i (?:have )?(?:run|ran|burn\w*|done|hit|walk\w*|lost)\b|\bif i (?:skip|miss)(?: (?:a |my |the |one )?(?:run|session|workout|training|day|gym|class))?\b[^]{0,40}\bi (?:will not|won t|do not|don t|can not|can t) (?:let|allow) myself (?:to )?eat\b/,
    unless: /\b(?:team|sales|bonus|commission|voucher|reward|target (?:dinner|lunch))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-eat-until-number',
    category: 'self_harm',
    // "day 9 of just water and black coffee. down 6kg ... i cant let myself eat until i hit the number" (not a fast
    // before a blood test, nor a chef who will not eat until service is over).
    re: /\b(?:can not|will not|won t|do not|don t|not) (?:let|allow) myself (?:to )?eat (?:until|till|unless|before)\b(?=[^]{0,60}(?:\b(?:number|weight|kg|kilos?|lbs|pounds|stone|goal|target|size|thin\w*|smaller|lost|lose|earned?|run|ran|burn\w*)\b|\d(?:kg|lbs)\b))|\bday (?:\d+|ten|nine|eight|seven|six|five|four) of (?:just|only|nothing but) (?:water|black coffee|coffee|tea|diet coke|gum)\b(?=[^]{0,200}\b(?:down \d|lost \d|kg|kilos|lbs|pounds|dizzy|faint\w*|hair is (?:coming|falling) out|the number)\b)/,
    unless: /\b(?:blood test|surgery|operation|colonoscopy|procedure|ramadan|fasting for|yom kippur|lent)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-counting-hiding-food',
    category: 'self_harm',
    // "3 years in recovery and I've started counting again. Under 500 a day, hiding food in napkins at family dinners"
    // (not a calorie count under 2,000 on a dietitian's plan, nor hiding vegetables in a child's pasta).
    re: /\bhiding (?:my )?(?:food|meals?|dinner|lunch) (?:in|under|from)\b(?! (?:the |my |his |her |their )?(?:kids?|children|son|daughter|toddler|dog|flatmates?|housemates?|roommates?))|\bunder (?:[1-6]\d\d|three hundred|four hundred|five hundred|six hundred) (?:calories|cals|kcal) (?:a|per|every) day\b|\bunder (?:[1-6]\d\d|three hundred|four hundred|five hundred|six hundred) (?:a|per|every) day\b(?=[^]{0,150}\b(?:food|eat\w*|meals?|napkins?|scales?|weigh\w*|kg|kilos|lbs)\b)|\bstarted counting again\b(?=[^]{0,120}\b(?:calories|cals|kcal|a day|food|scales?|weigh\w*)\b)/,
    unless:
      /\b(?:sugar|carbs|protein|grams of|caffeine|units|steps|screen time|cigarettes|hiding (?:veg\w*|vegetables) in)\b/,
    notInFiction: true,
  },
  // --- Added from the twenty-seventh held-out set, read after its one look (now training set AC) ------
  {
    id: 'sh-cigarette-on-skin',
    category: 'self_harm',
    // "put my cigarettes out on my arm after the investor ghosted us. 6 of them. felt deserved" (not a cigarette put out
    // on the arm of a bench; one a parent or partner put out on the writer's arm is abuse).
    re: /(?<!\b(?:he|she|they|dad|father|stepdad|mum|mom|mother|stepmum|stepmom|brother|sister|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|uncle|aunt|boss|someone|somebody|who) (?:\w+ )?)\b(?:put|putting|puts|stub|stubbed|stubbing|stubs) (?:my |a |the )?(?:cigarettes?|fags?|cigs?|cigars?|joints?|spliffs?)(?: out)? (?:out )?on my (?:arm|arms|wrist|wrists|hand|hands|thigh|thighs|leg|legs|skin|stomach|chest|forearm|forearms|ankle|ankles)\b|(?<!\b(?:he|she|they|dad|father|stepdad|mum|mom|mother|stepmum|stepmom|brother|sister|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|uncle|aunt|boss|someone|somebody|who) (?:\w+ )?)\bburn(?:ed|t|ing|s)? (?:myself|my (?:arm|arms|wrist|wrists|hand|thigh|thighs|leg|legs|skin)) with (?:a |my |the )?(?:cigarettes?|fags?|cigs?|lighter)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-chew-spit',
    category: 'self_harm',
    // "I chew and spit everything so I get the taste without the calories, plus laxatives at night" (not wine tasting,
    // where the taster spits).
    re: /\bchew(?:ing|ed)? and spit(?:ting)?\b(?! (?:tobacco|wine))|\btaste without the calories\b/,
    unless: /\b(?:wine|tasting|sommelier|tobacco|snus|toddler|baby|puppy)\b/,
    notInFiction: true,
  },
  // --- Added from the twenty-eighth held-out set, read after its one look (now training set AD) -------
  {
    id: 'sh-purging-again',
    category: 'self_harm',
    // "in the uni toilets right now about to throw up lunch again, 4th time today, throat is bleeding a bit" (not a
    // stomach bug, nor a toddler who threw up his lunch).
    re: /\babout to (?:throw|bring) up (?:my )?(?:lunch|dinner|breakfast|food|meal|tea)\b|\b(?:throw|throwing|threw|bring|bringing|brought) up (?:my )?(?:lunch|dinner|breakfast|food|meal|tea|everything i eat) again\b(?=[^]{0,100}\b(?:times? today|time this week|throat|nobody|hide|on purpose)\b)/,
    unless:
      /\b(?:bug|virus|norovirus|food poisoning|stomach flu|pregnan\w*|morning sickness|hangover|hungover|chemo\w*|migraine|gastro\w*)\b/,
    urgent: true,
  },
];
