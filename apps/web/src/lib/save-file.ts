import { api } from './api.ts'

/** Offers a Blob to the user as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(href), 0)
}

/** Fetches a file with the stored session (bearer, refresh on 401) and saves it as `fileName`. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await api<Blob>(url, { responseType: 'blob' }), fileName)
}

/**
 * The spec's download names: the parts in lowercase without accents, every run of non-alphanumerics
 * replaced by one underscore, joined by underscores: ("Acme & Co", "Data Engineer", "cover_letter") → acme_co_data_engineer_cover_letter.
 */
export function toFileStem(...parts: string[]): string {
  return parts
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, ''),
    )
    .filter(Boolean)
    .join('_')
}
