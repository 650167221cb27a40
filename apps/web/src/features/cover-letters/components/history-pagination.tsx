import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'

interface HistoryPaginationProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

/** Previous / Next with "Page X of Y", shown only when there is more than one page (docs/product.md § Screens). */
export function HistoryPagination({ page, pageCount, onPage }: HistoryPaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm font-medium text-ink-600 dark:text-ink-300" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  )
}
