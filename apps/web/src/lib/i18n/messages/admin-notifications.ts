import { registerMessages } from '../registry';

export const id = {
  'adminNotifications.title': 'Notifikasi',
  'adminNotifications.subtitle':
    'Setiap e-mail yang dikirim toko: yang gagal dicoba lagi otomatis (sampai 8 kali); yang sudah terkirim bisa dikirim ulang.',
  'adminNotifications.loading': 'Memuat notifikasi...',
  'adminNotifications.loadFailed': 'Gagal memuat notifikasi.',
  'adminNotifications.empty': 'Tidak ada notifikasi yang cocok.',
  'adminNotifications.statusFilter': 'Status',
  'adminNotifications.allStatuses': 'Semua status',
  'adminNotifications.search': 'Cari penerima atau nomor pesanan',
  'adminNotifications.time': 'Waktu',
  'adminNotifications.recipient': 'Penerima',
  'adminNotifications.message': 'Pesan',
  'adminNotifications.order': 'Pesanan',
  'adminNotifications.status': 'Status',
  'adminNotifications.tries': 'Percobaan',
  'adminNotifications.lastError': 'Kesalahan terakhir',
  'adminNotifications.nextTry': 'Dicoba lagi {date}',
  'adminNotifications.resend': 'Kirim ulang',
  'adminNotifications.resent': 'Pesan dijadwalkan untuk dikirim ulang.',
  'adminNotifications.resendFailed': 'Pesan ini tidak bisa dikirim ulang.',
  'adminNotifications.pending': 'Menunggu',
  'adminNotifications.sending': 'Mengirim',
  'adminNotifications.sent': 'Terkirim',
  'adminNotifications.failed': 'Gagal',
};

export const en: Record<keyof typeof id, string> = {
  'adminNotifications.title': 'Notifications',
  'adminNotifications.subtitle':
    'Every e-mail the shop sends: failed ones are retried by themselves (up to 8 times); sent ones can be sent again.',
  'adminNotifications.loading': 'Loading notifications...',
  'adminNotifications.loadFailed': 'Failed to load notifications.',
  'adminNotifications.empty': 'No notification matches.',
  'adminNotifications.statusFilter': 'Status',
  'adminNotifications.allStatuses': 'All statuses',
  'adminNotifications.search': 'Search recipient or order number',
  'adminNotifications.time': 'Time',
  'adminNotifications.recipient': 'Recipient',
  'adminNotifications.message': 'Message',
  'adminNotifications.order': 'Order',
  'adminNotifications.status': 'Status',
  'adminNotifications.tries': 'Tries',
  'adminNotifications.lastError': 'Last error',
  'adminNotifications.nextTry': 'Next try {date}',
  'adminNotifications.resend': 'Resend',
  'adminNotifications.resent': 'The message is queued to be sent again.',
  'adminNotifications.resendFailed': 'This message cannot be sent again.',
  'adminNotifications.pending': 'Waiting',
  'adminNotifications.sending': 'Sending',
  'adminNotifications.sent': 'Sent',
  'adminNotifications.failed': 'Failed',
};

registerMessages({ id, en });
