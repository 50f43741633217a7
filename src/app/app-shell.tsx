import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { endSession } from '@/features/auth/session'
import { LoadedPart } from '@/components/ui/loaded-part'
import { renderView } from '@/components/ui/view'
import { navResources } from '@/resources'
import { ResourceNavigation } from './resource-navigation'
import { appShellNode } from './shell-view'

const loadSavedViews = () => import('./nav-saved-views')

export function AppShell({ children }: { children: ReactNode }) {
  const nav = (
    <>
      {navResources.map((resource) => (
        <NavLink key={resource.name} to={`/${resource.name}`}>
          {resource.title}
        </NavLink>
      ))}
      <ResourceNavigation />
      <LoadedPart load={loadSavedViews} what="Saved views" afterFirstPaint>
        {({ NavSavedViews }) => <NavSavedViews />}
      </LoadedPart>
    </>
  )
  return renderView(appShellNode(), {
    parts: { 'sign-out': { onClick: () => endSession('signed-out') } },
    slots: { nav, main: children },
  })
}
