import { useState, type FormEvent } from 'react';
import { passwordsDiffer } from '../components/ui/new-password-fields.tsx';
import { ApiError, errorMessage } from '../lib/api-client.ts';

/** The shortest new password the API accepts. */
const minLength = 6;

/** The request a new-password form sends: its state is the form's busy flag and error. */
interface PasswordRequest {
  isPending: boolean;
  error: Error | null;
}

/**
 * A new password and its confirmation, for the forms built around `NewPasswordFields`
 * (register, reset password, change password): their state, the client-side checks and the
 * request's error as a message and the field it names. `failedMessage` is shown when the error
 * carries no message of its own.
 */
export function useNewPasswordForm(request: PasswordRequest, failedMessage: string) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Checked as they type; says nothing until both fields have something in them.
  const mismatch = passwordsDiffer(password, confirm);
  const { error } = request;
  return {
    password,
    confirm,
    /** The value props of `NewPasswordFields`. */
    fields: {
      password,
      onPasswordChange: setPassword,
      confirm,
      onConfirmChange: setConfirm,
    },
    mismatch,
    /** Something typed, but not yet long enough. */
    tooShort: password !== '' && password.length < minLength,
    /** Long enough, and confirmed with the same text. */
    complete: password.length >= minLength && confirm !== '' && !mismatch,
    error: error ? errorMessage(error, failedMessage) : null,
    /** The field the API named in its error, if any. */
    errorField: error instanceof ApiError ? error.field : null,
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    /** A submit handler that sends only while `allowed` and no request is on its way. */
    onSubmit: (allowed: boolean, send: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!allowed || request.isPending) return;
      send();
    },
  };
}
