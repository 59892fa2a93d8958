/**
 * The context the classifier reads around a pattern match: the first person, fiction and research, recovery,
 * negation, questions answered no, urgency, a minor, and professional work around emergencies (classifier.ts).
 */

export const FIRST_PERSON = /\b(i|me|my|myself|mine)\b/;

/** Text about fiction, research or media: third-person risk words there are not a disclosure. */
export const FICTION =
  /\b(screenwriter|karaoke|murder mystery|dissertation|researching|poetry|coursework|sociology|med student|nursing student|lifeguard|pharmacist|poison control|first aid|cpr|i work (?:at|in|as)|novel|story|stories|book|character|protagonist|screenplay|script|scene|film|movie|series|episode|show(?! up\b)|podcast|documentary|article|essay|thesis|research|study|studying|course|lecture|training|workshop|volunteer\w*|game|play|poem|song|lyrics|fiction|plot|chapter|villain|hero)\b/;

/** Something the writer came through in the past and is well from now, with no sign that it is back. */
export const RECOVERED =
  /\b(?:years ago|as a (?:teen|teenager|kid|child)|when i was (?:younger|a teen|a teenager|a kid|a child|little|small|\d+)|in (?:the past|my twenties|college|uni|university|high school)|been well|doing (?:great|well|fine|better|good) (?:now|these days)|i am (?:\d+|doing (?:great|well|fine|better)) now|have not had one since|(?:fully |completely )?recovered|(?:back )?in (?:19[5-9]\d|20[01]\d|202[0-4])|i left (?:him|her|them|my (?:ex|\w+)) (?:in|years|\d+|after)|survived|\b(?:i am|i have been|says i am|said i am|i feel|feeling) (?:\w+ )?in a (?:really |very |much )?(?:good|better|great) place|my old (?:\w+ )?(?:thoughts|urges|feelings)|came through|got through)\b|\b(?:\d+|one|two|three|four|five|six|ten) (?:years?|months?|yrs) (?:free|clean|sober)\b|\bat (?:1[3-9]|2\d)\b(?=.{0,400}\bi am (?:\d+|\w+) now\b)/;
export const BACK =
  /\b(?:enough this time|(?:bulimia|anorexia|my ed|the ed|eating disorder|selfharm) (?:s|is|has come|came) back|the \w+ s back|again|(?:it|they|thoughts|urges|feelings|it all|the \w+) (?:is|are|came|come|have come|has come|coming) back|back again|lately|recently|these days|this (?:week|month|year)|right now|tonight|started|relaps\w*|returned|coming back|can not sleep|nightmares|flashbacks|panic attacks?|invited|will be there|see (?:him|her|them) (?:again|at|next)|still (?:comes|does|touches|sends|lives|texts|messages|visits|hurts|hits|beats|happening)|i keep (?:thinking|doing|looking|reading|googling|planning|imagining|picturing|counting)|i have been (?:reading|researching|looking up|planning|thinking about|googling|writing)|i (?:googled|looked up|searched|researched|read up on) how|(?:i am|i m) (?:now )?the same age (?:he|she|they) (?:was|were)|(?:sat|sitting) here (?:holding|with)|in front of me|(?:kinda |kind of )?the point|next month)\b/;

/** Negations that cancel a match when they stand in its clause, at most a few words before it. */
export const NEGATION =
  /\b(?:never|not|no|nor|zero|no one|nobody|no longer think|stop(?:ped)? (?:thinking|wanting)|no intention|no plans?|no desire)\b(?!\s+(?:even\s+)?(?:joking|kidding|lying|exaggerating)\b)(?:\s+\S+){0,3}\s*$/;

/** Reported questions answered no ("asked if i ever had thoughts of hurting myself and the answer is no"). */
export const ASKED = /\b(?:asked|asks|ask|asking) (?:me )?(?:if|whether)\b/;
export const ANSWERED_NO =
  /\b(?:answer is no|answer was no|i said no|and no|i (?:\w+ )?(?:do not|have not|never)|not at all|nope)\b/;

/** Cues that the danger is now: a time, the means at hand, an act under way. */
export const URGENT =
  /\b(tonight|right now|now|today|this (?:morning|afternoon|evening|weekend|week)|tomorrow|an hour ago|minutes? ago|hours? ago|just (?:took|swallowed|cut|drank)|already (?:took|taken|swallowed|cut|written|wrote|decided)|(?:i have|i got|i bought|i have got) (?:a|the|my) (?:plan|pills|rope|gun|knife|blade|note)|i have decided|made up my mind|going to do it|do it (?:tonight|today|tomorrow|this)|on the (?:roof|bridge|ledge|edge)|at the (?:bridge|station|tracks)|outside (?:my|the) (?:door|house|window|flat|apartment)|banging on|is coming (?:home|back|over|for me)|on (?:his|her|their) way|has a (?:knife|gun)|with a (?:knife|gun)|locked (?:myself|me) in|last (?:message|goodbye|time)|goodbye|next week|(?:this|on|next) (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)|when (?:he|she|they) (?:gets|get|comes|come) (?:home|back)|on purpose|right here|(?:days?|weeks?) ago|for a week|just (?:strangled|hit|beat|choked|punched|attacked|kicked)|(?:will|would) be back|suicide note|know where (?:he|she|they) (?:parks|lives|works|keeps)|waiting for (?:him|her|them)|in the car|can not wake|not answering|smashing|i am next|walk again|spare key|ammunition|with (?:him|her|them) in it|one leg over|leg over the (?:railing|rail|edge|balcony|side)|counting (?:them|the (?:pills|tablets)) out|has me (?:locked|shut) in|i am (?:locked|shut|hiding) in|kicking (?:the|my) (?:door|bedroom door)|parked (?:across|outside|opposite)|been (?:there|outside) since|(?:for|on|this|next) (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday))\b/;

/** The writer says they are a child or a teenager (an age under 18, a school year, "my teacher"). */
export const MINOR =
  /\b(?:i am|i am only|i am just|im|i just turned|just turned|turned) (?:(?:[6-9]|1[0-7])|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?: years old| year old| yrs| years|\b)(?! (?:years|yrs)? ?(?:ago|since|into|at (?:my|the) (?:job|company)))|\b(?:[6-9]|1[0-2])th grade\b|\b(?:in|at) (?:middle|elementary|primary|secondary|high) school\b|\b(?:year|grade) (?:[5-9]|1[0-2])\b|\bmy (?:teacher|school counsel?lor)\b|\bi am a (?:kid|child|minor|teen|teenager)\b/;

/** A clause's text before the match: where negation is read (its own clause only). */
export function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const cut = Math.max(
    before.lastIndexOf(' . '),
    before.lastIndexOf(' , '),
    before.search(
      /\b(?:but|though|although|yet|however|and)\b(?!.*\b(?:but|though|although|yet|however|and)\b)/,
    ),
  );
  return cut >= 0 ? before.slice(cut + 1) : before;
}

/** The clause around a match (for first-person checks in fiction context). */
export function clauseAround(text: string, index: number, length: number): string {
  const start = Math.max(text.lastIndexOf(' . ', index), 0);
  const endAt = text.indexOf(' . ', index + length);
  return text.slice(start, endAt < 0 ? text.length : endAt);
}

/** The writer as author, student or professional ("my character", "i am writing"): not a first person at risk. */
export function asAuthor(clause: string): string {
  return clause
    .replace(
      /\bmy (?:\w+ ){0,2}(?:ma|mfa|masters|degree|module|dissertation|workshop)\b|\bmy (?:character|protagonist|hero|villain|story|novel|book|script|screenplay|poem|essay|thesis|dissertation|article|film|movie|play|class|course|coursework|students?|clients?|patients?)\b/g,
      ' ',
    )
    .replace(
      /\bi (?:am )?(?:(?:a|an) )?(?:writing|write|wrote|screenwriter|novelist|author|writer|poet|researching|studying|teaching)\b/g,
      ' ',
    );
}

/**
 * The writer at work in a role around emergencies, or practising for one ("i am a pharmacist", "i am the first aider",
 * "we practised cpr on a dummy"): a medical match is not read as their own emergency unless OWN_EMERGENCY says it is.
 * A course, a class or an exam alone is not enough: "my roommate took a load of pills after the exam" is an emergency.
 */
export const PROFESSIONAL =
  /^(?:\w+ ){0,2}(?:med|medical|nursing|pharmacy|paramedic|dental|vet) student\b|^(?:\w+ ){0,2}(?:nurse|doctor|paramedic|emt|pharmacist|lifeguard|first aider|gp|medic) here\b|\b(?:i am|i work as|as) (?:an? )?(?:\w+ )?(?:nurse|doctor|paramedic|emt|pharmacist|med student|medical student|nursing student|lifeguard|first aider|therapist|physician|surgeon|medic)\b|\bi work (?:at|in|for) (?:an? |the )?(?:\w+ )?(?:poison control|hospital|clinic|pharmacy|ambulance|emergency|er|a and e|icu)\b|\b(?:putting together|making|writing|designing|creating|drafting|updating) (?:a |an |the |our |my )?(?:\w+[ -]){0,3}(?:first[ -]aid|safety|child[ -]safety|health and safety|training|wellbeing) (?:poster|guide|leaflet|handbook|checklist|course|module|article|page|sign|sheet|card)s?\b|\b(?:we|i) (?:practi[sc]ed|rehearsed|were taught|learned|learnt) (?:how to |on )?(?:\w+ ){0,3}(?:cpr|first aid|pulling|rescuing|resuscitat\w*|the recovery position|a dummy|dummies|mannequins?)\b/;
/** The writer, or someone with them, in an emergency now, whatever their work. */
export const OWN_EMERGENCY =
  /\b(?:my|our) (?:roommate|flatmate|friend|mate|mum|mom|dad|partner|husband|wife|son|daughter|baby|brother|sister|colleague|housemate) (?:\w+ ){0,3}(?:collapsed|is not breathing|not breathing|unconscious|will not wake|fitting|seizing|overdosed)\b|\b(?:i can not (?:breathe|feel|stop|move)|i (?:just )?(?:took|swallowed|collapsed|fainted|overdosed)|my (?:chest|heart|throat|arm|face|lips|tongue)|(?:he|she|they) (?:is|are) not (?:breathing|responding|waking)|call (?:an ambulance|911|999|112)|help me|i (?:think i )?(?:dispensed|gave (?:her|him|them|a patient|the patient)|prescribed|administered|injected) (?:\w+ ){0,4}?(?:the wrong|wrong|instead of|too much|double|ten times))\b/;
