// The demo API's seed for tests: made once per run by Vitest's global setup and read by each test
// file, rather than made again in each file (a fifth of a second, in every file that starts the
// demo API).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createDemoData, type DemoData } from './demo-data.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    demoSeedFile: string
  }
}

/** Vitest's global setup: writes the seed where every test file can read it. */
export default function writeTestSeed(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'demo-seed-'))
  const file = join(folder, 'seed.json')
  // A fixed reference date, so that tests repeat.
  writeFileSync(
    file,
    JSON.stringify(createDemoData({ referenceDate: new Date('2026-11-25T12:00:00Z') })),
  )
  project.provide('demoSeedFile', file)
  return () => rmSync(folder, { recursive: true, force: true })
}

/** The seed the global setup wrote. */
export function readTestSeed(file: string): DemoData {
  return JSON.parse(readFileSync(file, 'utf8')) as DemoData
}
