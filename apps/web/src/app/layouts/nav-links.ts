import type { MenuLink } from '../../components/ui/menu.tsx'

// docs/product.md § Screens: Product and Resources submenus; targets other than Pricing are placeholders, so they
// point at the matching landing sections.
export const productLinks: MenuLink[] = [
  { label: 'Overview', to: '/#how-it-works', description: 'How Tailor turns one resume into many' },
  { label: 'Templates', to: '/template-gallery', description: 'Clean, ATS-friendly layouts' },
  { label: 'AI Features', to: '/#features', description: 'Analysis, tailoring and cover letters' },
]

export const resourceLinks: MenuLink[] = [
  { label: 'Blog', to: '/#testimonials', description: 'Stories from job seekers' },
  { label: 'Guides', to: '/#how-it-works', description: 'Get the most out of every credit' },
  { label: 'Support', to: '/pricing#faq', description: 'Answers to common questions' },
]

export const featuresLink = '/#features'
