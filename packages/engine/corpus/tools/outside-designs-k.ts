// Held-out K (issue 14, tenth session): a confirmation set measured once by the lead. Resume designs made by other
// people that no other part of the corpus uses, of a kind it had none of: three Typst templates from GitHub
// (skyzh's chicv, one column under ruled section names; peterpf's modern-typst-resume, a dark header ribbon over
// two columns; alterae's résumé template, a centred small-capital name over plain sections), filled with the
// people of corpus/outside/people-k.json (printed by no other design) as each design's own example fills it,
// before the parser was run on any of them. The designs are read from their clones in corpus/outside/third-party
// (README.md); none is copied here, and their parses are only read per design and overall.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  thirdPartyRoot,
} from './outside-person.ts'
import { typstString as str, typstMarkup as typ } from './typst-compile.ts'

/** A range's two ends, for designs that take them apart. */
const ends = (dates: string) => dates.split(' -- ')

const chicvRepo: ThirdParty = {
  repo: 'skyzh/chicv',
  commit: 'ab26f3d340ce0aeb27a5cc21a296fce28f9446c7',
  dir: 'chicv',
  inputs: '',
}

// chicv keeps its layout in its example, template/cv.typ: its preamble (the heading font, underlined links, the
// page margins, justified paragraphs, \chiline and \lastupdated) is read from the clone at build time, up to its
// "= Alex Chi". Then, as its example: the name as the level-one heading over a line of contacts joined by " | "
// (the e-mail, the phone, the location, the LinkedIn URL as a link; its example's GitHub and web site links are
// none of ours); a "Summary" section of ours (its example has none) in its section form (a level-two heading over
// \chiline); "Work Experience" entries as its example's: the company in bold with the dates flush right, the
// title with the city flush right, the duties as its list; "Education": the school in bold with the years flush
// right, the degree with its field below (no location, no list); "Skills" (its example has none): one line;
// "Certifications" written as its entries are: the name in bold with the year flush right, the issuer below.
// Its Projects section is left out (no such field); its "Last Updated" line is kept, with a fixed date.
const chicvCv = (p: OutsidePerson) => {
  const example = readFileSync(join(thirdPartyRoot, chicvRepo.dir, 'template/cv.typ'), 'utf8')
  const preamble = example.slice(0, example.indexOf('\n= '))
  const section = (name: string, body: string) => `== ${name}\n#chiline()\n\n${body}\n`
  const entry = (bold: string, right: string, line: string, lineRight: string, items: string[]) =>
    `*${typ(bold)}* #h(1fr) ${typ(right)} \\\n${typ(line)} #h(1fr) ${typ(lineRight)} \\\n${items.map((a) => `- ${typ(a)}`).join('\n')}\n`
  return `${preamble}
= ${typ(fullName(p))}

${typ(p.email)} | ${typ(p.phone)} | ${typ(p.location)} |
#link(${str(`https://www.${p.linkedin}`)})[${typ(p.linkedin)}]

${section('Summary', typ(p.summary))}
${section('Work Experience', p.jobs.map((j) => entry(j.company, j.dates, j.title, j.city, j.achievements)).join('\n'))}
${section('Education', p.education.map((e) => entry(e.institution, e.dates, degreeLine(e), '', [])).join('\n'))}
${section('Skills', typ(p.skills.join(', ')))}
${section('Certifications', p.certifications.map((c) => entry(c.name, c.date, c.issuer, '', [])).join('\n'))}
#lastupdated("Nov 28, 2026")
`
}

const modernRepo: ThirdParty = {
  repo: 'peterpf/modern-typst-resume',
  commit: '0f8f58d58ce335925e33a1ea683cf907d554fe24',
  dir: 'modern-typst-resume',
  inputs: '',
  // Its lib.typ (the package's entry point) is imported from the build folder, its icons read beside it.
  links: { 'modern-resume': '.' },
}

// modern-typst-resume, filled as its template/main.typ is, its lib.typ imported from the clone in place of the
// published package (the same file, version 1.0.0): its example's theme colours; the header ribbon with the name,
// the job title (the position) and the bio (the summary: it has no other place for one); no avatar (no
// photograph); the contact ribbon's icon rows (e-mail and the LinkedIn URL as links, printed as the addresses,
// the phone as "mobile", the location; its GitHub and web site rows none of ours); then its two flowing columns:
// "Education" (\experience: the degree with its field, the school, the years "from - to"; no course list, so an
// empty label), "Work experience" (the title, the company, "from - to", the city as its facility description,
// its "Achievements/Tasks" label over the duties as a list), a column break as in its example, "Skills" as
// filled pills and "Certificates" (\project: the name with the year, the issuer as its subtitle, as its example's
// "Issued by authority XY"). Its Projects, Languages and Interests sections are left out (no such fields).
const modernCv = (p: OutsidePerson) => {
  const experience = (
    title: string,
    subtitle: string,
    dates: string,
    facility: string,
    label: string,
    items: string[],
  ) => {
    const [from, to] = ends(dates)
    return `#experience(
  title: ${str(title)},
  subtitle: ${str(subtitle)},${facility ? `\n  facility-description: ${str(facility)},` : ''}
  task-description: [${items.length ? `\n${items.map((a) => `    - ${typ(a)}`).join('\n')}\n  ` : ''}],
  date-from: ${str(from!)},
  date-to: ${str(to ?? from!)},
  label: ${str(label)},
  theme: custom-theme,
)`
  }
  return `#import "modern-resume/lib.typ": modern-resume, experience, project, pill

#let custom-theme = (
  primary: rgb("#313C4E"),
  secondary: rgb("#222A33"),
  accentColor: rgb("#449399"),
  textPrimary: rgb("#000000"),
  textSecondary: rgb("#7C7C7C"),
  textMuted: rgb("#ffffff"),
)

#show: modern-resume.with(
  author: ${str(fullName(p))},
  job-title: ${str(p.position)},
  bio: ${str(p.summary)},
  avatar: none,
  contact-options: (
    email: link(${str(`mailto:${p.email}`)})[${typ(p.email)}],
    mobile: ${str(p.phone)},
    location: ${str(p.location)},
    linkedin: link(${str(`https://www.${p.linkedin}`)})[${typ(p.linkedin)}],
  ),
  theme: custom-theme,
)

== Education

${p.education.map((e) => experience(degreeLine(e), e.institution, e.dates, '', '', [])).join('\n\n')}

== Work experience

${p.jobs.map((j) => experience(j.title, j.company, j.dates, j.city, 'Achievements/Tasks', j.achievements)).join('\n\n')}

#colbreak()

== Skills

${p.skills.map((s) => `#pill(${str(s)}, fill: true, theme: custom-theme)`).join('\n')}

== Certificates

${p.certifications
  .map(
    (c) => `#project(
  title: ${str(c.name)},
  subtitle: ${str(c.issuer)},
  date-from: ${str(c.date)},
  theme: custom-theme,
)`,
  )
  .join('\n\n')}
`
}

const alteraeRepo: ThirdParty = {
  repo: 'alterae/resume-template',
  commit: 'a3d8118b2c3226844dd710ea098e32ec75adeac4',
  dir: 'alterae-resume-template',
  inputs: '',
  links: { 'template.typ': 'template.typ' },
}

// alterae's résumé template, filled as its example.typ is: the centred small-capital name over the phone, the
// e-mail and the location (its only header fields: no place for a headline or a LinkedIn URL); a "Summary"
// section of ours (its example has none) as a plain paragraph; "Experience" entries as its example's ("Title,
// Company" as the entry's name, the dates below, the duties as the body, written as sentences: its bodies are
// paragraphs); "Education" entries (the school as the name, the years, the degree with its field as the body);
// "Certifications" as its entries (the name, the year, the issuer; its example lists course certificates by code
// with \cert, and ours have no code); "Skills" one term of its \skill kind ("Technical: …").
const alteraeCv = (p: OutsidePerson) => {
  const entry = (name: string, dates: string, body: string) =>
    `#entry[${typ(name)}][${typ(dates)}][\n  ${body}\n]`
  return `#import "template.typ": *

#show: résumé.with(
  name: ${str(fullName(p))},
  phone: ${str(p.phone)},
  email: ${str(p.email)},
  location: ${str(p.location)}
)

= Summary
${typ(p.summary)}

= Experience
${p.jobs.map((j) => entry(`${j.title}, ${j.company}`, j.dates, j.achievements.map((a) => `${typ(a)}.`).join(' '))).join('\n\n')}

= Education
${p.education.map((e) => entry(e.institution, e.dates, typ(degreeLine(e)))).join('\n\n')}

= Certifications
${p.certifications.map((c) => entry(c.name, c.date, typ(c.issuer))).join('\n\n')}

= Skills

#skill[Technical][${typ(p.skills.join(', '))}]
`
}

export const heldOutKDesigns: OutsideDesign[] = [
  {
    id: 'chicv',
    source: "skyzh's chicv (skyzh/chicv), Typst, its example's preamble read from the clone",
    split: 'held-out-k',
    engine: 'typst',
    missing: ['position'],
    thirdParty: chicvRepo,
    layout:
      'one justified column: the name as a large heading over a " | " line of contacts; section names over a full-width rule, the company or school in bold with the dates flush right over the title with the city flush right, a list',
    render: chicvCv,
  },
  {
    id: 'modern-typst-resume',
    source: "peterpf's modern-typst-resume (peterpf/modern-typst-resume), Typst, its lib.typ from the clone",
    split: 'held-out-k',
    engine: 'typst',
    dash: '-',
    thirdParty: modernRepo,
    layout:
      'a dark header ribbon (the name, the position in colour, the summary) over a darker ribbon of white icon contact rows in two columns; then two flowing columns: capitalised underlined section names, a large bold title over the company, italic "from - to" dates, the city and a label in colour, a list; skills as filled pills',
    render: modernCv,
  },
  {
    id: 'alterae-resume',
    source: "alterae's résumé template (alterae/resume-template), Typst",
    split: 'held-out-k',
    engine: 'typst',
    missing: ['position', 'linkedin'],
    capitals: ['name'],
    skillsGroup: 'Technical',
    thirdParty: alteraeRepo,
    layout:
      'a centred small-capital name over the phone, e-mail and location; large section names; each entry a bold name with the dates on the line below and its body under a hanging indent; skills as a term and its description',
    render: alteraeCv,
  },
]
