import { Brain, FileText, Scissors, Zap } from 'lucide-react'
import { SectionHeading } from './section-heading.tsx'

const features = [
  {
    icon: Brain,
    title: 'Smart Analysis',
    text: 'See how your resume scores against the job: required skills, experience, keywords, with what matches and what is missing.',
  },
  {
    icon: FileText,
    title: 'Cover Letter Generator',
    text: 'Write a focused cover letter from your resume and the job description, in the tone and length you choose.',
  },
  {
    icon: Zap,
    title: 'Instant Results',
    text: 'Get your analysis and tailored resume in under 2 minutes, ready to edit and download as a PDF.',
  },
  {
    icon: Scissors,
    title: 'Professional Tailoring',
    text: 'Reorder and rephrase what you already have to fit the role. Every skill, employer and date stays true to your resume.',
  },
]

export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-title"
      id="features"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything you need to apply with confidence"
        lead="One upload, an honest read of the fit, and materials that match the job you want."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="group rounded-2xl border border-ink-200 bg-white p-6 transition-[border-color,box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5 motion-reduce:hover:translate-y-0 dark:border-ink-800 dark:bg-ink-900/60 dark:hover:border-brand-700"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white dark:bg-brand-900/40 dark:text-brand-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 font-display text-lg font-semibold text-ink-950 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-ink-600 dark:text-ink-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
