// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { paint } from '@/app/first-view/paint-dom'
import * as shellView from '@/app/shell-view'
import { languages } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo'
import { startFailureWords } from '@/i18n/start-failure-words'
import { h } from '@/lib/view/view-node'
import { startFailureHtml, staticShellHtml, toHtml, withLanguageList } from './static-shell-plugin'

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

describe("index.html's start failure", () => {
  /** Each template's text, lang and button, as the page shows them. */
  const templates = (html: string) => {
    const page = document.createElement('div')
    page.innerHTML = html
    return [...page.querySelectorAll('template')].map(({ id, content }) => ({
      id,
      lang: content.querySelector('main')?.getAttribute('lang'),
      text: content.querySelector('[role="alert"]')?.textContent,
      button: content.querySelector('button')?.textContent,
      elements: content.querySelectorAll('*').length,
    }))
  }

  it('is written in each language from the catalogs, en-XA made from English', () => {
    const written = templates(startFailureHtml(startFailureWords()))
    expect(written.map(({ id }) => id)).toEqual(
      languages.map((language) => `start-failure-${language}`),
    )
    expect(written.map(({ lang }) => lang)).toEqual(languages)
    const [en, de, , pseudo] = written
    expect(en?.text).toBe('The console could not start. Check your connection and reload. Reload')
    expect(de?.button).toBe('Neu laden')
    expect(pseudo?.button).toBe(pseudoText('Reload'))
  })

  it('as text', () => {
    const words = startFailureWords()
    const [en, de] = templates(
      startFailureHtml({ ...words, de: { failed: hostile, reload: hostile } }),
    )
    expect(de?.text).toBe(`${hostile} ${hostile}`)
    expect(de?.elements).toBe(en?.elements)
  })
})

describe("index.html's list of languages", () => {
  const html = readFileSync('index.html', 'utf8')

  it('is written from src/i18n/language.ts at build', () => {
    const built = withLanguageList(html, [...languages, 'fr'])
    expect(built).toContain(
      `var languages = [${[...languages, 'fr'].map((l) => `'${l}'`).join(', ')}]`,
    )
    expect(built.replace(/var languages = \[[^\]]*\]/, '')).toBe(
      html.replace(/var languages = \[[^\]]*\]/, ''),
    )
  })

  it('is the console’s as the source has it, so the page works unbuilt too', () => {
    expect(withLanguageList(html, languages)).toBe(html)
  })
})
