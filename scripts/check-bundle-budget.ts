// Fails when the first load outgrows its budget (gzip level 9, as served with gzip_static or nginx gzip 9).
import { budgets } from './budgets.ts'
import { firstLoad } from './first-load.ts'

const load = firstLoad(process.argv[2] ?? 'dist')
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const lines = [
  `first-load JS  ${kib(load.jsGzipBytes)} KiB gzip (budget ${budgets.jsKiB} KiB): ${load.js.map((item) => item.file).join(', ')}`,
  `first-load CSS ${kib(load.cssGzipBytes)} KiB gzip (budget ${budgets.cssKiB} KiB)`,
]
console.log(lines.join('\n'))
const over = [
  load.jsGzipBytes > budgets.jsKiB * 1024 && 'JS',
  load.cssGzipBytes > budgets.cssKiB * 1024 && 'CSS',
].filter(Boolean)
if (load.js.length === 0) {
  console.error('No scripts found in index.html: is dist/ a build of this app?')
  process.exit(1)
}
if (over.length > 0) {
  console.error(`Over budget: ${over.join(' and ')}. Split what the first list view does not need.`)
  process.exit(1)
}
