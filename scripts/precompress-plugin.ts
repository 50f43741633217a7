import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|css|html|svg|json)$/

/** Writes `file.gz` (gzip level 9) beside each text asset, for nginx's gzip_static. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name)
          if (statSync(path).isDirectory()) walk(path)
          else if (compressible.test(name))
            writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }))
        }
      }
      walk(outDir)
    },
  }
}
