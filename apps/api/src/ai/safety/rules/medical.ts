import type { Rule } from './rule';

/**
 * Medical emergencies: an overdose taken, breathing, chest pain, stroke, allergy, bleeding, poisoning.
 * In the order they were written; the sections below say which look at a corpus each later pattern came from.
 */
/** Mild medicines a second dose of which is no emergency for an adult (not when a child or a pet took them). */
const BENIGN_SECOND_DOSE =
  /^(?![^]*\b(?:toddler|baby|child|kid|son|daughter|dog|puppy|cat|kitten)\b)[^]*\b(?:antihistamines?|cetirizine|loratadine|fexofenadine|hay ?fever (?:tablets?|pills?)|vitamins?|multivitamins?|probiotics?|fish oil|omega 3|vitamin d|zinc|magnesium|melatonin gummies)\b/;

export const MEDICAL_RULES: readonly Rule[] = [
  // --- The first patterns -------------------------------------------------------------------------
  {
    id: 'med-overdose-taken',
    category: 'medical',
    // Taken, not thought of: "i keep thinking about taking all my mum's pills" is self-harm (its own patterns).
    re: /(?<!\b(?:thinking|thought|think|thoughts|considering|imagining|dreaming|fantasi[sz]ing) (?:about |of )?)\b(?:took|taken|swallowed|downed|ate|had|taking|swallowing|injected|drank) (?:like |about |maybe |almost |nearly |over )?(?:a whole|the whole|an entire|the entire|all (?:of )?(?:my|the|his|her)|too many|too much|way too (?:many|much)|a lot of|lots of|a handful of|a bunch of|double|triple|\d{2,}|\d+ (?:or \d+ )?(?:times|x) (?:the|my)|twenty|thirty|forty|fifty|fifteen|a bottle of|a box of|a pack(?:et)? of|two bottles|a strip of|a full)\b(?:\s+\S+){0,7}\s*(?:pills?|tablets?|capsules|meds|medications?|medicine|bottle|box|pack(?:et)?|sleeping pills|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|xanax|valium|benzos|oxy\w*|opioids|fentanyl|heroin|insulin|dose|doses|lithium|antidepressants|sertraline|zoloft|prozac|melatonin|ambien|codeine|tramadol|morphine)\b/,
    urgent: true,
  },
  {
    id: 'med-overdosed',
    category: 'medical',
    // Not "four years ago i overdosed and spent a week in hospital. i have been sober ever since".
    re: /(?<!\b(?:years?|months?|decades?) ago (?:when |after |before )?)\b(?:i|i think i|i might have|he|she|they|my \w+|i just|someone|friend) (?:has |have |just |may have |might have |probably )?overdos(?:ed|ing)\b(?! on (?:coffee|espressos?|lattes?|netflix|sugar|chocolate|carbs|tv|memes|podcasts|work|meetings|caffeine (?!pills|tablets)))|\b(?:an|a) overdose\b(?:\s+\S+){0,4}\s+(?:now|right now|just|tonight|happening|help)\b|\bthink (?:this is|it is|i am having) an overdose\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-mixed',
    category: 'medical',
    re: /\b(?:mixed|mixing|took|taking|combined) (?:\w+ ){0,4}(?:alcohol|drinks|vodka|whiskey|beer|wine|booze|drinking)\b(?:\s+\S+){0,6}\s+(?:pills|benzos|xanax|valium|opioids|oxy\w*|sleeping pills|painkillers|klonopin|ambien|meds)\b|\b(?:pills|benzos|xanax|valium|opioids|oxy\w*|sleeping pills|painkillers|klonopin|ambien|meds) (?:\w+ ){0,4}(?:with|and) (?:\w+ ){0,2}(?:alcohol|drinks|vodka|whiskey|beer|wine|booze)\b(?:\s+\S+){0,8}\s+(?:can not|cannot|can barely|barely|hard to|struggling|awake|breathe|dizzy|passing out|sleepy|woozy|scared|eyes open)\b/,
    urgent: true,
  },
  {
    id: 'med-chest',
    category: 'medical',
    // Someone's heart attack in the past, spoken of around a wake or a funeral, or on a form ("cause of death"); a
    // heart attack that the doctor said was panic; a heart attack someone "is going to have when he sees the numbers";
    // a colleague who "died suddenly over the weekend, heart attack at 58" (set AB).
    unless:
      /(?:\b(?:cause of death|death certificate)\b|\b(?:doctor|gp|a and e|er|hospital|paramedics?) (?:said|says|told me|confirmed)\b[^]{0,40}\b(?:panic|anxiety|nothing|muscle|heartburn|indigestion)\b)(?![^]{0,200}\b(?:my chest (?:is|feels|hurts)|can not breathe|right now|again now|arm is numb|numb arm)\b)|\b(?:giving me|gives me|gave me) (?:\w+ )?chest pains?\b(?=[^]{0,60}\b(?:lol|haha|lmao|not literally|figuratively)\b)|\b(?:had|suffered|died of|died from|passed (?:away )?(?:from|after)) a (?:massive |sudden |big )?heart attack (?:last|a few|two|three|\d+|in|on|at|over|earlier)\b(?=[^]{0,300}\b(?:wake|funeral|memorial|condolences?|card|flowers|casserole|eulogy)\b)|\b(?:wake|funeral|memorial)\b(?=[^]{0,300}\b(?:had|suffered|died of|died from) a (?:massive |sudden |big )?heart attack (?:last|a few|two|three|\d+|in|on|at|over|earlier)\b)|\b(?:passed away|died)\b[^]{0,60}\bheart attack\b(?=[^]{0,300}\b(?:collection|card|condolences?|funeral|wake|memorial|flowers|eulogy|shaken|grief|grieving)\b)|\b(?:passed away|died)(?: suddenly| unexpectedly)?\b[^]{0,60}\bheart attack at (?:\d+|the age of \d+)\b(?![^]{0,200}\b(?:my chest|i am having|i think i am|i feel)\b)/,
    re: /\b(?:chest (?:pain|pains|tightness|pressure|(?:has |is |feels |has been |felt )+(?:tight|crushing|crushed|heavy|squeezed)|hurts)|(?:pain|pressure|tightness|crushing) in (?:my|his|her) chest|crushing (?:pain|feeling)|(?<!(?:nearly|almost|practically|about to|gave me|give me|giving me|gives me|give myself|giving myself|gave myself|give yourself) (?:had |have |having )?a )(?<!(?:died|passed|passed away|lost (?:him|her|them))(?: (?:last|this|that|in|a|few|two|three|\d+|years?|months?|weeks?|ago|suddenly|unexpectedly|away))* (?:from|of|to|after) (?:a )?(?:massive |sudden |big |major )?)(?<!\blost (?:my|our|his|her|their) \w+ (?:to|from) (?:a )?)heart attack(?! when (?:he|she|they|you|someone|people|everyone|the \w+|my \w+|our \w+) (?:sees?|hears?|finds? out|reads?|gets?|opens?|looks? at|learns?)\b))\b(?!\s+(?:last (?:year|spring|summer|autumn|fall|winter|month)|years ago|in the past|\d+ (?:years|months) ago))/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-breathe',
    category: 'medical',
    re: /\b(?:i|he|she|they|my \w+|the baby|my (?:son|daughter|child|kid)) (?:can not|could not|can barely|is not|are not|am not|can hardly|struggling to|is struggling to|am struggling to|has stopped|stopped) (?:breathe|breathing|breath|get (?:air|a breath))\b(?![^.]*\blaugh)(?! (?:in|at|with|because of|under) (?:this|that|my|the|these|our) (?:job|office|meeting|workload|place|company|house|deadline|schedule|pressure|stress))|\b(?:turning|gone|going|lips (?:are|turning)) blue\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-stroke',
    category: 'medical',
    re: /\b(?:face|mouth|smile) (?:is |has |started |suddenly |is suddenly )?(?:droop\w*|drooping|twisted|numb on one side)\b|\bslurr(?:ed|ing) (?:speech|words|his words|her words|my words)\b|\b(?:speech|talking) is slurred\b|\bone side of (?:my|his|her|their) (?:body|face) (?:is |went |feels |suddenly )?(?:numb|weak|dead|paralysed|paralyzed|limp)\b|\bhaving a stroke\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-allergy',
    category: 'medical',
    // Not the syllabus of a first-aid course someone runs or teaches.
    unless:
      /^(?![^]*\b(?:right now|is swelling|are swelling|can not breathe|used (?:the|my|her|his) epi ?pen)\b)[^]*\b(?:(?:first aid|cpr) (?:course|courses|training|trainers?|instructors?|class|classes|business|company)|(?:teach|teaching|train|training) (?:\w+ ){0,3}(?:first aid|cpr|anaphylaxis))\b/,
    re: /\b(?:throat|tongue|lips?|face) (?:is |are |keeps |started )?(?:swelling|closing|swollen|swelling up|closing up|tightening)\b|\banaphyla\w*\b|\b(?:epipen|epi pen)\b(?:\s+\S+){0,6}\s+(?:not|no|left|forgot|used)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-bleeding',
    category: 'medical',
    re: /\b(?:bleeding|blood) (?:is |keeps )?(?:heavily|a lot|badly|everywhere|will not stop|won t stop|is not stopping|not stopping|soaking|through|so much)\b|\b(?:can not|could not) stop (?:the|his|her|my)? ?bleeding\b|\blost a lot of blood\b|\bcoughing (?:up )?blood\b|\bvomiting blood\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-stabbed',
    category: 'medical',
    re: /\b(?:has been|been|got|was|is|just been|just got) (?:stabbed|shot|glassed)\b(?=[^]{0,200}\b(?:bleeding|blood|ambulance|holding|pressure|breathing|conscious|wound)\b)/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-fracture',
    category: 'medical',
    re: /\b(?:think i|i think i|might have|may have|pretty sure i|i have) (?:have |just )?(?:broken|broke|fractured|dislocated) (?:my )?(?:wrist|arm|leg|ankle|hip|collarbone|shoulder|elbow|knee|neck|back|jaw|nose|ribs?|foot|hand|finger)\b/,
    notInFiction: true,
  },
  {
    id: 'med-severed',
    category: 'medical',
    re: /\b(?:finger|thumb|toe|ear|hand|foot)\b[^.]{0,40}\b(?:nearly|almost|half) (?:come|came|cut|chopped|ripped|torn|sliced) off\b|\bhanging (?:off )?by (?:the|a bit of|a flap of) skin\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-double-dose',
    category: 'medical',
    // A second dose of something mild, for an adult (two cetirizine instead of one).
    unless: BENIGN_SECOND_DOSE,
    re: /\b(?:accidentally|by mistake|mistakenly) (?:took|taken|take|swallowed|gave|given) (?:\w+ ){0,4}(?:twice|double|two doses|extra doses?|too many|the wrong (?:pills|tablets|meds|medicine|dose))\b|\b(?:took|taken|gave|given) (?:\w+ ){0,4}(?:twice|double (?:my |the |a )?dose|two doses)\b(?=[^]{0,100}\b(?:by mistake|accidentally|mistake)\b)/,
    notInFiction: true,
  },
  {
    id: 'med-unconscious',
    category: 'medical',
    re: /\b(?:unconscious(?! (?:if|when|after) i (?:hit|punch|knock|strangle|choke|drug|smack|whack))|unresponsive|not responding|passed out and (?:will not|can not|is not|not)|collapsed and (?:will not|is not|not)|(?<!\b(?:i|i just|i will just|that i|hope i|hoping i|pray i|wish i) )will not wake up|can not wake (?:him|her|them) up|is not waking up|not breathing)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-seizure',
    category: 'medical',
    re: /\b(?:having|had|is having) (?:a )?(?:seizure|fit|convulsions?)\b|\bseizing\b|\bconvulsing\b|\b(?:seizure|fit)\b[^]{0,40}\b(?:not stopping|will not stop|still going|(?:\d+|five|six|seven|eight|ten) (?:mins?|minutes))\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-poison',
    category: 'medical',
    re: /\b(?:drank|swallowed|ate|drunk) (?:some )?(?:bleach|antifreeze|drain cleaner|rat poison|poison|detergent|a (?:detergent|laundry) pod|weed killer|battery)\b|\bpoison control\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the train split's misses: broader wording of the same ideas ----------------------------
  {
    id: 'med-breathing-odd',
    category: 'medical',
    re: /\bbreathing (?:really |very |so |kind of |is |feels |seems |sounds )?(?:(?:slow|really|very|so) and )?(?:weird|strange|funny|shallow|slow|slowly|badly|irregular\w*|raspy|gurgling)\b|\b(?:can not|could not) catch (?:my|his|her|their) breath\b|\b(?:lips|fingers|face)(?: and \w+)? (?:are |is |look |looks )?(?:going |turning |gone )?(?:numb|blue|grey|gray)\b|\binhaler (?:is not|does not|did not) (?:help|work)\w*\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-swallowed-child',
    category: 'medical',
    // A pet that ate something is the vet's ("my dog ate one chocolate button").
    unless:
      /\b(?:my |the |our )?(?:dog|puppy|cat|kitten|labrador|lab|spaniel|terrier|pet|hamster|rabbit)\b(?:\s+\S+){0,3}\s+(?:ate|has eaten|swallowed|got into|chewed)\b/,
    re: /\b(?:toddler|baby|kid|child|son|daughter|dog|puppy)\b(?:\s+\S+){0,4}\s+(?:got into|ate|swallowed|drank|chewed)\b(?:\s+\S+){0,5}\s+(?:pills|tablets|meds|medicine|antihistamines?|vitamins|gummies|paracetamol|ibuprofen|bleach|detergent|batter(?:y|ies)|cleaning|edibles|dishwasher|liquid|cleaner|chemicals?|magnets?|button)\b|\b(?:do not|no) (?:know|idea) how many (?:he|she|they|i|it) (?:swallowed|took|ate|had)\b/,
    urgent: true,
  },
  {
    id: 'med-double-dose',
    category: 'medical',
    // A second dose of something mild, for an adult (two cetirizine instead of one).
    unless: BENIGN_SECOND_DOSE,
    re: /\btook (?:my )?(?:\w+ ){0,3}(?:pills?|meds|dose|medication|tablets?) twice\b|\b(?:double|two extra|2 extra|three extra|3 extra|extra) (?:\w+ )?(?:dose|doses|pills|sleeping pills|tablets)\b(?=.{0,400}\b(?:groggy|dizzy|dangerous|ok|okay|safe|drive|feel|worried|sick)\b)/,
  },
  {
    id: 'med-stroke-more',
    category: 'medical',
    re: /\b(?:suddenly|sudden)\b(?:\s+\S+){0,6}\s+(?:went |gone |is |are |going )?(?:numb|weak|paraly\w+|blurry|blind|can not (?:move|lift|feel|see|speak))\b|\bworst headache of (?:my|his|her) life\b|\bcan not (?:lift|move|feel) (?:my|his|her) (?:left |right )?(?:arm|leg|hand|face|side)\b|\b(?:words|speech) (?:are|is) (?:all )?(?:mixed up|jumbled|garbled|slurred|not making sense)\b|\btalking (?:funny|strange|weird|gibberish)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-head-injury',
    category: 'medical',
    re: /\b(?:hit|banged|bumped) (?:my|his|her) head\b(?:\s+\S+){0,8}\s+(?:throwing up|vomit\w*|confused|dizzy|passed out|blacked out|bleeding|can not remember|seeing double|asking the same|keeps repeating|does not remember|drowsy|sleepy)\b/,
    urgent: true,
  },
  {
    id: 'med-fell',
    category: 'medical',
    re: /\b(?:fell|collapsed|fainted|passed out|went down)\b(?:\s+\S+){0,4}\s+(?:and )?(?:is not|not|will not|can not|he is not|she is not) (?:moving|responding|waking|get up|getting up|breathing)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-bleeding-more',
    category: 'medical',
    re: /\b(?:will not|does not|can not|is not going to|it will not) stop bleeding\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the first held-out split, read after its first look (now training cases) ---------------------
  {
    id: 'med-poisoning',
    category: 'medical',
    re: /\b(?:drank|drink|drunk|swallowed|swallow|ate) (?:some |a bit of |a lot of )?(?:cleaning (?:liquid|fluid|product|spray)|bleach|antifreeze|lighter fluid|drain cleaner|window cleaner|dishwasher tablet|paint thinner|pesticide|weed killer)\b|\b(?:drank|had|drunk) (?:way |far )?too much\b(?=.{0,400}\b(?:throwing up|vomiting|shaking|can not stand|passed out|unconscious|not waking|blue|seizure)\b)/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-diabetic',
    category: 'medical',
    re: /\b(?:diabetic|diabetes|insulin|blood sugar|type 1|type one|hypo\w*|sugar (?:is|was|at|of) \d+)\b(?=.{0,400}\b(?:confused|sweating|shaking|can barely|unconscious|passed out|not making sense|will not wake|slurring|fainted|collapsed)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the second held-out set, read after its second look (now training cases) -------------------
  {
    id: 'med-more',
    category: 'medical',
    re: /\b(?:just )?took (?:the|all the|my|all my|all of my) (?:\w+ )?(?:pills|tablets|meds)\b(?=.{0,400}\b(?:whole|all|bottle|box|pack|\d+)\b)|\b(?:arm|leg|face|side) (?:is |went |feels |has gone )?numb\b(?=.{0,400}\b(?:chest|sudden|left|right|can not)\b)|\b(?:spurting|gushing|pumping out)\b|\b(?:soaked|gone) through (?:\w+ )?(?:\d+|three|four|several) towels?\b|\b\d+ ?(?:g|grams) (?:of )?(?:paracetamol|tylenol|acetaminophen)|\b(?:paracetamol|tylenol|acetaminophen)\b(?=.{0,400}\b\d+ ?(?:g|grams)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the third held-out set, read after its one look (now training set E) ---------------------
  {
    id: 'med-3',
    category: 'medical',
    re: /\b(?:took|taken|swallowed|had|downed) (?:a load|loads|a lot|lots|a bunch|a handful|too many|a whole (?:pack|packet|box|bottle|strip)|(?:\d+|twenty|thirty|forty|fifty)|all) (?:of )?(?:my |the |her |his )?(?:\w+ )?(?:paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|pills|tablets|sleeping pills|co codamol|codeine|antidepressants)\b|\bbone (?:is )?(?:sticking|poking) (?:out|through)\b|\b(?:hot to (?:the )?touch|heat ?stroke|burning up)\b(?=.{0,400}\b(?:not making sense|confused|very weak|floppy|not responding|drowsy|fainted|collapsed|can not stand)\b)|\b(?:not making sense|confused|very weak|floppy)\b(?=.{0,400}\b(?:hot to (?:the )?touch|heat ?stroke|burning up|\d+ degrees?)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fourth held-out set, read after its one look (now training set F) --------------------
  {
    id: 'med-4',
    category: 'medical',
    re: /\bswallowed\b (?:\w+ ){0,5}(?:button batter\w*|batter(?:y|ies)|magnets?|bleach|detergent|(?:washing|dishwasher|laundry) (?:pod|tablet|capsule)s?|pods?|weed killer|rat poison)\b|\bheart (?:is )?(?:racing|pounding|beating|rate)\b(?=[^.]{0,300}\b(?:1[5-9]\d|2\d\d|pass out|faint\w*|chest|can not breathe|dizzy)\b)|\b(?:burn|burnt|burned|scald\w*)\b[^.]*\b(?:blisters? the size|white in the middle|charred|skin (?:is )?(?:peeling|coming) off|the size of my (?:palm|hand))\b|\b(?:black|tarry|bloody) (?:\w+ )?(?:poo|stool|stools|poop)\b|\b(?:vomiting|throwing up|threw up|coughing up|coughed up) blood\b|\b(?:hit|bang\w*|bumped|knocked|whacked|smacked) (?:\w+ ){0,4}(?:my |his |her |their |the )?head\b(?=.{0,400}\b(?:threw up|throwing up|vomit\w*|forgetting|keep forgetting|confused|drowsy|blurred|pupils|can not stay awake)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fifth held-out set, read after its one look (now training set G) ---------------------
  {
    id: 'med-5',
    category: 'medical',
    re: /\b(?:pregnant)\b(?=.{0,400}\b(?:bleeding|bleed|blood|contractions?|waters? (?:broke|have broken)|pain (?:will not|does not) stop|not moving|no movement)\b)|\b(?:gave|given|give|giving) (?:my |the |our )?(?:baby|toddler|son|daughter|child|kid|little one|wee one|newborn) (?:\w+ ){0,4}(?:too much|double|instead of|extra|the wrong|twice the)\b(?! (?:homework|book|books|sheet|form|shoes|address|name|time|answer|lunch|lunchbox|bag|coat|file|link|email|size|toy|present|gift|bus|train|directions|password|phone|charger|snack|cake|drink|cup|jumper|kit|uniform)\b)|\b(?:tongue|lips?|throat)(?: s| is| are)? (?:\w+ )?(?:swelling|swollen|swelled|closing)\b|\b(?:left|right|one) side (?:of my (?:face|body) )?(?:went|goes|going|is|was|felt|has gone) (?:\w+ )?(?:numb|weak|dead|tingly|droopy)\b|\bface (?:is |was )?droop\w*\b|\bslurr\w* (?:my |his |her )?(?:words|speech)\b|\bred streaks?\b|\brash (?:that )?(?:does not|will not|did not) fade\b|\b(?:fever|temperature)\b(?=.{0,400}\b(?:stiff neck|red streaks?|confused|the shakes|shivering uncontrollably|floppy|not waking)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the thirteenth held-out set, read after its one look (now training set O) ----------------
  {
    id: 'med-blue',
    category: 'medical',
    // Lips or skin turning blue, a baby gone floppy.
    unless:
      /\b(?:cold water|swimming|swim|sea|lake|dye\w*|paint\w*|make ?up|costume|smurf|avatar|blueberr\w*|ink|slush\w*|ice lolly|popsicle|lipstick|filter)\b/,
    re: /\b(?:lips?|face|skin|fingers|fingertips|toes) (?:\w+ ){0,3}(?:going|turning|turn|go|went|turned|is|are|look|looks|looking|keep going|keeps going) (?:a bit |slightly |kind of |really |a little )?(?:blue|grey|gray|purple)\b|\b(?:baby|newborn|infant|toddler|son|daughter|she|he) (?:is |seems |feels |has gone |went |is really |is very |is all )?(?:really |very |all )?(?:floppy|limp)\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fourteenth held-out set, read after its one look (now training set P) ----------------
  {
    id: 'med-spine',
    category: 'medical',
    // No feeling in the legs after a fall or a blow.
    re: /\b(?:can not|could not) (?:feel|move) (?:his|her|my|their) (?:legs|arms|feet|hands|body|neck)\b(?=[^]{0,200}\b(?:fell|fall|fallen|crash\w*|accident|landed|hit|ladder|roof|stairs|horse|bike|dive|dived|back|neck)\b)|\b(?:fell|fall|fallen|landed|crash\w*|hit)\b[^]{0,200}\b(?:can not|could not) (?:feel|move) (?:his|her|my|their) (?:legs|arms|feet|hands|body|neck)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-severed-more',
    category: 'medical',
    re: /\b(?:finger|fingertip|tip|thumb|toe|ear) (?:is |are )?(?:hanging off|nearly off|almost off|hanging by)\b|\b(?:chopped|sliced|cut|sawed|sawn|took|taken) (?:into|through|off|the (?:tip|end) of) (?:my|his|her) (?:finger|thumb|hand|toe|foot|leg|arm)\b(?=[^]{0,200}\b(?:bleeding|blood|hanging|bone|deep|stop it)\b)/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-choking',
    category: 'medical',
    unless: /\b(?:first aid|teach\w*|course|class|training|instructor|workshop)\b/,
    re: /\b(?:baby|toddler|child|son|daughter|kid|boy|girl|he|she|dad|mum|mom|grandad|grandma|husband|wife|partner|friend|mate) (?:is )?choking\b(?! (?:me|her|him|them|you|on (?:his|her|their|my) (?:words|tears|pride)))|\bchoking on (?:a |an |the |some |his |her )?(?:grape|sweet|candy|food|piece|bit|coin|toy|bone|sausage|nut|peanut|popcorn|button|lego|meat|chicken|steak|apple|carrot|marble|battery|ball|hot dog|cherry|tomato)\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fifteenth held-out set, read after its one look (now training set Q) ----------------
  {
    id: 'med-bites-plants',
    category: 'medical',
    // A venomous bite, wild mushrooms eaten and now sick, an asthma attack the inhaler does not touch.
    unless: /\b(?:dog|puppy|cat|kitten|labrador|pet|horse)\b[^]{0,40}\b(?:ate|eaten|got into|swallowed)\b/,
    re: /\b(?:bitten|bit|stung) (?:on \w+ \w+ )?by an? (?:\w+ )?(?:snake|adder|rattlesnake|viper|cobra|spider|funnel ?web|redback|scorpion|box jellyfish|stonefish)\b|\b(?:snake|adder|spider|scorpion) (?:bite|bit me|has bitten|just bit)\b|\b(?:picked|foraged|found|wild) (?:\w+ ){0,3}(?:mushrooms?|berries|toadstools?|fungi)\b(?=[^]{0,200}\b(?:vomit\w*|cramps|sick|dizzy|diarrh\w*|hallucinat\w*|confus\w*|pains?)\b)|\b(?:asthma|inhaler)\b[^]{0,80}\b(?:can not (?:talk|speak|breathe|get (?:a )?breath)|(?:is )?useless|not working|not helping|does nothing|doing nothing)\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the seventeenth held-out set, read after its one look (now training set S) --------------
  {
    id: 'med-serotonin',
    category: 'medical',
    // MDMA or tramadol on top of an antidepressant, then fever, twitching or confusion (serotonin syndrome).
    re: /\b(?:mdma|ecstasy|molly|mandy|tramadol|cocaine|coke|speed)\b(?=[^]{0,80}\b(?:ssris?|antidepressants?|sertraline|fluoxetine|citalopram|escitalopram|prozac|zoloft|lexapro|paroxetine|venlafaxine)\b)(?=[^]{0,250}\b(?:fever\w*|twitch\w*|confus\w*|rigid|shaking|jerking|sweating buckets|racing heart|heart racing|burning up)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the eighteenth held-out set, read after its one look (now training set T) --------------
  {
    id: 'med-fell-not-answering',
    category: 'medical',
    // Written in a second language: "my uncle fall down in the shop, he not talk, eyes open but not answer me".
    re: /\b(?:fall|fell|fallen|collapse|collapsed|drop|dropped) (?:down|over)?\b[^]{0,80}\b(?:he|she|they) (?:is )?(?:not|no|can not|cannot) (?:talk|answer|respond|speak|wake|move)\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the nineteenth held-out set, read after its second look (now training set U) -----------
  {
    id: 'med-crack-swollen',
    category: 'medical',
    // "Twisted my ankle this morning, it's swollen like a balloon and I heard a crack": a break to have seen to.
    re: /\bheard (?:a |it |something )?(?:crack|snap)\b(?<=\b(?:ankle|wrist|knee|leg|arm|foot|shin|elbow|collarbone|hip)\b[^]{0,150})(?<=\b(?<!\bnot )(?<!\bno )(?<!\bany )(?:swollen|swelling|swelled|can not put weight|cannot put weight|can not walk|cannot walk|can not move|bruised)\b[^]{0,150})|\bheard (?:a |it |something )?(?:crack|snap)\b(?=[^]{0,150}\b(?:ankle|wrist|knee|leg|arm|foot|shin|elbow|collarbone|hip)\b)(?=[^]{0,150}\b(?<!\bnot )(?<!\bno )(?<!\bany )(?:swollen|swelling|swelled|can not put weight|cannot put weight|can not walk|cannot walk|can not move|bruised)\b)/,
    notInFiction: true,
  },
  // --- Added from the twentieth held-out set, read after its second look (now training set V) ------------
  {
    id: 'med-sting-reaction',
    category: 'medical',
    // "Got stung by a wasp outside the office and now I've got hives all over and feel like I'm going to faint."
    re: /\b(?:stung|sting|stings|bitten|ate (?:a |some )?(?:nuts?|peanuts?|shellfish|prawns|shrimp)|allergic)\b[^]{0,200}\b(?:hives (?:all over|everywhere|spreading)|going to faint|feel faint|about to faint|fainting|passing out|throat (?:feels |is )?(?:tight|closing)|can not breathe|wheez\w*)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-child-wrong-pill',
    category: 'medical',
    // "Mistakenly gave my 4 year old my blood pressure tablet instead of her vitamin about ten minutes ago."
    re: /\b(?:mistakenly|accidentally|by mistake|wrongly)\b[^]{0,40}\bgave (?:my |our |the )?(?:\d+ ?(?:year|yr|month) old|baby|toddler|son|daughter|child|kid|little one)\b[^]{0,60}\b(?:tablets?|pills?|medication|meds|medicine|dose)\b|\bgave (?:my |our |the )?(?:\d+ ?(?:year|yr|month) old|baby|toddler|son|daughter|child|kid|little one) (?:\w+ ){0,4}(?:tablets?|pills?|medication|meds)\b(?=[^]{0,60}\b(?:instead of|by mistake|accidentally|wrong)\b)/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-first held-out set, read after its one look (now training set W) -----------
  {
    id: 'med-tia',
    category: 'medical',
    // "Last night I had a weird spell where I couldn't speak properly for about ten minutes and my right hand went
    // numb. It's gone now." A stroke's warning that passed still needs a doctor today.
    re: /\b(?:could not|can not|was not able to|unable to) (?:speak|talk|get (?:my |the )?words out|find (?:my |the )?words)(?: properly| clearly| right)?\b[^]{0,120}\b(?:hand|arm|leg|face|side|fingers)\b (?:went |was |felt |goes |is )?(?:numb|weak|dead|limp|tingly|droopy|drooping)\b|\b(?:hand|arm|leg|face|side) (?:went |was |felt |is )?(?:numb|weak|dead|limp|drooping)\b[^]{0,120}\b(?:could not|can not|was not able to|unable to) (?:speak|talk|get (?:my |the )?words out|find (?:my |the )?words)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-third held-out set, read after its one look (now training set Y) -----------
  {
    id: 'med-paracetamol-days',
    category: 'medical',
    // "how long after too much paracetamol does liver damage kick in? took like 20 on tuesday ... feel kinda sick and
    // yellowish now": a late overdose is still an emergency.
    re: /\b(?:too much|too many|an overdose of|overdosed on) (?:paracetamol|tylenol|acetaminophen|panadol)\b(?=[^]{0,200}\b(?:took|taken|had|swallowed) (?:like |about |around |maybe )?(?:\d{2}|twenty|thirty|forty|fifteen)\b)|\b(?:paracetamol|tylenol|acetaminophen|panadol)\b[^]{0,200}\b(?:yellow\w*|jaundic\w*)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'med-miscarrying',
    category: 'medical',
    // "think i'm miscarrying at work. huge cramps and soaking through. 10 wks." (not a miscarriage last year).
    re: /\b(?:miscarrying|having a miscarriage|losing the baby|losing my baby)\b|\b(?:\d+|ten|eight|twelve) (?:weeks?|wks) pregnant\b[^]{0,120}\b(?:soaking|bleeding heavily|heavy bleeding|severe (?:pain|cramps)|passing clots)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-sixth held-out set, read after its one look (now training set AB) --------
  {
    id: 'med-naloxone',
    category: 'medical',
    // "friend smoked something off the street, pupils tiny, barely breathing, we have naloxone in the car?? how do i use
    // it" (not a pharmacist's naloxone training, nor "barely breathing" between back-to-back meetings).
    re: /\b(?:barely|hardly|only just|not really|is not really) breathing\b(?=[^]{0,200}\b(?:pupils|naloxone|narcan|lips|blue|took|smoked|snorted|injected|pills|unconscious|will not wake|can not wake|ambulance)\b)|(?<=\b(?:pupils|naloxone|narcan|lips|blue|took|smoked|snorted|injected|pills|unconscious)\b[^]{0,200})\b(?:barely|hardly|only just|not really) breathing\b|\b(?:naloxone|narcan)\b[^]{0,80}\b(?:how do i (?:use|give)|how to (?:use|give)|do i (?:use|give)|should i (?:use|give)|where do i (?:inject|spray)|is it working)\b|\bpupils (?:are )?(?:tiny|pinned|pinpoint|like pinpricks)\b(?=[^]{0,120}\b(?:breath\w*|wake|unconscious|blue|gurgl\w*|snor\w*)\b)/,
    unless:
      /\b(?:training|course|trainer|pharmacist|outreach|kit (?:for|at) (?:work|the office|the venue)|first aid (?:course|training)|harm reduction (?:worker|team))\b(?![^]{0,200}\b(?:right now|now|my friend|my mate|he is|she is)\b)/,
    urgent: true,
    notInFiction: true,
  },
];
