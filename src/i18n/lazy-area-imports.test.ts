// An area whose English loads with its part (messages/en/index.ts) is empty until its file is
// imported: a file that names one of its keys must import that file itself, or through what it
// imports, or the key shows raw where that file is the first to load. Read from the sources, so a
// forgotten import fails here rather than in one journey of one language.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from './messages/en'

const root = resolve(__dirname, '..')
const lazyAreas = Object.entries(en)
  .filter(([name, area]) => Object.keys(area).length === 0 && name !== 'start')
  .map(([name]) => name)
const areaFile = (area: string) => join(root, 'i18n/messages/en', `${area}.ts`)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  )
}

/** The files a file imports for their code (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^export\s+(?!type\b)[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? [])
}

const closures = new Map<string, Set<string>>()
function importClosure(file: string): Set<string> {
  let closure = closures.get(file)
  if (closure) return closure
  closure = new Set([file])
  const pending = [file]
  while (pending.length > 0)
    for (const next of staticImports(pending.pop()!))
      if (!closure.has(next)) {
        closure.add(next)
        pending.push(next)
      }
  closures.set(file, closure)
  return closure
}

/** The lazy areas whose texts a file shows (`t('toolbar.refresh')`); a key kept for later is shown
 * where it is read. */
function areasNamed(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const named = new Set<string>()
  for (const match of text.matchAll(/\bt\(\s*['"`]([a-z]+)\.[a-zA-Z]+['"`]/g))
    if (lazyAreas.includes(match[1]!)) named.add(match[1]!)
  return [...named]
}

describe('keys of an area loaded with its part', () => {
  it('are shown only by files that load that area', () => {
    const missing = sourceFiles(root)
      .filter((file) => !file.includes('/i18n/'))
      .flatMap((file) =>
        areasNamed(file)
          .filter((area) => !importClosure(file).has(areaFile(area)))
          .map((area) => `${relative(root, file)} shows ${area}.… without loading it`),
      )
    expect(missing).toEqual([])
  })

  it('finds such a file', () => {
    // The check above would pass on anything if it read no file or knew no lazy area.
    expect(lazyAreas).toContain('toolbar')
    expect(sourceFiles(root).filter((file) => areasNamed(file).length > 0).length).toBeGreaterThan(
      20,
    )
  })
})
