import type { ExportFormat } from '@tailor/contracts'

const types: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/** Content type and file name of an export: `stem` plus the format's extension. */
export function exportFile(format: ExportFormat, stem: string) {
  return { contentType: types[format], filename: `${stem}.${format}` }
}
