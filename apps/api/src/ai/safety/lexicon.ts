import type { SafetyCategory } from '@mentor/validation';

/**
 * The safety screen's second net (classifier.ts runs it after the phrase patterns): risk words rather than
 * phrases. A sentence is flagged when, once common idioms are taken out, it still holds a word of a crisis
 * concept (death and self-harm, a medical emergency, violence against the writer, violence against others) in a
 * personal sentence (the writer, or someone with them), not negated just before it, and not about fiction or
 * research. Phrase patterns miss wordings nobody wrote down; this net catches most of them, at the cost of a few
 * false alarms, which the corpus measures.
 */

/** Idioms and harmless uses of risk words, taken out of the text before the risk words are read. */
const IDIOMS: RegExp[] = [
  // "This my landlord has pushed me to the wall": cornered, not shoved.
  /\bpushed (?:me |us )?to the wall\b/g,
  // "my manager is going to have a heart attack when he sees the Q2 numbers": someone's reaction, said ahead.
  /\b(?:going to|gonna|will|about to|is going to) have (?:a )?(?:heart attack|stroke)\b(?= when (?:he|she|they|you|someone|people|everyone|the \w+|my \w+|our \w+) (?:sees?|hears?|finds? out|reads?|gets?|opens?|looks? at|learns?)\b)/g,
  // "one day i'll strangle him lol": a threat laughed off in the same breath.
  /\b(?:strangle|murder|kill|throttle|strangling|murdering|killing) (?:him|her|them|my \w+)\b(?=[^.]{0,40}\b(?:lol|lmao|haha|jk|rofl|figuratively|not literally)\b)/g,
  /\b(?:strangled|choked|squeezed|crushed|smothered) (?:me|him|her|them) (?:\w+ )?with (?:a |her |his |their )?(?:hug|hugs|cuddles?|kisses)\b/g,
  /\b(?:so|too) (?:hungover|embarrassed|mortified|bored|stuffed|full|cringe|awkward|jet lagged) (?:that )?i (?:just )?(?:want to|could|wanna) die\b/g,
  /^[^]*\bmurder mystery\b[^]*$/g,
  /\bwill not be around (?:after|from|next)\b(?=[^]{0,300}\b(?:notice|handover|holiday|vacation|new job|last day|parental|maternity|paternity|trip|leave)\b)/g,
  /\b(?:one of (?:them|these|those)|it|that|this|something|which one|the (?:deadline|project|deal|plan|idea|feature|launch|product|plant|battery|phone|laptop)) (?:is|are) (?:going|about) to die\b/g,
  /\b(?:rather|prefer to) (?:die|be dead) than (?:\w+ ){0,3}(?:cold[ -]?call\w*|call\w*|meetings?|presentations?|present|pitch\w*|network\w*|taxes|spreadsheets?|excel|powerpoint|slides|sell\w*|linkedin|emails?|standups?|conferences?|events?|karaoke|small talk|(?:\w+[ -])?jobs?)\b/g,
  /\bkill(?:s|ed|ing)? (?:it|the (?:\w+ )?(?:feature|meeting|project|deal|bug|idea|process|product|launch|call|campaign|plan|pitch|vibe|mood|lights?|engine|time|app|job|roadmap|budget|line item|thread|conversation)|two birds|time|some time|the competition|our (?:\w+ )?(?:margin|growth|momentum|runway|sales)|my (?:vibe|mood|buzz|productivity|motivation|focus|battery|phone|budget))\b/g,
  /\b(?:killing|killed|kills) (?:it|me (?:with|in|on) (?:laughter|kindness)|the (?:game|interview|presentation|pitch))\b/g,
  /\b(?:this|that|it|the|my|these|those|work|job|commute|deadline|boss|meeting|schedule|traffic|heat|cold|wait|suspense|pain|workload|inbox|backlog|code|bug|client|project|launch|week|day|month|quarter|exam|course|class|manager|team|startup|company|kid|kids|baby|toddler|cat|dog|shoes|back|knee|feet|legs|coffee|music|song|show|series|joke|laughing)\w* (?:is |are |was |were |has been |have been |keeps |kept )?(?:\w+ )?killing me\b/g,
  /\b(?:dying|dead|die) (?:to|for a|of (?:laughter|embarrassment|boredom|curiosity)|laughing|inside)\b/g,
  /\b(?:i|we) (?:could|would|almost|nearly|literally) die (?:of|from) (?:embarrassment|shame|laughter|boredom|cringe|happiness)\b/g,
  /\bdead(?:line|lines|lock|locked|pan|beat|weight|end|ends|ly serious| serious| tired| set| on arrival| in the water| wrong| last| simple| easy| broke| center| centre| heat| zone| link| code| money| stock| leads?| deals?| product| market| season| air| ringer| giveaway| man s switch| mans switch| man switch| man s handle)\b/g,
  /\b(?:killer|murder|suicide|kamikaze) (?:app|feature|deal|instinct|board|mission|squad|run|workout|pitch|idea|product|demo|week|quarter|schedule|interview)\b/g,
  /\b(?:career|commercial|political|social|professional|financial|brand|market|business|reputational) suicide\b/g,
  /\bsuicide (?:prevention|awareness|hotline volunteers?|research|statistics|rates?|crisis line training|charity|fundraiser|walk|podcast|documentary)\b/g,
  /\bbleed(?:ing)? (?:edge|cash|money|users|customers|talent|out (?:cash|money|customers))\b|\bbleeding[- ]edge\b/g,
  /\bcut(?:s|ting)? (?:\w+ )?(?:costs?|spend|spending|budget|back|down|corners|ties|prices?|losses|a deal|the (?:\w+ )?(?:budget|team|fat|line|cord|check|price|deal|release|branch|scope|meeting)|my hours|our (?:burn|losses|costs|budget|team)|it close|both ways|to the chase|out (?:sugar|carbs|coffee|alcohol|caffeine|meat))\b/g,
  /\bhit(?:s|ting)? (?:the|a|my|our|their|your) (?:\w+ )?(?:target|targets|goal|goals|quota|number|numbers|milestone|wall|ground|road|gym|books|deadline|jackpot|spot|nail|sack|hay|mark|record|send|button|limit|ceiling|plateau|snag|roadblock|bottom line|market|headlines|stride|refresh)\b|\bhit (?:him|her|them|me) up\b|\bhit it off\b|\bhit the ground running\b/g,
  /\bshoot (?:me|him|her|them|us) (?:an? (?:email|message|text|dm|note|line)|a quick)\b|\bshoot(?:ing)? for (?:the stars|the moon)\b|\bshoot the breeze\b|\bphoto ?shoot\b|\bshoot(?:ing)? (?:a video|the video|content|photos|a podcast|an ad)\b/g,
  /\bburn(?:ed|t|ing)? ?out\b|\bburnout\b|\bburn rate\b|\bburn(?:ing)? (?:cash|money|runway|through)\b|\bburn(?:ed|t)? bridges?\b|\bburn the midnight oil\b/g,
  /\bchok(?:e|ed|ing) (?:on|under pressure|up)\b|\bkick(?:ed|ing)? (?:off|out|in|the habit|myself)\b|\bpunch(?:ed|ing)? (?:line|above|in|out|list)\b|\bcutthroat\b|\boverkill\b|\bexecut(?:e|ed|ing|ion)\b|\bpain (?:point|points)\b|\bgrowing pains\b|\bbeat(?:s|ing)? (?:the|my|our|their) (?:\w+ )?(?:competition|competitors|deadline|market|odds|record|target|estimate|estimates|expectations|numbers|traffic|heat|rush|quota)\b|\bbeat(?:ing)? myself up\b|\bbeat around the bush\b/g,
  /\b(?:heart attack|stroke|die|died|dying|dead|hit me|kill me)\b(?=[^.]{0,300}(?:\b(?:lol|lmao|haha|jk|kidding|joking)\b|😂|🤣|💀))/g,
  /\b(?:the |our |my |this |that |his |her |their )?(?:\w+ )?(?:runway|company|startup|deal|product|project|market|business|idea|battery|phone|plant|laptop|car|feature|launch|brand|industry|account|leads?|pipeline|campaign|app|server|website|site|code|repo|branch|email|thread|conversation|partnership|band|channel|career|trend|segment|funnel|round|fundraise|subscription|pitch|offer|negotiation|plan|roadmap) (?:is|was|are|were|feels|seems|looks|went|has gone|is going) (?:\w+ )?(?:dying|dead|dead in the water|on life support)\b/g,
  /\bdo or die\b|\bthe death of (?:me|us|this company|the company)\b|\b(?:so|too|that) (?:embarrassed|bored|tired|happy|excited|hungry) (?:that )?i (?:could|might|will|would) (?:literally )?die\b/g,
  /\boverdos(?:e|ed|ing) on (?!(?:\w+ )?(?:pills|meds|medication|drugs|heroin|fentanyl|opioids|insulin|paracetamol|tylenol|acetaminophen|xanax|alcohol|sleeping))\w+/g,
  /\b(?:overdose|suicide|violence|abuse|stroke|seizure|heart attack|self ?harm|selfharm|crisis|death|domestic violence) (?:posts?|content|moderation|videos|images|detection|prevention|awareness|monitoring|tracking|response|app|wearable|research|data|training|platform|tool|risk|rates?|statistics|support (?:group|line)|charity|fundraiser|survivors?|shelter|advocates?|advocacy|nonprofit|policy|module|course)\b/g,
  /\b(?:been|it is been|it has been) (?:a|one|two|three|\d+) (?:\w+ )?(?:years?|months?|weeks?) since\b[^.]*/g,
  /\b(?:he|she|they|my \w+|his \w+|her \w+|our \w+) (?:died|passed away|passed) (?:of|from) (?:an? )?\w+/g,
  /\b(?:end|start) (?:my|our) (?:old )?life as (?:an? )?\w+|\bmy (?:old )?life as (?:an? )?\w+/g,
  /\b(?:toddler|baby|infant|kid|kids|son|daughter|dog|puppy|cat|ball|door|branch|wave|nephew|niece|horse) (?:\w+ ){0,2}(?:hit|kicked|bit|scratched|punched|headbutted|slapped|hits|kicks|bites) me\b/g,
  /\bcan not breathe\b(?=[^.]{0,300}\blaugh)|\bend (?:it|things|this) (?:with|between)\b|\banniversary of (?:\w+ ){0,3}death\b|\b(?:fell|slipped|tripped) and hit (?:his|her|my|their) head\b|\bcan not go on with\b|\blast (?:message|day|goodbye|email|post|week) (?:before|at|of|for) (?:i|we|the|my|our|this|today)\b[^.]*|\bfarewell (?:note|party|email|message|lunch|card|speech|drinks|gift|post) (?:to|for) (?:my|the|our) (?:team|colleagues|coworkers|class|manager|boss|company)\b/g,
  /\bstroke of (?:luck|genius|midnight)\b|\bgave me a (?:heart attack|stroke)\b|\bbreath of fresh air\b|\bcatch my breath (?:after|before|between|on)\b|\btake (?:a|my) breath\b|\bbreathing room\b|\bbreathing down my neck\b|\b(?:hurt|hurting|hurts) my (?:feelings|pride|ego|chances|career|reputation|credit|sales|numbers)\b|\bhurt(?:s|ing)? (?:sales|growth|morale|the team|our|the company|my chances)\b|\bno harm done\b|\bharm(?:ful|less)\b|\bself[- ]?care\b/g,
  /\b(?:my|his|her|our|the) (?:\w+ )?(?:knee|ankle|back|shoulder|wrist|neck|hamstring|foot|elbow|hip|toe|finger) (?:hurts|hurt|is hurting|injury)\b|\bhurt my (?:knee|ankle|back|shoulder|wrist|neck|hamstring|foot|elbow|hip|toe|finger|hand)\b/g,
  /\b(?:die|dying|died) on (?:this|that|the) hill\b|\bdying (?:startup|company|business|brand|industry|product|project|market|app|career|trend|deal|art|breed|language|mall|high street|sector|format|platform)\b|\b(?:put|putting|been put|have \w+ put) (?:down|to sleep)\b(?=[^.]{0,300}\b(?:dog|cat|pet|vet|horse|rabbit|puppy)\b)|\b(?:dog|cat|pet|horse|rabbit|puppy)\b[^.]*\bput (?:down|to sleep)\b/g,
  /\b(?:i would|i d|would) rather (?:die|be dead) than (?:\w+ ){0,3}(?:cold call\w*|call\w*|meetings?|present\w*|pitch\w*|network\w*|taxes|spreadsheets?|excel|powerpoint|slides|sell\w*|linkedin|emails?|standups?|conferences?|events?|karaoke|small talk)\b/g,
  /\b(?:feel|felt|feeling) like (?:i (?:got|was|have been|had been) )?(?:hit|run over) by a (?:truck|bus|train|lorry)\b|\btorch(?:ing)? (?:everything|it all|the place)\b(?=[^.]{0,300}\b(?:lol|haha|on the way out|bridges?)\b)|\b(?:say(?:ing)?|said) goodbye to (?:my|the|our) (?:\w+ )?(?:team|colleagues|coworkers|co workers|class|office|students|clients|job|company)\b|\bgiving away (?:my )?(?:desk )?(?:plants|furniture|books|sofa|couch|stuff)\b(?=.{0,400}\b(?:moving|team|desk|office|job|house|flat)\b)|\b(?:plants?|flowers?|garden|crops?|batter(?:y|ies)|phone|laptop|goldfish|tomatoes|herbs|basil|succulents?|orchids?) (?:\w+ ){0,2}(?:dying|dead|died|die)\b|\bcut(?:s|ting)? (?:out |back on |down on )?(?:sugar|carbs|caffeine|coffee|alcohol|meat|dairy|gluten|booze|snacks|sweets|junk food|screen time|spending)\b|\b(?:nearly|almost|practically) (?:had|have|having|gave me) a (?:heart attack|stroke)\b|\b(?:murder|kill|crush|smash|nail|slay)(?:ed|ing)? (?:this|that|the|my) (?:interview|pitch|exam|test|presentation|demo|audition|game|match|race|set|gig)\b|\b(?:die|dying|died) (?:of|from) (?:embarrassment|shame|laughter|boredom|cringe)\b/g,
  /\b(?:heart attack|stroke|seizure|overdose|accident|collapse)\b[^.]*\b(?:last (?:year|month|spring|summer|autumn|fall|winter)|years ago|months ago)\b(?=[^.]{0,300}\b(?:fine now|ok now|okay now|recovered|doing (?:well|great|fine) now|is fine|are fine)\b)[^.]*/g,
  /\b(?:died|passed away|passed|killed|lost|took (?:his|her|their) own life|killed (?:himself|herself|themselves)|suicide of|death of|funeral|grief|grieving|mourning|anniversary of)\b[^.]*\b(?:ago|last (?:year|month|week|spring|summer|autumn|fall|winter)|in (?:19|20)\d\d|when i was|years ago|months ago)\b/g,
  // An old parent's joke: "my mum keeps saying 'i won't be here much longer, so spoil me'".
  /\b(?:mum|mom|mother|dad|father|gran|granny|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle)\b(?: \w+){0,4} (?:keeps saying|always says|says|jokes?|joking|likes to say) (?:that )?['"“‘][^'"”’]{0,60}\bnot be (?:here|around) much longer\b/g,
  // A form: "my dad's cause of death (heart attack at 52)".
  /\b(?:cause of death|death certificate)\b[^.]{0,40}/g,
  // A bump or a graze from an ordinary knock: "a bruise from walking into the desk", "fell off my bike, grazed my knee".
  /\b(?:walk(?:ed|ing)?|bump(?:ed|ing)?|bang(?:ed|ing)?) into (?:the|a|my) (?:desk|table|door|doorframe|door frame|wall|bed|chair|cupboard|drawer|counter|coffee table)\b|\b(?:grazed|scraped|skinned|bruised) (?:my |his |her )?(?:knee|knees|elbow|elbows|shin|shins|hand|hands|palm)\b/g,
  // "every little thing feels like the end of the world": catastrophising, not a wish to die.
  /\b(?:feels?|felt|feeling|seems?|is|was) like the end of the world\b|\bnot the end of the world\b/g,
  // "i want out of this industry": out of a job, a place or a deal, not out of life.
  /\bwant(?:s|ed)? (?:to get )?out of (?:this|the|my|that|our) (?!(?:life|everything|it all|world|existence|body|skin|pain|misery|head)\b)\w+/g,
];

/** Risk words per concept: any of them in a personal sentence flags it. */
const CONCEPTS: { category: SafetyCategory; re: RegExp }[] = [
  {
    category: 'self_harm',
    re: /\b(?:suicid\w*|sewerslide|unalive\w*|kms|kill(?:ing)? myself|die|dying|dead|death|overdos\w*|noose|hang myself|end (?:it|it all|my life|everything|things)|(?:not|never) (?:wake up|be here|be around|exist)|disappear(?:ing)? (?:forever|for good)|goodbye(?:s)?|farewell|last (?:message|goodbye)|self ?harm\w*|selfharm\w*|cutting|cut myself|cuts|razor|blades?|burn(?:ing|ed)? myself|hurt(?:ing)? myself|harm(?:ing)? myself|starv(?:e|ing) myself|(?:jump|jumping) (?:off|from|in front)|worthless|hopeless|pointless|no way out|give up on (?:life|everything|living)|can not go on|tired of (?:it all|everything|existing|being alive|living)|done with (?:life|living|everything|it all)|(?:wish|want) (?:it|everything|this|life) (?:to )?(?:would )?(?:stop|end|be over)|want (?:out|it to stop))\b/,
  },
  {
    category: 'medical',
    re: /\b(?:can not breathe|can barely breathe|struggling to breathe|trouble breathing|short of breath|not breathing|stopped breathing|chest pains?|heart attack|stroke|seizures?|convulsing|unconscious|unresponsive|passed out|fainted|collapsed|overdosed|poison(?:ed|ing)|anaphyla\w*|allergic reaction|throat (?:is )?(?:closing|swelling)|bleeding (?:heavily|badly|a lot|everywhere)|coughing (?:up )?blood|vomiting blood|throwing up blood|ambulance|911|999|112|emergency room|numb(?:ness)? (?:on|in) (?:one|my left|my right|his left|her left)|can not feel my|slurr\w*)\b/,
  },
  {
    category: 'abuse',
    re: /\b(?:hits me|hit me|beats me|beat me|beaten|punch(?:es|ed) me|slap(?:s|ped) me|kick(?:s|ed) me|chok(?:es|ed) me|strangl(?:es|ed) me|push(?:es|ed) me|shov(?:es|ed) me|hurts me|hurt me|abus(?:e|es|ed|ive|ing)|rap(?:e|ed|ing)|raped me|sexual(?:ly)? assault\w*|molest\w*|grop(?:e|es|ed)|touch(?:es|ed|ing) me|threaten(?:s|ed|ing)? (?:me|to)|stalk(?:s|ing|ed|er)?|violent|violence|afraid of (?:him|her|my)|scared of (?:him|her|my)|terrified of (?:him|her|my)|bruises?|black eye|controls? (?:me|my|everything i)|not allowed to (?:leave|see|go|talk|have)|trapped|trafficked|traffick\w*|forced (?:me|to)|makes me (?:do|touch|watch))\b/,
  },
  {
    category: 'harm_to_others',
    re: /\b(?:kill|murder|stab|shoot|strangle|poison|hurt|harm|beat up|attack|punch|hit|smother|shake) (?:him|her|them|someone|somebody|people|everyone|everybody|my (?:\w+ )?(?:boss|manager|cofounder|co founder|coworker|colleague|wife|husband|partner|ex|girlfriend|boyfriend|mom|dad|mother|father|brother|sister|son|daughter|baby|kid|kids|child|children|neighbou?r|landlord|roommate|teacher|investor|team|family))\b|\b(?:revenge|make (?:him|her|them) pay|weapon|bomb|shoot up|mass shooting|hit list)\b/,
  },
];

/** Words that say suicide whoever the sentence names. */
const STRONG =
  /\b(?:suicidal|sewerslide|unalive (?:myself|me)|kms|kill myself|killing myself|end my life|take my own life)\b/;

/** Reading, research and make-believe: risk words there are not a disclosure (unless the writer says "i" too). */
const FICTION =
  /\b(?:novel|story|book|character|protagonist|screenplay|script|scene|film|movie|series|episode|podcast|documentary|article|essay|thesis|research|study|course|lecture|training|workshop|volunteer\w*|game|villain|hero|plot|chapter|fiction|poem|lyrics|song|true crime|news|statistics?|class|homework|assignment|dissertation)\b/;
/** The writer's work with people in crisis or emergencies. */
const PROFESSION =
  /\b(?:i am|i work as|i have been|i was|as) (?:an? )?(?:\w+ )?(?:nurse|doctor|paramedic|emt|therapist|counsel\w*|social worker|police officer|firefighter|surgeon|pharmacist|psychologist|psychiatrist|medic|carer|caregiver|lifeguard|crisis (?:line|counsel\w*) volunteer)\b|\bsocial work\b|\bcode blues?\b|\b(?:er |a and e |icu |ward |hospice )?(?:nurse|doctor|paramedic|emt|medic|pharmacist|therapist|firefighter|police officer|social worker|counsel\w*) here\b|\b(?:every|each|on|my|a) shifts?\b/;
/** The writer, or someone with them right now. */
const PERSONAL =
  /\b(?:i|me|my|myself|im|mine|we|us|our|he|she|they|him|her|them|his|their|someone|somebody|friend|roommate|husband|wife|partner|boyfriend|girlfriend|mom|dad|son|daughter|kid|baby|toddler|brother|sister|grandma|grandpa|grandmother|grandfather)\b/;
const NEGATED =
  /\b(?:never|not|no|nor|zero|nobody|no one|without|hardly)\b(?!\s+(?:even\s+)?(?:joking|kidding|lying|exaggerating)\b)(?:\s+\S+){0,3}\s*$/;
const REPORTED =
  /\b(?:asked (?:me )?(?:if|whether)|how (?:do|can|should) (?:i|we|you) (?:help|support|talk to|respond to)|what (?:do|should) (?:i|we|you) (?:say|do) (?:to|if|when) (?:someone|a friend|an employee|a colleague|a coworker|my friend))\b/;

export interface LexiconHit {
  category: SafetyCategory;
  word: string;
}

/** The first crisis concept a normalised text holds in a personal, un-negated, non-fictional sentence; or null. */
/** A normalised text with its idioms and harmless uses of risk words taken out (the text classifier reads this too). */
export function withoutIdioms(normalized: string): string {
  let text = normalized;
  for (const idiom of IDIOMS) text = text.replace(idiom, ' ~ ');
  return text;
}

export function lexiconHit(normalized: string): LexiconHit | null {
  const text = withoutIdioms(normalized);
  for (const sentence of text.split(' . ')) {
    // The strongest words need no person named ("thinking about sewerslide a lot lately").
    const strong = STRONG.exec(sentence);
    if (
      strong &&
      !NEGATED.test(sentence.slice(0, strong.index)) &&
      !FICTION.test(sentence) &&
      !PROFESSION.test(sentence)
    ) {
      return { category: 'self_harm', word: strong[0] };
    }
    if (!PERSONAL.test(sentence)) continue;
    if (REPORTED.test(sentence)) continue;
    // Reading, research, work with people in crisis: the phrase patterns alone decide there.
    if (FICTION.test(sentence) || PROFESSION.test(sentence)) continue;
    for (const concept of CONCEPTS) {
      const re = new RegExp(concept.re.source, 'g');
      for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
        const before = sentence.slice(0, m.index);
        const clause = before.slice(Math.max(before.lastIndexOf(' , '), 0));
        if (NEGATED.test(clause)) continue;
        return { category: concept.category, word: m[0] };
      }
    }
  }
  return null;
}
