import { registerMessages } from '../registry';

/** The shopper's rights under UU PDP (decision 063): the profile's "Data & Akun" card and the privacy page. */
export const id = {
  'rights.title': 'Data & Akun',
  'rights.intro':
    'Sesuai UU Pelindungan Data Pribadi, kamu bisa mengunduh semua data yang kami simpan tentang akunmu, atau menghapus akunmu.',
  'rights.privacyLink': 'Baca Kebijakan Privasi',
  'rights.download': 'Unduh data saya',
  'rights.downloading': 'Menyiapkan data...',
  'rights.downloaded': 'Datamu sudah diunduh: {name}',
  'rights.downloadFailed': 'Gagal mengunduh datamu. Coba lagi nanti.',
  'rights.delete': 'Hapus akun',
  'rights.deleteTitle': 'Hapus akun?',
  'rights.deleteIntro': 'Akunmu akan dihapus sekarang juga, dan semua sesi masuk di semua perangkat langsung berakhir.',
  'rights.erasedTitle': 'Yang kami hapus',
  'rights.erased':
    'Nama, e-mail, nomor HP, foto profil, kata sandi, alamat, keranjang, wishlist, dan kode yang belum dipakai.',
  'rights.keptTitle': 'Yang kami simpan',
  'rights.kept':
    'Pesananmu (barang, jumlah, harga, tanggal, kota, dan provinsi) tanpa nama, nomor HP, dan alamat jalan, karena toko wajib menyimpan catatan pembukuan selama 10 tahun. Ulasanmu tetap tampil sebagai pembeli tanpa nama.',
  'rights.final':
    'Penghapusan tidak bisa dibatalkan. Kamu boleh mendaftar lagi dengan e-mail yang sama sebagai akun baru.',
  'rights.password': 'Kata sandi saat ini',
  'rights.passwordRequired': 'Masukkan kata sandimu',
  'rights.confirmDelete': 'Hapus akun saya',
  'rights.deleting': 'Menghapus...',
  'rights.cancel': 'Batal',
  'rights.wrongPassword': 'Kata sandi salah.',
  'rights.ownerAccount': 'Akun pemilik toko tidak bisa dihapus dari sini.',
  'rights.openOrders': 'Akunmu belum bisa dihapus karena masih ada pesanan yang berjalan:',
  'rights.openOrdersHint': 'Tunggu sampai pesanan selesai atau dibatalkan, lalu coba lagi.',
  'rights.deleted': 'Akunmu sudah dihapus. Terima kasih sudah berbelanja di Boneka Shop.',
  'rights.deleteFailed': 'Gagal menghapus akun. Coba lagi nanti.',

  'privacy.title': 'Kebijakan Privasi',
  'privacy.intro':
    'Halaman ini menjelaskan data apa yang Boneka Shop simpan tentang kamu, untuk apa, berapa lama, dan bagaimana kamu bisa mengunduh atau menghapusnya, sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
  'privacy.collectTitle': 'Data yang kami simpan',
  'privacy.collect':
    'Nama, e-mail, nomor HP, dan foto profil untuk akunmu; alamat pengiriman untuk mengirim pesanan; pesanan, pembayaran, dan riwayatnya; ulasan, keranjang, dan wishlist; serta catatan masuk (waktu dan alamat IP) untuk menjaga keamanan akunmu. Kata sandi kami simpan dalam bentuk acak (hash), tidak pernah dalam bentuk aslinya.',
  'privacy.useTitle': 'Untuk apa data itu',
  'privacy.use':
    'Untuk memproses dan mengirim pesananmu, mengirim e-mail tentang pesanan dan akunmu, menjawab komplain, dan mencegah penyalahgunaan. Kami tidak menjual datamu. Kurir hanya menerima nama, nomor HP, dan alamat yang perlu untuk mengantar paketmu.',
  'privacy.downloadTitle': 'Mengunduh datamu',
  'privacy.download':
    'Di halaman Profil, tekan "Unduh data saya". Kamu mendapat satu file JSON berisi profil, alamat, pesanan (beserta barang, jumlah, status, dan alamat kirimnya), ulasan, keranjang, wishlist, voucher yang dipakai, e-mail yang kami kirim, dan catatan masukmu. Kata sandi dan kode rahasia tidak pernah ikut.',
  'privacy.deleteTitle': 'Menghapus akunmu',
  'privacy.delete':
    'Di halaman Profil, tekan "Hapus akun" dan masukkan kata sandimu. Akun tidak bisa dihapus selama masih ada pesanan yang berjalan (belum dibayar, sedang diperiksa, diproses, dikirim, atau komplain dan pengembalian yang belum selesai). Setelah dihapus, semua sesi masuk berakhir dan kami mengirim e-mail konfirmasi ke alamatmu yang lama.',
  'privacy.erasedTitle': 'Yang kami hapus',
  'privacy.erased':
    'Nama, e-mail, nomor HP, foto profil, kata sandi, semua alamat, keranjang, wishlist, kode masuk atau atur ulang yang belum dipakai, serta isi dan foto komplainmu. Di pesanan lama, nama penerima, nomor HP, alamat jalan, kode pos, dan catatan untuk penjual juga dihapus.',
  'privacy.keptTitle': 'Yang kami simpan, dan mengapa',
  'privacy.kept':
    'Pesanan tetap kami simpan tanpa namamu: barang, jumlah, harga, ongkir, diskon, tanggal, status, kota, dan provinsi tujuan. Undang-Undang Ketentuan Umum dan Tata Cara Perpajakan (UU KUP, Pasal 28 ayat 11) mewajibkan toko menyimpan catatan dan bukti pembukuan selama 10 tahun, jadi catatan penjualan ini tidak boleh kami buang. Ulasanmu tetap tampil, tetapi sebagai pembeli tanpa nama dan tanpa foto profil, karena ulasan membantu pembeli lain dan nilai rata-rata produk bergantung padanya. Catatan keamanan (tanpa nama atau e-mailmu) juga tetap kami simpan.',
  'privacy.againTitle': 'Mendaftar lagi',
  'privacy.again':
    'Setelah akunmu dihapus, e-mail yang sama boleh dipakai mendaftar lagi sebagai akun baru. Pesanan dan ulasan lama tidak tersambung ke akun baru itu.',
  'privacy.contactTitle': 'Hubungi kami',
  'privacy.contact': 'Ada pertanyaan tentang datamu? Tulis ke halo@bonekashop.id.',
  'privacy.toProfile': 'Ke halaman Profil',
};

export const en: Record<keyof typeof id, string> = {
  'rights.title': 'Your data & account',
  'rights.intro':
    'Under Indonesia’s Personal Data Protection Law you can download everything we hold about your account, or delete your account.',
  'rights.privacyLink': 'Read the Privacy Policy',
  'rights.download': 'Download my data',
  'rights.downloading': 'Preparing your data...',
  'rights.downloaded': 'Your data was downloaded: {name}',
  'rights.downloadFailed': 'Could not download your data. Please try again later.',
  'rights.delete': 'Delete account',
  'rights.deleteTitle': 'Delete your account?',
  'rights.deleteIntro': 'Your account is deleted right now, and every sign-in on every device ends at once.',
  'rights.erasedTitle': 'What we erase',
  'rights.erased':
    'Your name, e-mail, phone number, profile picture, password, addresses, cart, wishlist and any unused codes.',
  'rights.keptTitle': 'What we keep',
  'rights.kept':
    'Your orders (items, quantities, prices, dates, city and province) without your name, phone or street, because the shop must keep its books for 10 years. Your reviews stay, shown as an anonymous shopper.',
  'rights.final': 'This cannot be undone. You may sign up again with the same e-mail as a new account.',
  'rights.password': 'Current password',
  'rights.passwordRequired': 'Enter your password',
  'rights.confirmDelete': 'Delete my account',
  'rights.deleting': 'Deleting...',
  'rights.cancel': 'Cancel',
  'rights.wrongPassword': 'Wrong password.',
  'rights.ownerAccount': 'The shop owner’s account cannot be deleted here.',
  'rights.openOrders': 'Your account cannot be deleted yet because some orders are still under way:',
  'rights.openOrdersHint': 'Wait until they are finished or cancelled, then try again.',
  'rights.deleted': 'Your account has been deleted. Thank you for shopping at Boneka Shop.',
  'rights.deleteFailed': 'Could not delete your account. Please try again later.',

  'privacy.title': 'Privacy Policy',
  'privacy.intro':
    'What Boneka Shop keeps about you, why, for how long, and how you can download or delete it, under Law No. 27 of 2022 on Personal Data Protection (UU PDP).',
  'privacy.collectTitle': 'What we keep',
  'privacy.collect':
    'Your name, e-mail, phone number and profile picture for your account; delivery addresses to ship your orders; orders, payments and their history; reviews, cart and wishlist; and sign-in records (time and IP address) to keep your account safe. Passwords are stored only as a hash, never as typed.',
  'privacy.useTitle': 'What it is for',
  'privacy.use':
    'To process and ship your orders, mail you about your orders and account, answer complaints and prevent abuse. We never sell your data. Couriers receive only the name, phone and address needed to deliver your parcel.',
  'privacy.downloadTitle': 'Downloading your data',
  'privacy.download':
    'On your Profile page, press "Download my data". You get one JSON file with your profile, addresses, orders (with items, amounts, status and delivery address), reviews, cart, wishlist, vouchers used, the mails we sent you and your sign-ins. Passwords and secret codes are never in it.',
  'privacy.deleteTitle': 'Deleting your account',
  'privacy.delete':
    'On your Profile page, press "Delete account" and enter your password. An account cannot be deleted while an order is still under way (unpaid, being checked, processed, shipped, or a complaint or return not settled). Once deleted, every sign-in ends and we mail a confirmation to your old address.',
  'privacy.erasedTitle': 'What we erase',
  'privacy.erased':
    'Your name, e-mail, phone number, profile picture, password, every address, cart, wishlist, unused sign-in or reset codes, and the text and photos of your complaints. On past orders the recipient’s name, phone, street, postal code and note to the seller are erased too.',
  'privacy.keptTitle': 'What we keep, and why',
  'privacy.kept':
    'Orders stay without your name: items, quantities, prices, shipping, discounts, dates, status, and the destination city and province. Indonesia’s General Tax Provisions Law (UU KUP, Article 28(11)) requires a shop to keep its books and records for 10 years, so these sales records cannot be thrown away. Your reviews stay, shown as an anonymous shopper without a profile picture, because they help other shoppers and a product’s rating depends on them. Security records (without your name or e-mail) are kept too.',
  'privacy.againTitle': 'Signing up again',
  'privacy.again':
    'After your account is deleted, the same e-mail may sign up again as a new account. Old orders and reviews are not linked to it.',
  'privacy.contactTitle': 'Contact us',
  'privacy.contact': 'Questions about your data? Write to halo@bonekashop.id.',
  'privacy.toProfile': 'Go to your Profile',
};

registerMessages({ id, en });
