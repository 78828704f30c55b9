// Demo catalogue for Boneka Shop: products, reviewers and reviews used by the seed script.
// Images live in apps/api/seed-images/ (original hand-written SVG illustrations).

export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  stock: number;
  image: string;
  soldCount: number;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Teddy Bear Cokelat Klasik',
    description:
      'Teddy bear cokelat bergaya klasik dengan tambalan biru di kepala dan dasi kupu-kupu merah. Bahan velboa premium berisi dakron silikon, tinggi 45 cm. Mata dijahit kuat sehingga aman untuk anak di atas 3 tahun.',
    price: 275000,
    stock: 42,
    image: 'teddy-cokelat-klasik.svg',
    soldCount: 486,
  },
  {
    name: 'Teddy Bear Putih Salju',
    description:
      'Beruang putih selembut salju dengan syal rajut biru. Bulu rasfur halus dan tebal, tinggi 45 cm, cocok sebagai kado ulang tahun atau hiasan kamar.',
    price: 289000,
    stock: 27,
    image: 'teddy-putih-salju.svg',
    soldCount: 214,
  },
  {
    name: 'Boneka Beruang Pink',
    description:
      'Boneka beruang pink pastel dengan pita merah muda di telinga dan hati bordir di perut. Bahan velboa lembut, tinggi 35 cm, aman untuk anak dan cocok sebagai kado untuk orang tersayang.',
    price: 159000,
    stock: 64,
    image: 'boneka-beruang-pink.svg',
    soldCount: 412,
  },
  {
    name: 'Teddy Bear Jumbo Madu 100 cm',
    description:
      'Teddy bear jumbo warna madu setinggi 100 cm dengan pita satin biru. Isian dakron padat yang empuk untuk dipeluk atau dijadikan sandaran. Dikirim dalam kemasan vakum agar ongkir lebih hemat.',
    price: 649000,
    stock: 2,
    image: 'teddy-jumbo-madu.svg',
    soldCount: 96,
  },
  {
    name: 'Boneka Kelinci Pink Lembut',
    description:
      'Kelinci pink bertelinga panjang yang memegang wortel kecil. Bahan minky super lembut, tinggi 40 cm termasuk telinga, aman untuk bayi dan mudah dicuci.',
    price: 135000,
    stock: 88,
    image: 'boneka-kelinci-pink-lembut.svg',
    soldCount: 355,
  },
  {
    name: 'Boneka Kucing Oren',
    description:
      'Kucing oren belang lengkap dengan kalung lonceng dan telapak kaki berbentuk toe beans. Bahan plush halus, tinggi 30 cm, cocok untuk pecinta kucing segala usia.',
    price: 129000,
    stock: 53,
    image: 'boneka-kucing-oren.svg',
    soldCount: 268,
  },
  {
    name: 'Boneka Panda Gembul',
    description:
      'Panda gembul berpipi tembam yang memeluk batang bambu. Bahan velboa tebal dengan isian dakron silikon, tinggi 50 cm. Enak dipeluk dan aman untuk anak.',
    price: 299000,
    stock: 35,
    image: 'boneka-panda-gembul.svg',
    soldCount: 301,
  },
  {
    name: 'Boneka Gajah Biru',
    description:
      'Gajah biru muda bertelinga lebar dengan belalai yang bisa ditekuk. Bahan katun plush yang lembut di kulit, tinggi 35 cm, cocok untuk teman tidur bayi.',
    price: 219000,
    stock: 24,
    image: 'boneka-gajah-biru.svg',
    soldCount: 87,
  },
  {
    name: 'Boneka Penguin Mungil',
    description:
      'Penguin mungil memakai topi rajut dan syal merah. Tinggi 25 cm, ringan dan pas dibawa bepergian. Aman untuk anak usia 1 tahun ke atas.',
    price: 89000,
    stock: 76,
    image: 'boneka-penguin-mungil.svg',
    soldCount: 173,
  },
  {
    name: 'Boneka Unicorn Pelangi',
    description:
      'Unicorn putih dengan surai dan ekor pelangi pastel serta tanduk emas yang empuk. Bahan minky premium, tinggi 40 cm, favorit anak perempuan.',
    price: 325000,
    stock: 4,
    image: 'boneka-unicorn-pelangi.svg',
    soldCount: 239,
  },
  {
    name: 'Boneka Dino Hijau',
    description:
      'Dinosaurus hijau ceria dengan duri oranye yang lembut dan perut bergaris. Bahan plush tebal, tinggi 35 cm, cocok untuk anak pecinta dinosaurus.',
    price: 175000,
    stock: 47,
    image: 'boneka-dino-hijau.svg',
    soldCount: 192,
  },
  {
    name: 'Boneka Rubah Oranye',
    description:
      'Rubah oranye dengan ekor besar berujung putih dan kaki cokelat tua. Bahan velboa halus, tinggi 35 cm. Koleksi terbaru musim ini.',
    price: 189000,
    stock: 9,
    image: 'boneka-rubah-oranye.svg',
    soldCount: 0,
  },
  {
    name: 'Boneka Koala Peluk',
    description:
      'Koala abu-abu bertelinga lebar yang membawa ranting daun eukaliptus. Bulu lembut dan isian padat, tinggi 30 cm. Cocok untuk dipeluk saat tidur.',
    price: 165000,
    stock: 7,
    image: 'boneka-koala-peluk.svg',
    soldCount: 58,
  },
  {
    name: 'Boneka Singa Jambul',
    description:
      'Singa kecil dengan surai jambul oranye yang tebal dan ujung ekor berbentuk hati. Bahan plush premium, tinggi 40 cm, cocok untuk kado anak laki-laki maupun perempuan.',
    price: 265000,
    stock: 0,
    image: 'boneka-singa-jambul.svg',
    soldCount: 220,
  },
  {
    name: 'Boneka Burung Hantu',
    description:
      'Burung hantu ungu bermata besar yang bertengger di ranting. Bahan velboa lembut, tinggi 28 cm, manis sebagai hiasan meja belajar.',
    price: 92500,
    stock: 3,
    image: 'boneka-burung-hantu.svg',
    soldCount: 44,
  },
  {
    name: 'Boneka Babi Imut',
    description:
      'Babi pink imut dengan moncong bulat, telinga terlipat, dan bunga kecil di kepala. Bahan plush lembut, tinggi 25 cm, aman untuk balita.',
    price: 79000,
    stock: 61,
    image: 'boneka-babi-imut.svg',
    soldCount: 126,
  },
  {
    name: 'Boneka Domba Keriting',
    description:
      'Domba berbulu keriting dengan kalung lonceng kecil. Bahan sherpa lembut seperti wol asli, tinggi 30 cm, nyaman untuk teman tidur anak.',
    price: 149500,
    stock: 5,
    image: 'boneka-domba-keriting.svg',
    soldCount: 71,
  },
  {
    name: 'Boneka Monyet Ceria',
    description:
      'Monyet cokelat yang selalu tersenyum sambil memegang pisang. Tangan dan ekornya panjang sehingga bisa dikaitkan, tinggi 30 cm.',
    price: 85000,
    stock: 39,
    image: 'boneka-monyet-ceria.svg',
    soldCount: 103,
  },
  {
    name: 'Boneka Bebek Kuning',
    description:
      'Bebek kuning cerah dengan dasi kupu-kupu biru dan kaki oranye. Tinggi 25 cm, ringan dan lembut, aman untuk bayi.',
    price: 69000,
    stock: 0,
    image: 'boneka-bebek-kuning.svg',
    soldCount: 350,
  },
  {
    name: 'Boneka Katak Hijau',
    description:
      'Pangeran katak hijau bermahkota emas dengan senyum lebar. Bahan plush halus, tinggi 25 cm, cocok untuk hadiah lucu.',
    price: 75000,
    stock: 44,
    image: 'boneka-katak-hijau.svg',
    soldCount: 98,
  },
  {
    name: 'Boneka Anjing Puppy',
    description:
      'Anak anjing krem bertelinga panjang dengan kalung merah berliontin hati. Bahan velboa lembut, tinggi 30 cm, cocok untuk pecinta anjing.',
    price: 95000,
    stock: 58,
    image: 'boneka-anjing-puppy.svg',
    soldCount: 187,
  },
  {
    name: 'Boneka Hamster Gendut',
    description:
      'Hamster bulat gendut yang memegang biji bunga matahari. Bahan mochi super empuk dan elastis, diameter 25 cm, bisa juga dipakai sebagai bantal kecil.',
    price: 59500,
    stock: 112,
    image: 'boneka-hamster-gendut.svg',
    soldCount: 264,
  },
  {
    name: 'Boneka Jerapah Tinggi',
    description:
      'Jerapah kuning berleher panjang dengan totol cokelat dan tanduk kecil yang empuk. Tinggi 55 cm, cocok sebagai dekorasi kamar anak.',
    price: 245000,
    stock: 0,
    image: 'boneka-jerapah-tinggi.svg',
    soldCount: 63,
  },
  {
    name: 'Boneka Beruang Tidur',
    description:
      'Beruang mengantuk memakai topi tidur bintang dan memeluk bantal kecil. Bahan minky lembut, tinggi 35 cm, teman tidur yang menenangkan untuk anak.',
    price: 259000,
    stock: 18,
    image: 'boneka-beruang-tidur.svg',
    soldCount: 142,
  },
  {
    name: 'Boneka Beruang Couple',
    description:
      'Sepasang beruang cokelat dan pink yang memegang hati merah. Tinggi masing-masing 25 cm, kado romantis untuk Valentine, anniversary, atau pernikahan.',
    price: 389000,
    stock: 6,
    image: 'boneka-beruang-couple.svg',
    soldCount: 157,
  },
  {
    name: 'Gantungan Kunci Beruang Mini',
    description:
      'Gantungan kunci beruang mini setinggi 10 cm dengan ring logam anti karat. Cocok untuk tas, kunci, atau souvenir acara.',
    price: 35000,
    stock: 120,
    image: 'gantungan-kunci-beruang-mini.svg',
    soldCount: 498,
  },
];

export interface DemoReview {
  product: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string | null;
  comment: string;
  author: string;
}

export const DEMO_REVIEWERS: { firstName: string; lastName: string; email: string }[] = [
  { firstName: 'Rina', lastName: 'Wijaya', email: 'rina.wijaya@contoh.id' },
  { firstName: 'Budi', lastName: 'Santoso', email: 'budi.santoso@contoh.id' },
  { firstName: 'Siti', lastName: 'Rahmawati', email: 'siti.rahmawati@contoh.id' },
  { firstName: 'Andi', lastName: 'Pratama', email: 'andi.pratama@contoh.id' },
  { firstName: 'Dewi', lastName: 'Lestari', email: 'dewi.lestari@contoh.id' },
  { firstName: 'Agus', lastName: 'Setiawan', email: 'agus.setiawan@contoh.id' },
  { firstName: 'Maya', lastName: 'Putri', email: 'maya.putri@contoh.id' },
  { firstName: 'Yoga', lastName: 'Nugroho', email: 'yoga.nugroho@contoh.id' },
];

const RINA = 'rina.wijaya@contoh.id';
const BUDI = 'budi.santoso@contoh.id';
const SITI = 'siti.rahmawati@contoh.id';
const ANDI = 'andi.pratama@contoh.id';
const DEWI = 'dewi.lestari@contoh.id';
const AGUS = 'agus.setiawan@contoh.id';
const MAYA = 'maya.putri@contoh.id';
const YOGA = 'yoga.nugroho@contoh.id';

export const DEMO_REVIEWS: DemoReview[] = [
  // Boneka Beruang Pink (8)
  {
    product: 'Boneka Beruang Pink',
    rating: 5,
    title: 'Lembut banget!',
    comment: 'Bulunya lembut banget dan warnanya pink pastel persis seperti di foto. Anak saya langsung peluk terus.',
    author: RINA,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 5,
    title: 'Kado ulang tahun',
    comment: 'Beli buat kado ulang tahun pacar, dia suka sekali. Pitanya rapi dan jahitannya kuat.',
    author: BUDI,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 4,
    title: null,
    comment: 'Bagus dan wangi, cuma ukurannya sedikit lebih kecil dari yang saya bayangkan.',
    author: SITI,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 5,
    title: 'Pengiriman cepat',
    comment: 'Pesan hari Senin, Rabu sudah sampai di Surabaya. Dikemas pakai kardus jadi boneka aman dan tidak penyok.',
    author: ANDI,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 5,
    title: 'So cute',
    comment: 'Absolutely adorable, the heart on the tummy is so sweet. Will buy again!',
    author: DEWI,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 3,
    title: 'Lumayan',
    comment: 'Bonekanya oke, tapi pitanya agak miring waktu datang. Untung bisa dirapikan sendiri.',
    author: AGUS,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 5,
    title: null,
    comment: 'Sudah dua kali beli untuk keponakan, kualitasnya konsisten. Setelah dicuci juga tidak rontok.',
    author: MAYA,
  },
  {
    product: 'Boneka Beruang Pink',
    rating: 4,
    title: 'Sesuai harga',
    comment: 'Kualitas sesuai harga, isian dakronnya padat. Warna pink-nya sedikit lebih muda dari foto.',
    author: YOGA,
  },

  // Teddy Bear Cokelat Klasik (8)
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 5,
    title: 'Teddy klasik favorit',
    comment: 'Modelnya klasik dan tidak norak, cocok dipajang di kamar. Tambalan biru di kepalanya lucu sekali.',
    author: RINA,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 4,
    title: null,
    comment: 'Bahannya halus dan tebal. Dasi kupu-kupunya agak kecil, tapi secara keseluruhan bagus.',
    author: BUDI,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 5,
    title: 'Anak suka',
    comment: 'Anak saya yang berumur 3 tahun tidur sambil memeluk teddy ini tiap malam. Matanya dijahit kuat, aman.',
    author: SITI,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 2,
    title: 'Bulu sedikit rontok',
    comment:
      'Minggu pertama bulunya rontok sedikit di karpet. Setelah dicuci sekali sudah tidak lagi, tapi tetap agak kecewa.',
    author: ANDI,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 5,
    title: 'Great quality',
    comment: 'Great quality for the price. Soft, well stitched and the colour is a lovely warm brown.',
    author: DEWI,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 5,
    title: null,
    comment: 'Buat hadiah wisuda adik, dia senang sekali. Penjualnya ramah dan cepat membalas chat.',
    author: AGUS,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 4,
    title: 'Bagus',
    comment: 'Bagus, empuk, dan tidak bau. Semoga awet sampai anak besar.',
    author: MAYA,
  },
  {
    product: 'Teddy Bear Cokelat Klasik',
    rating: 5,
    title: 'Recommended seller',
    comment: 'Barang sesuai deskripsi dan dikirim dengan bubble wrap tebal. Recommended!',
    author: YOGA,
  },

  // Boneka Panda Gembul (8)
  {
    product: 'Boneka Panda Gembul',
    rating: 5,
    title: 'Gemes pol',
    comment: 'Pandanya gembul banget, pipinya bikin gemas. Bambu kecilnya juga lucu.',
    author: RINA,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 5,
    title: null,
    comment: 'Anak laki-laki saya yang biasanya tidak suka boneka malah minta tidur bareng panda ini.',
    author: BUDI,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 4,
    title: 'Empuk',
    comment: 'Empuk dan ukurannya pas untuk dipeluk. Bagian hitamnya sedikit cepat berdebu, tapi tetap bagus.',
    author: SITI,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 5,
    title: 'Mantap',
    comment: 'Mantap, jahitan rapi tanpa benang yang keluar. Worth it walaupun harganya agak tinggi.',
    author: ANDI,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 1,
    title: 'Salah kirim',
    comment: 'Yang datang malah ukuran kecil, bukan yang saya pesan. Proses returnya juga cukup lama.',
    author: DEWI,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 4,
    title: null,
    comment: 'Bagus untuk koleksi. Paket sempat kena hujan, tapi plastiknya rapat jadi bonekanya aman.',
    author: AGUS,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 5,
    title: 'Love it',
    comment: 'I love this panda! Super soft and huggable, my daughter named it Mochi.',
    author: MAYA,
  },
  {
    product: 'Boneka Panda Gembul',
    rating: 3,
    title: 'Biasa saja',
    comment: 'Lucu, tapi menurut saya isiannya kurang padat di bagian kaki. Masih oke untuk harga segini.',
    author: YOGA,
  },

  // Boneka Kelinci Pink Lembut (7)
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 5,
    title: 'Telinganya lucu',
    comment: 'Telinga panjangnya bisa ditekuk, anak saya suka memainkannya. Bahannya lembut sekali.',
    author: RINA,
  },
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 4,
    title: null,
    comment: 'Warna pink-nya lembut, tidak mencolok. Wortel kecilnya dijahit kuat, tidak mudah lepas.',
    author: BUDI,
  },
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 5,
    title: 'Kado lahiran',
    comment: 'Saya jadikan kado lahiran untuk teman. Bahannya aman untuk bayi dan mudah dicuci.',
    author: SITI,
  },
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 5,
    title: null,
    comment: 'Pacar saya senang banget, katanya mirip kelinci peliharaannya dulu.',
    author: ANDI,
  },
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 4,
    title: 'Cute bunny',
    comment: 'Very cute and soft. Delivery to Makassar took 5 days but it was worth the wait.',
    author: DEWI,
  },
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 2,
    title: 'Ada noda',
    comment:
      'Ada noda kecil di bagian perut saat diterima. Sudah saya bersihkan, tapi seharusnya dicek dulu sebelum dikirim.',
    author: AGUS,
  },
  {
    product: 'Boneka Kelinci Pink Lembut',
    rating: 5,
    title: 'Sempurna',
    comment: 'Sempurna! Jahitannya rapi, wangi, dan sesuai foto. Terima kasih, kak.',
    author: MAYA,
  },

  // Gantungan Kunci Beruang Mini (6)
  {
    product: 'Gantungan Kunci Beruang Mini',
    rating: 5,
    title: 'Imut banget',
    comment: 'Kecil dan imut, saya pasang di tas sekolah. Rantainya kuat.',
    author: RINA,
  },
  {
    product: 'Gantungan Kunci Beruang Mini',
    rating: 4,
    title: null,
    comment: 'Murah meriah, cocok untuk souvenir ulang tahun anak. Beli 10 dan semuanya bagus.',
    author: BUDI,
  },
  {
    product: 'Gantungan Kunci Beruang Mini',
    rating: 5,
    title: 'Buat souvenir',
    comment: 'Pesan 25 pcs untuk souvenir acara kantor, semuanya dikemas rapi satu per satu.',
    author: SITI,
  },
  {
    product: 'Gantungan Kunci Beruang Mini',
    rating: 3,
    title: 'Ring agak tipis',
    comment: 'Bonekanya lucu, tapi ring gantungannya agak tipis. Semoga tidak cepat bengkok.',
    author: ANDI,
  },
  {
    product: 'Gantungan Kunci Beruang Mini',
    rating: 5,
    title: null,
    comment: 'Lucu sekali, hati kecil di perutnya bikin gemas. Saya dan pacar pakai kembaran.',
    author: MAYA,
  },
  {
    product: 'Gantungan Kunci Beruang Mini',
    rating: 4,
    title: 'Good',
    comment: 'Good little keychain, feels sturdy and the stitching is neat.',
    author: YOGA,
  },

  // Teddy Bear Jumbo Madu 100 cm (5)
  {
    product: 'Teddy Bear Jumbo Madu 100 cm',
    rating: 5,
    title: 'Besar banget!',
    comment: 'Ukurannya benar-benar besar, hampir setinggi anak saya. Empuk untuk sandaran sambil nonton TV.',
    author: RINA,
  },
  {
    product: 'Teddy Bear Jumbo Madu 100 cm',
    rating: 5,
    title: 'Kado anniversary',
    comment: 'Kado anniversary paling sukses. Istri saya kaget waktu kardusnya datang, besar sekali.',
    author: ANDI,
  },
  {
    product: 'Teddy Bear Jumbo Madu 100 cm',
    rating: 4,
    title: null,
    comment: 'Bagus dan lembut, cuma makan tempat di kamar kos, hehe. Pita birunya cantik.',
    author: DEWI,
  },
  {
    product: 'Teddy Bear Jumbo Madu 100 cm',
    rating: 3,
    title: 'Ongkir mahal',
    comment:
      'Bonekanya bagus, tapi ongkirnya tetap lumayan mahal ke luar Jawa. Perlu waktu sehari supaya mengembang penuh.',
    author: AGUS,
  },
  {
    product: 'Teddy Bear Jumbo Madu 100 cm',
    rating: 5,
    title: 'Worth every rupiah',
    comment: 'Worth every rupiah. Huge, soft, and the honey colour looks even better in person.',
    author: YOGA,
  },

  // Boneka Unicorn Pelangi (5)
  {
    product: 'Boneka Unicorn Pelangi',
    rating: 5,
    title: 'Anak perempuan suka',
    comment: 'Anak perempuan saya suka sekali, surai pelanginya warna-warni dan lembut.',
    author: SITI,
  },
  {
    product: 'Boneka Unicorn Pelangi',
    rating: 5,
    title: 'Magical',
    comment: 'So pretty! The pastel rainbow mane and the golden horn look magical.',
    author: DEWI,
  },
  {
    product: 'Boneka Unicorn Pelangi',
    rating: 4,
    title: null,
    comment: 'Cantik, tanduknya empuk jadi aman untuk anak kecil. Ekornya sedikit kusut setelah sering dimainkan.',
    author: MAYA,
  },
  {
    product: 'Boneka Unicorn Pelangi',
    rating: 5,
    title: null,
    comment: 'Beli untuk hadiah ulang tahun ke-5 anak saya. Langsung jadi boneka favoritnya.',
    author: BUDI,
  },
  {
    product: 'Boneka Unicorn Pelangi',
    rating: 4,
    title: 'Cantik',
    comment: 'Warnanya cantik dan lembut. Harganya agak mahal, tapi kualitasnya memang premium.',
    author: RINA,
  },

  // Boneka Kucing Oren (4)
  {
    product: 'Boneka Kucing Oren',
    rating: 5,
    title: 'Mirip kucing saya',
    comment: 'Mirip sekali dengan kucing oren saya di rumah, sampai lonceng di kalungnya juga ada.',
    author: AGUS,
  },
  {
    product: 'Boneka Kucing Oren',
    rating: 4,
    title: null,
    comment: 'Lucu, garis-garis di kepalanya detail. Ekornya bisa sedikit dibengkokkan.',
    author: YOGA,
  },
  {
    product: 'Boneka Kucing Oren',
    rating: 5,
    title: 'Wajib punya',
    comment: 'Sebagai pencinta kucing oren, ini wajib punya. Kualitasnya bagus!',
    author: ANDI,
  },
  {
    product: 'Boneka Kucing Oren',
    rating: 4,
    title: 'Adorable',
    comment: 'Adorable little cat, the toe beans on the paws are the best part.',
    author: DEWI,
  },

  // Teddy Bear Putih Salju (3)
  {
    product: 'Teddy Bear Putih Salju',
    rating: 5,
    title: 'Putih bersih',
    comment: 'Putih bersih dan lembut seperti salju. Syal birunya menambah manis.',
    author: SITI,
  },
  {
    product: 'Teddy Bear Putih Salju',
    rating: 4,
    title: null,
    comment: 'Bagus sekali, tapi warna putih gampang kotor jadi harus rajin dicuci.',
    author: MAYA,
  },
  {
    product: 'Teddy Bear Putih Salju',
    rating: 2,
    title: 'Warna kusam',
    comment: 'Warnanya agak kusam, tidak seputih di foto. Bahannya memang lembut.',
    author: BUDI,
  },

  // Boneka Dino Hijau (3)
  {
    product: 'Boneka Dino Hijau',
    rating: 5,
    title: 'Rawr!',
    comment: 'Anak saya pecinta dinosaurus, langsung teriak kegirangan. Duri di punggungnya empuk.',
    author: ANDI,
  },
  {
    product: 'Boneka Dino Hijau',
    rating: 4,
    title: null,
    comment: 'Warnanya cerah dan bahannya tebal. Cocok untuk anak laki-laki.',
    author: AGUS,
  },
  {
    product: 'Boneka Dino Hijau',
    rating: 5,
    title: 'Dino favorit',
    comment: 'Cute dino, my nephew carries it everywhere. Highly recommended.',
    author: YOGA,
  },

  // Boneka Beruang Tidur (3)
  {
    product: 'Boneka Beruang Tidur',
    rating: 5,
    title: 'Teman tidur',
    comment: 'Benar-benar teman tidur. Topinya lucu dan bantal kecilnya bisa dipeluk.',
    author: RINA,
  },
  {
    product: 'Boneka Beruang Tidur',
    rating: 5,
    title: null,
    comment: 'Bikin tenang melihat wajahnya yang sedang tidur. Cocok untuk kamar bayi.',
    author: DEWI,
  },
  {
    product: 'Boneka Beruang Tidur',
    rating: 4,
    title: 'Manis',
    comment: 'Manis sekali. Bahan topinya sedikit tipis, tapi jahitannya tetap rapi.',
    author: MAYA,
  },

  // Boneka Beruang Couple (3)
  {
    product: 'Boneka Beruang Couple',
    rating: 5,
    title: 'Kado Valentine',
    comment: 'Kado Valentine untuk istri, katanya ini kado paling manis tahun ini.',
    author: BUDI,
  },
  {
    product: 'Boneka Beruang Couple',
    rating: 4,
    title: null,
    comment: 'Sepasang beruangnya lucu dan hati merahnya empuk. Sayang stoknya tinggal sedikit.',
    author: ANDI,
  },
  {
    product: 'Boneka Beruang Couple',
    rating: 5,
    title: 'Romantis',
    comment: 'Romantis dan rapi, cocok untuk hadiah pernikahan teman.',
    author: SITI,
  },

  // Boneka Penguin Mungil (2)
  {
    product: 'Boneka Penguin Mungil',
    rating: 5,
    title: 'Topi rajutnya lucu',
    comment: 'Topi rajut dan syal merahnya bikin gemas. Ukurannya pas untuk dibawa jalan-jalan.',
    author: MAYA,
  },
  {
    product: 'Boneka Penguin Mungil',
    rating: 3,
    title: null,
    comment: 'Lucu, tapi kakinya sedikit miring jadi tidak bisa berdiri tegak.',
    author: YOGA,
  },

  // Boneka Hamster Gendut (2)
  {
    product: 'Boneka Hamster Gendut',
    rating: 5,
    title: 'Bulat gemas',
    comment: 'Bulat, empuk, dan pipinya menggemaskan. Pas untuk bantal kecil di meja kerja.',
    author: RINA,
  },
  {
    product: 'Boneka Hamster Gendut',
    rating: 4,
    title: null,
    comment: 'Ukurannya lumayan besar untuk harga segini. Anak-anak sampai rebutan.',
    author: AGUS,
  },

  // Boneka Singa Jambul (2)
  {
    product: 'Boneka Singa Jambul',
    rating: 4,
    title: 'Surai keren',
    comment: 'Surainya tebal dan keren, kata anak saya mirip raja hutan di film.',
    author: BUDI,
  },
  {
    product: 'Boneka Singa Jambul',
    rating: 5,
    title: null,
    comment: 'Great gift for my nephew, the mane is so fluffy!',
    author: DEWI,
  },

  // Boneka Anjing Puppy (2)
  {
    product: 'Boneka Anjing Puppy',
    rating: 5,
    title: 'Lidahnya lucu',
    comment: 'Lidah kecil yang melet itu bikin gemas. Telinganya lembut sekali.',
    author: SITI,
  },
  {
    product: 'Boneka Anjing Puppy',
    rating: 4,
    title: null,
    comment: 'Bagus, kalungnya ada liontin hati. Sedikit bau pabrik di awal tapi hilang setelah diangin-anginkan.',
    author: YOGA,
  },

  // Boneka Babi Imut (1)
  {
    product: 'Boneka Babi Imut',
    rating: 4,
    title: 'Imut',
    comment: 'Imut dan empuk, bunga kecil di kepalanya manis. Anak saya suka.',
    author: ANDI,
  },

  // Boneka Katak Hijau (1)
  {
    product: 'Boneka Katak Hijau',
    rating: 1,
    title: 'Jahitan lepas',
    comment: 'Baru dua hari dimainkan, jahitan di kaki sudah lepas dan dakronnya keluar. Kecewa.',
    author: MAYA,
  },
];
