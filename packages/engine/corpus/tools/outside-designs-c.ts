import { altaCv, awesomeCv, billryan, deedy } from './outside-designs-c-classes.ts'
import {
  clonePreamble,
  degreeLine,
  fullName as name,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
} from './outside-person.ts'

const jake: ThirdParty = {
  repo: 'jakegut/resume',
  commit: '3e64a933141a7cda3a328f0743f73a201628a4ba',
  dir: 'jakegut-resume',
  inputs: '',
}

// Jake's resume is one file, its layout in the preamble: the preamble is read from the clone at build time.
const jakeResume = (p: OutsidePerson) => {
  return `${clonePreamble(jake, 'resume.tex')}
\\begin{center}
    \\textbf{\\Huge \\scshape ${tex(name(p))}} \\\\ \\vspace{1pt}
    \\small ${tex(p.phone)} $|$ \\href{mailto:${p.email}}{\\underline{${tex(p.email)}}} $|$
    \\href{https://${p.linkedin}}{\\underline{${tex(p.linkedin)}}} $|$ ${tex(p.location)}
\\end{center}
\\section{Summary}
\\small{${tex(p.summary)}}
\\section{Education}
  \\resumeSubHeadingListStart
${p.education.map((e) => `    \\resumeSubheading\n      {${tex(e.institution)}}{}\n      {${tex(degreeLine(e))}}{${tex(e.dates)}}`).join('\n')}
  \\resumeSubHeadingListEnd
\\section{Experience}
  \\resumeSubHeadingListStart
${p.jobs
  .map(
    (j) => `    \\resumeSubheading
      {${tex(j.title)}}{${tex(j.dates)}}
      {${tex(j.company)}}{${tex(j.city)}}
      \\resumeItemListStart
${j.achievements.map((a) => `        \\resumeItem{${tex(a)}}`).join('\n')}
      \\resumeItemListEnd`,
  )
  .join('\n')}
  \\resumeSubHeadingListEnd
\\section{Technical Skills}
 \\begin{itemize}[leftmargin=0.15in, label={}]
    \\small{\\item{
     \\textbf{Skills}{: ${p.skills.map(tex).join(', ')}}
    }}
 \\end{itemize}
\\section{Certifications}
  \\resumeSubHeadingListStart
${p.certifications.map((c) => `    \\resumeProjectHeading\n      {\\textbf{${tex(c.name)}} $|$ \\emph{${tex(c.issuer)}}}{${tex(c.date)}}`).join('\n')}
  \\resumeSubHeadingListEnd
\\end{document}
`
}

const sb2nov: ThirdParty = {
  repo: 'sb2nov/resume',
  commit: '29293817f92cc4febf6fa14a0f3edf98c01c4db2',
  dir: 'sb2nov-resume',
  inputs: '',
}

// Sourabh Bajaj's resume, the one Jake's is based on: name and e-mail on one row of a header table, employer
// over title. Its \resumeItem wants a bold title per bullet; untitled bullets are plain items.
const sb2novResume = (p: OutsidePerson) => {
  return `${clonePreamble(sb2nov, 'sourabh_bajaj_resume.tex')}
\\begin{tabular*}{\\textwidth}{l@{\\extracolsep{\\fill}}r}
  \\textbf{\\href{https://${p.linkedin}}{\\Large ${tex(name(p))}}} & Email: \\href{mailto:${p.email}}{${tex(p.email)}}\\\\
  \\href{https://${p.linkedin}}{${tex(p.linkedin)}} & Mobile: ${tex(p.phone)} \\\\
  ${tex(p.location)} & \\\\
\\end{tabular*}
\\section{Summary}
\\small{${tex(p.summary)}}
\\section{Education}
  \\resumeSubHeadingListStart
${p.education.map((e) => `    \\resumeSubheading\n      {${tex(e.institution)}}{}\n      {${tex(degreeLine(e))}}{${tex(e.dates)}}`).join('\n')}
  \\resumeSubHeadingListEnd
\\section{Experience}
  \\resumeSubHeadingListStart
${p.jobs
  .map(
    (j) => `    \\resumeSubheading
      {${tex(j.company)}}{${tex(j.city)}}
      {${tex(j.title)}}{${tex(j.dates)}}
      \\resumeItemListStart
${j.achievements.map((a) => `        \\item\\small{${tex(a)}}`).join('\n')}
      \\resumeItemListEnd`,
  )
  .join('\n')}
  \\resumeSubHeadingListEnd
\\section{Skills}
  \\resumeSubHeadingListStart
    \\item{\\textbf{Skills}{: ${p.skills.map(tex).join(', ')}}}
  \\resumeSubHeadingListEnd
\\section{Certifications}
  \\resumeSubHeadingListStart
${p.certifications.map((c) => `    \\item\\resumeSubSubheading{${tex(c.name)}, ${tex(c.issuer)}}{${tex(c.date)}}`).join('\n')}
  \\resumeSubHeadingListEnd
\\end{document}
`
}

export const heldOutCDesigns: OutsideDesign[] = [
  {
    id: 'jake-resume',
    source: "Jake Gutierrez's resume (jakegut/resume)",
    split: 'held-out-c',
    engine: 'pdflatex',
    missing: ['position'],
    skillsGroup: 'Skills',
    thirdParty: jake,
    layout:
      'one column, centred small-caps name over a "|" contact line, small-caps headings over rules, title and dates over employer and city',
    render: jakeResume,
  },
  {
    id: 'sb2nov-resume',
    source: "Sourabh Bajaj's resume (sb2nov/resume)",
    split: 'held-out-c',
    engine: 'pdflatex',
    missing: ['position'],
    skillsGroup: 'Skills',
    thirdParty: sb2nov,
    layout:
      'one column, a header table (name and e-mail, profile and phone), small-caps headings over rules, employer and city over italic title and dates',
    render: sb2novResume,
  },
  {
    id: 'awesome-cv',
    source: 'Awesome-CV (posquit0/Awesome-CV), résumé layout',
    split: 'held-out-c',
    engine: 'xelatex',
    skillsGroup: 'Professional',
    capitals: ['position', 'title', 'degree'],
    thirdParty: {
      repo: 'posquit0/Awesome-CV',
      // The last commit bundling Roboto: later ones load the roboto package, whose Roboto Slab Debian lacks.
      commit: 'af40bb01d99db16ea02e683a74e155c0fad0fe38',
      dir: 'Awesome-CV',
      inputs: '',
      links: { fonts: 'fonts' },
    },
    layout:
      'centred two-weight name, small-caps position, icon contact line, coloured section names, employer over title with location and dates right, footer',
    render: awesomeCv,
  },
  {
    id: 'altacv',
    source: 'AltaCV (liantze/AltaCV)',
    // Tune from the fifth session (the lead's decision): its last unseen figure was 61.8% (first run).
    split: 'tune-was-held-out-c',
    engine: 'pdflatex',
    capitals: ['name'],
    thirdParty: {
      repo: 'liantze/AltaCV',
      commit: '91373530c55843533a4de12a29d28896f9b14c0d',
      dir: 'AltaCV',
      inputs: '',
    },
    layout:
      'two paracol columns: summary and experience left, education, boxed skill tags and certifications right; icon contact line',
    render: altaCv,
  },
  {
    id: 'deedy-resume',
    source: 'Deedy-Resume (deedy/Deedy-Resume), OpenFonts version',
    split: 'held-out-c',
    engine: 'xelatex',
    missing: ['position'],
    // Its Raleway dates are set without TeX ligatures: "--" stays two hyphens.
    dash: '--',
    capitals: ['company', 'institution'],
    thirdParty: {
      repo: 'deedy/Deedy-Resume',
      commit: '6d06ba7d8eee5fb8870bb00cb13a777f2083aa18',
      dir: 'Deedy-Resume',
      inputs: 'OpenFonts',
      links: { fonts: 'OpenFonts/fonts' },
    },
    layout:
      'thin large name over a rule, two minipages: education, skills and certifications in a narrow left column, capitals employer with "| title" beside the experience',
    render: deedy,
  },
  {
    id: 'billryan-resume',
    source: 'billryan/resume (XeLaTeX, TeX Gyre Termes)',
    split: 'held-out-c',
    engine: 'xelatex',
    missing: ['position'],
    thirdParty: {
      repo: 'billryan/resume',
      commit: 'eadc3955cf006254dc8f2419e971fbe3f5bab413',
      dir: 'billryan-resume',
      inputs: '',
      links: { fonts: 'fonts' },
    },
    layout:
      'centred small-caps name, icon contact line, icon section names over rules, employer and city with dates right, italic title',
    render: billryan,
  },
]
