// Held-out I (issue 14, ninth session): a confirmation set measured once by the lead (online-cv and resume-rvca tune
// from the ninth session after that one measurement: "tune-was-held-out-i"). Resume designs made by other
// people that no other part of the corpus uses (online-cv, a Jekyll theme after Xiaoying Riley's Orbit, and her
// DevResume, HTML/CSS printed by Chromium; resume-rvca, a XeLaTeX class after Friggeri's CV), filled with the people of
// corpus/outside/people-i.json (printed by no other design) as each design's own example fills it, before the
// parser was run on any of them. The designs are read from their clones in corpus/outside/third-party (README.md);
// none is copied here, and their parses are only read per design and overall.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { escapeHtml as esc } from './html-text.ts'
import {
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
  thirdPartyRoot,
} from './outside-person.ts'

const onlineCv: ThirdParty = {
  repo: 'sharu725/online-cv',
  commit: 'ef0186356192160b3ba0895400f8e421921efd23',
  dir: 'online-cv',
  inputs: '',
  // Its head links Bootstrap 3 and Font Awesome from assets/plugins by relative paths.
  links: { assets: 'assets' },
}

/** Its assets/css/main.scss as Jekyll renders it (the example's right sidebar, the blue skin), compiled by sassc. */
const onlineCvStyle = () =>
  execFileSync('sassc', ['--stdin', '-I', join(thirdPartyRoot, onlineCv.dir, '_sass')], {
    input: '$resume-order: 1;\n$sidebar-order: 2;\n@import "skins/blue";\n@import "default";\n',
    encoding: 'utf8',
  })

// online-cv: its print layout (_layouts/print.html, the "printable version" its README points to: the head, its two
// style overrides, sidebar and main wrapper; the default layout's footer with the author's attribution kept, which
// the print style sheet hides in either layout) filled as _data/data.yml fills it, printed by Chromium with the
// theme's print rules (Bootstrap 3's print styles print each link's address after it). The sidebar: no avatar (no photograph), the name and
// tagline (the position), the contact list (e-mail, phone, and the LinkedIn row: its user name as the text, as
// its example gives it, linked to linkedin.com/in/ + that name, the address the print styles print after it), the
// education block (degree over university over time, its example's
// sidebar.education: True); its languages, interests and "About Theme" blocks left out (no such fields). The
// main wrapper: the career profile (the summary), the experiences ("role" with its time flush right over
// "Company, City", as its example writes the company; the duties as its details' bullet list), the
// certifications (name, its start year, the organisation), the skills with level bars all at one level (90%),
// so that no skill is ranked. It has no place for a location (scored as not printed). Its time periods are typed
// with a hyphen ("2015 - Present"), so ours are.
const onlineCvPage = (p: OutsidePerson) => {
  const handle = p.linkedin.replace('linkedin.com/in/', '')
  const hyphen = (s: string) => esc(s.replace(' -- ', ' - '))
  const title = (icon: string, name: string) =>
    `<h2 class="section-title"><span class="fa-stack fa-xs"><i class="fas fa-circle fa-stack-2x"></i><i class="fas fa-${icon} fa-stack-1x fa-inverse"></i></span>${name}</h2>`
  const upperRow = (cls: string, name: string, time: string) =>
    `<div class="upper-row"><h3 class="${cls}">${esc(name)}</h3><div class="time">${time}</div></div>`
  return `<!DOCTYPE html>
<html lang="en">
<head>
<title>My Resume</title>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="assets/plugins/bootstrap/css/bootstrap.min.css">
<link rel="stylesheet" href="assets/plugins/font-awesome/css/all.css">
<style>
${onlineCvStyle()}
</style>
<style>
body { padding: 0 !important; }
.wrapper { max-width: unset !important; }
</style>
</head>
<body>
<div class="wrapper">
<div class="sidebar-wrapper">
<div class="profile-container"><h1 class="name">${esc(fullName(p))}</h1><h3 class="tagline">${esc(p.position)}</h3></div>
<div class="contact-container container-block"><ul class="list-unstyled contact-list">
<li class="email"><i class="fas fa-envelope"></i> <a href="mailto:${esc(p.email)}">${esc(p.email)}</a></li>
<li class="phone"><i class="fas fa-phone"></i> <a href="tel:${esc(p.phone)}">${esc(p.phone)}</a></li>
<li class="linkedin"><i class="fab fa-linkedin"></i> <a href="https://linkedin.com/in/${esc(handle)}">${esc(handle)}</a></li>
</ul></div>
<div class="education-container container-block"><h2 class="container-block-title">Education</h2>
${p.education
  .map(
    (e) =>
      `<div class="item"><h4 class="degree">${esc(degreeLine(e))}</h4><h5 class="meta">${esc(e.institution)}</h5><div class="time">${hyphen(e.dates)}</div></div>`,
  )
  .join('\n')}
</div>
</div>
<div class="main-wrapper">
<section class="section summary-section">${title('user', 'Career Profile')}<div class="summary"><p>${esc(p.summary)}</p></div></section>
<section class="section experiences-section">${title('briefcase', 'Experiences')}
${p.jobs
  .map(
    (j) =>
      `<div class="item"><div class="meta">${upperRow('job-title', j.title, hyphen(j.dates))}<div class="company">${esc(j.company)}, ${esc(j.city)}</div></div><div class="details"><ul>${j.achievements.map((a) => `<li>${esc(a)}</li>`).join('')}</ul></div></div>`,
  )
  .join('\n')}
</section>
<section class="section certifications-section">${title('graduation-cap', 'Certifications')}
${p.certifications
  .map(
    (c) =>
      `<div class="item"><div class="meta">${upperRow('cert-title', c.name, esc(c.date))}<div class="second-upper-row"><div class="cert-org">${esc(c.issuer)}</div></div></div><div class="details"></div></div>`,
  )
  .join('\n')}
</section>
<section class="skills-section section">${title('wrench', 'Skills &amp; Proficiency')}<div class="skillset">
${p.skills
  .map(
    (s) =>
      `<div class="item"><h3 class="level-title">${esc(s)}</h3><div class="level-bar"><div class="level-bar-inner" style="width: 90%"></div></div></div>`,
  )
  .join('\n')}
</div></section>
</div>
</div>
<footer class="footer"><div class="text-center"><small class="copyright">Designed with <i class="fas fa-heart"></i> by <a href="http://themes.3rdwavemedia.com" target="_blank" rel="nofollow">Xiaoying Riley</a></small></div></footer>
</body>
</html>
`
}

const resumeRvca: ThirdParty = {
  repo: 'latexstudio/resume-rvca',
  commit: '158dd38fd2ae256ebe2788e62cc598ebcbfe25da',
  dir: 'resume-rvca',
  // Its folder holds an example cv.tex that TeX would find before ours: the class is linked into the build folder
  // instead, and TeX searches img/ (no .tex there), from which the class also includes its icons by a relative path.
  inputs: 'img',
  links: { 'rvca.cls': 'rvca.cls', img: 'img' },
}

// resume-rvca (full option), filled as its cv.tex is: a dark side band whose aside, right-aligned, one line per
// source line, holds "CONTACT" (the location as its address, the phone, a ghost spacer, the e-mail, the LinkedIn
// URL as its example's LinkedIn link with \faLinkedin) and "SKILLS" (one comma line, as its example's); the name
// in a rounded orange band, its \header's third argument ("current job title/field") left empty as in its example
// (set there, it prints white, mostly below the band, on the white page): no headline, the position scored as not
// printed; the summary as its statement; each job a \workitem (company with the dates flush right,
// the title, an empty responsibilities paragraph, the duties as its list); the degrees as its example's dated
// subsections (the school with the dates, then "Degree in Field."); the certificates written as those ("Issuer"
// with the year, then "Name."). Its "in a nutshell", interests, languages and key achievements sections and its
// riddle panel are left out (no such fields).
const rvcaCv = (p: OutsidePerson) => {
  const work = p.jobs.map((j) => {
    const items = [...j.achievements, '', '', '', ''].slice(0, 4).map((a) => `{${tex(a)}}`)
    return `\\workitem{${tex(j.company)}}\n{${tex(j.dates)}}\n{${tex(j.title)}.}\n{}\n${items.join('\n')}`
  })
  return `\\documentclass[full]{rvca}

\\begin{document}

\\begin{aside}
\\section{\\uppercase{contact} }
${tex(p.location)}
${tex(p.phone)}
\\ghost
${tex(p.email)}
\\href{https://${tex(p.linkedin)}}{\\color{sidebandtextcolor}${tex(p.linkedin)} \\faLinkedin}
\\ghost
\\section{\\uppercase{skills}}
${p.skills.map(tex).join(', ')}
\\end{aside}

\\header{${tex(p.first)}}{${tex(p.last)}}{ }

\\begin{statement}
${tex(p.summary)}
\\end{statement}

\\section{Work}

${work.join('\n\n')}

\\section{Education}

${p.education.map((e) => `\\datedsubsection{${tex(e.institution)}}{${tex(e.dates)}}\n${tex(degreeLine(e))}.`).join('\n')}

\\section{Certifications}

${p.certifications.map((c) => `\\datedsubsection{${tex(c.issuer)}}{${tex(c.date)}}\n${tex(c.name)}.`).join('\n')}

\\end{document}
`
}

const devResume: ThirdParty = {
  repo: 'xriley/DevResume-Theme',
  commit: 'c661dc44f010d1c3d008e9c0bac1efce0732ba5d',
  dir: 'devresume',
  inputs: '',
  // Its page links its style sheet and Font Awesome's script from assets/ by relative paths.
  links: { assets: 'assets' },
}

// DevResume: its index.html filled as its example is, printed by Chromium at A4 (Bootstrap's medium width, so the
// aside is set under the main column, as a browser prints it). The header: the capitalised name (capitals) over
// the tagline (the position), the contact list beside it (phone, e-mail, the LinkedIn URL in its web site row,
// the location); the intro (the summary; no profile image: no photograph); the main column's work experiences
// ("Title" with "Company | dates" flush right, as its example writes them, no role description, the duties as
// its list); the aside's skills as one titled group (its example's "Technical" and "Professional" groups: ours
// "Professional", optional in the truth), the education list (degree, school, time) and the certificates
// written as its awards are ("Name" over "Issuer (year)") under a "Certifications" heading. Left out (no such
// fields): its projects, languages and interests sections and the footer's social links (set hidden at that
// width); the Google Fonts link (no network here: Roboto as Debian installs it). Its page footer with the
// author's attribution is kept. Its time periods are typed with a hyphen ("2023 - Present"), so ours are.
const devResumePage = (p: OutsidePerson) => {
  const hyphen = (s: string) => esc(s.replace(' -- ', ' - '))
  const heading = (name: string) => `<h3 class="text-uppercase resume-section-heading mb-4">${name}</h3>`
  return `<!DOCTYPE html>
<html lang="en">
<head>
<title>DevResume - Bootstrap Resume/CV Template For Software Developers</title>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<script defer src="assets/fontawesome/js/all.min.js"></script>
<link id="theme-style" rel="stylesheet" href="assets/css/devresume.css">
</head>
<body>
<div class="main-wrapper"><div class="container px-3 px-lg-5">
<article class="resume-wrapper mx-auto theme-bg-light p-5 mb-5 my-5 shadow-lg">
<div class="resume-header"><div class="row align-items-center">
<div class="resume-title col-12 col-md-6 col-lg-8 col-xl-9"><h2 class="resume-name mb-0 text-uppercase">${esc(fullName(p))}</h2><div class="resume-tagline mb-3 mb-md-0">${esc(p.position)}</div></div>
<div class="resume-contact col-12 col-md-6 col-lg-4 col-xl-3"><ul class="list-unstyled mb-0">
<li class="mb-2"><i class="fas fa-phone-square fa-fw fa-lg me-2 "></i><a class="resume-link" href="tel:${esc(p.phone)}">${esc(p.phone)}</a></li>
<li class="mb-2"><i class="fas fa-envelope-square fa-fw fa-lg me-2"></i><a class="resume-link" href="mailto:${esc(p.email)}">${esc(p.email)}</a></li>
<li class="mb-2"><i class="fas fa-globe fa-fw fa-lg me-2"></i><a class="resume-link" href="https://${esc(p.linkedin)}">${esc(p.linkedin)}</a></li>
<li class="mb-0"><i class="fas fa-map-marker-alt fa-fw fa-lg me-2"></i>${esc(p.location)}</li>
</ul></div>
</div></div>
<hr>
<div class="resume-intro py-3"><div class="row align-items-center"><div class="col text-start"><p class="mb-0">${esc(p.summary)}</p></div></div></div>
<hr>
<div class="resume-body"><div class="row">
<div class="resume-main col-12 col-lg-8 col-xl-9 pe-0 pe-lg-5">
<section class="work-section py-3">${heading('Work Experiences')}
${p.jobs
  .map(
    (j) =>
      `<div class="item mb-3"><div class="item-heading row align-items-center mb-2"><h4 class="item-title col-12 col-md-6 col-lg-8 mb-2 mb-md-0">${esc(j.title)}</h4><div class="item-meta col-12 col-md-6 col-lg-4 text-muted text-start text-md-end">${esc(j.company)} | ${hyphen(j.dates)}</div></div><div class="item-content"><ul class="resume-list">${j.achievements.map((a) => `<li>${esc(a)}</li>`).join('')}</ul></div></div>`,
  )
  .join('\n')}
</section>
</div>
<aside class="resume-aside col-12 col-lg-4 col-xl-3 px-lg-4 pb-lg-4">
<section class="skills-section py-3">${heading('Skills')}<div class="item"><h4 class="item-title">Professional</h4><ul class="list-unstyled resume-skills-list">${p.skills.map((s) => `<li class="mb-2">${esc(s)}</li>`).join('')}</ul></div></section>
<section class="education-section py-3">${heading('Education')}<ul class="list-unstyled resume-education-list">${p.education
    .map(
      (e) =>
        `<li class="mb-3"><div class="resume-degree font-weight-bold">${esc(degreeLine(e))}</div><div class="resume-degree-org text-muted">${esc(e.institution)}</div><div class="resume-degree-time text-muted">${hyphen(e.dates)}</div></li>`,
    )
    .join('')}</ul></section>
<section class="education-section py-3">${heading('Certifications')}<ul class="list-unstyled resume-awards-list">${p.certifications
    .map(
      (c) =>
        `<li class="mb-3"><div class="font-weight-bold">${esc(c.name)}</div><div class="text-muted">${esc(c.issuer)} (${esc(c.date)})</div></li>`,
    )
    .join('')}</ul></section>
</aside>
</div></div>
</article>
</div>
<footer class="footer text-center py-4"><small class="copyright text-muted">Designed with <span class="sr-only">love</span><i class="fas fa-heart"></i> by <a class="theme-link" href="http://themes.3rdwavemedia.com" target="_blank">Xiaoying Riley</a> for developers</small></footer>
</div>
</body>
</html>
`
}

export const heldOutIDesigns: OutsideDesign[] = [
  {
    id: 'online-cv',
    source: "sharu725's online-cv Jekyll theme (after Xiaoying Riley's Orbit), printed by Chromium",
    split: 'tune-was-held-out-i',
    engine: 'chromium',
    dash: '-',
    missing: ['location'],
    thirdParty: onlineCv,
    layout:
      'a main column (icon section names in capitals: career profile, "Role" with the time flush right over "Company, City" and a list, certificates, skills over level bars) left of a blue sidebar (name, tagline, icon contact lines, education blocks)',
    render: onlineCvPage,
  },
  {
    id: 'resume-rvca',
    source: "Roberto Calderon's rvca class (latexstudio/resume-rvca, after Friggeri's CV), XeLaTeX",
    split: 'tune-was-held-out-i',
    engine: 'xelatex',
    missing: ['position'],
    // Its side band and name band are TikZ overlays placed at the page's corners (remember picture).
    texRuns: 2,
    thirdParty: resumeRvca,
    layout:
      'a dark left side band with a right-aligned contact and skills aside, the name and position in a rounded orange band, the summary over ruled capital section names, small-caps "Company" with the dates flush right over the title and a list, "School" with its dates over the degree',
    render: rvcaCv,
  },
  {
    id: 'devresume',
    source: "Xiaoying Riley's DevResume (xriley/DevResume-Theme), printed by Chromium",
    split: 'tune-was-held-out-i',
    engine: 'chromium',
    dash: '-',
    capitals: ['name'],
    skillsGroup: 'Professional',
    thirdParty: devResume,
    layout:
      'a letter-spaced capitalised name over the tagline beside a ruled icon contact list, the summary between rules, "Title" with "Company | dates" flush right over a list, then (at print width) the aside: a titled skill list, degree over school over years, certificates over "Issuer (year)", green barred capital headings',
    render: devResumePage,
  },
]
