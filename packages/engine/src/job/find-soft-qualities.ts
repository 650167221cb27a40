import type { SkillRef } from '@tailor/contracts'
import { getLexicon } from '../lexicons/get-lexicon.ts'
import { toKey } from '../text/to-key.ts'
import { dutyQualities } from './duty-qualities.ts'

// Ads ask for soft skills in plain English as often as by name: they describe the person ("you stay calm when
// a delivery is late", "a sharp eye", "hit deadlines when several jobs are due", "explain things simply",
// "think on your feet"). Each soft skill below has the ways general English says it, as adjective and verb
// phrases about a person; a phrase counts only where the ad describes the candidate (see `findSoftQualities`),
// never the employer, its team, its customers or its equipment ("our patient, friendly staff").
const qualities: [label: string, phrases: RegExp][] = [
  [
    'Communication',
    /\bexplain(?:s|ing)?\b[^.;]{0,40}?\b(?:clearly|simply|plainly|calmly|in plain (?:english|language|terms)|so (?:anyone|people|they) (?:can )?understand)\b|\b(?:clear|confident|articulate|natural|strong|excellent|effective|great|good) (?:communicator|speaker|explainer|writer|listener)s?\b|\bcommunicat\w* (?:clearly|effectively|well|openly|professionally|confidently|courteously|tactfully|respectfully|plainly)\b|\b(?:write|writes|writing|speak|speaks|speaking) (?:clearly|well|concisely|plainly|persuasively)\b|\bclear,? (?:and )?concise\b|\b(?:listen|listens|listening) (?:carefully|actively|closely|well)\b|\bactive listen\w*\b|\bkeep(?:s|ing)? (?:\w+ ){1,3}(?:informed|in the loop)\b|\bkeep(?:s|ing)? (?:\w+ ){0,2}(?:customers|clients|patients|people|everyone|everybody|families|parents|stakeholders|managers|the team|your team|staff|guests|owners|callers|residents|members|crews?) (?:informed|in the loop|up to date|updated)\b|\bget(?:s|ting)? (?:your|the|a) (?:point|message) across\b|\bexplain(?:s|ing)? (?:things |it |yourself )?well\b|\bexplain(?:s|ing)?\b[^.;]{0,60}?\bto (?:people|someone|anyone|everyone|non-|owners|clients|customers|patients|families|parents|students|learners|residents|tenants|members|users|managers|executives|leaders|the (?:CFO|CEO|board|client|customer|public))|\b(?:clear|strong|excellent|good|concise|crisp|plain)(?:,? (?:and )?(?:clear|concise|factual|logical|accurate))? writing\b|\bwrit(?:e|es|ing) (?:clear|concise|plain|factual)\b|\bclear on the (?:radio|phone|two-way)\b|\b(?:talk|speak)(?:s|ing)? (?:to|with) [^.;]{0,40}?\balike\b|\bspeak(?:s|ing)? up\b|\bsay(?:s)? what (?:you|they) mean\b/,
  ],
  [
    'Teamwork',
    /\bwork(?:s|ing)? well (?:alongside|with|in|on|as part of) (?:others|(?:an?|the|your|our) (?:[\w-]+ ){0,2}(?:team|crew|group)s?|teams|crews|colleagues|co-?workers|people|teammates)\b|\bhelp(?:s|ing)? (?:out )?(?:your |the |other |fellow )?(?:teammates|team|colleagues|co-?workers|crew|others)\b|\bhelp(?:s|ing)? (?:out )?where(?:ver)?\b|\bhelp(?:s|ing)? the [\w-]+ around (?:you|them)\b|\blook(?:s|ing)? out for (?:your|each other|one another)\b|\bwork(?:s|ing)? (?:alongside|with) others\b|\b(?:get|gets|getting) (?:on|along) (?:well )?with (?:others|people|colleagues|co-?workers|everyone|teammates|your (?:crew|team))\b|\bget(?:s)? along\b(?! with)|\bpitch(?:es|ing)? in\b|\blend(?:s|ing)? a hand\b|\bteam[- ](?:first|minded|spirited)\b|\b(?:good|great|strong|reliable|supportive) (?:team ?mate|team member|crew member)s?\b|\bcooperative\b|\bshare(?:s)? the load\b|\b(?:thrive|thrives|enjoy|enjoys|like|likes|love|loves) (?:working )?(?:in|as part of|on) (?:a|the) (?:team|crew)\b/,
  ],
  [
    'Attention to detail',
    /\b(?:keen|sharp|careful|good|great|critical|trained|discerning|eagle) eye\b|\beye for (?:accuracy|precision|errors|mistakes|quality|the details?)\b|\bdetail[- ](?:focused|driven|minded)\b|\b(?:precise|accurate|thorough|careful|conscientious|fastidious|exacting)\s*(?:,|and)\s*(?:precise|accurate|thorough|careful|conscientious|methodical|meticulous|organi[sz]ed)\b|\b(?:commitment to|high (?:level|degree|standard) of|focus on|pride in|passion for) (?:accuracy|precision)\b|\bcatch(?:es|ing)? (?:small |the smallest |tiny )?(?:errors|mistakes|typos|details|discrepancies|inconsistencies)\b|\bdouble[- ]check(?:s|ing)? (?:your|their|everything|the)\b|\bnothing (?:slips|gets missed|is missed|gets past)\b|\bget(?:s|ting)? (?:the )?(?:small )?(?:details|things) right\b|\bnotice(?:s)? (?:things|details|the (?:small|little|smallest|missing|one))\b|\bcatch(?:es|ing)? (?:the|a|every|that) [^.;]{0,30}?\b(?:off|wrong|missing|before)\b|\btake(?:s)? (?:great |special |extra |real )?care (?:with|over)\b|\bpay(?:s|ing)? (?:close |careful |great )?attention to (?:the )?(?:little |small |smallest |fine )?details?\b|\bcheck(?:s|ing)? (?:your|their) own work\b/,
  ],
  [
    'Time management',
    /\b(?:hit|hits|hitting|meet|meets|make|makes|making|beat|beats) (?:a |the |every |your |all |each |tight |firm |multiple |several )?(?:[\w-]+ ){0,2}deadlines?\b|\bwork(?:s|ing)? (?:well )?to (?:tight )?deadlines\b|\b(?:juggl|balanc|prioriti[sz]|manag|handl|keep track of|stay on top of)\w*\b[^.;]{0,25}?\b(?:several|multiple|many|competing|shifting|\d+) (?:deadlines|priorities|projects|jobs|tasks|assignments|cases|loads|orders|files)\b|\bmanage(?:s)? (?:your|their) (?:own )?(?:time|workload|schedule|calendar)\b|\bstay(?:s|ing)? on (?:schedule|track)\b|\bwhen (?:several|multiple|many) (?:jobs|tasks|things|projects|deadlines) (?:are|come) due\b|\b(?:happen|happens|happening|come|comes|coming|arrive|arrives|arriving|land|lands|landing) at once\b|\bkeep(?:s)? to time\b/,
  ],
  [
    'Organization',
    /\bstructured (?:approach|way|manner|thinker)\b|\borgani[sz]e(?:s)? (?:your|their) (?:own )?(?:work|day|week|workload|time|tasks|desk)\b|\bon top of (?:the )?(?:details|paperwork|everything)\b|\bnothing falls through the cracks\b|\bkeep(?:s|ing)? (?:yourself|themselves) organi[sz]ed\b|\bkeep(?:s|ing)? (?:a |the |your |their )?(?:[\w-]+ ){0,2}(?:calendars?|schedules?|diar(?:y|ies)|paperwork|files|inbox|workload) (?:under control|in order)\b/,
  ],
  [
    'Problem solving',
    /\bthink(?:s|ing)? on (?:your|their) feet\b|\bfigure(?:s|ing)? (?:things|it) out\b|\bresourceful\b|\bfind(?:s|ing)? (?:a way|ways|solutions|a fix|fixes|workarounds?)\b|\bsolv(?:e|es|ing) (?:a |the )?(?:[\w-]+ ){0,2}(?:problems?|issues|puzzles?|faults?|mysteries)\b|\bfix(?:es|ing)? the unexpected\b|\b(?:find|finds|finding|work|works|working|figure|figures|figuring) out why\b|\bsolutions?[- ](?:oriented|focused|minded)\b|\bget(?:s|ting)? to the bottom of\b|\btroubleshooter\b/,
  ],
  ['Patience', /\beven[- ]tempered\b|\btake(?:s)? (?:the )?time to (?:explain|listen)\b/],
  [
    'Adaptability',
    /\b(?:adapt|adapts|adapting|adjust|adjusts|adjusting) (?:quickly |easily |well |fast )?(?:to )?(?:change|changes|changing|new|shifting)\b|\broll(?:s|ing)? with the punches\b|\bcomfortable with (?:change|ambiguity|uncertainty)\b|\bopen to (?:change|new (?:ideas|ways|methods))\b|\bversatile\b|\bwear(?:s|ing)? (?:many|multiple|lots of) hats\b|\bwhen (?:plans|priorities|things) change\b|\bhandle(?:s)? the unexpected\b/,
  ],
  [
    'Resilience',
    // Calm alone is a temperament; staying calm when something presses (a deadline, a rush, an emergency) is it.
    /\b(?:stay|stays|staying|remain|remains|remaining|keep|keeps|keeping) (?:calm|cool|composed|steady|level-headed|unflustered)\b(?=[^.;]*\b(?:pressure|deadlines?|late|busy|rush\w*|emergenc\w*|cris[ie]s|chaos|chaotic|hectic|stress\w*|tense|upset|angry|irate|goes wrong|go wrong|behind|cancel\w*|delay\w*|full|packed|crowded|slammed|breaks? down|fails?)\b)|\bcalm (?:in a crisis|in an emergency|under fire)\b|\b(?:level|cool|clear)[- ]headed\b|\bkeep(?:s)? (?:a|your|their) (?:cool|clear|level|steady) head\b|\bthick[- ]skinned\b|\bbounce(?:s)? back\b|\bsteady (?:hand|head|presence|under)\b|\bgrace under pressure\b|\bdon'?t (?:get )?rattle\b|\bnot easily (?:rattled|flustered)\b/,
  ],
  [
    'Empathy',
    /\b(?:treat|treats|treating) [^.;]{0,40}?\bwith (?:kindness|compassion|empathy|warmth|dignity|respect and kindness)\b|\bput(?:s)? (?:yourself|themselves) in (?:someone|other people|others)\W*s?\W* shoes\b|\bgenuinely care(?:s)?\b|\bcare(?:s)? (?:deeply )?about (?:people|others|patients|customers|clients|kids|children|animals|residents)\b|\bbedside manner\b|\bnon-?judg(?:e)?mental\b/,
  ],
  [
    'Dependability',
    /\bshow(?:s)? up (?:on time|every (?:day|shift|time|morning|night)|reliably|ready|when (?:you|they) say)\b|\bturn(?:s)? up on time\b|\bon time,? every (?:time|day|shift)\b|\b(?:count|rely|depend) on you\b|\bsomeone (?:\w+ ){0,3}can (?:count|rely|depend) on\b|\bfollow(?:s)? through (?:on|with)\b|\bdo(?:es)? what (?:you|they) say\b|\b(?:good|great|excellent|strong|reliable|dependable|solid) attendance\b/,
  ],
  [
    'Self-motivation',
    /\bself[- ](?:driven|directed)\b|\bgo-getter\b|\bneed(?:s)? (?:little|no|minimal) (?:supervision|direction|hand-holding)\b|\bwithout being (?:asked|told)\b|\bsee(?:s)? what needs (?:to be )?(?:doing|done)\b|\banticipat\w* (?:needs|problems|issues)\b|\btake(?:s)? ownership\b(?! of)/,
  ],
  [
    'Leadership',
    /\blead(?:s|ing)? by example\b|\bset(?:s|ting)? the (?:tone|example|standard)\b|\b(?:natural|born|confident|hands-on|servant|visible) leader\b|\btake(?:s)? charge\b|\binspire(?:s)? (?:a|the|your|others|people|teams?|crews?)\b|\bmotivate(?:s)? (?:a|the|your|others|people|teams?|staff|crews?)\b|\bbring(?:s)? out the best in\b|\bbring(?:s)? people (?:with you|along)\b|\blead(?:s|ing)? (?:a |the |your )?(?:crews?|shifts?|the floor|people)\b|\bperson in charge\b|\bcan lead\b/,
  ],
  [
    'Conflict resolution',
    /\bdefus(?:e|es|ing) (?:tense|difficult|heated|angry)\b|\b(?:calm|settle|handle|handles|handling) (?:down )?(?:upset|angry|irate|difficult|frustrated|unhappy) (?:customers|people|guests|clients|callers|patrons|passengers|members)\b|\b(?:handle|handles|handling|navigate|navigates) (?:difficult|tense|tough|heated) (?:conversations|situations)\b|\bmediat(?:e|es|ing) (?:disputes|disagreements|conflicts)\b|\bresolv(?:e|es|ing) (?:disputes|disagreements)\b/,
  ],
  [
    'Interpersonal skills',
    /\bpeople (?:person|skills)\b|\bpersonable\b|\bapproachable\b|\b(?:build|builds) trust\b|\b(?:earn|earns|earning) (?:the |their )?trust\b|\bput(?:s)? (?:people|others|them|everyone|clients|customers|patients|guests) at ease\b|\bgreat with people\b/,
  ],
  [
    'Creativity',
    /\bimaginative\b|\binventive\b|\bthink(?:s|ing)? outside the box\b|\b(?:fresh|original|new) ideas\b/,
  ],
  [
    'Decision making',
    /\bmake(?:s)? (?:sound|good|quick|fast|smart|tough|informed|confident|clear|safe|independent|timely|the right) (?:decisions|calls|judgment calls|choices)\b|\b(?:sound|good|independent|mature|excellent|strong|professional) judge?ment\b|\bdecisive\b|\bmake the call\b|\b(?:confident|comfortable) mak(?:e|es|ing) (?:[\w-]+ )?(?:decisions|calls)\b/,
  ],
  [
    'Integrity',
    /\bhonest(?:y)?\s*(?:,|and)\s*(?:trustworthy|ethical|reliable|dependable|discreet|integrity)\b|\btrustworthy\b|\bdo(?:es)? the right thing\b/,
  ],
  [
    'Confidentiality',
    /\b(?:keep|keeps|keeping|handle|handles|handling|maintain|maintains|maintaining|protect\w*|safeguard\w*)\b[^.;]{0,40}?\bconfidential\w*\b|\bdiscreet\b/,
  ],
  [
    'Professionalism',
    /\bprofessional,? (?:and )?(?:courteous|polite|polished)\b|\b(?:courteous|polite|polished),? (?:and )?professional\b|\bact(?:s|ing)? professionally\b|\blook(?:s)? sharp\b|\bprofessional (?:appearance|manner|demeanou?r)\b/,
  ],
  ['Safety awareness', /\bsafety[- ](?:first|conscious|minded)\b|\bstop(?:s|ping)? the (?:job|work) when\b/],
  [
    'Curiosity',
    /\bcurious\b|\bcuriosity\b|\binquisitive\b|\b(?:eager|keen|hungry|willing|love) to learn\b|\blove of learning\b/,
  ],
  [
    'Situational awareness',
    /\bstay(?:s)? alert\b|\bwhat(?:'s| is) (?:going on|happening) around\b|\baware of (?:your|their) surroundings\b|\bvigilant\b/,
  ],
  ['Observation skills', /\bobservant\b|\bnotice(?:s)? what others miss\b|\bkeen observer\b/],
  ['Positive attitude', /\bcan-do\b|\bupbeat\b|\bcheerful\b|\bpositive (?:attitude|outlook|energy|and)\b/],
  ['Work ethic', /\bhard[- ]?working\b|\bhard worker\b|\bdiligent\b|\bwork ethic\b/],
  [
    'Craftsmanship',
    /\btake(?:s)? pride in (?:your|their|the|every|each)? ?(?:own )?(?:work|workmanship|craft|finish|job)\b|\bquality workmanship\b/,
  ],
  [
    'Independent work',
    /\bwork(?:s|ing)? (?:well )?(?:independently|on (?:your|their) own|unsupervised|without (?:close |constant |direct )?supervision|with (?:little|minimal) supervision)\b/,
  ],
]

// Who the clause is about: the reader, or a person the ad hires ("we're looking for someone who …"); and who
// else a clause can describe: the employer, its team, its customers, its things.
const candidate =
  /\b(?:you|you're|you'll|you've|youre|yourself|candidates?|applicants?|someone|somebody|individual|person|people who|hire|hiring|looking for|seeking|ideal|right fit|who)\b/gi
const others =
  /\b(?:we|we're|our|us|they|they're|their|it|its|customers?|clients?|patients|(?:the|a|each|every|your) patient|guests?|students?|learners?|residents?|families|children|kids|staff|team(?![- ](?:player|member|mate|oriented|first))|crew(?![- ]member)|colleagues|managers?|equipment|systems?)\b/gi
const candidateWord = new RegExp(candidate.source, 'i')
const otherWord = new RegExp(`^${others.source}$`, 'i')
// The employer or another party opening a clause of its own ("… and our crews stay calm").
const opensClause = /(?:^|[,;:]\s*|\b(?:and|but|so|while|when|because|where|as)\s+)(?:the\s+)?$/i

/**
 * Whether the phrase at `at` describes the candidate: the nearest subject before it is the reader or the person
 * sought, not another party written right before the phrase ("our patient, friendly staff", "help patients
 * stay calm") or opening its own clause ("… and we stay calm"). A requirement bullet names no subject
 * ("Calm under pressure", "Explains things clearly"): it is the reader.
 */
function subjectIsCandidate(clause: string, at: number, required: boolean): boolean {
  const before = clause.slice(0, at)
  const last = (pattern: RegExp, keep: (m: RegExpMatchArray) => boolean = () => true) =>
    Math.max(-1, ...[...before.matchAll(pattern)].filter(keep).map((m) => m.index ?? -1))
  // "Medics who keep a steady head" is the person sought; "patients who are anxious" is another party.
  const you = last(
    candidate,
    (m) => !/^who$/i.test(m[0]) || !otherWord.test(before.slice(0, m.index).trim().split(/\s+/).at(-1) ?? ''),
  )
  const other = last(others, (m) => {
    const end = (m.index ?? 0) + m[0].length
    const between = before.slice(end)
    const near = !/[,;:()]/.test(between) && between.trim().split(/\s+/).filter(Boolean).length <= 3
    return near || opensClause.test(before.slice(0, m.index))
  })
  if (other < 0) return you >= 0 || required
  return you > other
}

let skills: Map<string, SkillRef> | undefined
function skillNamed(label: string): SkillRef {
  skills ??= new Map(getLexicon().skills.map((s) => [s.label.toLowerCase(), s]))
  return (
    skills.get(label.toLowerCase()) ?? {
      id: `phrase:${toKey(label)}`,
      label,
      category: 'soft',
    }
  )
}

// Adjectives for a person's character, each naming a soft skill. They name it only where they describe the
// person: said of the reader ("you're careful", "ability to be patient", "who is calm") or standing in a list
// of traits ("Calm, kind and careful", "Accurate with numbers"), or before a word for the person ("a patient
// teacher", "a calm presence"); before a thing they describe the thing ("patient care", "accurate records").
const traits: [label: string, words: string[]][] = [
  [
    'Attention to detail',
    [
      'careful',
      'accurate',
      'precise',
      'thorough',
      'meticulous',
      'exacting',
      'conscientious',
      'fastidious',
      'painstaking',
    ],
  ],
  ['Patience', ['patient', 'unhurried', 'even-tempered', 'tolerant']],
  ['Resilience', ['composed', 'unflappable', 'level-headed', 'unflustered', 'resilient']],
  ['Empathy', ['kind', 'caring', 'compassionate', 'empathetic', 'empathic', 'gentle']],
  ['Dependability', ['reliable', 'dependable', 'punctual']],
  ['Organization', ['organized', 'organised', 'orderly', 'methodical', 'systematic']],
  ['Adaptability', ['flexible', 'adaptable', 'versatile']],
  ['Self-motivation', ['motivated', 'self-motivated', 'driven', 'self-driven', 'proactive', 'ambitious']],
  ['Teamwork', ['cooperative', 'collaborative']],
  ['Communication', ['articulate', 'well-spoken']],
  ['Interpersonal skills', ['personable', 'approachable']],
  ['Integrity', ['honest', 'ethical', 'trustworthy']],
  ['Confidentiality', ['discreet']],
  ['Positive attitude', ['upbeat', 'cheerful', 'positive', 'enthusiastic']],
  ['Curiosity', ['curious', 'inquisitive']],
  ['Creativity', ['creative', 'imaginative', 'inventive']],
  ['Decision making', ['decisive']],
  ['Professionalism', ['courteous', 'polite', 'polished', 'professional']],
  ['Work ethic', ['hard-working', 'hardworking', 'diligent', 'industrious']],
  ['Situational awareness', ['alert', 'vigilant']],
  ['Problem solving', ['resourceful']],
]
const traitSkill = new Map(traits.flatMap(([label, words]) => words.map((w) => [w, label] as const)))
const traitWord = new RegExp(`\\b(${[...traitSkill.keys()].join('|')})\\b`, 'gi')
// Said of the reader: after "you're", "be", "stay", "who is".
const saidOfReader =
  /(?:\b(?:you(?:'re| are| will be|'ll be| stay| remain)?|be|being|stay|stays|remain|remains|who(?:'s| is| are| stays| remains)?|someone|somebody|person)\s+(?:very\s+|extremely\s+|naturally\s+|genuinely\s+|always\s+|highly\s+|consistently\s+|truly\s+)?)$/i
// Opening a list of traits, or in one: the clause's start, a comma, "and", "a" ("a calm, patient manner").
const inList =
  /(?:^[\s\-*•·–—\d.)]*|,\s*|\b(?:and|or|an?)\s+)(?:very\s+|extremely\s+|naturally\s+|genuinely\s+|highly\s+)?$/i
// What may follow a trait that describes the person: nothing, punctuation, another trait, its object
// ("careful with cash", "calm under pressure") or a word for the person or their way.
const traitEnd =
  /^(?:\s*$|\s*[,;:.!)—–-]|\s+(?:and|or|but|with|when|under|in|at|about|around|on|even|yet|so|enough|who|to (?:(?:a|the) )?(?:fault|others)|person|people|individual|self-starter|teammate|team player|player|communicator|professional|leader|worker|thinker|attitude|approach|mindset|manner|nature|personality|spirit|presence|demeanou?r|eye|mind|hands?|teacher|trainer|instructor|listener|colleague|coach|guide|driver|operator|technician|advocate)\b)/i
// "Keep the stockroom clean and organized", "records are accurate": the state of a thing kept or described.
const thingState =
  /\b(?:keep|keeps|keeping|kept|ensure|ensures|ensuring|make sure|maintain|maintains|maintaining|leave|leaves)\b(?!\s+(?:yourself|themselves))|\b(?<!\b(?:you|who|that)\s)(?:is|are|was|were)\s+(?:\w+\s+){0,2}$/i

/** Whether the traits from here on describe the person: "Calm, kind and careful" does, "Gentle, patient handling" not. */
function endsOnPerson(after: string): boolean {
  const next = /^\s*(?:,\s*(?:and\s+)?|\s+and\s+)([\w'-]+)/.exec(after)
  if (next) {
    const word = next[1]!.toLowerCase()
    if (traitSkill.has(word)) return endsOnPerson(after.slice(next[0].length))
    if (traitSkill.has(word.split('-')[0]!)) return false
  }
  return traitEnd.test(after)
}

function findTraits(clause: string, required: boolean): string[] {
  const labels: string[] = []
  for (const m of clause.matchAll(traitWord)) {
    const at = m.index ?? 0
    const before = clause.slice(0, at)
    const after = clause.slice(at + m[0].length)
    if (/^-\w/.test(after)) continue
    const described = saidOfReader.test(before) || (inList.test(before) && !thingState.test(before))
    if (!described || !endsOnPerson(after)) continue
    if (!subjectIsCandidate(clause, at, required)) continue
    labels.push(traitSkill.get(m[0].toLowerCase())!)
  }
  return labels
}

// Compiled once: every clause of every posting is read.
const compile = (table: [string, RegExp][]) =>
  table.map(([label, phrases]) => [label, new RegExp(phrases.source, 'gi')] as const)
const compiled = compile(qualities)
const duties = compile(dutyQualities)

/** Adds each label whose phrases occur in the clause said of the candidate. */
function addPhrases(
  labels: Set<string>,
  table: ReturnType<typeof compile>,
  clause: string,
  required: boolean,
): void {
  for (const [label, phrases] of table) {
    if (labels.has(label)) continue
    for (const m of clause.matchAll(phrases))
      if (subjectIsCandidate(clause, m.index ?? 0, required)) {
        labels.add(label)
        break
      }
  }
}

/**
 * The soft skills a clause asks for in plain English. `required` says the clause is a requirement (its section
 * or its own words); elsewhere a phrase counts only when its subject is the reader or the person the ad seeks.
 * A duty that shows a quality (duty-qualities.ts) counts in any clause whose subject is no other party.
 */
export function findSoftQualities(clause: string, required: boolean): SkillRef[] {
  const labels = new Set<string>()
  addPhrases(labels, duties, clause, true)
  // Outside a requirement only a clause that names the reader or the person sought can describe them.
  if (required || candidateWord.test(clause)) {
    for (const label of findTraits(clause, required)) labels.add(label)
    addPhrases(labels, compiled, clause, required)
  }
  return [...labels].map(skillNamed)
}
