import type { ReactNode } from 'react'
import { ToastProvider } from '../components/ui/toast.tsx'
import { AuthProvider } from '../lib/auth-provider.tsx'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthProvider>{children}</AuthProvider>
    </ToastProvider>
  )
}
