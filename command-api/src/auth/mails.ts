import type { MailMessage } from '../mail/mailer.ts';

const jakarta = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** To the old address after an email change: a takeover must not go unnoticed. */
export function emailChangedMail(
  to: string,
  name: string,
  newEmail: string,
  at: Date,
  appUrl: string,
): MailMessage {
  const text = [
    `Halo ${name},`,
    '',
    `Email akun Karier Anda telah diubah menjadi ${newEmail} pada ${jakarta.format(at)} WIB.`,
    'Mulai sekarang, email ke alamat ini tidak lagi dipakai untuk masuk atau mengatur ulang kata sandi.',
    '',
    'Jika Anda yang melakukannya, abaikan email ini.',
    `Jika bukan Anda, segera hubungi kami melalui ${appUrl}/contact agar akun Anda dapat diamankan.`,
    '',
    'Salam,',
    'Tim Karier',
  ].join('\n');
  return { to, subject: 'Email akun Karier Anda telah diubah', text };
}
