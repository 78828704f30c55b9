import { useId, useState, type FormEvent } from 'react';
import { CategoryBody, slugify, type Category } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useSaveCategory } from '../api/save-category';

type CategoryFormDialogProps = {
  /** The category renamed; null for a new one. */
  category: Category | null;
  /** Where it sits (or will): a top-level category's id, or null for the top level. */
  parentId: number | null;
  /** A category with sub-categories stays at the top level (the tree has two levels). */
  hasChildren: boolean;
  topLevel: Category[];
  onDone: (message: string) => void;
  onCancel: () => void;
};

type Field = 'name_id' | 'name_en' | 'slug' | 'parent_id';

/** A new category, or one renamed in Indonesian and English, given another slug, or put under another parent. */
export function CategoryFormDialog({
  category,
  parentId,
  hasChildren,
  topLevel,
  onDone,
  onCancel,
}: CategoryFormDialogProps) {
  const t = useT();
  const formId = useId();
  const save = useSaveCategory();
  const [nameId, setNameId] = useState(category?.name_id ?? '');
  const [nameEn, setNameEn] = useState(category?.name_en ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [parent, setParent] = useState(parentId === null ? '' : String(parentId));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const parents = topLevel.filter((c) => c.category_id !== category?.category_id);

  /** The shared schema's messages in the page's language. */
  const fieldText = (message: string) =>
    message === 'Nama kategori wajib diisi'
      ? t('adminCategories.nameIdRequired')
      : message === 'Nama kategori (English) wajib diisi'
        ? t('adminCategories.nameEnRequired')
        : message.startsWith('Slug hanya')
          ? t('adminCategories.slugInvalid')
          : message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = {
      name_id: nameId,
      name_en: nameEn,
      // Left empty (or unchanged), the slug is the server's to make or keep: links to the category use it.
      ...(slug.trim() && slug.trim() !== category?.slug ? { slug: slug.trim() } : {}),
      parent_id: parent === '' ? null : Number(parent),
    };
    const checked = CategoryBody.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= fieldText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ categoryId: category?.category_id, body });
      onDone(
        category
          ? t('adminCategories.saved', { name: saved.name })
          : t('adminCategories.created', { name: saved.name }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'SLUG_TAKEN') {
        setErrors({ slug: t('adminCategories.slugTaken', { slug: String(error.body?.slug ?? slug) }) });
      } else if (isApiError(error) && error.code === 'CATEGORY_TOO_DEEP') {
        setErrors({ parent_id: errorText(error, t, t('adminCategories.tooDeep')) });
      } else if (isApiError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
      } else {
        setProblem(errorText(error, t, t('adminCategories.saveFailed')));
      }
    }
  };

  return (
    <Modal
      open
      title={category ? t('adminCategories.editTitle', { name: category.name }) : t('adminCategories.addTitle')}
      onClose={() => {
        if (!save.isPending) onCancel();
      }}
      closeLabel={t('adminCategories.close')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            {t('adminCategories.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('adminCategories.saving') : t('adminCategories.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={t('adminCategories.nameId')}
          value={nameId}
          maxLength={60}
          required
          autoComplete="off"
          error={errors.name_id}
          onChange={(event) => setNameId(event.target.value)}
        />
        <TextField
          label={t('adminCategories.nameEn')}
          value={nameEn}
          maxLength={60}
          required
          autoComplete="off"
          error={errors.name_en}
          onChange={(event) => setNameEn(event.target.value)}
        />
        <TextField
          label={t('adminCategories.slug')}
          optionalText={category ? undefined : t('common.optional')}
          value={slug}
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          placeholder={slugify(nameId) || 'boneka-wisuda'}
          hint={category ? t('adminCategories.slugChangeHint') : t('adminCategories.slugHint')}
          error={errors.slug}
          onChange={(event) => setSlug(event.target.value)}
        />
        <SelectField
          label={t('adminCategories.parent')}
          value={parent}
          disabled={hasChildren}
          error={errors.parent_id}
          onChange={(event) => setParent(event.target.value)}
        >
          <option value="">{t('adminCategories.noParent')}</option>
          {parents.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {hasChildren ? <p className="text-xs text-stone-500">{t('adminCategories.parentLocked')}</p> : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </form>
    </Modal>
  );
}
