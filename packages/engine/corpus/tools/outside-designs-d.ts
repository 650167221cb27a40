// Held-out D (issue 14, seventh session): resume designs fetched from public GitHub repositories that no other
// part of the corpus uses, filled with the people of corpus/outside/people-d.json (printed by no other design)
// as each repository's example fills it, before the parser was run on any of them. The designs are cloned into
// corpus/outside/third-party (README.md), never copied here; their parses are only read per design and overall.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  degreeLine,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
  thirdPartyRoot,
} from './outside-person.ts'

const name = (p: OutsidePerson) => `${p.first} ${p.last}`

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
  const template = readFileSync(join(thirdPartyRoot, latexcv.dir, 'classic/main.tex'), 'utf8')
  const items = (xs: string[]) => xs.map((x) => `\t{${tex(x)}}`).join(',\n')
  return `${template.slice(0, template.indexOf('\\begin{document}'))}\\begin{document}
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

export const heldOutDDesigns: OutsideDesign[] = [
  {
    id: 'twenty-seconds-cv',
    source: 'Twenty-Seconds CV (spagnuolocarmine/TwentySecondsCurriculumVitae-LaTex)',
    split: 'held-out-d',
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
]
