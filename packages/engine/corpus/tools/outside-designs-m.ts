// Held-out M (issue 14, eleventh session): a confirmation set measured once by the lead. Resume designs made by
// other people that no other part of the corpus uses, none of them Typst (the last six fresh designs were): René
// Wirnata's FortySecondsCV (a LaTeX class: a grey sidebar of icon contact rows, the summary and skills beside a
// main column with the dates in a left column), noelma's LOffice CV (a LibreOffice Writer template: the name and
// contact lines in a page header repeated on every page, icon section headings over a rule, borderless tables
// with the dates left) and Tom Barrasso's html-resume-template (HTML/CSS printed by Chromium: a left sidebar of
// icon contact lines and skill pills beside the name, set as SVG text, and the entries, dates flush right),
// filled with the people of corpus/outside/people-m.json (printed by no other design) as each design's own
// example fills it, before the parser was run on any of them. The designs are read from their clones in
// corpus/outside/third-party (README.md); none is copied here, and their parses are only read per design and
// overall, but html-resume-template's: tune after that one measurement ("tune-was-held-out-m").
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { escapeHtml as esc, htmlText } from './html-text.ts'
import {
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
  thirdPartyRoot,
} from './outside-person.ts'

/** A duty list written as the sentences of one description paragraph, as examples without lists write it. */
const sentences = (items: string[]) => items.map((a) => `${a}.`).join(' ')

const fortySeconds: ThirdParty = {
  repo: 'PandaScience/FortySecondsCV',
  commit: '4c0ec3802dc045a77c72cb091d99a71658e211e8',
  dir: 'fortysecondscv',
  inputs: '',
}

// FortySecondsCV, filled as its template.tex is (its preamble's packages: microtype, ragged2e, Clear Sans as the
// sans-serif default, amssymb): no profile picture or logo (both optional), the name and \cvjobtitle (the
// position) over the icon rows it makes of \cvaddress (the location), \cvphone, \cvmail and \cvlinkedin (the
// user name linked, the printed text the person's LinkedIn URL); the front sidebar's sections: "About Me" (the
// summary, its \aboutme, which its example sets in the back sidebar: ours is one page) and "Skills" as its "Hard
// Skills" list (\skill rows, one icon for all); the main column's cvtable sections: "Working Experience"
// (\cvitem: dates, title, the company in its location slot, the duties as its description paragraph, written as
// sentences), "Education" (\cvitem: dates, "Degree in Field", the school, no description) and "Certifications" as
// its Awards (year, name, issuer). Its birthday, site, key, social network, languages, soft skills, back sidebar,
// publications and extra-curricular sections are left out (no such fields).
const fortySecondsCv = (p: OutsidePerson) => {
  const row = (dates: string, title: string, place: string, text = '') =>
    `\t\\cvitem{${tex(dates)}}{${tex(title)}}{${tex(place)}}{${tex(text)}}`
  const user = p.linkedin.replace(/^.*\/in\//, '')
  return `\\documentclass[a4paper]{fortysecondscv}
\\usepackage{microtype}
\\usepackage{ragged2e}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage[sfdefault]{ClearSans}
\\usepackage{amssymb}

\\cvname{${tex(fullName(p))}}
\\cvjobtitle{${tex(p.position)}}
\\cvaddress{${tex(p.location)}}
\\cvphone{${tex(p.phone)}}
\\cvmail{${tex(p.email)}}
\\cvlinkedin{${tex(user)}}{${tex(p.linkedin)}}

\\addtofrontsidebar{
\t\\sidesection{About Me}
\t\\aboutme{${tex(p.summary)}}

\t\\sidesection{Skills}
${p.skills.map((s) => `\t\t\\skill{\\faCheck}{${tex(s)}}`).join('\n')}
}

\\begin{document}

\\makefrontsidebar

\\cvsection{Working Experience}
\\begin{cvtable}[3]
${p.jobs.map((j) => row(j.dates, j.title, j.company, sentences(j.achievements))).join('\n')}
\\end{cvtable}

\\cvsection{Education}
\\begin{cvtable}[1.5]
${p.education.map((e) => row(e.dates, degreeLine(e), e.institution)).join('\n')}
\\end{cvtable}

\\cvsection{Certifications}
\\begin{cvtable}
${p.certifications.map((c) => row(c.date, c.name, c.issuer)).join('\n')}
\\end{cvtable}

\\end{document}
`
}

const lofficeRepo: ThirdParty = {
  repo: 'noelma/loffice-cv',
  commit: '0c18cd2bce32731713b70baab1e06cbf78973e34',
  dir: 'loffice-cv',
  inputs: '',
  template: 'office_cv.ott',
}

/** One part of the clone's template, as text. */
const lofficePart = (part: string) =>
  execFileSync('unzip', ['-p', join(thirdPartyRoot, lofficeRepo.dir, lofficeRepo.template!), part], {
    encoding: 'utf8',
  })

/** The template's text with one piece replaced; stops when the piece is gone (a different template). */
const replaceOnce = (text: string, from: string | RegExp, to: string) => {
  if (typeof from === 'string' ? !text.includes(from) : !from.test(text))
    throw new Error(`loffice-cv: ${from} not found in the template`)
  return text.replace(from, () => to)
}

// LOffice CV (office_cv.ott), filled as its example is. Its page header (styles.xml, printed on every page): the
// name as "First LAST" (its example's "FirstName NAME"), the address line (the location) under it; a second
// column of labelled lines, "P:" (the phone), "E-Mail:" and "Linkedin:" (the LinkedIn URL where its example has
// "me"); under the header table its Title line "Job title – …" (the position alone: no tagline). Its birth-date
// line and "Site:" line are left out (no such fields). The body (content.xml, its automatic styles kept): each
// section its heading with its icon and rule (the template's own heading paragraphs, their text replaced);
// a "Profile" section of ours for the summary, made of its Hobbies heading (a paragraph under an icon heading);
// "Education" as its borderless table (dates left; "School, Degree in Field" in its blue-then-plain run);
// "Experiences" as its table (dates left, its duration line left out; "Title" in its bold green, ", Company" in
// bold, ", City." plain, then one paragraph a duty); "Skills" as its table's first category cell (the label
// "Professional" over one line a skill, commas between, a full stop last); "Certifications" of ours under its
// Education heading's kind, as its Education rows (year left, "Name, Issuer"). Its other skill categories and
// its Hobbies text are left out.
const lofficeCv = (p: OutsidePerson) => {
  const content = lofficePart('content.xml')
  const head = content.slice(0, content.indexOf('<office:body>'))
  const body = content.slice(content.indexOf('<office:body>'))
  const headings = [...body.matchAll(/<text:h text:style-name="P(?:7|8|9|10)"[\s\S]*?<\/text:h>/g)].map(
    (m) => m[0],
  )
  if (headings.length !== 4) throw new Error('loffice-cv: expected four section headings')
  const [educationHeading, experienceHeading, skillsHeading, hobbiesHeading] = headings as [
    string,
    string,
    string,
    string,
  ]
  // A heading's words are the text after its drawings; its icon frames keep their names.
  const named = (heading: string, name: string) =>
    heading.replace(/<\/draw:line>[\s\S]*<\/text:h>$/, `</draw:line>${name}</text:h>`)
  const frameName = (heading: string, name: string) =>
    heading.replace(/draw:name="[a-z_]+picture"/, `draw:name="${name}"`)
  const cell = (style: string, paragraphs: string[]) =>
    `<table:table-cell table:style-name="${style}" office:value-type="string">${paragraphs.join('')}</table:table-cell>`
  const para = (text: string) => `<text:p text:style-name="Standard">${text}</text:p>`
  const dates = (s: string) => htmlText(s)
  const table = (name: string, rows: string[][][]) =>
    `<table:table table:name="${name}" table:style-name="${name}"><table:table-column table:style-name="${name}.A"/><table:table-column table:style-name="${name}.B"/>${rows
      .map((r) => `<table:table-row>${r.map((ps) => cell(`${name}.A1`, ps)).join('')}</table:table-row>`)
      .join('')}</table:table>`
  const education = table(
    'Tableau2',
    p.education.map((e) => [
      [para(dates(e.dates))],
      [
        para(
          `<text:span text:style-name="T6">${esc(e.institution)}</text:span><text:span text:style-name="T11">, </text:span>${esc(degreeLine(e))}`,
        ),
      ],
    ]),
  )
  const experience = table(
    'Tableau3',
    p.jobs.map((j) => [
      [para(dates(j.dates))],
      [
        para(
          `<text:span text:style-name="T7">${esc(j.title)}</text:span>, <text:span text:style-name="T5">${esc(j.company)}</text:span>, ${esc(j.city)}.`,
        ),
        ...j.achievements.map((a) => para(esc(a))),
      ],
    ]),
  )
  const skills = `<table:table table:name="Tableau1" table:style-name="Tableau1"><table:table-column table:style-name="Tableau1.A" table:number-columns-repeated="3"/><table:table-column table:style-name="Tableau1.D"/><table:table-row>${cell(
    'Tableau1.A1',
    [
      '<text:h text:style-name="P11" text:outline-level="3">Professional</text:h>',
      ...p.skills.map(
        (s, n) => `<text:p text:style-name="P2">${esc(s)}${n === p.skills.length - 1 ? '.' : ','}</text:p>`,
      ),
    ],
  )}${cell('Tableau1.A1', [para('')])}${cell('Tableau1.A1', [para('')])}${cell('Tableau1.A1', [para('')])}</table:table-row></table:table>`
  const certifications = table(
    'Tableau2',
    p.certifications.map((c) => [
      [para(esc(c.date))],
      [
        para(
          `<text:span text:style-name="T6">${esc(c.name)}</text:span><text:span text:style-name="T11">, </text:span>${esc(c.issuer)}`,
        ),
      ],
    ]),
  ).replace('table:name="Tableau2"', 'table:name="Tableau4"')
  const text = [
    named(frameName(hobbiesHeading, 'profile_picture'), 'Profile'),
    para(esc(p.summary)),
    named(educationHeading, 'Education'),
    education,
    experienceHeading,
    experience,
    skillsHeading,
    skills,
    named(frameName(educationHeading, 'certification_picture'), 'Certifications'),
    certifications,
  ]
  const bodyStart = body.slice(0, body.indexOf('<text:h '))
  let styles = lofficePart('styles.xml')
  styles = replaceOnce(
    styles,
    /<text:span text:style-name="MT1">F<\/text:span>irstName NAME/,
    `${esc(p.first)} ${esc(p.last.toUpperCase())}`,
  )
  styles = replaceOnce(styles, /<text:p text:style-name="MP7">[\s\S]*?<\/text:p>/, '')
  styles = replaceOnce(styles, '<text:p text:style-name="Standard">Address</text:p>', para(esc(p.location)))
  styles = replaceOnce(styles, ': (123) 456-7890 ', `: ${esc(p.phone)}`)
  styles = replaceOnce(styles, ': email@exemple.com', `: ${esc(p.email)}`)
  styles = replaceOnce(
    styles,
    /<text:p text:style-name="Standard"><text:span text:style-name="MT5">Site<\/text:span>: https:\/\/foo\.com<\/text:p>/,
    '',
  )
  styles = replaceOnce(
    styles,
    '<text:span text:style-name="MT5">Linkedin</text:span>: me',
    `<text:span text:style-name="MT5">Linkedin</text:span>: ${esc(p.linkedin)}`,
  )
  styles = replaceOnce(
    styles,
    /<text:p text:style-name="Title">[^<]*<\/text:p>/,
    `<text:p text:style-name="Title">${esc(p.position)}</text:p>`,
  )
  return {
    'content.xml': `${head}${bodyStart}${text.join('')}</office:text></office:body></office:document-content>\n`,
    'styles.xml': styles,
  }
}

const htmlResumeTemplate: ThirdParty = {
  repo: 'Tombarr/html-resume-template',
  commit: '92a4a82e480784e8f28bbb33153ab73d895a4912',
  dir: 'html-resume-template',
  inputs: '',
  // Its page links its own style sheets by relative paths, and normalize.css 8.0.0 and Font Awesome Free 5.1.0
  // from a CDN, which cannot be reached here: the same versions from npm (README.md), linked in their place.
  links: {
    'paper.css': 'paper.css',
    'styles.css': 'styles.css',
    'typography.css': 'typography.css',
    'screen.css': 'screen.css',
    'print.css': 'print.css',
    'normalize.css': '../html-resume-template-deps/node_modules/normalize.css/normalize.css',
    fontawesome: '../html-resume-template-deps/node_modules/@fortawesome/fontawesome-free',
  },
}

// Tom Barrasso's html-resume-template, its index.html filled as its example is (a letter sheet that hides what
// overflows it): the aside's "Contact" list of icon lines (the location, the phone, the e-mail and the LinkedIn
// URL in its GitHub row, with Font Awesome's LinkedIn icon), "Skills" as its pills (one list: its example's
// Technologies list is a second group of the same kind), its attribution line ("Typeset in HTML & CSS") kept as
// the aside's last section where its References section ends with it; the main column: the name in capitals as
// its SVG text (the box sized to the name: its example's is sized to "JOE SMITH"), the position as the h6 under
// it, "Summary", "Experience" ("Title" with the dates flush right over the company, the duties as its list; no
// city: it has no place for one), "Education" ("Degree, Field" with the dates flush right over the school) and
// "Certifications" of ours as its education entries ("Name" with the year over the issuer). Its References
// section is left out (no such field), its edit script and GitHub button too (no network, no editing).
const htmlResumeTemplatePage = (p: OutsidePerson) => {
  const name = fullName(p).toUpperCase()
  // Montserrat is not installed: the fallback sans-serif's capitals are narrower than its 0.78em.
  const width = Math.ceil(name.length * 35)
  const entry = (title: string, dates: string, place: string, list = '') =>
    `<li><div><p class="sanserif">${esc(title)}</p><time>${htmlText(dates)}</time></div><div><span>${esc(place)}</span><span></span></div>${list}</li>`
  return `<!DOCTYPE html>
<html lang="en" moznomarginboxes>
<head>
<meta charset="utf-8" />
<meta name="author" content="${esc(fullName(p))}" />
<meta name="generator" content="html-resume-template" />
<link rel="stylesheet" type="text/css" href="./normalize.css" />
<link rel="stylesheet" type="text/css" href="./fontawesome/css/all.css" />
<link rel="stylesheet" type="text/css" href="./paper.css" />
<link rel="stylesheet" type="text/css" href="./styles.css" />
<link rel="stylesheet" type="text/css" href="./typography.css" />
<link rel="stylesheet" type="text/css" media="screen" href="./screen.css" />
<link rel="stylesheet" type="text/css" media="print" href="./print.css" />
<title>${esc(fullName(p))}</title>
</head>
<body class="letter">
<section id="save">
<section class="sheet">
<aside>
<section class="contact">
<h6>Contact</h6>
<ul>
<li><p><i class="fa fa-map-marker-alt" title="Location"></i> ${esc(p.location)}</p></li>
<li><p><i class="fa fa-phone" title="Cell phone"></i> <a href="tel:${esc(p.phone.replace(/\D/g, ''))}">${esc(p.phone)}</a></p></li>
<li><p><i class="fa fa-envelope" title="Email"></i> <a href="mailto:${esc(p.email)}">${esc(p.email)}</a></p></li>
<li><p><i class="fab fa-linkedin" title="LinkedIn"></i> <a href="https://${esc(p.linkedin)}">${esc(p.linkedin)}</a></p></li>
</ul>
</section>
<section class="skills">
<h6>Skills</h6>
<ul>
${p.skills.map((s) => `<li><span>${esc(s)}</span></li>`).join('\n')}
</ul>
</section>
<section class="references">
<p>Typeset in HTML &amp; CSS<br />
See <a href="https://git.io/f4dXp">git.io/f4dXp</a></p>
</section>
</aside>
<section>
<header class="name" aria-label="${esc(fullName(p))}">
<svg width="${width}px" height="35px" viewBox="0 0 ${width} 35" version="1.1" xmlns="http://www.w3.org/2000/svg">
<g stroke="none" stroke-width="1" fill="none" fill-rule="evenodd" font-family="Montserrat-Regular, Montserrat" font-size="48" font-weight="normal">
<g transform="translate(-54.000000, -140.000000)" fill="#484848">
<text><tspan x="54.728" y="174">${esc(name)}</tspan></text>
</g>
</g>
</svg>
<h6>${esc(p.position)}</h6>
<hr />
</header>
<section>
<section class="summary">
<h6>Summary</h6>
<p>${esc(p.summary)}</p>
</section>
<section class="experience">
<h6>Experience</h6>
<ol>
${p.jobs
  .map(
    (j) =>
      `<li><header><p class="sanserif">${esc(j.title)}</p><time>${htmlText(j.dates)}</time></header><span>${esc(j.company)}</span><ul>${j.achievements.map((a) => `<li>${esc(a)}</li>`).join('')}</ul></li>`,
  )
  .join('\n')}
</ol>
</section>
<section class="education">
<h6>Education</h6>
<ol>
${p.education.map((e) => entry(e.field ? `${e.degree}, ${e.field}` : e.degree, e.dates, e.institution)).join('\n')}
</ol>
</section>
<section class="education">
<h6>Certifications</h6>
<ol>
${p.certifications.map((c) => entry(c.name, c.date, c.issuer)).join('\n')}
</ol>
</section>
</section>
</section>
</section>
</section>
</body>
</html>
`
}

export const heldOutMDesigns: OutsideDesign[] = [
  {
    id: 'fortysecondscv',
    source: "René Wirnata's FortySecondsCV (PandaScience/FortySecondsCV), pdfLaTeX",
    split: 'held-out-m',
    engine: 'pdflatex',
    thirdParty: fortySeconds,
    layout:
      'a grey left sidebar (name, position, icon contact rows, "About Me", icon skill rows) beside a main column of ruled section names over tables: dates in a left column, a bold title with the company flush right in small type, a description paragraph under it',
    render: fortySecondsCv,
  },
  {
    id: 'loffice-cv',
    source: "noelma's LOffice CV (noelma/loffice-cv, office_cv.ott), printed by LibreOffice",
    split: 'held-out-m',
    engine: 'libreoffice',
    thirdParty: lofficeRepo,
    capitals: ['name'],
    skillsGroup: 'Professional',
    layout:
      'a page header repeated on every page (drawn triangles, "First LAST", the address, "P:", "E-Mail:", "Linkedin:" lines, the position as a title line), section names after an icon over a rule, borderless tables with the dates left of "Title, Company, City." and duty paragraphs, skills in a category cell',
    render: lofficeCv,
  },
  {
    id: 'tombarr-html-resume',
    source: "Tom Barrasso's html-resume-template (Tombarr/html-resume-template), printed by Chromium",
    split: 'tune-was-held-out-m',
    engine: 'chromium',
    thirdParty: htmlResumeTemplate,
    capitals: ['name'],
    layout:
      'a left sidebar of icon contact lines and skill pills (floated boxes, several to a line) beside the name in capitals as SVG text over the position and a rule, entries with the dates flush right on the title line over the company or school',
    render: htmlResumeTemplatePage,
  },
]
