// Outside designs added to the tune half in the third session, of the kinds the weak held-out designs show
// (a Europass-like label column with small-caps section names, "Employer. Title." entries in small caps
// beside a date column, a dates timeline beside a rule): other classes from Debian's TeX Live, never the
// held-out classes themselves.
import {
  degreeLine,
  itemize,
  fullName as name,
  type OutsideDesign,
  type OutsidePerson,
  tex,
} from './outside-person.ts'

/** ecv is read as latin9: accented letters as TeX accents. */
const latin = (s: string) => tex(s).replace(/è/g, '\\`e').replace(/é/g, "\\'e")

// ecv asks babel for ngerman, which Debian ships in texlive-lang-german: babel is marked as loaded (English
// needs nothing from it) and its language switch made a no-op.
const ecv = (
  p: OutsidePerson,
) => `\\makeatletter\\@namedef{ver@babel.sty}{}\\@namedef{opt@babel.sty}{ngerman,english}\\makeatother
\\documentclass[english]{ecv}
\\def\\selectlanguage#1{}
\\ecvName{${latin(name(p))}}
\\begin{document}
\\begin{ecv}
\\ecvSection{Personal Information}
\\ecvEPR{Name}{\\textbf{${latin(name(p))}}}
\\ecvEPR{Address}{${latin(p.location)}}
\\ecvEPR{Phone}{${latin(p.phone)}}
\\ecvEPR{E-mail}{${latin(p.email)}}
\\ecvEPR{Web}{${latin(p.linkedin)}}
\\ecvEPR{Desired position}{${latin(p.position)}}
\\ecvBreakSection{Summary}
\\ecvOVR{${latin(p.summary)}}
\\ecvBreakSection{Work Experience}
${p.jobs
  .map(
    (j) => `\\ecvEFR{Dates}{${latin(j.dates)}}
\\ecvEPR{Position}{${latin(j.title)}}
\\ecvEPR{Employer}{${latin(j.company)}, ${latin(j.city)}}
\\ecvEPB{Responsibilities}{\\begin{compactitem}${j.achievements.map((a) => `\\item ${latin(a)}`).join(' ')}\\end{compactitem}}`,
  )
  .join('\n')}
\\ecvBreakSection{Education}
${p.education
  .map(
    (e) => `\\ecvEFR{Dates}{${latin(e.dates)}}
\\ecvEPR{Qualification}{${latin(degreeLine(e))}}
\\ecvEPR{Institution}{${latin(e.institution)}}`,
  )
  .join('\n')}
\\ecvBreakSection{Abilities}
\\ecvEPR{Technical skills}{${p.skills.map(latin).join(', ')}}
\\ecvBreakSection{Certifications}
${p.certifications.map((c) => `\\ecvEPR{${latin(c.date)}}{${latin(c.name)}, ${latin(c.issuer)}}`).join('\n')}
\\end{ecv}
\\end{document}
`

// ESIEEcv prints "Employer. Title." in small caps beside a date column, achievements in small italics.
const esieecv = (p: OutsidePerson) => `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[margin=2cm]{geometry}
\\usepackage{tabularx}
\\usepackage{ESIEEcv}
\\renewcommand{\\PostApport}{\\newline}
\\pagestyle{empty}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${tex(name(p))}}\\\\[2pt]
${tex(p.position)}\\\\[2pt]
${tex(p.location)} \\textbullet{} ${tex(p.phone)} \\textbullet{} ${tex(p.email)} \\textbullet{} ${tex(p.linkedin)}
\\end{center}
\\begin{rubrique}{Profile}
\\begin{sousrubrique}
\\Descr{${tex(p.summary)}}
\\end{sousrubrique}
\\end{rubrique}
\\begin{rubrique}{Professional Experience}
${p.jobs
  .map(
    (j) => `\\begin{sousrubrique}
\\Date{${tex(j.dates)}}
\\Lieu{${tex(j.company)}, ${tex(j.city)}}
\\Titre{${tex(j.title)}}
${j.achievements.map((a) => `\\Apport{${tex(a)}}`).join('\n')}
\\end{sousrubrique}`,
  )
  .join('\n')}
\\end{rubrique}
\\begin{rubrique}{Education}
${p.education
  .map(
    (e) => `\\begin{sousrubrique}
\\Date{${tex(e.dates)}}
\\Lieu{${tex(e.institution)}}
\\Titre{${tex(degreeLine(e))}}
\\end{sousrubrique}`,
  )
  .join('\n')}
\\end{rubrique}
\\begin{rubrique}{Skills}
\\begin{sousrubrique}
\\Competence{Key Skills}
\\Descr{${p.skills.map(tex).join(', ')}}
\\end{sousrubrique}
\\end{rubrique}
\\begin{rubrique}{Certifications}
${p.certifications.map((c) => `\\begin{sousrubrique}\n\\Date{${tex(c.date)}}\n\\Descr{${tex(c.name)}, ${tex(c.issuer)}}\n\\end{sousrubrique}`).join('\n')}
\\end{rubrique}
\\end{document}
`

// harnon-cv prints a letter "l" before the e-mail of its header and has no headline: both go in the
// address block.
const harnon = (p: OutsidePerson) => `\\documentclass{harnon-cv}
\\yourname{${tex(name(p))}}
\\yournumber{${tex(p.phone)}}
\\yourwebsite{${tex(p.linkedin)}}
\\youraddress{${tex(p.position)}\\\\ \\small ${tex(p.location)}\\\\ \\small ${tex(p.email)}}
\\begin{document}
\\maketitle
\\addheadertext{Profile}
${tex(p.summary)}

\\addheadertext{Work Experience}
\\starttimeline
${p.jobs
  .map(
    (j) => `\\timelineitem{${tex(j.dates)}}{\\addsubheader{${tex(j.title)}}
${tex(j.company)}, ${tex(j.city)}
${itemize(j.achievements)}}
\\timelinespacer`,
  )
  .join('\n')}
\\stoptimeline
\\addheadertext{Education}
\\starttimeline
${p.education
  .map(
    (e) => `\\timelineitem{${tex(e.dates)}}{\\addsubheader{${tex(degreeLine(e))}}
${tex(e.institution)}}
\\timelinespacer`,
  )
  .join('\n')}
\\stoptimeline
\\addheadertext{Skills}
${p.skills.map(tex).join(', ')}

\\addheadertext{Certifications}
\\begin{itemize}
${p.certifications.map((c) => `\\item ${tex(c.name)}, ${tex(c.issuer)} (${tex(c.date)})`).join('\n')}
\\end{itemize}
\\end{document}
`

export const tuneDesigns: OutsideDesign[] = [
  {
    id: 'ecv',
    source: 'ecv class',
    split: 'tune',
    engine: 'pdflatex',
    layout:
      'European CV table: small-caps section names in a ragged left label column, a rule, values on the right, footer with name and page',
    render: ecv,
  },
  {
    id: 'esieecv',
    source: 'ESIEEcv package',
    split: 'tune',
    engine: 'pdflatex',
    layout:
      'bold section names over a two-column table: dates left, "EMPLOYER, CITY. TITLE." in small caps, achievements in small italics',
    render: esieecv,
  },
  {
    id: 'harnon-cv',
    source: 'harnon-cv class',
    split: 'tune',
    engine: 'pdflatex',
    layout:
      'small-caps name over a rule, large grey section names, dates centred in a timeline column beside a vertical bar',
    render: harnon,
  },
]
