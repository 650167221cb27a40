import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { saveFile } from '../../../lib/save-file.ts'

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert tone="warning" title="Save your recovery codes now">
      <p>
        Each code signs you in once if you lose your phone. They are shown only now; keep them somewhere safe.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() =>
          saveFile(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), 'tailor-recovery-codes.txt')
        }
      >
        Download codes
      </Button>
    </Alert>
  )
}
