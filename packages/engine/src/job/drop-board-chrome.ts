// What a job board prints around a posting: buttons, ages, applicant counts, ratings and its own headings.
const chrome = new RegExp(
  [
    '(?:easy |quick )?apply(?: now| for this job| on company site)?',
    'save(?:d)?(?: jobs?)?',
    'share',
    'report(?: this)?(?: job)?',
    // LinkedIn's notes on who pays for the ad and how busy its poster is.
    'promoted(?: by (?:the )?(?:hirer|employer))?',
    'responses managed (?:off|on) linkedin',
    '\\d[\\d,]* on linkedin',
    // An applicant-tracking page's footer: "Powered by iCIMS".
    'powered by .+',
    'actively (?:recruiting|hiring|reviewing applicants)',
    'be an early applicant',
    // Naukri's buttons: "Register to apply | Login to apply", "Send me jobs like this".
    '(?:register|log ?in|sign ?in) to apply',
    'send me jobs like this',
    'show (?:more|less)',
    // LinkedIn's buttons under a post.
    '(?:like|comment|repost|send)(?![a-z])',
    // Facebook's under a comment: "Like · Reply · 1h".
    'reply',
    '\\d{1,2}\\s?[mhdw]\\b',
    // WhatsApp's mark on a message passed on.
    'forwarded(?: many times)?',
    // A whole page pasted brings the site's own links above the ad.
    'skip to (?:main )?content',
    'skip navigation',
    '(?:sign|log) ?(?:in|up|out)',
    // LinkedIn's own menu, one link a line when pasted whole.
    'my network',
    'messaging',
    'notifications',
    'me(?![a-z])',
    'for business',
    'try premium(?: for \\S+)?',
    'back to (?:search results|results|jobs|search)',
    '(?:job )?search(?: for)?(?: jobs)?',
    // A social page's tab over its posts ("← Posts").
    'posts',
    'home',
    '(?:create|set up) (?:a )?job alert',
    'view (?:all )?jobs?',
    // A careers page's own headings over its list of openings.
    // "Current openings at Northwind Dental Partners": Greenhouse's link back to the list.
    'current openings at .+',
    // "Open Positions (14)": with the count of them.
    '(?:all |open |current )?(?:jobs|careers|job openings|openings|open positions|vacancies)(?:\\s*\\(\\d+\\))?',
    // Indeed's badge on a fresh ad.
    'new',
    // A Facebook page's kind under its name ("Page · Bakery").
    'page · .+',
    'menu',
    // Workday prints its fields' names on lines of their own, in lower case.
    'locations?',
    'time type',
    'posted on',
    'job requisition id',
    'print',
    'see more',
    'about the job',
    'job details',
    'full job description',
    // Indeed's head over the qualifications it matched against the reader's profile, and its note on applying.
    'profile insights',
    "here['’]s how the job qualifications align with your profile\\.?",
    'you must create an indeed account .+',
    'pulled from the full job description',
    // "Reposted on Jan 30", "Posted 02/05/2026": the date the board put the ad up.
    '(?:re)?posted(?: on)? (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.? \\d{1,2}(?:, \\d{4})?|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)',
    // Craigslist's "posted 2026-11-24 08:41" and its buttons to answer or flag the ad.
    '(?:re)?posted(?: on)? \\d{4}-\\d{2}-\\d{2}(?: \\d{1,2}:\\d{2})?',
    'reply',
    'prohibited',
    'post\\s+account',
    'favorite\\s+hide\\s+flag(?:\\s+share)?',
    '(?:re)?posted(?: on)?',
    '(?:re)?posted (?:\\d+|an?|one) \\w+ ago',
    '\\d+\\+? (?:minutes?|hours?|days?|weeks?|months?) ago',
    '(?:over )?\\d+\\+? applicants?',
    '\\d(?:\\.\\d)? out of 5 stars',
    '\\d(?:\\.\\d)? ?★',
    // Glassdoor's figures beside the employer: "91% Recommend to a friend", "Approve of CEO 88%".
    '(?:\\d{1,3}%\\s*)?(?:recommend to a friend|approve of ceo)(?:\\s*\\d{1,3}%)?',
    // LinkedIn's line on the employer: "201-500 employees · Financial Services" (its size, then its industry, or the
    // industry first: "Financial Services · 201-500 employees · 214 on LinkedIn").
    '(?:^[^·\\d]+·\\s*)?\\d[\\d,]*(?:[-–]\\d[\\d,]*|\\+)? (?:employees|çalışan|funcionários|empleados|mitarbeitende|mitarbeiter|salariés|werknemers|pracowników|karyawan|pekerja)(?:\\s*·\\s*[^·]+$)?',
    // The same buttons and links on the boards of other languages' markets: follow, apply, save, share, jobs.
    'takip et|başvur|kaydet|paylaş|iş ilanları',
    'seguir|candidatar(?:-se)?|candidatura|postular(?:me)?|aplicar|guardar|salvar|partilhar|compartilhar|compartir',
    'vagas|empregos|empleos|ofertas de (?:empleo|trabajo)',
    '(?:jetzt )?bewerben|merken|teilen|folgen|stellenangebote',
    "suivre|postuler|partager|sauvegarder|offres d['’]emploi",
    'volgen|solliciteren|opslaan|delen|vacatures',
    'obserwuj|aplikuj|zapisz|udostępnij|oferty pracy',
    'ikuti|simpan|bagikan|kongsi|lowongan(?: kerja)?',
  ]
    .map((phrase) => `(?:${phrase})`)
    .join('|'),
  'gi',
)

// A site's path to the ad ("CL > portland > jobs > general labor", "Home › Jobs › Retail"): its filing, not a header.
// Some print it with slashes from the home page on ("Home / Jobs / Construction & roading / Drainlayers"), which a
// title's alternatives ("Chef / Cook / Kitchen Hand") never start with.
const breadcrumb = /^[^>›»]+(?:\s[>›»]\s[^>›»]+){2,}$|^(?:home|jobs|search|careers)(?:\s\/\s[^/]+){2,}$/i
// The browser's title for the page, pasted over the ad: "Installer - Noosa | Jobs | Gumtree Australia … | 1321477652".
const pageTitle = /\s\|\s(?:jobs?|careers?|vacancies)\s\|\s/i
// LinkedIn's degree of connection beside a poster's name ("Priya Shah • 2nd", "Tom Reyes · 3rd+").
const connection = /^[^•·]{2,40}\s[•·]\s(?:1st|2nd|3rd\+?)$/
// A chat's channel ("#jobs-and-gigs") and the sender's name with the time Slack prints beside it ("Lars Holm  9:05
// AM") are the chat's, not the ad's.
const channel = /^#[\p{L}\d][\p{L}\d_-]*$/u
const chatSender = /^\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*){0,3}\s{2,}\d{1,2}:\d{2}(?:\s?[AP]M)?$/iu
// A job board's own name on a line of its own over the ad ("Gumtree", "Trade Me Jobs", "indeed").
export const boardName =
  /^(?:indeed|linkedin|glassdoor|seek|reed|totaljobs|cv-library|monster|ziprecruiter|careerbuilder|simplyhired|snagajob|dice|gumtree|craigslist|kijiji|trade me(?: jobs)?|stepstone|xing|naukri(?:\.com)?|jobstreet|jobsdb|bayt(?:\.com)?|jora|adzuna|welcome to the jungle|workopolis|jobindex|finn(?:\.no)?|rozee(?:\.pk)?|kariyer\.net|nhs jobs|usajobs|jobserve|wellfound|otta|brightermonday|jobberman|pnet|careers24|mycareersfuture|infojobs|pracuj\.pl|profesia|jobs\.ch|karriere\.at|jobs\.ie|irishjobs|caterer\.com|seek jobs|indeed jobs|olx|jiji|quikr|dubizzle|mudah|computrabajo|bumeran|catho|glints|kalibrr|wuzzuf|naukrigulf|gulftalent|foundit|shine|timesjobs|apna|workindia|careerjet|jooble|bdjobs|fuzu|myjobmag|careerjunction|job bank|jobbank|handshake|idealist|facebook|instagram|whatsapp|telegram|reddit)$/i
// "seek.com.au", "reed.co.uk": the board's own name over the ad.
// "CaribbeanJobs.com", "hh.kz": a name in any case before a domain's ending in lower case (not "Node.js").
const siteName = /^(?:www\.)?[A-Za-z0-9-]+(?:\.(?:com|net|org|io|co|jobs|(?!js\b)[a-z]{2}))+$/
// A browser tab's title pasted first ends in the site's name: "Warehouse Operative - Nights - Northampton - Indeed.com".
const siteAfterTitle = new RegExp(
  String.raw`\s[-|–—]\s(?:${boardName.source.slice(1, -1)}|${siteName.source.slice(1, -1)})$`,
  'i',
)

// An ad forwarded by email: the message's headers ("From: … <a@b.com>", then "Sent:", "To:", "Cc:", "Date:"), the
// forwarding line, and a greeting ("Hi Meg, saw this and thought of you!", "Dear colleagues,") are the mail's; its
// subject ("Subject: Fwd: Vacancy - BSL Interpreter (Cardiff)") is the ad's header.
const mailFrom = /^(?:from|reply-to):\s.*(?:@|<)/i
const mailField = /^(?:sent|to|cc|bcc|date):\s/i
const forwarded = /^-{2,}\s*(?:forwarded|original) message\s*-{2,}$/i
const greeting = /^(?:hi|hello|hey|dear|good (?:morning|afternoon))\b[^.!?]{0,40}[,!]/i
const subject = /^subject:\s*(?:(?:fwd?|fw|re)\s*:\s*)*/i

// A chat exported or copied from WhatsApp starts each message with its time and sender: "[7:52 pm, 19/11/2026]
// Asha Rao: …", "[27-11 09:41] Asha Rao: …" (copied), "19/11/2026, 19:52 - Asha Rao: …" (exported). The sender
// forwards the ad; the message is it.
const chatStamp =
  /^(?:\[(?=[^\]]*\d[:.]\d\d)[\d/.:,\s-]+(?:[ap]\.?m\.?)?[\d/.:,\s-]*\]|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},\s\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?\s[-–])\s[^:]{1,40}:\s*/i

// "Hello all, please share this in your groups!!", "Pls forward to needy persons 🙏": a chat's plea to pass the ad
// on is none of the ad.
const shareRequest =
  /^(?:(?:hi|hello|hey|dear)\b[^,!.]{0,20}[,!.]+\s*)?(?:urgent(?:ly)?\s+(?:requirement|hiring|vacancy)[,!.]*\s*)?(?:please|pls|plz|kindly)\s+(?:share|forward|repost|pass)\s+(?:this|it|the\s+(?:post|ad|message|vacancy|job)|to|in|with\s+(?:friends|anyone|others))\b[^.!?]{0,60}(?:[.!?\s]|\p{Extended_Pictographic}|\uFE0F)*$/iu

// "Good morning all 🙏", "Hello everyone!": a chat's greeting on a line of its own.
const greetingOnly =
  /^(?:good (?:morning|afternoon|evening|day)|hi|hello|hey|greetings|namaste|salaam|dear (?:all|friends|members|sir\/madam))(?:\s+(?:to\s+)?(?:all|everyone|everybody|friends|team|group|guys|folks|members|sir|madam))?(?:[\s,!.]|\p{Extended_Pictographic}|\uFE0F)*$/iu

// "Hi all, please share 🙏 Fjord Roofing ApS is looking for …": the plea before the ad's first sentence.
const sharePrefix =
  /^(?:(?:hi|hello|hey|dear)\b[^,!.]{0,20}[,!.]+\s*)?(?:please|pls|plz|kindly)\s+(?:share|forward|repost)(?:\s+(?:this|it))?(?:[!.,]+\s*|\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)+)(?=\p{Lu})/iu
const postGreeting =
  /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]reetings|[Kk]ia ora(?: koutou)?|[Hh]ola|[Bb]onjour|[Hh]allo|[Oo]lá|[Kk]amusta|[Nn]amaste|[Ss]alaam|[Jj]ambo|[Hh]abari)(?:\s+(?:to\s+)?(?:all|everyone|everybody|guys|friends|folks|team|there|people))?\s*[,!]*\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*(?=\p{Lu}\S*\s+\S+\s+\S)/u

function dropMail(lines: string[]): string[] {
  let fromAt = -Infinity
  return lines.flatMap((line, at) => {
    if (mailFrom.test(line)) fromAt = at
    if (mailFrom.test(line) || (mailField.test(line) && at - fromAt <= 4) || forwarded.test(line)) return []
    if (greeting.test(line) && fromAt >= 0) return []
    if (!subject.test(line)) return [line]
    // "Subject: Fw: job - thought of you": a forwarder's own words in lower case name no job.
    const text = line.replace(subject, '')
    return /\p{Lu}/u.test(text) || !/^subject:\s*fwd?:/i.test(line) ? [text] : []
  })
}

// Glassdoor's tabs over an ad ("Job" / "Company" / "Salary" / "Reviews"), a careers site's menu ("Jobs" / "People"
// / "Connect"): three or more such names on lines of their own, one after another, are its navigation, not a
// field's name over its value.
const tab =
  /^(?:job|jobs|company|overview|salary|salaries|reviews|benefits|interviews|photos|rating|locations|people|connect|culture|teams|departments|life|blog|contact|home|about)$/i

function dropTabs(lines: string[]): string[] {
  const inRun = lines.map(() => false)
  for (let start = 0; start < lines.length; start++) {
    let end = start
    while (end < lines.length && tab.test(lines[end]!)) end++
    if (end - start >= 3) for (let at = start; at < end; at++) inRun[at] = true
    start = Math.max(start, end)
  }
  return lines.filter((_, at) => !inRun[at])
}

// A social post's time under its author ("Primrose Hill Farm" / "Yesterday at 18:42 · 🌍", "3h · 🌐", "20 November
// at 09:15", LinkedIn's "3d • Edited", a group's "Admin · 5h · 🌏"): the author, a page's name or a person's employer, posts the ad, as a
// board's "Posted by" does.
const postedAt =
  /^(?:(?:admin|moderator|author|top contributor)\s*[·•]\s*)?(?:(?:yesterday|today|just now|\d{1,2}\s?(?:m|h|d|w|mins?|hrs?))(?:\s+at\s+\d{1,2}[:.]\d{2}(?:\s?[ap]m)?)?|(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{1,2})?(?:,|\s+at)\s+\d{1,2}[:.]\d{2}(?:\s?[ap]m)?)\s*(?:[·•]\s*(?:edited\s*(?:[·•]\s*)?)?)?(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/iu

// Instagram's head over a post, "circoventania • Follow", and the caption it opens with the same handle.
const instagramHead = /^([\w.]{3,30})\s*[•·]\s*Follow$/

function withoutHandle(lines: string[]): string[] {
  const handle = lines
    .slice(0, 3)
    .map((line) => instagramHead.exec(line)?.[1])
    .find(Boolean)
  if (!handle) return lines
  return lines
    .filter((line) => !instagramHead.test(line))
    .map((line) => (line.startsWith(`${handle} `) ? line.slice(handle.length).trim() : line))
}

const hiringAccount =
  /\s+(?:HR|Careers|Recruitment|Recruiting|Talent(?: Acquisition)?|Hiring|People(?: Team)?)$/

const groupBadge = /\s[·•]\s+(?:admin|moderator|group expert|top contributor|rising contributor|author)$/i

// A page's count of followers between its name and the post's time ("8,412 followers", "12K followers").
const followers = /^\d[\d,.]*\s?[KkMm]?\s+followers$/
// A Telegram channel's head: its name over "channel · 28 412 subscribers" (a group's: "group · 1 204 members").
const channelCount =
  /^(?:channel|(?:public |private )?group)\s·\s\d[\d\s,.]*[KkMm]?\s(?:subscribers|members)$/i
const withoutChannelHead = (lines: string[]) => {
  const at = lines.slice(0, 4).findIndex((line) => channelCount.test(line))
  return at < 0 ? lines : [...lines.slice(0, Math.max(0, at - 1)), ...lines.slice(at + 1)]
}

function authorOfPost(written: string[]): string[] {
  const lines = written.filter((line) => !followers.test(line))
  return lines.flatMap((line, at) => {
    if (postedAt.test(line) && at > 0) return []
    // A person's post: their headline ("Head of Talent at Corvid Analytics | Hiring") names their employer; what
    // they add after its bar ("| Guitar and mandolin repair") may run long.
    const employer = /\s(?:at|@)\s+([^|]+?)\s*(?:\|.*)?$/.exec(line)?.[1]
    const author =
      postedAt.test(lines[at + 1] ?? '') &&
      line.split('|')[0]!.split(/\s+/).length <= 14 &&
      !/[.!?:]$/.test(line)
    // "Talent Acquisition | Tech Hiring | Lahore": a headline of parts that names no employer is the person's; and
    // "JMS Rice Mill Cabanatuan ▸ Trabaho sa Nueva Ecija": a group's post names its poster, a person or a page,
    // which the post's own words name better.
    // A group's admin or moderator ("Trang Lê · Admin") posts for others too.
    if (author && ((!employer && /\s\|\s/.test(line)) || /\s▸\s/.test(line) || groupBadge.test(line)))
      return []
    // "Termoinspekt HR", "Hanbit Recruiting": a company's own hiring account is the company's.
    return [author ? `Posted by: ${(employer ?? line).replace(hiringAccount, '')}` : line]
  })
}

// Workday prints its fields' names in lower case on lines of their own, each over its value ("locations" /
// "Saint Aldric Medical Center - Dayton"): the pair is one field, and its value no header line of the ad.
const workdayField = /^(?:locations?|time type|posted on|job requisition id)$/

function joinWorkdayFields(lines: string[]): string[] {
  const joined: string[] = []
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!
    const next = lines[at + 1]
    if (!workdayField.test(line) || next === undefined || workdayField.test(next)) joined.push(line)
    else joined.push(`${line[0]!.toUpperCase()}${line.slice(1)}: ${lines[++at]}`)
  }
  return joined
}

// A site's menu pasted as one row over the ad: "Job search   Career advice   Upload CV", "About   Shows
// Tickets   Careers" (three or more short capitalised links, wide gaps between them, near the top). Share buttons
// print as icons or letters ("← All jobs    Share  in  f  𝕏").
// A menu's link: "Companies", "Employers: Post a Job", "Login / Register", "Search jobs...", a button "[ Search ]",
// a word in a script without capitals ("採用情報").
const link = String.raw`(?:\p{Lu}[\p{L}&'-]*(?:\s[\p{L}&'-]+){0,2}|[\p{Lo}\p{Lm}\p{M}・]{1,12})(?:\?|\.{3}|…)?`
const menuLink = new RegExp(
  String.raw`^(?:(?:[←→‹«]\s*)?${link}(?:\s*[:/]\s*${link})?|\[\s*${link}(?:\s+v)?\s*\])$`,
  'u',
)
// A job board's own links: to search, to its guides and tools, to sign in, to its side for employers; an agency's to
// its sides for candidates and clients; a group's tabs ("Discussion  Featured  Members").
const siteLink =
  /^(?:(?:find |search )?(?:jobs|salaries)|candidates|clients|insights|about(?: us)?|contact(?: us)?|submit (?:your )?cv|companies|company (?:profiles|reviews)|(?:for )?recruiters|recruiting\?.*|career advice|salar(?:y|ies)(?: guide| calculator| checker| tools?)?|(?:resume|cv) (?:builder|help|tips|services|templates)|reviews|(?:employer )?(?:sign|log) ?(?:in|up|out)(?: (?:or|\/) (?:register|sign ?up|join))?|register|discussion|home|search|upload (?:your )?cv|(?:employers?\s*\/\s*)?post (?:a )?job|employers?(?: site)?|courses|(?:my )?profile)$/i
// "Jobs  |  Career Advice  |  Recruiters  |  Sign in": a menu's links stand two spaces apart or between bars.
const menuLinks = (line: string) => line.split(/\s*\|\s*|\s{2,}/)
const menuRow = (line: string, at: number) => {
  const links = menuLinks(line)
  const linked = links.filter((link) => menuLink.test(link)).length
  const own = links.filter((link) => siteLink.test(link)).length
  return (
    at < 12 &&
    // Between bars or two spaces only a site's own links make a menu: a header's fields stand so too ("Line Cook |
    // Harbour Bistro | Perth"), and a Markdown table's row opens on its bar. "Sign in  Register": two of them do.
    (/\s{3}/.test(line) || (/\s(?:\||\s)\s?/.test(line) && !line.startsWith('|') && own >= 1)) &&
    (links.length >= 3 || own === links.length) &&
    linked >= 2 &&
    links.every((link) => menuLink.test(link) || siteLink.test(link) || [...link].length <= 2)
  )
}

// "kariyer.net" over "İş İlanları  Şirketler  Maaş Hesaplama  Kariyer Rehberi" and "Giriş Yap  Üye Ol": the rows of
// links right under a site's own name are its menus, in whatever language the site is written.
function dropMenusUnderSite(lines: string[]): string[] {
  const site = lines.slice(0, 3).findIndex((line) => siteName.test(line) || boardName.test(line))
  if (site < 0) return lines
  let end = site + 1
  const linkRow = (line: string) => {
    const links = menuLinks(line)
    return links.length >= 2 && links.every((link) => menuLink.test(link))
  }
  while (end < lines.length && linkRow(lines[end]!)) end++
  return [...lines.slice(0, site + 1), ...lines.slice(end)]
}

// The same menu pasted one link a line ("Find jobs" / "Career advice" / "Company profiles" / "Register"): a run of
// the site's own links near the top, with the short lines between them ("Profile"), and the site's name over it.
function dropMenuColumn(lines: string[]): string[] {
  const drop = lines.map(() => false)
  const short = (line: string) => line.split(/\s+/).length <= 3 && !/[\d.!?:,]/.test(line)
  for (let start = 0; start < Math.min(lines.length, 15); start++) {
    if (!siteLink.test(lines[start]!)) continue
    let end = start
    let links = 1
    for (let at = start + 1; at < lines.length && (short(lines[at]!) || siteLink.test(lines[at]!)); at++)
      if (siteLink.test(lines[at]!)) [end, links] = [at, links + 1]
    if (links < 3) continue
    const first =
      start === 1 && short(lines[0]!) && lines.slice(start, end + 1).some((l) => boardMenu.test(l))
    for (let at = first ? 0 : start; at <= end; at++) drop[at] = true
    start = end
  }
  return lines.filter((_, at) => !drop[at])
}

/**
 * The lines of a pasted posting without those that are only a board's chrome ("Easy Apply", "Save", "Posted
 * 3 days ago", "4.1 out of 5 stars"), which stand between the title and the company's name line, without the
 * bold marks an ad pasted as Markdown keeps ("**Line Cook**"), and without the mail around an ad forwarded by email.
 */
// WhatsApp marks a group message from someone not in the reader's contacts "~ Mwanaisha Juma": the lines above it
// are the group's name and the sender's, none of the ad.
const groupSender = /^~\s?\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*){0,3}$/u
const afterGroupSender = (lines: string[]) => {
  const at = lines.slice(0, 4).findIndex((line) => groupSender.test(line))
  return at < 0 ? lines : lines.slice(at + 1)
}

// LinkedIn's Easy Apply form pasted over the ad holds the applicant's own name, headline and contacts; it ends on
// "Application powered by LinkedIn" or its note that applying leaves the profile as it is.
const applyFormEnd =
  /^(?:application powered by linkedin\b|submitting this application won['’]t change your linkedin profile)/i
const afterApplyForm = (lines: string[]) => {
  const end = lines.slice(0, 30).findLastIndex((line) => applyFormEnd.test(line))
  return end < 0 ? lines : lines.slice(end + 1)
}

export const dropBoardChrome = (lines: string[]) => dropMenuColumn(withoutChrome(lines))

const withoutChrome = (lines: string[]) =>
  dropTabs(
    authorOfPost(
      dropMail(
        joinWorkdayFields(
          withoutHandle(afterGroupSender(withoutChannelHead(dropMenusUnderSite(afterApplyForm(lines))))),
        ),
      ),
    ),
  )
    // "**Line Cook**" pasted from Markdown, "*Company:* Zainab Couture" from WhatsApp: the marks are no words;
    // nor are the "> " a mail program puts before each line of the message it quotes, nor a post's greeting before
    // its first sentence ("Hi everyone 👋 Lantern Wharf is looking for …").
    .map((line, at) =>
      (at < 2 ? line.replace(siteAfterTitle, '') : line)
        .replace(/^(?:>\s?)+/, '')
        // "🔧 Open position: NDT Technician", "🏢 Termoinspekt d.o.o.": a chat's pictures before its fields.
        .replace(/^(?:\p{Extended_Pictographic}\uFE0F?\s*)+(?=\S)/u, '')
        // "## Job: Welder": a Markdown heading's marks ("# of Openings 6" is iCIMS's field, not one).
        .replace(/^#{1,6}\s+(?=[\p{Lu}\d])/u, '')
        .replace(chatStamp, '')
        .replace(postGreeting, '')
        .replace(sharePrefix, '')
        // "Quillon logo", "Company logo for, Quillon": a logo's text pasted as a line names whose logo it is.
        .replace(/^(?:company logo for,?\s+(.{2,60})|(\p{Lu}.{1,60}?)\s+logo)$/iu, '$1$2')
        // "Tillpoint Retail Systems  3.8 ★  (212 Reviews)": a board's rating beside the employer's name on its card.
        .replace(/\s+\d(?:\.\d)?\s?★(?:\s*\(?\d[\d,.]*[Kk]?\s+reviews?\)?)?\s*$/i, '')
        .replace(/\*\*|__/g, '')
        .replace(/(?<![\w*])\*(?=\S)([^*\n]+?)\*(?![\w*])/g, '$1')
        .trim(),
    )
    .filter((line, at, all) => !isBoardChrome(line, at) && !namesSiteOver(line, at, all))

// "MojPosao" over "Poslovi > Turizam > Zadarska": a short line over the site's path to the ad is the site's name;
// so is the first line over a board's menus ("Mandy" / "Jobs   Crew   Actors" / "Post a job   Log in"), which offer
// what a careers page's menu does not: posting jobs, the board's other sides, salaries and CVs.
const boardMenu =
  /\b(?:post a job|employers|recruiters|companies|salaries|career advice|upload (?:your )?cv)\b/i
// A public body's own site ("Kingsmere Borough Council" over "Home > Council and democracy > Jobs") is the employer's.
const publicBody =
  /\s(?:Council|Authority|University|College|Hospital|Trust|Ministry|Government|Police|Service)$/
const namesSiteOver = (line: string, at: number, lines: string[]) =>
  line.split(/\s+/).length <= 3 &&
  !publicBody.test(line) &&
  !/[.!?:]$/.test(line) &&
  ((at < 3 && breadcrumb.test(lines[at + 1] ?? '')) ||
    (at === 0 && [1, 2].some((next) => menuRow(lines[next] ?? '', next) && boardMenu.test(lines[next]!))))

// "This site uses cookies. [Accept all] [Reject]": the site's notice, in any language beside English (a footer's
// "Cookie policy" link stands beside the employer's name).
const cookieNotice = (line: string) =>
  /\bcookies?\b/i.test(line) && /\b(?:accept|reject|consent|(?:this|our) (?:site|website))\b/i.test(line)

// A newspaper's running head over its classifieds: "SUNDAY LANKA TIMES — CLASSIFIEDS — 15.02.2026 — Page 38".
const runningHead = /\bclassifieds?\b.*\bpage\s*\d+\b|\bpage\s*\d+\b.*\bclassifieds?\b/i

/** Whether a line (the `at`th of the ad) is only a board's or a chat's chrome: a menu, buttons, a site's name. */
export const isBoardChrome = (line: string, at: number) =>
  menuRow(line, at) ||
  line.replace(chrome, '').replace(/[\s·•|,.…<>‹›«»←→-]+/g, '') === '' ||
  siteName.test(line) ||
  boardName.test(line) ||
  channel.test(line) ||
  connection.test(line) ||
  chatSender.test(line) ||
  breadcrumb.test(line) ||
  pageTitle.test(line) ||
  shareRequest.test(line) ||
  greetingOnly.test(line) ||
  runningHead.test(line) ||
  cookieNotice(line)
