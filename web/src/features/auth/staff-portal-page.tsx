import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

/** SPEC §2: a local demo of the approval wait; it makes no call. */
export function StaffPortalPage() {
  const { t } = useTranslation();
  const [approved, setApproved] = useState(false);
  const { signOut } = useSession();
  const navigate = useNavigate();

  return (
    <AuthCard title={t('auth.staffPortal')}>
      <p className="text-center text-slate-700">{t('auth.waitForApproval')}</p>
      {approved && (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-center text-green-800">
          {t('auth.approved')}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-2">
        <Button
          onClick={() => {
            signOut();
            navigate('/login');
          }}
        >
          {t('auth.staffLogin')}
        </Button>
        <Button variant="secondary" onClick={() => setApproved(true)}>
          {t('auth.simulateApproval')}
        </Button>
      </div>
    </AuthCard>
  );
}
