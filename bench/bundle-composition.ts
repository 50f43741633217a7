// Which packages the first-load JS is made of: minified bytes attributed through the source map.
import { existsSync, readFileSync } from 'node:fs'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'

export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (match) return match[1]!
  if (process.env.BY_FILE && source.includes('src/')) return source.slice(source.indexOf('src/'))
  return source.includes('/src/') || source.startsWith('src/') ? '(console code)' : '(other)'
}

/** Minified bytes per package for one emitted file with its `.map`. */
export function composition(jsPath: string): Record<string, number> {
  const code = readFileSync(jsPath, 'utf8')
  // The bundler's own runtime chunk comes without a map.
  if (!existsSync(`${jsPath}.map`)) return { '(bundler runtime)': Buffer.byteLength(code) }
  const map = JSON.parse(readFileSync(`${jsPath}.map`, 'utf8')) as RawSourceMap
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const bytes: Record<string, number> = {}
  let previous: { line: number; column: number; source: string } | undefined
  const flush = (line: number, column: number) => {
    if (!previous) return
    const text =
      previous.line === line
        ? lines[line - 1]!.slice(previous.column, column)
        : lines[previous.line - 1]!.slice(previous.column)
    bytes[previous.source] = (bytes[previous.source] ?? 0) + Buffer.byteLength(text)
  }
  consumer.eachMapping((mapping) => {
    flush(mapping.generatedLine, mapping.generatedColumn)
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source ? packageOf(mapping.source) : '(other)',
    }
  })
  flush(Number.MAX_SAFE_INTEGER, 0)
  return bytes
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const totals = composition(process.argv[2]!)
  const sorted = Object.entries(totals).sort((a, b) => b[1] - a[1])
  for (const [name, size] of sorted) console.log(String(size).padStart(8), name)
}
