import { registerMessages } from '../registry';

export const id = {
  'debug.text': 'Halaman uji: tombol di bawah menambahkan produk 2 (jumlah 1) ke keranjang dan menampilkan hasilnya.',
  'debug.button': 'Uji Tambah ke Keranjang',
  'debug.running': 'Mengirim...',
  'debug.success': 'Berhasil ditambahkan ke keranjang.',
  'debug.noReply': 'Tidak ada balasan',
} as const;

export const en: Record<keyof typeof id, string> = {
  'debug.text': 'Test page: the button below adds product 2 (quantity 1) to the cart and shows the result.',
  'debug.button': 'Test Add to Cart',
  'debug.running': 'Sending...',
  'debug.success': 'Added to the cart.',
  'debug.noReply': 'No reply',
};

registerMessages({ id, en });
