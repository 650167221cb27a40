import { useCallback, useEffect, useRef, useState } from 'react'

/** docs/product.md § Limits: "Copied!" shows for 2 seconds. */
export const copiedMs = 2000

// The async Clipboard API needs a secure context; plain-HTTP deployments fall back to execCommand.
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text)
    return
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  const copied = document.execCommand('copy')
  area.remove()
  if (!copied) throw new Error('Copy failed')
}

/** Copies text and reports `copied` for two seconds; `copy` resolves false when the browser refused. */
export function useCopyText() {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string) => {
    try {
      await writeClipboard(text)
    } catch {
      return false
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), copiedMs)
    return true
  }, [])

  return { copied, copy }
}
