import type { SignInFailure } from './sign-in-failure'

/** Collapsed: staff need not read it; whoever runs the console finds the way to set it up. */
export function OperatorHelp({ baseUrl, crossOrigin }: NonNullable<SignInFailure['unreachable']>) {
  return (
    <details className="operator-help">
      <summary>For whoever runs the console</summary>
      {crossOrigin ? (
        <>
          <p>
            The browser got no answer from <code>{baseUrl}</code>. The service may be down, or it
            does not allow requests from this page’s origin (CORS). Either allow this origin at the
            service, or serve the console in proxy mode and sign in with Base URL <code>/api</code>:
          </p>
          <p>
            <code>API_PROXY_TARGET={baseUrl} npm start</code>
          </p>
        </>
      ) : (
        <p>
          Nothing answered at <code>{baseUrl}</code> on this console’s own server. Check that the
          service behind it is running and that the console forwards <code>/api/</code> to it.
        </p>
      )}
      <p>See “Use with the real service” in the console’s README.</p>
    </details>
  )
}
