import { sql } from 'kysely';
import type { Db, Dialect, Executor } from '../../db/database.js';
import { TRUE, toBool } from '../../db/database.js';
import { prepared, slot } from '../../db/prepared.js';
import type { VariantFields } from '../variants/variant-columns.js';
import { CARD_COLUMNS, timeOf, type ProductCardRow } from './product-cards.js';
import type { GalleryImage } from './product-parts.repo.js';

/** One variant as the product's page reads it. */
export interface VariantPart extends VariantFields {
  id: number;
  image_id: number | null;
}
/** A product with its options, variants (switched off too), gallery and categories (the main one first). */
export interface ProductDetailRow extends ProductCardRow {
  active: boolean;
  options: { name: string; values: string[] }[];
  variants: VariantPart[];
  images: GalleryImage[];
  categories: { id: number; slug: string; name: string }[];
}
/** A part's rows as `partsJson` writes them: parsed JSON on PostgreSQL (null for none), text on SQLite. */
type PartsJson<Row> = Row[] | string | null;
type OptionJson = [string, string];
type VariantJson = [
  number,
  string,
  string,
  string,
  string | null,
  number,
  number,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  boolean | number,
  number | null,
  string | null,
  string | null,
];
type ImageJson = [number, string, string | null, number];
type CategoryJson = [number, string, string];
const rowsOf = <Row>(json: PartsJson<Row>): Row[] =>
  typeof json === 'string' ? (JSON.parse(json) as Row[]) : (json ?? []);

/**
 * A product's page in one statement: the product, its options, variants, photos and categories, each as a JSON
 * array from its own index (`product_id, position` or the primary key). On PostgreSQL every statement costs its
 * parse and plan before it runs, so five reads would cost the detail most of its speed (docs/performance.md).
 */
export function productDetailRepo(db: Db, dialect: Dialect) {
  const time = timeOf(dialect);
  const partsJson = (columns: string, order: string, from: string) =>
    sql.raw(
      dialect === 'postgres'
        ? `(select json_agg(json_build_array(${columns}) order by ${order}) from ${from})`
        : `(select json_group_array(json_array(${columns}) order by ${order}) from ${from})`,
    );
  const detailQuery = (ex: Executor) =>
    ex
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .select([
        ...CARD_COLUMNS,
        'products.is_active',
        partsJson('o.name, o.option_values', 'o.position', 'product_options o where o.product_id = products.id').as(
          'options',
        ),
        partsJson(
          'v.id, v.option1, v.option2, v.option3, v.sku, v.price, v.stock, v.weight_grams, v.length_cm, v.width_cm, ' +
            'v.height_cm, v.image_id, v.is_active, v.sale_price, v.sale_starts_at, v.sale_ends_at',
          'v.position, v.id',
          'product_variants v where v.product_id = products.id',
        ).as('variants'),
        partsJson(
          'i.id, i.image, i.thumbnail, i.position',
          'i.position, i.id',
          'product_images i where i.product_id = products.id',
        ).as('images'),
        partsJson(
          'c.id, c.slug, c.name_id',
          'c.id = products.category_id desc, c.position, c.id',
          'product_categories pc join categories c on c.id = pc.category_id where pc.product_id = products.id',
        ).as('categories'),
      ])
      .where('products.id', '=', slot(0));
  const listedDetail = prepared(db, detailQuery(db).where('products.is_active', '=', TRUE));
  const anyDetail = prepared(db, detailQuery(db));
  const variantOf = (v: VariantJson): VariantPart => ({
    id: v[0],
    option1: v[1],
    option2: v[2],
    option3: v[3],
    sku: v[4],
    price: v[5],
    stock: v[6],
    weight_grams: v[7],
    length_cm: v[8],
    width_cm: v[9],
    height_cm: v[10],
    image_id: v[11],
    is_active: toBool(v[12]),
    sale_price: v[13],
    sale_starts_at: v[14] === null ? null : time(v[14]),
    sale_ends_at: v[15] === null ? null : time(v[15]),
  });
  const detailOf = (row: Awaited<ReturnType<typeof anyDetail>>[number]): ProductDetailRow => {
    const { is_active, options, variants, images, categories, ...card } = row;
    return {
      ...card,
      active: toBool(is_active),
      options: rowsOf(options as PartsJson<OptionJson>).map(([name, values]) => ({
        name,
        values: JSON.parse(values) as string[],
      })),
      variants: rowsOf(variants as PartsJson<VariantJson>).map(variantOf),
      images: rowsOf(images as PartsJson<ImageJson>).map(([id, image, thumbnail, position]) => ({
        id,
        image,
        thumbnail,
        position,
      })),
      categories: rowsOf(categories as PartsJson<CategoryJson>).map(([id, slug, name]) => ({ id, slug, name })),
    };
  };

  return {
    /** A product with its parts: a listed one, or (`hidden`) whether listed or not. */
    async detail(id: number, hidden = false): Promise<ProductDetailRow | undefined> {
      const [row] = await (hidden ? anyDetail : listedDetail)(id);
      return row && detailOf(row);
    },
  };
}
