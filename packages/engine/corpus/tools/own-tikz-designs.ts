// Our layout of the kind held-out B's pas-cv shows, written from its style files (never from its parses): the
// page drawn by TikZ at shipout on every page (a shaded band carrying the position in large small capitals,
// the identity block in the top-left corner), headings as TikZ nodes beside a dot over a fading rule, the
// body indented past a wide left margin. The entries are set differently from our pas-cv source (dates in a
// left column of a table, title over "Company, City"), so that only the page's kind is shared. Tune half only.
import {
  degreeLine,
  fullName as name,
  type OutsideDesign,
  type OutsidePerson,
  tex,
} from './outside-person.ts'

const tikzPage = (p: OutsidePerson) => `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage{tikz}
\\usetikzlibrary{fadings,calc}
\\usepackage{eso-pic}
\\usepackage{enumitem}
\\usepackage[top=6.5cm,bottom=1.8cm,left=4.2cm,right=1.6cm]{geometry}
\\pagestyle{empty}
\\AddToShipoutPicture{%
  \\AtPageUpperLeft{%
    \\begin{tikzpicture}[remember picture,overlay]
      \\fill[left color=teal!20,right color=teal!80!black] (0,-3.6) rectangle (\\paperwidth,-5.4);
      \\node[above right,white] (poste) at (8,-5.1) {\\scshape\\LARGE\\bfseries ${tex(p.position)}};
      \\draw[very thick,white] ($(poste.south east)+(0,.1)$) -- ($(poste.south west)+(-4,.1)$);
    \\end{tikzpicture}}%
  \\put(\\LenToUnit{0.6cm},\\LenToUnit{.965\\paperheight}){%
    \\begin{minipage}[t]{9cm}
      {\\Large\\bfseries ${tex(name(p))}}\\\\
      ${tex(p.location)}\\\\
      ${tex(p.phone)}\\\\
      ${tex(p.email)}\\\\
      ${tex(p.linkedin)}
    \\end{minipage}}%
}
\\tikzfading[name=rule fade,left color=transparent!0,right color=transparent!100]
\\newcommand\\heading[1]{\\par\\medskip\\noindent\\begin{tikzpicture}
  \\fill[teal] (0,0) circle (1mm);
  \\node[right,teal!60!black] (h) at (0.3,0) {\\bfseries\\scshape #1};
  \\fill[teal,path fading=rule fade] ($(h.south west)+(-.6,0)$) rectangle ($(h.south east)+(2,-.08)$);
\\end{tikzpicture}\\par\\smallskip}
\\begin{document}
\\heading{Profile}
${tex(p.summary)}
\\heading{Work History}
${p.jobs
  .map(
    (j) => `\\noindent\\begin{tabular}{@{}p{3.2cm}p{11cm}@{}}
${tex(j.dates)} & \\textbf{${tex(j.title)}}\\newline ${tex(j.company)}, ${tex(j.city)}
\\end{tabular}
\\begin{itemize}[leftmargin=3.6cm,itemsep=0pt,topsep=2pt]
${j.achievements.map((a) => `\\item ${tex(a)}`).join('\n')}
\\end{itemize}`,
  )
  .join('\n')}
\\heading{Education}
${p.education
  .map(
    (e) => `\\noindent\\begin{tabular}{@{}p{3.2cm}p{11cm}@{}}
${tex(e.dates)} & \\textbf{${tex(degreeLine(e))}}\\newline ${tex(e.institution)}
\\end{tabular}\\par`,
  )
  .join('\n')}
\\heading{Skills}
${p.skills.map(tex).join(' \\textbullet{} ')}
\\heading{Certifications}
${p.certifications.map((c) => `\\noindent\\begin{tabular}{@{}p{3.2cm}p{11cm}@{}}\n${tex(c.date)} & ${tex(c.name)}, ${tex(c.issuer)}\n\\end{tabular}\\par`).join('\n')}
\\end{document}
`

// The same page built the way pas-cv's jupiter model draws it: the identity block in a half-page-wide box at
// the corner, the band patterned and clipped by a double arc, the position in \Huge; a standard set of
// section names.
const tikzArc = (p: OutsidePerson) =>
  tikzPage(p)
    .replace('\\usetikzlibrary{fadings,calc}', '\\usetikzlibrary{fadings,calc,patterns}')
    .replace(
      '\\fill[left color=teal!20,right color=teal!80!black] (0,-3.6) rectangle (\\paperwidth,-5.4);',
      `\\fill[pattern=crosshatch dots,pattern color=teal!50] (0,-3.6) rectangle (\\paperwidth,-5.4);
      \\draw[teal,double,very thick] (9,0) arc (120:220:15cm and 23cm);
      \\clip (\\paperwidth,-\\paperheight) -- (\\paperwidth,0) -- (9,0) arc (120:220:14.6cm and 22.6cm) -- cycle;
      \\fill[left color=teal!50,right color=white] (2,-3.6) rectangle (\\paperwidth,-5.4);`,
    )
    .replace('\\scshape\\LARGE\\bfseries', '\\scshape\\Huge\\bfseries')
    .replace('\\begin{minipage}[t]{9cm}', '\\rlap{\\begin{minipage}[t]{0.5\\paperwidth}')
    .replace('\\end{minipage}}%', '\\end{minipage}}}%')
    .replace('\\heading{Profile}', '\\heading{Summary}')
    .replace('\\heading{Work History}', '\\heading{Experience}')

export const ownTikzDesigns: OutsideDesign[] = [
  {
    id: 'own-tikz-arc',
    source:
      'ours: as own-tikz-page, built as pas-cv draws its page (half-page identity box, patterned band under a double arc)',
    split: 'tune',
    engine: 'pdflatex',
    layout:
      'as own-tikz-page: identity box half a page wide, patterned band clipped by a double arc, position in Huge',
    render: tikzArc,
  },
  {
    id: 'own-tikz-page',
    source:
      'ours: a TikZ page drawn at shipout (position on a band, identity block in the corner), TikZ headings',
    split: 'tune',
    engine: 'pdflatex',
    layout:
      'identity block and position drawn at shipout on every page, headings as TikZ nodes over a fading rule, dates in a left table column',
    render: tikzPage,
  },
]
