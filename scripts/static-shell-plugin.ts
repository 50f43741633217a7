// index.html's header, shown before any code runs (its inline script unhides it for someone
// signed in), is the app's own frame (src/app/shell-view.ts) written into the page as HTML at
// build (and dev) time: one description for index.html, the painted first view and React. The
// message shown when the code fails to arrive or to start is written there too, in each language
// from the catalogs: no code runs to translate it.
import type { Plugin } from 'vite'
import type { Language } from '../src/i18n/language.ts'
import type { StartFailureWords } from '../src/i18n/start-failure-words.ts'
import type { ViewNode } from '../src/lib/view/view-node.ts'
import { partAttribute } from '../src/lib/view/view-parts.ts'

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')
const voidTags = new Set(['input', 'col', 'br', 'img'])

/**
 * The description as HTML, as the painter (src/app/first-view/paint-dom.ts) would build it. A
 * select's value has no attribute there: its first option shows, as the painter's attributes do
 * (the header shows only in English, the first language of "Language").
 */
export function toHtml(node: ViewNode | null): string {
  if (node === null) return ''
  if (typeof node === 'string') return escapeText(node)
  if ('slot' in node) return node.fallback.map(toHtml).join('')
  const attributes = Object.entries(node.attrs).flatMap(([name, value]) =>
    value === undefined || value === false || (name === 'value' && node.tag === 'select')
      ? []
      : [value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`],
  )
  if (node.part) attributes.push(` ${partAttribute}="${escapeAttribute(node.part)}"`)
  const style = Object.entries(node.style ?? {}).map(([name, value]) => `${name}: ${value};`)
  if (style.length > 0) attributes.push(` style="${escapeAttribute(style.join(' '))}"`)
  const open = `<${node.tag}${attributes.join('')}>`
  if (voidTags.has(node.tag)) return open
  return `${open}${node.children.map(toHtml).join('')}</${node.tag}>`
}

type ShellView = typeof import('../src/app/shell-view.ts')
type StartFailureModule = typeof import('../src/i18n/start-failure-words.ts')

/** The header index.html shows while the code loads: the frame, its page still empty. */
export function staticShellHtml({ appShellNode, navResourceLinks }: ShellView): string {
  const shell = appShellNode({ nav: navResourceLinks('') })
  return toHtml({ ...shell, attrs: { ...shell.attrs, id: 'static-shell', hidden: true } })
}

/**
 * index.html's start failure: a template per language (`start-failure-<language>`), of which the
 * page shows the reader's (index.html's inline script; src/app/start-failure.ts).
 */
export function startFailureHtml(words: Readonly<Record<Language, StartFailureWords>>): string {
  return Object.entries(words)
    .map(
      ([language, { failed, reload }]) =>
        `<template id="start-failure-${language}"><main class="app-main" lang="${language}">` +
        `<div class="notice notice-error" role="alert">${escapeText(failed)} ` +
        `<button type="button">${escapeText(reload)}</button></div></main></template>`,
    )
    .join('')
}

const languageListPattern = /var languages = \[[^\]]*\]/

/**
 * index.html's inline script with the console's languages (src/i18n/language.ts) as its list, so
 * that a language added there is one the page's first script knows too. Its hash in the
 * Content-Security-Policy (deploy/security-headers.conf) follows the text this writes.
 */
export function withLanguageList(html: string, languages: readonly string[]): string {
  if (!languageListPattern.test(html)) throw new Error('index.html has no `var languages = [...]`')
  const list = languages.map((language) => `'${language}'`).join(', ')
  return html.replace(languageListPattern, `var languages = [${list}]`)
}

export function staticShell(): Plugin {
  return {
    name: 'static-shell',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        // Through tsx, which resolves the app's `@/` imports as tsconfig.json says.
        const { tsImport } = await import('tsx/esm/api')
        const load = <Module>(path: string) => tsImport(path, import.meta.url) as Promise<Module>
        const shellView = await load<ShellView>('../src/app/shell-view.ts')
        const { startFailureWords } = await load<StartFailureModule>(
          '../src/i18n/start-failure-words.ts',
        )
        const startFailure = startFailureHtml(startFailureWords())
        const { languages } = await load<{ languages: readonly string[] }>(
          '../src/i18n/language.ts',
        )
        return withLanguageList(html, languages)
          .replace('<!-- static-shell -->', staticShellHtml(shellView))
          .replace('<!-- start-failure -->', startFailure)
      },
    },
  }
}
