/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  /** Time limit of one service request in ms, body included (default 30000). */
  readonly VITE_REQUEST_TIMEOUT_MS?: string
}
