import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { endSession } from '@/features/auth/session'
import { FindField } from '@/features/find/find-field'
import { LoadFailure } from '@/components/ui/error-boundary'
import { LoadedPart } from '@/components/ui/loaded-part'
import { renderView, renderViews } from '@/components/ui/view'
import { chooseLanguage } from '@/i18n/i18n'
import { isLanguage, languageNames, type Language } from '@/i18n/language'
import { useT } from '@/i18n/use-language'
import { useDeveloperTools } from '@/hooks/use-preferences'
import { markDeveloperTools } from '@/lib/preferences/developer-tools'
import { ResourceNavigation } from './resource-navigation'
import { appShellNode, navResourceLinks } from './shell-view'
import { useFollowLink } from './use-follow-link'

const loadSavedViews = () => import('./nav-saved-views')

export function AppShell({ children }: { children: ReactNode }) {
  // The shell's description reads the language in force; this re-renders it when that changes.
  const t = useT()
  const { pathname } = useLocation()
  const followLink = useFollowLink()
  // The language whose catalog could not be had, named in the message in the language in force.
  const [failed, setFailed] = useState<Language>()
  const [developerTools, setDeveloperTools] = useDeveloperTools()
  // Also when another tab changes it.
  useEffect(() => markDeveloperTools(developerTools), [developerTools])
  // The same element across page flips: the saved views re-render when they change, not with the URL.
  const savedViews = useMemo(
    () => (
      <LoadedPart load={loadSavedViews} what={t('shell.savedViews')} afterFirstPaint>
        {({ NavSavedViews }) => <NavSavedViews />}
      </LoadedPart>
    ),
    [t],
  )
  const nav = (
    <>
      {renderViews(navResourceLinks(pathname), { parts: { 'nav-link': followLink } })}
      <ResourceNavigation />
      <FindField />
      {savedViews}
    </>
  )
  return renderView(appShellNode({ developerTools }), {
    parts: {
      'developer-tools': {
        onClick: () => setDeveloperTools(developerTools === 'shown' ? 'hidden' : 'shown'),
      },
      'sign-out': { onClick: () => endSession('signed-out') },
      language: {
        onChange: (event: { target: { value: string } }) => {
          const language = event.target.value
          // The page stays as it is (URL, rows, focus on this select), only its words change.
          if (isLanguage(language))
            chooseLanguage(language).then(
              () => setFailed(undefined),
              () => setFailed(language),
            )
        },
      },
    },
    slots: {
      nav,
      main: (
        <>
          {children}
          {failed && (
            <div className="message-area">
              <LoadFailure what={languageNames[failed]} />
            </div>
          )}
        </>
      ),
    },
  })
}
