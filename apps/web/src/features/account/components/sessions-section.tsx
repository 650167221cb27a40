import { useQueryClient } from '@tanstack/react-query'
import { Monitor } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { sessionsQueryOptions, signOutOthers, useSessions } from '../api/sessions.ts'
import { FormMessage } from './form-message.tsx'
import { PendingLine } from './pending-line.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useFormAction } from './use-form-action.ts'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

export function SessionsSection() {
  const sessions = useSessions()
  const queryClient = useQueryClient()
  const action = useFormAction(signOutOthers, (reply) => {
    void queryClient.invalidateQueries(sessionsQueryOptions())
    return reply.detail
  })
  const list = sessions.data?.results ?? []
  return (
    <SettingsSection
      id="sessions"
      title="Signed-in devices"
      description="Each browser or device you signed in on. Signing out elsewhere ends all but this one at once."
    >
      {sessions.isPending ? (
        <PendingLine>Loading sessions...</PendingLine>
      ) : sessions.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">Could not load your sessions.</p>
      ) : (
        <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200 dark:divide-ink-800 dark:border-ink-800">
          {list.map((session) => (
            <li key={session.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <Monitor aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink-900 dark:text-ink-50">
                  {session.current ? 'This device' : 'Another device'}
                </p>
                <p className="text-ink-600 dark:text-ink-400">
                  Signed in {when(session.started_at)} · last active {when(session.last_active_at)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => action.submit()}
        disabled={action.busy || list.length < 2}
      >
        Sign out everywhere else
      </Button>
      <FormMessage message={action.message} />
    </SettingsSection>
  )
}
