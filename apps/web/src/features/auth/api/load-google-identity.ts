// Google Identity Services, loaded only when someone presses the Google button.

interface TokenResponse {
  access_token?: string
  error?: string
}

interface TokenClient {
  requestAccessToken(): void
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string
        scope: string
        callback: (response: TokenResponse) => void
        error_callback?: (error: { type: string }) => void
      }): TokenClient
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentity
  }
}

let loading: Promise<GoogleIdentity> | null = null

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = 'https://accounts.google.com/gsi/client'
    script.async = true
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google script loaded empty'))
    script.onerror = () => {
      loading = null
      reject(new Error('Google script failed to load'))
    }
    document.head.append(script)
  })
  return loading
}

/** Opens Google's consent popup and resolves with an OAuth access token. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity()
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject(new Error(response.error ?? 'no token')),
      error_callback: (error) => reject(new Error(error.type)),
    })
    client.requestAccessToken()
  })
}
