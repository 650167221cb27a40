import type { DashboardReply } from '@tailor/contracts'
import { KeyRound } from 'lucide-react'
import { Link } from 'react-router'
import { InsightCard, Meter } from './insight-card.tsx'

const categories = [
  { key: 'technical_terms', label: 'Technical Terms' },
  { key: 'action_verbs', label: 'Action Verbs' },
  { key: 'industry_keywords', label: 'Industry Keywords' },
  { key: 'soft_skills', label: 'Soft Skills' },
] as const

/** How well the user's resumes cover what their target jobs ask for, per category, from real analyses. */
export function KeywordCard({ coverage }: { coverage: DashboardReply['keyword_coverage'] }) {
  const empty = categories.every(({ key }) => coverage[key] === null)
  return (
    <InsightCard
      id="keyword-title"
      title="Keyword Optimization"
      icon={<KeyRound aria-hidden="true" className="size-[18px]" />}
    >
      {empty ? (
        <p className="text-sm leading-6 text-ink-600 dark:text-ink-300">
          No keyword data yet. Run an analysis with a job description to see how well your resume covers its
          technical terms, industry keywords and soft skills.{' '}
          <Link
            to="/analysis"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Analyze a resume
          </Link>
        </p>
      ) : (
        <>
          <div className="space-y-4">
            {categories.map(({ key, label }) => {
              const value = coverage[key]
              return (
                <Meter
                  key={key}
                  label={label}
                  value={value}
                  max={100}
                  display={value === null ? '—' : `${value}%`}
                />
              )
            })}
          </div>
          <p className="mt-4 text-xs leading-5 text-ink-500 dark:text-ink-400">
            Share of the keywords your target jobs ask for that your resumes contain; action verbs are the
            share of bullets that open with one.
          </p>
        </>
      )}
    </InsightCard>
  )
}
