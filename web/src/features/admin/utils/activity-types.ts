/**
 * Event types the activity log can be filtered by, with their labels — the same list as the
 * projector's `activityLabels` (projector/src/projections/activity-log.ts). The Indonesian
 * labels are the server's; a type missing here still shows with the label the server sends.
 */
export const activityTypes: { type: string; id: string; en: string }[] = [
  { type: 'UserRegistered', id: 'Mendaftar akun', en: 'Registered' },
  { type: 'UserLoggedIn', id: 'Masuk', en: 'Signed in' },
  { type: 'UserLoggedOut', id: 'Keluar', en: 'Signed out' },
  { type: 'UserDetailsChanged', id: 'Memperbarui informasi akun', en: 'Updated account details' },
  { type: 'PasswordChanged', id: 'Mengganti kata sandi', en: 'Changed password' },
  { type: 'UserRoleChanged', id: 'Mengubah peran pengguna', en: 'Changed a user role' },
  { type: 'UserBanned', id: 'Memblokir pengguna', en: 'Banned a user' },
  { type: 'UserUnbanned', id: 'Membuka blokir pengguna', en: 'Unbanned a user' },
  { type: 'UserErased', id: 'Menghapus data pengguna', en: "Erased a user's data" },
  { type: 'ProfileSaved', id: 'Menyimpan profil', en: 'Saved the profile' },
  {
    type: 'NotificationPreferencesChanged',
    id: 'Mengubah preferensi notifikasi',
    en: 'Changed notification preferences',
  },
  {
    type: 'OtherSessionsRevoked',
    id: 'Keluar dari semua sesi lain',
    en: 'Signed out other sessions',
  },
  {
    type: 'TwoFactorSetupStarted',
    id: 'Memulai pengaturan verifikasi dua langkah',
    en: 'Started two-step verification setup',
  },
  {
    type: 'TwoFactorEnabled',
    id: 'Mengaktifkan verifikasi dua langkah',
    en: 'Turned on two-step verification',
  },
  {
    type: 'TwoFactorDisabled',
    id: 'Menonaktifkan verifikasi dua langkah',
    en: 'Turned off two-step verification',
  },
  { type: 'RecoveryCodeUsed', id: 'Memakai kode pemulihan', en: 'Used a recovery code' },
  {
    type: 'TwoFactorChallengePassed',
    id: 'Lolos verifikasi dua langkah',
    en: 'Passed two-step verification',
  },
  {
    type: 'PasswordResetRequested',
    id: 'Meminta tautan atur ulang kata sandi',
    en: 'Requested a password reset link',
  },
  { type: 'PasswordResetCompleted', id: 'Mengatur ulang kata sandi', en: 'Reset the password' },
  { type: 'ExternalAccountLinked', id: 'Menautkan akun Google', en: 'Linked a Google account' },
  { type: 'CvUploaded', id: 'Mengunggah CV', en: 'Uploaded a CV' },
  { type: 'CvAnalysed', id: 'CV dianalisis', en: 'CV analysed' },
  { type: 'CvRevisionGenerated', id: 'Membuat CV revisi', en: 'Generated a revised CV' },
  {
    type: 'SummaryRegenerated',
    id: 'Membuat ulang ringkasan profesional',
    en: 'Regenerated the professional summary',
  },
  { type: 'CvDeleted', id: 'Menghapus CV', en: 'Deleted a CV' },
  { type: 'CvRenamed', id: 'Mengganti judul CV', en: 'Renamed a CV' },
  { type: 'PaymentRequested', id: 'Membuat pesanan pembayaran', en: 'Created a payment order' },
  { type: 'PaymentSettled', id: 'Pembayaran berhasil', en: 'Payment settled' },
  {
    type: 'PaymentFailed',
    id: 'Pembayaran gagal atau kedaluwarsa',
    en: 'Payment failed or expired',
  },
  { type: 'CvDownloaded', id: 'Mengunduh CV revisi', en: 'Downloaded the revised CV' },
  { type: 'RefundRequested', id: 'Meminta pengembalian dana', en: 'Requested a refund' },
  { type: 'RefundApproved', id: 'Menyetujui pengembalian dana', en: 'Approved a refund' },
  { type: 'RefundRejected', id: 'Menolak pengembalian dana', en: 'Rejected a refund' },
  {
    type: 'RefundFailed',
    id: 'Pengembalian dana gagal di gateway',
    en: 'Refund failed at the gateway',
  },
  { type: 'PaymentRefunded', id: 'Dana dikembalikan', en: 'Payment refunded' },
  {
    type: 'ProjectionRebuildRequested',
    id: 'Meminta pembangunan ulang read model',
    en: 'Requested a read model rebuild',
  },
];

/** The label of an event type in the UI language; the server's label when the type is new. */
export function activityLabel(type: string, serverLabel: string, lang: string): string {
  const known = activityTypes.find((a) => a.type === type);
  if (!known) return serverLabel || type;
  return lang === 'en' ? known.en : known.id;
}
