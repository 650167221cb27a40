import { CoverLetterHistory } from '../../features/cover-letters/components/cover-letter-history.tsx'

export function Component() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <title>Cover Letter History — Tailor</title>
      <CoverLetterHistory />
    </div>
  )
}
