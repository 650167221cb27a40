import type { AnalysisSummary } from '@tailor/contracts'
import { analysisLabels } from '../../lib/analysis-labels.ts'

/** What a table row shows of an analysis record. */
export interface AnalysisRow {
  id: string
  applicantName: string
  jobTitle: string
  companyName: string
  /** 0–100. */
  matchScore: number
  createdAt: string
  downloadUrl: string
  /** The model that helped make it, if one did. */
  aiModel: string | null
}

/** docs/product.md § Entities: the tables show a missing match as 0. */
export function describeAnalysis(record: AnalysisSummary): AnalysisRow {
  const labels = analysisLabels(record)
  return {
    id: record.uuid,
    applicantName: labels.applicant,
    jobTitle: labels.jobTitle,
    companyName: labels.company,
    matchScore: labels.match ?? 0,
    createdAt: record.created_at,
    downloadUrl: record.download_url,
    aiModel: record.ai?.model ?? null,
  }
}
