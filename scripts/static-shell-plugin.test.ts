// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { paint } from '@/app/first-view/paint-dom'
import * as shellView from '@/app/shell-view'
import { h } from '@/lib/view/view-node'
import { staticShellHtml, toHtml } from './static-shell-plugin'

/** HTML as the browser reads it back. */
function parsed(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  return [...template.content.childNodes].map((node) => (node as Element).outerHTML).join('')
}

function painted(...nodes: Parameters<typeof paint>[0][]): string {
  return nodes.map((node) => (paint(node) as Element).outerHTML).join('')
}

const hostile = '<img src=x onerror="alert(1)">"\'&amp;</a><script>alert(2)</script>'

describe("index.html's header", () => {
  it('is the HTML of what the painter and React render', () => {
    const nodes = [
      shellView.appShellNode({
        nav: shellView.navigationNodes('/bookings', [hostile, 'suppliers']),
        main: hostile,
      }),
      h('p', { title: hostile, style: { left: 'var(--pin-c0)', '--w-c0': '80px' } }, hostile),
    ]
    for (const node of nodes) expect(parsed(toHtml(node))).toBe(painted(node))
  })

  it('waits hidden, with the links of the resources the navigation names', () => {
    const html = staticShellHtml(shellView)
    const shell = shellView.appShellNode({ nav: shellView.navResourceLinks('') })
    const expected = { ...shell, attrs: { ...shell.attrs, id: 'static-shell', hidden: true } }
    expect(parsed(html)).toBe(painted(expected))
    expect(html).toContain('<a href="/bookings" data-part="nav-link">Bookings</a>')
  })
})
