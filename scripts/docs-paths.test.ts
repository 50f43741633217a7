// The docs stay true to the code: every file or folder of the project that README.md or a page of
// docs/ names (a relative link, an image, or a path in backticks) exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]
const projectRoots = /^(src|e2e|scripts|deploy|demo-api|bench|docs|public|\.ci)\//

function namedPaths(page: string): { path: string; from: string }[] {
  const text = readFileSync(page, 'utf8')
  const prose = text.replace(/```[\s\S]*?```/g, '')
  const links = [...text.matchAll(/\]\(([^)#\s]+)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((path) => ({ path, from: dirname(page) }))
  const ticked = [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:,.]$/, ''))
    .filter((path) => projectRoots.test(path) && !/[<>{}*?=[\]]/.test(path))
    .map((path) => ({ path, from: '.' }))
  return [...links, ...ticked]
}

describe('the paths the docs name', () => {
  it.each(pages)('%s: each exists', (page) => {
    const missing = namedPaths(page)
      .filter(({ path, from }) => !existsSync(join(from, path.replace(/\/$/, ''))))
      .map(({ path }) => path)
    expect(missing).toEqual([])
  })

  it('are found at all', () => {
    expect(namedPaths('docs/architecture.md').length).toBeGreaterThan(30)
  })
})
