// The link to what the page shows, as copied to send a colleague: React Router's location (the
// state the list writes to the URL), as an absolute address on the page's origin.
import { useHref, useLocation } from 'react-router-dom'

/** `href`, a path of the app (with its query and fragment), as an absolute address at `origin`. */
export function absoluteLink(href: string, origin: string): string {
  return new URL(href, origin).href
}

/** The absolute link of the router's current location. */
export function useLocationLink(): string {
  const { pathname, search, hash } = useLocation()
  return absoluteLink(useHref({ pathname, search, hash }), window.location.origin)
}
