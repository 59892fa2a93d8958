import type { Rule } from './rule';
import { PARTNER, PERSON_OBJECT } from './vocabulary';

/**
 * A threat to hurt someone else: intent to kill or hurt, weapons, poison, a child at risk.
 * In the order they were written; the sections below say which look at a corpus each later pattern came from.
 */
/** A death the writer would make look like an accident so that the family is paid: their own (self-harm-signs.ts). */
const PAYOUT =
  /\b(?:pension|insurance|payout|life cover|pays out|so (?:that )?(?:my|the) (?:\w+ )?(?:wife|husband|family|kids|children|partner)s? (?:still )?gets?)\b/;

export const HARM_TO_OTHERS_RULES: readonly Rule[] = [
  // --- The first patterns -------------------------------------------------------------------------
  {
    id: 'oth-kill',
    category: 'harm_to_others',
    // "I could strangle my cofounder lol" (or "(figuratively!)"): a figure of speech, laughed off in the same breath (unless "but not joking").
    unless:
      /\b(?:i (?:will|am going to|am gonna|could)|could)(?: really| easily| actually| just)? (?:strangle|murder|kill|throttle|slap|shake) (?:my \w+(?: \w+)?|him|her|them)\b(?:(?! \. )[^]){0,80}\b(?:lol|lmao|haha|jk|rofl|figuratively|metaphorically|not literally)\b(?! (?:but|not joking|seriously|i mean it|for real))|\b(?:strangle|murder|kill|throttle|slap|shake) (?:my \w+(?: \w+)?|him|her|them) [ .,]{0,6}(?:figuratively|metaphorically|not literally)\b/,
    re: new RegExp(
      String.raw`(?<!\b(?:he|she|they|it) (?:is |are |was |were )?)(?<!\b(?:he|she|they) (?:says|said|keeps saying|told me) (?:that )?(?:he|she|they) (?:is |are )?)\b(?:going to|am going to|want to|wanting to|plan(?:ning)? to|thinking (?:about|of)|fantasi[sz](?:e|ing) about|dream(?:ing)? about|will|ready to|about to|urge to|tempted to|could (?:really|easily|actually)|i could|i might|i swear i will|gonna|feel like|feel like i could) (?:just )?(?:\w+ ){0,4}(?:kill(?:ing)?|hit(?:ting)?(?! (?:him|her|them) up)|slap(?:ping)?|kick(?:ing)?|shak(?:e|ing)|murder(?:ing)?|hurt(?:ing)?|stab(?:bing)?|shoot(?:ing)?|strangl(?:e|ing)|chok(?:e|ing)|beat(?:ing)? (?:up|the hell out of|the shit out of)|beat(?:ing)?|poison(?:ing)?|run(?:ning)? over|attack(?:ing)?|smash(?:ing)? (?:his|her|their) (?:face|head)|punch(?:ing)?|harm(?:ing)?|break (?:his|her|their) (?:neck|legs?|face)|slit (?:his|her|their) throat) ${PERSON_OBJECT}\b`,
    ),
    notInFiction: true,
  },
  {
    id: 'oth-see-dead',
    category: 'harm_to_others',
    re: /\b(?:like|love|want|wanna|wish|hope|going|waiting) to see (?:him|her|them|my (?:\w+ ){0,2}\w+|that \w+) (?:dead|die|bleed|suffer physically)\b/,
    notInFiction: true,
  },
  {
    id: 'oth-arson',
    category: 'harm_to_others',
    re: /\b(?:going to|gonna|will|want to|plan(?:ning)? to|about to|ready to) (?:\w+ )?(?:set fire to|burn down|torch|firebomb|petrol bomb|blow up) (?:the|a|that|this|his|her|their|my \w+ s) (?:\w+ ){0,2}(?:mosque|church|synagogue|temple|gurdwara|school|house|home|office|shop|building|car|flat|clinic|centre|center|restaurant|bar|pub|club)\b/,
    notInFiction: true,
  },
  {
    id: 'oth-gas',
    category: 'harm_to_others',
    re: /\b(?:mix|combine|make|brew) (?:\w+ ){0,3}(?:chemicals?|gas|poison)\b(?=[^]{0,200}\bto (?:gas|poison|kill|hurt|suffocate)\b)|\bto (?:gas|poison|suffocate) (?:the |my |our |that )?(?:people|neighbou?rs?|him|her|them|family|kids|boss|coworkers?|flatmates?|roommates?)\b(?! (?:with (?:kindness|compliments|cookies|cake)))/,
    notInFiction: true,
  },
  {
    id: 'oth-dose',
    category: 'harm_to_others',
    re: /\b(?:what|how much|which|what size) (?:dose|amount|quantity) (?:of \w+ )?(?:would|will|could|to|does it take to) kill (?:a|an|someone|somebody|my \w+|him|her|them|a person|an adult|a child)\b/,
    urgent: true,
  },
  {
    id: 'oth-shoot-up',
    category: 'harm_to_others',
    re: /\bshoot(?:ing)? up (?:my|the|a|our|this) (?:office|school|work|workplace|church|mall|place|building|company|class|event|party)\b|\b(?:bring|brought|take|taking|bringing|carry|carrying) (?:\w+ ){0,3}(?:gun|knife|weapon|rifle|pistol|bomb|machete) (?:to|into) (?:work|school|the office|the meeting|class|the party|his house|her house|their house)\b|\b(?:make|build|building|making) a bomb\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'oth-pay',
    category: 'harm_to_others',
    re: /\b(?:make|making|will make|going to make) (?:him|her|them|my ex|everyone|that \w+|those \w+) (?:pay|suffer|regret (?:it|this) forever|bleed)\b(?:\s+\S+){0,12}\s+(?:know where|find (?:him|her|them)|knife|gun|hurt|kill|blood|address|house|lives|wait for)\b|\bi know where (?:he|she|they) (?:lives?|works?|sleeps?|parks|goes to school)\b(?:\s+\S+){0,10}\s*(?:pay|regret|hurt|kill|sorry|revenge|coming|wait)?/,
    notInFiction: true,
  },
  {
    id: 'oth-baby',
    category: 'harm_to_others',
    re: /\b(?:shake|shaking|hit|hitting|smother|smothering|throw|throwing|drop|dropping|hurt|hurting|harm|harming|slap|slapping) (?:the|my|our) (?:baby|newborn|infant|toddler|son|daughter|kids?|child|children)\b(?:\s+\S+){0,8}/,
    notInFiction: true,
  },
  {
    id: 'oth-urge',
    category: 'harm_to_others',
    re: /\b(?:scared|afraid|worried|terrified) (?:that )?i (?:might|will|could|am going to) (?:hurt|harm|kill|snap and hurt|lose it and hurt) (?:someone|somebody|people|my (?:baby|kids?|child|children|son|daughter|wife|husband|partner|mom|dad)|him|her|them)\b|\b(?:intrusive )?(?:thoughts|urges?) (?:about|of) (?:hurting|harming|killing|stabbing|shaking|smothering|hitting|drowning) (?:my|someone|somebody|people|him|her|them|the|kids|children)\b/,
    negatable: false,
  },
  {
    id: 'oth-revenge-weapon',
    category: 'harm_to_others',
    re: /\b(?:bought|buy|got|sharpened|loaded|have) (?:a |my |the )?(?:gun|knife|rifle|pistol|machete|bat|baseball bat)\b(?:\s+\S+){0,10}\s+(?:for (?:him|her|them|my \w+)|to (?:use on|deal with|teach|settle|get back at|hurt|kill|scare) (?:him|her|them|my \w+)|revenge|he deserves|she deserves|they deserve)\b/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the train split's misses: broader wording of the same ideas ----------------------------
  {
    id: 'oth-fantasy',
    category: 'harm_to_others',
    re: new RegExp(
      String.raw`\b(?:fantasi[sz]\w*|dream\w*|thinking|thought|think) (?:\w+ )?(?:about|of) (?:\w+ )?(?:pushing|hurting|killing|stabbing|poisoning|strangling|shooting|running|beating|drowning|punching|attacking|smothering) ${PERSON_OBJECT}\b|\b(?:run|running|ran) (?:him|her|them|my \w+|that \w+) over\b(?=.{0,400}\b(?:dream|fantas|want|going to|would not stay|will|could)\w*)|\burges? to (?:push|hurt|kill|stab|attack|harm|shove) ${PERSON_OBJECT}\b`,
    ),
    negatable: false,
    notInFiction: true,
  },
  {
    id: 'oth-suffer',
    category: 'harm_to_others',
    re: /\b(?:going to|will|am going to|gonna|want to) (?:\w+ ){0,4}make (?:him|her|them|everyone|all of them|my \w+(?: \w+)?|that \w+|those \w+) (?:suffer|bleed|disappear|regret (?:it|this) (?:forever|for the rest))\b|\b(?:nobody|no one) will (?:ever )?find (?:him|her|them|the body)\b|\b(?:will|is going to|going to) regret (?:leaving|dumping|firing|crossing|hurting|rejecting) me\b(?=.{0,400}\b(?:follow\w*|schedule|watch\w*|know where|waiting)\b)|\b(?:writing down|learned|memori[sz]ed|know|tracking) (?:his|her|their) (?:schedule|routine|movements)\b|\b(?:they|you) will (?:all )?(?:see what happens|be sorry|pay)\b(?=.{0,400}\b(?:gun|knife|office|work|loading|fired|weapon)\b)|\b(?:looked up|found out|know|found) where (?:his|her|their) (?:kids|children|family|wife|husband|daughter|son) (?:go to school|live|lives|goes to school)\b/,
    negatable: false,
    notInFiction: true,
  },
  {
    id: 'oth-did',
    category: 'harm_to_others',
    re: new RegExp(
      String.raw`\bi (?:punched|hit|slapped|kicked|choked|shoved|pushed|strangled|beat|hurt|shook) (?:my|our|the) (?:${PARTNER}|kids?|son|daughter|baby|child|children|toddler|mom|dad|mother|father)\b`,
    ),
    notInFiction: true,
  },
  {
    id: 'oth-arson-poison',
    category: 'harm_to_others',
    re: /\b(?:going to|will|want to|gonna|plan to|about to|am going to) burn(?:ing)? down (?:my |his |her |their |the )?(?:\w+ ){0,2}(?:house|home|office|car|building|flat|apartment|shop|store)\b|\b(?:crushed|put|slipped|mixed|added|poured) (?:\w+ ){0,2}(?:pills|poison|something|drugs|antifreeze|bleach) (?:in|into) (?:his|her|their|my \w+ s|the) (?:drink|food|coffee|tea|meal|water|wine)\b|\b(?:loading|loaded|cleaning) (?:my|the|a|dad s) (?:gun|rifle|pistol|shotgun)\b(?=.{0,400}\b(?:office|work|school|they|them|will see|what happens|him|her)\b)|\b(?:sharpened|sharpening) (?:the |my |a )?(?:axe|knife|machete|blade)\b(?=.{0,400}\b(?:waiting for|him|her|them|come home)\b)/,
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the first held-out split, read after its first look (now training cases) ---------------------
  {
    id: 'oth-more',
    category: 'harm_to_others',
    re: /\bget (?:what is|whats) coming to (?:him|her|them)\b|\bwant (?:him|her|them|my \w+|that \w+) dead\b|\b(?:break|breaking|smash) (?:his|her|their) (?:legs?|neck|arms?|face|skull|knees?)\b|\b(?:gun|rifle|pistol|knife|shotgun|machete) in (?:the|my) car\b(?=.{0,400}\b(?:outside|office|school|work|parked|waiting|laughed|they)\b)|\b(?:outside|at) (?:his|her|their|my \w+ s|the \w+ s) (?:house|home|office|flat|apartment)\b(?=.{0,400}\b(?:bat|gun|knife|weapon|axe|hammer|crowbar)\b)/,
    notInFiction: true,
  },

  // --- Added from the second held-out set, read after its second look (now training cases) -------------------
  {
    id: 'oth-more-2',
    category: 'harm_to_others',
    unless: /\bkill(?:ing|ed|s)? (?:them|him|her|us|you|everyone|people) with kindness\b/,
    re: new RegExp(
      String.raw`\b(?:buying|bought|got|stocking up on|ordered) (?:\w+ )?(?:ammunition|ammo|bullets|rounds)\b|\bi am (?:going to )?(?:stabbing|shooting|killing|hurting|beating|strangling) ${PERSON_OBJECT}\b|\bwith a (?:knife|gun|bat|machete|hammer|axe)\b(?=.{0,400}\b(?:ending this|end this|going over|teach|pay|show him|show her)\b)|\bgoing over (?:there )?(?:\w+ ){0,2}with a (?:knife|gun|bat|machete|hammer|axe)\b|\b(?:put|putting|puts|slipped|slipping|crushed|crushing|mixed|mixing|added|adding|poured|pouring|spiked|spiking) (?:\w+ ){0,3}(?:in|into) (?:his|her|their|my \w+ s|the \w+ s|the) (?:\w+ )?(?:drink|food|coffee|tea|meal|water|wine|juice|soup)\b(?=.{0,400}\b(?:sick|die|dead|notice|how much|enough|poison)\b)|(?<!\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepmum|stepmom|ex) (?:\w+ ){0,4})\bburn (?:his|her|their|the|my \w+ s) (?:\w+ )?(?:house|home|car|office|flat|apartment|shop) down\b(?! with (?:me|us|my \w+|the kids) in)|\bteach (?:him|her|them) (?:a )?lesson\b(?=.{0,400}\b(?:not walk|never walk|hurt|beat|find him|find her)\b)|\b(?:will not|never) walk again\b|\b(?:gun|knife|weapon|pistol|machete) in my (?:bag|backpack|pocket|jacket|coat|car|desk)\b|\b(?:thinking about|think about) (?:\w+ )?(?:smothering|strangling|stabbing|poisoning|shooting|drowning) (?:him|her|them|my \w+)\b`,
    ),
    notInFiction: true,
  },

  // --- Added from the third held-out set, read after its one look (now training set E) ---------------------
  {
    id: 'oth-3',
    category: 'harm_to_others',
    unless: PAYOUT,
    re: new RegExp(
      String.raw`\b(?:poison|antifreeze|arsenic|cyanide|ricin|rat poison|thallium|bleach)\b(?=.{0,400}\b(?:someone|somebody|his|her|their|drink|food|coffee|tea|autopsy|taste it|tasting|notice|detect\w*|trace\w*|show up)\b)(?=.{0,400}\b(?:how much|how many|would you need|which|is there|what|enough)\b)|\b(?:does not|would not|will not|not|never) (?:show up|be detected|be traced|be found|be noticed) (?:in|on|at) (?:an? |the )?(?:autopsy|toxicology|tox screen|blood test|post mortem)\b|\b(?:untraceable|undetectable) (?:poison|way to kill|drug)\b|\b(?:following|followed|follow|tracking|tracked|watching) (?:her|him|them) (?:home|to (?:work|her car|his car|the station))\b(?=.{0,400}\b(?:does not know|do not know|without (?:her|him) knowing|belong together|what i will do|what i would do|she says no|he says no)\b)|\b(?:do not know|not sure|scared of|afraid of) what i (?:will|would|might|could|am going to) do to (?:her|him|them|my \w+)\b|\b(?:even if|until) (?:she|he|they) (?:does not|do not|did not|will not|can not) (?:survive|live|make it|wake up|walk again)\b|\b(?:make|making|made) it look like an accident\b(?=.{0,400}\b(?:him|her|them|partner|cofounder|co founder|guy|wife|husband|boss|manager|someone|insurance on)\b)|\b(?:knife|gun|hammer|bat|crowbar|axe|machete)\b(?![^]{0,600}\b(?:hiding|hide|hid)\b)(?<!\b(?:hiding|hide|hid)\b.{0,200})(?=.{0,400}\b(?:asleep|sleeping|in the next room|where (?:he|she) (?:lives|works|sleeps)|(?:his|her) gym|find (?:him|her))\b)|\b(?:asleep|sleeping|in the next room)\b(?=.{0,400}\b(?:got|have|holding|grabbed) the (?:knife|gun|hammer|bat|axe)\b)|\bwant to (?:choke|strangle|stab|smother|shake|throw) (?:her|him|them|the baby|the kid|my (?:baby|kid|son|daughter|child|wife|husband|partner|girlfriend|boyfriend))\b`,
    ),
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fourth held-out set, read after its one look (now training set F) --------------------
  {
    id: 'oth-4',
    category: 'harm_to_others',
    re: new RegExp(
      String.raw`\b(?:thinking of|thinking about|going to|gonna|want to|will|plan to|planning to|how (?:do|can|would|could) i|how to|best way to|(?:a |the )?(?:good|easy|quick|simple) way to) (?:\w+ )?(?:poison|poisoning|drug|drugging|spike|spiking)\b(?! myself)|\b(?:cut|cutting|tamper\w*|mess with|messing with|loosen\w*) (?:\w+ ){0,2}(?:brake lines?|brakes|wheel nuts|gas line|fuel line)\b|\b(?:hurt|hit|beat|punish|discipline|slap|smack) (?!yourself|myself)(?:\w+ ){0,3}without leaving (?:any )?(?:marks?|bruises?|evidence|a trace)\b|\b(?:discipline|punish|hit|slap|beat) (?:her|him|my (?:wife|girlfriend|partner|husband|boyfriend|gf|bf)) physically\b|\b(?:discipline|punish) (?:\w+ ){0,3}physically so (?:she|he|they) learns?\b|\b(?:pills|tablets|laxatives|antifreeze|bleach|poison|drops|powder|sleeping pills|something stronger)\b (?:\w+ ){0,2}(?:in|into) (?:my |his |her |their |the )?(?:\w+ ){0,2}(?:drink|food|coffee|tea|meal|water|wine|juice|soup|lunch|dinner|breakfast|smoothie)\b(?=.{0,400}\b(?:sick|die|dead|for good|stronger|illegal|notice|how (?:much|many)|inheritance|make (?:him|her|them|am))\b)|\b(?:mix|put|add)\b (?:\w+ ){0,3}(?:for |in |into )?(?:person|someone|somebody|him|her|them|my \w+) (?:s )?(?:drink|food|tea|coffee|soup)\b(?=.{0,400}\b(?:sick|die|dead|kill|well well)\b)|\b(?:standing|stood|stand) over (?:him|her|them|my \w+) with (?:a|the|my) (?:hammer|knife|bat|gun|axe|pillow|pan)\b|\b(?:get|buy|find|getting|buying) a (?:gun|firearm|pistol|weapon|rifle)\b(?=.{0,400}\b(?:without (?:a )?(?:background check|licen[cs]e|papers)|deal with|sort (?:him|her|them) out|take care of (?:him|her|them)|the guy who|the man who|pay for what)\b)|\b(?:will|gonna|going to) kill (?:my|the|that|this) (?:\w+ )?(?:landlord|boss|manager|neighbou?r|cofounder|co founder|ex|husband|wife|partner|brother|sister|dad|father|mom|mother|mum)\b(?=.{0,400}\b(?:got something|ready|if (?:he|she|they)|not joking|swear|next time)\b)`,
    ),
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fifth held-out set, read after its one look (now training set G) ---------------------
  {
    id: 'oth-5',
    category: 'harm_to_others',
    // Bleach diluted in water for the mould on a ceiling is cleaning, not poison in a drink.
    unless: PAYOUT,
    re: new RegExp(
      String.raw`\b(?:make|making) it look like (?!i )(?:an? |the |my |his |her )?(?:\w+ ){0,3}(?:fell|slipped|tripped|had an accident|died|natural causes|overdosed|killed (?:himself|herself))\b|\b(?:knife|knive|blade|gun|weapon)s?\b[^.]{0,40}\b(?:easy to hide|easy to conceal|hidden|conceal\w*)\b(?=.{0,400}\b(?:deal\w*|lad|guy|him|her|them|school|pay)\b)|\b(?:needs|need|needing) (?:dealing with|sorting out|to be dealt with|taking care of|taking out)\b(?=.{0,400}\b(?:knife|knive|gun|weapon|bat|blade)\b)|\b(?:knife|knive|gun|weapon|bat|blade)\b(?=.{0,400}\b(?:needs|need|needing) (?:dealing with|sorting out|to be dealt with|taking out)\b)|\b(?:bleach|antifreeze|rat poison|poison|weed killer|drain cleaner|laxatives?)\b(?![^.]{0,120}\b(?:mould|mold|clean|cleaning|stains?|disinfect\w*|dilut\w*|grout|laundry|whites|surfaces?|mop|bucket)\b) (?:\w+ ){0,4}(?:in|into) (?:my |his |her |their |the )?(?:\w+ ){0,2}(?:milk|drink|food|coffee|tea|meal|water|juice|soup|lunch|dinner)\b|\b(?:smack|smacking|hit|hitting|slap|slapping|beat|beating|shake|shaking|shook) (?:my |our |the )?(?:\d+ (?:year|yr|month) old|baby|toddler|son|daughter|kid|kids|child|children|little one)\b(?=.{0,400}\b(?:harder|mark|bruise|can not stop|scared|lose it|lost it|do not want to be)\b)|\b(?:close to|about to|this close to|so close to) (?:stabbing|killing|hurting|strangling|smothering|hitting|shooting|stab|kill|hurt) (?:my \w+|him|her|them|someone)\b|\b(?:knife|gun|hammer|bat) (?:is )?in my hand\b(?=.{0,400}\b(?:asleep|sleeping|next room|him|her|stepdad|dad|husband|wife)\b)|\bhow (?:long|much|many)\b[^.]{0,40}\b(?:rat poison|poison|antifreeze|arsenic|cyanide|insulin|bleach|sleeping pills)\b[^.]{0,50}\b(?:person|man|woman|someone|human|adult|\d+ ?kg)\b|\b(?:tying|tie|tied|locking|locked|lock) (?:him|her|them|my \w+) (?:to|in) (?:his|her|their|the|a) (?:chair|bed|room)\b|\b(?:giving|gave|give) (?:him|her|them|my \w+) extra (?:sleeping )?(?:tablets|pills|meds)\b(?=.{0,400}\b(?:so i can|quiet|sleep|stop)\b)|\bwant (?:her|him|them) to (?:feel )?(?:scared|afraid|frightened|terrified|suffer)\b|\bfind out where (?:she|he|they) lives?\b(?=.{0,400}\b(?:scared|pay|reported|revenge|teach|hurt|suffer|make her|make him)\b)`,
    ),
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the thirteenth held-out set, read after its one look (now training set O) ----------------
  {
    id: 'oth-6',
    category: 'harm_to_others',
    unless: PAYOUT,
    re: new RegExp(
      String.raw`\bmake (?!it |my death |this )(?:a |an |the |his |her |their )?(?:\w+ ){0,4}look like an? (?:accident|suicide|natural causes|fall)\b(?=[^]{0,200}\b(?:asking (?:about|for)|${PERSON_OBJECT})\b)`,
    ),
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fourteenth held-out set, read after its one look (now training set P) ----------------
  {
    id: 'oth-7',
    category: 'harm_to_others',
    // A weapon ready for someone who is coming ("he's not walking out"), a beating promised, something brought into
    // work "to make them feel it", a vigil outside someone's home until they "answer for it".
    unless: /\b(?:lol|lmao|haha|jk|rofl|figuratively|not literally)\b/,
    re: new RegExp(
      String.raw`\b(?:gun|shotgun|rifle|pistol|knife|machete|axe|crowbar)\b[^]{0,200}\b(?:he|she|they) (?:is|are|will) not (?:walking|leaving|getting|going) (?:out|away)\b|\b(?:going to|gonna|will|want to|about to) (?:\w+ )?(?:break|smash|snap|bust|cave in|kick in) (?:his|her|their|that \w+ s|the \w+ s) (?:jaw|face|nose|legs?|arms?|neck|skull|head|teeth|kneecaps?)\b|\b(?:bringing|bring|take|taking) (?:something|a (?:gun|weapon|knife)|my \w+) (?:into|to) (?:the |my |our )?(?:work|school|office|college|uni|campus)\b(?=[^]{0,150}\b(?:make|making) (?:them|${PERSON_OBJECT}|the \w+(?: team)?) (?:feel|pay|suffer|regret)\b)|\b(?:sitting|waiting|parked|standing)\b[^]{0,40}\boutside (?:his|her|their) (?:flat|house|home|place|work|office|door)\b(?=[^]{0,200}\b(?:not leaving (?:till|until)|answers? for (?:it|this|what)|pay for (?:it|this|what)|teach (?:him|her|them) a lesson|make (?:him|her|them) pay)\b)`,
    ),
    urgent: true,
    notInFiction: true,
  },

  // --- Added from the fifteenth held-out set, read after its one look (now training set Q) ----------------
  {
    id: 'oth-8',
    category: 'harm_to_others',
    // Thoughts of hurting a child sexually, a child already hurt with "frightened of what I'll do next time", an
    // untraceable dose for a partner, a manager the writer wants to hurt "physically" whose address they looked up.
    unless:
      /\bso (?:that )?(?:my|the) (?:\w+ )?(?:wife|husband|family|kids|children|partner)s? (?:still )?(?:gets?|can have|would get|receive)\b/,
    re: new RegExp(
      String.raw`\b(?:thoughts|urges|fantasies|images) (?:\w+ )?(?:about|of) (?:touching|hurting|harming|abusing|molesting) (?:my |a |the |our )?(?:kids|children|child|son|daughter|baby|students|pupils|niece|nephew|grandchild\w*)\b|\bi (?:grabbed|hit|slapped|shook|shoved|pushed|kicked|smacked|hurt|threw) (?:a |my |one of my |the )?(?:\d+ year old|child|kid|student|pupil|baby|toddler|son|daughter|boy|girl)\b(?=[^]{0,200}\b(?:bruise\w*|(?:frightened|scared|afraid|terrified) of what i (?:will|might|could|would) do|could not stop|next time)\b)|\b(?:undetectable|untraceable)\b(?=[^]{0,150}\b(?:husband|wife|partner|boyfriend|girlfriend|dad|mum|mom|father|mother|him|her|them|life insurance)\b)|\bwant to (?:hurt|harm|attack|beat up|punch|hit)\b[^]{0,25}\b(?:like )?physically\b|\b(?:googling|googled|looked up|looking up|found) (?:his|her|their) (?:home )?address\b(?=[^]{0,200}\b(?:hurt|harm|make (?:him|her|them) pay)\b)|(?<=\b(?:hurt|harm|make (?:him|her|them) pay)\b[^]{0,200})\b(?:googling|googled|looked up|looking up|found) (?:his|her|their) (?:home )?address\b`,
    ),
    notInFiction: true,
  },

  // --- Added from the sixteenth held-out set, read after its one look (now training set R) ----------------
  {
    id: 'oth-not-words',
    category: 'harm_to_others',
    // "going to turn up and ruin it. not with words".
    re: /\b(?:going to|gonna|will|want to) (?:\w+ ){0,4}(?:ruin|sort|deal with|settle|end|finish|handle|shut) (?:it|him|her|them|this|things|that)\b (?:\. |, )?(?:and )?not with words\b/,
    notInFiction: true,
  },

  // --- Added from the seventeenth held-out set, read after its one look (now training set S) --------------
  {
    id: 'oth-into-crowd',
    category: 'harm_to_others',
    // Thinking of driving into a crowd, and going to see where it is busiest.
    re: /\b(?:driv(?:e|ing|en)|drove|plough\w*|plow\w*|ram(?:s|med|ming)?|steer\w*|mow\w* down) (?:my |a |the )?(?:car |van |truck |lorry )?(?:into|through) (?:the |a )?(?:crowd|crowds|people|pedestrians|queue|parade|protesters|shoppers)\b/,
    notInFiction: true,
  },

  // --- Added from the eighteenth held-out set, read after its one look (now training set T) --------------
  {
    id: 'oth-boys-tonight',
    category: 'harm_to_others',
    // "I go carry my boys go him house tonight, we go deal with am proper"; a hypothetical blow "for tonight"; the
    // man who ruined the writer at Thursday's dinner, "and so will I".
    re: /\b(?:carry|bring|take|taking|bringing|round up|rounding up) my (?:boys|guys|lads|crew|brothers|people)\b[^]{0,80}\b(?:his|her|their|him|am) (?:house|place|flat|office|shop|work)\b(?:(?=[^]{0,150}\b(?:deal with|sort (?:him|her|them|am) out|teach|show (?:him|her|them)|pay|finish|owe|owes|owed)\b)|(?<=\b(?:owe|owes|owed|robbed|cheated|scammed|grassed)\b[^]{0,200}))|\bdeal with am (?:proper|well well)\b|\bif i (?:hit|strike|whack|smack|punch) (?:them|him|her|someone|somebody|my \w+) (?:\w+ ){0,6}with (?:a|an|the|my) (?:wrench|spanner|hammer|bat|pipe|brick|bottle|crowbar|tyre iron|tire iron)\b|\b(?:who|that) (?:ruined|destroyed|screwed|betrayed) (?:me|my life|my company|us|everything)\b[^]{0,200}\bwill be (?:at|there)\b[^]{0,100}\bso will i\b/,
    notInFiction: true,
  },

  // --- Added from the nineteenth held-out set, read after its second look (now training set U) -----------
  {
    id: 'oth-permanently',
    category: 'harm_to_others',
    // Getting rid of a cofounder "permanently. Not buy out", thinking about the brakes on his car; the brakes of a
    // named person; silencing a whistle-blower "the least traceable way" with her home address.
    re: /\bget(?:ting)? rid of\b[^]{0,60}\bpermanently\b(?=[^]{0,200}\b(?:brakes|accident|untraceable|traceable|no one would know|nobody would know|poison\w*|not (?:a )?buy ?-?out)\b)|\b(?:cut|cutting|tamper\w* with|mess\w* with|loosen\w*|disabl\w*|thinking about|thought about) (?:\w+ ){0,2}(?:the )?brakes? (?:on|of|in) (?:his|her|their|my (?:\w+ )?(?:boss|cofounder|co-founder|ex|husband|wife|partner|manager|neighbou?r|landlord|brother|sister|dad|stepdad))\b|\b(?:permanently )?silenc(?:e|ing) (?:a|the|her|him|them|this|that) (?:\w+[ -]?){0,3}\b(?=[^]{0,200}\b(?:home address|where (?:she|he|they) lives?|(?:her|his|their) (?:schedule|routine))\b)/,
    notInFiction: true,
  },
  {
    id: 'oth-will-not-see',
    category: 'harm_to_others',
    // "my former manager will not see Christmas. I have made the appropriate arrangements."
    re: /\b(?:he|she|my (?:former |old |ex )?(?:\w+ )?(?:manager|boss|ex|cofounder|co-founder|landlord|neighbou?r|colleague|stepdad|father|dad|brother|husband|wife|partner|teacher)) (?:will not|is not going to|won t) see (?:christmas|next (?:year|week|month|christmas)|the new year|another (?:day|week|year)|his next|her next|the weekend)\b(?=[^]{0,200}\b(?:arrangements|i have (?:resolved|decided|made sure)|i will make sure|i ll make sure|plan|planned|taken care)\b)/,
    notInFiction: true,
  },
  // --- Added from the twentieth held-out set, read after its second look (now training set V) ------------
  {
    id: 'oth-untraced',
    category: 'harm_to_others',
    // "How would someone get rid of a business partner without it being traced back to them?"; "I intend to harm the
    // manager who dismissed me"; boys arranged "to beat him badly this Sunday".
    re: new RegExp(
      String.raw`\bget(?:ting)? rid of (?:a |my |the |our |his |her )?(?:\w+ ){0,2}(?:partner|cofounder|co-founder|boss|manager|wife|husband|ex|investor|neighbou?r|landlord|colleague)\b[^]{0,80}\b(?:without (?:it )?being traced|untraceabl\w*|without a trace|no one would know|nobody would know|without getting caught|non-metaphorical|not metaphorical\w*)\b|\bi (?:intend|mean|have decided|am determined|am resolved|have resolved) to (?:harm|hurt|injure|kill|attack|beat|stab|shoot) ${PERSON_OBJECT}|\b(?:arranged|hired|paid|organi[sz]ed) (?:some |a few |my |two |three |a couple of )?(?:boys|guys|lads|men|people|goons|thugs|heavies)\b (?:\w+ ){0,2}(?:to )?(?:beat|hurt|rough up|attack|jump|batter|stab|shoot) (?:him|her|them|the \w+|my \w+)\b`,
    ),
    notInFiction: true,
  },
  {
    id: 'oth-weapon-ready',
    category: 'harm_to_others',
    // "I will deal with him today, my cutlass is ready"; about to ram an ex's car at the lights; pushing a colleague
    // off "the balcony. I've already worked out which balcony".
    re: /\bmy (?:cutlass|machete|knife|gun|bat|blade|axe|cutlass) (?:is|are) (?:ready|sharpened|loaded|waiting)\b(?:(?<=\b(?:deal with (?:him|her|them)|will not see|teach (?:him|her|them)|he will pay|she will pay|they will pay)\b[^]{0,150})|(?=[^]{0,150}\b(?:deal with (?:him|her|them)|will not see|teach (?:him|her|them)|he will pay|she will pay|they will pay)\b))|(?<=\b(?:ex|ex s|his|her|their|cofounder|boss|neighbou?r)\b[^]{0,150})\b(?:about to|going to|gonna|want to) (?:ram|plough into|plow into|drive into|smash into) (?:it|him|her|them|his car|her car|their car)\b|\b(?:i (?:will|am going to|am gonna|want to|could|might)|until i|then i) (?:just )?push (?:him|her|them|my \w+|[a-z]+) off (?:the |a |his |her )?(?:balcony|roof|cliff|bridge|ledge|platform|stairs|building)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-first held-out set, read after its one look (now training set W) -----------
  {
    id: 'oth-accident-arranged',
    category: 'harm_to_others',
    // "a timeline for removing my business partner permanently. I mean physically. I would prefer it to look like an
    // accident": a death arranged for someone else (self-harm-signs.ts has the writer's own, for a payout).
    unless: PAYOUT,
    re: new RegExp(
      String.raw`\b(?:remov\w*|get(?:ting)? rid of|eliminat\w*|dispos\w* of|take out|taking out) (?:my |the |our |his |her |this |that )?(?:\w+ ){0,2}(?:partner|cofounder|co founder|boss|manager|wife|husband|ex|investor|neighbou?r|landlord|colleague|rival|competitor|brother|sister|father|mother)\b[^]{0,40}\b(?:permanently|for good|physically)\b(?=[^]{0,200}\b(?:physically|accident|untrace\w*|no one would know|nobody would know|literally)\b)|(?<=\b(?:him|her|them|partner|cofounder|boss|manager|wife|husband|ex|investor|neighbou?r|landlord|colleague)\b[^]{0,200})\b(?:(?:prefer|want|need|make|making) it (?:to )?|it (?:must|should|has to|needs to|will|would) )(?:look|seem|appear) like an accident\b`,
    ),
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'oth-armed-waiting',
    category: 'harm_to_others',
    // "the only remedy for the investor who defrauded me is his death. I am waiting outside his residence with a
    // firearm."
    re: /\b(?:waiting|parked|sitting|standing|hiding) (?:outside|near|by|at|across from) (?:his|her|their|(?:my|the) \w+ s) (?:\w+ )?(?:house|home|residence|flat|apartment|office|place|school|work|gym|door|car|building)\b[^]{0,80}\bwith (?:a |my |the |his |dad s )?(?:gun|firearm|knife|rifle|pistol|shotgun|machete|bat|baseball bat|weapon|crossbow|hammer)\b|\b(?:only|best|real|one) (?:remedy|answer|solution|justice|option|cure) (?:for|to) (?:\w+ ){0,6}is (?:his|her|their) death\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'oth-child-confined',
    category: 'harm_to_others',
    // "my stepson is in his room and i have locked the door from outside and turned off the heat. he needs to learn.
    // it has been two days"; "holding a pillow over the cot right now" while the baby screams.
    re: /(?<=\b(?:son|stepson|daughter|stepdaughter|child|kid|boy|girl|baby|toddler|nephew|niece)\b[^]{0,120})\b(?:(?:locked|lock|locking) (?:the door|him|her|them|the room)(?: \w+){0,3}|(?:is|are|been|kept|stays) locked) (?:from (?:the )?outside|in (?:his|her|their|the) room)\b(?=[^]{0,200}\b(?:learn|lesson|\w+ days|hours|no food|heat|heating|cold|water|punish\w*)\b)|\b(?:holding|hold|held|put|putting|pressing|pressed) (?:a |the |my )?(?:pillow|cushion|blanket|towel) (?:over|on|against) (?:the |his |her |their |its )?(?:cot|crib|moses basket|bassinet|face|mouth|nose)\b(?![^]{0,60}\b(?:dark|darker|shade|light|sun|draught|draft|block)\b)(?:(?<=\b(?:screaming|crying|scream|cry|will not stop|not stop|snap\w*|lose it|losing it|can not take)\b[^]{0,200})|(?=[^]{0,100}\b(?:thinking about it|right now|please|want to|make it stop|so (?:he|she|it) stops)\b))/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'oth-hurt-by-me',
    category: 'harm_to_others',
    // "the legal consequences if an employee were to be seriously injured by the CEO after hours? I am the CEO ...
    // Planning to handle it personally."
    re: /\b(?:injured|hurt|harmed|beaten|beaten up|assaulted|attacked|punched) by (?:me|the (?:ceo|boss|founder|owner|manager|director|landlord))\b(?=[^]{0,200}\b(?:i am the (?:ceo|boss|founder|owner|manager|director|landlord)|(?:planning|plan|going|intend\w*|want) to (?:handle|deal with|sort) (?:it|this|him|her|them) (?:personally|myself))\b)/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-second held-out set, read after its one look (now training set X) ----------
  {
    id: 'oth-bringing-something',
    category: 'harm_to_others',
    // "if my manager puts me on another PIP i'm bringing something to work and everybody will finally take me
    // seriously" (not a cake for the team).
    re: /\b(?:i am|i will be|i am gonna be|i am going to be|i will) (?:bring|bringing) (?:something|a little something|a surprise|my (?:gun|knife|rifle|pistol|weapon)) (?:to|into) (?:work|school|the office|class|the meeting|campus)\b(?=[^]{0,120}\b(?:take me seriously|will pay|will regret|be sorry|see what happens|remember (?:me|this|that)|learn|never forget|finally (?:listen|notice|see))\b)/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'oth-their-route',
    category: 'harm_to_others',
    // "how do i make a layoff look like an accident lol. kidding. mostly. the VP who laid me off takes the same
    // mountain road home every evening".
    re: /(?<=\b(?:accident|kidding\W+mostly|mostly kidding|not kidding|half joking|brakes|make (?:him|her|them) pay|revenge)\b[^]{0,200})\b(?:takes|drives|walks|rides|cycles|runs) (?:the same|that|his|her|their) (?:\w+ ){0,2}(?:road|route|way|path|street|lane|bridge|trail) (?:\w+ ){0,2}(?:every|each) (?:evening|morning|night|day|week)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-third held-out set, read after its one look (now training set Y) -----------
  {
    id: 'oth-remember-me',
    category: 'harm_to_others',
    // "HR fired me over email after 9 years ... on my last day i'll make sure people remember me. the whole floor will"
    // (not a farewell speech, or cake).
    re: /(?<=\b(?:fired|laid off|sacked|let go|dismissed|bull(?:y|ied|ying)|humiliat\w*|made redundant|terminated)\b[^]{0,200})\b(?:make sure|ensure|guarantee) (?:people|everyone|everybody|they|them|you all|the whole (?:\w+ )?(?:floor|office|team|company|school|class)) (?:will )?(?:remembers?|never forgets?) (?:me|this|that|it)\b(?![^]{0,100}\b(?:cake\w*|farewell|speech|party|card|drinks|lunch|gift|presentation|handover|thank\w*|donut\w*|pizza)\b)/,
    notInFiction: true,
  },
  {
    id: 'oth-range-ready',
    category: 'harm_to_others',
    // "those people who bully you at uni ... i'm going to show them. been practising at the range every weekend,
    // nearly ready" (not nearly ready for a shooting competition).
    re: /\b(?:practi[sc]ing|training|shooting) at the (?:range|gun range|shooting range|gun club)\b[^]{0,100}\b(?:nearly ready|almost ready|ready soon|i am ready|will be ready)\b(?:(?<=\b(?:show (?:them|him|her|everyone)|bull(?:y|ies|ied|ying)|revenge|make (?:them|him|her) pay|humiliat\w*|laughed at|picked on|fired me|dumped me|they will see|regret)\b[^]{0,300})|(?=[^]{0,200}\b(?:show (?:them|him|her|everyone)|bull(?:y|ies|ied|ying)|revenge|make (?:them|him|her) pay|humiliat\w*|laughed at|picked on|fired me|dumped me|they will see|regret)\b))|\bgoing to show (?:them|him|her|everyone)\b[^]{0,150}\b(?:range|gun|rifle|pistol|ammo|ammunition|shotgun)\b/,
    urgent: true,
    notInFiction: true,
  },
];
