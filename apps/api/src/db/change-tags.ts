import type {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  ColumnUpdateNode,
  DeleteQueryNode,
  InsertQueryNode,
  OperationNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  RootOperationNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
} from 'kysely';

/**
 * What a write changed, named so that a cached read can say what it shows (decision 012: a cache is invalidated
 * by what a write changed, not by the fact that something was written). A write to table `t` yields:
 * - `t` — something in the table changed (whole-table readers such as the dashboard);
 * - `t:k=v` for each value v of the table's row key k that the statement pins (`where k = v`, `k in (…)`,
 *   or the inserted rows' k), or `t:?` when it cannot tell which rows;
 * - `t.c` for each column an update sets (a page sorted or filtered by c depends on it);
 * - `t:+` when rows appear or disappear (insert, delete): pages that list the table depend on its set.
 * `*` stands for "anything may have changed" (statements it cannot read, deletes that cascade widely):
 * it drops everything.
 */
export const EVERYTHING = '*';

/** The column a table's readers are keyed on: the row tags name its values. */
const ROW_KEYS: Record<string, string> = {
  products: 'id',
  reviews: 'product_id',
  review_images: 'review_id',
  product_questions: 'product_id',
  cart_items: 'user_id',
  wishlist_items: 'user_id',
};

/** Tables whose rows go with a deleted parent row (ON DELETE CASCADE): what a delete there also changes. */
const CASCADES: Record<string, readonly string[] | typeof EVERYTHING> = {
  users: EVERYTHING,
  products: [
    'reviews',
    'review_images',
    'review_votes',
    'product_questions',
    'question_reports',
    'cart_items',
    'wishlist_items',
    'product_categories',
    'product_variants',
    'product_options',
    'product_images',
  ],
  // A deleted variant takes its cart and wishlist lines; a deleted photo empties its variants' image_id.
  product_variants: ['cart_items', 'wishlist_items'],
  product_images: ['product_variants'],
  reviews: ['review_images', 'review_votes'],
  orders: [
    'order_items',
    'order_history',
    'idempotency_keys',
    'uploads',
    'transfer_codes',
    'payment_events',
    'notifications',
    'order_tracking_events',
    'order_complaints',
    'order_shipments',
  ],
};

/**
 * Prices fall in bands of PRICE_BAND rupiah, the last one open-ended. An update that sets a product's price from
 * a known value to another (`set price = q … where id = ? and price = p`: the owner's edit) names the bands from p
 * to q instead of the whole column: only pages listing or filtering prices in those bands can change
 * (decision 014). Any other write to the price names the column, which every such page also depends on.
 */
export const PRICE_BAND = 50_000;
const TOP_BAND = 40;
const bandOf = (price: number) => Math.min(TOP_BAND, Math.max(0, Math.floor(price / PRICE_BAND)));

/** Tags a reader depends on. */
export const tag = {
  /** The bands holding prices from `low` to `high` (inclusive), with the column for writes that name no values. */
  prices(low: number, high: number): string[] {
    const tags = ['products.price'];
    for (let band = bandOf(low); band <= bandOf(high); band++) tags.push(`products.price@${band}`);
    return tags;
  },
  table: (table: string) => table,
  rows: (table: string, values: ReadonlyArray<unknown>) => [
    `${table}:?`,
    ...values.map((v) => `${table}:${ROW_KEYS[table]}=${String(v)}`),
  ],
  columns: (table: string, columns: ReadonlyArray<string>) => columns.map((c) => `${table}.${c}`),
  set: (table: string) => `${table}:+`,
};

const nameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'TableNode') return (node as TableNode).table.identifier.name;
  if (node.kind === 'AliasNode') return nameOf((node as AliasNode).node);
  return undefined;
};

const columnOf = (node: OperationNode): string | undefined => {
  if (node.kind === 'ColumnNode') return (node as ColumnNode).column.name;
  if (node.kind === 'ReferenceNode') {
    const column = (node as ReferenceNode).column;
    return column.kind === 'ColumnNode' ? column.column.name : undefined;
  }
  return undefined;
};

/** The values `where` pins `column` to (conditions joined by `and` at the top), or undefined. */
function pinned(where: WhereNode | undefined, column: string): unknown[] | undefined {
  const visit = (node: OperationNode): unknown[] | undefined => {
    if (node.kind === 'ParensNode') return visit((node as ParensNode).node);
    if (node.kind === 'AndNode') {
      const and = node as AndNode;
      return visit(and.left) ?? visit(and.right);
    }
    if (node.kind !== 'BinaryOperationNode') return undefined;
    const { leftOperand, operator, rightOperand } = node as BinaryOperationNode;
    if (columnOf(leftOperand) !== column || operator.kind !== 'OperatorNode') return undefined;
    const op = (operator as unknown as { operator: string }).operator;
    if (op === '=' && rightOperand.kind === 'ValueNode') return [(rightOperand as ValueNode).value];
    if (op !== 'in') return undefined;
    if (rightOperand.kind === 'PrimitiveValueListNode') return [...(rightOperand as PrimitiveValueListNode).values];
    if (rightOperand.kind === 'ValueListNode') {
      const items = (rightOperand as ValueListNode).values;
      if (items.every((v) => v.kind === 'ValueNode')) return items.map((v) => (v as ValueNode).value);
    }
    return undefined;
  };
  return where ? visit(where.where) : undefined;
}

/** The values an insert gives `column`, row by row, or undefined (insert … select, a computed value). */
function inserted(node: InsertQueryNode, column: string): unknown[] | undefined {
  const index = node.columns?.findIndex((c) => c.column.name === column) ?? -1;
  if (index < 0 || node.values?.kind !== 'ValuesNode') return undefined;
  const values: unknown[] = [];
  for (const row of (node.values as ValuesNode).values) {
    if (row.kind === 'PrimitiveValueListNode') values.push(row.values[index]);
    else {
      const item = (row as ValueListNode).values[index];
      if (item?.kind !== 'ValueNode') return undefined;
      values.push((item as ValueNode).value);
    }
  }
  return values;
}

const updatedColumns = (updates: ReadonlyArray<ColumnUpdateNode> | undefined) =>
  (updates ?? []).map((u) => columnOf(u.column)).filter((c): c is string => c !== undefined);

/** Rows given a new generated id cannot be in anything read before: only the table's set changes. */
function insertedRowTags(table: string, node: InsertQueryNode): string[] {
  const key = ROW_KEYS[table];
  if (!key) return [];
  if (key === 'id' && !node.columns?.some((c) => c.column.name === 'id')) return [];
  return rowTags(table, inserted(node, key));
}

function rowTags(table: string, values: unknown[] | undefined): string[] {
  const key = ROW_KEYS[table];
  if (!key) return [];
  if (!values) return [`${table}:?`];
  return values.map((v) => `${table}:${key}=${String(v)}`);
}

/** [low, high] of an update that sets the price to a value from a value its `where` pins, or undefined. */
function priceChange(node: UpdateQueryNode): [number, number] | undefined {
  const update = node.updates?.find((u) => columnOf(u.column) === 'price');
  if (!update || update.value.kind !== 'ValueNode') return undefined;
  const to = (update.value as ValueNode).value;
  const from = pinned(node.where, 'price');
  if (typeof to !== 'number' || from?.length !== 1 || typeof from[0] !== 'number') return undefined;
  return [Math.min(from[0], to), Math.max(from[0], to)];
}

/** The tables a write changes (with what a delete cascades to); EVERYTHING when nothing tells. */
export const changedTables = (node: RootOperationNode): string[] =>
  changeTags(node).filter((t) => !t.includes(':') && !t.includes('.'));

/** The tags of one statement that may change data (see the top of this file). */
export function changeTags(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = nameOf(node.into);
      if (!table) return [EVERYTHING];
      return [
        table,
        `${table}:+`,
        ...insertedRowTags(table, node),
        ...tag.columns(table, updatedColumns(node.onConflict?.updates)),
      ];
    }
    case 'UpdateQueryNode': {
      const table = nameOf(node.table);
      if (!table || node.from || node.joins) return [EVERYTHING];
      const key = ROW_KEYS[table];
      const columns = updatedColumns(node.updates);
      const priceMove = table === 'products' ? priceChange(node) : undefined;
      return [
        table,
        ...rowTags(table, key ? pinned(node.where, key) : undefined),
        ...tag.columns(table, priceMove ? columns.filter((c) => c !== 'price') : columns),
        ...(priceMove ? tag.prices(...priceMove).slice(1) : []),
      ];
    }
    case 'DeleteQueryNode': {
      const tables = (node as DeleteQueryNode).from.froms.map(nameOf);
      const table = tables[0];
      if (!table || tables.length !== 1 || node.using || node.joins) return [EVERYTHING];
      const cascades = CASCADES[table];
      if (cascades === EVERYTHING) return [EVERYTHING];
      const key = ROW_KEYS[table];
      return [
        table,
        `${table}:+`,
        ...rowTags(table, key ? pinned(node.where, key) : undefined),
        ...(cascades ?? []).flatMap((child) => [child, `${child}:+`, ...rowTags(child, undefined)]),
      ];
    }
    default:
      // Raw SQL, merge, DDL: nothing tells which rows changed.
      return [EVERYTHING];
  }
}
