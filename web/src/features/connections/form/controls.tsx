import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Toggle from '@cloudscape-design/components/toggle';
import { SECRET_MASK } from '@switchboard/shared';
import type { ReactNode } from 'react';

/** "Scope - optional", as Cloudscape marks optional fields. */
export const fieldLabel = (label: string, optional?: boolean): ReactNode =>
  optional ? (
    <>
      {label} <i>- optional</i>
    </>
  ) : (
    label
  );

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  placeholder?: string;
  optional?: boolean;
  /**
   * A credential: typed without showing it. A stored one arrives as the mask and is kept when left as is — whichever
   * field the server masks shows as such, with the "stored" hint.
   */
  secret?: boolean;
  type?: InputProps.Type;
}

/** One labelled text input with its problem under it (a whole sentence, with the label: "Token URL is required"). */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  secret,
  optional,
  ...rest
}: TextFieldProps) {
  const stored = value === SECRET_MASK;
  const hidden = secret || stored;
  return (
    <FormField
      label={fieldLabel(label, optional)}
      description={description}
      constraintText={stored ? 'Stored. Leave it as it is to keep it, or type a new one.' : undefined}
      errorText={error}
    >
      <Input
        value={value}
        type={hidden ? 'password' : (rest.type ?? 'text')}
        inputMode={rest.type === 'number' ? 'numeric' : undefined}
        placeholder={rest.placeholder}
        invalid={Boolean(error)}
        ariaRequired={!optional}
        autoComplete={hidden ? 'new-password' : false}
        onChange={(event) => onChange(event.detail.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}

interface ToggleFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}

/** A labelled on/off choice. */
export function ToggleField({ label, checked, onChange, description }: ToggleFieldProps) {
  return (
    <FormField label={label} description={description}>
      <Toggle checked={checked} onChange={(event) => onChange(event.detail.checked)}>
        {checked ? 'Yes' : 'No'}
      </Toggle>
    </FormField>
  );
}
