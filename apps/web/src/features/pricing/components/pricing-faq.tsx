import { Accordion } from '../../../components/ui/accordion.tsx'

// docs/product.md § Limits: credits never expire while the account is active; 14-day money-back guarantee;
// upgrades are prorated, downgrades apply at the end of the cycle.
const questions = [
  {
    question: 'What does one credit buy?',
    answer: 'One credit pays for one resume analysis with a tailored resume, or for one cover letter.',
  },
  {
    question: 'Do my credits expire?',
    answer: 'No. Your credits never expire while your account is active.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades take effect right away and are prorated; downgrades take effect at the end of your current billing cycle.',
  },
  {
    question: 'Is there a refund policy?',
    answer: 'Yes. Every plan comes with a 14-day money-back guarantee.',
  },
  {
    question: 'Will Tailor add experience I do not have?',
    answer:
      'No. Tailoring reorders and rephrases what is already in your resume. Skills the job asks for that your resume does not show are listed as missing, never added.',
  },
]

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" id="faq" className="mx-auto mt-24 max-w-3xl">
      <h2
        id="faq-title"
        className="text-center font-display text-3xl font-bold tracking-tight text-ink-950 dark:text-white"
      >
        Frequently Asked Questions
      </h2>
      <div className="mt-10">
        <Accordion items={questions} />
      </div>
    </section>
  )
}
