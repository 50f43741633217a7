// What can name a resource of the service: one plain path segment, as in `{base_url}/{resource}`
// (README, "Any resource"). The console's own pages win over names: `/sign-in` is never a list.
const plainSegment = /^[A-Za-z0-9_-]{1,100}$/
const pageNames = new Set(['sign-in'])

export function isResourceName(name: string): boolean {
  return plainSegment.test(name) && !pageNames.has(name)
}

/**
 * The resource a list page's path names, as the app's routes read it: `/<resource>` or
 * `/<resource>/<id>`, one trailing slash allowed. Any other path is no list (a "not found" page).
 */
export function resourceNameOfPath(pathname: string): string | undefined {
  const segments = pathname.replace(/^\/|\/$/g, '').split('/')
  if (segments.length > 2 || segments.some((segment) => segment === '')) return undefined
  const [name = ''] = segments
  return isResourceName(name) ? name : undefined
}
