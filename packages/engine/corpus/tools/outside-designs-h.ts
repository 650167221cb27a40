// Held-out H (issue 14, eighth session): a confirmation set measured once by the lead (best-resume-ever's two
// templates tune from the eighth session after that one measurement: "tune-was-held-out-h"). Resume designs made by other
// people that no other part of the corpus uses (best-resume-ever's Vue templates, HTML/CSS printed by Chromium; a
// LaTeX class from GitHub, resume-tex),
// filled with the people of corpus/outside/people-h.json (printed by no other design) as the project's example
// data fills them, before the parser was run on any of them. The templates are read from the clone in
// corpus/outside/third-party (README.md); none is copied here, and their parses are only read per design and overall.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml as esc } from './html-text.ts'
import {
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
  thirdPartyRoot,
} from './outside-person.ts'

const bestResumeEver: ThirdParty = {
  repo: 'salomonelli/best-resume-ever',
  commit: '29e753cd842585b4a2e9dbbb5e1ef3a0f5e66767',
  dir: 'best-resume-ever',
  inputs: '',
  // Its App.vue imports Font Awesome 4.7.0 from node_modules: FortAwesome/Font-Awesome's v4.7.0, cloned beside it.
  links: { 'font-awesome': '../font-awesome-4.7' },
}

/** A template's `<style lang="less">` block, compiled by lessc as the project's webpack build does. */
const templateStyle = (name: string) => {
  const vue = readFileSync(join(thirdPartyRoot, bestResumeEver.dir, 'src/resumes', `${name}.vue`), 'utf8')
  const less = vue.slice(vue.indexOf('>', vue.indexOf('<style')) + 1, vue.lastIndexOf('</style>'))
  return execFileSync('lessc', ['-'], {
    input: less,
    encoding: 'utf8',
    // Debian's node-less finds its modules in /usr/share/nodejs, where a Node not from Debian does not look.
    env: { ...process.env, NODE_PATH: '/usr/share/nodejs' },
  })
}

// The page best-resume-ever renders each template into (App.vue's body, pages/resume.vue's A4 page, which hides
// what overflows it), exported as its scripts/export.js does: A4 without margins.
const page = (name: string, body: string) => `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>best-resume-ever</title>
<link rel="stylesheet" href="font-awesome/css/font-awesome.css">
<style>
@page { size: A4; margin: 0; }
body { padding: 0; margin: 0; overflow-x: hidden; background: #CCCCCC; }
.page-inner { height: 100%; width: 100%; }
.page-wrapper { overflow-x: hidden; background: #CCCCCC; margin: 0; padding: 0; -webkit-print-color-adjust: exact; box-sizing: border-box; }
.resume { height: 100%; width: 100%; }
.page { background: white; position: relative; width: 21cm; height: 29.68cm; display: block; page-break-after: auto; overflow: hidden; }
${templateStyle(name)}
</style></head>
<body><div class="page-wrapper"><div class="page" id="${name}"><div class="page-inner">
${body}
</div></div></div></body></html>
`

/** Its example's time periods are "January 2015 - December 2015": ours with a hyphen. */
const period = (dates: string) => esc(dates.replace(' -- ', ' - '))

/** Its example's education description: "Major in Engineering, University B, Los Angeles, USA." */
const majorIn = (e: OutsidePerson['education'][number]) =>
  esc(`${e.field ? `Major in ${e.field}, ` : ''}${e.institution}.`)

// purple: a purple header band (position over the capitalised name, icon contact line: e-mail, phone, website),
// then ruled sections: each job "Company" over "Title | dates", its description and list; each degree its
// description (the school) over "Degree | dates"; the skills a list; "About" in the footer. Ours: the LinkedIn URL
// in its website slot, the duties as its list (no description), certificates a section written as its education
// entries are ("Issuer" over "Name | year"). It has no place for a location (scored as not printed).
const purple = (p: OutsidePerson) => {
  const section = (id: string, title: string, entries: string) =>
    `<div id="${id}-container"><h2 id="${id}-title">${title}</h2><div class="spacer"></div>${entries}</div>`
  const body = `<div class="resume" id="template">
<div id="resume-header"><div id="header-left"><h2 id="position">${esc(p.position)}</h2><h1 id="name">${esc(fullName(p))}</h1>
<div id="info-flex"><span id="email"><a href="mailto:${esc(p.email)}"><i class="fa fa-envelope" aria-hidden="true"></i> ${esc(p.email)}</a></span>
<span id="phone"><i class="fa fa-phone-square" aria-hidden="true"></i> ${esc(p.phone)}</span>
<span id="website"><a href="https://${esc(p.linkedin)}"><i class="fa fa-home" aria-hidden="true"></i> ${esc(p.linkedin)}</a></span></div></div>
<div id="header-right"><div id="headshot"></div></div></div>
<div id="resume-body">
${section(
  'experience',
  'Experience',
  p.jobs
    .map(
      (j) =>
        `<div class="experience"><h2 class="company">${esc(j.company)}</h2><p class="job-info"><span class="job-title">${esc(j.title)} | </span><span class="experience-timeperiod">${period(j.dates)}</span></p><ul>${j.achievements
          .map((a) => `<li><span class="list-item-black">${esc(a)}</span></li>`)
          .join('')}</ul></div>`,
    )
    .join(''),
)}
${section(
  'education',
  'Education',
  p.education
    .map(
      (e) =>
        `<div class="education"><h2 class="education-description">${majorIn(e)}</h2><p><span class="degree">${esc(e.degree)} | </span><span class="education-timeperiod">${period(e.dates)}</span></p></div>`,
    )
    .join(''),
)}
${section(
  'education',
  'Certifications',
  p.certifications
    .map(
      (c) =>
        `<div class="education"><h2 class="education-description">${esc(c.issuer)}</h2><p><span class="degree">${esc(c.name)} | </span><span class="education-timeperiod">${esc(c.date)}</span></p></div>`,
    )
    .join(''),
)}
<div id="skills-container"><h2 id="skills-title">Skills</h2><div class="spacer"></div><p id="skill-description"></p><ul id="skill-list">${p.skills
    .map((s) => `<li class="skill"><span class="list-item-black">${esc(s)}</span></li>`)
    .join('')}</ul></div>
</div>
<div id="resume-footer"><div><h2>About me</h2><p>${esc(p.summary)}</p></div></div>
</div>`
  return page('purple', body)
}

// left-right: the capitalised, letter-spaced name in a box over the position (capitals), centred; two halves, the
// left one right-aligned (its experience: bold "Company", italic "Title", the dates, a description; then a contact
// table, each row its text beside an icon: e-mail, phone, street over city, website), the right one its
// education (bold degree over its description) and skills (a name beside a level bar). Ours: no photograph; the
// location as its city row (no street), the LinkedIn URL in its website row; the summary an "About me" section
// of its kind at the top of the right half (its lang file's "about"); the duties one description; a degree's
// dates after its description (the template prints none); certificates a section written as its education
// entries are ("Name" over "Issuer, year"); every skill bar at one level (4 of 6), so that no skill is ranked.
const leftRight = (p: OutsidePerson) => {
  const contactRow = (text: string, icon: string) =>
    `<tr><td>${text}</td><td><i class="fa fa-${icon}" aria-hidden="true"></i></td></tr>`
  const educationBlock = (title: string, text: string) =>
    `<div class="education-block">${title ? `<span class="degree">${title}</span>` : ''}<span class="degree-description">${text}</span></div>`
  const body = `<div class="resume" id="resume1">
<div class="row text-center"><span class="name">${esc(fullName(p))}</span></div>
<div class="row text-center"><p class="position center">${esc(p.position)}</p></div>
<div class="left half"><div class="experience"><h3>Experience</h3>${p.jobs
    .map(
      (j) =>
        `<div class="experience-block"><span class="company"> ${esc(j.company)} </span> <span class="job-title"> ${esc(j.title)} </span> <span class="time-period"> ${period(j.dates)}</span> <span class="job-description"> ${j.achievements.map((a) => esc(`${a}.`)).join(' ')} </span></div>`,
    )
    .join('')}</div>
<div class="contact"><h3>Contact</h3><table>
${contactRow(`<a href="mailto:${esc(p.email)}">${esc(p.email)}</a>`, 'envelope')}
${contactRow(`<a href="tel:${esc(p.phone)}">${esc(p.phone)}</a>`, 'phone')}
${contactRow(esc(p.location), 'home')}
${contactRow(`<a href="https://${esc(p.linkedin)}">${esc(p.linkedin)}</a>`, 'globe')}
</table></div></div>
<div class="right half">
<div class="education"><h3>About me</h3>${educationBlock('', esc(p.summary))}</div>
<div class="education"><h3>Education</h3>${p.education
    .map((e) => educationBlock(esc(e.degree), `${majorIn(e)} ${period(e.dates)}`))
    .join('')}</div>
<div class="education"><h3>Certifications</h3>${p.certifications
    .map((c) => educationBlock(esc(c.name), esc(`${c.issuer}, ${c.date}`)))
    .join('')}</div>
<h3>Skills</h3><div class="skills">${p.skills
    .map(
      (s) =>
        `<div class="skill-block"><span class="skill">${esc(s)}</span><div class="skill-bar"><div style="width: 67%" class="level"> </div></div></div>`,
    )
    .join('')}</div>
</div></div>`
  return page('left-right', body)
}

const resumeTex: ThirdParty = {
  repo: 'Smedzlatko/resume-tex',
  commit: '3935dda01308b82e11a83065d894566e3dad6018',
  dir: 'resume-tex',
  inputs: 'resume',
}

// Martin Myslík's resume-tex (template.cls, after Twenty Seconds CV): a grey sidebar set absolutely (a round photo,
// the name, the job title, icon rows for birth date, address, phone, site and e-mail, "About me"), the body right of
// it: sections after an arrow icon, each a table of a dates column beside "\textbf{company} \hfill {location}" over
// a description, skills as named bars three to a row, certificates a dates column beside a line. Filled as its
// resume.tex is: no photograph (its picture drawn empty), the birth date row empty (no such field), the location as
// its address, the LinkedIn URL as its site; each job its company and city over the title, a blank line and the
// duties (its example's description: a line, a blank line, a paragraph); each degree "Degree" over its field with
// the school at the right; the skills at one level (3 of 4), so that no skill is ranked; the certificates "Name,
// Issuer" beside the year; its entry box narrowed from 0.82 to 0.7 of the text width (our date ranges are wider than
// its example's). Its Interests and Languages sections are left out (no such fields).
const resumeTexCv = (p: OutsidePerson) => {
  const skills = p.skills.map((s, n) => `\\skill{${tex(s)}}{3}${n % 3 === 2 ? ' \\\\' : ''}`)
  return `\\documentclass[12pt]{template}
% No photograph: its round picture is drawn empty.
\\renewcommand{\\includegraphics}[2][]{}
% Its entry box is 0.82 of the text width beside a dates column sized for "2015-present": our wider ranges
% ("Aug 2020 -- Present") would push it past the page's edge, so it is 0.7 here (its definition otherwise).
\\renewcommand{\\ditem}[4]{#1&\\parbox[t]{0.7\\textwidth}{\\textbf{#2}\\hfill{\\footnotesize #3} \\\\ #4\\vspace{\\parsep}}\\\\}
\\renewcommand{\\sitem}[2]{#1&\\parbox[t]{0.7\\textwidth}{#2}\\\\}
\\profilepic{none}
\\fullname{${tex(fullName(p))}}
\\jobtitle{${tex(p.position)}}
\\birthdate{}
\\address{${tex(p.location)}}
\\phone{${tex(p.phone)}}
\\site{${tex(p.linkedin)}}
\\email{${tex(p.email)}}
\\begin{document}
\\aboutme{${tex(p.summary)}}
\\sidebar
\\section{Education}

\\begin{dlist}
${p.education.map((e) => `\\ditem{${tex(e.dates)}}{${tex(e.degree)}}{${tex(e.institution)}}{${tex(e.field)}}`).join('\n')}
\\end{dlist}

\\section{Experience}

\\begin{dlist}
${p.jobs.map((j) => `\\ditem{${tex(j.dates)}}{${tex(j.company)}}{${tex(j.city)}}{${tex(j.title)} \\\\\n\\\\\n${j.achievements.map((a) => tex(`${a}.`)).join(' ')}}`).join('\n')}
\\end{dlist}

\\section{Skills}

\\begin{skills}
${skills.join('\n')}
\\end{skills}

\\section{Certifications}

\\begin{slist}
${p.certifications.map((c) => `\\sitem{${tex(c.date)}}{${tex(`${c.name}, ${c.issuer}`)}}`).join('\n')}
\\end{slist}
\\end{document}
`
}

export const heldOutHDesigns: OutsideDesign[] = [
  {
    id: 'best-resume-ever-purple',
    source: "best-resume-ever's purple template (salomonelli/best-resume-ever), printed by Chromium",
    split: 'tune-was-held-out-h',
    engine: 'chromium',
    dash: '-',
    missing: ['location'],
    capitals: ['name'],
    thirdParty: bestResumeEver,
    layout:
      'a purple header band (position over the capitalised name, an icon contact line), sections under rules: "Company" over "Title | dates" and a list, the school over "Degree | dates", a skill list, "About me" in the footer',
    render: purple,
  },
  {
    id: 'best-resume-ever-left-right',
    source: "best-resume-ever's left-right template (salomonelli/best-resume-ever), printed by Chromium",
    split: 'tune-was-held-out-h',
    engine: 'chromium',
    dash: '-',
    capitals: ['name', 'position'],
    thirdParty: bestResumeEver,
    layout:
      'a boxed, letter-spaced capitalised name over the position, centred; two halves: right-aligned experience ("Company", italic "Title", dates, a description) over a contact table with icons right of its text, and education ("Degree" over "Major in Field, School."), certificates and skills beside level bars',
    render: leftRight,
  },
  {
    id: 'resume-tex',
    source: "Martin Myslík's resume-tex (Smedzlatko/resume-tex), pdfLaTeX",
    split: 'held-out-h',
    engine: 'pdflatex',
    thirdParty: resumeTex,
    layout:
      'a grey absolutely placed sidebar (name, job title, icon contact rows, "About me"), the body right of it: arrow-icon section names, a dates column beside a bold company with the city flush right over the title and duties, degrees over their field with the school flush right, skills as bars three to a row, dated certificate lines',
    render: resumeTexCv,
  },
]
