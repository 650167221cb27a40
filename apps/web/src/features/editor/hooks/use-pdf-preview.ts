import type { ResumeData } from '@tailor/contracts'
import { useEffect, useRef, useState } from 'react'
import { renderResume } from '../api/render-resume.ts'

export const previewDelayMs = 600

export type PreviewStatus = 'loading' | 'ready' | 'error'

/**
 * A live PDF of the resume as an object URL: rendered at once, then again a moment after the last edit.
 * Previews never save (no tailored_resume_uuid). The previous PDF stays on screen while the next renders.
 */
export function usePdfPreview(data: ResumeData, template: string) {
  const [url, setUrl] = useState<string | null>(null)
  const [status, setStatus] = useState<PreviewStatus>('loading')
  const urlRef = useRef<string | null>(null)
  const rendered = useRef(false)

  useEffect(() => {
    const abort = new AbortController()
    setStatus('loading')
    const timer = setTimeout(
      () => {
        renderResume({ resume_data: data, template }, abort.signal).then(
          (pdf) => {
            if (abort.signal.aborted) return
            if (urlRef.current) URL.revokeObjectURL(urlRef.current)
            urlRef.current = URL.createObjectURL(pdf)
            rendered.current = true
            setUrl(urlRef.current)
            setStatus('ready')
          },
          () => {
            if (!abort.signal.aborted) setStatus('error')
          },
        )
      },
      rendered.current ? previewDelayMs : 0,
    )
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [data, template])

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    },
    [],
  )

  return { url, status }
}
