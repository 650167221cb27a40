import type { JobAnalysis, MatchScores, MissingKeyword, ResumeData } from '@tailor/contracts'

// Pure read-outs of a tailoring result for the analysis screen.

export interface BreakdownRow {
  label: string
  /** null: the job does not ask about this part, so it is not scored (never shown as a perfect match). */
  value: number | null
  /** What the number measures, in a few words. */
  detail: string
}

/** The score breakdown: a job match (six parts) or, without a job description, ATS readiness (five). */
export function breakdownRows(scores: MatchScores): BreakdownRow[] {
  if (scores.kind === 'match' && scores.breakdown) {
    const b = scores.breakdown
    return [
      { label: 'Hard skills', value: b.hard_skills, detail: 'Required and preferred skills you show' },
      { label: 'Soft skills', value: b.soft_skills, detail: 'Soft skills the job names' },
      { label: 'Job title', value: b.title, detail: 'How close your titles are to the role' },
      { label: 'Experience', value: b.experience, detail: 'Relevant years against what is asked' },
      { label: 'Education', value: b.education, detail: 'The level of education asked for' },
      { label: 'Keywords', value: b.keywords, detail: 'Other terms from the description' },
    ]
  }
  if (scores.ats) {
    const a = scores.ats
    return [
      { label: 'Contact details', value: a.contact, detail: 'Email, phone, location and links' },
      { label: 'Sections', value: a.sections, detail: 'Summary, experience, education and skills' },
      { label: 'Dates', value: a.dates, detail: 'Every role has start and end dates' },
      { label: 'Quantified results', value: a.quantified, detail: 'Bullets with numbers' },
      { label: 'Length', value: a.length, detail: 'Enough detail without padding' },
    ]
  }
  return []
}

const norm = (text: string) => text.trim().toLowerCase()

/** The job's must-have (required) skills, split into those your resume shows and those it does not. */
export function mustHaveSkills(job: JobAnalysis | null, scores: MatchScores) {
  if (!job || job.required_skills.length === 0) return null
  const missing = new Set(
    scores.missing_keywords.filter((k) => k.importance === 'required').map((k) => norm(k.keyword)),
  )
  const labels = job.required_skills.map((skill) => skill.label)
  return {
    matched: labels.filter((label) => !missing.has(norm(label))),
    missing: labels.filter((label) => missing.has(norm(label))),
  }
}

const importanceLabels: Record<Exclude<MissingKeyword['importance'], 'required'>, string> = {
  preferred: 'Nice to have',
  soft: 'Soft skills',
  keyword: 'Other keywords',
}

/** Missing keywords other than the must-haves, grouped by importance in the engine's order. */
export function otherMissing(keywords: MissingKeyword[]) {
  return (['preferred', 'soft', 'keyword'] as const)
    .map((importance) => ({
      label: importanceLabels[importance],
      keywords: keywords.filter((k) => k.importance === importance).map((k) => k.keyword),
    }))
    .filter((group) => group.keywords.length > 0)
}

/** A one-line verdict; the badge colour follows the spec's 85 rule separately. */
export function scoreVerdict(scores: MatchScores): string {
  const { overall, kind } = scores
  if (kind === 'ats') {
    if (overall >= 85) return 'Ready for applicant tracking systems'
    if (overall >= 60) return 'Mostly ATS-ready, with gaps to close'
    return 'Needs work before it goes to an ATS'
  }
  if (overall >= 85) return 'Strong match for this job'
  if (overall >= 65) return 'Good match, with gaps to close'
  if (overall >= 45) return 'Partial match'
  return 'Weak match for this job'
}

const roleName = (resume: ResumeData, index: number) => {
  const role = resume.work_experience[index]
  const name = role ? [role.title, role.company].filter(Boolean).join(' at ') : ''
  return name || `Experience ${index + 1}`
}

/** Where a change was made, in words: `work_experience[0].achievements[2]` → "Engineer at Acme · bullet 3". */
export function describeChangePath(path: string, resume: ResumeData): string {
  const bullet = /^work_experience\[(\d+)\]\.achievements\[(\d+)\]$/.exec(path)
  if (bullet) return `${roleName(resume, Number(bullet[1]))} · bullet ${Number(bullet[2]) + 1}`
  const bullets = /^work_experience\[(\d+)\]\.achievements$/.exec(path)
  if (bullets) return `${roleName(resume, Number(bullets[1]))} · bullet order`
  if (/^skills(\[\d+\])?$/.test(path)) return 'Skills'
  const known: Record<string, string> = {
    professional_summary: 'Professional summary',
    'personal_information.position': 'Position/Title',
    work_experience: 'Work experience',
    education: 'Education',
    certifications: 'Certifications',
  }
  return known[path] ?? path.replace(/[_.[\]]+/g, ' ').trim()
}
