import { CircleUserRound } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Menu } from '../../components/ui/menu.tsx'
import { useAuth } from '../../lib/auth-provider.tsx'

/** The account button: Settings and Sign out; the menu names the signed-in user. */
export function AccountMenu() {
  const { name, email, logout } = useAuth()
  const navigate = useNavigate()
  return (
    <Menu
      label="Account"
      align="right"
      icon={<CircleUserRound aria-hidden="true" className="size-5" />}
      items={[
        { label: 'Settings', to: '/settings', description: `${name ?? 'User'} · ${email ?? ''}` },
        {
          label: 'Sign out',
          to: '/',
          onSelect: () => {
            logout()
            navigate('/')
          },
        },
      ]}
    />
  )
}
