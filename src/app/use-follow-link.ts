// How React follows the links of the shell's descriptions (shell-view.ts), as React Router's Link
// would: a plain click goes there without a page load; a click with a modifier or another button
// is the browser's (a new tab or window).
import type { MouseEvent } from 'react'
import { createPath, useLocation, useNavigate } from 'react-router-dom'
import { isPlainClick } from '@/lib/plain-click'

/** The props that make a described link (part `nav-link`) navigate in the app. */
export function useFollowLink() {
  const navigate = useNavigate()
  const here = createPath(useLocation())
  return {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      const href = event.currentTarget.getAttribute('href')
      if (href === null || event.defaultPrevented || !isPlainClick(event)) return
      event.preventDefault()
      // Following a link to where the page is replaces the entry, as Link does.
      void navigate(href, { replace: href === here })
    },
  }
}
