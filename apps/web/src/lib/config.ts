// Build-time client settings (Vite env). The server's GET /api/v1/config/ can override the
// server-side flags at runtime; see use-app-config.ts.

export interface ClientConfig {
  /** Base URL of the API; empty means the same origin as the app. */
  apiBaseUrl: string
  googleClientId: string
  supportEmail: string
  paymentsEnabled: boolean
  registrationEnabled: boolean
  /** Credits a new account gets; known only once the server has answered. */
  starterCredits: number | null
  /** The largest resume file the server accepts (its default until the server has answered). */
  maxUploadBytes: number
  /** The language model's name when the server has one configured (the screens then say "AI-assisted"). */
  aiModel: string | null
}

const env = import.meta.env

export const buildConfig: ClientConfig = {
  apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  googleClientId: env.VITE_GOOGLE_CLIENT_ID ?? '',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@example.com',
  paymentsEnabled: env.VITE_PAYMENTS_ENABLED === 'true',
  // Registration is a server decision; the build only sets the starting assumption.
  registrationEnabled: false,
  starterCredits: null,
  maxUploadBytes: 10 * 1024 * 1024,
  aiModel: null,
}

/** The runtime flags of GET /api/v1/config/. */
export interface ServerConfig {
  registration_enabled?: boolean
  payments_enabled?: boolean
  google_client_id?: string
  support_email?: string
  starter_credits?: number
  max_upload_bytes?: number
  ai_model?: string | null
}

/** Build defaults, overridden by the server's runtime flags once they arrive. */
export function mergeConfig(build: ClientConfig, server: ServerConfig | undefined): ClientConfig {
  if (!server) return build
  return {
    apiBaseUrl: build.apiBaseUrl,
    googleClientId: server.google_client_id || build.googleClientId,
    supportEmail: server.support_email || build.supportEmail,
    paymentsEnabled: server.payments_enabled ?? build.paymentsEnabled,
    registrationEnabled: server.registration_enabled ?? build.registrationEnabled,
    starterCredits: server.starter_credits ?? build.starterCredits,
    maxUploadBytes: server.max_upload_bytes ?? build.maxUploadBytes,
    aiModel: server.ai_model ?? build.aiModel,
  }
}
