/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  /** Time limit of one service request in ms, body included (default 30000). */
  readonly VITE_REQUEST_TIMEOUT_MS?: string
  /** The resource asked for once to verify the keys on sign-in (default `products`). */
  readonly VITE_VERIFY_RESOURCE?: string
}
