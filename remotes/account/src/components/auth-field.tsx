import { TextField, type TextFieldProps } from '@agency/ui/field';

/** What the browser is told of each kind of account field, so it offers the right keyboard and
 * fills in what it has saved; a name or a code is taken as typed (no capital, no spelling fix). */
export const fieldKinds = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  email: { type: 'email', autoComplete: 'email' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  code: { autoComplete: 'one-time-code', autoCapitalize: 'none', spellCheck: false },
} satisfies Record<string, Partial<TextFieldProps>>;

export type FieldKind = keyof typeof fieldKinds;

/** A field the account's forms cannot be sent without, of one kind. */
export function AuthField({ kind, ...props }: TextFieldProps & { kind: FieldKind }) {
  return <TextField {...props} {...fieldKinds[kind]} required />;
}
