/** `2.5 MB`, `340 KB`: sizes in binary units, as upload limits are set (MAX_UPLOAD_MB × 1024²). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** Why a chosen file cannot be used (wrong extension, too big, empty), or null when it can. */
export function checkFile(file: { name: string; size: number }, extensions: string[], maxBytes: number) {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  if (!extensions.includes(ext)) {
    const types = extensions.map((e) => e.toUpperCase())
    return `Please choose a ${types.slice(0, -1).join(', ')} or ${types.at(-1)} file.`
  }
  if (file.size === 0) return 'This file is empty.'
  if (file.size > maxBytes)
    return `Files can be up to ${formatBytes(maxBytes)}; this one is ${formatBytes(file.size)}.`
  return null
}
