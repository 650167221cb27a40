// Held-out L (issue 14, eleventh session): a confirmation set measured once by the lead. Resume designs made by
// other people that no other part of the corpus uses, of the kind it has fewest of (Typst, three designs before
// this set): sardorml's vantage-typst (a wide experience column beside a narrow one of education, skills and
// certificates), caffeinatedgaze's bare-bones-cv (a narrow sidebar of contacts, summary, education and skills
// beside the name and experience) and Masiar Novine's typst_resume_template (a gradient header over moderncv-like
// entries, dates in a right-aligned left column), filled with the people of corpus/outside/people-l.json (printed
// by no other design) as each design's own example fills it, before the parser was run on any of them. The
// designs are read from their clones in corpus/outside/third-party (README.md); none is copied here, and their
// parses are only read per design and overall.
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
const ends = (dates: string) => {
  const [from, to] = dates.split(' -- ')
  return { from: from!, to: to ?? from! }
}

// Typst 0.14 refuses a link without a target, and these designs link every company, school and place (their
// examples give each a web address; the location's is empty in vantage's, which older Typst allowed). Ours have
// none, so each links to a web search for its own words: the printed text is the design's.
const search = (s: string) => `https://www.google.com/search?q=${encodeURIComponent(s)}`

const vantageRepo: ThirdParty = {
  repo: 'sardorml/vantage-typst',
  commit: 'dd4ef90b669088774137b000675763d8cdf9ab68',
  dir: 'vantage-typst',
  inputs: '',
  links: { 'vantage-typst.typ': 'vantage-typst.typ', icons: 'icons' },
}

// vantage-typst, filled as its example.typ fills it from its configuration.yaml (ours written out, no YAML): the
// name, the position and its line of icon links (the e-mail as a mailto link, printed without "mailto:"; the
// phone in its globe-icon website row, as it has no phone row; the LinkedIn URL, printed as the address where its
// example prints the user name; the location; its GitHub row none of ours), the summary as its tagline; the wide
// column's "Experience" (each job's title as a level-three heading, the company in italics (no product: its
// example's " - product" link left out), the calendar-icon "from --- to" with the city flush right after the
// location icon, the duties as its list); the narrow column's "Education" (the school, "from - to" with no
// location, "Degree in Field"), "Skills" as its "Skills/Exposure" list of "•" items under our shorter heading,
// "Certifications" as its "Achievements/Certifications" entries (the name as a level-three heading, a line break,
// "Issuer, year" as the description). Its Objective, Technical Expertise (rated bars), Methodology and Tools
// sections are left out (no such fields).
const vantageCv = (p: OutsidePerson) => {
  const job = (j: OutsidePerson['jobs'][number]) => {
    const { from, to } = ends(j.dates)
    return `=== ${typ(j.title)} \\
_#link(${str(search(j.company))})[${typ(j.company)}]_ \\
#term[${typ(from)} --- ${typ(to)}][${typ(j.city)}]

${j.achievements.map((a) => `- ${typ(a)}`).join('\n')}
`
  }
  const school = (e: OutsidePerson['education'][number]) => {
    const { from, to } = ends(e.dates)
    return `=== #link(${str(search(e.institution))})[${typ(e.institution)}]\\

${typ(from)} - ${typ(to)} #h(1fr)

${typ(degreeLine(e))}
`
  }
  return `#import "vantage-typst.typ": vantage, term, skill, styled-link

#vantage(
  name: ${str(fullName(p))},
  position: ${str(p.position)},
  links: (
    (name: "email", link: ${str(`mailto:${p.email}`)}),
    (name: "website", link: ${str(`tel:${p.phone}`)}, display: ${str(p.phone)}),
    (name: "linkedin", link: ${str(`https://www.${p.linkedin}`)}, display: ${str(p.linkedin)}),
    (name: "location", link: ${str(search(p.location))}, display: ${str(p.location)}),
  ),
  tagline: [${typ(p.summary)}],
  [
== Experience

${p.jobs.map(job).join('\n')}
  ],
  [
== Education

${p.education.map(school).join('\n')}
== Skills

${p.skills.map((s) => `• ${typ(s)}`).join('\n')}

== Certifications

${p.certifications.map((c) => `=== ${typ(c.name)}\n\\\n${typ(c.issuer)}, ${typ(c.date)}\n`).join('\n')}
  ]
)
`
}

const bareBonesRepo: ThirdParty = {
  repo: 'caffeinatedgaze/bare-bones-cv',
  commit: '190af2dc3b1f83c27b5bd44e3c6f40023febb746',
  dir: 'bare-bones-cv',
  inputs: '',
  links: { 'settings.yaml': 'settings.yaml' },
}

/** The text between two markers of the clone's main.typ, replaced: the design stops if a marker is gone. */
const replaceBetween = (text: string, start: string, end: string, by: string) => {
  const a = text.indexOf(start)
  const b = text.indexOf(end, a + start.length)
  if (a < 0 || b < 0) throw new Error(`bare-bones-cv: "${start}" … "${end}" not found in its main.typ`)
  return text.slice(0, a) + by + text.slice(b)
}

// bare-bones-cv keeps its layout and part of its content in main.typ, which reads the rest from configuration.yaml
// and its fonts and sizes from settings.yaml: main.typ is read from the clone at build time (as Jake's LaTeX
// preamble is, held-out C), settings.yaml linked, configuration.yaml written as JSON (YAML reads it). Three edits
// to main.typ's content, none to its layout: its own summary (two paragraphs about its author) is replaced by
// ours; its "GitHub:" contact row is left out (no such field); its "Hackathons" section is replaced by our
// "Certifications" in the form of its entries ("- year \ Name – Issuer", where its entries link "Credential").
// The sidebar: "Email:", "Phone:" and "LinkedIn:" rows (the phone as a tel link, printed without "tel:"; the
// LinkedIn URL as its display text), the location as its address, "Summary", "Education" (years over the school,
// "Degree Major" below: ours write the major "in Field", so the line reads "Degree in Field"; no location),
// "Skills" (one group, its bold name over the items joined by " • "). The main column: the name, the position as
// its title, "Experience" (bold title "@ Company", "from – to", the duties as its list; no tags line, no city:
// it has no place for one).
const bareBonesCv = (p: OutsidePerson) => {
  const configuration = {
    contacts: {
      name: fullName(p),
      title: p.position,
      email: p.email,
      phone: p.phone,
      address: p.location,
      linkedin: { url: `https://www.${p.linkedin}`, displayText: p.linkedin },
    },
    skills: [{ name: 'Professional', items: p.skills }],
    jobs: p.jobs.map((j) => ({
      position: j.title,
      company: { name: j.company, link: search(j.company) },
      description: j.achievements,
      ...ends(j.dates),
      tags: [],
    })),
    education: p.education.map((e) => ({
      place: { name: e.institution, link: search(e.institution) },
      degree: e.degree,
      major: e.field ? `in ${e.field}` : '',
      ...ends(e.dates),
    })),
  }
  let main = readFileSync(join(thirdPartyRoot, bareBonesRepo.dir, 'main.typ'), 'utf8')
  main = replaceBetween(main, 'An experienced *software engineer*', '= Education', `${typ(p.summary)}\n\n  `)
  main = replaceBetween(main, '  GitHub: ', '\n  \n', '')
  main = replaceBetween(
    main,
    '= Hackathons',
    '\n]}',
    `= Certifications

  #set text(
    size: eval(settings.font.size.description),
    font: settings.font.general
  )
${p.certifications.map((c) => `  - ${typ(c.date)} \\\n    ${typ(c.name)} – ${typ(c.issuer)}`).join('\n')}
`,
  )
  return { 'cv.typ': main, 'configuration.yaml': `${JSON.stringify(configuration, null, 1)}\n` }
}

const novineRepo: ThirdParty = {
  repo: 'MasiarNovine/typst_resume_template',
  commit: 'fea6e5824b549146062d8f1f4c44ba62936f8a57',
  dir: 'typst-resume-template',
  inputs: '',
  links: { 'template.typ': 'template.typ', assets: 'assets' },
}

/** An empty picture, for the header's photograph (none) and the contact rows its icons do not fit. */
const blankSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n'

// Masiar Novine's typst_resume_template, filled as its README's functions are (its repository has no example file):
// \template over the page (A4, "page/pages" footer), \headerblock (the gradient band: a photograph, drawn empty, no
// photograph; the name right-aligned in white, the location as its address line, the phone with its smartphone
// icon, the e-mail with its mail icon, the LinkedIn URL in its GitHub slot without an icon (it prints no
// "linkedin" argument and has no LinkedIn icon), its ORCID slot empty); section names in small capitals in the
// right column beside a rule; "Summary" (ours: it has no summary place) as a \cvitem without a key; "Work
// Experience" as \cventry (the dates in the left column, then "Title, Company, City, ST" and its
// "Description:" label over the duties written as sentences); "Education" and "Certifications" as \cvitem (the
// years or year as the key, "Degree in Field, School" and "Name, Issuer" as the value, in \cventry's type:
// \cventry would print its empty city and country as ", ,"); "Skills" one \cvitem without a key. No headline
// (it has no place for one).
const novineCv = (p: OutsidePerson) => {
  const slot = (field: string, icon: string) => `(field: ${str(field)}, icon: ${str(icon)})`
  const item = (key: string, value: string) => `#cvitem(key: ${str(key)}, value: [${value}])`
  const line = (name: string, place: string) =>
    `#text(${str(name)}, weight: "regular"), #text(${str(place)}, style: "italic")`
  const job = (j: OutsidePerson['jobs'][number]) => {
    const [city, state] = j.city.split(', ')
    return `#cventry(
  year: ${str(j.dates.replace(' -- ', ' – '))},
  title: ${str(j.title)},
  institution: ${str(j.company)},
  city: ${str(city!)},
  country: ${str(state ?? '')},
  description: ${str(j.achievements.map((a) => `${a}.`).join(' '))},
)`
  }
  return {
    'cv.typ': `#import "template.typ": *

#show: doc => template(doc)

#headerblock(
  foto: "blank.svg",
  firstname: ${str(p.first)},
  lastname: ${str(p.last)},
  address: ${str(p.location)},
  phone: ${slot(p.phone, 'assets/icons/smartphone_filled.svg')},
  email: ${slot(p.email, 'assets/icons/mail_filled.svg')},
  github: ${slot(p.linkedin, 'blank.svg')},
  orcid: ${slot('', 'blank.svg')},
)

= Summary
${item('', typ(p.summary))}

= Work Experience
${p.jobs.map(job).join('\n')}

= Education
${p.education.map((e) => item(e.dates.replace(' -- ', ' – '), line(degreeLine(e), e.institution))).join('\n')}

= Certifications
${p.certifications.map((c) => item(c.date, line(c.name, c.issuer))).join('\n')}

= Skills
${item('', typ(p.skills.join(', ')))}
`,
    'blank.svg': blankSvg,
  }
}

export const heldOutLDesigns: OutsideDesign[] = [
  {
    id: 'vantage-typst',
    source: "sardorml's vantage-typst (sardorml/vantage-typst), Typst",
    split: 'held-out-l',
    engine: 'typst',
    dash: '—',
    educationDash: '-',
    thirdParty: vantageRepo,
    layout:
      'the name and position over a line of icon links and the summary; two columns: a wide one of jobs (title, italic company, a calendar-icon "from — to" with the city flush right, a list) beside a narrow one of education, "•" skills and certificates, section names in colour over a rule',
    render: vantageCv,
  },
  {
    id: 'bare-bones-cv',
    source:
      "caffeinatedgaze's bare-bones-cv (caffeinatedgaze/bare-bones-cv), Typst, its main.typ read from the clone",
    split: 'held-out-l',
    engine: 'typst',
    skillsGroup: 'Professional',
    thirdParty: bareBonesRepo,
    layout:
      'a narrow left sidebar ("Email:", "Phone:", "LinkedIn:" rows, the location, the summary, education as years over the school over the degree, a bold skill group over " • " items) beside the name, the title and the jobs ("Title @ Company" over "from – to", a list); large plain section names',
    render: bareBonesCv,
  },
  {
    id: 'novine-typst-resume',
    source: "Masiar Novine's typst_resume_template (MasiarNovine/typst_resume_template), Typst",
    split: 'held-out-l',
    engine: 'typst',
    missing: ['position'],
    thirdParty: novineRepo,
    layout:
      'a gradient header band with an empty photograph circle and the name right-aligned in white over the location and icon contact rows; small-capital section names beside a rule; entries as a right-aligned dates column beside "Title, Company, City, ST" over an italic "Description:" paragraph',
    render: novineCv,
  },
]
