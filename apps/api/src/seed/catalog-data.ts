// Demo catalogue for Boneka Shop: categories, products with their options, variants and galleries, reviewers and
// reviews used by the seed. The photos are drawn from apps/api/seed-images/ (original hand-written SVG
// illustrations) by ./demo-photos.ts.
import type { DemoPhoto } from './demo-photos.js';

/** A category of the demo shop's two-level tree, by slug; children are one level down. */
export interface DemoCategory {
  slug: string;
  nameId: string;
  nameEn: string;
  children?: DemoCategory[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'boneka-beruang', nameId: 'Boneka Beruang', nameEn: 'Teddy Bears' },
  {
    slug: 'boneka-karakter',
    nameId: 'Boneka Karakter',
    nameEn: 'Character Plushies',
    children: [
      { slug: 'hewan-lucu', nameId: 'Hewan Lucu', nameEn: 'Cute Pets' },
      { slug: 'hewan-liar', nameId: 'Hewan Liar', nameEn: 'Wild Animals' },
      { slug: 'fantasi', nameId: 'Fantasi', nameEn: 'Fantasy' },
    ],
  },
  { slug: 'boneka-wisuda', nameId: 'Boneka Wisuda', nameEn: 'Graduation Dolls' },
  { slug: 'bantal-guling', nameId: 'Bantal & Guling', nameEn: 'Pillows & Bolsters' },
  {
    slug: 'kado',
    nameId: 'Kado',
    nameEn: 'Gifts',
    children: [
      { slug: 'hampers', nameId: 'Hampers', nameEn: 'Gift Hampers' },
      { slug: 'kado-pasangan', nameId: 'Kado Pasangan', nameEn: 'Gifts for Couples' },
      { slug: 'gantungan-kunci', nameId: 'Gantungan Kunci', nameEn: 'Keychains' },
    ],
  },
];

export interface DemoVariant {
  /** Its value of each option, in option order; empty for a product without options. */
  options: string[];
  sku: string;
  price: number;
  stock: number;
  weightGrams: number;
  /** Length × width × height of the parcel in cm, for the bulky ones (volumetric weight). */
  dimensions?: [number, number, number];
  /** The `key` of its photo in the gallery; else the cover stands for it. */
  photo?: string;
  /** Switched off: shown as unavailable, not sold. */
  off?: boolean;
}

export interface DemoProduct {
  name: string;
  description: string;
  soldCount: number;
  /** Slugs of DEMO_CATEGORIES; the first is the main one (the spec's `category.name`). */
  categories: string[];
  /** The gallery, cover first. */
  photos: DemoPhoto[];
  options: { name: string; values: string[] }[];
  variants: DemoVariant[];
}

/** The head of most drawings, enlarged: the gallery's close-up. */
const FACE = { left: 200, top: 90, size: 500 };

/** The drawing and a close-up of its head. */
const gallery = (drawing: string, closeUp = FACE): DemoPhoto[] => [{ drawing }, { drawing, closeUp }];

/** A product without options: its one variant. */
const oneVariant = (variant: Omit<DemoVariant, 'options'>) => ({
  options: [],
  variants: [{ ...variant, options: [] }],
});

/** The brown of the teddy bears' fur, and the colours it is also sewn in. */
const BROWN: [number, number] = [15, 45];
const PINK = { hues: BROWN, hue: 345, saturation: 0.55, lighten: 0.35 };
const WHITE = { hues: BROWN, saturation: 0.1, lighten: 0.75 };

const CLASSIC_TEDDY = 'teddy-cokelat-klasik.svg';

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Teddy Bear Klasik',
    description:
      'Teddy bear bergaya klasik dengan tambalan biru di kepala dan dasi kupu-kupu merah, dalam warna coklat atau pink. Tersedia tiga ukuran: 30 cm untuk dibawa ke mana-mana, 50 cm untuk dipeluk, dan 1 meter untuk kado yang berkesan (dikirim dalam kemasan vakum). Bahan velboa premium berisi dakron silikon; mata dijahit kuat sehingga aman untuk anak di atas 3 tahun.',
    soldCount: 486,
    categories: ['boneka-beruang', 'kado'],
    photos: [
      { key: 'coklat', drawing: CLASSIC_TEDDY },
      { key: 'pink', drawing: CLASSIC_TEDDY, recolour: PINK },
      { drawing: CLASSIC_TEDDY, closeUp: FACE },
      { drawing: CLASSIC_TEDDY, recolour: PINK, closeUp: FACE },
    ],
    options: [
      { name: 'Ukuran', values: ['30 cm', '50 cm', '1 m'] },
      { name: 'Warna', values: ['Coklat', 'Pink'] },
    ],
    variants: [
      { options: ['30 cm', 'Coklat'], sku: 'BR-30-CKL', price: 149000, stock: 25, weightGrams: 300, photo: 'coklat' },
      { options: ['30 cm', 'Pink'], sku: 'BR-30-PNK', price: 149000, stock: 18, weightGrams: 300, photo: 'pink' },
      { options: ['50 cm', 'Coklat'], sku: 'BR-50-CKL', price: 275000, stock: 42, weightGrams: 700, photo: 'coklat' },
      { options: ['50 cm', 'Pink'], sku: 'BR-50-PNK', price: 275000, stock: 12, weightGrams: 700, photo: 'pink' },
      {
        options: ['1 m', 'Coklat'],
        sku: 'BR-1M-CKL',
        price: 649000,
        stock: 3,
        weightGrams: 1500,
        dimensions: [60, 40, 30],
        photo: 'coklat',
      },
      {
        options: ['1 m', 'Pink'],
        sku: 'BR-1M-PNK',
        price: 649000,
        stock: 0,
        weightGrams: 1500,
        dimensions: [60, 40, 30],
        photo: 'pink',
      },
    ],
  },
  {
    name: 'Teddy Bear Putih Salju',
    description:
      'Beruang putih selembut salju dengan syal rajut biru. Bulu rasfur halus dan tebal, tinggi 45 cm, cocok sebagai kado ulang tahun atau hiasan kamar.',
    soldCount: 214,
    categories: ['boneka-beruang'],
    photos: gallery('teddy-putih-salju.svg'),
    ...oneVariant({ sku: 'TD-PTH-45', price: 289000, stock: 27, weightGrams: 600 }),
  },
  {
    name: 'Boneka Beruang Pink',
    description:
      'Boneka beruang pink pastel dengan pita merah muda di telinga dan hati bordir di perut. Bahan velboa lembut, tinggi 35 cm, aman untuk anak dan cocok sebagai kado untuk orang tersayang.',
    soldCount: 412,
    categories: ['boneka-beruang', 'kado-pasangan'],
    photos: gallery('boneka-beruang-pink.svg'),
    ...oneVariant({ sku: 'BR-PNK-35', price: 159000, stock: 64, weightGrams: 450 }),
  },
  {
    name: 'Teddy Bear Jumbo Madu 100 cm',
    description:
      'Teddy bear jumbo warna madu setinggi 100 cm dengan pita satin biru. Isian dakron padat yang empuk untuk dipeluk atau dijadikan sandaran. Dikirim dalam kemasan vakum agar ongkir lebih hemat.',
    soldCount: 96,
    categories: ['boneka-beruang'],
    photos: gallery('teddy-jumbo-madu.svg'),
    ...oneVariant({ sku: 'TD-MDU-100', price: 649000, stock: 2, weightGrams: 1800, dimensions: [50, 35, 25] }),
  },
  {
    name: 'Boneka Kelinci Lembut',
    description:
      'Kelinci bertelinga panjang yang memegang wortel kecil, dalam warna pink, putih, atau abu-abu. Bahan minky super lembut, tinggi 40 cm termasuk telinga, aman untuk bayi dan mudah dicuci.',
    soldCount: 355,
    categories: ['hewan-lucu'],
    photos: [
      { key: 'pink', drawing: 'boneka-kelinci-pink-lembut.svg' },
      {
        key: 'putih',
        drawing: 'boneka-kelinci-pink-lembut.svg',
        recolour: { hues: [320, 360], saturation: 0.05, lighten: 0.5 },
      },
      {
        key: 'abu',
        drawing: 'boneka-kelinci-pink-lembut.svg',
        recolour: { hues: [320, 360], saturation: 0.04, lighten: -0.1 },
      },
      { drawing: 'boneka-kelinci-pink-lembut.svg', closeUp: { left: 190, top: 60, size: 520 } },
    ],
    options: [{ name: 'Warna', values: ['Pink', 'Putih', 'Abu-abu'] }],
    variants: [
      { options: ['Pink'], sku: 'KLC-PNK-40', price: 135000, stock: 40, weightGrams: 400, photo: 'pink' },
      { options: ['Putih'], sku: 'KLC-PTH-40', price: 135000, stock: 30, weightGrams: 400, photo: 'putih' },
      { options: ['Abu-abu'], sku: 'KLC-ABU-40', price: 139000, stock: 18, weightGrams: 400, photo: 'abu' },
    ],
  },
  {
    name: 'Boneka Kucing Oren',
    description:
      'Kucing oren belang lengkap dengan kalung lonceng dan telapak kaki berbentuk toe beans. Bahan plush halus, tinggi 30 cm, cocok untuk pecinta kucing segala usia.',
    soldCount: 268,
    categories: ['hewan-lucu'],
    photos: gallery('boneka-kucing-oren.svg'),
    ...oneVariant({ sku: 'KCG-ORN-30', price: 129000, stock: 53, weightGrams: 350 }),
  },
  {
    name: 'Boneka Panda Gembul',
    description:
      'Panda gembul berpipi tembam yang memeluk batang bambu. Bahan velboa tebal dengan isian dakron silikon, tinggi 50 cm. Enak dipeluk dan aman untuk anak.',
    soldCount: 301,
    categories: ['hewan-liar'],
    photos: gallery('boneka-panda-gembul.svg'),
    ...oneVariant({ sku: 'PND-GBL-50', price: 299000, stock: 35, weightGrams: 800 }),
  },
  {
    name: 'Boneka Gajah Biru',
    description:
      'Gajah biru muda bertelinga lebar dengan belalai yang bisa ditekuk. Bahan katun plush yang lembut di kulit, tinggi 35 cm, cocok untuk teman tidur bayi.',
    soldCount: 87,
    categories: ['hewan-liar'],
    photos: gallery('boneka-gajah-biru.svg'),
    ...oneVariant({ sku: 'GJH-BRU-35', price: 219000, stock: 24, weightGrams: 450 }),
  },
  {
    name: 'Boneka Penguin Mungil',
    description:
      'Penguin mungil memakai topi rajut dan syal merah. Tinggi 25 cm, ringan dan pas dibawa bepergian. Aman untuk anak usia 1 tahun ke atas.',
    soldCount: 173,
    categories: ['hewan-liar'],
    photos: gallery('boneka-penguin-mungil.svg'),
    ...oneVariant({ sku: 'PGN-MGL-25', price: 89000, stock: 76, weightGrams: 200 }),
  },
  {
    name: 'Boneka Unicorn Pelangi',
    description:
      'Unicorn putih dengan surai dan ekor pelangi pastel serta tanduk emas yang empuk. Tinggi 35 cm; ukuran 60 cm segera hadir. Bahan velboa premium, cocok untuk kado ulang tahun anak.',
    soldCount: 239,
    categories: ['fantasi'],
    photos: gallery('boneka-unicorn-pelangi.svg'),
    options: [{ name: 'Ukuran', values: ['35 cm', '60 cm'] }],
    variants: [
      { options: ['35 cm'], sku: 'UNI-PLG-35', price: 325000, stock: 4, weightGrams: 500 },
      // Not on sale yet: the owner keeps it listed, switched off.
      { options: ['60 cm'], sku: 'UNI-PLG-60', price: 549000, stock: 0, weightGrams: 1100, off: true },
    ],
  },
  {
    name: 'Boneka Dino Hijau',
    description:
      'Dinosaurus hijau ceria dengan duri oranye yang lembut dan perut bergaris. Bahan plush tebal, tinggi 35 cm, cocok untuk anak pecinta dinosaurus.',
    soldCount: 192,
    categories: ['fantasi'],
    photos: gallery('boneka-dino-hijau.svg'),
    ...oneVariant({ sku: 'DNO-HJU-35', price: 175000, stock: 47, weightGrams: 450 }),
  },
  {
    name: 'Boneka Rubah Oranye',
    description:
      'Rubah oranye dengan ekor besar berujung putih dan kaki cokelat tua. Bahan velboa halus, tinggi 35 cm. Koleksi terbaru musim ini.',
    soldCount: 0,
    categories: ['hewan-liar'],
    photos: gallery('boneka-rubah-oranye.svg'),
    ...oneVariant({ sku: 'RBH-ORN-35', price: 189000, stock: 9, weightGrams: 400 }),
  },
  {
    name: 'Boneka Koala Peluk',
    description:
      'Koala abu-abu bertelinga lebar yang membawa ranting daun eukaliptus. Bulu lembut dan isian padat, tinggi 30 cm. Cocok untuk dipeluk saat tidur.',
    soldCount: 58,
    categories: ['hewan-liar'],
    photos: gallery('boneka-koala-peluk.svg'),
    ...oneVariant({ sku: 'KLA-ABU-35', price: 165000, stock: 7, weightGrams: 400 }),
  },
  {
    name: 'Boneka Singa Jambul',
    description:
      'Singa kecil dengan surai jambul oranye yang tebal dan ujung ekor berbentuk hati. Bahan plush premium, tinggi 40 cm, cocok untuk kado anak laki-laki maupun perempuan.',
    soldCount: 220,
    categories: ['hewan-liar'],
    photos: gallery('boneka-singa-jambul.svg'),
    ...oneVariant({ sku: 'SGA-JBL-40', price: 265000, stock: 0, weightGrams: 600 }),
  },
  {
    name: 'Boneka Burung Hantu',
    description:
      'Burung hantu ungu bermata besar yang bertengger di ranting. Bahan velboa lembut, tinggi 28 cm, manis sebagai hiasan meja belajar.',
    soldCount: 44,
    categories: ['hewan-liar'],
    photos: gallery('boneka-burung-hantu.svg'),
    ...oneVariant({ sku: 'BHT-UNG-25', price: 92500, stock: 3, weightGrams: 250 }),
  },
  {
    name: 'Boneka Babi Imut',
    description:
      'Babi pink imut dengan moncong bulat, telinga terlipat, dan bunga kecil di kepala. Bahan plush lembut, tinggi 25 cm, aman untuk balita.',
    soldCount: 126,
    categories: ['hewan-lucu'],
    photos: gallery('boneka-babi-imut.svg'),
    ...oneVariant({ sku: 'BBI-PNK-25', price: 79000, stock: 61, weightGrams: 250 }),
  },
  {
    name: 'Boneka Domba Keriting',
    description:
      'Domba berbulu keriting dengan kalung lonceng kecil. Bahan sherpa lembut seperti wol asli, tinggi 30 cm, nyaman untuk teman tidur anak.',
    soldCount: 71,
    categories: ['hewan-lucu'],
    photos: gallery('boneka-domba-keriting.svg'),
    ...oneVariant({ sku: 'DMB-KRT-30', price: 149500, stock: 5, weightGrams: 350 }),
  },
  {
    name: 'Boneka Monyet Ceria',
    description:
      'Monyet cokelat yang selalu tersenyum sambil memegang pisang. Tangan dan ekornya panjang sehingga bisa dikaitkan, tinggi 30 cm.',
    soldCount: 103,
    categories: ['hewan-liar'],
    photos: gallery('boneka-monyet-ceria.svg'),
    ...oneVariant({ sku: 'MYT-CRA-30', price: 85000, stock: 39, weightGrams: 300 }),
  },
  {
    name: 'Boneka Bebek Kuning',
    description:
      'Bebek kuning cerah dengan dasi kupu-kupu biru dan kaki oranye. Tinggi 25 cm, ringan dan lembut, aman untuk bayi.',
    soldCount: 350,
    categories: ['hewan-lucu'],
    photos: gallery('boneka-bebek-kuning.svg'),
    ...oneVariant({ sku: 'BBK-KNG-25', price: 69000, stock: 0, weightGrams: 200 }),
  },
  {
    name: 'Boneka Katak Hijau',
    description:
      'Pangeran katak hijau bermahkota emas dengan senyum lebar. Bahan plush halus, tinggi 25 cm, cocok untuk hadiah lucu.',
    soldCount: 98,
    categories: ['hewan-lucu', 'fantasi'],
    photos: gallery('boneka-katak-hijau.svg'),
    ...oneVariant({ sku: 'KTK-HJU-25', price: 75000, stock: 44, weightGrams: 250 }),
  },
  {
    name: 'Boneka Anjing Puppy',
    description:
      'Anak anjing krem bertelinga panjang dengan kalung merah berliontin hati. Bahan velboa lembut, tinggi 30 cm, cocok untuk pecinta anjing.',
    soldCount: 187,
    categories: ['hewan-lucu'],
    photos: gallery('boneka-anjing-puppy.svg'),
    ...oneVariant({ sku: 'ANJ-KRM-30', price: 95000, stock: 58, weightGrams: 300 }),
  },
  {
    name: 'Boneka Hamster Gendut',
    description:
      'Hamster bulat gendut yang memegang biji bunga matahari. Bahan mochi super empuk dan elastis, diameter 25 cm, bisa juga dipakai sebagai bantal kecil.',
    soldCount: 264,
    categories: ['hewan-lucu'],
    photos: gallery('boneka-hamster-gendut.svg', { left: 175, top: 200, size: 550 }),
    ...oneVariant({ sku: 'HMS-GDT-20', price: 59500, stock: 112, weightGrams: 200 }),
  },
  {
    name: 'Boneka Jerapah Tinggi',
    description:
      'Jerapah kuning berleher panjang dengan totol cokelat dan tanduk kecil yang empuk. Tinggi 55 cm, cocok sebagai dekorasi kamar anak.',
    soldCount: 63,
    categories: ['hewan-liar'],
    photos: gallery('boneka-jerapah-tinggi.svg'),
    ...oneVariant({ sku: 'JRP-KNG-60', price: 245000, stock: 0, weightGrams: 600 }),
  },
  {
    name: 'Boneka Beruang Tidur',
    description:
      'Beruang mengantuk memakai topi tidur bintang dan memeluk bantal kecil. Bahan minky lembut, tinggi 35 cm, teman tidur yang menenangkan untuk anak.',
    soldCount: 142,
    categories: ['boneka-beruang', 'bantal-guling'],
    photos: gallery('boneka-beruang-tidur.svg'),
    ...oneVariant({ sku: 'BR-TDR-40', price: 259000, stock: 18, weightGrams: 650 }),
  },
  {
    name: 'Boneka Beruang Couple',
    description:
      'Sepasang beruang cokelat dan pink yang memegang hati merah. Tinggi masing-masing 25 cm, kado romantis untuk Valentine, anniversary, atau pernikahan.',
    soldCount: 157,
    categories: ['boneka-beruang', 'kado-pasangan'],
    photos: gallery('boneka-beruang-couple.svg'),
    ...oneVariant({ sku: 'BR-CPL-30', price: 389000, stock: 6, weightGrams: 900 }),
  },
  {
    name: 'Gantungan Kunci Beruang Mini',
    description:
      'Gantungan kunci beruang mini setinggi 10 cm dengan ring logam anti karat, dalam warna coklat, pink, atau putih. Cocok untuk tas, kunci, atau souvenir acara.',
    soldCount: 498,
    categories: ['gantungan-kunci', 'boneka-beruang'],
    photos: [
      { key: 'coklat', drawing: 'gantungan-kunci-beruang-mini.svg' },
      { key: 'pink', drawing: 'gantungan-kunci-beruang-mini.svg', recolour: PINK },
      { key: 'putih', drawing: 'gantungan-kunci-beruang-mini.svg', recolour: WHITE },
    ],
    options: [{ name: 'Warna', values: ['Coklat', 'Pink', 'Putih'] }],
    variants: [
      { options: ['Coklat'], sku: 'GK-BR-CKL', price: 35000, stock: 60, weightGrams: 50, photo: 'coklat' },
      { options: ['Pink'], sku: 'GK-BR-PNK', price: 35000, stock: 40, weightGrams: 50, photo: 'pink' },
      { options: ['Putih'], sku: 'GK-BR-PTH', price: 35000, stock: 20, weightGrams: 50, photo: 'putih' },
    ],
  },
  {
    name: 'Boneka Wisuda Teddy Toga',
    description:
      'Teddy bear bertoga lengkap dengan tali toga emas dan gulungan ijazah: kado wisuda yang pasti bikin senyum. Pilih warna toga sesuai almamater, hitam, biru dongker, atau merah marun, dan tinggi 25 cm atau 40 cm. Bahan velboa lembut berisi dakron.',
    soldCount: 132,
    categories: ['boneka-wisuda', 'kado'],
    photos: [
      { key: 'hitam', drawing: CLASSIC_TEDDY, toga: '#1f1f24' },
      { key: 'biru', drawing: CLASSIC_TEDDY, toga: '#1d2f5e' },
      { key: 'marun', drawing: CLASSIC_TEDDY, toga: '#7a1f2b' },
      { drawing: CLASSIC_TEDDY, toga: '#1f1f24', closeUp: { left: 180, top: 20, size: 540 } },
    ],
    options: [
      { name: 'Ukuran', values: ['25 cm', '40 cm'] },
      { name: 'Warna Toga', values: ['Hitam', 'Biru Dongker', 'Merah Marun'] },
    ],
    variants: [
      { options: ['25 cm', 'Hitam'], sku: 'WSD-TD-25-HTM', price: 125000, stock: 30, weightGrams: 250, photo: 'hitam' },
      {
        options: ['25 cm', 'Biru Dongker'],
        sku: 'WSD-TD-25-BDK',
        price: 125000,
        stock: 14,
        weightGrams: 250,
        photo: 'biru',
      },
      {
        options: ['25 cm', 'Merah Marun'],
        sku: 'WSD-TD-25-MRN',
        price: 125000,
        stock: 9,
        weightGrams: 250,
        photo: 'marun',
      },
      { options: ['40 cm', 'Hitam'], sku: 'WSD-TD-40-HTM', price: 185000, stock: 20, weightGrams: 500, photo: 'hitam' },
      {
        options: ['40 cm', 'Biru Dongker'],
        sku: 'WSD-TD-40-BDK',
        price: 185000,
        stock: 8,
        weightGrams: 500,
        photo: 'biru',
      },
      {
        options: ['40 cm', 'Merah Marun'],
        sku: 'WSD-TD-40-MRN',
        price: 185000,
        stock: 0,
        weightGrams: 500,
        photo: 'marun',
        off: true,
      },
    ],
  },
  {
    name: 'Boneka Wisuda Panda Toga',
    description:
      'Panda gembul bertoga dengan gulungan ijazah di pelukan, tinggi 25 cm. Toga hitam atau biru dongker, tali toga emas. Kado wisuda yang lucu untuk teman, kakak, atau diri sendiri.',
    soldCount: 58,
    categories: ['boneka-wisuda'],
    photos: [
      { key: 'hitam', drawing: 'boneka-panda-gembul.svg', toga: '#1f1f24' },
      { key: 'biru', drawing: 'boneka-panda-gembul.svg', toga: '#1d2f5e' },
    ],
    options: [{ name: 'Warna Toga', values: ['Hitam', 'Biru Dongker'] }],
    variants: [
      { options: ['Hitam'], sku: 'WSD-PD-25-HTM', price: 139000, stock: 12, weightGrams: 300, photo: 'hitam' },
      { options: ['Biru Dongker'], sku: 'WSD-PD-25-BDK', price: 139000, stock: 6, weightGrams: 300, photo: 'biru' },
    ],
  },
  {
    name: 'Hampers Wisuda Teddy & Bunga',
    description:
      'Keranjang rotan berisi teddy bear coklat 30 cm, bunga kain, dan kartu ucapan. Pilih paket dengan buket bunga atau dengan cokelat batangan. Dikemas dalam kardus tebal agar keranjang tidak penyok.',
    soldCount: 74,
    categories: ['hampers', 'boneka-wisuda'],
    photos: [
      { drawing: CLASSIC_TEDDY, basket: true },
      { drawing: CLASSIC_TEDDY, basket: true, closeUp: { left: 120, top: 240, size: 660 } },
    ],
    options: [{ name: 'Paket', values: ['Teddy + Buket Bunga', 'Teddy + Cokelat'] }],
    variants: [
      {
        options: ['Teddy + Buket Bunga'],
        sku: 'HMP-WSD-BNG',
        price: 249000,
        stock: 10,
        weightGrams: 1200,
        dimensions: [35, 25, 30],
      },
      {
        options: ['Teddy + Cokelat'],
        sku: 'HMP-WSD-CKT',
        price: 229000,
        stock: 15,
        weightGrams: 1000,
        dimensions: [35, 25, 30],
      },
    ],
  },
  {
    name: 'Bantal Sofa Kucing Oren',
    description:
      'Bantal sofa bergambar kucing oren, sarung katun yang bisa dilepas dan dicuci, isi dakron lembut. Ukuran 35 × 35 cm untuk kursi atau 45 × 45 cm untuk sofa.',
    soldCount: 88,
    categories: ['bantal-guling'],
    photos: [
      { drawing: 'boneka-kucing-oren.svg', cushion: { fill: '#f6c28b', head: { x: 450, y: 300, r: 230 } } },
      {
        drawing: 'boneka-kucing-oren.svg',
        cushion: { fill: '#f6c28b', head: { x: 450, y: 300, r: 230 } },
        closeUp: { left: 200, top: 180, size: 500 },
      },
    ],
    options: [{ name: 'Ukuran', values: ['35 × 35 cm', '45 × 45 cm'] }],
    variants: [
      { options: ['35 × 35 cm'], sku: 'BTL-KCG-35', price: 89000, stock: 26, weightGrams: 400 },
      { options: ['45 × 45 cm'], sku: 'BTL-KCG-45', price: 119000, stock: 14, weightGrams: 650 },
    ],
  },
  {
    name: 'Guling Dino Hijau',
    description:
      'Guling dinosaurus hijau bertotol untuk teman tidur anak, dengan kepala dino yang empuk di ujungnya. Sarung minky lembut, isi dakron silikon yang tidak menggumpal. Panjang 60 cm atau 100 cm.',
    soldCount: 67,
    categories: ['bantal-guling', 'fantasi'],
    photos: [
      {
        drawing: 'boneka-dino-hijau.svg',
        bolster: { fill: '#86cc82', spots: '#3d6b3a', head: { x: 450, y: 300, r: 210 } },
      },
      {
        drawing: 'boneka-dino-hijau.svg',
        bolster: { fill: '#86cc82', spots: '#3d6b3a', head: { x: 450, y: 300, r: 210 } },
        closeUp: { left: 420, top: 120, size: 460 },
      },
    ],
    options: [{ name: 'Panjang', values: ['60 cm', '100 cm'] }],
    variants: [
      { options: ['60 cm'], sku: 'GLG-DNO-60', price: 99000, stock: 20, weightGrams: 500 },
      { options: ['100 cm'], sku: 'GLG-DNO-100', price: 159000, stock: 11, weightGrams: 900 },
    ],
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

  // Teddy Bear Klasik (8)
  {
    product: 'Teddy Bear Klasik',
    rating: 5,
    title: 'Teddy klasik favorit',
    comment: 'Modelnya klasik dan tidak norak, cocok dipajang di kamar. Tambalan biru di kepalanya lucu sekali.',
    author: RINA,
  },
  {
    product: 'Teddy Bear Klasik',
    rating: 4,
    title: null,
    comment: 'Bahannya halus dan tebal. Dasi kupu-kupunya agak kecil, tapi secara keseluruhan bagus.',
    author: BUDI,
  },
  {
    product: 'Teddy Bear Klasik',
    rating: 5,
    title: 'Anak suka',
    comment: 'Anak saya yang berumur 3 tahun tidur sambil memeluk teddy ini tiap malam. Matanya dijahit kuat, aman.',
    author: SITI,
  },
  {
    product: 'Teddy Bear Klasik',
    rating: 2,
    title: 'Bulu sedikit rontok',
    comment:
      'Minggu pertama bulunya rontok sedikit di karpet. Setelah dicuci sekali sudah tidak lagi, tapi tetap agak kecewa.',
    author: ANDI,
  },
  {
    product: 'Teddy Bear Klasik',
    rating: 5,
    title: 'Great quality',
    comment: 'Great quality for the price. Soft, well stitched and the colour is a lovely warm brown.',
    author: DEWI,
  },
  {
    product: 'Teddy Bear Klasik',
    rating: 5,
    title: null,
    comment: 'Buat hadiah wisuda adik, dia senang sekali. Penjualnya ramah dan cepat membalas chat.',
    author: AGUS,
  },
  {
    product: 'Teddy Bear Klasik',
    rating: 4,
    title: 'Bagus',
    comment: 'Bagus, empuk, dan tidak bau. Semoga awet sampai anak besar.',
    author: MAYA,
  },
  {
    product: 'Teddy Bear Klasik',
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

  // Boneka Kelinci Lembut (7)
  {
    product: 'Boneka Kelinci Lembut',
    rating: 5,
    title: 'Telinganya lucu',
    comment: 'Telinga panjangnya bisa ditekuk, anak saya suka memainkannya. Bahannya lembut sekali.',
    author: RINA,
  },
  {
    product: 'Boneka Kelinci Lembut',
    rating: 4,
    title: null,
    comment: 'Warna pink-nya lembut, tidak mencolok. Wortel kecilnya dijahit kuat, tidak mudah lepas.',
    author: BUDI,
  },
  {
    product: 'Boneka Kelinci Lembut',
    rating: 5,
    title: 'Kado lahiran',
    comment: 'Saya jadikan kado lahiran untuk teman. Bahannya aman untuk bayi dan mudah dicuci.',
    author: SITI,
  },
  {
    product: 'Boneka Kelinci Lembut',
    rating: 5,
    title: null,
    comment: 'Pacar saya senang banget, katanya mirip kelinci peliharaannya dulu.',
    author: ANDI,
  },
  {
    product: 'Boneka Kelinci Lembut',
    rating: 4,
    title: 'Cute bunny',
    comment: 'Very cute and soft. Delivery to Makassar took 5 days but it was worth the wait.',
    author: DEWI,
  },
  {
    product: 'Boneka Kelinci Lembut',
    rating: 2,
    title: 'Ada noda',
    comment:
      'Ada noda kecil di bagian perut saat diterima. Sudah saya bersihkan, tapi seharusnya dicek dulu sebelum dikirim.',
    author: AGUS,
  },
  {
    product: 'Boneka Kelinci Lembut',
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
