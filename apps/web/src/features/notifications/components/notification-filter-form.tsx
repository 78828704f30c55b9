import { useState } from 'react';
import { NOTIFICATION_STATUSES, type NotificationStatus } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import type { NotificationFilter } from '../api/get-notifications';
import { STATUS_LABELS } from './notification-labels';

type NotificationFilterFormProps = {
  filter: NotificationFilter;
  onFilter: (change: (current: NotificationFilter) => NotificationFilter) => void;
};

/** The log's status choice (applied at once) and its search (applied when sent). */
export function NotificationFilterForm({ filter, onFilter }: NotificationFilterFormProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  return (
    <form
      role="search"
      className="mt-6 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter((current) => ({ ...current, q: typed }));
      }}
    >
      <SelectField
        label={t('adminNotifications.statusFilter')}
        value={filter.status ?? ''}
        onChange={(event) =>
          onFilter((current) => ({ ...current, status: (event.target.value || null) as NotificationStatus | null }))
        }
        wrapperClassName="w-full sm:w-44"
      >
        <option value="">{t('adminNotifications.allStatuses')}</option>
        {NOTIFICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABELS[status])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('adminNotifications.search')}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={100}
        wrapperClassName="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1"
      />
      <Button type="submit" size="sm">
        {t('adminOrders.amountSearch')}
      </Button>
    </form>
  );
}
