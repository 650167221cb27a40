import { Star } from 'lucide-react'
import { SectionHeading } from './section-heading.tsx'

// docs/product.md § What it is: three fixed testimonials, each rated 5 stars.
const testimonials = [
  {
    quote:
      'The analysis showed exactly which requirements my resume never mentioned. I fixed them in ten minutes and got two interviews that week.',
    name: 'Sarah Chen',
    role: 'Product Designer',
  },
  {
    quote:
      'I liked that it did not make things up. It reordered my experience around the job and told me plainly what I was missing.',
    name: 'Marcus Johnson',
    role: 'Software Engineer',
  },
  {
    quote:
      'The cover letters sound like me on a good day. Tailoring each application used to take an evening; now it takes a coffee.',
    name: 'Priya Patel',
    role: 'Marketing Manager',
  },
]

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
}

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      id="testimonials"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
    >
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by job seekers" />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-7 dark:border-ink-800 dark:bg-ink-900/60">
              <div role="img" aria-label="Rated 5 out of 5 stars" className="flex gap-1 text-amber-400">
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </div>
              <blockquote className="mt-5 flex-1 text-base leading-7 text-ink-700 dark:text-ink-200">
                “{item.quote}”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-white"
                >
                  {initials(item.name)}
                </span>
                <span>
                  <span className="block font-semibold text-ink-950 dark:text-white">{item.name}</span>
                  <span className="block text-sm text-ink-500 dark:text-ink-400">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
