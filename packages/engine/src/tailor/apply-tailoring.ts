import type { JobAnalysis, ResumeData, TailorChange } from '@tailor/contracts'
import { extractSkills } from '../lexicons/extract-skills.ts'
import { collectSkillEvidence, type SkillEvidence } from '../match/collect-skill-evidence.ts'
import { candidateTitles, resumeText } from '../match/resume-facts.ts'
import { titleSimilarity } from '../match/title-similarity.ts'
import { makeRelevance } from './make-relevance.ts'
import { rewriteWeakOpening } from './rewrite-weak-opening.ts'
import { writeSummary } from './write-summary.ts'

/** Stable sort by descending score. */
const byScore = <T>(items: T[], score: (item: T) => number) =>
  items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.item)

/** Where the resume shows a skill, for the change log: "from 'Jenkins' in your Acme Corp role". */
function whereShown(resume: ResumeData, e: SkillEvidence): string {
  const role = e.role === undefined ? undefined : resume.work_experience[e.role]
  const place = role
    ? `your ${role.company || role.title} role`
    : e.source === 'certification'
      ? 'your certifications'
      : 'your summary'
  return `from "${e.written}" in ${place}`
}

/**
 * The tailoring steps for a level (0–100), unguarded: under 30 reorders skills and bullets and aligns the
 * headline; 30–70 also rewrites weak openings, uses the job's wording for skills and rewrites the summary;
 * over 70 also adds a core-competencies line and trims unrelated bullets of older roles.
 */
export function applyTailoring(
  resume: ResumeData,
  job: JobAnalysis | null,
  level: number,
): { resume: ResumeData; changes: TailorChange[] } {
  const out = structuredClone(resume)
  const changes: TailorChange[] = []
  const record = (path: string, before: string, after: string, reason: string) => {
    if (before !== after) changes.push({ path, before, after, reason })
  }
  const relevance = job ? makeRelevance(job) : () => 0

  if (job) {
    const skills = byScore(out.skills, relevance)
    record('skills', out.skills.join(', '), skills.join(', '), 'Skills the job asks for first.')
    out.skills = skills
    out.work_experience.forEach((role, i) => {
      const bullets = byScore(role.achievements, relevance)
      record(
        `work_experience[${i}].achievements`,
        role.achievements.join('\n'),
        bullets.join('\n'),
        'Most relevant achievements first.',
      )
      role.achievements = bullets
    })
    const projects = byScore(out.projects, (p) =>
      relevance([p.name, p.role, p.description, ...p.bullets, ...p.technologies].join('\n')),
    )
    record(
      'projects',
      out.projects.map((p) => p.name).join('\n'),
      projects.map((p) => p.name).join('\n'),
      'Projects closest to the job first.',
    )
    out.projects = projects
    out.projects.forEach((project, i) => {
      const bullets = byScore(project.bullets, relevance)
      record(
        `projects[${i}].bullets`,
        project.bullets.join('\n'),
        bullets.join('\n'),
        'Most relevant points first.',
      )
      project.bullets = bullets
    })
    const best = byScore(candidateTitles(resume), (title) => titleSimilarity(title, job.job_title))[0]
    const current = out.personal_information.position
    if (
      best &&
      job.job_title &&
      titleSimilarity(best, job.job_title) > titleSimilarity(current, job.job_title) + 0.15
    ) {
      record(
        'personal_information.position',
        current,
        best,
        `The title you hold that is closest to "${job.job_title}".`,
      )
      out.personal_information.position = best
    }
  }

  if (level >= 30) {
    out.work_experience.forEach((role, i) => {
      role.achievements = role.achievements.map((bullet, j) => {
        const rewritten = rewriteWeakOpening(bullet)
        if (!rewritten) return bullet
        record(
          `work_experience[${i}].achievements[${j}]`,
          bullet,
          rewritten,
          'Start with an action verb, not a duty.',
        )
        return rewritten
      })
    })
    if (job) {
      // The job's name for each skill, when that name reads as exactly that skill ("Oracle Primavera P6 …"
      // would also name Oracle, which the candidate may not have).
      const jobLabels = new Map(
        [...job.required_skills, ...job.preferred_skills]
          .filter((skill) => {
            const named = extractSkills(skill.label)
            return named.length === 1 && named[0]!.id === skill.id
          })
          .map((skill) => [skill.id, skill.label]),
      )
      const evidence = collectSkillEvidence(resume)
      const document = resumeText(resume)
      out.skills = out.skills.map((entry, i) => {
        const found = extractSkills(entry, document)
        // Only a skill the resume's context supports is renamed: Unreal "Blueprints" never becomes
        // "Blueprint reading".
        const label =
          found.length === 1 && evidence.has(found[0]!.id) ? jobLabels.get(found[0]!.id) : undefined
        if (!label || label.toLowerCase() === entry.toLowerCase() || entry.length > 40) return entry
        record(
          `skills[${i}]`,
          entry,
          label,
          `The job calls this skill "${label}" — from "${entry}" in your skills.`,
        )
        return label
      })
      const jobIds = new Set([...jobLabels.keys(), ...job.soft_skills.map((s) => s.id)])
      // Skills the experience shows but the Skills section leaves out, in the job's words, each with the
      // words that show it so the user can judge the inference.
      const listed = new Set(out.skills.flatMap((entry) => extractSkills(entry).map((skill) => skill.id)))
      const shown = [...evidence.values()].filter(
        (e) =>
          jobLabels.has(e.skill.id) &&
          !listed.has(e.skill.id) &&
          e.source !== 'skills' &&
          e.source !== 'education',
      )
      shown.forEach((e, i) => {
        const label = jobLabels.get(e.skill.id)!
        const skills = [...out.skills.slice(0, i), label, ...out.skills.slice(i)]
        record('skills', out.skills.join(', '), skills.join(', '), `${label} — ${whereShown(resume, e)}.`)
        out.skills = skills
      })
      const strengths = byScore(
        [...evidence.values()].filter(
          (e) =>
            jobIds.has(e.skill.id) &&
            e.source !== 'skills' &&
            e.source !== 'education' &&
            e.skill.category !== 'soft',
        ),
        (e) => e.strength * 10 + relevance(e.skill.label),
      ).map((e) => ({ ...e, skill: { ...e.skill, label: jobLabels.get(e.skill.id) ?? e.skill.label } }))
      const summary = writeSummary(out.personal_information.position, resume.professional_summary, strengths)
      record(
        'professional_summary',
        out.professional_summary,
        summary,
        'Lead with the target role and your matching strengths.',
      )
      out.professional_summary = summary

      if (level > 70) {
        const matched = [...evidence.values()].filter(
          (e) => jobIds.has(e.skill.id) && e.skill.category !== 'soft' && e.source !== 'education',
        )
        if (matched.length >= 3) {
          const line = `Core competencies: ${matched
            .slice(0, 8)
            .map((e) => jobLabels.get(e.skill.id) ?? e.skill.label)
            .join(' · ')}.`
          const withLine = `${line} ${out.professional_summary}`.slice(0, 500).trim()
          record(
            'professional_summary',
            out.professional_summary,
            withLine,
            'A core-competencies line of the matched skills you have.',
          )
          out.professional_summary = withLine
        }
        out.work_experience.forEach((role, i) => {
          if (i === 0 || role.achievements.length <= 3) return
          const kept = role.achievements.filter((bullet, j) => j < 3 || relevance(bullet) > 0)
          record(
            `work_experience[${i}].achievements`,
            role.achievements.join('\n'),
            kept.join('\n'),
            'Trimmed older bullets that do not relate to this job.',
          )
          role.achievements = kept
        })
      }
    }
  }

  return { resume: out, changes }
}
