import { TextField } from '../../../components/ui/text-field.tsx'

export interface FieldSpec<T> {
  key: { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string
  label: string
  type?: 'text' | 'email' | 'tel'
  placeholder?: string
  autoComplete?: string
}

interface FieldGridProps<T> {
  item: T
  update: (changes: Partial<T>) => void
  fields: FieldSpec<T>[]
}

/** The text fields of one entry, two to a row from the small breakpoint up. */
export function FieldGrid<T>({ item, update, fields }: FieldGridProps<T>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type ?? 'text'}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete ?? 'off'}
          value={item[field.key] as string}
          onChange={(event) => update({ [field.key]: event.target.value } as Partial<T>)}
        />
      ))}
    </div>
  )
}
