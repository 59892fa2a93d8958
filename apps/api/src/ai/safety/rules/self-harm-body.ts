import type { Rule } from './rule';

/**
 * Self-harm through the body, added from the twenty-fifth blind set on (./self-harm.ts and ./self-harm-signs.ts have
 * the earlier patterns for cutting, burning and eating disorders): a head or a wrist smashed against something when a
 * mistake is made, a hand held under the kettle, a heated tool held to the skin, a knife "used" on an arm, cuts
 * "deeper than usual" and the blood to hide, meals brought up, laxatives by the dozen, an eating disorder "back", and
 * panic at eating anything. Each was added once a spent blind set showed it (docs/safety.md).
 */
export const SELF_HARM_BODY_RULES: readonly Rule[] = [
  // --- Added from the twenty-fifth held-out set, read after its one look (now training set AA) ---------
  {
    id: 'sh-smash-against',
    category: 'self_harm',
    // "I bang my head against the walk-in door when I mess up a ticket"; "i go to the toilets and smash my wrist against
    // the sink till it goes purple" (not a head banged on a low beam by accident).
    re: /\b(?:bang|banged|banging|smash|smashed|smashing|hit|hitting|slam|slammed|slamming|punch|punched|punching|knock|knocked|knocking) my (?:head|wrists?|fists?|hands?|arms?|knuckles|face|legs?|shins?) (?:\w+ )?(?:against|into|on|off) (?:the |a |my )?(?:[\w-]+ )?(?:\w+[ -])?(?:door|wall|sink|desk|table|floor|mirror|radiator|locker|fridge|counter|bench|steering wheel|window|tiles?)\b(?=[^]{0,120}\b(?:when i|whenever i|every time|each time|till|until|if i|again|times (?:today|a day|a week)|so hard|on purpose|to punish|deserve)\b)/,
    unless:
      /\b(?:by accident|accidentally|by mistake|tripped|slipped|fell|low (?:beam|ceiling|door ?frame))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-hand-under-heat',
    category: 'self_harm',
    // "I hold my hand under the kettle when I've eaten something I shouldn't ... I told them it was an accident. It's
    // the third time" (not a hand burnt on the hob by accident).
    re: /\bi (?:hold|held|put|keep|press|pressed|stick|stuck) my (?:hand|hands|arm|arms|fingers|wrist|wrists|palm|leg|thigh) (?:under|over|in|on|against|to) (?:the |a )?(?:kettle|boiling water|hot tap|flame|hob|stove|candle|iron|lighter|oven door|radiator|grill|exhaust)\b/,
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
    re: /\b(?:bringing up|bring up|brought up|throwing up|throw up|threw up|vomiting|being sick after|making myself sick after|purging after|purge after) (?:every|each|all my|most of my|most) (?:meal|meals|lunch|dinner|breakfast|time i eat|thing i eat)\b|\bpurging (?:\d+|several|five|six|seven|eight) times (?:a|per) day\b/,
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
    // anything at all" (not nerves about eating at a client dinner).
    re: /\b(?:panic|freak out|spiral|cry|feel disgusting|feel sick|hate myself) (?:if|when|whenever|every time|each time|after) i eat\b(?=[^]{0,40}\b(?:anything|at all|something|a meal|more than|normally)\b)(?<=\b(?:an apple|black coffee|calories|shrink|smaller|thinner|weigh\w*|kilos|kg|lbs|stone|burns? \d+|starv\w*|skinny|fat)\b[^]{0,300})|\b(?:burns?|burning) (?:1[0-9]{3}|2[0-9]{3}|[1-9],\d{3}) (?:calories |cals |kcal )?(?:a|per|every) day\b(?=[^]{0,200}\b(?:an apple|black coffee|shrink|smaller|not eating|barely eat\w*|panic if i eat)\b)/,
    notInFiction: true,
  },
];
