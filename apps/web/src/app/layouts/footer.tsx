import { Link } from 'react-router'
import { useAppConfig } from '../../lib/use-app-config.ts'
import { Logo } from './logo.tsx'

interface Column {
  title: string
  links: Array<{ label: string; to: string }>
}

// docs/product.md § Screens: four columns; Product, Company and Resources targets other than Features and Pricing
// are placeholders.
function columns(supportEmail: string): Column[] {
  const mail = `mailto:${supportEmail}`
  return [
    {
      title: 'Product',
      links: [
        { label: 'Features', to: '/#features' },
        { label: 'Pricing', to: '/pricing' },
        { label: 'Examples', to: '/#testimonials' },
        { label: 'Documentation', to: '/#how-it-works' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', to: '/#top' },
        { label: 'Blog', to: '/#testimonials' },
        { label: 'Careers', to: mail },
        { label: 'Contact', to: mail },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Guide', to: '/#how-it-works' },
        { label: 'FAQ', to: '/pricing#faq' },
        { label: 'Support', to: mail },
        { label: 'API', to: '/#features' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy', to: '/privacy' },
        { label: 'Terms', to: '/terms' },
        { label: 'Your data', to: '/settings#data-title' },
        { label: 'Contact', to: mail },
      ],
    },
  ]
}

export function Footer() {
  const { supportEmail } = useAppConfig()
  return (
    <footer className="border-t border-ink-200 bg-ink-50/70 dark:border-ink-800 dark:bg-ink-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm leading-6 text-ink-600 dark:text-ink-400">
            Honest resume analysis and tailoring. Works offline, never invents facts about you.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns(supportEmail).map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-ink-950 dark:text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      className="text-sm text-ink-600 transition-colors hover:text-brand-700 dark:text-ink-400 dark:hover:text-brand-300"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-ink-200 dark:border-ink-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-ink-500 sm:px-6 lg:px-8 dark:text-ink-400">
          © {new Date().getFullYear()} Tailor. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
