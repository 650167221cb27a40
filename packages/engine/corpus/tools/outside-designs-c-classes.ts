// Held-out C's designs that are LaTeX classes (outside-designs-c.ts): Awesome-CV, AltaCV, Deedy-Resume and
// billryan/resume, each filled as its repository's example fills it. Only these filled-in sources are ours; the
// classes are cloned into corpus/outside/third-party, never copied here.
import { degreeLine, itemize, fullName as name, type OutsidePerson, tex } from './outside-person.ts'

// Awesome-CV as its example résumé uses it: centred header, icons, a footer with the name and the date.
export const awesomeCv = (p: OutsidePerson) => `\\documentclass[11pt, a4paper]{awesome-cv}
\\geometry{left=1.4cm, top=.8cm, right=1.4cm, bottom=1.8cm, footskip=.5cm}
\\colorlet{awesome}{awesome-red}
\\setbool{acvSectionColorHighlight}{true}
\\renewcommand{\\acvHeaderSocialSep}{\\quad\\textbar\\quad}
\\name{${tex(p.first)}}{${tex(p.last)}}
\\position{${tex(p.position)}}
\\address{${tex(p.location)}}
\\mobile{${tex(p.phone)}}
\\email{${tex(p.email)}}
\\homepage{${tex(p.linkedin)}}
\\begin{document}
\\makecvheader[C]
\\makecvfooter{\\today}{${tex(name(p))}~~~·~~~Résumé}{\\thepage}
\\cvsection{Summary}

\\begin{cvparagraph}

${tex(p.summary)}
\\end{cvparagraph}
\\cvsection{Work Experience}
\\begin{cventries}
${p.jobs
  .map(
    (j) => `  \\cventry{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{${tex(j.dates)}}
    {\\begin{cvitems}
${j.achievements.map((a) => `      \\item {${tex(a)}}`).join('\n')}
    \\end{cvitems}}`,
  )
  .join('\n')}
\\end{cventries}
\\cvsection{Education}
\\begin{cventries}
${p.education.map((e) => `  \\cventry{${tex(degreeLine(e))}}{${tex(e.institution)}}{}{${tex(e.dates)}}{}`).join('\n')}
\\end{cventries}
\\cvsection{Skills}
\\begin{cvskills}
  \\cvskill{Professional}{${p.skills.map(tex).join(', ')}}
\\end{cvskills}
\\cvsection{Certificates}
\\begin{cvhonors}
${p.certifications.map((c) => `  \\cvhonor{${tex(c.name)}}{${tex(c.issuer)}}{}{${tex(c.date)}}`).join('\n')}
\\end{cvhonors}
\\end{document}
`

// AltaCV as its sample sets it: two paracol columns, the experience left, education, skill tags and
// certifications right.
export const altaCv = (p: OutsidePerson) => `\\documentclass[10pt,a4paper,withhyper]{altacv}
\\geometry{left=1.25cm,right=1.25cm,top=1.5cm,bottom=1.5cm,columnsep=1.2cm}
\\usepackage{paracol}
\\usepackage[rm]{roboto}
\\usepackage[defaultsans]{lato}
\\renewcommand{\\familydefault}{\\sfdefault}
\\definecolor{SlateGrey}{HTML}{2E2E2E}
\\definecolor{LightGrey}{HTML}{666666}
\\definecolor{DarkPastelRed}{HTML}{450808}
\\definecolor{PastelRed}{HTML}{8F0D0D}
\\definecolor{GoldenEarth}{HTML}{E7D192}
\\colorlet{name}{black}
\\colorlet{tagline}{PastelRed}
\\colorlet{heading}{DarkPastelRed}
\\colorlet{headingrule}{GoldenEarth}
\\colorlet{subheading}{PastelRed}
\\colorlet{accent}{PastelRed}
\\colorlet{emphasis}{SlateGrey}
\\colorlet{body}{LightGrey}
\\renewcommand{\\namefont}{\\Huge\\rmfamily\\bfseries}
\\renewcommand{\\personalinfofont}{\\footnotesize}
\\renewcommand{\\cvsectionfont}{\\LARGE\\rmfamily\\bfseries}
\\renewcommand{\\cvsubsectionfont}{\\large\\bfseries}
\\renewcommand{\\cvItemMarker}{{\\small\\textbullet}}
\\begin{document}
\\name{${tex(name(p))}}
\\tagline{${tex(p.position)}}
\\personalinfo{%
  \\email{${tex(p.email)}}
  \\phone{${tex(p.phone)}}
  \\location{${tex(p.location)}}
  \\homepage{${tex(p.linkedin)}}
}
\\makecvheader
\\columnratio{0.6}
\\begin{paracol}{2}
\\cvsection{Summary}
${tex(p.summary)}

\\cvsection{Experience}
${p.jobs.map((j) => `\\cvevent{${tex(j.title)}}{${tex(j.company)}}{${tex(j.dates)}}{${tex(j.city)}}\n${itemize(j.achievements)}`).join('\n\\divider\n')}
\\switchcolumn
\\cvsection{Education}
${p.education.map((e) => `\\cvevent{${tex(degreeLine(e))}}{${tex(e.institution)}}{${tex(e.dates)}}{}`).join('\n\\divider\n')}
\\cvsection{Skills}
${p.skills.map((s) => `\\cvtag{${tex(s)}}`).join('\n')}

\\cvsection{Certifications}
${p.certifications.map((c) => `\\cvevent{${tex(c.name)}}{${tex(c.issuer)}}{${tex(c.date)}}{}`).join('\n\\divider\n')}
\\end{paracol}
\\end{document}
`

/** Two skills a line, as Deedy's example sets them. */
const pairs = (items: string[]) =>
  Array.from({ length: Math.ceil(items.length / 2) }, (_, i) =>
    items.slice(2 * i, 2 * i + 2).join(' \\textbullet{} '),
  )

// Deedy's two minipages: a narrow left column (education, skills, certifications) beside the experience;
// the class sets employers and schools in capitals.
export const deedy = (p: OutsidePerson) => `\\documentclass[]{deedy-resume-openfont}
\\usepackage{fancyhdr}
\\pagestyle{fancy}
\\fancyhf{}
\\begin{document}
\\lastupdated
\\namesection{${tex(p.first)}}{${tex(p.last)}}{ \\urlstyle{same}\\href{https://${p.linkedin}}{${tex(p.linkedin)}} | ${tex(p.location)}\\\\
\\href{mailto:${p.email}}{${tex(p.email)}} | ${tex(p.phone)}
}
\\begin{minipage}[t]{0.33\\textwidth}
\\section{Education}
${p.education.map((e) => `\\subsection{${tex(e.institution)}}\n\\descript{${tex(degreeLine(e))}}\n\\location{${tex(e.dates)}}\n\\sectionsep`).join('\n')}
\\section{Skills}
${pairs(p.skills.map(tex)).join(' \\\\\n')}
\\sectionsep
\\section{Certifications}
${p.certifications.map((c) => `\\descript{${tex(c.name)}}\n\\location{${tex(c.issuer)} | ${tex(c.date)}}\n\\sectionsep`).join('\n')}
\\end{minipage}
\\hfill
\\begin{minipage}[t]{0.66\\textwidth}
\\section{Summary}
${tex(p.summary)}
\\sectionsep
\\section{Experience}
${p.jobs
  .map(
    (j) => `\\runsubsection{${tex(j.company)}}
\\descript{| ${tex(j.title)}}
\\location{${tex(j.dates)} | ${tex(j.city)}}
\\vspace{\\topsep} % Hacky fix for awkward extra vertical space (the example's own fix)
\\begin{tightemize}
${j.achievements.map((a) => `\\item ${tex(a)}`).join('\n')}
\\end{tightemize}
\\sectionsep`,
  )
  .join('\n')}
\\end{minipage}
\\end{document}
`

// billryan/resume: centred small-caps name, an icon contact line, icons before the section names.
export const billryan = (p: OutsidePerson) => `\\documentclass{resume}
\\begin{document}
\\pagenumbering{gobble}
\\name{${tex(name(p))}}
\\basicInfo{
  \\email{${tex(p.email)}} \\textperiodcentered\\
  \\phone{${tex(p.phone)}} \\textperiodcentered\\
  \\faMapMarker\\ ${tex(p.location)} \\textperiodcentered\\
  \\linkedin[${tex(p.linkedin)}]{https://${p.linkedin}}}
\\section{\\faUser\\ Summary}
${tex(p.summary)}
\\section{\\faUsers\\ Experience}
${p.jobs
  .map(
    (j) => `\\datedsubsection{\\textbf{${tex(j.company)}}, ${tex(j.city)}}{${tex(j.dates)}}
\\role{${tex(j.title)}}{}
${itemize(j.achievements)}`,
  )
  .join('\n')}
\\section{\\faGraduationCap\\ Education}
${p.education.map((e) => `\\datedsubsection{\\textbf{${tex(e.institution)}}}{${tex(e.dates)}}\n\\textit{${tex(e.degree)}}${e.field ? ` in ${tex(e.field)}` : ''}`).join('\n')}
\\section{\\faCogs\\ Skills}
\\begin{itemize}[parsep=0.5ex]
  \\item ${p.skills.map(tex).join(', ')}
\\end{itemize}
\\section{\\faCertificate\\ Certifications}
${p.certifications.map((c) => `\\datedline{\\textit{${tex(c.name)}}, ${tex(c.issuer)}}{${tex(c.date)}}`).join('\n')}
\\end{document}
`
