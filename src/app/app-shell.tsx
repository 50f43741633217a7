import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { NavLink, useNavigate } from 'react-router-dom'
import { endSession } from '@/features/auth/session'
import { useCredentials } from '@/hooks/use-credentials'
import { useRecentResources } from '@/hooks/use-recent-resources'
import { renderView } from '@/components/ui/view'
import { isResourceName, navResources } from '@/resources'
import { appShellNode } from './shell-view'

const navNames = new Set(navResources.map((resource) => resource.name))

/** "Open resource": any resource of the service by name, and those opened before with this Base URL. */
function ResourceNavigation() {
  const navigate = useNavigate()
  const baseUrl = useCredentials()?.baseUrl ?? ''
  const recent = useRecentResources(baseUrl)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState('')
  const inputId = useId()
  const open = (event: FormEvent) => {
    event.preventDefault()
    const wanted = name.trim()
    if (!isResourceName(wanted)) {
      setProblem(
        wanted
          ? 'A resource name is one word of letters, digits, - and _ (up to 100).'
          : 'Type the name of a resource, e.g. suppliers.',
      )
      return
    }
    setProblem('')
    setName('')
    void navigate(`/${encodeURIComponent(wanted)}`)
  }
  const others = recent.names.filter((other) => !navNames.has(other))
  return (
    <>
      {others.map((other) => (
        <span key={other} className="recent-resource">
          <NavLink to={`/${encodeURIComponent(other)}`}>{other}</NavLink>
          <button
            type="button"
            className="recent-resource-remove"
            aria-label={`Remove ${other}`}
            title={`Remove ${other} from this list`}
            onClick={() => recent.remove(other)}
          >
            ×
          </button>
        </span>
      ))}
      <form className="open-resource" onSubmit={open}>
        <label htmlFor={inputId}>Open resource</label>
        <input
          id={inputId}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setProblem('')
          }}
          placeholder="name"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
        />
        {problem && (
          <span id={`${inputId}-problem`} className="open-resource-problem" role="alert">
            {problem}
          </span>
        )}
      </form>
    </>
  )
}

export function AppShell({ children }: { children: ReactNode }) {
  const nav = (
    <>
      {navResources.map((resource) => (
        <NavLink key={resource.name} to={`/${resource.name}`}>
          {resource.title}
        </NavLink>
      ))}
      <ResourceNavigation />
    </>
  )
  return renderView(appShellNode(), {
    parts: { 'sign-out': { onClick: () => endSession('signed-out') } },
    slots: { nav, main: children },
  })
}
