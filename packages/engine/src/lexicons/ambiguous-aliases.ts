import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { toKey } from '../text/to-key.ts'
import { englishSenses, languageContext, languageForms, languageNames } from './languages.ts'
import { skillId } from './skill-id.ts'

/**
 * Aliases that are ordinary words or names with two meanings: they name the skill only when the words
 * around them support it. `near` is searched in the same line or bullet; `document` in the whole posting or
 * resume (the occupation), and `unless` there rules the reading out ("Epic Games", Unreal "Blueprints").
 */
interface AmbiguousAlias {
  skill: string
  /** Stemmed keys of the ambiguous aliases; empty means every alias of the skill. */
  aliases: string[]
  near?: RegExp
  /** Words right after the alias that give it its other meaning ("close collaboration": the adjective). */
  otherSense?: RegExp
  /** Words right before the alias that give it its other meaning ("plant leadership": the people). */
  otherSenseBefore?: RegExp
  document?: RegExp
  unless?: RegExp
  /** Written forms (case-sensitive, the whole alias) that name something else: "ADA" is the disability act. */
  otherSenseWritten?: RegExp
  /** Words right before a past participle of the alias that make the reader its object ("be mentored"). */
  received?: RegExp
  /** Words right before the alias that keep the skill's sense whatever follows ("good communication in English"). */
  graded?: RegExp
}

// "Communicate in French", "in English and Tagalog": a language, not the skill of communicating.
const spokenLanguages = [
  ...languageNames,
  'Spanish',
  'ASL',
  'sign language',
  'two languages',
  'both languages',
  'another language',
].join('|')

// "Support internal audits", "help with stock counts", "respond to audit queries", "coordinate the annual audit":
// the job helps with a routine another team owns or runs; the skill is theirs, not one asked of the reader. The
// verb may govern a list ("support internal, customer and registrar audits") unless the list starts a duty of its
// own ("support new hires and lead audits"). `except` names the words right before the skill that keep it.
const helpsWith = (except = '') =>
  String.raw`\b(?:support(?:s|ing)?|assist(?:s|ing)?\s+(?:with|in)|help(?:s|ing)?\s+(?:with|in)|respond(?:s|ing)?\s+to|coordinat\w*|participat\w*\s+in|contribut\w*\s+to|prepar\w*\s+for)\s+(?:(?!(?:and|then)\s+(?:lead|conduct|perform|run|carry|plan|own|manage|do)\b)[^\s.;:]+\s+){0,10}${except && `(?<!\\b(?:${except})\\s+)`}$`

// The audit of a year's accounts, which the finance team prepares: "the annual audit", "year-end audit".
const financialAudit = 'annual|year-end|statutory|external|financial'

// "A degree in logistics, supply chain or a related field": a field of study, not the skill.
const degreeField = String.raw`\b(?:degree|diploma|qualification|bachelor'?s?|master'?s?|major(?:ed)?)\s+(?:or\s+[\w-]+\s+)?in\s+(?:[\w-]+,?\s+(?:or\s+|and\s+)?){0,3}$`

// "Current first aid", but "new crew attend a programme covering first aid and CPR", "first aid course paid for":
// a credential the employer provides is taught on the job, not asked of the applicant.
const providedBefore =
  /\b(?:we(?:'ll| will)?\s+(?:train you|provide|pay for|fund|cover)|new\s+(?:[\w-]+\s+)?(?:attend|complete|receive|get)|paid|free|funded)\b[^.;]*$/i
const providedAfter =
  /^[^.;]*?\b(?:(?:is|are|will be)\s+(?:provided|paid(?:\s+for)?|funded|given)|provided|paid for|at our expense)\b/i

// Firms and customers a job brings on or reviews, as against its own staff.
const firms = String.raw`\b(?:vendors?|suppliers?|clients?|customers?|merchants?|partners?|users?|tenants?|carriers?|subcontractors?)\b`

const table: AmbiguousAlias[] = [
  {
    // "Good in MS Office" says the reader is good at something; a warehouse's goods-in takes deliveries.
    skill: 'goods-in',
    aliases: [toKey('goods in')],
    otherSenseWritten: /^good in$/i,
  },
  {
    // CIPS is a pipeline survey (close-interval potential) or the procurement institute, not a privacy credential.
    skill: 'cipp',
    aliases: [],
    otherSenseWritten: /^CIPS$/,
  },
  {
    // "Min: 4 Max: 10" is a range's top, not the audio software.
    skill: 'max',
    aliases: [],
    otherSense: /^\s*:?\s*\d/,
  },
  {
    // The Disclosure and Barring Service checks a carer's record; it serves no drinks.
    skill: 'bartending',
    aliases: [toKey('bar service')],
    otherSenseWritten: /^barring/i,
  },
  {
    // The Rehabilitation of Offenders Act governs which convictions an applicant must declare.
    skill: 'offender-management',
    aliases: [toKey('rehabilitation of offenders')],
    otherSense: /^\W*act\b/i,
  },
  {
    // A pilot's preflight is the aircraft's check, a printer's the file's.
    skill: 'prepress',
    aliases: [toKey('preflight')],
    document: /\b(print\w*|prepress|pdfs?|artwork|press|indesign|acrobat|proofs?)\b/i,
    unless: /\b(aircraft|flight instructor|pilots?|aviation|airfield|hangar)\b/i,
  },
  {
    // A lending protocol liquidates positions; an insolvency practitioner liquidates companies.
    skill: 'insolvency',
    aliases: [toKey('liquidation')],
    document: /\b(insolven\w*|creditors?|administrat(?:ion|or)s?|bankrupt\w*|receivership|winding up)\b/i,
  },
  {
    // Centurion is a town in Gauteng and a gate-motor brand as much as a statistics package.
    skill: 'statpoint-statgraphics-centurion',
    aliases: [toKey('Centurion')],
    document: /\b(statgraphics|statistic\w*|regression|doe|design of experiments)\b/i,
  },
  {
    skill: 'closing-deals',
    aliases: ['clos', 'new business'],
    // "Prospects" and "prospecting" are sales words; a "prospective client" of a law firm is a future one.
    near: /\b(deals?|sales|selling|quota|bookings|revenue|pipeline|prospect(?:s|ing|ed)?|buyers?|win rate|acv|arr)\b/i,
    // "Close" before a word for working together or nearness is the adjective: "close collaboration with the
    // sales team", "close contact with buyers", "close to quota".
    otherSense:
      /^\W*(?:collaborat\w*|contact|relationships?|partnerships?|ties|cooperation|coordination|liaison|attention|proximity|supervision|working|work|friends?|knit|second|to|by|with)\b/i,
  },
  {
    skill: 'candidate-sourcing',
    aliases: ['sourc'],
    near: /\b(candidates?|talent|recruit\w*|hires?|hiring|applicants?|requisitions?|reqs?)\b/i,
  },
  {
    // Alerts, logs and production are a forecaster's, a driller's or a plant's too ("monitor radar and issue
    // alerts", "monitoring wells, logging soil"): monitoring is observability only where software is run.
    skill: 'observability',
    aliases: ['monitor'],
    near: /\b(servers?|services?|infrastructure|alert\w*|metrics|logs?|logging|uptime|latency|kubernetes|cloud|apis?|on-call|incidents?|production|sre|devops|dashboards?)\b/i,
    document:
      // Every office keeps a database ("records on the inspection database"); it makes no ad a software one.
      /\b(?:software|devops|sre|site reliability|kubernetes|k8s|docker|microservices|cloud|aws|azure|gcp|linux|servers?|apis?|uptime|latency|deploy\w*|sql)\b/i,
  },
  {
    skill: 'epic',
    aliases: [],
    document:
      /\b(patients?|clinical|clinics?|hospitals?|nurs\w*|medical|health ?care|physicians?|ehr|emr|charting|chart|medication\w*|pharmac\w*|care team|inpatient|outpatient)\b/i,
    unless: /\bepic games\b/i,
    // "EPICS-based GUIs" is a telescope's control system; "user epics" are an agile team's.
    otherSenseWritten: /^(?:EPICS|epics?)$/,
  },
  {
    skill: 'blueprint-reading',
    aliases: ['blueprint', 'schematic'],
    document:
      /\b(construction|electrical|electrician|carpent\w*|plumb\w*|hvac|welding|welder|wiring|conduit|job ?site|framing|contractor|machin\w*|fabricat\w*|mechanic\w*|trades?)\b/i,
    unless: /\b(unreal|ue4|ue5|game (?:dev\w*|design\w*|engine)|gameplay)\b/i,
  },
  {
    // A library's or a museum's collections are books and objects, not money owed.
    skill: 'accounts-receivable',
    // "a R…" is the article before a word, not A/R; "van collections" and a "Driver (Collections)" fetch goods.
    aliases: ['collection', 'a r'],
    otherSenseWritten: /^a\s/,
    otherSenseBefore:
      /\b(?:van|vehicle|waste|refuse|rubbish|donations?|furniture|parcel|doorstep|kerbside|clothing|bin)\s+$|\bdrivers?\s*\(\s*$/i,
    document:
      /\b(invoic\w*|receivables?|billing|accounting|accountants?|bookkeep\w*|payments?|cash|past[- ]due|overdue|debts?|credit|dso|a\/r)\b/i,
  },
  {
    // "A P endorsement" (a licence's letter) is no A/P.
    skill: 'accounts-payable',
    aliases: ['a p'],
    otherSenseWritten: /^a\s/,
  },
  {
    // "Journeyman card in good standing", "proof of good standing": a licence or membership kept current, not a
    // company's entity records, which are kept in good standing beside the words for companies and filings.
    skill: 'entity-management',
    aliases: ['good stand'],
    near: /\b(?:entit(?:y|ies)|subsidiar(?:y|ies)|compan(?:y|ies)|corporate|statutory|filings?|annual returns?|registered agents?|secretarial)\b/i,
  },
  {
    // "A strong prospect of extension", "career prospects": a chance of something, not a sales lead.
    skill: 'lead-generation',
    aliases: ['prospect'],
    otherSense: /^s?\s+(?:of|for)\b/i,
    // "A portfolio of major gift prospects": a fundraiser's donors, cultivated, not leads generated.
    otherSenseBefore:
      /\b(?:career|job|promotion|promotional|future|good|strong|real|excellent|gifts?|donors?)\s+$/i,
    // "Summer fieldwork: prospecting, excavation": searching the ground for fossils or ore.
    unless:
      /\b(?:fossils?|pal(?:a)?eontolog\w*|geolog\w*|mineral exploration|outcrops?|gold panning|drill core)\b/i,
  },
  {
    // "Sharp headlines, standfirsts and captions", "caption the photos": a print or social caption, not subtitling,
    // unless the words around it are about video or sound.
    skill: 'subtitling',
    aliases: ['caption'],
    near: /\b(?:video|film|broadcast|subtitl\w*|deaf|hard of hearing|accessib\w*|audio|live|tv|television|transcri\w*|stenograph\w*|real-?time)\b/i,
  },
  {
    // "Images from agencies and archives", "the National Archives as everyday tools": archives used, not managed.
    skill: 'archive-management',
    aliases: ['archiv'],
    near: /\b(?:manag\w*|maintain\w*|catalogu?\w*|digiti[sz]\w*|retention|preserv\w*|curat\w*|organi[sz]\w*|records management)\b/i,
  },
  {
    // "Weaving, processing and stitching under one roof": the idiom, not roofing.
    skill: 'roofing',
    aliases: ['roof'],
    otherSenseBefore: /\bunder\s+(?:one|the same|a single|a|our|its)\s+$/i,
  },
  {
    // "Our booking app (Boulevard)", "1200 Harbour Boulevard": a salon's software or a street, not the property
    // management system, unless the ad is about property.
    skill: 'property-boulevard',
    aliases: ['boulevard'],
    near: /\b(?:propert(?:y|ies)|tenants?|leas\w*|landlords?|rent\w*|real estate)\b/i,
  },
  {
    // "A bike or car lease plan": a benefit of the job, not the leasing of property.
    skill: 'leasing',
    aliases: [],
    otherSense: /^\s+(?:plans?|schemes?|cars?|vehicles?)\b/i,
    otherSenseBefore: /\b(?:car|bike|bicycle|vehicle|cycle)\s+$/i,
  },
  {
    // "Write drainage reports", "write the reports": writing up one's own work is a duty of most jobs; recruiters
    // list report writing where the ad names it or asks for clear reports (read from the duty's own words).
    skill: 'report-writing',
    aliases: [],
    otherSenseWritten: /^(?:write|writes|writing|wrote|written)\b/i,
  },
  {
    // "Magazine reconciliations", "stock reconciliation": counting goods against the records, not a bank account.
    skill: 'bank-reconciliation',
    aliases: ['reconciliation'],
    otherSenseBefore:
      /\b(?:magazine|stock|inventory|explosives?|materials?|data|assets?|drugs?|medications?|headcount|timesheets?|pallets?|deliver(?:y|ies)|orders?)\s+$/i,
    // "Reconciliations of docket entries against the records": what is reconciled, when it is named, is no money.
    otherSense:
      /^s?\s+of\s+(?:(?:the|all|our|its|daily|monthly|weekly)\s+)?(?!bank|accounts?|statements?|cash|ledgers?|general ledger|balances?|credit|suppliers?|vendors?|intercompany|GL\b|payments?|receipts?|entitlements?|positions?|holdings?|securities|trades?|transactions?|nostros?|invoices?|expenses?|payroll|funds?|fees?)[a-z]/i,
  },
  {
    // "CDI 39h, 2 400 € brut", "CDI | Temps plein": a French open-ended contract, not clinical documentation.
    skill: 'clinical-documentation-improvement',
    aliases: [toKey('CDI')],
    unless: /\b(?:CDD|temps (?:plein|partiel)|brut|contrat|salaire|mois)\b/i,
  },
  {
    // "Keep the kennel clean", "between kennels and sites": where a working dog lives, not a pet-boarding business.
    skill: 'pet-boarding',
    aliases: [toKey('kennel'), toKey('kennels')],
    unless:
      /\b(?:K9|K-9|dog handl\w*|detection dogs?|patrol dogs?|police dogs?|guard dogs?|working dogs?)\b/i,
  },
  {
    // "You react correct and do rescue", "react on alarms": the verb, not the JavaScript library.
    skill: 'react',
    aliases: [],
    otherSense:
      /^\s+(?:to|on|upon|quickly|calmly|fast|correct(?:ly)?|immediately|promptly|appropriately|accordingly|swiftly|rapidly)\b/i,
  },
  {
    // "FlowJo and FCS Express", "SQL Express": after another product's acronym, Express is that product's edition,
    // not the Node.js framework.
    skill: 'express',
    aliases: [],
    otherSenseBefore: /\b[A-Z]{2,}\s+$/,
  },
  {
    // "Finish trimming the briskets", "trim the meat": cutting food, unless the work is wood and its mouldings.
    skill: 'trim-carpentry',
    aliases: [],
    near: /\b(?:carpent\w*|wood\w*|mou?ldings?|doors?|cabinet\w*|skirting|baseboards?|architraves?|millwork|joinery|casings?|crown|timber|stairs?)\b/i,
  },
  {
    // "Laser alignment checks on analyzers": aligning an instrument's optics, not machinery's shafts.
    skill: 'shaft-alignment',
    aliases: [toKey('laser alignment')],
    near: /\b(?:shafts?|couplings?|pumps?|motors?|rotating|bearings?|gearbox\w*|machinery|fans?|compressors?|turbines?)\b/i,
  },
  {
    // "USPTO, PCT, EPO": in capitals, the European Patent Office (or the hormone); a till is EPOS.
    skill: 'point-of-sale',
    aliases: [toKey('EPO')],
    otherSenseWritten: /^EPO$/,
  },
  {
    // "Supplier to hospitals and private clients": customers who pay for themselves, unless the work is a bank's,
    // a law firm's or an adviser's private client practice.
    skill: 'private-client',
    aliases: [toKey('private clients')],
    near: /\b(?:wealth|trusts?|estates?|probate|tax(?:ation)?|wills?|family offices?|investments?|portfolios?|bank\w*|law|solicitors?|legal|lawyers?|succession|advis\w*)\b/i,
  },
  {
    // "Military service must be completed or postponed": a personal condition of the applicant, not experience.
    skill: 'military-experience',
    aliases: [toKey('military service')],
    otherSense:
      /^\s+(?:must|is|has|should|completed|obligation|exempt\w*|postponed|deferred|status|certificate|done)\b/i,
    otherSenseBefore:
      /\b(?:completed?|exempt(?:ed|ion)?\s+from|done|finished|fulfilled)\s+(?:the\s+|your\s+|their\s+)?$/i,
  },
  {
    // A greenhouse is where plants grow; Greenhouse the applicant tracking system is a name, written with its
    // capital, and not in an ad about crops.
    skill: 'applicant-tracking-systems',
    aliases: ['greenhous'],
    otherSenseWritten: /^g/,
    unless:
      /\b(?:crops?|horticultur\w*|seedlings?|agronom\w*|glasshouses?|polytunnels?|field trials?|botan\w*|propagat\w*|plant (?:health|patholog\w*|breeding|science))\b/i,
  },
  {
    // "Pre-employment checks: criminal history" are what the applicant passes; running them is HR's work.
    skill: 'hr-administration',
    aliases: ['pre employment check'],
    near: /\b(?:conduct\w*|carry(?:ing)? out|process\w*|administer\w*|arrang\w*|coordinat\w*|run(?:s|ning)?|manag\w*)\b/i,
  },
  {
    // "Radio telephony" is speech over an aircraft's or a ship's radio, not a phone system.
    skill: 'telephony',
    aliases: ['telephony'],
    otherSenseBefore: /\bradio[\s-]*$/i,
  },
  ...['training-and-onboarding', 'performance-management'].map((skill) => ({
    // "Vendor lifecycle: due diligence, onboarding, performance reviews", "onboard new clients": bringing on and
    // reviewing firms or customers is vendor or account work, not training staff or managing their performance.
    skill,
    aliases: skill === 'training-and-onboarding' ? ['onboard'] : ['performanc review'],
    otherSense: new RegExp(String.raw`^\W*(?:(?:of|for)\s+)?(?:(?:new|all|key|our)\s+)?${firms}`, 'i'),
    otherSenseBefore: new RegExp(
      String.raw`${firms}(?:(?!\b(?:staff|employees?|hires?|starters?|colleagues|team members|people)\b)[^.;])*$`,
      'i',
    ),
  })),
  {
    // "Peer-reviewed journals", "get the programme through peer review": one's work reviewed by others, not the
    // reviewing of theirs.
    skill: 'peer-review',
    aliases: ['peer review'],
    otherSenseWritten: /reviewed$/i,
    otherSenseBefore:
      /\b(?:through|pass(?:es|ing)?|undergo(?:es|ing)?|submit\w*\s+(?:[\w-]+\s+){0,3}for|subject\s+to)\s+$/i,
  },
  {
    // Pyrex was Cython's forerunner, and a glass: the language only where the ad is about code.
    skill: 'cython',
    aliases: ['pyrex'],
    document: /\b(?:python|software|programming|developers?|code|coding|compil\w*)\b/i,
  },
  {
    // A sprint is a run on the track or a push at the end of a project; the Agile one is beside its ceremonies.
    skill: 'agile',
    aliases: ['sprint'],
    document:
      /\b(?:scrum|kanban|backlogs?|stand-?ups?|retrospectives?|user stor(?:y|ies)|jira|software|story points|product owners?|velocity)\b/i,
  },
  {
    // "Meetings and events" a guard attends or covers are not conferences the job organises.
    skill: 'conference-management',
    aliases: ['meet and event'],
    near: /\b(?:plan\w*|organi[sz]\w*|venues?|logistics|delegates?|attendees?|agendas?|coordinat\w*|book\w*|hosts?|hosting|budgets?|speakers?)\b/i,
  },
  {
    // Business reviews held with suppliers or partners are vendor management; with customers they are customer
    // success.
    skill: 'customer-success',
    aliases: ['quarterly business review', 'qbr'],
    near: /\b(?:customers?|clients?|accounts?|renewals?|churn|adoption|retention|upsell\w*)\b/i,
  },
  {
    // "Students from our affiliated program": a programme linked with the employer, not affiliate marketing.
    skill: 'affiliate-marketing',
    aliases: ['affiliat program'],
    otherSenseWritten: /^affiliated\b/i,
  },
  {
    // "Manage accounts in Active Directory" are user accounts; a client's account is managed in sales.
    skill: 'account-management',
    aliases: ['manag account'],
    near: /\b(clients?|customers?|sales|renewals?|revenue|portfolio|upsell\w*|retention|quota|key)\b/i,
  },
  {
    // Interviewing residents, users or witnesses is research or fact-finding, not interviewing candidates.
    skill: 'interviewing',
    aliases: [],
    // Interviewing anyone "to understand" or "about" a thing is gathering information too, and interviewing suspects
    // ("under caution") is an investigator's evidence-taking.
    otherSense:
      /^\W*(?:residents|users|customers|clients|patients|families|parents|stakeholders|participants|caseworkers|witnesses|suspects|offenders|victims|inventors|examiners|law enforcement|people|members|experts|under (?:caution|PACE))\b|^[^.;]*?\b(?:to (?:understand|learn|gather|capture|document|collect|uncover)|about (?:their|the|how|what|new))\b|^\s+(?:podcasts?|shows?|series|prep|segments?|episodes?|programmes?)\b|^\s+(?:will|shall|are|is|takes?|dates?|schedules?|venue)\b/i,
    // "The interview will be at our office", "Interviews take place on 3 May": the hiring step the ad announces.
    // "Named at the first interview", "invited for an interview", "confidential until interview", "an oral
    // interview", "we guarantee an interview", "media interviews": an event the person sits in or arranges;
    // "motivational interviewing" is a counselling method; "pass a structured interview", "make a few pieces at
    // interview" are the applicant's steps too. An
    // interview recorded, edited or broadcast ("audio packages and interviews", "our interview show") is a piece of
    // media, listed as producing it.
    otherSenseBefore:
      /\b(?:first|second|final|initial|phone|video|job|media|press|news|on-camera|panel|motivational|walk-in|oral|audio|radio|recorded|structured|formal|selection|competency-based|behaviou?ral|guarantee\w*\s+an|(?:for|at|to|in|until|before|after)(?: (?:an?|the|your))?|(?:pass|passing|attend|attending|sit)\s+(?:an?|the))\s+$|\b(?:packages|clips|segments)\s+and\s+$/i,
  },
  {
    // Coaching patients, customers or students is teaching them, not mentoring colleagues; coaching teachers
    // ("coach K-5 teachers", "coaches classroom teachers") is instructional coaching, a trade recruiters name so.
    // A coach beside buses is the vehicle ("school bus, coach or paratransit"). Mentoring the job offers or the
    // new hire receives ("a structured mentoring programme", "you'll be mentored by", "a coaching stipend",
    // "we offer coaching") is a benefit, not a skill asked of the reader.
    // Coaching listed among a manager's staffing duties ("hire, train and coach a crew", "recruiting, training and
    // coaching") is running staff, which recruiters list as such (Mentoring 0 of 3 such postings in the tune
    // halves, against 5 of 8 where coaching stands alone or beside leading). A coach of a rank or in a list of
    // people ("the head and assistant coaches", "with referees, coaches and parents") is a person, not the skill.
    skill: 'mentoring',
    aliases: ['coach', 'mentor', 'mentorship'],
    otherSense:
      /^\W*(?:patients?|customers?|clients?|guests?|families|parents|students|athletes|players|(?:\S+\s+){0,2}teachers|bus(?:es)?|drivers?|operators?|travel)\b|^\s+(?:programs?|programmes?|schemes?|culture|opportunit\w*|stipends?|from|by)\b/i,
    otherSenseBefore:
      /\b(?:bus(?:es)?|motor|charter|tour|paratransit)\W+(?:or\s+|and\s+)?$|\b(?:receive|receives|receiving|offer|offers|structured|formal|dedicated|paid|free)\s+(?:[\w-]+\s+)?$|\b(?:hir(?:e|es|ing)|train(?:s|ing)?)\b,?\s+(?:[\w-]+,?\s+){0,2}?(?:and\s+)?$|\b(?:head|assistant|walk-on|volunteer|all)\s+$|\b(?:with|to|for|from|among)\s+(?:[\w-]+,\s+){1,3}$/i,
    received: /\b(?:be|been|being|get|gets|getting|are|is|was|were)\s+$/i,
  },
  {
    // "911 Communications Center", "Communications Department": a unit's name, not a skill. A field of study,
    // a trade or a kind of equipment is not the skill either ("a degree in journalism, communications or a
    // related field", "crisis communications", "radio communications equipment"); "communicate in French" is
    // a language.
    // A machine's communications are its signals ("communications faults", "lost sensor communications"), and
    // "German communication" is the language asked for (Communication 0 of 3 such postings in the tune halves).
    // A teacher communicating with parents is the practice recruiters list as parent communication (Communication
    // 0 of 3 in the tune halves). Graded as the candidate's ("good communication in English") it is the skill,
    // asked for in that language (Communication 4 of 5 such postings in the tune halves).
    skill: 'communication',
    graded: /\b(?:good|very good|excellent|strong|clear|effective|fluent)\s+$/i,
    aliases: ['communication', 'communicat'],
    otherSense: new RegExp(
      String.raw`^\s+(?:Center|Centre|Department|Office|Division|Unit|Team)\b|^\s+(?:equipment|systems?|devices?|radios?|gear|networks?|infrastructure|technology|technologies|towers?|protocols?|consoles?|degree|major|plans?|strateg\w*|specialists?|officers?|managers?|directors?|campaigns?|faults?|failures?|errors?|links?|modules?|ports?|cabl\w*|buses)\b|^\w*\s+(?:[\w-]+\s+)?with\s+(?:parents|guardians)\b|^\s+in\s+(?:\w+\s+(?:and|or)\s+)?(?:${spokenLanguages})\b`,
      'i',
    ),
    otherSenseBefore: new RegExp(
      String.raw`(?:\b(?:degree|bachelor'?s?|master'?s?|major(?:ed)?|studies|diploma)\s+(?:in\s+)?(?:[\w-]+,\s+){0,3}(?:or\s+|and\s+)?|\b(?:journalism|marketing|public relations|English|media|film),\s+(?:[\w-]+,\s+){0,2}(?:or\s+|and\s+)?|\b(?:crisis|corporate|healthcare|radio|wireless|satellite|unified|emergency|two-way|marketing|PR|data)\s+|\b(?:chargers?|devices?|machines?|controllers?|meters?|sensors?|modems?|vehicles?|serial|fieldbus)(?:'s|s')?\s+|\b(?:${spokenLanguages})\s+)$`,
      'i',
    ),
  },
  {
    // "Plant leadership", "our leadership team", "models that leadership uses", "present findings to
    // leadership": the people who lead.
    skill: 'leadership',
    aliases: ['leadership'],
    otherSense: /^\s+(?:teams?|groups?|uses?|wants?|meetings?|members?|staff|reviews?)\b/i,
    otherSenseBefore:
      /\b(?:the|our|their|its|that|plant|senior|executive|company|site|store|school|district|hospital|clinic|corporate|firm|agency|department)\s+$|\b(?:present\w*|report\w*|escalat\w*|recommend\w*|brief\w*|updat\w*|communicat\w*)\s+(?:[\w-]+\s+){0,4}?(?:to|for|with)\s+$/i,
  },
  {
    // "Sound decisions under pressure", "good judgment under pressure": the quality asked is the judgment (its
    // own skill); the pressure is when it is needed.
    skill: 'resilience',
    aliases: ['under pressur'],
    otherSenseBefore: /\b(?:decisions?|decision-making|judge?ment|calls|choices)\s+$/i,
  },
  {
    // A presentation that is a document made ("prepare board presentations", "build the pitch presentations")
    // or a person's grooming ("personal presentation") is no skill of presenting: recruiters listed Presentation
    // skills in none of the 6 tune postings that write "presentation", these kinds among them.
    skill: 'presentation-skills',
    aliases: ['presentation'],
    otherSenseBefore:
      /\bpersonal\s+$|\b(?:prepar|produc|build|creat|draft|assembl|format)\w*\b(?![^.;:]*\b(?:deliver|give|giving|present|lead)\w*\b)[^.;:]{0,80}$/i,
  },
  {
    // Prioritizing customers or accounts is a sale's targeting, not managing one's time (0 of 1 in the tune halves).
    skill: 'time-management',
    aliases: ['prioritiz'],
    otherSense:
      /^\s+(?:(?:key|target|top|new|your|the)\s+)?(?:accounts|customers|clients|leads|prospects|patients|territor\w*)\b/i,
  },
  {
    // De-escalating names conflict resolution where the line has a conflict or tension to defuse; alone it is as
    // often a care or classroom practice (listed 0 of 2 times alone in the tune halves, 2 of 2 with one).
    skill: 'conflict-resolution',
    aliases: ['de escalat'],
    near: /\b(?:conflicts?|disputes?|arguments?|tense|tensions?|heated|angry|anger|upset|irate|hostile|aggressi\w*|violen\w*|confrontation\w*)\b/i,
  },
  {
    // Working closely with another office, its heads or outside partners ("the finance department", "the county
    // attorney's office", "outside partners") is liaison between units, not a team's teamwork: Teamwork was listed
    // 0 of 4 times there in the tune halves, 6 of 7 where the people are fellow workers ("the nurses on the ward").
    skill: 'teamwork',
    aliases: ['work closely with'],
    otherSense:
      /^[^.;]{0,60}?\b(?:offices?|departments?|directors?|executives?|leadership|management|operations|partners|custodians|vendors|suppliers)\b/i,
  },
  {
    // "Data integrity", "structural integrity", "integrity testing": a property of a thing, not of a person.
    skill: 'integrity',
    aliases: ['integrity'],
    otherSense:
      /^\s+(?:tests?|testing|checks?|monitoring|management|programs?|inspections?|of (?:the|our|data|records|samples))\b/i,
    otherSenseBefore:
      /\b(?:data|structural|system|systems|signal|mechanical|pipeline|pipe|asset|record|records|file|database|referential|product|network|academic|research|sample|specimen|chain|physical|building|envelope|weld|equipment|model|brand|tank|seal|electrical|well|container)\s+$/i,
  },
  {
    // "Organization: Maple Grove School District", "our organization": the employer, not being organized.
    skill: 'organization',
    aliases: ['organization'],
    otherSense: /^\s*:/,
    // A word that says what kind of body it is ("a research organisation", "a Part-145 organisation") makes it an
    // entity; one that grades it ("strong organisation") or joins it to other qualities keeps the quality.
    otherSenseBefore:
      /\b(?:the|our|this|your|their|an?|nonprofit|non-profit|member|partner|parent|community|volunteer)\s+$|\b(?!(?:good|strong|excellent|great|exceptional|solid|superb|outstanding|effective|impeccable|meticulous|careful|personal|and|or|with|of|in|for|on|to|skills?)\b)[a-z][\w-]*\s+$/i,
  },
  {
    // "ADA accommodations", "(FMLA, ADA)": the Americans with Disabilities Act; "ada" is Indonesian and Malay for
    // "there is". The language is written "Ada".
    skill: 'ada',
    aliases: [],
    otherSenseWritten: /^(?!Ada$)/,
  },
  ...['whatsapp', 'facebook', 'instagram'].map((skill) => ({
    // "call/WhatsApp: 555 01", "WhatsApp your CV to …", "send a message here on Facebook": the way to reach the
    // employer, not a channel the job runs.
    skill,
    aliases: [],
    otherSense: /^\s*(?::\s*)?(?:\+?\d|us\b|me\b|your\s+(?:cv|resume|résumé|details|application))/i,
    otherSenseBefore:
      /\b(?:call|phone|tel|mob(?:ile)?|sms|text|cell)\s*(?:\/|or|&)\s*$|\b(?:message|dm|inbox|write to|reach)\s+(?:us\s+|me\s+)?(?:here\s+)?(?:on|via|through)\s+$/i,
  })),
  {
    // A show's get-in and get-out are a stage crew's; "getting out onto the factory floor" is leaving the office.
    skill: 'technical-theatre',
    aliases: ['get ins', 'get out'],
    document:
      /\b(?:theat(?:re|er)s?|stage|shows?|venues?|touring|productions?|rigging|fly tower|auditorium|concerts?)\b/i,
  },
  {
    // "Reefer vessels or container ships": the vessels an officer has served on; the trade is "container shipping".
    skill: 'ocean-freight',
    aliases: [toKey('container ships')],
    otherSenseWritten: /^container ships?$/i,
  },
  {
    // "Take a share of the on-call rota": working a rota is no scheduling; preparing or managing one is.
    skill: 'shift-scheduling',
    aliases: ['rota'],
    near: /\b(?:prepar|creat|build|manag|plan|writ|draft|maintain|produc|organi[sz]|coordinat|publish)\w*/i,
  },
  {
    // "Department of Human Resources" at the head of a bulletin, "contact Human Resources", "the Human Resources office
    // will …": the office that posts the ad, not a skill.
    skill: 'human-resources',
    aliases: ['human resourc'],
    otherSense: /^\s*(?:department|office|at|will)\b/i,
    otherSenseBefore:
      /\b(?:department|dept\.?|office|division|bureau|ministry|director|directorate)\s+(?:of|for)\s+$|\b(?:contact|call|email|notify|inform|through|to)\s+(?:the\s+)?$/i,
  },
  {
    // "Condition surveys of vehicles": an assessor's inspection of what is insured; a building's is surveying.
    skill: 'building-surveying',
    aliases: ['condition survey'],
    otherSense:
      /^s?\s+(?:of|on)\s+(?:the\s+|all\s+)?(?:vehicles?|cars?|vessels?|boats?|ships?|aircraft|fleet|equipment|machines?)\b/i,
  },
  {
    // "SWIFT messaging", "MT540 SWIFT instructions": in capitals, the banks' payment network; the language is
    // written "Swift".
    skill: 'swift',
    aliases: [],
    otherSenseWritten: /^SWIFT$/,
  },
  {
    // "CPP certification", "deduct CPP and EI": in capitals, the Certified Payroll Professional or the Canada
    // Pension Plan; the language is written "C++" (or "cpp", its files' extension).
    skill: 'c++',
    aliases: ['cpp'],
    otherSenseWritten: /^CPP$/,
  },
  {
    // "Registered Technologist, ARRT (R)": a letter in brackets after a credential is its discipline; one joined
    // by a hyphen ends a code ("LB-0322-R").
    skill: 'r',
    aliases: [],
    otherSenseBefore: /\b[A-Z]{2,}\s*\(\s*$|\w-$/,
  },
  {
    // "AWS D1.1 certification", "AWS certified welder": the American Welding Society in a welding ad.
    skill: 'aws',
    aliases: [],
    unless: /\b(?:welders?|welding|weld test|D1\.\d)\b/i,
  },
  {
    // "Our outside CPA", "the company's CPA": a person the employer works with, not a credential asked for.
    skill: 'cpa',
    aliases: ['cpa'],
    otherSenseBefore: /\b(?:our|their|its|company's|outside|external|independent)\s+$/i,
  },
  {
    // "Released to the front desk", "coordinate with the front desk": a team the job works with.
    skill: 'front-desk',
    aliases: [],
    otherSenseBefore: /\b(?:to|with|from|for|by)\s+(?:the|our)\s+$/i,
  },
  {
    // "225+ wpm" in a stenographer's or captioner's ad is writing speed on a steno machine, not typing.
    skill: 'typing',
    aliases: ['wpm', 'word per minut'],
    unless: /\b(?:steno\w*|court report\w*|captioner|captioning|shorthand)\b/i,
  },
  {
    // A single letter is the C language only in an ad about code, and never as "C-level", "C-section",
    // "Class C", "Grade C", "USB-C" or a software company's "Series C" funding round.
    skill: 'c',
    aliases: ['c'],
    otherSense: /^-(?:level|suite|section|store)\b/i,
    otherSenseBefore:
      /\b(?:class|grade|type|vitamin|hepatitis|part|schedule|tier|level|category|section|plan|series)\s+$|\w-$/i,
    document:
      /\b(?:programming|programmers?|software|firmware|embedded|C\+\+|coding|compilers?|developers?|microcontrollers?|linux|kernel|python|java|assembly|source code)\b/i,
  },
  {
    // Tax returns are prepared, or they are documents to read ("analyze financial statements, tax returns");
    // a named tax's return ("file our sales tax returns") is that tax's filing, not tax preparation.
    skill: 'tax-preparation',
    aliases: ['tax return'],
    near: /\b(?:prepar\w*|files?|filed|filing|e-?fil\w*|complet\w*|tax season|tax preparers?)\b/i,
    otherSenseBefore: /\b(?:sales|use|payroll|excise|property|franchise)\s+$/i,
  },
  {
    // "A reliable car", "reliable transportation": a thing the job needs, not the dependability it asks of a person.
    skill: 'dependability',
    aliases: ['reliabl'],
    otherSense:
      /^\W*(?:(?:insured\s+)?(?:cars?|vehicles?|automobiles?|transportation|transport|trucks?|internet|connection|connectivity|equipment|power|phone))\b/i,
  },
  {
    // "At the company's discretion", "discretionary bonus": the employer's choice, not a quality asked of the reader.
    skill: 'discretion',
    aliases: [],
    otherSenseBefore: /\b(?:at|in)\s+(?:the\s+)?(?:sole\s+|absolute\s+)?(?:[\w'’]+\s+)?$/i,
  },
  {
    // "Depending on call volume", "feedback on call quality": the preposition and a call, not a duty roster. An
    // "on-call allowance" is pay for one.
    skill: 'on-call',
    aliases: [],
    otherSense:
      /^\s+(?:volumes?|quality|data|handling|logs?|recordings?|notes|times?|outcomes?|metrics|centres?|centers?|allowances?|pay|rates?)\b/i,
    otherSenseBefore:
      /\b(?:depend\w*|based|focus\w*|feedback|report\w*|rely\w*|relies|depends|coach\w*|work|later)\s+$/i,
  },
  {
    // "Flexible hours", "a flexible schedule": a benefit of the job, not the adaptability it asks for.
    skill: 'adaptability',
    aliases: ['flexibl'],
    otherSense:
      /^\s+(?:hours|schedules?|scheduling|shifts?|time|start|days|weeks|PTO|spending|work(?:ing)?\s+(?:hours|arrangements?|schedules?|options))\b/i,
  },
  {
    // "Review degree audits", "run the night audit": a compound naming another routine (an academic record
    // check, a hotel's nightly close); "keep the lab audit-ready" is the state of being ready for one.
    skill: 'audit',
    aliases: [],
    // "An accurate audit trail" is a record kept; "Audit Section" a department's name.
    otherSense: /^(?:-|\s+)ready\b|^\s+(?:trails?|section|department|unit)\b/i,
    // An audit named by what it checks in another trade ("accessibility audits", "HACCP-based audits", "receiving
    // audits") is that trade's check, listed by its subject; helping with one is not auditing ("support audits"),
    // but supporting the annual audit of the accounts is the finance team's own work: preparing its schedules.
    otherSenseBefore: new RegExp(
      String.raw`\b(?:degree|night|accessibility|safety|hygiene|haccp(?:-based)?|fire|energy|stock|inventory|receiving|housekeeping|5s|gemba|site|tower|ready for)\s+$|${helpsWith(financialAudit)}`,
      'i',
    ),
  },
  {
    // "Keep our merchandise safe", "audits of high-risk merchandise": the noun is the goods; merchandising
    // them ("merchandise the floor", "well merchandised") is the practice.
    skill: 'visual-merchandising',
    aliases: ['merchandiz'],
    otherSenseWritten: /^merchandise$/,
  },
  {
    // "Source candidates on LinkedIn, GitHub and at events": a place where people are found, not version control.
    skill: 'git',
    aliases: ['github'],
    otherSenseBefore: /\b(?:candidates?|talent|profiles?|sourc\w*|recruit\w*)\b[^.;]*$/i,
  },
  {
    // "We do not have a billable-hour quota", "no sales quotas": a job without one asks for no quota attainment.
    skill: 'quota-attainment',
    aliases: ['quota', 'sales quota'],
    // "Support quota setting": planning the quotas others carry is no attaining of one; and a quota of a thing
    // made ("weekly footage quotas") is an output target.
    // "The Quota Management System": a fishery's catch shares.
    otherSense: /^\s+(?:setting|planning|design|allocation|models?|management|system)\b/i,
    otherSenseBefore:
      /(?:\bno|\bnot have an?|n't have an?|\bwithout an?)\s+(?:[\w-]+\s+)?$|\b(?:footage|shots?|frames?|output|production|pieces?|words?|pages?|units?|catch|fishing|fish)\s+$/i,
  },
  {
    // "Our docs are the first thing developers read": documentation; Google's product is written "Docs".
    skill: 'google-workspace',
    aliases: ['doc'],
    otherSenseWritten: /^docs?$/,
  },
  {
    // "Participate in PLCs and campus PD": in a school a PLC is a professional learning community.
    skill: 'plc-programming',
    aliases: ['plc'],
    unless: /\b(?:students|classrooms?|campus|teachers|curriculum|professional learning)\b/i,
  },
  {
    // "Colorado Springs", "a spring semester": the framework only in an ad or resume about code.
    skill: 'spring',
    aliases: [],
    document:
      /\b(?:java|kotlin|software|developers?|engineers?|microservices|backend|back-end|apis?|hibernate|maven|gradle)\b/i,
  },
  {
    // "Monitor covenant compliance", "lease compliance": keeping to an agreement between parties is not keeping
    // to regulations.
    skill: 'regulatory-compliance',
    aliases: ['complianc'],
    // "Verify compliance with adopted building codes", "ensure compliance with CIF bylaws": a code or a body's rules
    // named after it are what recruiters list (a regulator's permits and regulations stay compliance); "compliance
    // matrices" are a bid's tables, "schedule compliance" a planner's measure, and "bring property into compliance"
    // an inspector's enforcement.
    otherSense:
      /^\s+(?:with\s+(?:[\w-]+\s+){0,3}(?:codes?|bylaws|by-laws|policies|procedures)\b|matri(?:x|ces)\b)/i,
    otherSenseBefore:
      /\b(?:covenants?|contracts?|contractual|leases?|loans?|debt|warrant(?:y|ies)|schedule|into|the)\s+$/i,
  },
  {
    // "Plumbing, levelling and aligning steel", "plumb and level the frames": setting a member upright, which
    // erectors, carpenters and masons do; the trade of pipes is another.
    skill: 'plumbing',
    aliases: ['plumb'],
    otherSense: /^\W*(?:(?:and|,)\s*)?(?:level\w*|align\w*|squar\w*|true)\b/i,
    otherSenseBefore: /\b(?:level\w*|align\w*|squar\w*)\s*(?:,|and)\s*$/i,
  },
  {
    // "Replace rollers, brakes and governors", "snips, brakes and seamers": a lift's part, a sheet-metal
    // bender; brakes are a repair trade only where vehicles are serviced.
    skill: 'brake-repair',
    aliases: ['brak'],
    // "CDL with air brake endorsement": a licence's endorsement, not the trade.
    otherSense: /^\W*(?:endorsement|restriction|certificat\w*|knowledge test)\b/i,
    document:
      /\b(?:vehicles?|automotive|auto|tires?|suspension|steering|alignments?|oil changes?|bicycles?|bikes?|drivetrains?)\b/i,
  },
  {
    // "Work with purchasing and vendors on pricing", "reconcile discrepancies with purchasing": after a verb of
    // dealing with others, purchasing is the department the job works with, not the work asked of it.
    skill: 'procurement',
    aliases: ['purchas'],
    near: /\b(suppliers?|vendors?|sourcing|buyers?|spend|rfps?|rfqs?|contracts?|purchasing department)\b/i,
    otherSenseBefore:
      /\b(?:work|coordinat|reconcil|partner|liais|communicat|collaborat)\w*\b[^.;]*?\bwith\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,4}?(?:and\s+)?$/i,
  },
  {
    // "AML" is anti-money laundering in a bank's or a compliance team's document, and acute myeloid leukemia in a
    // clinic's or a lab's: the acronym counts only where financial crime is the subject.
    skill: 'anti-money-laundering',
    aliases: ['aml'],
    document:
      /\b(?:banks?|banking|credit unions?|kyc|know your customer|sanctions|suspicious activity|sars?|bsa|financial crimes?|fraud|transaction monitoring|compliance|money laundering|fintech|payments?)\b/i,
    unless: /\b(?:leuka?emias?|myeloid|oncology|hematolog\w*|haematolog\w*|chemotherapy|bone marrow)\b/i,
  },
  {
    // "GLP-1 agonists", "a GLP-1 therapy": the hormone a drug acts on, not good laboratory practice.
    skill: 'glp',
    aliases: ['glp'],
    otherSense: /^\s*-?\s*1\b/,
  },
  {
    // "A GMP contract", "GMP pricing": a builder's guaranteed maximum price, not good manufacturing practice.
    skill: 'gmp',
    aliases: ['gmp'],
    otherSense: /^\s+(?:contracts?|pric\w*|budgets?|estimates?|amendments?|proposals?|bids?)\b/i,
    unless: /\bguaranteed maximum price\b/i,
  },
  // Conventional names from curated-job-ad-skills.ts that are also ordinary words.
  {
    // "Quoting" is preparing prices for customers; "quoting your reference", "quoting the source" is citing.
    skill: 'quoting',
    aliases: ['quot', 'quotation'],
    otherSenseWritten: /^(?!(?:quoting|quotations?)$)/i,
    near: /\b(?:estimat\w*|pric\w*|customers?|clients?|jobs?|sales|orders?|invoic\w*|tenders?|bids?|costs?|costing|freight|premiums?|enquir\w*|inquir\w*|materials|labou?r|accounts?)\b/i,
    otherSense: /^\s+(?:the\s+|your\s+|our\s+)?(?:reference|ref|job reference|vacancy|source)\b/i,
  },
  {
    // Bolting is a fitter's trade (flanges, steel, mine roofs); "bolting on features" is adding them.
    skill: 'bolting',
    aliases: ['bolt'],
    otherSenseWritten: /^(?!bolting$)/i,
    near: /\b(?:torque\w*|flanges?|bolts?|tension\w*|steel\w*|structural|roofs?|mines?|mining|rigg\w*|pipework|pipelines?|fitters?|fitting|erect\w*|joints?|mechanical)\b/i,
    otherSense: /^\s+on\b/i,
  },
  {
    // "Investigations" as a skill is fact-finding where misconduct, crime or complaints are the subject; an
    // incident's, a site's or a lab's investigation is another practice with its own name.
    skill: 'investigations',
    aliases: ['investigation'],
    near: /\b(?:fraud|criminal|crimes?|police|detectives?|misconduct|complaints?|disciplinary|grievances?|allegations?|evidence|breach\w*|prosecut\w*|enforcement|safeguarding|interview\w*|witness\w*|offen\w*|whistleblow\w*)\b/i,
    otherSenseBefore:
      /\b(?:incident|accident|root[- ]cause|site|ground|geotechnical|intrusive|environmental|clinical|laboratory|lab|deviation|OOS|quality|failure|technical|network|security incident)\s+$/i,
  },
  {
    // Filing papers is office work; "tax filing", "court filing" and "filing deadlines" are other things.
    skill: 'filing',
    aliases: ['filing'],
    near: /\b(?:admin\w*|clerical|office|paperwork|documents?|records?|scanning|photocopying|typing|data entry|correspondence|archiv\w*|mail|post|reception)\b/i,
    otherSense: /^\s+(?:deadlines?|fees?|requirements|dates?|of (?:tax|returns|claims))\b/i,
    otherSenseBefore:
      /\b(?:tax|court|regulatory|SEC|patent|UCC|claims?|statutory|annual|insurance|VAT|return|e|electronic)[\s-]*$/i,
  },
  {
    // Waxing is a beauty treatment in a salon or spa; floors, cars and skis are waxed too.
    skill: 'waxing',
    aliases: ['waxing'],
    document:
      /\b(?:salons?|spas?|beauty|therapists?|therapy|aesthetic\w*|esthetic\w*|brows?|lash\w*|nails?|manicur\w*|facials?|treatments?)\b/i,
    otherSenseBefore: /\b(?:floor|floors|car|vehicle|ski|surf|board|stripping and|buffing and)\s+$/i,
  },
  {
    // Grooming is a skill with dogs and pets; "personal grooming" and "well groomed" describe a person.
    skill: 'pet-grooming',
    aliases: ['groom'],
    otherSenseWritten: /^(?!grooming$)/i,
    document: /\b(?:dogs?|pets?|canine|cats?|breeds?|kennels?|veterinar\w*|animals?|groomers?)\b/i,
    otherSenseBefore:
      /\b(?:personal|good|smart|well|high standards? of|standards? of|backlog)\s+(?:and\s+)?$/i,
  },
  {
    // Estimating costs, quantities and tenders is the trade skill; estimating a timeline or a figure is not.
    skill: 'estimating',
    aliases: ['estimat'],
    otherSenseWritten: /^(?!estimating$)/i,
    near: /\b(?:costs?|costing|tender\w*|bids?|quot\w*|materials?|jobs?|construction|pricing|take-?offs?|quantities|labou?r|works?|contracts?|subcontract\w*)\b/i,
  },
  {
    // "SEND" in capitals is special educational needs and disabilities; "send" is the verb.
    skill: 'special-educational-needs',
    aliases: ['send'],
    otherSenseWritten: /^(?!SEND$)/,
  },
  {
    // Yoga and Pilates taught or held as a qualification; "free yoga classes" is a perk of the job.
    skill: 'yoga',
    aliases: ['yoga'],
    near: /\b(?:teach\w*|instruct\w*|certif\w*|qualif\w*|RYT|deliver\w*|lead\w*|coach\w*|classes|sessions)\b/i,
    otherSenseBefore:
      /\b(?:free|weekly|onsite|on-site|subsidi[sz]ed|discounted|complimentary|office|lunchtime)\s+$/i,
  },
  {
    skill: 'pilates',
    aliases: ['pilat'],
    near: /\b(?:teach\w*|instruct\w*|certif\w*|qualif\w*|deliver\w*|lead\w*|coach\w*|classes|sessions|reformer|mat)\b/i,
    otherSenseBefore:
      /\b(?:free|weekly|onsite|on-site|subsidi[sz]ed|discounted|complimentary|office|lunchtime)\s+$/i,
  },
  {
    // "Childcare vouchers", "help with childcare costs": a benefit, not the work of caring for children.
    skill: 'childcare',
    aliases: ['childcar', 'child care'],
    otherSense:
      /^\s+(?:vouchers?|schemes?|benefits?|support|costs?|allowances?|subsid\w*|provision|responsibilities|commitments|arrangements)\b/i,
    otherSenseBefore: /\b(?:subsidi[sz]ed|free|emergency|backup|back-up|on-site|onsite|help with)\s+$/i,
  },
  {
    // "Personal care products", "the personal care sector": a consumer goods category.
    skill: 'personal-care',
    aliases: ['personal care'],
    otherSense: /^\s+(?:products?|brands?|categor\w*|industry|sector|goods|items|retail|ranges?|market)\b/i,
  },
  {
    // "Learning and development opportunities", "ongoing learning and development": what the job offers.
    skill: 'learning-and-development',
    aliases: ['learn and development', 'l&d'],
    otherSense: /^\s+(?:opportunit\w*|budgets?|allowances?|stipends?|funds?|days?|time)\b/i,
    otherSenseBefore:
      /\b(?:ongoing|continuous|continued|your|offer\w*|receive|support(?:s|ing)?\s+your|invest\w*\s+in\s+(?:your|our))\s+(?:[\w-]+\s+)?$/i,
  },
  {
    // "For illustration", "by way of illustration": an example, not drawing.
    skill: 'illustration',
    aliases: ['illustration'],
    otherSenseBefore: /\b(?:for|by way of|as an?)\s+$/i,
  },
  {
    // "Smooth sailing": an idiom.
    skill: 'sailing',
    aliases: ['sail'],
    otherSenseWritten: /^(?!sailing$)/i,
    // "A ferry sailing is cancelled", "sailing schedules": a ship's departure, which a shipper plans around.
    otherSenseBefore: /\b(?:smooth|plain|ferry|ship|vessel|cruise|boat)\s+$/i,
    otherSense: /^\s+(?:(?:is|was|are|were|gets?|got)\s+(?:cancel\w*|delay\w*|missed)|schedules?|times?)\b/i,
  },
  {
    // Translation between languages; "translation of requirements into designs" is turning one thing into another.
    skill: 'translation',
    aliases: ['translation'],
    otherSense: /^\s+(?:of|into|between|layers?|services? for (?:business|requirements))\b/i,
    near: /\b(?:languages?|translat\w*|interpret\w*|native|fluent|bilingual|linguist\w*|locali[sz]\w*|source|target|documents?|texts?|content)\b/i,
  },
  {
    // Software instrumentation (metrics and traces in code) is observability, not an instrument technician's trade.
    skill: 'instrumentation',
    aliases: ['instrumentation'],
    unless: /\b(?:software|telemetry|opentelemetry|tracing|observability|apm|sdks?)\b/i,
  },
  {
    // "Permit to work in the UK" is the right to work; a permit-to-work is a safety system on site.
    skill: 'permit-to-work',
    aliases: ['permit to work'],
    otherSense: /^\s+(?:in|for)\b/i,
  },
  // "Well-controlled", "well-completed": the adverb before a participle, not an oil well's control or completion.
  ...['well-control', 'well-completions'].map((skill) => ({
    skill,
    aliases: [],
    otherSenseWritten: /^well-/i,
  })),
  {
    // "Paediatric Nurse" is a job title; the skill is named "paediatric nursing" (or "pediatric nursing").
    skill: 'paediatric-nursing',
    aliases: [toKey('Paediatric nursing')],
    otherSenseWritten: /^(?!p(?:a)?ediatric nursing$)/i,
  },
  {
    // "Private equity-backed", "a private equity firm": who owns the employer, not investing as a skill.
    skill: 'private-equity',
    aliases: ['privat equity'],
    otherSense:
      /^\s*(?:-|\s)(?:backed|owned|funded|firms?|houses?|sponsors?|investors?|portfolio compan\w*)\b/i,
  },
  {
    // A distribution waterfall in a fund; the project methodology is named beside delivery or software words.
    skill: 'waterfall',
    aliases: ['waterfall'],
    near: /\b(?:agile|scrum|projects?|methodolog\w*|delivery|sdlc|software|hybrid|prince2)\b/i,
  },
  {
    // "Calibration sessions" of call scoring are agreeing marks, not calibrating instruments.
    skill: 'calibration',
    aliases: ['calibration'],
    otherSense: /^\s+(?:sessions?|meetings?|calls?)\b/i,
    otherSenseBefore: /\b(?:call|quality|score|scoring|QA|performance|rating)\s+$/i,
  },
]

// A trade named by one word that the stemmer folds onto an everyday word or a job title ("Catering" and "cater to",
// "Costing" and "cost", "Lettings" and "let", "CMMS" and "cm", "Tutoring" and "Tutor"): the skill counts only
// written as its name.
const namedOnlyAsWritten = [
  // One word folded onto an everyday word: "cater to", "cost", "let", "cm", a "Tutor" title, the "scaffolds" a
  // camera or a painter works on, the "conveyances" an inspector searches.
  `Lettings, Costing, Cooking, Milking, Decking, Kitting, Blasting, Tendering, Compounding, Metering,
  Slotting, Barbering, Banqueting, Cementing, Harvesting, Grinding, Cashiering, Chartering, Brewing,
  Snagging, Catering, Perming, Safeguarding, Facials, Surfing, Waterproofing, CMMS, Chauffeuring,
  Locksmithing, Blacksmithing, Lifeguarding, Tutoring, Invoicing, Scaffolding, Conveyancing`,
  // A job title beside the skill: "Quality Engineer", "Dental Nurse", "Drone Pilot".
  `Reservoir engineering, Production engineering, Broadcast engineering, Site reliability engineering, Data
  engineering, Structural engineering, Electronics engineering, MEP engineering, Process engineering,
  Manufacturing engineering, Reliability engineering, Quality engineering, Systems engineering, Materials
  engineering, Test engineering, Drone piloting, Perioperative nursing, Mental health nursing, Oncology
  nursing, Dental nursing, HR business partnering, Tour guiding`,
].flatMap((list) => list.split(/,\s+/).map((name) => name.replace(/\s+/g, ' ')))
for (const name of namedOnlyAsWritten)
  table.push({
    skill: skillId(name),
    aliases: [toKey(name)],
    otherSenseWritten: new RegExp(`^(?!${name}$)`, 'i'),
  })

// Field names (scripts/curated-field-skills.ts) that are also everyday words or names count only written as the
// name is written: "SAFe" (not "safe"), "JAWS" (not "jaws"), "COBRA", "SOAR", "ELISA" (not a person called Elisa),
// "VoiceOver" (not voice-over work), "Practical Law" (not "practical law firm experience").
const writtenAsName: [label: string, ...forms: string[]][] = [
  ['Scaled Agile Framework', 'SAFe'],
  ['JAWS', 'JAWS'],
  ['VoiceOver', 'VoiceOver'],
  ['COBRA administration', 'COBRA'],
  ['SOAR', 'SOAR'],
  ['ELISA', 'ELISA', 'ELISAs'],
  ['CEN', 'CEN'],
  ['Practical Law', 'Practical Law'],
  ['Procreate', 'Procreate'],
  // Stems of everyday words: "twice", "encased", "lamb", a delivery "docket", "Bess", German "Sie".
  ['TWIC card', 'TWIC'],
  ['EnCase', 'EnCase'],
  ['Lambing', 'Lambing', 'lambing'],
  ['Docketing', 'Docketing', 'docketing'],
  ['Battery storage', 'BESS'],
  ['SIE exam', 'SIE'],
]
for (const [label, ...forms] of writtenAsName)
  table.push({
    skill: skillId(label),
    aliases: forms.map(toKey),
    otherSenseWritten: new RegExp(`^(?!(?:${forms.map(escapeRegExp).join('|')})$)`),
  })

table.push(
  {
    // "FLSA Status: Non-Exempt" classifies the post in a US public ad; the law is a skill where it is administered.
    skill: 'flsa',
    aliases: ['flsa'],
    otherSense: /^\W*(?:status|designation|category|exempt|non-?exempt|overtime)\b/i,
  },
  {
    // Retail markdowns cut prices; the Markdown of documentation is written beside docs and code.
    skill: 'markdown',
    aliases: ['markdown'],
    near: /\b(?:docs?|documentation|readmes?|github|gitlab|git|html|wikis?|static site|jekyll|hugo|mkdocs|docs-as-code|technical writ\w*|yaml|json|notes)\b/i,
  },
  {
    // A reaper harvests; Reaper the audio workstation is named beside recording and mixing.
    skill: 'reaper',
    aliases: ['reaper'],
    otherSenseWritten: /^(?!Reaper$|REAPER$)/,
    near: /\b(?:daws?|audio|record\w*|mix\w*|master\w*|pro tools|logic|ableton|cubase|podcasts?|sound|music|plugins?|vst)\b/i,
  },
  {
    // A kitchen's blenders are appliances; Blender the 3D suite belongs to modelling and animation.
    skill: 'blender',
    aliases: ['blender'],
    otherSenseWritten: /^(?!Blender$)/,
    document:
      /\b(?:3d|modell?ing|animat\w*|render\w*|maya|cinema 4d|houdini|zbrush|texturing|rigging|unreal|unity|vfx|sculpt\w*)\b/i,
  },
  {
    // A gong is an instrument or an award; Gong records sales calls.
    skill: 'gong',
    aliases: ['gong'],
    otherSenseWritten: /^(?!Gong$)/,
    document: /\b(?:sales|revenue|pipeline|quota|crm|salesforce|hubspot|outreach|salesloft|calls?)\b/i,
  },
  {
    // Relativity is physics too; the review platform is named where documents are reviewed for litigation.
    skill: 'relativity',
    aliases: ['relativity'],
    otherSenseWritten: /^(?!Relativity$)/,
    document:
      /\b(?:e-?discovery|e-?disclosure|litigation|legal|law firm|paralegal|document review|attorneys?|solicitors?)\b/i,
  },
  {
    // Clio is also the advertising award; the practice-management tool is named in a law office.
    skill: 'clio',
    aliases: ['clio'],
    otherSense: /^\s+awards?\b/i,
    document: /\b(?:law|legal|paralegal|attorneys?|solicitors?|matters|case management|billing)\b/i,
  },
  {
    // "Group policy" is also an insurance product; the Windows setting is named beside directory and desktop work.
    skill: 'group-policy',
    aliases: [toKey('Group Policy')],
    document:
      /\b(?:active directory|windows|intune|sccm|desktops?|servers?|it support|sysadmin|domain controllers?|entra)\b/i,
  },
  ...['Salesforce validation rules', 'Salesforce Data Loader', 'Salesforce Flow', 'Permission sets'].map(
    (label) => ({
      // "Validation rules", "data loader", "flow builder", "permission sets" are generic words in other software;
      // they name the Salesforce features in a Salesforce posting or resume.
      skill: skillId(label),
      aliases: [],
      document: /\b(?:salesforce|sfdc|sales cloud|service cloud|apex|lightning)\b/i,
    }),
  ),
)

for (const skill of ['cpr', 'first-aid'])
  table.push({ skill, aliases: [], otherSenseBefore: providedBefore, otherSense: providedAfter })

table.push(
  {
    // "Track the project schedule and budget", "scope, budget and deliverable schedule": a project's budget kept
    // beside its schedule is project management; owning or preparing a budget is budgeting. "A professional
    // development budget" is an allowance the job gives.
    skill: 'budgeting',
    aliases: ['budget'],
    otherSense: /^s?\s*(?:,|and)\s+(?:[\w-]+\s+){0,2}schedules?\b/i,
    otherSenseBefore:
      /\b(?:schedules?|scope)\b(?:,?\s+[\w-]+){0,2}(?:,|\s+and)\s+$|\b(?:development|learning|training|wellness|wellbeing|equipment)\s+$/i,
  },
  {
    // "Keep patient records private": keeping records confidential is discretion, not the keeping of records.
    skill: 'record-keeping',
    aliases: [],
    otherSense: /^\s+(?:private|confidential|secure|safe)\b/i,
    // "Keep accurate case records in the case management system", "maintains records for NRC requirements": keeping
    // the records of one's own work is a duty of most jobs, which recruiters list as the system it is kept in;
    // they list record keeping where the ad names it so (tune halves: 0 of 14 verb forms, 3 of 3 named).
    otherSenseWritten: /^(?:keep|keeps|keeping|kept|maintain|maintains|maintaining|maintained)\b/i,
  },
  {
    // "Help with inventory counts", "assist with the annual physical inventory": counting under another's lead.
    skill: 'stocktaking',
    aliases: [],
    otherSenseBefore: new RegExp(helpsWith(), 'i'),
  },
  {
    // "Recruitment Type: Open Competitive", "Open Continuous Recruitment": the ad's own hiring process. Recruiting
    // partners, members or volunteers ("recruit and sign new practices", "poll worker recruitment") is winning
    // them over, not hiring staff.
    skill: 'recruiting',
    aliases: ['recruit', 'recruitment'],
    // The ad's own hiring, too: "an accessible recruitment process", "Acme Staffing are recruiting on behalf of a
    // client", "Keystone Recruitment is partnering with …", "we are currently recruiting".
    otherSense:
      /^\s*(?:types?\b|:)|^\W*(?:(?:and|or)\s+\w+\s+)?(?:new\s+)?(?:[\w-]+\s+)?(?:partners?|practices|resellers|members|donors|volunteers|participants|subscribers)\b|^\s+(?:process(?:es)?|campaigns?|drives?|days?|events?|fairs?|meetings?|on behalf|for (?:this|the|these|our) (?:role|position|post|vacanc\w*)|(?:is|are|will|has|have)\s+(?:partner\w*|work\w*|recruit\w*|contact\w*|act\w*|delighted|pleased|excited))\b/i,
    otherSenseBefore:
      /\b(?:open|continuous|competitive|closed)\s+$|\b(?:volunteers?|poll workers?|members?|donors?|participants?|students?)\s+$|\b(?:are|is|we're|currently|now|actively)\s+$|\b(?:seeking|looking|wish\w*|want\w*|aim\w*|plan\w*|hop\w*)\s+to\s+$/i,
  },
  {
    // "Jira (boards, filters, dashboards)", "Salesforce reports and dashboards": a dashboard in a tool for other work
    // is that tool's feature, listed as the tool or as reporting. Dashboards built in a tool for charting data
    // (Tableau, Power BI) or beside charts and graphs visualise it.
    skill: 'data-visualization',
    aliases: ['dashboard'],
    near: /\b(?:visuali[sz]\w*|charts?|charting|graphs?|infographics?|storytelling|d3|tableau|power ?bi|looker|qlik\w*|grafana|superset|metabase|kibana|data studio)\b/i,
  },
  {
    // "Own team KPIs", "deliver against cost KPIs": a KPI is a target to meet; tracking or reporting them is the
    // skill.
    skill: 'kpi-reporting',
    aliases: ['kpi', 'kpis'],
    near: /\b(?:report\w*|track\w*|monitor\w*|dashboards?|scorecards?|packs?)\b/i,
  },
  {
    // "Wealth management, financial planning or investment management": advising clients on their money is the
    // firm's business; forecasting is planned beside budgets and models.
    skill: 'forecasting',
    aliases: ['financial plan'],
    near: /\b(?:budget\w*|forecast\w*|fp&a|variances?|models?|modell?ing|projections?)\b/i,
  },
  {
    // "Partner with supply planning", "the supply chain team", "a degree in logistics or supply chain": another
    // team or a field of study, not the skill.
    skill: 'supply-chain-management',
    aliases: ['supply chain', 'supply plan'],
    otherSense: /^\s+(?:teams?|department|function|colleagues|partners|organi[sz]ation)\b/i,
    otherSenseBefore: new RegExp(
      String.raw`\b(?:partner\w*|work\w*(?:\s+closely)?|liais\w*|collaborat\w*)\s+with\s+(?:the\s+|our\s+)?$|${degreeField}|\b(?:postgraduate|graduate)\s+qualification\s+in\s+$`,
      'i',
    ),
  },
  // "Microsoft Office (Word, Excel, Outlook)", "MS Office, especially Outlook and Word": the suite's apps by their
  // bare names; elsewhere a word and an outlook are plain English ("word of mouth", "a positive outlook").
  ...[
    ['microsoft-word', 'word'],
    ['microsoft-outlook', 'outlook'],
  ].map(([skill, alias]) => ({
    skill: skill!,
    aliases: [alias!],
    near: /\b(?:(?:Microsoft|MS)\s+(?:Office|Word|Outlook)|(?:Office|Microsoft)\s+365|Excel|PowerPoint)\b/,
  })),
)

// A language's name counts where the line speaks of language, written as its name ("polish" and "Polished" are
// not Polish).
for (const name of languageNames)
  table.push({
    skill: skillId(name),
    aliases: [],
    near: languageContext,
    otherSenseWritten: new RegExp(`^(?!(?:${languageForms(name).join('|')})$)`, 'u'),
    ...(name === 'English' ? englishSenses : {}),
  })

const bySkill = new Map<string, Omit<AmbiguousAlias, 'aliases'> & { aliases: Set<string> }>(
  table.map((entry) => [entry.skill, { ...entry, aliases: new Set(entry.aliases) }]),
)
// A second entry for a skill would silently replace the first: each skill's senses go in one entry.
if (bySkill.size !== table.length) throw new Error('ambiguous-aliases: a skill has two entries')

/** Where `written` appears in the line as whole words ("R" is not the R of "Registered"). */
function places(line: string, written: string): number[] {
  const escaped = escapeRegExp(written)
  return [...line.matchAll(new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'giu'))].map(
    (m) => m.index,
  )
}

// The document (a whole posting or resume) is the same for every line read from it: each test runs once per
// document, not once per mention.
const lastTest = new Map<RegExp, { document: string; result: boolean }>()
function testDocument(pattern: RegExp, document: string): boolean {
  const last = lastTest.get(pattern)
  if (last?.document === document) return last.result
  const result = pattern.test(document)
  lastTest.set(pattern, { document, result })
  return result
}

/**
 * Each skill the table names with its stemmed keys, for checking that every key still reads as that skill after a
 * stemmer or lexicon change.
 */
export const ambiguousAliasKeys = () => table.map((entry) => [entry.skill, entry.aliases] as const)

/** Whether any alias of the skill is ambiguous (most are not: then no check is needed). */
export const hasAmbiguousAlias = (skillId: string) => bySkill.has(skillId)

/**
 * Whether a mention of an ambiguous alias is supported by its line and its document. Mentions of other
 * skills, and other aliases of the same skill, always count.
 */
export function isSupported(skillId: string, written: string, line: string, document: string): boolean {
  const entry = bySkill.get(skillId)
  if (!entry) return true
  if (entry.aliases.size && !entry.aliases.has(toKey(written))) return true
  if (entry.unless && testDocument(entry.unless, document)) return false
  if (entry.otherSenseWritten?.test(written)) return false
  // "USB-C ports in C firmware": one place where the words around it give the alias its sense is enough.
  const at = places(line, written)
  const otherSense = (i: number) => {
    const before = line.slice(0, i)
    if (entry.graded?.test(before)) return false
    return (
      !!entry.otherSense?.test(line.slice(i + written.length)) ||
      !!entry.otherSenseBefore?.test(before) ||
      (!!entry.received && /ed$/i.test(written) && entry.received.test(before))
    )
  }
  if (at.length && at.every(otherSense)) return false
  if (entry.near && !entry.near.test(line)) return false
  if (entry.document && !testDocument(entry.document, document)) return false
  return true
}
