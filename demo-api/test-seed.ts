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

/** The seed every test's demo API serves unless given other data: fixed, so tests repeat. */
export function createTestSeed(): DemoData {
  return createDemoData({ referenceDate: new Date('2026-11-25T12:00:00Z') })
}

/** Vitest's global setup: writes the seed where every test file can read it. */
export default function writeTestSeed(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'demo-seed-'))
  const file = join(folder, 'seed.json')
  writeFileSync(file, JSON.stringify(createTestSeed()))
  project.provide('demoSeedFile', file)
  return () => rmSync(folder, { recursive: true, force: true })
}

/** The seed written by the global setup (made here when a file runs without it). */
export function readTestSeed(file: string | undefined): DemoData {
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as DemoData) : createTestSeed()
}
