import { useEffect, useState, type FormEvent } from 'react';
import { passwordsDiffer } from '../components/ui/new-password-fields.tsx';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { judgeNewPassword, type PasswordVerdict } from '../lib/password-strength.ts';

/** The shortest new password the API accepts. */
const minLength = 6;

/** The request a new-password form sends: its state is the form's busy flag and error. */
interface PasswordRequest {
  isPending: boolean;
  error: Error | null;
}

/**
 * The server's verdict on `password` (its rule, loaded on first use), judged 150 ms after the
 * last keystroke; null while empty, while it loads, or when it could not load (the server
 * still decides).
 */
function usePasswordVerdict(password: string, userInputs: readonly string[]) {
  const [judged, setJudged] = useState<{ password: string; verdict: PasswordVerdict } | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      judgeNewPassword(password, inputsKey.split('\n'))
        .then((verdict) => !cancelled && setJudged({ password, verdict }))
        .catch(() => !cancelled && setJudged(null));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);
  // A verdict on what was typed before is no verdict on what is there now.
  return judged && judged.password === password ? judged.verdict : null;
}

/**
 * A new password and its confirmation, for the forms built around `NewPasswordFields`
 * (register, reset password, change password): their state, the client-side checks (the
 * server's own strength rule among them, given the same `userInputs` as the server gives it:
 * the account's name and email where the form knows them) and the request's error as a
 * message and the field it names. `failedMessage` is shown when the error carries no message
 * of its own.
 */
export function useNewPasswordForm(
  request: PasswordRequest,
  failedMessage: string,
  userInputs: readonly string[] = [],
) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Checked as they type; says nothing until both fields have something in them.
  const mismatch = passwordsDiffer(password, confirm);
  const longEnough = password.length >= minLength;
  const verdict = usePasswordVerdict(password, userInputs);
  // Shown only once the length is met: until then the length hint says what is missing.
  const strength = longEnough ? verdict : null;
  const weak = strength !== null && !strength.acceptable;
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
    /** The server's verdict on the password once it is long enough (for `PasswordStrength`). */
    strength,
    /** Long enough, but refused by the server's rule: common or easily guessed. */
    weak,
    /** Long enough, not refused by the rule, and confirmed with the same text. */
    complete: longEnough && !weak && confirm !== '' && !mismatch,
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
