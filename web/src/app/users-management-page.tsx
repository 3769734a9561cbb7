import { PageHeader } from '../components/ui/page-header';
import { useTranslation } from '../lib/i18n';
import { CustomerManagement } from '../features/customers/components/customer-management';
import { UserManagement } from '../features/users/components/user-management';

/** /dashboard/users (SPEC §2): the users table and the customers table on one screen. */
export function UsersManagementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('users.title')} />
      <div className="space-y-10">
        <UserManagement below={<CustomerManagement />} />
      </div>
    </>
  );
}
