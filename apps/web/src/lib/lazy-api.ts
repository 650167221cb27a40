import type { ApiClient, RequestOptions } from './api-client.ts'

/**
 * The app's API client for the code every page loads (auth provider, header): the client's module is fetched
 * on the first call, so a signed-out first visit, which makes no such call, does not download it.
 */
export const lazyApi: ApiClient = <T>(path: string, options?: RequestOptions<T>) =>
  import('./api.ts').then(({ api }) => api<T>(path, options))
