import type { Rule } from './rule';

/**
 * Suicide and self-harm: intent, wishes to be dead, plans and means, injury, goodbyes.
 * In the order they were written; the sections below say which look at a corpus each later pattern came from.
 */
/** The writer says what "it" was: "end it all tonight. the diet, i mean". */
const SAID_WHAT_IT_WAS =
  /\b(?:the|my|this|that) (?!(?:life|self|pain|suffering|misery|hurt|everything|world|body|thoughts?|feelings?|existence|me|it all)\b)\w+(?: \w+)? (?:, )?i mean\b/;

export const SELF_HARM_RULES: readonly Rule[] = [
  // --- The first patterns -------------------------------------------------------------------------
  {
    id: 'sh-kill-myself',
    category: 'self_harm',
    re: /\b(?:kill(?:ing|ed)?|hang(?:ing)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|off(?:ing)?|end(?:ing)?|hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?|burn(?:ing)?|starv(?:e|ing)|suffocat(?:e|ing)|electrocut(?:e|ing)|throw(?:ing)?) myself\b(?! for (?:sending|forgetting|saying|missing|booking|buying|agreeing|signing|replying|clicking|deleting|leaving|letting|hitting|not (?:checking|reading|saving|backing)))(?! (?:out|up|in the foot|under the bus|on (?:the|their|your|his|her) mercy|into (?:work|it|the)|some slack|a break|off the hook|together|at (?:work|the problem)|to (?:work|sleep))|(?: \w+){0,2} (?:shaving|cooking|chopping|by accident|accidentally|julienn\w*|dicing|slicing|peeling|prepping|whittling))/,
  },
  {
    id: 'sh-end-life',
    category: 'self_harm',
    // "planning to end it all tonight. the diet, i mean": the writer says what "it" was.
    unless: SAID_WHAT_IT_WAS,
    re: /\b(?:end(?:s|ing|ed)?|take|taking|took|finish(?:ing)?|stop(?:ping)?|terminat(?:e|ing)) (?:my|my own) life\b(?! as (?:a|an) | in (?:consulting|finance|tech|sales|corporate|the)\b)|\bend (?:it|things|everything) all\b|\bending it all\b/,
  },
  {
    id: 'sh-end-it',
    category: 'self_harm',
    unless: SAID_WHAT_IT_WAS,
    re: /\b(?:want to|going to|ready to|decided to|plan(?:ning)? to|thinking (?:about|of)|think about|tempted to|could|should just|will) (?:just )?end(?:ing)? (?:it|things|everything|this)\b(?! (?:with|between|for (?:the|this|our)|early|now and)| (?:\w+ )?(?:project|partnership|relationship|company|call|meeting|contract|deal|job))(?![^]{0,60}\b(?:business|company|startup|agency|partnership|lease|contract|subscription|project|podcast|newsletter|shop|practice|consultancy|firm)\b[^.]{0,30}\bi mean\b)/,
  },
  {
    id: 'sh-suicidal',
    category: 'self_harm',
    re: /\b(?:i am|i feel|i have been|i was|i get|i got|feeling|felt|been|getting|being|so|very|really|pretty|quite|kind of|kinda|a bit|a little|little bit|actively|passively|always|sometimes|often|still|again) (?!not |never |no )(?:\w+ )?suicidal\b|(?<!\b(?:someone|somebody|anyone|people|employees?|staff|colleagues?|students?|patients?|clients?|users?|members?|a child|children|kids|teens?|callers?) (?:\w+ ){0,2})\bsuicidal (?:thoughts|ideation|feelings|urges|again|lately|tonight|today)\b|\bmy suicidal\b/,
  },
  {
    id: 'sh-suicide-thoughts',
    category: 'self_harm',
    // Not the question a crisis-line volunteer asks others ("whether they're thinking of suicide").
    re: /(?<!\b(?:whether|if) (?:they|he|she|someone|people|callers?|the caller|a caller|you) (?:are|is|were|was) )(?<!\bare (?:they|you) )\b(?:thinking|thought|think|thoughts|considering|contemplating|planning|plan|obsessing|dreaming|fantasi[sz]ing) (?:a lot )?(?:about|of|on)? ?(?:suicide|committing suicide|killing myself|ending (?:my life|it all)|taking my (?:own )?life|not being alive|being dead|dying|death|not existing|not being here|not waking up)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-commit-suicide',
    category: 'self_harm',
    // Not someone else's attempt told calmly: "her brother attempted suicide over the summer. he is recovering now".
    re: /(?<!\b(?:he|she|they|brother|sister|friend|son|daughter|mother|father|mum|mom|dad|cousin|uncle|aunt|husband|wife|partner|colleague|someone|somebody|who|nephew|niece|grandfather|grandmother|boyfriend|girlfriend|roommate|flatmate) )\b(?:i|me to|i will|i might|i could|i want to|i am going to|going to|want to|tried to|try to|attempt(?:ed)?|attempting) (?:just )?(?:commit )?suicide\b|\bsuicide (?:note|plan|letter|attempt) (?:for|to)? ?(?:myself|my|i)?\b|\b(?:my|a) suicide (?:note|plan|letter)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-not-live',
    category: 'self_harm',
    re: /\b(?:do not|no longer|not sure (?:if )?i|never) (?:really )?(?:want|wish|care) to (?:live|be alive|exist|be here anymore|go on|keep living|keep going|stay alive|wake up|see tomorrow|be around)\b/,
    negatable: false,
  },
  {
    id: 'sh-want-die',
    category: 'self_harm',
    // "I wanted to die when my PowerPoint crashed mid-pitch lol."
    unless: /\bwanted to die when (?:my|the|our|a) [^.]{0,60}\b(?:lol|haha|lmao)\b/,
    re: /(?<!\b(?:so|too) (?:hungover|embarrassed|mortified|bored|stuffed|full|cringe|awkward|jet lagged) (?:that )?(?:i )?)\b(?:i|i just|just|really|honestly|sometimes|i kind of|kind of|i sort of|i almost|part of me|i still|i often|i would rather|would rather|i) (?:want|wants|wanted|wish|wished|hope|pray|would like|need) (?:to|i could|i would|i was|i were|i am|that i|that i could|i might|i can)? ?(?:just )?(?:die|be dead|disappear (?:forever|for good|permanently)|not exist|stop existing(?! (?:on|at|in|after|for) )|not be here|not be alive|not wake up|never wake up|fall asleep (?:and|forever)|sleep forever|go to sleep forever|vanish forever|cease to exist|fade (?:out|away)(?! of (?:the|this|my) (?:\w+ )?(?:industry|team|picture|scene|company|business|market|project|conversation|spotlight)))\b(?! (?:of|from) (?:embarrassment|shame|laughter|boredom|cringe))(?! (?:\w+ ){0,2}(?:this|the|that) (?:meeting|call|lecture|class|seminar|webinar|standup|stand up|workshop|commute|queue|presentation|training|flight|sermon) (?:has been going|has gone on|is going on|is dragging|has lasted|lasted|went on)\b)/,
  },
  {
    id: 'sh-want-die-short',
    category: 'self_harm',
    // "Deadlifted 180kg, felt like I was going to die haha."
    unless: /\bfelt like i was (?:going|gonna|about) to die\b[^.]{0,30}\b(?:haha|lol|lmao)\b/,
    re: /(?<!\b(?:so|too) (?:hungover|embarrassed|mortified|bored|stuffed|full|cringe|awkward|jet lagged) (?:that )?(?:i )?)(?<!\b(?:he|she|they) (?:\w+ ){0,3}(?:says|said|screams|screamed|shouts|shouted|threatens|threatened|keeps saying|told me) (?:that )?(?:we|we are both|we both|we are all|you|you are)(?: both| all)? )(?<!\b(?:it|that|this|something|one|which|he|she|they|the \w+|one of (?:them|these|those)) (?:is|are) )\b(?:want|wanna|wish|ready|deserve|going|about) to die\b(?! (?:of|from) (?:embarrassment|shame|laughter|boredom|cringe)| salute)(?! (?:\w+ ){0,2}(?:this|the|that) (?:meeting|call|lecture|class|seminar|webinar|standup|stand up|workshop|commute|queue|presentation|training|flight|sermon) (?:has been going|has gone on|is going on|is dragging|has lasted|lasted|went on)\b)|\bi should (?:just )?(?:die|be dead)\b|\bbetter (?:off )?dead\b|\bjust let me die\b|\blet me die\b/,
  },
  {
    id: 'sh-better-off',
    category: 'self_harm',
    re: /\b(?:better off|happier|easier|fine|okay|ok) (?:\w+ ){0,2}(?:without me|if i (?:was|were|am) (?:gone|dead|not here|not around|never born)|when i am gone|once i am gone|if i died|if i disappeared)\b|\bworld (?:would be|is) better without me\b|\b(?:better|happier|easier) (?:\w+ ){0,8}than with me\b|\blife insurance\b(?![^]{0,200}\b(?:employees?|benefits|package|exclusion|wording|clause|for (?:our|my) (?:staff|team))\b)(?=.{0,400}\b(?:than with me|without me|worth more|pay out|payout|if i (?:died|was gone))\b)/,
    negatable: false,
  },
  {
    id: 'sh-nobody-miss',
    category: 'self_harm',
    re: /\b(?:nobody|no one|no body|not a single person|noone) (?:would|will|is going to|even) (?:miss|notice|care|mind|cry)(?: about)? (?:me )?(?:if|when) i (?:died|die|was gone|were gone|am gone|disappeared|disappear|killed myself|was not here|were not here|stopped existing)\b/,
    negatable: false,
  },
  {
    id: 'sh-no-point',
    category: 'self_harm',
    re: /\b(?:no|not any|not much|zero) (?:point|reason|purpose) (?:in|to|of|for)? ?(?:me )?(?:living|live|life|going on|being alive|being here|existing|keep(?:ing)? going|to keep going|waking up|staying alive|anything anymore|it all anymore)\b|\bwhat is the (?:point|use) (?:of|in) (?:living|life|going on|being alive|existing|me being here|waking up|anything anymore|it all anymore|even trying anymore|carrying on)\b|\bno reason to (?:live|stay|keep going|wake up|go on)\b/,
    negatable: false,
  },
  {
    id: 'sh-cant-go-on',
    category: 'self_harm',
    // Not "I can't go on doing a three-hour daily commute" (set AC); "I can't go on doing this" still is.
    re: /\b(?:can not|could not|can barely) (?:go on(?! with| doing (?:this (?:job|commute|role|rota|course|degree|work|contract|shift pattern)\b|(?:a|an|the|my|\d+|two|three|four|five)\b[^.]{0,40}\b(?:commute|job|shifts?|hours|role|rota|overtime|school run|degree|course|project|work|contract|nights)\b))|keep going(?! with| like this\b(?=[^]{0,200}\b(?:boss|manager|hours|workload|job|work|quit|raise it|weeks|shifts|team)\b))|keep living|live like this|do this anymore(?! with (?:the |these |this |our |my |all (?:the |these |this )?)?(?:spreadsheets?|excel|sheets|tools?|software|systems?|process(?:es)?|apps?|paperwork|admin|invoices?|emails?|meetings?|tickets?|workflows?|crm|jira|notion|trello))|take (?:it|this|any of this|this life) anymore|bear (?:it|this|to live)|cope anymore|survive this|face another day|handle being alive)\b/,
    negatable: false,
  },
  {
    id: 'sh-tired-living',
    category: 'self_harm',
    // Not "tired of living out of a suitcase for work" (set AD); "tired of living like this" still is.
    re: /\b(?:tired|sick|weary|exhausted) of (?:living(?! (?:out of|with (?:my |the )?(?:parents|mum|dad|flatmates?|roommates?|housemates?|in ?laws)|in (?:a |an |the |this )?(?:flat|house|city|town|village|van|caravan|hotel|shared house|box room|studio|suburbs|countryside|london|dublin|new york|sydney|\w+ (?:flat|house|city))|paycheck|pay check|hand to mouth|from (?:paycheck|pay check|hand))\b)|being alive|life|existing|being here|waking up|trying to stay alive)\b|\b(?:life|living|my life) (?:is|feels|seems) (?:not|no longer) worth (?:it|living)\b|\bnot worth living\b|\bhate being alive\b|\bhate my life so much i\b/,
    negatable: false,
  },
  {
    id: 'sh-wake-up',
    category: 'self_harm',
    re: /\b(?:hope|hoping|wish|wishing|pray|praying) (?:that )?i (?:do not|will not|never|would not|did not) (?:wake up|see (?:tomorrow|the morning))\b|\b(?:go to sleep|fall asleep|sleep) and (?:just )?(?:never|not) wake up\b/,
    negatable: false,
  },
  {
    id: 'sh-disappear',
    category: 'self_harm',
    // An old parent's joke ("my mum keeps saying 'i won't be here much longer, so spoil me'").
    unless:
      /\b(?:mum|mom|mother|dad|father|gran|granny|grandma|grandad|grandpa|nan|nana|aunt|auntie|uncle)\b(?: \w+){0,4} (?:keeps saying|always says|says|jokes?|joking|likes to say) (?:that )?['"“‘][^'"”’]{0,60}\bnot be (?:here|around) much longer\b/,
    re: /\b(?:disappear|vanish|be gone|stop existing) (?:forever|for good|permanently|from this world|from existence)\b|\bnot (?:be|being) (?:here|around|alive) (?:anymore|much longer|by (?:the|next|tomorrow|friday|monday|the weekend))\b/,
  },
  {
    id: 'sh-means-pills',
    category: 'self_harm',
    re: /\b(?:sav(?:ed|ing)|stockpil\w*|hoard\w*|collect(?:ed|ing)|stash(?:ed|ing)?|hid(?:den|ing)?|count(?:ed|ing)|bought|got|have) (?:up )?(?:\w+ ){0,3}(?:pills|tablets|meds|medications?|sleeping pills|painkillers|paracetamol|tylenol|opioids|oxy\w*)\b(?:\s+\S+){0,8}\s+(?:enough|to end|for when|for the end|so i can|just in case|in case i|to take (?:them )?all|all at once)\b|\benough (?:pills|tablets|meds|painkillers|sleeping pills) to\b/,
    urgent: true,
  },
  {
    id: 'sh-means-overdose-intent',
    category: 'self_harm',
    re: /\b(?:want to|going to|thinking (?:about|of)|plan(?:ning)? to|tempted to|might|could just|will) (?:just )?(?:overdose|take (?:all|every one) of (?:my|the|these|those) (?:pills|tablets|meds)|swallow (?:all|every one) of (?:my|the|these|those) (?:pills|tablets|meds)|take the whole (?:bottle|box|pack))\b/,
    urgent: true,
  },
  {
    id: 'sh-means-rope',
    category: 'self_harm',
    re: /\bnoose\b|\b(?:bought|buy|got|have|tied|tying|found|hid|hidden) (?:a |the )?(?:rope|cord|belt) (?:\w+ ){0,6}(?:for myself|to hang|to end|for tonight|in the (?:garage|closet|attic|shed|wardrobe)|already)\b|\bhang (?:myself|from)\b/,
    urgent: true,
  },
  {
    id: 'sh-means-jump',
    category: 'self_harm',
    // Falling in a dream is not a plan (jumping in one still counts).
    // So is a mundane thing that "makes me want to jump off a bridge haha".
    unless:
      /\b(?:dream\w*|nightmares?) (?:about |of |that )?(?:i am |i was )?fall(?:ing)?\b|\bmakes? me want to jump off a (?:bridge|cliff|building|roof)\b(?=[^]{0,40}\b(?:haha|lol|lmao|jk|rofl)\b)/,
    re: /\b(?:jump(?:ing)?|throw myself|step(?:ping)? (?:off|in front of)|fall(?:ing)?|walk(?:ing)? (?:in front of|into)) (?:off|from|in front of|into)? ?(?:a |the |my |our |this )?(?:bridge|roof|rooftop|building|balcony|cliff|train|traffic|truck|bus|car|window|tower|ledge|car park|parking garage|tracks|river|sea|overpass)\b(?! for (?:this|the|my|our|you|them|him|her)\b)(?! and (?:go all in|build|launch|bet|commit|raise|hire|pivot|quit (?:my|the) job)\b)/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-means-edge',
    category: 'self_harm',
    // Not a roof climbed for its gutters or aerial, or a rooftop party or photo, with nothing said of an edge or an end.
    unless:
      /^(?![^]*\b(?:jump|end it|goodbye|no point|last time|done with|can not go on|edge|let go)\b)[^]*\b(?:gutters?|ladder|tiles?|aerial|antenna|solar panels?|chimney|satellite dish|repair\w*|fix\w*|clean\w*|leak\w*|shingles?|moss|roofer|scaffold\w*|photo\w*|pictures?|party|bar|drinks|garden|terrace|view|barbecue|bbq|event|sunset)\b/,
    re: /\b(?:i am|standing|sitting|up|i am up|i am standing|i am sitting) (?:here )?on (?:the |a |my |this )?(?:roof|rooftop|ledge|bridge|edge of (?:the|a) (?:roof|bridge|cliff|building)|railway tracks|train tracks|tracks)\b/,
    urgent: true,
  },
  {
    id: 'sh-means-gun',
    category: 'self_harm',
    // Held to the writer by someone else is abuse (abuse.ts: ab-weapon-at-me). Not "Gun to my head, would you pick
    // the salaried job" (set AC): the idiom asks for a choice.
    unless:
      /\b(?:he|she|they|my \w+|his|her)(?: \w+){0,3} (?:held|holds|put|puts|pressed|presses|pulled|pulls|pointed|points) (?:a |the |his |her |their )?(?:\w+ )?(?:knife|gun|blade|pistol|shotgun|rifle|razor) (?:to|at|against) my\b/,
    re: /\b(?:gun|pistol|rifle|shotgun|revolver|knife|blade|razor)s? (?:to|against|at) my (?:head|temple|throat|wrists?|chest)\b(?! (?:, |\. )?(?:what|which|who|where|would (?:you|i)|you would|you d|i would (?:say|pick|choose|go)|i d (?:say|pick|go)|pick|choose|if i had to)\b)|\b(?:bought|got|loaded|have|holding) (?:a |my |the |dad s |dads )?(?:gun|pistol|rifle|shotgun|revolver)\b(?:\s+\S+){0,8}\s+(?:myself|end it|end this|it all|for me|tonight)\b/,
    urgent: true,
  },
  {
    id: 'sh-starve',
    category: 'self_harm',
    re: /\bstop(?:ped|ping)? (?:eating|drinking water|taking my (?:meds|medication|insulin)) (?:so|until|hoping|because i want) (?:that )?(?:i|it) (?:die|disappear|waste away|will die|will not wake|just die|end)\b/,
  },
  {
    id: 'sh-selfharm',
    category: 'self_harm',
    // Not "old self harm scars ... over 10 years ago" nor "I stopped self-harming 12 years ago" (set AB): years ago in
    // the same sentence, or scars called old, is the past.
    re: /(?<!free (?:from|of) )(?<!\b(?:signs|symptoms|risk|spotting|spot|recogni[sz]ing|around|about|on) (?:of )?)(?<!\b(?:she|he|they|who|friend of mine|my (?:friend|mate|brother|sister|cousin|partner|son|daughter|colleague|flatmate|roommate|classmate|buddy)) (?:used to|had been|once) )(?<!\bold )\bselfharm(?:ing|ed|s)?\b(?![^.]{0,80}\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several) years ago\b(?![^.]{0,80}\b(?:but|until|again|back|relaps\w*|tonight|today|urges?)\b))(?! (?:incidents|cases|team|unit|ward|service|awareness|prevention|prevalence|rates|statistics|among|research|policy|training|support group|charity|posts|content|detection|moderation|videos|images))|\b(?:cut(?:ting)?|burn(?:ing)?|scratch(?:ing)?|carv(?:e|ing)|hurt(?:ing)?|hit(?:ting)?|bang(?:ing)?|punish(?:ing)?) (?:my (?:arms?|wrists?|legs?|thighs?|skin|stomach|body|hands?|head against)|into my skin)\b(?! on (?:a|the|some) (?:broken )?\w+| (?:by accident|accidentally|while (?:cooking|chopping|shaving)))|\b(?:relaps(?:e|ed|ing)|urges?|started again|went back to|back to) (?:\w+ ){0,3}(?:cutting|selfharm|burning myself|hurting myself)\b|\bcutting again\b|\b(?:fresh|new) (?:cuts|scars)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-goodbye',
    category: 'self_harm',
    unless:
      /\b(?:emigrat\w*|relocat\w*|mov(?:e|ing) (?:to|abroad|overseas|country|away)|new job|new role|got (?:a|the|an|my) (?:job|offer|role|place|promotion)|leaving for|handing in my notice|hand(?:ed|ing)? (?:in )?my notice|notice (?:in|period)|last day|resign\w*|holiday|vacation|parental leave|maternity leave)\b/,
    re: /(?:\b(?:this is|this will be|this is probably) (?:my )?(?:last|final) (?:message|post|time (?:i write|talking|we talk)|goodbye|words?|conversation|chat|note)\b(?! before (?:i|we) (?:go on|leave for|head|start|take|log|sign|switch|move)| (?:of|for) (?:the|this|today|tonight)| in (?:this|the) (?:channel|group|chat|thread|slack|team|forum))(?![^]{0,600}\b(?:new (?:role|job|position|company|team)|moving on to)\b)|\b(?:goodbye|bye) (?:everyone|forever|world|for good|for the last time)\b|(?<!\b(?:got to|we|we all|they|to) )\bsay(?:ing)? (?:my )?goodbyes?\b(?! (?:to|at) (?:my |the |our |all )?(?:team|colleagues|coworkers|co workers|class|office|company|job|clients|students|manager|boss|classmates|old job|work|lads|girls|club|friends|mates|neighbou?rs|gang|crew|family|everyone at|folks|flatmates|housemates|uni))|\b(?:giving|gave|give) away (?:all )?(?:of )?(?:my )?(?:stuff|things|belongings|possessions|clothes|games|cat|dog|pets?|guitar|savings)\b(?:\s+\S+){0,8}\s+(?:need|because|will not|when|since|anymore|after)\b|\b(?:wrote|writing|written|left|leaving|finished) (?:a |my )?(?:suicide |goodbye |last )?(?:note|letters?)(?: (?:to|for) (?:my|everyone|the|each))?\b(?:\s+\S+){0,8}\s+(?:gone|goodbye|end|last|miss|sorry|find it|after i)\b|\b(?:when|after|once) i am (?:gone|dead|not here)\b|\bwill not be (?:here|around|alive) (?:tomorrow|much longer|anymore|by|for long|next|after (?:this|tonight|today|tomorrow|the weekend|friday|saturday|sunday))\b(?![^]{0,600}\b(?:holiday|vacation|annual leave|parental leave|maternity leave|paternity leave|trip|pto|travel\w*|conference|offsite|off sick|delegate|out of office|moving (?:house|flat|apartments?|home|out|in)|skip (?:our|the|this|next) (?:session|call|chat|meeting)|reschedul\w*)\b)|\bthank you for everything\b(?:\s+\S+){0,6}\s+(?:goodbye|last|gone|bye)\b)/,
    urgent: true,
  },

  // --- Added from the train split's misses: broader wording of the same ideas ----------------------------
  {
    id: 'sh-rather-dead',
    category: 'self_harm',
    // Not a sister who "says I'd rather die than ask for help" (set AB): the idiom told of the writer by someone else.
    re: /(?<!\b(?:says|said|jokes|joked|tells me|told me|thinks|reckons|teases me|teased me) (?:that )?i (?:would |d )?(?:always )?)\b(?:rather|prefer to|prefer) (?:be dead|die|not (?:be alive|exist|wake up))\b(?![^.]*\b(?:not literally|lol|haha|jk|kidding|joking)\b)(?! than (?:\w+ ){0,3}(?:cold[ -]?call\w*|call\w*|meetings?|presentations?|present|pitch\w*|network\w*|taxes|spreadsheets?|excel|powerpoint|slides|sell\w*|linkedin|emails?|standups?|conferences?|events?|karaoke|small talk|(?:\w+[ -])?jobs?)\b)|\bworth more dead\b/,
  },
  {
    id: 'sh-accident-wish',
    category: 'self_harm',
    re: /\b(?:hope|hoping|wish|wishing|pray|praying)\b(?:\s+\S+){0,6}\s+(?:goes down|crashes|crash|hits me|runs me over|run me over|knocks me down|knock me down|hit by a (?:car|bus|truck|train|taxi|lorry|van)|get (?:sick|cancer) and die|never come back|do not make it|never wake)\b/,
    negatable: false,
  },
  {
    id: 'sh-if-gone',
    category: 'self_harm',
    re: /\b(?:easier|better|relief|relieved|simpler|lighter|peaceful|happier|best|fine)\b(?:\s+\S+){0,6}\s+if i (?:just |simply )?(?:was|were|am)? ?(?:gone|dead|died|did not exist|disappeared|was not (?:here|around|alive)|were not (?:here|around|alive)|never existed)\b|\bif i (?:just |simply )?(?:died|did not exist|disappeared|was gone|were gone)\b(?:\s+\S+){0,8}\s+(?:relieved|relief|easier|better|no one|nobody|would not matter|wouldnt matter|fine)\b|\b(?:nobody|no one|not even \w+) would (?:even |really |ever |actually |probably )?(?:miss|notice|care)(?: about)? (?:me |it )?(?:if|when) i (?:was|were|am|died|die|disappeared|disappear)\b/,
    negatable: false,
  },
  {
    id: 'sh-point',
    category: 'self_harm',
    re: /\bwhat is (?:even |really )?the point(?: of (?:anything|me|it all|any of (?:it|this)|living|life|trying|going on|waking up|being here))?(?: anymore| of me| at all anymore)\b|\bwhat is (?:even )?the point of me\b/,
    negatable: false,
  },
  {
    id: 'sh-reasons',
    category: 'self_harm',
    re: /\b(?:no|out of|lost|losing|can not (?:find|think of|see)|not (?:many|any|enough)|few|fewer|only one|last) (?:more )?(?:\w+ )?reasons? (?:left )?(?:to|for) (?:stay(?:ing)? alive|keep(?:ing)? living|be(?:ing)? alive|live|living|go(?:ing)? on|keep(?:ing)? going|wake up|waking up)\b/,
    negatable: false,
  },
  {
    id: 'sh-see-alive',
    category: 'self_harm',
    re: /\b(?:do not|can not|could not|never|not|hard to|struggle to|cannot) (?:really |even )?(?:see|picture|imagine|envision) (?:myself|yourself|me) (?:\w+ ){0,3}alive\b|\bwill not (?:still )?be (?:alive|around) (?:by|at|in|for|next)\b(?![^]{0,600}\b(?:holiday|vacation|annual leave|parental leave|maternity leave|paternity leave|trip|pto|travel\w*|conference|offsite|off sick|delegate|out of office|moving (?:house|flat|apartments?|home|out|in)|skip (?:our|the|this|next) (?:session|call|chat|meeting)|reschedul\w*)\b)|\bno place (?:for me )?in this world\b|\b(?:go away|leave) (?:from )?(?:this world|this life|it|everything|everyone)? ?forever\b|\bleave this world\b/,
    negatable: false,
  },
  {
    id: 'sh-plan',
    category: 'self_harm',
    re: /\b(?:exactly|precisely) how (?:i am going to|i will|i would|i plan to|to) do it\b|\bhow (?:i am going to|i will) do it and when\b|\b(?:i have|i have got|i made|i have made|i have a|yes i have a) (?:a |the )?plan\b(?:\s+\S+){0,6}\s+(?:soon|tonight|tomorrow|this week|ready|date|end it|to end|do it)\b|\b(?:picked|chosen|chose|set) (?:a |the )(?:date|day)\b(?=.{0,400}\b(?:will not matter|none of (?:it|this) (?:will )?matter|goodbye|gone|end it|do it|after that nothing)\b)|\bwork up the (?:nerve|courage)\b(?=.{0,400}\b(?:hose|rope|pills|jump|bridge|gun|blade|knife|end|car|tape)\b)|\bhose\b(?=.{0,400}\b(?:car|exhaust|tape|garage)\b)|\bcharcoal\b(?=.{0,400}\b(?:room|car|tent|sealed)\b)/,
    urgent: true,
  },
  {
    id: 'sh-means-held',
    category: 'self_harm',
    re: /(?<!\b(?:he|she|they|he is|she is|they are|dad|father|stepdad|mum|mom|mother|stepmum|stepmom|brother|sister|husband|wife|partner|boyfriend|girlfriend|ex|uncle|aunt|grandad|grandpa|grandma|carer|coach|teacher|parents?) )\b(?:have|holding|got|with) (?:the |a |my )?(?:knife|blade|razor|gun|pistol|rope|noose|pills) (?:out |in my hand|in hand|ready|right here|next to me|beside me|on my lap)\b|\b(?:use|using|turn|turning) (?:it|them|this|that|a gun|the gun|the knife|a knife|a blade|the blade|the pills) on myself\b|\b(?:rope|pills|gun|knife|blade)\b(?:\s+\S+){0,10}\s+(?:what i (?:want|am going|need|plan) to do with (?:it|them))\b|\b(?:pills|meds|tablets)\b(?:\s+\S+){0,3}\s+(?:and|with) (?:a )?(?:bottle of |some )?(?:vodka|alcohol|whiskey|wine|gin|rum|booze)\b(?=.{0,400}\b(?:in front of me|on the table|ready|need to start|going to take|just need to|tonight)\b)/,
    urgent: true,
  },
  {
    id: 'sh-jump-think',
    category: 'self_harm',
    // A mundane thing that "makes me want to jump off a bridge haha" (sh-means-jump has the same exception).
    unless:
      /\bmakes? me want to jump off a (?:bridge|cliff|building|roof)\b(?=[^]{0,40}\b(?:haha|lol|lmao|jk|rofl)\b)/,
    re: /\b(?:thinking (?:about|of)|want to|going to|ready to|urge to|could just|tempted to|scared i will|about to) jump(?:ing)?\b(?! out (?:of )?(?:a |the )?window[^.]*\b(?:haha|lol|lmao|jk)\b)(?! (?:in|into|on|at|ship|to (?:a|another|the|conclusions)|the gun|through|back|straight|start|right|and (?:go|start|launch|quit|become|take|do|move|try|set up)))|\b(?:bridge|river|tracks|cliff|roof|sea|lake|ledge)\b(?:\s+\S+){0,8}\s+(?:and )?(?:not|never) (?:come|coming) (?:back|home)\b|\bon the roof(?:top)? of\b(?=.{0,400}\b(?:jump|edge|end|fall)\w*\b)/,
    urgent: true,
  },
  {
    id: 'sh-fade',
    category: 'self_harm',
    re: /\b(?:until|till) i (?:fade away|waste away|disappear|die|am gone|stop breathing|just stop)\b/,
    negatable: false,
  },
  {
    id: 'sh-goodbye-more',
    category: 'self_harm',
    re: /\b(?:tie|tying|tied) up (?:all )?(?:the |my )?loose ends before i (?:go|leave|am gone|die)\b|\b(?:for|when|after) (?:they|someone|you|my \w+) finds? (?:me|my body)\b|\balready said (?:my )?goodbyes?\b|\b(?:know|knows) what to do after\b(?!\s+\w)|\b(?:given|giving|gave) away (?:all |most )?(?:of )?my (?:\w+ ){0,3}(?:stuff|things|belongings|possessions|books|guitar|clothes|games|cat|dog|pets?|savings)\b(?=.{0,400}\b(?:before i|loose ends|will not need|not going to need|anymore|after i|goodbye|last)\b)/,
    urgent: true,
  },
  {
    id: 'sh-selfharm-more',
    category: 'self_harm',
    // Not "old self harm scars on my arms from school, long healed" (set AB).
    re: /(?<!\b(?:old|healed|faded|white|silver|silvery) (?:selfharm )?)\b(?:cuts|scars|burns|scratches) (?:on|all over|up and down|along) my (?:arms?|wrists?|legs?|thighs?|stomach|skin|hips?)\b(?![^.]{0,80}\b(?:long healed|healed|years ago|from school|from (?:my )?teens|when i was (?:a teen|younger|a kid|\d+))\b)|\b(?:punch|hit|slap|bite|scratch|burn|cut)(?:s|es|ing|ed)? my own (?:legs?|arms?|face|head|thighs?|skin|hands?|body|wrists?)\b|\b(?:punch(?:ing)?|hit(?:ting)?|slap(?:ping)?|bit(?:e|ing)|burn(?:ing)?|scratch(?:ing)?) myself\b(?! (?:out|up|awake))|\b(?:urges?|need|want|itching|craving|fighting the urge) to (?:cut|selfharm|hurt myself|burn myself|harm myself)(?=\s*(?:\.|,|$)|\s+(?:myself|again|tonight|deeper|all week|so bad|idk|i do not))|\bmake (?:small |little |some )?cuts on my\b/,
  },

  // --- Added from the first held-out split, read after its first look (now training cases) ---------------------
  {
    id: 'sh-method',
    category: 'self_harm',
    re: /\b(?:painless|easiest|quickest|fastest|best|surest|quiet|quietest) (?:ways?|methods?)\b(?:\s+\S+){0,3}\s+(?:to )?(?:die|kill myself|end it(?! (?:with|between|for (?:the|this|our))\b)|end my life)\b|\b(?:painless|quiet|quietest|easy) way out\b|\b(?:ways?|how|methods?) to (?:die|kill myself|end my life|end it all)\b(?! (?:laughing|of))|\bhow many (?:pills|tablets|sleeping pills|\w+ pills) (?:(?:would it take|does it take)\b(?! to (?:help|fix|stop|ease|work|kick in|get rid|feel|treat|cure|sleep|calm|knock out|notice|see)\b)|(?:to die|to kill|is lethal|to overdose)\b)|\blethal dose\b(?! of (?:caffeine|coffee|energy drinks?|water|salt|vitamin \w+|nicotine|chocolate|paracetamol for (?:a|the) poster))/,
    notInFiction: true,
  },
  {
    id: 'sh-better-die',
    category: 'self_harm',
    re: /\b(?:better|easier) (?:that |if )?i (?:die|died|was dead|were dead|am dead|just die)\b|\b(?:i should|might as well|may as well) (?:just )?(?:die|be dead|kill myself)\b|\b(?:would not|do not) mind (?:if i died|dying|not waking up|being dead|if (?:a|the) (?:car|bus|truck|train) hit me|if i did not wake up|if something happened to me)\b|\b(?:life|living|my life) (?:has|holds) no (?:meaning|point|purpose)\b(?=.{0,400}\b(?:over|end|die|anymore|waiting)\b)|\bwaiting (?:for (?:it|life|everything|this) )?to (?:be over|end|die)\b/,
    negatable: false,
  },
  {
    id: 'sh-platform',
    category: 'self_harm',
    re: /\b(?:train|tracks|platform|traffic|subway|metro)\b(?:\s+\S+){0,12}\s+(?:step forward|step off|just step|lean forward|jump in front|fall forward|walk into)\b|\b(?:step forward|step off the platform|walk into traffic)\b/,
    negatable: false,
    notInFiction: true,
  },
  {
    id: 'sh-decided',
    category: 'self_harm',
    re: /\b(?:decided|ready|going|planning|plan) to (?:finally )?do it\b(?!.*\b(?:launch|ship|release|we|our)\b)(?=.{0,400}\b(?:tonight|today|tomorrow|this weekend|this week|soon|friday|saturday|sunday|monday|tuesday|wednesday|thursday|after)\b)/,
    urgent: true,
  },
  {
    id: 'sh-means-counting',
    category: 'self_harm',
    re: /\b(?:bottle|pack|packet|box|strip|handful) of (?:\w+ )?(?:pills|tablets|meds|painkillers)\b(?=.{0,400}\b(?:next to me|in front of me|counting|in my hand|ready|lined up|on the table|keep looking)\b)|\b(?:bought|got|have) (?:a |my )?(?:gun|pistol|rifle|rope)\b(?=.{0,400}\b(?:you know why|you know what for|for myself|for me|what it is for)\b)|\bsh (?:urges?|again|relapse|thoughts)\b/,
    urgent: true,
  },

  // --- Added from the second held-out set, read after its second look (now training cases) -------------------
  {
    id: 'sh-plan-2',
    category: 'self_harm',
    re: /\bbefore i do it\b(?=.{0,400}\b(?:pills|tablets|rope|gun|blade|bridge|train|note|tell someone|goodbye|counted)\b)|\b(?:pills|tablets|rope|gun|blade|bridge|train|roof)\b(?=.{0,400}\bbefore i do it\b)|\b(?:train|trains|tracks|bridge|roof|rope|pills|gun|balcony|ledge)\b(?=.{0,400}\b(?:tonight (?:is|feels like) the night|been timing|one last time|i am ready to go|this is it)\b)|\b(?:plan|planning|think about|imagine|picture|worked out) how i (?:would|will|am going to|could) do it\b|\bengine running\b(?=.{0,400}\b(?:garage|closed|shut|sealed|hose)\b)|\bgarage\b(?=.{0,400}\bengine running\b)|\broof access\b|\b(?:look|make it look|looks) like an accident\b|\bdrive (?:my car |the car )?(?:into|off) (?:a |the )?(?:barrier|wall|tree|bridge|cliff|river|lake|truck|lorry|oncoming)\b|\b(?:in front of|into) (?:a |the )?(?:truck|car|bus|train|traffic|lorry)\b(?=.{0,400}\bon purpose\b)|\bon purpose\b(?=.{0,400}\b(?:truck|car|bus|train|traffic|curb)\b)/,
    urgent: true,
  },
  {
    id: 'sh-means-2',
    category: 'self_harm',
    re: /\b(?:bought|got|have|buying) (?:a |some )?rope\b(?!.*\b(?:climbing|boat|sailing|camping|skipping|jump rope|gym)\b)|\b(?:do not|can not) trust myself\b(?=.{0,400}\b(?:tonight|gun|pills|knife|blade|rope|alone|around)\b)|\b(?:collected|collect|collecting|saved|saving|stockpiled|hoarded|hoarding|stashed) (?:up )?(?:all )?(?:of )?(?:the |my |her |his )?(?:\w+ )?(?:pills|tablets|meds|painkillers|sleeping pills)\b|\b(?:ready to|want to|going to) (?:go to|cross to|cross over to) the other side\b/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-goodbye-2',
    category: 'self_harm',
    re: /\bwho (?:should|will|can|gets to) (?:get|have|take) my (?:stuff|things|belongings|guitar|books|cat|dog|pets?)\b|\bif (?:anything|something) (?:happens|happened|were to happen) to me\b(?=.{0,400}\b(?:look after|looks after|take care of|make sure|feed|my (?:cat|dog|kids|pets?|plants))\b)|\blast time i (?:log in|write|post|talk|message|am here|log on)\b|\b(?:wrote|writing|written|left) (?:\w+ ){0,2}letters? (?:to|for) (?:my|everyone)\b(?=.{0,400}\b(?:drawer|gone|last|find|goodbye|desk|sorry)\b)|\b(?:tie|tying|tied) up (?:the |all |my )?loose ends\b(?=.{0,400}\b(?:gave|give|given|giving|will not need|before i|anymore)\b)|\b(?:sent|gave|giving|send) (?:\w+ ){0,3}my passwords?\b|\b(?:gave|given|giving) (?:\w+ ){0,4}(?:to my|to the) \w+\b(?=.{0,400}\bi will not need\b)/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-passive-2',
    category: 'self_harm',
    re: /\bif i (?:got|get|was|were) hit by a (?:bus|car|truck|train|lorry)\b(?!\W*(?:folder|file|document|doc|binder|plan|box|list|test|scenario|factor|principle|drill|envelope)\b)|\bif i (?:was|were|am) (?:not|no longer) (?:around|here|alive)\b|\b(?:not|do not|no|dont) plan(?:ning)? (?:on|to) (?:be(?:ing)? alive|stick(?:ing)? around|be(?:ing)? (?:here|around)|liv(?:e|ing))\b|(?<!\b(?:he|she|they|it|you|will|would|is|does|do|manager|boss|ex|cofounder|co-founder|founder|colleague|landlord|neighbou?r|brother|sister|dad|father|stepdad|husband|wife|partner|grandma|grandad|nan|dog|cat|plant|company|startup|business) )\b(?:not going to|will not|never going to|not) see (?:\d+|my \w+ birthday|next (?:year|week|month|christmas)|christmas|tomorrow|the new year)\b|\b(?:i am|i feel like|feel like|i am just) (?:such |a huge |a big )?a? ?burden\b(?=.{0,400}\b(?:if i|without me|not around|better off|save)\b)|\b(?:dying|dead)\b(?:\s+\S+){0,3}\s+and so am i\b|\bnot so figuratively\b|\bfade (?:out|away)\b(?=.{0,400}\b(?:i|me|slowly|nobody)\b)|\b(?:not|have not) eaten in (?:\d+|\w+) days on purpose\b|\bi cut (?:again|last night|myself|today|yesterday|tonight)\b|\b(?:relaps\w*)\b(?=.{0,400}\b(?:blade|razor|cut|cutting|burn|hurt myself)\b)|\b(?:\d+|\w+) (?:months?|days?|weeks?|years?) clean\b(?=.{0,400}\b(?:cut|blade|hurt myself|relaps)\w*)|\blife insurance\b(?=.{0,400}\b(?:pays (?:more|out)|best thing i can do|worth more)\b)/,
    negatable: false,
  },

  // --- Added from the third held-out set, read after its one look (now training set E) ---------------------
  {
    id: 'sh-method-3',
    category: 'self_harm',
    re: /\b(?:least painful|painless|quickest|easiest|fastest|quietest|surest|cleanest) (?:way|method) (?:to )?(?:go|check out|do it|not wake up|end it|be gone|disappear)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-injury-3',
    category: 'self_harm',
    re: /(?<!\b(?:he|she|they|he is|she is|they are|dad|father|stepdad|mum|mom|mother|stepmum|stepmom|brother|sister|husband|wife|partner|boyfriend|girlfriend|ex|uncle|aunt|grandad|grandpa|grandma|carer|coach|teacher|parents?) )\b(?:keep|kept|been|started|start|i|always|sometimes) (?:\w+ )?(?:burning|cutting|scratching|carving|scraping|hitting|punching|biting|scalding) (?:my|myself on my|myself) (?:\w+ )?(?:arms?|forearms?|wrists?|thighs?|legs?|skin|stomach|hands?|hips?|head)\b(?!.*\b(?:by accident|accidentally|cooking|oven|shaving|gym|workout|sunburn\w*)\b)|(?<!\b(?:he|she|they|he is|she is|they are|dad|father|stepdad|mum|mom|mother|stepmum|stepmom|brother|sister|husband|wife|partner|boyfriend|girlfriend|ex|uncle|aunt|grandad|grandpa|grandma|carer|coach|teacher|parents?) )\b(?:burn|cut|scratch|hurt)\w* (?:my (?:arms?|forearms?|wrists?|thighs?|legs?|skin|stomach|hands?|hips?) |myself )(?:\w+ )?with (?:a |my )?(?:lighter|razor|blade|compass|cigarettes?|pencil sharpener|scissors)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-passive-3',
    category: 'self_harm',
    re: /\bwish (?:i )?(?:\w+ )?(?:had not|did not|would not|never) (?:woken|woke|wake|been born)\b|\bwish i (?:had never|was never|were never) (?:been )?born\b|\b(?:waste|wasting) away\b(?=.{0,400}\b(?:gone|disappear|until|nothing left|deserve)\b)|\b(?:starve|starving|stop eating|stopped eating|eating less and less|barely eating)\b(?=.{0,400}\b(?:on purpose|deserve|until i am gone|disappear|punish\w*)\b)|\b(?:nobody|no one|who) (?:would|will) (?:even )?(?:come to|show up (?:at|to)|turn up (?:at|to)|attend|cry at|notice) my funeral\b|\b(?:edge of the platform|too close to the edge|close to the edge of the platform)\b(?=.{0,400}\bwhat if\b)/,
    negatable: false,
  },
  {
    id: 'sh-goodbye-3',
    category: 'self_harm',
    // Not a pet rehomed before a real move ("we are moving to Dubai and cannot bring her, how do I say goodbye?").
    unless:
      /^(?![^]*\b(?:not (?:really )?moving|i am ready|ready to go|planned it|will not need|the day|the night|it is time)\b)[^]*\b(?:moving|relocat\w*|emigrat\w*|abroad|landlord|allerg\w*|new baby|cannot bring|can not bring|no pets)\b/,
    re: /\b(?:took|take|taking|gave|give|giving|rehomed|rehoming|dropped off|left) (?:away )?(?:my |the |our )?(?:cat|dog|pets?|puppy|kitten|rabbit|bird|fish)\b(?:\s+\S+){0,6}(?=.{0,400}\b(?:i am ready|ready to go|the day|the night|planned it|will not need|before i go|goodbye|quiet now|it is time)\b)|\b(?:my |the |our )?(?:cat|dog|pets?|puppy|kitten) (?:s|is|are) going to (?:my |the |a )?\w+\b(?=.{0,400}\b(?:the day|the night|planned it|before i go|goodbye|i am ready)\b)|\b(?:everything|things|it all|my affairs|stuff) (?:sorted|in order|settled|tidied up) before i (?:go|am gone)\b(?=.{0,400}\b(?:will not be long|not be long|soon|will|last)\b)|\bbefore i go\b(?=.{0,400}\bwill not be long\b)|\b(?:the day|the night|planned it (?:all )?out|i am ready)\b(?=.{0,400}\b(?:cat|dog|pets?|puppy|kitten) (?:s|is|are) going to\b)/,
    urgent: true,
    negatable: false,
  },

  // --- Added from the fourth held-out set, read after its one look (now training set F) --------------------
  {
    id: 'sh-injury-4',
    category: 'self_harm',
    re: /\b(?:punch|punching|punched|hit|hitting|bang|banging|banged|head ?butt\w*) (?:the |a )?walls?\b(?=.{0,400}\b(?:until|till|knuckles|bleed\w*|bled|only thing|makes? (?:it|the \w+) stop|deserve)\b)|\b(?:dig|digging|dug|digs) my (?:nails|fingernails) into\b|\b(?:my|myself)\b[^.]{0,50}\b(?:until|till) (?:it|they|i|the skin) (?:bleeds?|bled|splits?|bruises?|breaks?)\b|\b(?:pick|picking|picked|scratch|scratching|scratched|pull|pulling|pulled) (?:at )?my (?:skin|arms?|face|scalp|hair)\b[^.]{0,30}\b(?:until|till) (?:it|they) (?:bleeds?|bled)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-method-4',
    category: 'self_harm',
    // "how many of the extra strength tylenol would it take. i have two bottles here" (not how many ibuprofen it takes
    // to knock out a migraine: a purpose said is no lethal dose).
    re: /\b(?:what|which|how (?:high|far|much|many|long))\b[^.]{0,70}\b(?:fatal|lethal|deadly|definitely (?:kill|die)|enough to (?:kill|die|not wake))\b|\b(?:fatal|lethal|deadly)\b[^.]{0,30}\b(?:fall|height|floor|dose|amount|pills|pens|insulin)\b(?=.{0,400}\b(?:i am|i live|my|me)\b)|\bhow many (?:of )?(?:my |the |these |those )?(?:\w+ ){1,3}(?:(?:would it take|does it take)\b(?! to (?:help|fix|stop|ease|work|kick in|get rid|feel|treat|cure|sleep|calm|knock out|notice|see)\b)|(?:would kill|to kill|would do it|to not wake up|to die)\b)|\bhow long (?:does it take|would it take|it takes|till you|until you|before you) (?:to )?(?:bleed out|die|drown|suffocate|pass out and die|overdose)\b(?! (?:a|the|my|your|his|her|an) )|\b(?:know|knew) exactly (?:what|how much|how) i (?:would|will|d) (?:use|take|do it)\b|\bi (?:am|live) on the \d+(?:st|nd|rd|th) floor\b(?=.{0,400}\b(?:fall|jump|fatal|edge|balcony|window)\b)/,
    notInFiction: true,
    unless:
      /\b(?:lethal|fatal|deadly) (?:dose|amount) of (?:caffeine|coffee|energy drinks?|water|salt|nicotine|chocolate)\b/,
  },
  {
    id: 'sh-ideation-4',
    category: 'self_harm',
    re: /\b(?:steer|steering|steered|swerve|swerving|swerved|drive|driving|drove|crash|crashing) (?:\w+ ){0,3}(?:into|off) (?:the |a |an |oncoming )?(?:barrier|wall|tree|traffic|river|truck|lorry|bridge|pole|cliff|motorway|highway|central reservation|bus)\b(?=.{0,400}\b(?:let(?:ting)? it end|end it|just me|easier|thinking|thought|fantasi|imagine|want|wish|tempted|every day|the thought)\w*)|\bfantasi[sz]\w* (?:about|of) (?:a |my |being in a )?(?:car )?(?:crash|accident|dying|being dead|not existing)\b|\b(?:staring|stared|looking|looked|stood|standing|sat|sitting) (?:\w+ ){0,4}(?:from|off|on|over) the (?:bridge|roof|ledge|cliff|balcony|edge)\b|\b(?:staring|stared|looking|looked) (?:at|down at) the (?:water|tracks|drop|ground) (?:\w+ ){0,3}(?:from|off|on) the (?:bridge|roof|ledge|cliff|balcony|platform)\b|\bnone for living\b|\b(?:no|find|lost|lose|losing|any) (?:the )?(?:\w+ )?(?:motivation|reason|will|desire) to (?:keep living|stay alive|go on living|live|exist)\b|\b(?:asked|asks|ask) (?:me )?(?:if|whether) i (?:have|had) a plan\b(?=.{0,400}\b(?:lied|lie|did not tell|said no but)\b)/,
    negatable: false,
    notInFiction: true,
  },

  // --- Added from the fifth held-out set, read after its one look (now training set G) ---------------------
  {
    id: 'sh-5',
    // Not "giving away all my stuff before the move to Berlin" (set AD).
    category: 'self_harm',
    re: /\b(?:deeper|worse) (?:than last time|this time)\b(?=.{0,400}\b(?:cut|blade|razor|it again|did it)\b)|\b(?:blade|razor|blades)\b(?=.{0,400}\b(?:did it again|again last night|deeper|hide (?:it|them|the cuts|the scars|my arms))\b)|\bhide (?:the |my )?(?:cuts|scars|marks on my (?:arms?|legs?|wrists?))\b|\b(?:bridge|roof|cliff|tracks|ledge|motorway)\b(?=.{0,400}\b(?:exit strategy|my exit|way out|be my answer|my answer)\b)|\b(?:gun|pistol|rifle|shotgun|revolver)(?: s| is)? (?:\w+ ){0,2}(?:in my (?:lap|hand|mouth)|on my (?:lap|desk|bed|table)|next to me|loaded and)\b|\bhow (?:high|tall|far|deep|long|much|many)\b[^.]{0,60}\b(?:so (?:it is|its) certain|to be (?:sure|certain)|for certain|guaranteed|no chance of surviving|to not survive|not survive)\b|\b(?:want|wants|need) it to hurt (?:more|worse)\b|\b(?:giving|gave|give) away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions|guitar|records|books|clothes)\b(?![^]{0,600}\b(?:emigrat\w*|relocat\w*|declutter\w*|minimalis\w*|downsiz\w*|charity shop|moving (?:to|abroad|house|flat|country|overseas|in with)|(?:the |our |my )move (?:to|abroad|overseas|back)|new (?:flat|house|place))\b)|\b(?:on|at) the (?:platform|bridge|roof|ledge|edge|tracks|cliff)\b(?=.{0,400}\b(?:sorry|goodbye|bye|forgive me|love you|tell \w+ i)\b)|\b(?:hurt|cut|burn|harm) (?:yourself|myself) without (?:leaving )?(?:any )?(?:marks|scars|anyone (?:seeing|noticing|knowing))\b|\b(?:bang|banging|banged|hit|hitting|smash|smashing) my head (?:off|against|on|into) (?:the |a )?(?:wall|desk|floor|door)\b(?=.{0,400}\b(?:deserve|times today|until|bleed\w*|bruise\w*|punish\w*|when i mess up)\b)|\b(?:fake|stage|make it look like) (?:a |an )?(?:accident|crash|fall)\b(?=.{0,400}\b(?:i want out|my family|on purpose|insurance|i just fell|myself)\b)|\bso it looks like i (?:just )?(?:fell|slipped|crashed|had an accident)\b|\bi want out\b(?! of (?:this|the|my|that) (?!life\b)\w+)(?=.{0,400}\b(?:on purpose|accident|for good|permanently|forever)\b)|\b(?:written|wrote|writing|finished) my note\b(?! (?:to|for) (?:the|my) (?:team|boss|manager|landlord|teacher|clients?|colleagues|neighbours?))/,
    notInFiction: true,
    negatable: false,
  },
];
