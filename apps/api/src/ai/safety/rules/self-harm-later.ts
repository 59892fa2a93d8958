import type { Rule } from './rule';

/**
 * Self-harm patterns added from the twenty-first to the twenty-third blind sets (./self-harm-signs.ts has the earlier
 * signs, ./self-harm.ts the words themselves): the forums' "ctb", a level crossing's express, poison "here with me",
 * starving and purging, "topping myself" and trying not to, a goodbye email timed for when the writer is gone, a word
 * carved into the skin, the means about to be mixed, not waking up wished for, a pet rehomed "before", a will with
 * "no reason", intrusive thoughts that grow. Each was added once a spent blind set showed it (docs/safety.md).
 */
export const SELF_HARM_LATER_RULES: readonly Rule[] = [
  // --- Added from the twenty-first held-out set, read after its one look (now training set W) -----------
  {
    id: 'sh-ctb',
    category: 'self_harm',
    // "been reading about ctb methods again" ("catch the bus": the euphemism of pro-suicide forums).
    re: /\bctb (?:methods?|plans?|date|soon|tonight|stuff|kit|thread|forums?)\b|\b(?:reading|researching|googling|looking) (?:up |into )?(?:about )?ctb\b|\bi (?:want|am going|plan|am planning|am ready|m going) to ctb\b/,
    notInFiction: true,
  },
  {
    id: 'sh-crossing-wait',
    category: 'self_harm',
    // "waiting at the level crossing. the 6:40 goes through without stopping. sorry mentor, no more coaching needed"
    // (not a level crossing that made someone late for an interview).
    re: /\b(?:waiting|standing|sitting|parked) (?:at|on|by|near|beside) (?:the )?(?:level crossing|railway crossing|train tracks|railway tracks|tracks|railway line|rail line|platform edge|edge of the platform)\b(?=[^]{0,200}\b(?:(?:goes|go|comes|come|passes|pass|runs) (?:through|past|by) without stopping|express|no more (?:coaching|sessions|advice|help)|will not need (?:you|this|coaching)|goodbye|not coming back|this is it|the end)\b)/,
    urgent: true,
    negatable: false,
  },
  {
    id: 'sh-poison-bought',
    category: 'self_harm',
    // "I don't want to continue this life again. I have bought the sniper (the insecticide) and it is here with me."
    // (not weed killer bought for the garden).
    re: /\bdo not want to (?:continue|go on with|carry on with|keep living) (?:this|my) life\b|\b(?:bought|got|have|buy|drink|drank|drinking|swallow\w*) (?:the |some |a bottle of |a tin of |a sachet of )?(?:\w+ )?(?:insecticide|pesticide|weedkiller|weed killer|rat poison|paraquat|gramoxone|sniper)\b(?=[^]{0,200}\b(?:here with me|with me now|tonight|finished|disgrace|end it|no way out|can not go on|goodbye|continue this life|for myself)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-starving',
    category: 'self_harm',
    // "How long can a person go without eating before organs start failing? I'm at day 9 on water only"; "I purge
    // after every meal now, sometimes 6 or 7 times a day" (not purging an inbox, or a water fast's second day).
    re: /\b(?:before|until) (?:my |the |your |their |a person s )?(?:organs|heart|kidneys|body) (?:start(?:s)? |begin(?:s)? )?(?:to )?(?:fail|failing|shut(?:ting)? down|giv(?:e|ing) out)\b(?=[^]{0,200}\b(?:day (?:[7-9]|[1-9]\d)|not eaten|have not eaten|without food|on water)\b)|\bi (?:(?:binge and )?purge|make myself (?:throw up|vomit)|throw up on purpose)\b(?! (?:my|the|our|old|all|unused|inactive|stale|files|emails|inbox|data|cache|logs|records|list|accounts|wardrobe|closet))(?=[^]{0,80}\b(?:meal|meals|eat|eating|food|times a day|every day|now|again)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-top-myself',
    category: 'self_harm',
    // "Been having a real crack at not topping myself, but it's getting harder each arvo" (Australian and British
    // slang; not topping myself up with coffee).
    re: /\b(?:top|tops|topping|topped) myself\b(?! up)/,
    notInFiction: true,
  },
  {
    id: 'sh-trying-not',
    category: 'self_harm',
    // Trying not to do it is the risk said aloud: "having a crack at not topping myself", "fighting not to hurt myself".
    re: /\b(?:trying|try|tried|crack at|go at|struggling|struggle|fighting|fight|hard|harder|working) (?:\w+ ){0,2}not (?:to )?(?:top|topping|kill|killing|off|offing|end|ending|hurt|hurting|cut|cutting|harm|harming) myself\b/,
    negatable: false,
    notInFiction: true,
  },
  {
    id: 'sh-pain-after-dead',
    category: 'self_harm',
    // "do u think pain goes away after you're dead or is that just what people say" (not a grieving question about a
    // parent's pain).
    re: /\b(?:does|do|will|would) (?:the )?(?:pain|hurt|it) (?:go|goes|going) away (?:after|once|when) (?:you are|you re|i am|i m|we are) (?:dead|gone)\b|\bpain (?:goes|go|will go) away (?:after|once|when) (?:you are|you re|i am|i m|we are) (?:dead|gone)\b/,
  },
  // --- Added from the twenty-second held-out set, read after its one look (now training set X) ----------
  {
    id: 'sh-scheduled-goodbye',
    category: 'self_harm',
    // "scheduled the email to my team to send tomorrow at 9am. it explains everything. i won't be there to answer
    // questions" (not an out-of-office before a holiday).
    re: /\b(?:it|the (?:email|letter|note|message|video)) explains everything\b(?=[^]{0,200}\bi will not be (?:here|there|around|alive)\b)|\bi will not be (?:here|there|around|alive)\b(?=[^]{0,200}\b(?:it|the (?:email|letter|note|message|video)) explains everything\b)|(?<=\b(?:scheduled|timed|set) (?:\w+ ){0,6}(?:email|letter|note|message|post|video)\b[^]{0,200})\bi will not be (?:here|there|around|alive) to (?:answer|explain|see|read|face|deal with)\b/,
    unless:
      /\b(?:holiday|vacation|annual leave|maternity|paternity|parental leave|flight|travel\w*|conference|offsite|wedding|out of office|ooo|pto|day off|sick day|appointment|surgery|on leave|abroad)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-carving',
    category: 'self_harm',
    // "i've been carving the word failure into my thigh. every night for a week after my shift".
    re: /\b(?:carv(?:e|ed|ing)|etch(?:ed|ing)?|scratch(?:ed|ing)|cut(?:ting)?|burn(?:ed|t|ing)) (?:the words? |letters )?(?:\w+ ){0,2}into my (?:thigh|thighs|arm|arms|skin|leg|legs|wrist|wrists|stomach|belly|hip|hips|chest|body|forearm|ankle)\b|\b(?:carv(?:e|ed|ing)|etch(?:ed|ing)?) (?:\w+ ){0,4}(?:on|in) my (?:thigh|thighs|arm|arms|skin|leg|legs|wrist|wrists|stomach|hip|hips|forearm)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-does-it-hurt',
    category: 'self_harm',
    // "do u think drowning hurts? the lake is like 5 min from my place" (not a scene being written: notInFiction).
    re: /\b(?:does|do|would|will|is) (?:drowning|hanging|jumping|bleeding out|overdosing|an overdose|freezing to death|carbon monoxide|gassing|being hit by a train) (?:hurt|hurts|feel like anything|painful|quick)\b|\bdo (?:you|u) think (?:drowning|hanging|jumping|bleeding out|overdosing|an overdose|freezing to death|carbon monoxide|being hit by a train) (?:hurts|hurt|is painful|is quick|would hurt)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-how-they-did-it',
    category: 'self_harm',
    // "my dad did it when i was 12 and now i'm the same age he was ... i looked up how he did it last night".
    re: /\bi (?:looked up|googled|searched|researched|read (?:up )?about|keep reading about) how (?:he|she|they|my (?:dad|mum|mom|father|mother|brother|sister|uncle|aunt|friend|cousin|grandad|grandfather)) did it\b(?:(?<=\b(?:died|suicide|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|did it when i was|funeral|genetic|coming for me|same age)\b[^]{0,200})|(?=[^]{0,200}\b(?:died|suicide|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|funeral|genetic|coming for me|same age|me too)\b))/,
    notInFiction: true,
  },
  {
    id: 'sh-painless-ways',
    category: 'self_harm',
    // "new job is killing me, not literally. well. sometimes i wish it would. i've started researching ways that
    // wouldn't hurt" (not ways to give feedback that would not hurt the team).
    re: /\b(?:research\w*|looking up|looked up|googl\w*|reading about|searching|search\w* for) (?:\w+ ){0,2}(?:ways|methods|a way|a method) (?:that|which) (?:would not|will not|do not|does not|would never) hurt\b(?! (?:the|my|our|your|his|her|their|anyone|anybody|morale|feelings|relationships?|business|team|sales|budget|brand|customers|clients|people))|\bkilling me\b[^]{0,60}\b(?:i wish it would|wish it actually would|wish it really would|i wish it were literal\w*|(?:want|wish|hope) (?:it )?(?:would |to |could )?finish(?:es)? the job)\b/,
    negatable: false,
  },
  {
    id: 'sh-mix-about',
    category: 'self_harm',
    // A question whether the two go together is no plan to take them.
    unless:
      /\b(?:is (?:it|that|this) (?:ok|okay|safe|fine|alright|bad|a problem|dangerous)|safe to|can i|should i|allowed to|interact\w*)\b/,
    // "I've got a bottle of vodka and my sleeping pills in front of me and I'm about to put them together"; "holding a
    // bottle of vodka and my sleeping tablets. i know what happens if you take them together. that's kinda the point" (not a
    // question about a glass of wine with an antibiotic).
    re: /\b(?:vodka|whiskey|whisky|wine|alcohol|booze|gin|rum|tequila)\b[^]{0,40}\b(?:pills|tablets|sleeping pills|meds|painkillers|benzos)\b[^]{0,120}\b(?:in front of me|next to me|on the (?:table|desk|counter|bed)|about to (?:put|mix|take|combine|have)|going to (?:mix|take|combine|put)|(?:kinda |kind of |sort of )?the point)\b|\b(?:pills|tablets|sleeping pills|meds|painkillers|benzos)\b[^]{0,40}\b(?:vodka|whiskey|whisky|wine|alcohol|booze|gin|rum|tequila)\b[^]{0,120}\b(?:in front of me|next to me|on the (?:table|desk|counter|bed)|about to (?:put|mix|take|combine|have)|going to (?:mix|take|combine|put)|(?:kinda |kind of |sort of )?the point)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-third held-out set, read after its one look (now training set Y) -----------
  {
    id: 'sh-not-waking',
    category: 'self_harm',
    // "is it normal to keep thinking about just not waking up? like every night lately".
    re: /\b(?:thinking|think|thought|dream\w*|fantasi[sz]\w*|wish\w*|hop(?:e|ing)|pray\w*) (?:about |of |for )?(?:just )?(?:not waking up|never waking up)\b/,
  },
  {
    id: 'sh-pet-rehomed-before',
    category: 'self_harm',
    // "found someone to take my dog. told them its cos im moving. im not moving. just want her sorted before" (not a
    // dog rehomed before a real move abroad).
    re: /\b(?:found|finding|find|looking for) (?:someone|somebody|a home|a new home|new owners?|a family) (?:to take|for) (?:my|the|our) (?:dog|cat|pets?|puppy|kitten|horse|bird|rabbit|parrot)\b(?=[^]{0,200}\b(?:not moving|not going anywhere|sorted before|before i go|after i am gone|when i am gone|will not be (?:here|around))\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-cut-again',
    category: 'self_harm',
    // "cut again last night, deeper than usual, had to use a whole box of plasters" (not a budget cut again).
    re: /\b(?:i )?cut (?:myself )?(?:again|deeper)\b(?=[^]{0,120}\b(?:plasters?|bandages?|band ?aids?|bleed\w*|stitches|scars?|blade|razor|long sleeves)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-not-eating-signs',
    category: 'self_harm',
    // "Not eating is the only thing I can control rn. My period stopped months ago and my hair's coming out".
    re: /\bnot eating is (?:the only|all) (?:thing|way)\b|\b(?:not eating|starving myself|skipping (?:every|all) meals|restricting)\b[^]{0,200}\b(?:period (?:has )?stopped|periods (?:have )?stopped|hair (?:is )?(?:coming|falling) out|keep (?:fainting|passing out)|heart (?:is )?(?:racing|fluttering|skipping))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-how-long-takes',
    category: 'self_harm',
    // "I've been reading about how long drowning takes. The dam is twenty minutes up the road."
    re: /\bhow long (?:drowning|hanging|bleeding out|suffocating|suffocation|freezing to death|carbon monoxide|an overdose) (?:takes|would take|lasts)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-leaving-leaving',
    category: 'self_harm',
    // "how do i tell my team i'm leaving without them figuring out i mean LEAVING leaving".
    re: /\b(?:i mean |as in )?leaving leaving\b(?:(?<=\b(?:without|before) (?:\w+ ){0,3}(?:figuring out|knowing|realising|realizing|guessing)\b[^]{0,60})|(?=[^]{0,60}\b(?:for good|forever|not coming back|figuring out|knowing)\b))/,
    notInFiction: true,
  },
  {
    id: 'sh-easy-to',
    category: 'self_harm',
    // "some nights I stand on my balcony and think about how easy it would be to just lean over".
    re: /\b(?:how easy it would be|it would be (?:so )?easy|so tempting|how tempting it is) to (?:just )?(?:lean over|step off|jump|let go|fall|step in front|swerve|drive off|not come back|take them all|take all of them)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-will-no-reason',
    category: 'self_harm',
    // "Can you help me draft a will? I'm 27, no kids, no assets really. Just want it sorted this week. No reason."
    re: /\b(?:draft|write|writing|make|making|sort|sorting|do|doing) (?:a|my) will\b(?=[^]{0,200}\b(?:no reason|do not ask (?:why|me why)|before it is too late)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-own-funeral',
    category: 'self_harm',
    // "I keep picturing my own funeral in meetings. Like who'd turn up." (not the eulogy exercise of a leadership book).
    re: /\b(?:picturing|picture|imagining|daydream\w*|fantasi[sz]\w*|keep thinking about|keep imagining) my (?:own )?funeral\b/,
    unless:
      /\b(?:exercise|eulogy exercise|covey|habits|values|workshop|book|course|retreat|coach (?:asked|told|suggested))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-keeping-meds',
    category: 'self_harm',
    // "my psychiatrist upped my dose but i'm not taking them, i'm keeping them. got about 2 months' worth stashed now".
    re: /\b(?:weeks?|months?|days?) (?:worth|s worth) (?:of (?:\w+ )?(?:pills|tablets|meds|medication) )?(?:stashed|saved|hidden|put away|stockpiled|saved up|in a drawer)\b|\bnot taking them\W+(?:i am |i m )?(?:keeping|saving|stashing|hoarding|collecting) them\b/,
    notInFiction: true,
  },
  {
    id: 'sh-intrusive',
    category: 'self_harm',
    // "I get these thoughts about stabbing myself with the kitchen knife ... Not like I'd do it. But they're getting
    // louder": thoughts of harming oneself that grow, said with a denial, are still a crisis to answer.
    re: /\b(?:thoughts?|urges?|images?|ideas?|voices?|pictures?) (?:about|of) (?:stabbing|cutting|hurting|burning|hanging|killing|shooting|drowning|strangling) myself\b/,
    negatable: false,
    notInFiction: true,
  },
  {
    id: 'sh-top-of-car-park',
    category: 'self_harm',
    // "writing this from the top of the multi-storey car park at uni. 7 levels. i just want the calls ... to stop".
    re: /\b(?:from|on|at) the top (?:floor |level )?of (?:the |a |this |our )?(?:multi[ -]?storey|multi[ -]?story|parking garage|car park|carpark|building|tower|bridge|cliff|block of flats|flats|stairwell)\b(?=[^]{0,200}\b(?:want (?:it|this|everything|the \w+(?: \w+){0,6}) to stop|\d+ (?:levels|floors|storeys|stories)|jump|edge|goodbye|i am sorry|last time)\b)/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-fourth held-out set, read after its one look (now training set Z) ----------
  {
    id: 'sh-not-really-moving',
    category: 'self_harm',
    // "giving away my guitars and my ps5 to the boys this week. told them im moving interstate. im not really moving".
    re: /\b(?:giving|gave|give|handing out|handed out) (?:away )?(?:all )?(?:of )?my\b[^]{0,160}\b(?:i am|i m) not (?:really|actually) (?:moving|going anywhere|emigrating|relocating|leaving)\b(?! (?:far|that far|much|house|far away|across|to|until))/,
    unless: /\b(?:the move to|moving to|move to|relocat\w*|new (?:flat|house|place|job))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-timing-trains',
    category: 'self_harm',
    // "theres a level crossing near the depot. keep timing the freight trains on my smoko. the 6.40 doesnt slow down
    // at all" (not a commuter timing the trains for a timetable, nor a crossing's safety audit).
    re: /\b(?:keep |been |started |i am )?(?:timing|clocking|counting) the (?:freight |express |fast |goods |through )?trains\b(?=[^]{0,200}\b(?:does not slow|do not slow|never slows?|not slow(?:ing)? down|without stopping|without slowing)\b)/,
    unless:
      /\b(?:audit|survey|safety (?:report|review|case)|risk assessment|council|complain\w*|petition|traffic study|timetable app|delays?|late for)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-cover-exclusion',
    category: 'self_harm',
    // "took out extra life cover last year, checked the exclusion period is 12 months and its been 13" (the suicide
    // clause run out, with the business wound up "first"; not a question about a policy's small print).
    re: /\b(?:checked|check|checking|made sure|worked out|looked up) (?:that )?(?:the )?(?:suicide )?(?:exclusion|clause|exclusion period|exclusion clause)\b[^]{0,80}\b(?:has passed|is over|has run out|ran out|expired|has expired|it has been \d+|been \d+|past it|passed it)\b/,
    // Only a life policy's exclusion (not a travel insurance's).
    unless: /^(?![^]*\blife (?:cover|insurance|policy|assurance)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-gun-in-lap',
    category: 'self_harm',
    // "tonight i got the shotty out of the cabinet and its just sitting across my knees" (not cleaning it for the
    // season).
    re: /\b(?:shotty|shotgun|rifle|gun|pistol|revolver|handgun|firearm|piece)\b[^]{0,60}\b(?:across|on|in) my (?:knees|lap)\b|\b(?:sitting|sat|sit) with (?:the|my|a|dad s) (?:shotty|shotgun|rifle|gun|pistol|revolver|handgun) (?:across|on|in) my (?:knees|lap)\b/,
    unless:
      /\b(?:clean\w*|oil\w*|hunting|duck season|deer season|range day|clay\w*|target practice|gunsmith|licen[cs]e)\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-drugs-from-work',
    category: 'self_harm',
    // "ICU nurse here. been taking home little bits of midaz and potassium from wastage for months. it's in my bag
    // right now"; "pocketing the leftover vials from the ward for a month. They're in a shoebox at home now" (set AC)
    // (not a colleague's theft being reported).
    re: /(?:^|\bi (?:have )?(?:been )?|\bi am |\bbeen )(?:taking|took|taken|stealing|stole|pocketing|pocketed|saving|saved|stockpiling|stashing|stashed|keeping) (?:home )?(?:little )?(?:bits of |some |a few |vials of |ampoules of |amps of )?(?:(?:the )?(?:leftover |spare |unused )?(?:vials|ampoules|amps)(?= from the (?:ward|unit|theatre|clinic|surgery|pharmacy|icu|hospital))|midaz\w*|potassium(?: chloride)?|kcl|insulin|morphine|fentanyl|propofol|ketamine|diamorphine|pentobarb\w*|sux\w*|opioids|opiates)\b(?=[^]{0,200}\b(?:in my (?:bag|locker|car|drawer)|at home|right now|tired|done|enough|for me|for myself|shoebox|tonight|the night)\b)/,
    notInFiction: true,
  },
  {
    id: 'sh-hidden-cuts',
    category: 'self_harm',
    // "my mum found my cuts and now im not allowed to lock my door. i just switched to my thighs so she wont see" (not
    // the budget cuts a manager found).
    re: /\b(?:found|saw|seen|noticed|discovered|spotted) my (?:cuts|scars|burns|fresh cuts|blades?|razors?)\b(?! (?:to|in|of|on the|from the|for))|\b(?:switched|moved|started|went) (?:to )?(?:cutting )?(?:on )?my (?:thighs?|stomach|hips?|upper arms?|feet|ribs)\b[^]{0,40}\bso (?:she|he|they|no one|nobody|people|mum|mom|dad|my \w+) (?:will not|would not|can not|does not|do not|will never|won t) (?:see|notice|find)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-let-trains-pass',
    category: 'self_harm',
    // "last weekend I stood at the edge of the platform for a long time and let two trains go past before I stepped
    // back. I don't really know what that was" (not two full trains let past in the rush hour).
    re: /\b(?:stood|standing|stand|waited|sat|sitting) (?:right )?(?:at|on|by|near) the edge of the (?:platform|tracks|railway|cliff|bridge|roof)\b(?=[^]{0,160}\b(?:stepped back|step back|for a long time|let (?:\w+ ){0,2}trains? (?:go )?(?:past|by)|what that was|almost|nearly)\b)/,
    unless:
      /\b(?:full|packed|crowded|rammed|rush hour|delayed|cancelled|guard (?:told|shouted|yelled)|yellow line|view|photo\w*|selfie)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-live-wire',
    category: 'self_harm',
    // "sparky apprentice here, keep thinking about grabbing the live busbar on purpose" (not fear of touching one by
    // accident).
    re: /\b(?:thinking|think|thought|urges?|tempted|want\w*|imagin\w*) (?:about |of |to )?(?:just )?(?:grab\w*|touch\w*|hold\w*|stepping on|step on) (?:the |a )?(?:live|energi[sz]ed|hot) (?:busbar|bus bar|wire|cable|rail|line|terminal|conductor|mains|panel|third rail)\b(?! by (?:accident|mistake))|\b(?:grab\w*|touch\w*|hold\w*) (?:the |a )?(?:live|energi[sz]ed) (?:busbar|bus bar|wire|cable|rail|line|terminal|conductor|mains|panel) on purpose\b/,
    unless: /\bby (?:accident|mistake)\b|\b(?:scared|afraid|terrified|nervous) of\b/,
    notInFiction: true,
  },
  {
    id: 'sh-loose-ends',
    category: 'self_harm',
    // "been cancelling everything in my calendar and unsubscribing from stuff. tying up loose ends. wrote my bank pin
    // down for my brother" (not a handover before parental leave).
    re: /\btying up (?:all )?(?:my |the )?loose ends\b(?=[^]{0,200}\b(?:pin|bank details|passwords? for my|left it (?:in|on|for)|goodbye|letters? (?:to|for) my)\b)|(?<=\b(?:pin|bank details|cancell\w* everything|unsubscrib\w*)\b[^]{0,200})\btying up (?:all )?(?:my |the )?loose ends\b/,
    unless:
      /\b(?:leave|holiday|vacation|handover|hand over|handing over|notice period|offboarding|moving|relocat\w*|new job|last day|sabbatical|retir\w*)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-burn-again',
    category: 'self_harm',
    // "i did it again with the hot iron. its blistered really bad and weeping now. i cant go to the hospital theyll ask
    // questions".
    re: /\b(?:did it|done it) again (?:with|using) (?:the |a |my )?(?:hot )?(?:iron|lighter|cigarette|straighteners|hair straighteners|kettle|candle|stove|hob|matches|match|curling iron|soldering iron)\b|\b(?:burn|burns|cuts?|wound|it)\b[^]{0,80}\bcan not go to (?:the )?(?:hospital|doctor|doctors|gp|a ?e|er|emergency room|clinic|nurse)\b[^]{0,20}\b(?:they will|they ll|theyll|they d|they would) ask (?:questions|how|what happened)\b/,
    notInFiction: true,
  },
  {
    id: 'sh-relapse-ed',
    category: 'self_harm',
    // "relapsed with anorexia after 3 years. im 39 kilos" (eating disorders are self-harm here; a relapse years ago,
    // now recovered, is read by the recovery cues).
    re: /\b(?:relapsed|relapsing|relapse) (?:with|into|on) (?:my )?(?:anorexia|bulimia|an eating disorder|eating disorder|the eating disorder|ed|purging|restricting)\b/,
    unless:
      /\b(?:in (?:19|20)\d\d|years ago|recovered for|been recovered|in recovery for|\d+ years (?:recovered|clean|well|in recovery))\b/,
    notInFiction: true,
  },
  {
    id: 'sh-gone-one-way',
    category: 'self_harm',
    // "lost the house deposit on the horses. she checks the account friday. ill be gone before friday one way or
    // another" (not gone by Friday because the lease ends).
    re: /\b(?:i will|ill|i ll|i am going to|i m going to|i am gonna) be gone (?:before|by) (?:\w+ ){0,2}\w+ (?:one way or (?:another|the other))\b/,
    unless: /\b(?:moving|lease|flight|new job|holiday|leave|notice|relocat\w*|contract ends|visa)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-fifth held-out set, read after its one look (now training set AA) ---------
  {
    id: 'sh-wrong-side-railing',
    category: 'self_harm',
    // "im on the wrong side of the railing on the harbour bridge walkway. wind is wild. just wanted someone to know my
    // name is jess" (not the other side of the fence, where the grass is greener).
    re: /\b(?:wrong side of the (?:railings?|rail|barrier|parapet|balustrade|safety fence|guard ?rail)|(?:other|far|outside) side of the (?:railings?|parapet|balustrade|safety barrier|guard ?rail))\b/,
    urgent: true,
    notInFiction: true,
  },
  {
    id: 'sh-knife-sleeve',
    category: 'self_harm',
    // "I'm standing in the kitchen with the big knife from the block and I've already rolled my sleeve up I'm just
    // trying to decide" (not sleeves rolled up to carve the turkey).
    re: /\b(?:knife|blade|razor|scissors|box cutter|stanley knife|scalpel)\b[^]{0,150}\b(?:rolled|roll|rolling|pulled|pushed) (?:up )?my sleeves?(?: up)?\b|\b(?:rolled|rolling|pulled) (?:up )?my sleeves?(?: up)?\b[^]{0,80}\b(?:knife|blade|razor|scissors|box cutter|scalpel)\b(?=[^]{0,150}\b(?:decide|deciding|do it|not sure|why i)\b)/,
    unless:
      /\b(?:carv\w*|turkey|chop\w*|cook\w*|recipe|onions?|meat|roast|dinner|wash\w* up|dishes|gardening|prun\w*|paint\w*)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-sixth held-out set, read after its one look (now training set AB) --------
  {
    id: 'sh-gas-sealed-room',
    category: 'self_harm',
    // "sitting on the kitchen floor in front of it with the oven door open and the window taped up. havent turned the
    // knob yet" (not draught-proofing a window with tape, nor a gas engineer's job).
    re: /\b(?:taped|taping|tape|sealed|sealing|seal|stuffed|stuffing|blocked|blocking) (?:up )?(?:the |all the |every )?(?:windows?|doors?|vents?|gaps|cracks|door frame)(?: up| shut)?\b(?=[^]{0,200}\b(?:gas|oven|cooker|hob|knob|charcoal|bbq|barbecue|burner|generator|exhaust)\b)|\b(?:windows?|doors?|vents?) (?:taped|sealed) (?:up|shut)\b(?<=\b(?:gas|oven|cooker|hob|charcoal|barbecue|bbq|generator)\b[^]{0,200})/,
    unless:
      /\b(?:draught\w*|draft\w*|insulat\w*|paint\w*|decorat\w*|renovat\w*|gas (?:safe|engineer|fitter|bill|meter|leak detector)|landlord|cold|heating bill|storm|hurricane|wasps?|bees|pest\w*)\b/,
    urgent: true,
    notInFiction: true,
  },
  // --- Added from the twenty-seventh held-out set, read after its one look (now training set AC) ------
  {
    id: 'sh-nose-down',
    category: 'self_harm',
    // "On the solo legs in the little Cessna I think about just pointing the nose down. Flying alone tomorrow" (not a
    // flying lesson's descent).
    re: /\b(?:think|thinking|thought|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:just )?(?:pointing|pushing|putting|shoving) (?:the |her |it s )?nose (?:down|into the (?:ground|sea|water|hill|mountain)|at the ground)\b|\b(?:tempted|want|wanted|urge) to (?:just )?(?:point|push|put|shove) (?:the |her )?nose (?:down|into the (?:ground|sea|water))\b/,
    notInFiction: true,
  },
];
