import { useQueryClient } from '@tanstack/react-query'
import { dashboardQueryOptions } from '../../features/dashboard/api/get-dashboard.ts'
import { DashboardOverview } from '../../features/dashboard/components/dashboard-overview.tsx'
import { EditResumeDialog } from '../../features/editor/components/edit-resume-dialog.tsx'
import { RecentAnalyses } from '../../features/history/components/recent-analyses.tsx'
import { useAuth } from '../../lib/auth-provider.tsx'
import { useEditAnalysis } from '../use-edit-analysis.ts'

export function Component() {
  const { name } = useAuth()
  const queryClient = useQueryClient()
  const edit = useEditAnalysis()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">
      <title>Dashboard — Tailor</title>
      <DashboardOverview
        name={name || 'User'}
        recent={
          <RecentAnalyses
            onEdit={edit.open}
            onDownloaded={() => queryClient.invalidateQueries(dashboardQueryOptions())}
          />
        }
      />
      <EditResumeDialog analysisId={edit.editingId} onClose={edit.close} />
    </div>
  )
}
