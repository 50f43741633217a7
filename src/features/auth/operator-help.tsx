import { Fragment, type ReactNode } from 'react'
import '@/i18n/messages/en/auth'
import { useT } from '@/i18n/use-language'
import type { SignInFailure } from './sign-in-failure'

// A shell command: the same in every language.
const proxyCommand = (baseUrl: string) => `API_PROXY_TARGET=${baseUrl} npm start`

/** A message with its `{name}` placeholders (left in place by giving each its own name) as code. */
function withCode(text: string, codes: Readonly<Record<string, string>>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 1 ? (
        <code key={index}>{codes[part]}</code>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )
}

/** Collapsed: staff need not read it; whoever runs the console finds the way to set it up. */
export function OperatorHelp({ baseUrl, crossOrigin }: NonNullable<SignInFailure['unreachable']>) {
  const t = useT()
  const codes = { baseUrl, proxyPath: crossOrigin ? '/api' : '/api/' }
  const placeholders = { baseUrl: '{baseUrl}', proxyPath: '{proxyPath}' }
  return (
    <details className="operator-help">
      <summary>{t('auth.helpTitle')}</summary>
      {crossOrigin ? (
        <>
          <p>{withCode(t('auth.helpCrossOrigin', placeholders), codes)}</p>
          <p>
            <code>{proxyCommand(baseUrl)}</code>
          </p>
        </>
      ) : (
        <p>{withCode(t('auth.helpSameOrigin', placeholders), codes)}</p>
      )}
      <p>{t('auth.helpReadme')}</p>
    </details>
  )
}
