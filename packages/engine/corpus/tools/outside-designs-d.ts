// Held-out D (issue 14, fifth session): resume designs fetched from public GitHub repositories that no other
// part of the corpus uses, filled with the people of corpus/outside/people-d.json (printed by no other design)
// as each repository's example fills it, before the parser was run on any of them. The designs are cloned into
// corpus/outside/third-party (README.md), never copied here; their parses are only read per design and overall.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlText as esc } from './html-text.ts'
import {
  clonePreamble,
  degreeLine,
  itemize,
  fullName as name,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
  thirdPartyRoot,
} from './outside-person.ts'

const twentySeconds: ThirdParty = {
  repo: 'spagnuolocarmine/TwentySecondsCurriculumVitae-LaTex',
  commit: 'f7815bd4d39e39ee58648666937810eb7b4f7836',
  dir: 'twenty-seconds-cv',
  inputs: '',
}

// Twenty-Seconds CV as its example fills it, without the photograph: a grey sidebar (name, position, icon
// contact table, about me, skill bars), lower-case section names whose first letters are boxed, dates left.
// Items are lines, as its example's fourth argument is text (a list would run past the parbox), in a
// narrower box: with a date range as wide as ours its 11.5 cm box runs off the page.
// The bars need a level: every skill is set at the same one, so that none is ranked.
const twentySecondsCv = (p: OutsidePerson) => `\\documentclass[]{twentysecondcv}
% marvosym's map, for a TeX Live whose updmap has not seen it (README.md: TEXMFHOME).
\\pdfmapfile{+marvosym.map}
\\begin{document}
\\cvname{${tex(name(p))}}
\\cvjobtitle{${tex(p.position)}}
\\cvaddress{${tex(p.location)}}
\\cvnumberphone{${tex(p.phone)}}
\\cvmail{${tex(p.email)}}
\\cvsite{${tex(p.linkedin)}}
\\aboutme{${tex(p.summary)}}
\\skills{${p.skills.map((s) => `{${tex(s)}/4}`).join(',')}}
\\makeprofile
\\section{experience}
\\begin{twenty}
${p.jobs
  .map(
    (j) => `  \\twentyitem
    {${tex(j.dates)}}
    {${tex(j.title)}}
    {${tex(j.company)}, ${tex(j.city)}}
    {\\parbox[t]{9.5cm}{${j.achievements.map((a) => `\\textbullet\\ ${tex(a)}`).join('\\\\\n')}}}`,
  )
  .join('\n')}
\\end{twenty}
\\section{education}
\\begin{twenty}
${p.education.map((e) => `  \\twentyitem\n    {${tex(e.dates)}}\n    {${tex(degreeLine(e))}}\n    {${tex(e.institution)}}\n    {}`).join('\n')}
\\end{twenty}
\\section{certifications}
\\begin{twentyshort}
${p.certifications.map((c) => `  \\twentyitemshort\n    {${tex(c.date)}}\n    {${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{twentyshort}
\\end{document}
`

const latexcv: ThirdParty = {
  repo: 'jankapunkt/latexcv',
  commit: 'ee0a883af473f166764048c5243b58404bcb1e06',
  dir: 'latexcv',
  inputs: 'classic',
}

// latexcv's classic template: its layout is the example's preamble, read from the clone at build time. A centred
// small-caps name with "Resume", a meta block (a labelled line left, a contact item right), centred coloured
// section names, "Title - Company" with the dates right over a rule, "·" items.
const latexcvClassic = (p: OutsidePerson) => {
  const items = (xs: string[]) => xs.map((x) => `\t{${tex(x)}}`).join(',\n')
  return `${clonePreamble(latexcv, 'classic/main.tex')}
\\pagestyle{fancy}
\\vspace{-8pt}
\\begin{center}
	\\HUGE \\textsc{${tex(name(p))}} \\textcolor{sectcol}{\\rule[-1mm]{1mm}{0.9cm}} \\textsc{Resume}\\\\[2pt]
	\\small ${tex(p.position)}
\\end{center}
\\vspace{6pt}
\\metasection{${tex(p.location)}}{\\textbf{Status:} ${tex(p.position)}}
\\metasection{${tex(p.linkedin)}}{\\textbf{Skills:} ${p.skills.map(tex).join(', ')}}
\\metasection{${tex(p.email)}}{}
\\metasection{${tex(p.phone)}}{}
\\vspace{-2pt}
\\textcolor{softcol}{\\hrule}
\\vspace{6pt}
\\normalsize
\\vspace{-6pt}
\\cvsection{Summary}
${tex(p.summary)}\\\\
\\cvsection{Experience}
${p.jobs.map((j) => `\\cvevent{${tex(j.dates)}}{${tex(j.title)}}{${tex(j.company)}, ${tex(j.city)}}{\n${items(j.achievements)}\n}`).join('\n')}
\\cvsection{Education}
${p.education.map((e) => `\\cvevent{${tex(e.dates)}}{${tex(degreeLine(e))}}{${tex(e.institution)}}{}`).join('\n')}
\\cvsection{Certifications}
${p.certifications.map((c) => `\\cvevent{${tex(c.date)}}{${tex(c.name)}}{${tex(c.issuer)}}{}`).join('\n')}
\\end{document}
`
}

const mcdowell: ThirdParty = {
  repo: 'dnl-blkv/mcdowell-cv',
  commit: 'b7e2d271c64814ee02b3505b191389c8df614035',
  dir: 'mcdowell-cv',
  inputs: '',
}

// McDowell CV as its template fills it: address left, letter-spaced small-caps name centred, contacts right;
// small-caps section names over rules, "Title | Company | Dates" rows of three columns. Its class sets Times
// New Roman through fontspec, a Windows font: TeX Live's TeX Gyre Termes X (newtx, a Times) is set in its place.
const mcdowellCv = (p: OutsidePerson) => {
  const block = (body: string) => `\t\\begin{cvsubsection}{}{}{}\n${body}\n\t\\end{cvsubsection}`
  return `\\RequirePackage{fontspec}
\\NewCommandCopy\\classsetmainfont\\setmainfont
\\RenewDocumentCommand\\setmainfont{O{}m}{\\classsetmainfont[#1,Extension=.otf,UprightFont=*-Regular,BoldFont=*-Bold,ItalicFont=*-Italic,BoldItalicFont=*-BoldItalic]{TeXGyreTermesX}}
\\documentclass[]{mcdowellcv}
\\name{${tex(name(p))}}
\\address{${tex(p.location)}}
\\contacts{${tex(p.phone)} \\linebreak ${tex(p.email)} \\linebreak ${tex(p.linkedin)}}
\\begin{document}
\\makeheader
\\begin{cvsection}{Summary}
${block(tex(p.summary))}
\\end{cvsection}
\\begin{cvsection}{Employment}
${p.jobs
  .map(
    (j) => `\t\\begin{cvsubsection}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.dates)}}
${itemize(j.achievements)}
\t\\end{cvsubsection}`,
  )
  .join('\n')}
\\end{cvsection}
\\begin{cvsection}{Education}
${p.education.map((e) => `\t\\begin{cvsubsection}{}{${tex(e.institution)}}{${tex(e.dates)}}\n${itemize([degreeLine(e)])}\n\t\\end{cvsubsection}`).join('\n')}
\\end{cvsection}
\\begin{cvsection}{Skills}
${block(itemize([p.skills.join('; ')]))}
\\end{cvsection}
\\begin{cvsection}{Certifications}
${block(`\\begin{itemize}\n${p.certifications.map((c) => `  \\item \\textbf{${tex(c.name)}} (${tex(c.date)}): ${tex(c.issuer)}`).join('\n')}\n\\end{itemize}`)}
\\end{cvsection}
\\end{document}
`
}

const resumeMd: ThirdParty = {
  repo: 'mikepqr/resume.md',
  commit: 'e0e9ccaf9ca016c1d3983f92bbebf684db5585cd',
  dir: 'resume-md',
  inputs: '',
}

const row = (left: string, right: string) => `<h3><span>${esc(left)}</span> <span>${esc(right)}</span></h3>`

// resume.md (Markdown printed by Chrome through its resume.css): the HTML its resume.py makes of a resume.md
// filled as its example is (Python-Markdown with smarty: "--" an en dash), the stylesheet read from the clone at
// build time. h1 name, a one-line contact list, the summary, h3 rows of "Title, Company" and dates.
const resumeMdHtml = (p: OutsidePerson) => {
  const css = readFileSync(join(thirdPartyRoot, resumeMd.dir, 'resume.css'), 'utf8')
  const list = (xs: string[]) => `<ul>\n${xs.map((x) => `<li>${x}</li>`).join('\n')}\n</ul>`
  return `<html lang="en">
<head>
<meta charset="UTF-8">
<title>${esc(name(p))}</title>
<style>
${css}
</style>
</head>
<body>
<div id="resume">
<h1>${esc(name(p))}</h1>
${list([`<a href="mailto:${esc(p.email)}">${esc(p.email)}</a>`, esc(p.phone), `<a href="https://${esc(p.linkedin)}">${esc(p.linkedin)}</a>`, esc(p.location)])}
<p>${esc(p.summary)}</p>
<h2>Experience</h2>
${p.jobs.map((j) => `${row(`${j.title}, ${j.company}`, j.dates)}\n${list(j.achievements.map(esc))}`).join('\n')}
<h2>Education</h2>
${p.education.map((e) => row(`${e.institution}, ${degreeLine(e)}`, e.dates)).join('\n')}
<h2>Skills</h2>
${list([esc(p.skills.join(', '))])}
<h2>Certifications</h2>
${p.certifications.map((c) => row(`${c.name}, ${c.issuer}`, c.date)).join('\n')}
</div>
</body>
</html>
`
}

export const heldOutDDesigns: OutsideDesign[] = [
  {
    id: 'twenty-seconds-cv',
    source: 'Twenty-Seconds CV (spagnuolocarmine/TwentySecondsCurriculumVitae-LaTex)',
    // Tune from the sixth session (the lead's decision): its last unseen figure was 64.4% (first run).
    split: 'tune-was-held-out-d',
    engine: 'pdflatex',
    thirdParty: twentySeconds,
    layout:
      'a grey left sidebar (name, position, icon contact table, about me, skill bars), lower-case section names with boxed first letters, dates in a left column',
    render: twentySecondsCv,
  },
  {
    id: 'latexcv-classic',
    source: "latexcv's classic template (jankapunkt/latexcv)",
    split: 'held-out-d',
    engine: 'pdflatex',
    capitals: ['name'],
    skillsGroup: 'Skills',
    thirdParty: latexcv,
    layout:
      'centred small-caps name and "Resume", a meta block (labelled lines left, contact items right), centred coloured section names, "Title - Company" with dates right over a rule, "·" items',
    render: latexcvClassic,
  },
  {
    id: 'mcdowell-cv',
    source: 'McDowell CV (dnl-blkv/mcdowell-cv)',
    split: 'held-out-d',
    // A LuaLaTeX class (its README): microtype letterspaces its name only under LuaTeX.
    engine: 'lualatex',
    missing: ['position'],
    capitals: ['name'],
    thirdParty: mcdowell,
    layout:
      'address left, letter-spaced small-caps name centred, contacts right; small-caps section names over rules, title, employer and dates in three columns over a list',
    render: mcdowellCv,
  },
  {
    id: 'resume-md',
    source: 'resume.md (mikepqr/resume.md), its resume.css printed by Chromium',
    split: 'held-out-d',
    engine: 'chromium',
    missing: ['position'],
    // Its stylesheet sets the name in capitals.
    capitals: ['name'],
    thirdParty: resumeMd,
    layout:
      'one column: large name, a one-line contact list, the summary, ruled h2 section names, h3 rows of "Title, Company" with the dates flush right',
    render: resumeMdHtml,
  },
]
