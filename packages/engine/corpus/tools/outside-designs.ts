// Resume designs made by other people (TeX Live classes and styles from Debian), filled with the outside
// corpus's people. Only these filled-in sources are ours; the classes are installed, never copied here.
// `split`: designs that tune the parser ("tune"; "tune-was-held-out", the first unseen half until the fourth
// session) and the ones reported unseen (held-out B, outside-designs-b.ts; held-out C, outside-designs-c.ts,
// designs fetched from public repositories; held-out D to J likewise, outside-designs-d.ts to -j.ts).

import { heldOutBDesigns } from './outside-designs-b.ts'
import { heldOutCDesigns } from './outside-designs-c.ts'
import { heldOutDDesigns } from './outside-designs-d.ts'
import { heldOutEDesigns } from './outside-designs-e.ts'
import { heldOutFDesigns } from './outside-designs-f.ts'
import { heldOutGDesigns } from './outside-designs-g.ts'
import { heldOutHDesigns } from './outside-designs-h.ts'
import { heldOutIDesigns } from './outside-designs-i.ts'
import { heldOutJDesigns } from './outside-designs-j.ts'
import { heldOutKDesigns } from './outside-designs-k.ts'
import { heldOutLDesigns } from './outside-designs-l.ts'
import { heldOutMDesigns } from './outside-designs-m.ts'
import { heldOutNDesigns } from './outside-designs-n.ts'
import { tuneDesigns } from './outside-designs-tune.ts'
import {
  degreeLine,
  itemize,
  fullName as name,
  type OutsideDesign,
  type OutsidePerson,
  tex,
} from './outside-person.ts'
import { ownDesigns } from './own-designs.ts'
import { ownFormDesigns } from './own-form-designs.ts'
import { ownMarginDesigns } from './own-margin-designs.ts'
import { ownTikzDesigns } from './own-tikz-designs.ts'

function moderncv(style: string, skillsLabel: string) {
  return (p: OutsidePerson) => `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{blue}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(p.first)}}{${tex(p.last)}}
\\title{${tex(p.position)}}
\\address{${tex(p.location)}}{}{}
\\phone[mobile]{${tex(p.phone)}}
\\email{${tex(p.email)}}
\\homepage{${tex(p.linkedin)}}
\\begin{document}
\\makecvtitle
\\section{Summary}
\\cvitem{}{${tex(p.summary)}}
\\section{Experience}
${p.jobs.map((j) => `\\cventry{${tex(j.dates)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${itemize(j.achievements)}}`).join('\n')}
\\section{Education}
${p.education.map((e) => `\\cventry{${tex(e.dates)}}{${tex(e.degree)}}{${tex(e.institution)}}{}{}{${tex(e.field)}}`).join('\n')}
\\section{Skills}
\\cvitem{${skillsLabel}}{${p.skills.map(tex).join(', ')}}
\\section{Certifications}
${p.certifications.map((c) => `\\cvitem{${tex(c.date)}}{${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{document}
`
}

// europecv loads hyperref at \\begin{document}, which LaTeX 2022 refuses: it is loaded in the preamble.
const europecv = (p: OutsidePerson) => `\\documentclass[english,a4paper,nologo]{europecv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage{etoolbox}
\\usepackage{hyperref}
\\usepackage[a4paper,top=1.5cm,left=1cm,right=1cm,bottom=2cm]{geometry}
\\ecvname{${tex(name(p))}}
\\ecvaddress{${tex(p.location)}}
\\ecvtelephone{${tex(p.phone)}}
\\ecvemail{${tex(p.email)}}
\\ecvhomepage{${tex(p.linkedin)}}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
\\ecvitem{\\large Desired employment}{\\large ${tex(p.position)}}
\\ecvsection{Summary}
\\ecvitem{}{${tex(p.summary)}}
\\ecvsection{Work experience}
${p.jobs
  .map(
    (j) => `\\ecvitem{Dates}{${tex(j.dates)}}
\\ecvitem{Occupation or position held}{${tex(j.title)}}
\\ecvitem{Main activities and responsibilities}{${itemize(j.achievements)}}
\\ecvitem{Name and address of employer}{${tex(j.company)}, ${tex(j.city)}}
\\ecvitem{}{}`,
  )
  .join('\n')}
\\ecvsection{Education and training}
${p.education
  .map(
    (e) => `\\ecvitem{Dates}{${tex(e.dates)}}
\\ecvitem{Title of qualification awarded}{${tex(e.degree)}}
${e.field ? `\\ecvitem{Principal subjects}{${tex(e.field)}}\n` : ''}\\ecvitem{Name of organisation}{${tex(e.institution)}}
\\ecvitem{}{}`,
  )
  .join('\n')}
\\ecvsection{Personal skills and competences}
\\ecvitem{Technical skills and competences}{${p.skills.map(tex).join(', ')}}
\\ecvsection{Certifications}
${p.certifications.map((c) => `\\ecvitem{${tex(c.date)}}{${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{europecv}
\\end{document}
`

const currvita = (p: OutsidePerson) => `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[margin=2cm]{geometry}
\\usepackage{currvita}
\\pagestyle{empty}
\\begin{document}
\\begin{cv}{${tex(name(p))}}
\\begin{cvlist}{}
\\item ${tex(p.position)}
\\item ${tex(p.location)} \\quad ${tex(p.phone)} \\quad ${tex(p.email)} \\quad ${tex(p.linkedin)}
\\end{cvlist}
\\begin{cvlist}{Profile}
\\item ${tex(p.summary)}
\\end{cvlist}
\\begin{cvlist}{Professional Experience}
${p.jobs.map((j) => `\\item[${tex(j.dates)}] \\textbf{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)}\n${itemize(j.achievements)}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{Education}
${p.education.map((e) => `\\item[${tex(e.dates)}] ${tex(degreeLine(e))}, ${tex(e.institution)}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{Skills}
\\item ${p.skills.map(tex).join(', ')}
\\end{cvlist}
\\begin{cvlist}{Certifications}
${p.certifications.map((c) => `\\item[${tex(c.date)}] ${tex(c.name)}, ${tex(c.issuer)}`).join('\n')}
\\end{cvlist}
\\end{cv}
\\end{document}
`

const simplecv = (p: OutsidePerson) => `\\documentclass[11pt,a4paper]{simplecv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[margin=2cm]{geometry}
\\title{${tex(name(p))}}
\\leftheader{${tex(p.position)}\\\\ ${tex(p.location)}}
\\rightheader{${tex(p.phone)}\\\\ ${tex(p.email)}\\\\ ${tex(p.linkedin)}}
\\pagestyle{empty}
\\begin{document}
\\maketitle
\\section{Summary}
${tex(p.summary)}
\\section{Experience}
\\begin{topic}
${p.jobs.map((j) => `\\item[${tex(j.dates)}] \\textbf{${tex(j.company)}}, ${tex(j.city)} \\\\\n\\emph{${tex(j.title)}}\n${itemize(j.achievements)}`).join('\n')}
\\end{topic}
\\section{Education}
\\begin{topic}
${p.education.map((e) => `\\item[${tex(e.dates)}] \\textbf{${tex(e.institution)}} \\\\\n${tex(degreeLine(e))}`).join('\n')}
\\end{topic}
\\section{Skills}
\\begin{topic}
\\item[Key Skills] ${p.skills.map(tex).join(', ')}
\\end{topic}
\\section{Certifications}
\\begin{topic}
${p.certifications.map((c) => `\\item[${tex(c.date)}] ${tex(c.name)}, ${tex(c.issuer)}`).join('\n')}
\\end{topic}
\\end{document}
`

const rubric = (title: string, entries: string[]) => `\\begin{rubric}{${title}}
${entries.join('\n')}
\\end{rubric}
`

const curve = (p: OutsidePerson) => ({
  'cv.tex': `\\documentclass[a4paper,11pt]{curve}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[margin=2cm]{geometry}
\\leftheader{{\\Large\\bfseries ${tex(name(p))}}\\\\ ${tex(p.position)}}
\\rightheader{${tex(p.location)}\\\\ ${tex(p.phone)}\\\\ ${tex(p.email)}\\\\ ${tex(p.linkedin)}}
\\title{Curriculum Vitae}
\\begin{document}
\\makeheaders[c]
\\maketitle
\\makerubric{profile}
\\makerubric{experience}
\\makerubric{education}
\\makerubric{skills}
\\makerubric{certifications}
\\end{document}
`,
  'profile.tex': rubric('Profile', [`\\entry*[] ${tex(p.summary)}`]),
  'experience.tex': rubric(
    'Professional Experience',
    p.jobs.map(
      (j) =>
        `\\entry*[${tex(j.dates)}] \\textbf{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)}.\n${itemize(j.achievements)}`,
    ),
  ),
  'education.tex': rubric(
    'Education',
    p.education.map(
      (e) => `\\entry*[${tex(e.dates)}] \\textbf{${tex(degreeLine(e))}}, ${tex(e.institution)}.`,
    ),
  ),
  'skills.tex': rubric('Skills', [`\\entry*[] ${p.skills.map(tex).join(', ')}`]),
  'certifications.tex': rubric(
    'Certifications',
    p.certifications.map((c) => `\\entry*[${tex(c.date)}] ${tex(c.name)}, ${tex(c.issuer)}`),
  ),
})

const europasscv = (p: OutsidePerson) => `\\documentclass[english,a4paper]{europasscv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\ecvname{${tex(name(p))}}
\\ecvaddress{${tex(p.location)}}
\\ecvmobile{${tex(p.phone)}}
\\ecvemail{${tex(p.email)}}
\\ecvhomepage{${tex(p.linkedin)}}
\\begin{document}
\\begin{europasscv}
\\ecvpersonalinfo
\\ecvitem{\\ecvhighlight{Position}}{\\ecvhighlight{${tex(p.position)}}}
\\ecvsection{Summary}
\\ecvitem{}{${tex(p.summary)}}
\\ecvsection{Work experience}
${p.jobs
  .map(
    (j) => `\\ecvtitle{${tex(j.dates)}}{${tex(j.title)}}
\\ecvitem{}{${tex(j.company)}, ${tex(j.city)}}
\\ecvitem{}{${itemize(j.achievements)}}`,
  )
  .join('\n')}
\\ecvsection{Education and training}
${p.education.map((e) => `\\ecvtitle{${tex(e.dates)}}{${tex(degreeLine(e))}}\n\\ecvitem{}{${tex(e.institution)}}`).join('\n')}
\\ecvsection{Personal skills}
\\ecvitem{Digital skills}{${p.skills.map(tex).join(', ')}}
\\ecvsection{Certifications}
${p.certifications.map((c) => `\\ecvitem{${tex(c.date)}}{${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{europasscv}
\\end{document}
`

// ReadableCV's Roboto Thin has no en dash (a range is printed with a hyphen) and its ligatures have no
// text (a PDF reader gets "sta" for "staff"): ligatures are turned off.
const readablecv = (p: OutsidePerson) => `\\documentclass{ReadableCV}
\\usepackage[expansion=false]{microtype}
\\DisableLigatures{encoding = *, family = *}
\\setYourName{${tex(name(p))}}
\\setYourJobTitle{${tex(p.position)}}
\\setYourMobileNo{${tex(p.phone)}}
\\setYourEmailAddr{${tex(p.email)}}
\\setYourWebAddr{${tex(p.linkedin)}}
\\setHeaderAlignment{left}
\\setContactLocation{below}
\\begin{document}
\\showHeader
\\newHeading{Profile}{}
${tex(p.summary)}
\\newHeading{Employment History}{}
${p.jobs.map((j) => `\\newRole{${tex(j.dates.replace('--', '-'))}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.achievements[0] ?? '')}}\n${j.achievements.length > 1 ? `\\roleAchievements${[1, 2, 3, 4, 5, 6].map((i) => `{${tex(j.achievements[i] ?? '')}}`).join('')}` : ''}`).join('\n')}
\\newHeading{Education}{}
${p.education.map((e) => `\\newCourse{${tex(e.dates.replace('--', '-'))}}{${tex(degreeLine(e))}}{${tex(e.institution)}}{}`).join('\n\n')}
\\newHeading{Skills}{}
\\addSkills${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `{${tex(p.skills[i] ?? '')}}`).join('')}
\\newHeading{Certifications}{}
${p.certifications.map((c) => `\\newCourse{${tex(c.date)}}{${tex(c.name)}}{${tex(c.issuer)}}{}`).join('\n\n')}
\\end{document}
`

const komacv = (p: OutsidePerson) => `\\documentclass[style=casual,paper=a4,fontsize=10pt]{komacv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\renewcommand*{\\firstname}{${tex(p.first)}}
\\renewcommand*{\\familyname}{${tex(p.last)}}
\\renewcommand*{\\acadtitle}{${tex(p.position)}}
\\renewcommand*{\\addresscity}{${tex(p.location)}}
\\renewcommand*{\\mobile}{${tex(p.phone)}}
\\renewcommand*{\\email}{${tex(p.email)}}
\\renewcommand*{\\homepage}{${tex(p.linkedin)}}
\\begin{document}
\\maketitle
\\section{Profile}
\\cvitem{}{${tex(p.summary)}}
\\section{Work Experience}
${p.jobs.map((j) => `\\cventry{${tex(j.dates)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${itemize(j.achievements)}}`).join('\n')}
\\section{Education}
${p.education.map((e) => `\\cventry{${tex(e.dates)}}{${tex(degreeLine(e))}}{${tex(e.institution)}}{}{}{}`).join('\n')}
\\section{Skills}
\\cvitem{Key Skills}{${p.skills.map(tex).join(', ')}}
\\section{Certifications}
${p.certifications.map((c) => `\\cvitem{${tex(c.date)}}{${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{document}
`

export const outsideDesigns: OutsideDesign[] = [
  {
    id: 'moderncv-casual',
    source: 'moderncv (casual style)',
    split: 'tune',
    engine: 'pdflatex',
    layout: 'name top right, dates in a left label column, section names beside a coloured rule',
    render: moderncv('casual', 'Key Skills'),
  },
  {
    id: 'moderncv-classic',
    source: 'moderncv (classic style)',
    split: 'tune-was-held-out',
    engine: 'pdflatex',
    layout: 'name top left and contact block top right, dates in a left label column',
    render: moderncv('classic', 'Technical'),
  },
  {
    id: 'moderncv-banking',
    source: 'moderncv (banking style)',
    split: 'tune',
    engine: 'pdflatex',
    layout: 'centred name and contact line, "Title, Company" entries with dates on the right',
    render: moderncv('banking', 'Core Competencies'),
  },
  {
    id: 'moderncv-oldstyle',
    source: 'moderncv (oldstyle style)',
    split: 'tune-was-held-out',
    engine: 'pdflatex',
    layout: 'contact block in a left sidebar column, section names in the right column',
    render: moderncv('oldstyle', 'Key Skills'),
  },
  {
    id: 'moderncv-fancy',
    source: 'moderncv (fancy style)',
    split: 'tune',
    engine: 'pdflatex',
    layout: 'name in a framed band, contact in the page footer, dates in a left label column',
    render: moderncv('fancy', 'Tools'),
  },
  {
    id: 'europecv',
    source: 'europecv (Europass CV class)',
    split: 'tune-was-held-out',
    engine: 'pdflatex',
    layout: 'Europass label/value table: labels on the left ("Dates", "Occupation or position held")',
    render: europecv,
  },
  {
    id: 'currvita',
    source: 'currvita package',
    split: 'tune',
    engine: 'pdflatex',
    layout: 'section names and dates in a left gutter beside the entries',
    render: currvita,
  },
  {
    id: 'simplecv',
    source: 'simplecv class',
    split: 'tune-was-held-out',
    engine: 'pdflatex',
    layout:
      'name as a centred title under two header columns, dates in a left topic margin, company before title',
    render: simplecv,
  },
  {
    id: 'curve',
    source: 'CurVe class',
    split: 'tune',
    engine: 'pdflatex',
    layout:
      'two header blocks, "Curriculum Vitae" title, rubrics with dates as left keys, "Title, Company, City." entries',
    render: curve,
  },
  {
    id: 'europasscv',
    source: 'europasscv class (Europass 2013)',
    split: 'tune-was-held-out',
    engine: 'pdflatex',
    layout:
      'Europass 2013: logo, capitals section names in a left column, dates beside titles, "Page 1 / 2" footer with the name',
    render: europasscv,
  },
  {
    id: 'readablecv',
    source: 'ReadableCV class',
    split: 'tune',
    engine: 'pdflatex',
    dash: '-',
    missing: ['location'],
    layout:
      'thin Roboto headings over rules, icons before contact details, dates column beside title and company, "Role outline" and "Achievements" labels, skills in three columns',
    render: readablecv,
  },
  {
    id: 'komacv-casual',
    source: 'komacv class (casual style)',
    split: 'tune-was-held-out',
    engine: 'pdflatex',
    layout:
      'KOMA-Script CV: name and title on top, contact details in the page footer, dates in a left label column',
    render: komacv,
  },
  ...ownDesigns,
  ...tuneDesigns,
  {
    id: 'currvita-kurier',
    source: 'currvita package set in the Kurier Light font (kurier, as moderncv styles may load it)',
    split: 'tune',
    engine: 'pdflatex',
    layout: 'as currvita, in Kurier Light (a Type 1 font with its own glyph names)',
    render: (p) => currvita(p).replace('\\usepackage{lmodern}', '\\usepackage[light,math]{kurier}'),
  },
  ...ownMarginDesigns,
  ...ownFormDesigns,
  ...ownTikzDesigns,
  ...heldOutBDesigns,
  ...heldOutCDesigns,
  ...heldOutDDesigns,
  ...heldOutEDesigns,
  ...heldOutFDesigns,
  ...heldOutGDesigns,
  ...heldOutHDesigns,
  ...heldOutIDesigns,
  ...heldOutJDesigns,
  ...heldOutKDesigns,
  ...heldOutLDesigns,
  ...heldOutMDesigns,
  ...heldOutNDesigns,
]
