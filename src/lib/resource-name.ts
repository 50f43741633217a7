// What can name a resource of the service: one plain path segment, as in `{base_url}/{resource}`
// (README, "Any resource"). The console's own pages win over names: `/sign-in` is never a list.
const plainSegment = /^[A-Za-z0-9_-]{1,100}$/
const pageNames = new Set(['sign-in'])

export function isResourceName(name: string): boolean {
  return plainSegment.test(name) && !pageNames.has(name)
}
