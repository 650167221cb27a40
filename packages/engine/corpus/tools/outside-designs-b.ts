// Held-out B (issue 14, fourth session): CV classes and styles from Debian's TeX Live that no other part of the
// outside corpus uses, filled with the same four people and typeset before the parser was run on any of them.
// Their parses are only ever read in aggregate (bench/parse-outside.ts), never document by document; pas-cv is tune
// from the fifth session ("tune-was-held-out-b").
import {
  degreeLine,
  itemize,
  fullName as name,
  type OutsideDesign,
  type OutsidePerson,
  tex,
} from './outside-person.ts'

/** "Mar 2021 -- Present" as its two ends. */
const ends = (dates: string) => dates.split(' -- ')

// tucv has no header of its own: its documented use is a centred name over the contact line.
const tucv = (p: OutsidePerson) => `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[pagesetup]{tucv}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${tex(name(p))}}\\\\[2pt]
${tex(p.position)}\\\\
${tex(p.location)} \\textbullet{} ${tex(p.phone)} \\textbullet{} ${tex(p.email)} \\textbullet{} ${tex(p.linkedin)}
\\end{center}
\\resheading{Summary}
\\resentrysinglecol{${tex(p.summary)}}
\\resheading{Experience}
${p.jobs
  .map((j) => {
    const [from, to] = ends(j.dates)
    return `\\resemployer[${tex(j.city)}]{${tex(j.company)}}{}
\\resjob[${itemize(j.achievements)}]{${tex(j.title)}}{${tex(from!)}}{${tex(to ?? '')}}`
  })
  .join('\n')}
\\resheading{Education}
${p.education.map((e) => `\\resschool[${tex(degreeLine(e))}]{${tex(e.institution)}}{${tex(e.dates)}}`).join('\n')}
\\resheading{Skills}
\\resentrysinglecol{${p.skills.map(tex).join(', ')}}
\\resheading{Certifications}
${p.certifications.map((c) => `\\resentry{${tex(c.name)}, ${tex(c.issuer)}}{${tex(c.date)}}`).join('\n')}
\\end{document}
`

// koma-moderncvclassic reads the person from macros the document defines, and measures the name when it is
// loaded: they come first.
const komaModerncv = (p: OutsidePerson) => `\\documentclass[11pt,a4paper]{scrartcl}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[top=1.5cm,bottom=2cm,left=2cm,right=2cm]{geometry}
\\newcommand*{\\firstname}{${tex(p.first)}}
\\newcommand*{\\familyname}{${tex(p.last)}}
\\newcommand*{\\acadtitle}{${tex(p.position)}}
\\newcommand*{\\addressstreet}{${tex(p.location)}}
\\newcommand*{\\mobile}{${tex(p.phone)}}
\\newcommand*{\\email}{${tex(p.email)}}
\\newcommand*{\\extrainfo}{${tex(p.linkedin)}}
\\usepackage[blue]{koma-moderncvclassic}
\\pagestyle{empty}
\\begin{document}
\\maketitle
\\section{Summary}
\\cvline{}{${tex(p.summary)}}
\\section{Experience}
${p.jobs.map((j) => `\\cventry{${tex(j.dates)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${itemize(j.achievements)}}`).join('\n')}
\\section{Education}
${p.education.map((e) => `\\cventry{${tex(e.dates)}}{${tex(e.degree)}}{${tex(e.institution)}}{}{}{${tex(e.field)}}`).join('\n')}
\\section{Skills}
\\cvline{Technical}{${p.skills.map(tex).join(', ')}}
\\section{Certifications}
${p.certifications.map((c) => `\\cvline{${tex(c.date)}}{${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{document}
`

// simpleresumecv sets its fonts from files beside the source (./Fonts/Tinos, ./Fonts/GNUFreeFont); Debian has
// both installed, so the font commands are given the installed families instead of the paths.
const simpleResume = (p: OutsidePerson) => `\\RequirePackage{fontspec}
\\let\\resumeSetMain\\setmainfont
\\renewcommand\\setmainfont[2][]{\\resumeSetMain{Tinos}}
\\documentclass[a4paper,nonstopmode]{simpleresumecv}
\\renewcommand{\\UseSecondaryFont}{\\fontspec{FreeSerif}}
\\begin{document}
\\Title{${tex(name(p))}}
\\begin{SubTitle}
${tex(p.position)}\\\\
${tex(p.location)} \\textbar{} ${tex(p.phone)} \\textbar{} ${tex(p.email)} \\textbar{} ${tex(p.linkedin)}
\\end{SubTitle}
\\begin{Body}
\\Section{Summary}{Summary}{}
\\Entry ${tex(p.summary)}
\\BigGap
\\Section{Experience}{Experience}{}
${p.jobs
  .map(
    (j) => `\\Entry \\textbf{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)} \\hfill ${tex(j.dates)}
${j.achievements.map((a) => `\\BulletItem ${tex(a)}`).join('\n')}
\\Gap`,
  )
  .join('\n')}
\\BigGap
\\Section{Education}{Education}{}
${p.education.map((e) => `\\Entry \\textbf{${tex(e.institution)}} \\hfill ${tex(e.dates)}\n\\Item ${tex(degreeLine(e))}\n\\Gap`).join('\n')}
\\BigGap
\\Section{Skills}{Skills}{}
\\Entry ${p.skills.map(tex).join(', ')}
\\BigGap
\\Section{Certifications}{Certifications}{}
${p.certifications.map((c) => `\\Entry ${tex(c.name)}, ${tex(c.issuer)} \\hfill ${tex(c.date)}`).join('\n')}
\\end{Body}
\\end{document}
`

// pas-cv draws the page with TikZ: the identity block and the position over a drawn band, headings as pictures.
const pasCv = (p: OutsidePerson) => `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage{pas-cv}
\\CVbg[modele=jupiter,bgcolor=blue!60!black,bordercolor=red,poste={${tex(p.position)}}]
\\infoLeft{\\textbf{\\Large ${tex(name(p))}}\\\\ ${tex(p.location)}\\\\ ${tex(p.phone)}\\\\ ${tex(p.email)}\\\\ ${tex(p.linkedin)}}
\\CVmargins
\\pagestyle{empty}
\\begin{document}
\\CVtitle{Summary}

${tex(p.summary)}

\\CVtitle{Experience}

${p.jobs.map((j) => `\\textbf{${tex(j.title)}} \\hfill ${tex(j.dates)}\\\\\n\\emph{${tex(j.company)}, ${tex(j.city)}}\n${itemize(j.achievements)}\n`).join('\n')}
\\CVtitle{Education}

${p.education.map((e) => `\\textbf{${tex(e.institution)}} \\hfill ${tex(e.dates)}\\\\\n${tex(degreeLine(e))}\n`).join('\n')}
\\CVtitle{Skills}

${p.skills.map(tex).join(', ')}

\\CVtitle{Certifications}

${p.certifications.map((c) => `${tex(c.name)}, ${tex(c.issuer)} \\hfill ${tex(c.date)}`).join('\\\\\n')}
\\end{document}
`

export const heldOutBDesigns: OutsideDesign[] = [
  {
    id: 'tucv',
    source: 'tucv package',
    split: 'held-out-b',
    engine: 'pdflatex',
    layout:
      'grey shaded heading bars, employer over indented title, start and end dates stacked in a right column',
    render: tucv,
  },
  {
    id: 'koma-moderncvclassic',
    source: 'koma-moderncvclassic package with scrartcl',
    split: 'held-out-b',
    engine: 'pdflatex',
    layout:
      'moderncv classic adapted to KOMA-Script: large name left, contact block right, dates in a left hint column',
    render: komaModerncv,
  },
  {
    id: 'simpleresumecv',
    source: 'simpleresumecv class (XeLaTeX, Tinos)',
    split: 'held-out-b',
    engine: 'xelatex',
    layout:
      'one column in Tinos, section names in a left column beside the entries, dates flush right, page footer',
    render: simpleResume,
  },
  {
    id: 'pas-cv',
    source: 'pas-cv package, jupiter model',
    split: 'tune-was-held-out-b',
    engine: 'pdflatex',
    layout:
      'TikZ page: identity block in the top-left corner, position over a drawn band, headings as pictures with a fading rule',
    render: pasCv,
  },
]
