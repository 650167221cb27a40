// The ways job boards and careers pages reshape the same ad's header when a job seeker pastes it: page links and
// a call to apply above it, a board's notes between the title and the name, the name and title on one line, a
// bulletin's fields first, Workday's field names. Each keeps the posting's title and employer, so a reader of the
// header should give the same title and company for every shape (bench/title-company-reshaped.ts).
import type { UnseenPosting } from '../../packages/engine/eval/unseen-postings.ts'

type Reshape = (posting: UnseenPosting) => string | undefined

const plain = (text: string) => text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase()
const lines = (p: UnseenPosting) => p.text.split('\n').filter((line) => line.trim())
const titleFirst = (p: UnseenPosting) => plain(lines(p)[0]!) === plain(p.title)
const companySecond = (p: UnseenPosting) => titleFirst(p) && plain(lines(p)[1] ?? '') === plain(p.company)
/** The ad after its first `n` lines. */
const after = (p: UnseenPosting, n: number) => lines(p).slice(n).join('\n')
/** The ad with its title line (its first) written another way. */
const retitled = (p: UnseenPosting, line: string) => (titleFirst(p) ? `${line}\n${after(p, 1)}` : undefined)
/** The ad with its title and name lines (its first two) written as one header. */
const reheaded = (p: UnseenPosting, header: string) =>
  companySecond(p) ? `${header}\n${after(p, 2)}` : undefined

export const boardReshapings: Record<string, Reshape> = {
  'page links above': (p) => `Skip to main content\nMenu\nSign in\n${p.text}`,
  'board domain above': (p) => `seek.com.au\n${p.text}`,
  'call to apply above': (p) => `URGENT HIRING!!!\n${p.text}`,
  'bulletin fields above': (p) =>
    `Location: Springfield\nType: Permanent\nSalary: 30,000 per annum\nReference: ABC0412\n${p.text}`,
  'equal-opportunity line below': (p) =>
    `${p.text}\n\nWe are an equal opportunity employer and value diversity.`,
  'LinkedIn header over the ad': (p) =>
    `${p.company}\n${p.title}\nSpringfield, IL · 2 weeks ago · 45 applicants\nAbout the job\n${p.text}`,
  'Indeed header over the ad': (p) =>
    `${p.title}\n${p.company}\nSpringfield, IL\nFull job description\n${p.text}`,
  // Added in the sixteenth session, after the header set's tune half showed them.
  'forwarded by email': (p) =>
    `From: Sam Reed <sam@example.org>\nSent: 3 March 2026 10:02\nTo: Alex\nSubject: Fwd: ${p.title}\nHi Alex, saw this and thought of you!\n---------- Forwarded message ---------\n${p.text}`,
  'call dressed in emoji above': (p) => `🌼 JOB OPPORTUNITY 🌼\n${p.text}`,
  'chat message with bold fields': (p) =>
    `*URGENT VACANCY*\n*Position:* ${p.title}\n*Company:* ${p.company}\n*Location:* Springfield\n${after(p, companySecond(p) ? 2 : titleFirst(p) ? 1 : 0)}`,
  'Workday fields over the ad': (p) =>
    `${p.title}\nlocations\nSpringfield, IL\ntime type\nFull time\nposted on\nPosted 5 Days Ago\njob requisition id\nR-01234\n${p.text}`,
  '"View job" and "new" above': (p) => `View job\nnew\n${p.text}`,
  // iCIMS prints its fields without colons, a name and its value on one line.
  'iCIMS fields above': (p) =>
    `Job ID 2026-14207\nJob Locations US-TX-Austin\nCategory Nursing\nPosition Type Full-Time\n${p.text}`,
  'iCIMS fields under the title': (p) =>
    retitled(
      p,
      `${p.title}\nRequisition Number 4471\nPosting Date 11/03/2026\nJob Locations US-TX-Austin\nPosition Type Part-Time`,
    ),
  'title in an iCIMS field': (p) => retitled(p, `Job Title ${p.title}\nJob ID 2026-14207\nCategory Nursing`),
  '"We\'re hiring!" before the title': (p) => `We're hiring! ${p.title}\n${p.text}`,
  'title: "- job post"': (p) => retitled(p, `${p.title} - job post`),
  'title in capitals': (p) => retitled(p, p.title.toUpperCase()),
  'title as a Markdown heading': (p) => retitled(p, `# ${p.title}`),
  'title: "(Full-time)"': (p) => retitled(p, `${p.title} (Full-time)`),
  'title: "- Req #48213"': (p) => retitled(p, `${p.title} - Req #48213`),
  'title in a POSITION field': (p) => retitled(p, `POSITION: ${p.title.toUpperCase()}`),
  'title, then a board note': (p) => retitled(p, `${p.title}\nFull-time · Mid-Senior level`),
  'title, then an age line': (p) => retitled(p, `${p.title}\nPosted 3 days ago · Over 100 applicants`),
  'title | company | place': (p) => retitled(p, `${p.title} | ${p.company} | Springfield, IL`),
  '"Title at Company"': (p) => reheaded(p, `${p.title} at ${p.company}`),
  '"Title - Company"': (p) => reheaded(p, `${p.title} - ${p.company}`),
  '"Company | Title"': (p) => reheaded(p, `${p.company} | ${p.title}`),
  '"Company – Title"': (p) => reheaded(p, `${p.company} – ${p.title}`),
  'company line, then title': (p) => reheaded(p, `${p.company}\n${p.title}`),
  'title, then "at Company"': (p) => reheaded(p, `${p.title}\nat ${p.company}`),
  '"Title, Company"': (p) => reheaded(p, `${p.title}, ${p.company}`),
  'Glassdoor header': (p) =>
    reheaded(p, `${p.company}\n4.2 ★\n${p.title}\nSpringfield, IL\n$40K - $50K (Employer est.)\nEasy Apply`),
  'Glassdoor tabs under the header': (p) =>
    reheaded(p, `${p.company}\n3.8 ★\n${p.title}\nSpringfield\nJob\nCompany\nSalary\nReviews`),
  'social post by the company': (p) => reheaded(p, `${p.company}\nYesterday at 18:42 · 🌍\n${p.title}`),
  'Lever header, name in the text': (p) =>
    reheaded(
      p,
      `${p.title}\nSpringfield\nOperations – Team /\nFull-time /\nHybrid\nApply for this job\nAt ${p.company} we do good work.`,
    ),
  'rating under the name': (p) => reheaded(p, `${p.title}\n${p.company}\n4.1 out of 5 stars`),
  'name · place · age': (p) =>
    reheaded(p, `${p.title}\n${p.company} · Springfield, IL (On-site) · 2 weeks ago · Over 100 applicants`),
  'buttons under the name': (p) => reheaded(p, `${p.title}\n${p.company}\nApply now\nSave`),
  '"X is hiring a Title" under the name': (p) =>
    reheaded(p, `${p.company}\n${p.company} is hiring a ${p.title} to join our team.`),
}

/** Whether the reading is the posting's own title and company (case and spacing aside). */
export const readsHeader = (p: UnseenPosting, title: string, company: string) => ({
  title: plain(title) === plain(p.title),
  company: plain(company) === plain(p.company),
})
