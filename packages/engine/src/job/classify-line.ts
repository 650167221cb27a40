/** What a part of a job description is about; benefits and boilerplate are ignored by the analysis. */
export type JobSection = 'intro' | 'required' | 'preferred' | 'responsibilities' | 'benefits' | 'boilerplate'

const headings: [JobSection, RegExp][] = [
  [
    'preferred',
    /\b(preferred|nice[- ]to[- ]haves?|bonus|pluses|desired|desirable|good to have|would be great|extra credit)\b/i,
  ],
  [
    'benefits',
    // "Package", "Remuneration", "Total rewards": what the job pays and gives.
    /\b(benefits|perks|what we offer|(?:what's |what is )?on offer|in return|compensation|salary|why (join|work|us)|we offer|pay range|what you get|(?:the |our |salary (?:and|&) )?package|remuneration|(?:total )?rewards)\b/i,
  ],
  // "Why Ironwood:", "Why Kestrel Labs": why to work for the employer, which it names, is what it offers.
  // A name's letters may carry accents and macrons ("Why Tōtara").
  ['benefits', /^Why\s+\p{Lu}[\p{L}\w&'.-]*(?:\s+\p{Lu}[\p{L}\w&'.-]*){0,3}\??:?$/u],
  [
    'boilerplate',
    // "How to apply", "Application procedure": where to send the application, not what the job needs. "Who we are
    // looking for" is the person sought, not the employer.
    /\b(equal (employment )?opportunity|eeo|about (us|the company|the team)|company profile|who we are(?! (?:looking|seeking|searching|hoping|after))|our (mission|values|story)|diversity|accommodation|how to apply|application (procedures?|process|instructions))\b|^(?:to apply|applications?):$|^us:?$/i,
  ],
  [
    'responsibilities',
    /\b(responsibilities|what you(?:'|’| wi)ll (?:be )?do(?:ing)?|duties|the role|day[- ]to[- ]day|your impact|in this role|job description|overview)\b/i,
  ],
  [
    'required',
    /\b(requirements|qualifications|required|must[- ]haves?|(what )?you('| wi)ll (need|bring)|what you need|who you are|(what|who) we('re| are) (looking|searching) for|who we('re| are) (seeking|after)|what we need|you have|skills|experience|education|licens|certification)/i,
  ],
  // "About you", "Your profile", "Essential criteria", "Need:": the person sought, as boards in many countries head it.
  [
    'required',
    /\b(?:about you|your profile|(?:the )?ideal candidate|candidate profile|what you(?:'|’|\s+wi)?(?:ll)?\s*bring|(?:essential|selection|key|person) (?:criteria|specification)|what we expect|(?:you|we) need)\b|^(?:needs?|essentials?|profile|criteria|you):?$/i,
  ],
  // "Join our team", "Job details", "The opportunity": the job itself begins, after an "About us" block or a benefits
  // list, under a heading that names neither its duties nor its requirements.
  [
    'intro',
    /^(?:join (?:our|the) team|join us|the (?:opportunity|position|job|vacancy)|(?:position|job|role) (?:summary|details|overview)|your role):?$/i,
  ],
]

// "Requirements: SQL", and a table's row pasted as text, "Education | Bachelor's degree" or "Nice to have<TAB>CPA":
// a field's name, then its value.
export const fieldBreak = /:|\s\|\s|\t/

/** The section a heading line opens, or undefined when the line is not a heading. */
export function findHeadingSection(line: string): JobSection | undefined {
  const text =
    line
      .trim()
      .replace(/^#+\s*/, '')
      .split(fieldBreak)[0]!
      .trim() + (fieldBreak.test(line) ? ':' : '')
  if (!text || text.length > 60) return undefined
  const looksLikeHeading = /:$/.test(text) || (/^[^.!?]*$/.test(text) && text.split(/\s+/).length <= 6)
  if (!looksLikeHeading || /^[-*•·]/.test(text)) return undefined
  for (const [section, pattern] of headings) if (pattern.test(text)) return section
  return undefined
}

// "… is a big plus", "a strong plus", "DELTA will be big plus", "IFMGA certificate — plus": a plus however graded.
const plus = String.raw`(?:an?\s+)?(?:(?:big|huge|strong|definite|great|real|major|nice|added|additional)\s+)?plus`
const preferredLine = new RegExp(
  String.raw`\b(?:preferred|nice to have|bonus|a plus|desirable|ideally|advantageous|not required)\b|\b(?:is|are|be)\s+${plus}\b|\ban?\s+(?:big|huge|strong|definite|great|real|major|nice|added|additional)\s+plus\b|\s[-–—]\s*${plus}\W*$`,
  'i',
)
// An equal-opportunity statement runs to the end of its paragraph: "… is an equal opportunity employer. People of
// color and veterans are encouraged to apply." names groups of people, not skills.
export const equalOpportunity =
  /\b(?:equal (?:employment )?opportunity|eoe|eeo|affirmative action|(?:prohibits|prohibit|against) discrimination|regardless of|without regard)\b/i
const boilerplateLine =
  /\b(401\s*\(?k\)?|dental (?:insurance|coverage|plan|benefits)|medical, dental|dental,? (?:and )?vision|vision insurance|paid time off|pto|parental leave|health insurance|reasonable accommodation|background check|e-verify|protected veteran)\b/i

// "To apply, complete the online application …", "Apply online at …", "Send your CV with …", "By applying you
// consent to …": how to apply, however it is headed.
// "✔ Send CV with photo on WhatsApp", "Submit a resume …": a mark or an emoji before it, and no article, change nothing.
const applyLine =
  /^[^\p{L}\d]*(?:to apply\b|apply (?:online|now|at|via|through|by)\b|by applying\b|(?:please\s+)?(?:send|email|e-mail|submit|forward|whatsapp)\s+(?:us\s+)?(?:your\s+|a\s+|an\s+)?(?:updated\s+|full\s+)?(?:cv|resume|résumé|application)\b)/iu
// "Shortlisted candidates will be invited to a simulator assessment and interview", "only those selected for interview
// will be contacted", "Applications will be screened …": how the employer chooses, whose tests and interviews are
// steps of the hiring, not skills the job needs; what a step assesses ("an oral interview assessing problem solving
// and customer service") is what the job needs.
const assesses = /\b(?:assess(?:es|ing)?|evaluat(?:es|ing)|measur(?:es|ing)|covering)\b/i
const selectionLine =
  /\b(?:candidates|applicants)\s+(?:will|may)\s+be\s+(?:invited|contacted|asked|notified|required\s+to\s+(?:complete|attend|sit|undergo))\b|\b(?:selected|shortlisted)\s+for\s+(?:an?\s+|the\s+)?interview|\bapplications\s+(?:will|may)\s+be\s+(?:screened|reviewed|accepted|considered|filed)\b|\bwe\s+thank\s+all\s+applicants\b/i
// What the employer gives, in a sentence of its own under any heading: "We offer medical aid and paid CPD …",
// "Company-paid type rating and training", "All new crew attend a 14-week training programme covering …", "we will
// train people from trades like HVAC", "Benefits include free on-site parking": what it offers or teaches is no skill it
// asks the reader to bring.
const givenLine =
  /^\s*(?:[-*•·▪]\s+)?(?:we(?:'ll| will)?\s+(?:also\s+)?(?:offer|provide|pay for|fund|cover)|(?:the\s+|our\s+)?(?:benefits|perks)\s+(?:include|are))\b|\b(?:company|employer|fully)[- ]paid\b|\bwe(?:'ll| will)\s+train\b|\b(?:new|all new|successful)\s+(?:[a-z]+\s+)?[a-z]+s\s+(?:will\s+)?(?:complete|attend|undergo|receive|go through)\b/i

// "28 days' paid holiday, pension, Blue Light Card, and £500 refer-a-friend bonus": a list of what the job pays and
// gives, wherever it stands (an ad may open on it), is no skill.
const perk =
  /\b(?:pension|(?:paid )?holidays?|annual leave|bonus(?:es)?|401\(?k\)?|health insurance|medical aid|life (?:assurance|insurance)|discounts?|free parking|employee assistance)\b/gi
const perks = (line: string) =>
  (line.match(perk)?.length ?? 0) >= 2 && !/\b(?:experience|knowledge|skills?)\b/i.test(line)

// "Privacy · Accessibility · Cookies", "©2026 Indeed   Accessibility at Indeed   Privacy Center": a site's footer of
// links, whose words ("Accessibility", "Help centre") are pages of the site, not what the job needs.
const siteLink =
  /\b(?:privacy|cookies?|terms|accessibility|site\s?map|legal\s+notice|imprint|impressum|ad\s+choices|help\s+cent(?:er|re))\b|©/gi
const siteFooter = (line: string) =>
  (line.match(siteLink)?.length ?? 0) >= 2 && line.split(/\s{2,}|\s*[·|]\s*/).length >= 3

// "TalentBridge HR Sdn. Bhd., a licensed recruitment agency (JTKSM licence no. 5550)", "Licensed crew placement
// agency under MLC 2006", "Registered under the Cooperative Societies Act": the organisation's own licence; "… abides
// by the POPI Act in processing your personal information": its privacy notice. Neither is held by the reader.
const organisation = String.raw`(?:agency|agencies|company|employer|employment business|firm|provider|broker|dealer|society|co-?operative|charity|organi[sz]ation|operator|contractor)`
const ownLicence = new RegExp(
  String.raw`(?:^[^\p{L}\d]*|\b(?:is|are|we're|we are)\s+(?:an?\s+)?|,\s+an?\s+)(?:fully\s+)?(?:licensed|registered|accredited|authori[sz]ed|regulated)\s+(?:[\w/&-]+\s+){0,2}?${organisation}\b|^[^\p{L}\d]*(?:registered|licensed|incorporated)\s+(?:under|with|by)\s`,
  'iu',
)
const privacyNotice =
  /\b(?:process(?:es|ing)?|handl(?:es|ing)|us(?:es|ing)|stor(?:es|ing)|collect(?:s|ing)?)\s+(?:of\s+)?(?:your|applicants['’]?|candidates['’]?)\s+personal\s+(?:information|data)\b/i

// "Address: 4th Floor, 27th Main, HSR Layout Sector 2, Bengaluru": where the employer is, not what the job needs.
const addressField =
  /^[^\p{L}\d]*(?:(?:office|postal|street|company|head office|registered)\s+)?address\s*:/iu
// "Don't have side-loader experience? That's fine.": what the ad says it does not need.
const notNeeded =
  /\b(?:don['’]t|do not)\s+have\b[^?]{0,80}\?\s*(?:that['’]s|that is|it['’]s|it is|no)\s+(?:fine|ok|okay|a problem|problem|worries)\b/i

/** A line's own section: a line saying "preferred" or describing benefits overrides its heading. */
export function classifyLine(line: string, section: JobSection): JobSection {
  if (
    boilerplateLine.test(line) ||
    equalOpportunity.test(line) ||
    applyLine.test(line) ||
    siteFooter(line) ||
    ownLicence.test(line) ||
    privacyNotice.test(line) ||
    addressField.test(line) ||
    notNeeded.test(line) ||
    (selectionLine.test(line) && !assesses.test(line))
  )
    return 'boilerplate'
  if (section === 'benefits' || section === 'boilerplate') return section
  if (givenLine.test(line) || perks(line)) return 'benefits'
  if (preferredLine.test(line)) return 'preferred'
  return section
}
