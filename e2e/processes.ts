import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export interface Started {
  url: string
  output: () => string
  stop: () => Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts a command of this project and waits until `readyUrl` answers. */
export async function startProcess(
  command: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 60_000,
): Promise<Started> {
  const [file, ...args] = command
  const child = spawn(file!, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
  }
  try {
    await waitForHttp(readyUrl, child, timeoutMs)
  } catch (error) {
    await stop()
    throw new Error(`${command.join(' ')}: ${(error as Error).message}\n${output}`)
  }
  return { url: readyUrl, output: () => output, stop }
}

export async function startDemoApiProcess(
  env: Record<string, string> = {},
): Promise<Started & { port: number }> {
  const port = await freePort()
  const started = await startProcess(
    ['npx', 'tsx', 'demo-api/server.ts'],
    { PORT: String(port), ...env },
    `http://127.0.0.1:${port}/`,
  )
  return { ...started, port }
}
