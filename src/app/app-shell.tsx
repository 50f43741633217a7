import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { endSession } from '@/features/auth/session'
import { LoadedPart } from '@/components/ui/loaded-part'
import { navResources } from '@/resources'
import { ResourceNavigation } from './resource-navigation'

const loadSavedViews = () => import('./nav-saved-views')

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="brand">Distribution Console</span>
        <nav aria-label="Main" className="main-nav">
          {navResources.map((resource) => (
            <NavLink key={resource.name} to={`/${resource.name}`}>
              {resource.title}
            </NavLink>
          ))}
          <ResourceNavigation />
          <LoadedPart load={loadSavedViews} what="Saved views" afterFirstPaint>
            {({ NavSavedViews }) => <NavSavedViews />}
          </LoadedPart>
        </nav>
        <button type="button" className="sign-out" onClick={() => endSession('signed-out')}>
          Sign out
        </button>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
    </div>
  )
}
