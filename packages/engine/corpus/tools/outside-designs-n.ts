// Held-out N (issue 14, eleventh session, after M): a confirmation set measured once by the lead. Resume designs made by
// other people that no other part of the corpus uses, none of them Typst: two of the Awesome HTML Resume
// Templates collection's designs (HTML/CSS printed by Chromium: "Modern Sidebar", whose sidebar prints as a band
// of side-by-side blocks over the main column — an initials avatar, the name, the contact lines, the skills — and
// "Two-Column Compact", a header over two columns, the experience left and the skills, education and licences
// right; both put "Title — Company" on one line with the dates flush right) and Zhipeng Zhang's
// two-column-resume (a LaTeX class: a centred name and contact line over a rule, a narrow left column of links,
// education and grouped skills beside a wide one of experience, "Company | dates" under each title), filled with
// the people of corpus/outside/people-n.json (printed by no other design) as each design's own example fills it,
// before the parser was run on any of them. The designs are read from their clones in corpus/outside/third-party
// (README.md); none is copied here, and their parses are only read per design and overall.
import { escapeHtml as esc } from './html-text.ts'
import {
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
} from './outside-person.ts'

/** The examples of both HTML designs type a range with an em dash between spaces ("2019 — 2022"). */
const emDash = (dates: string) => esc(dates).replace(/ -- /g, ' — ')

const awesomeTemplates = (template: string): ThirdParty => ({
  repo: 'awesome-resume-templates/html-resume-templates',
  commit: '0463aacfcff3f1ab834fedd3b6bd59a2a2ab2735',
  dir: 'awesome-html-resume-templates',
  inputs: '',
  // Each design's page links its own style sheet by a relative path; no font or script is fetched.
  links: { 'style.css': `templates/${template}/style.css` },
})

/** One "Title — Organisation" entry with its dates, the markup both HTML designs use for jobs and schools. */
const htmlEntry = (title: string, org: string, dates: string, items: string[] = []) =>
  `<article class="entry">
<div class="entry-header">
<h3>${esc(title)} <span class="entry-org">— ${esc(org)}</span></h3>
<p class="entry-date">${emDash(dates)}</p>
</div>
${items.length ? `<ul>\n${items.map((a) => `<li>${esc(a)}.</li>`).join('\n')}\n</ul>` : ''}
</article>`

const htmlHead = (p: OutsidePerson) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${esc(fullName(p))} — Resume</title>
<link rel="stylesheet" href="style.css">
</head>`

const contactItems = (p: OutsidePerson) => `<li><a href="mailto:${esc(p.email)}">${esc(p.email)}</a></li>
<li><a href="tel:${esc(p.phone.replace(/\D/g, ''))}">${esc(p.phone)}</a></li>
<li>${esc(p.location)}</li>
<li><a href="https://${esc(p.linkedin)}">${esc(p.linkedin)}</a></li>`

// "Modern Sidebar" (templates/02-modern-sidebar), filled as its index.html is: the placeholder avatar with the
// person's initials (its example's "JD"; no photograph), the name and position, "Contact" (e-mail, phone,
// location and the LinkedIn URL in its website line), "Skills" as its list; the main column's "Summary",
// "Experience" and "Education" ("Degree in Field — School") entries, and "Certifications" of ours as entries of
// the same kind ("Name — Issuer", the year as the date). Its "Languages" section is left out (its comment says to
// delete it when not relevant; no such field); its footer line "References available on request." is kept.
const modernSidebar = (p: OutsidePerson) => `${htmlHead(p)}
<body>
<div class="page">
<aside id="sidebar">
<div class="photo" aria-hidden="true"><span>${esc(p.first[0]! + p.last[0]!)}</span></div>
<header id="resume-header">
<h1>${esc(fullName(p))}</h1>
<p class="title">${esc(p.position)}</p>
</header>
<section id="contact" aria-labelledby="contact-heading">
<h2 id="contact-heading">Contact</h2>
<ul class="contact-list">
${contactItems(p)}
</ul>
</section>
<section id="skills" aria-labelledby="skills-heading">
<h2 id="skills-heading">Skills</h2>
<ul class="skills-list">
${p.skills.map((s) => `<li>${esc(s)}</li>`).join('\n')}
</ul>
</section>
</aside>
<main>
<section id="summary" aria-labelledby="summary-heading">
<h2 id="summary-heading">Summary</h2>
<p>${esc(p.summary)}</p>
</section>
<section id="experience" aria-labelledby="experience-heading">
<h2 id="experience-heading">Experience</h2>
${p.jobs.map((j) => htmlEntry(j.title, j.company, j.dates, j.achievements)).join('\n')}
</section>
<section id="education" aria-labelledby="education-heading">
<h2 id="education-heading">Education</h2>
${p.education.map((e) => htmlEntry(degreeLine(e), e.institution, e.dates)).join('\n')}
</section>
<section id="certifications" aria-labelledby="certifications-heading">
<h2 id="certifications-heading">Certifications</h2>
${p.certifications.map((c) => htmlEntry(c.name, c.issuer, c.date)).join('\n')}
</section>
</main>
</div>
<footer>
<p class="footer-note">References available on request.</p>
</footer>
</body>
</html>
`

// "Two-Column Compact" (templates/17-two-column-compact), filled as its index.html is: the header (name,
// position, the contact list of e-mail, phone and location, with the LinkedIn URL as a fourth item), the left
// column's "Summary" and "Experience" entries, the right column's "Skills" list, "Education" entries ("Degree in
// Field — School") and its "Licenses" list, titled "Certifications" for ours ("Name, Issuer (year)", as its
// "RN License, State of California" item names the licence and its issuer); its footer line is kept.
const twoColumnCompact = (p: OutsidePerson) => `${htmlHead(p)}
<body>
<header id="resume-header">
<h1>${esc(fullName(p))}</h1>
<p class="title">${esc(p.position)}</p>
<ul class="contact-list" aria-label="Contact information">
${contactItems(p)}
</ul>
</header>
<div class="grid-row">
<div class="col">
<section id="summary" aria-labelledby="summary-heading">
<h2 id="summary-heading">Summary</h2>
<p>${esc(p.summary)}</p>
</section>
<section id="experience" aria-labelledby="experience-heading">
<h2 id="experience-heading">Experience</h2>
${p.jobs.map((j) => htmlEntry(j.title, j.company, j.dates, j.achievements)).join('\n')}
</section>
</div>
<div class="col">
<section id="skills" aria-labelledby="skills-heading">
<h2 id="skills-heading">Skills</h2>
<ul class="skills-list">
${p.skills.map((s) => `<li>${esc(s)}</li>`).join('\n')}
</ul>
</section>
<section id="education" aria-labelledby="education-heading">
<h2 id="education-heading">Education</h2>
${p.education.map((e) => htmlEntry(degreeLine(e), e.institution, e.dates)).join('\n')}
</section>
<section id="licenses" aria-labelledby="licenses-heading">
<h2 id="licenses-heading">Certifications</h2>
<ul class="skills-list">
${p.certifications.map((c) => `<li>${esc(`${c.name}, ${c.issuer} (${c.date})`)}</li>`).join('\n')}
</ul>
</section>
</div>
</div>
<footer>
<p class="footer-note">References available on request.</p>
</footer>
</body>
</html>
`

const twoColumnResume: ThirdParty = {
  repo: 'zzpxyx/two-column-resume',
  commit: '0ed35ccf828595186472703aea945cf72598f8b7',
  dir: 'two-column-resume',
  inputs: '',
}

/** Its example types a range with a hyphen between spaces ("Start Date 1 - End Date 1"). */
const hyphen = (dates: string) => tex(dates.replace(/ -- /g, ' - '))

// Zhipeng Zhang's two-column-resume, filled as its example.tex is (its preamble: hyperref with hidelinks,
// enumitem): \name{First}{Last}, one \contact line ("e-mail | phone | location"; its example's is "e-mail |
// phone"), \headerline; the left minipage's "Links" (\shortitem "LinkedIn" over the URL), "Education" (\longitem:
// the degree, the field as its short description, the school | the dates) and "Skills" as one group of its kind
// (\shortitem "Professional" over the skills, one a line); the right minipage's "Summary" (plain text, as its
// "Other" section is), "Experience" (\longitem: the title | the company | the dates, the duties as its itemize)
// and "Certifications" as its "Awards" short items (the name over "Issuer, year"). It has no headline (position
// not printed); its Projects and Research sections are left out (no such fields).
const twoColumnResumeCv = (p: OutsidePerson) => `\\documentclass{two-column-resume}
\\usepackage[hidelinks]{hyperref}
\\usepackage{enumitem}

\\begin{document}
\\name{${tex(p.first)}}{${tex(p.last)}}
\\contact{\\href{mailto:${p.email}}{${tex(p.email)}} | ${tex(p.phone)} | ${tex(p.location)}}
\\headerline
\\noindent
\\begin{minipage}[t]{0.33\\textwidth}
    \\vspace{0.5\\baselineskip}
    \\section{Links}
        \\shortitem{LinkedIn}
        \\itemdetails{\\href{https://${p.linkedin}}{${tex(p.linkedin)}}}
    \\section{Education}
${p.education.map((e) => `        \\longitem{${tex(e.degree)}}{${tex(e.field)}}{${tex(e.institution)}}{${hyphen(e.dates)}}`).join('\n')}
    \\section{Skills}
        \\shortitem{Professional}
        \\itemdetails{
${p.skills.map((s) => `            ${tex(s)}\\\\%`).join('\n')}
        }
\\end{minipage}%
\\begin{minipage}[t]{0.67\\textwidth}
    \\vspace{0.5\\baselineskip}
    \\section{Summary}
        ${tex(p.summary)}
    \\section{Experience}
${p.jobs
  .map(
    (j) => `        \\longitem{${tex(j.title)}}{}{${tex(j.company)}}{${hyphen(j.dates)}}
        \\itemdetails{
            \\begin{itemize}[itemsep=0pt]
${j.achievements.map((a) => `                \\item ${tex(a)}.`).join('\n')}
            \\end{itemize}
        }`,
  )
  .join('\n')}
    \\section{Certifications}
${p.certifications.map((c) => `        \\shortitem{${tex(c.name)}}\n        \\itemdetails{${tex(c.issuer)}, ${tex(c.date)}}`).join('\n')}
\\end{minipage}
\\end{document}
`

export const heldOutNDesigns: OutsideDesign[] = [
  {
    id: 'awesome-html-modern-sidebar',
    source:
      'Awesome HTML Resume Templates, "Modern Sidebar" (awesome-resume-templates/html-resume-templates), printed by Chromium',
    split: 'held-out-n',
    engine: 'chromium',
    thirdParty: awesomeTemplates('02-modern-sidebar'),
    dash: '—',
    layout:
      'a coloured band printed above the main column, its blocks side by side (an initials avatar, the name over the position, letter-spaced capital "CONTACT" and "SKILLS" lists), then letter-spaced capital section names over "Title — Company" lines with the dates flush right, a footer line',
    render: modernSidebar,
  },
  {
    id: 'awesome-html-two-column',
    source:
      'Awesome HTML Resume Templates, "Two-Column Compact" (awesome-resume-templates/html-resume-templates), printed by Chromium',
    split: 'held-out-n',
    engine: 'chromium',
    thirdParty: awesomeTemplates('17-two-column-compact'),
    dash: '—',
    layout:
      'a header (name, position, a row of contact items) over two columns: summary and experience left, skills, education and certifications right; letter-spaced capital section names, "Title — Company" lines with the dates flush right, a footer line',
    render: twoColumnCompact,
  },
  {
    id: 'zzpxyx-two-column-resume',
    source: "Zhipeng Zhang's two-column-resume (zzpxyx/two-column-resume), pdfLaTeX",
    split: 'held-out-n',
    engine: 'pdflatex',
    thirdParty: twoColumnResume,
    dash: '-',
    missing: ['position'],
    skillsGroup: 'Professional',
    layout:
      'a centred name in large Raleway over a "e-mail | phone | location" line and a rule, a narrow left column (links, education, a skill group one skill a line) beside a wide right one (summary, experience, certifications); entries as a bold title over "Company | dates" in grey',
    render: twoColumnResumeCv,
  },
]
