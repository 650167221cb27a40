import { SectionHeading } from './section-heading.tsx'

const steps = [
  {
    title: 'Upload Your Resume',
    text: 'Drop in a PDF or Word file, or paste the text. Then add the job description.',
  },
  {
    title: 'AI Analysis',
    text: 'We compare your experience with the job: skills, seniority, education and keywords.',
  },
  {
    title: 'Get Insights',
    text: 'See your match score, what is missing, and concrete suggestions to close the gap.',
  },
  {
    title: 'Apply With Confidence',
    text: 'Edit the tailored version, download a clean PDF and add a matching cover letter.',
  },
]

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      id="how-it-works"
      className="border-y border-ink-200 bg-gradient-to-b from-ink-50 to-white dark:border-ink-800 dark:from-ink-900/60 dark:to-ink-950"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <SectionHeading id="how-title" eyebrow="4 steps" title="How It Works" />
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-800"
            >
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-brand-700 font-display text-base font-bold text-white dark:bg-brand-400 dark:text-ink-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 font-display text-lg font-semibold text-ink-950 dark:text-white">
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink-600 dark:text-ink-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
