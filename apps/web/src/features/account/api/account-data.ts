import { api } from '../../../lib/api.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** Downloads the ZIP of everything stored about the account. */
export async function downloadMyData(): Promise<void> {
  const zip = await api<Blob>('/api/v1/user/me/export/', { responseType: 'blob' })
  saveFile(zip, `tailor-data-${new Date().toISOString().slice(0, 10)}.zip`)
}

export const deleteAccount = (password: string) =>
  api<undefined>('/api/v1/user/me/', { method: 'DELETE', body: { password } })
