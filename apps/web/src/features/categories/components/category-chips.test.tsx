import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category, CategoryNode } from '@boneka/shared';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/categories';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { CategoryChips } from './category-chips';

let nextId = 1;
function category(slug: string, name_id: string, name_en: string, product_count = 3, parent_id: number | null = null) {
  return {
    category_id: nextId++,
    parent_id,
    slug,
    name: name_id,
    name_id,
    name_en,
    position: nextId,
    image_url: null,
    product_count,
  } satisfies Category;
}
const node = (top: Category, children: Category[] = []): CategoryNode => ({ ...top, children });

function tree(): CategoryNode[] {
  const beruang = category('boneka-beruang', 'Boneka Beruang', 'Teddy Bears', 5);
  return [
    node(beruang, [
      category('beruang-kecil', 'Beruang Kecil', 'Small Bears', 2, beruang.category_id),
      category('beruang-jumbo', 'Beruang Jumbo', 'Jumbo Bears', 0, beruang.category_id),
    ]),
    node(category('boneka-wisuda', 'Boneka Wisuda', 'Graduation Dolls', 4)),
    node(category('kado', 'Kado', 'Gifts', 0)),
  ];
}

const hrefFor = (slug: string | null) => (slug ? `/products?category=${slug}` : '/products');

function showChips(props: { active?: string; withChildren?: boolean } = {}, language: 'id' | 'en' = 'id') {
  mockApi({ 'GET /api/categories': { body: { success: true, data: tree() } } });
  return renderPage(<CategoryChips hrefFor={hrefFor} {...props} />, { language });
}

const chipNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the category chips (issue 27)', () => {
  it('start with "Semua", then the top-level categories that have products, each linking to its page', async () => {
    showChips();
    const nav = screen.getByRole('navigation', { name: 'Kategori' });
    await within(nav).findByRole('link', { name: 'Boneka Beruang' });
    expect(chipNames(within(nav).getAllByRole('list')[0]!)).toEqual(['Semua', 'Boneka Beruang', 'Boneka Wisuda']);
    expect(within(nav).getByRole('link', { name: 'Semua' })).toHaveAttribute('href', '/products');
    expect(within(nav).getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Boneka Wisuda' })).toHaveAttribute(
      'href',
      '/products?category=boneka-wisuda',
    );
  });

  it('mark the page’s category, and on the catalogue show its subcategories', async () => {
    showChips({ active: 'boneka-beruang', withChildren: true });
    const chosen = await screen.findByRole('link', { name: 'Boneka Beruang' });
    expect(chosen).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Semua' })).not.toHaveAttribute('aria-current');
    const children = screen.getByRole('list', { name: 'Boneka Beruang' });
    expect(chipNames(children)).toEqual(['Semua Boneka Beruang', 'Beruang Kecil']);
  });

  it('keep a subcategory’s parent chosen, and show an empty category when it is the page’s own', async () => {
    showChips({ active: 'beruang-jumbo', withChildren: true });
    const children = await screen.findByRole('list', { name: 'Boneka Beruang' });
    expect(chipNames(children)).toEqual(['Semua Boneka Beruang', 'Beruang Kecil', 'Beruang Jumbo']);
    expect(within(children).getByRole('link', { name: 'Beruang Jumbo' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Boneka Beruang' })).not.toHaveAttribute('aria-current');
  });

  it('show only the top level on the home page', async () => {
    showChips({ active: 'beruang-kecil' });
    await screen.findByRole('link', { name: 'Boneka Beruang' });
    expect(screen.queryByRole('link', { name: 'Beruang Kecil' })).not.toBeInTheDocument();
  });

  it('name the categories in the page’s language', async () => {
    showChips({}, 'en');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    await within(nav).findByRole('link', { name: 'Teddy Bears' });
    expect(chipNames(within(nav).getAllByRole('list')[0]!)).toEqual(['All', 'Teddy Bears', 'Graduation Dolls']);
  });

  it('keep "Semua" while the tree loads or cannot load, so the row does not jump', async () => {
    mockApi({ 'GET /api/categories': { status: 500, body: { code: 'INTERNAL' } } });
    renderPage(<CategoryChips hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Semua' })).toBeInTheDocument();
  });
});
