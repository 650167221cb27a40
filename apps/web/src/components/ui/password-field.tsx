import { TextField, type TextFieldProps } from './text-field.tsx'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'required' | 'onChange'> {
  /** The account's current password, or a new one (at least 8 characters, as the server requires). */
  kind: 'current' | 'new'
  onValueChange: (value: string) => void
}

/** A required password input that tells password managers which password it wants. */
export function PasswordField({ kind, onValueChange, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={`${kind}-password`}
      required
      minLength={kind === 'new' ? 8 : undefined}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    />
  )
}
